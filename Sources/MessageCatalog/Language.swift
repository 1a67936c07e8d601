/// The languages applife speaks to a person: English and Simplified Chinese. Apple's names
/// (selectors, notification names, state names) stay as they are in both.
///
///     Language(localeName: "zh_CN.UTF-8")   // .zh
public enum Language: String, Sendable, CaseIterable {
    case en, zh

    /// `en`, `zh`, or a locale name starting with one (`zh_CN.UTF-8`, `zh-Hans`, `en_GB`);
    /// nil for any other language.
    public init?(localeName name: String) {
        let code = name.lowercased().prefix { $0.isLetter }
        self.init(rawValue: String(code))
    }

    /// The language of a process: `flag` (`--lang`), else `APPLIFE_LANG`, else the locale
    /// of messages as POSIX orders it (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first
    /// that is set and not empty decides), else English. A locale that is not Chinese or
    /// English (`C`, `fr_FR.UTF-8`) means English; `--lang` and `APPLIFE_LANG` must name a
    /// language applife has, or the result is a ``LanguageProblem``.
    public static func chosen(flag: String?, environment: [String: String]) -> Result<Language, LanguageProblem> {
        if let flag { return named(flag, source: "--lang") }
        if let chosen = environment["APPLIFE_LANG"], !chosen.isEmpty { return named(chosen, source: "APPLIFE_LANG") }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let locale = environment[variable], !locale.isEmpty {
                return .success(Language(localeName: locale) ?? .en)
            }
        }
        return .success(.en)
    }

    /// The language of a program's help and its first errors, read from its whole command
    /// line before any parser runs: `--lang X` (or `--lang=X`) anywhere, else
    /// `APPLIFE_LANG`, else the locale; English when none names a language applife has
    /// (the parser reports a bad `--lang` later, in this language).
    public static func forHelp(arguments: [String], environment: [String: String]) -> Language {
        var flag: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--lang", index + 1 < arguments.count { flag = arguments[index + 1] }
            if argument.hasPrefix("--lang=") { flag = String(argument.dropFirst(7)) }
        }
        return (try? chosen(flag: flag, environment: environment).get())
            ?? (try? chosen(flag: nil, environment: environment).get()) ?? .en
    }

    private static func named(_ name: String, source: String) -> Result<Language, LanguageProblem> {
        guard let language = Language(localeName: name) else {
            return .failure(LanguageProblem(source: source, name: name))
        }
        return .success(language)
    }
}

/// `--lang` or `APPLIFE_LANG` names a language applife does not have.
public struct LanguageProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--lang` or `APPLIFE_LANG`.
    public var source: String
    /// What it said.
    public var name: String

    public var description: String {
        let names = Language.allCases.map(\.rawValue).joined(separator: " or ")
        return "\(source): unknown language '\(name)' (expected \(names))"
    }
}
