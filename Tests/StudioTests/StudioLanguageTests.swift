import Foundation
import ScriptBindings
import Testing

@testable import Studio

/// The page's words: every one in English and Chinese, every key the page asks for in the
/// table, the glossary's words, and the language a page starts in.
@Suite("StudioLanguage")
struct StudioLanguageTests {
    /// Every key the page's markup and script ask for: `data-t*="key"` and `t("key"...)`.
    static func keysUsed() throws -> Set<String> {
        let page = StudioPage.html(nonce: "n")
        var keys: Set<String> = []
        let patterns = [#"data-(?:t|t-title|t-placeholder|t-label|empty)="([a-zA-Z.]+)""#, #"\.t\("([a-zA-Z.]+)""#]
        for pattern in patterns {
            for match in page.matches(of: try Regex(pattern)) { keys.insert(String(page[match.output[1].range!])) }
        }
        return keys
    }

    @Test("a session takes the language the page names when it connects, and only one the studio has")
    func sessionLanguageFromTheSocketsQuery() {
        #expect(StudioLanguage.named(inQuery: "/session?token=abc&lang=zh") == .zh)
        #expect(StudioLanguage.named(inQuery: "/session?lang=en&token=abc") == .en)
        #expect(StudioLanguage.named(inQuery: "/session?token=abc") == nil)
        #expect(StudioLanguage.named(inQuery: "/session?token=abc&lang=fr") == nil)
        #expect(StudioLanguage.named(inQuery: "/session?token=abc&lang=") == nil)
        #expect(
            StudioLanguage.named(inQuery: "/session?token=abc&lang=" + String(repeating: "z", count: 100_000)) == nil)
        #expect(StudioLanguage.named(inQuery: "/session") == nil)
        #expect(StudioSession.options(language: .zh).language == .zh)
    }

    @Test("every text has both languages, no key twice, and every key the page uses is in the table")
    func complete() throws {
        var seen: Set<String> = []
        for entry in StudioText.entries {
            #expect(!entry.en.isEmpty && !entry.zh.isEmpty, "\(entry.key)")
            #expect(seen.insert(entry.key).inserted, "\(entry.key) twice")
            #expect(
                entry.en.filter { $0 == "{" } == entry.zh.filter { $0 == "{" }, "\(entry.key): the arguments differ")
        }
        let used = try Self.keysUsed()
        // A key the script builds (`"state." + state`) is used when its prefix is.
        let prefixes = used.filter { $0.hasSuffix(".") }
        let named = used.subtracting(prefixes)
        #expect(named.count > 60, "the page asks for \(named.count) keys")
        #expect(named.subtracting(seen).isEmpty, "not in StudioText: \(named.subtracting(seen).sorted())")
        // "field.empty" is the controls panel's word for a typed field it has no own word for.
        let unused = seen.subtracting(named).subtracting(["field.empty"])
            .filter { key in !prefixes.contains { key.hasPrefix($0) } }
        #expect(unused.isEmpty, "never used: \(unused.sorted())")
    }

    @Test("every control and preset the action table offers has its Chinese")
    func controls() {
        for label in StudioText.controlLabels {
            #expect(StudioText.controlsZh[label] != nil, "no Chinese for the control '\(label)'")
        }
        #expect(StudioText.json.contains(#""control:Home":"Home 键""#))
    }

    @Test("a control's tooltip is its function's summary, in Chinese on a Chinese page")
    func controlSummaries() {
        let json = StudioText.json
        #expect(
            json.contains(
                #""summary:user.open_url":"opens a URL (from Safari, Messages, ...) in the app that handles it""#))
        #expect(json.contains(#""summary:user.open_url":"在能处理这个 URL 的应用里打开它（从 Safari、信息等）""#))
        #expect(StudioPage.html(nonce: "n").contains(#"data-t-title="summary:user.open_url""#))
    }

    @Test("the Chinese texts use 场景 only for a scene, and call a scenario 用例 (the glossary)")
    func glossary() {
        let scenario = StudioText.entries.filter { $0.en.lowercased().contains("scenario") }
        #expect(!scenario.isEmpty)
        for entry in scenario { #expect(entry.zh.contains("用例") && !entry.zh.contains("场景"), "\(entry.key)") }
        for entry in StudioText.entries where entry.zh.contains("场景") {
            #expect(entry.en.lowercased().contains("scene"), "\(entry.key): 场景 is a scene")
        }
    }

    @Test("the table in the page's script cannot end its script element")
    func embedded() {
        #expect(!StudioText.json.contains("</"))
        #expect(StudioPage.html(nonce: "n", language: .zh).contains(#"<html lang="zh-Hans">"#))
        #expect(StudioPage.html(nonce: "n").contains(#"<html lang="en">"#))
        #expect(StudioPage.html(nonce: "n").contains(#"lang="zh-Hans" data-t-title="language.title""#))
    }

    @Test("a page starts in the named language, else the browser's first the studio has, else the locale's")
    func choice() {
        let locale = StudioLanguage(chosen: nil, locale: .en)
        #expect(locale.page(acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8") == .zh)
        #expect(locale.page(acceptLanguage: "en-US,en;q=0.9,zh;q=0.8") == .en)
        #expect(locale.page(acceptLanguage: "fr-FR, zh-TW;q=0.5, en;q=0.4") == .zh)
        #expect(locale.page(acceptLanguage: "en;q=0.2, zh;q=0.9") == .zh, "by weight, not order")
        #expect(locale.page(acceptLanguage: "zh;q=0, en;q=0.1") == .en, "q=0 is not acceptable")
        #expect(locale.page(acceptLanguage: "fr, de") == .en, "none the studio has: the locale's")
        #expect(StudioLanguage(chosen: nil, locale: .zh).page(acceptLanguage: "fr") == .zh)
        #expect(StudioLanguage(chosen: nil, locale: .zh).page(acceptLanguage: nil) == .zh)
        #expect(StudioLanguage(chosen: .en, locale: .zh).page(acceptLanguage: "zh-CN") == .en, "named wins")
        // Hostile headers: junk, huge, weights that are not numbers.
        #expect(locale.page(acceptLanguage: ";;;,,,q=,zh;q=nan") == .en)
        #expect(locale.page(acceptLanguage: String(repeating: "xx;q=0.1,", count: 100_000) + "zh") == .en)
        #expect(locale.page(acceptLanguage: "zh;q=1e400") == .en, "an infinite weight is not a weight")
        #expect(locale.page(acceptLanguage: "*") == .en)
    }
}
