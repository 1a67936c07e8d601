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
        if let flag { return try named(flag, source: "--lang") }
        if let chosen = environment["APPLIFE_LANG"], !chosen.isEmpty {
            return try named(chosen, source: "APPLIFE_LANG")
        }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let locale = environment[variable], !locale.isEmpty { return language(ofLocale: locale) ?? .en }
        }
        return .en
    }

    /// `en`, `zh`, or a locale name starting with one (`zh_CN.UTF-8`, `zh-Hans`, `en_GB`).
    static func language(ofLocale name: String) -> LabLanguage? {
        let code = name.lowercased().prefix { $0.isLetter }
        return LabLanguage(rawValue: String(code))
    }

    private static func named(_ name: String, source: String) throws -> LabLanguage {
        guard let language = language(ofLocale: name) else {
            let names = LabLanguage.allCases.map(\.rawValue).joined(separator: " or ")
            throw LabError.usage("\(source): unknown language '\(name)' (expected \(names))")
        }
        return language
    }
}
