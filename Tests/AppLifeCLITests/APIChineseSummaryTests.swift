import Testing

@testable import ScriptBindings

/// Every entry of the API description has a Chinese summary (APIDescription+Chinese.swift),
/// every Chinese summary names an entry, and each is Chinese that keeps the glossary
/// (docs/zh/glossary.md, read by ``ChineseWordsTests``).
@Suite struct APIChineseSummaryTests {
    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// What is wrong with `chinese` as the Chinese summaries of `entries`, one line each.
    static func problems(
        _ entries: [APISummaryEntry], _ chinese: [(String, String)], rule: ChineseWordsTests.Rule
    ) -> [String] {
        var found: [String] = []
        var english: [String: String] = [:]
        for entry in entries { english[entry.key] = entry.summary }
        var seen: Set<String> = []
        for (key, text) in chinese {
            if !seen.insert(key).inserted { found.append("\(key): twice") }
            guard let en = english[key] else {
                found.append("\(key): names no entry")
                continue
            }
            if !hasChinese(text) { found.append("\(key): no Chinese in '\(text)'") }
            for hit in ChineseWordsTests.hits(in: text, rule: rule) {
                found.append("\(key): '\(hit.phrase)' calls a scenario 场景 (write 用例)")
            }
            if text.contains("场景"), !en.lowercased().contains("scene") {
                found.append("\(key): 场景 (a scene) where the English has no scene")
            }
            if en.lowercased().contains("scenario"), !text.contains("用例") {
                found.append("\(key): the English says scenario, the Chinese has no 用例")
            }
        }
        for entry in entries where !seen.contains(entry.key) { found.append("\(entry.key): no Chinese summary") }
        return found
    }

    static var rule: ChineseWordsTests.Rule {
        ChineseWordsTests.rule(fromGlossary: ChineseWordsTests.read("docs/zh/glossary.md"))
    }

    @Test func everyEntryHasAChineseSummaryThatKeepsTheGlossary() {
        let entries = APIDescription.lua.summaryEntries
        #expect(entries.count > 350, "the whole API: \(entries.count)")
        #expect(Self.problems(entries, APIDescription.chineseSummaries, rule: Self.rule) == [])
    }

    @Test func entriesAreNamedOnceInDocumentOrder() {
        let keys = APIDescription.lua.summaryEntries.map(\.key)
        #expect(keys.count == Set(keys).count)
        #expect(keys.first == "app" && keys.last == "device{}.willTerminateBudget")
        for key in [
            "user.tap", "application:openURL", "delegate.didEnterBackground", "class UIApplication",
            "UIApplication.state", "UIApplication.*", "UIApplication.shared", "app{}.name", "device{}.ios",
            "scene_delegate.willConnect", "swiftui.scene_phase", "invariants.no_crash",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect(APIDescription.chineseSummaries.map(\.0) == keys, "the table is in document order")
    }

    @Test func aSummaryIsChineseOnlyInChinese() {
        let tap = APIDescription.lua.summaryEntries.first { $0.key == "user.tap" }!
        #expect(APIDescription.summary("user.tap", tap.summary, .en) == tap.summary)
        #expect(APIDescription.summary("user.tap", tap.summary, .zh) == "点按应用的图标：启动它，或把它带到前台")
        #expect(APIDescription.summary("no.such", "plain", .zh) == "plain", "no Chinese: the English stands")
    }

    /// Apple's counterparts written as a description are Chinese in Chinese; each still
    /// names a counterpart the description has, and Apple's names stay.
    @Test func appleDescriptionsAreChineseAndCurrent() {
        let names = APIDescription.lua.appleNames
        #expect(names.contains("CACurrentMediaTime()") && names.contains("tapping a Home-screen icon"))
        for (api, zh) in APIDescription.chineseAppleDescriptions {
            #expect(names.contains(api), "no counterpart '\(api)' any more")
            #expect(Self.hasChinese(zh), "\(api)")
        }
        let keys = APIDescription.chineseAppleDescriptions.map(\.0)
        #expect(keys.count == Set(keys).count)
        // A description (lower-case words, not two names "a / b") without Chinese is missed.
        let untranslated = names.filter { api in
            api.first?.isLowercase == true && api.contains(" ") && !api.contains("(") && !api.contains(" / ")
                && APIDescription.apple(api, .zh) == api
        }
        #expect(untranslated == [], "descriptions without Chinese")
        #expect(APIDescription.apple("tapping a Home-screen icon", .en) == "tapping a Home-screen icon")
        #expect(APIDescription.apple("CACurrentMediaTime()", .zh) == "CACurrentMediaTime()")
    }

    /// The check is proven by a wrong table it rejects, one mistake of each kind.
    @Test func theCheckRejectsEachKindOfMistake() {
        let entries = [
            APISummaryEntry(key: "a", summary: "declares a scenario"),
            APISummaryEntry(key: "b", summary: "the app is active"),
            APISummaryEntry(key: "c", summary: "the scene is active"),
            APISummaryEntry(key: "d", summary: "missing"),
        ]
        let wrong: [(String, String)] = [
            ("a", "声明一个场景"), ("b", "the app is active"), ("b", "应用在场景里活跃"), ("c", "场景变为活跃"),
            ("zz", "没有这一项"),
        ]
        let rule = ChineseWordsTests.Rule(forbidden: ["声明一个场景"], allowed: [])
        #expect(
            Self.problems(entries, wrong, rule: rule) == [
                "a: '声明一个场景' calls a scenario 场景 (write 用例)",
                "a: 场景 (a scene) where the English has no scene",
                "a: the English says scenario, the Chinese has no 用例",
                "b: no Chinese in 'the app is active'",
                "b: twice",
                "b: 场景 (a scene) where the English has no scene",
                "zz: names no entry",
                "d: no Chinese summary",
            ])
        #expect(Self.problems(entries.filter { $0.key == "c" }, [("c", "场景变为活跃")], rule: rule) == [])
    }
}
