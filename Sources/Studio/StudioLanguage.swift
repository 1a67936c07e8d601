import AppLifeCLI
import FoundationEssentials
import ScriptBindings

/// The language a page starts in: the one `--lang` or `APPLIFE_LANG` names, else the first
/// the browser asks for that the studio has (`Accept-Language`, by its weights), else the
/// server's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. The page's own switch
/// (kept in the browser) overrides it.
///
///     StudioLanguage(chosen: nil, locale: .en).page(acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8")   // .zh
struct StudioLanguage: Sendable, Equatable {
    /// Named by `--lang` or `APPLIFE_LANG`: every page starts in it.
    var chosen: LabLanguage?
    /// The server's locale, for a browser that asks for nothing the studio has.
    var locale: LabLanguage

    /// From `--lang` (nil: not given) and this process's environment; throws on a language
    /// applife does not have, naming where it came from.
    init(flag: String?) throws {
        let named = flag != nil || !(ProcessInfo.processInfo.environment["APPLIFE_LANG"] ?? "").isEmpty
        let language = try LanguageChoice.resolve(flag: flag)
        (chosen, locale) = named ? (language, language) : (nil, language)
    }

    init(chosen: LabLanguage?, locale: LabLanguage) {
        (self.chosen, self.locale) = (chosen, locale)
    }

    /// The `lang=` of a request target's query (`/session?token=…&lang=zh`), when it names a
    /// language the studio has.
    static func named(inQuery target: String) -> LabLanguage? {
        guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        let value = query.split(separator: "&").first { $0.hasPrefix("lang=") }?.dropFirst("lang=".count)
        return value.flatMap { LabLanguage(rawValue: String($0)) }
    }

    func page(acceptLanguage: String?) -> LabLanguage {
        chosen ?? acceptLanguage.flatMap(Self.preferred) ?? locale
    }

    /// The first language of an `Accept-Language` header the studio has, by weight (`q`, from 0 to 1;
    /// an entry with another is left out), then order; nil when it asks for none of them. Reads at most the first 32 entries.
    static func preferred(_ header: String) -> LabLanguage? {
        let entries = header.split(separator: ",").prefix(32).enumerated().compactMap {
            index, entry -> (weight: Double, index: Int, language: LabLanguage)? in
            let parts = entry.split(separator: ";")
            guard let tag = parts.first?.filter({ !$0.isWhitespace }),
                let language = LabLanguage(rawValue: String(tag.lowercased().prefix { $0.isLetter }))
            else { return nil }
            var weight = 1.0
            for part in parts.dropFirst() {
                let pair = part.filter { !$0.isWhitespace }
                guard pair.hasPrefix("q=") else { continue }
                guard let value = Double(pair.dropFirst(2)), (0...1).contains(value) else { return nil }
                weight = value
            }
            return weight > 0 ? (weight, index, language) : nil
        }
        return entries.min { ($1.weight, $0.index) < ($0.weight, $1.index) }?.language
    }

    /// The page's `<html lang>`.
    static func tag(_ language: LabLanguage) -> String { language == .zh ? "zh-Hans" : "en" }
}
