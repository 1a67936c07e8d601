import MessageCatalog
import FoundationEssentials
import ScriptBindings

/// Which language the lab commands speak: `--lang`, else `$APPLIFE_LANG`, else the locale
/// of messages as POSIX orders it (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first
/// that is set and not empty decides), else English. A locale that is not Chinese or
/// English (`C`, `fr_FR.UTF-8`) means English; `--lang` and `APPLIFE_LANG` must name a
/// language applife has.
///
///     try LanguageChoice.resolve(flag: nil, environment: ["LANG": "zh_CN.UTF-8"])   // .zh
public enum LanguageChoice {
    /// The language from `flag` and this process's environment.
    public static func resolve(flag: String?) throws -> LabLanguage {
        try resolve(flag: flag, environment: ProcessInfo.processInfo.environment)
    }

    static func resolve(flag: String?, environment: [String: String]) throws -> LabLanguage {
        switch Language.chosen(flag: flag, environment: environment) {
        case .success(let language): return language
        case .failure(let problem): throw LabError.usage(problem.description)
        }
    }

    /// `en`, `zh`, or a locale name starting with one (`zh_CN.UTF-8`, `zh-Hans`, `en_GB`).
    static func language(ofLocale name: String) -> LabLanguage? { Language(localeName: name) }

    /// The language of a command that is not `lab` (run, repl, explore), from `flag` and
    /// this process's environment, or why `--lang` or `APPLIFE_LANG` names none.
    public static func forCommand(flag: String?) -> Result<Language, LanguageProblem> {
        Language.chosen(flag: flag, environment: ProcessInfo.processInfo.environment)
    }

    /// The language from the environment alone, English when it names none applife has
    /// (the fast path of `applife run FILE`, which parses no arguments).
    public static func fromEnvironment() -> Language {
        (try? Language.chosen(flag: nil, environment: ProcessInfo.processInfo.environment).get()) ?? .en
    }
}
