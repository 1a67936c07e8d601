import Testing

@testable import MessageCatalog

/// The catalog's promise: every sentence has both texts, they have the same blanks, the
/// Chinese is Chinese and keeps the glossary's words (场景 is a scene, 用例 a scenario).
@Suite struct CatalogTests {
    /// `{1}`, `{2}`, ... in `text`.
    static func blanks(_ text: String) -> Set<Int> {
        var found: Set<Int> = []
        let chars = Array(text)
        for i in chars.indices.dropLast(2) where chars[i] == "{" && chars[i + 2] == "}" {
            if let digit = chars[i + 1].wholeNumberValue { found.insert(digit) }
        }
        return found
    }

    /// English words that only fill an English plural blank, which Chinese does not need.
    static let englishOnlyBlanks: [SentenceKey: Set<Int>] = [
        .replSaved: [2], .exploreNoBreak: [8], .svgDrewFailing: [4], .svgRecords: [2], .svgApps: [2],
        .exploreBreadthFirstRuns: [3], .exploreWalks: [2],
    ]

    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Both texts there, not copies, Chinese only in the Chinese (`chineseOptional`: a text
    /// that is punctuation around its blanks in Chinese).
    static func checkBothLanguages(_ name: String, _ texts: Texts, chineseOptional: Bool = false) {
        #expect(!texts.en.isEmpty, "\(name): no English text")
        #expect(!texts.zh.isEmpty, "\(name): no Chinese text")
        #expect(texts.en != texts.zh, "\(name): the Chinese text is a copy of the English")
        if !chineseOptional {
            #expect(hasChinese(texts.zh), "\(name): the Chinese text has no Chinese: \(texts.zh)")
        }
        if name != "\(SentenceKey.nonASCIINameExplained)" {  // its example is a Chinese string
            #expect(!hasChinese(texts.en), "\(name): the English text has Chinese in it: \(texts.en)")
        }
    }

    /// The Chinese fills the English's blanks, but those of an English plural.
    static func checkBlanks(_ name: String, _ texts: Texts, englishOnly: Set<Int> = []) {
        let en = blanks(texts.en)
        let zh = blanks(texts.zh)
        #expect(zh.isSubset(of: en), "\(name): the Chinese has a blank the English lacks")
        #expect(en.subtracting(zh) == englishOnly, "\(name): the Chinese drops a blank")
    }

    /// docs/zh/glossary.md: 场景 is only a scene; a scenario is 用例.
    static func checkGlossary(_ name: String, _ texts: Texts) {
        if texts.zh.contains("场景") {
            #expect(texts.en.lowercased().contains("scene"), "\(name): 场景 (a scene) for what is not a scene")
        }
        if texts.en.lowercased().contains("scenario") {
            #expect(texts.zh.contains("用例"), "\(name): a scenario is 用例 in Chinese")
        }
    }

    @Test(arguments: SentenceKey.allCases)
    func everySentenceHasBothLanguages(_ key: SentenceKey) {
        Self.checkBothLanguages("\(key)", key.texts)
    }

    @Test(arguments: SentenceKey.allCases)
    func bothTextsHaveTheSameBlanks(_ key: SentenceKey) {
        Self.checkBlanks("\(key)", key.texts, englishOnly: Self.englishOnlyBlanks[key] ?? [])
    }

    @Test(arguments: SentenceKey.allCases)
    func chineseKeepsTheGlossary(_ key: SentenceKey) {
        Self.checkGlossary("\(key)", key.texts)
    }

    @Test(arguments: HelpText.allCases)
    func everyHelpTextHasBothLanguages(_ text: HelpText) {
        let texts = text.texts
        #expect(!texts.en.isEmpty && !texts.zh.isEmpty, "\(text)")
        #expect(Self.hasChinese(texts.zh), "\(text): the Chinese help has no Chinese")
        #expect(!Self.hasChinese(texts.en), "\(text): the English help has Chinese in it")
        if texts.en.lowercased().contains("scenario") { #expect(texts.zh.contains("用例"), "\(text)") }
        if texts.zh.contains("场景") { #expect(texts.en.lowercased().contains("scene"), "\(text)") }
    }

    /// The check above is proven by wrong texts it rejects.
    @Test func theGlossaryCheckRejectsAScenarioCalled场景() {
        let wrong = Texts(en: "the scenario answers", zh: "场景回答")
        #expect(!wrong.en.lowercased().contains("scene") && wrong.zh.contains("场景"))
        #expect(!wrong.zh.contains("用例"))
        #expect(Self.blanks("a {1} and {3}") == [1, 3])
        #expect(!Self.hasChinese("plain English"))
    }

    @Test func blanksAreFilledInOnePass() {
        #expect(Sentence(.taskNotOpen, "7").text(.en).hasPrefix("endBackgroundTask: 7 is not"))
        #expect(Sentence(.taskNotOpen, "7").text(.zh).hasPrefix("endBackgroundTask：7 不是"))
        // An argument's own braces are text, never blanks; a missing argument is empty.
        #expect(Sentence.fill("{1} and {2}", ["{2}", "x"]) == "{2} and x")
        #expect(Sentence.fill("{1}|{2}", ["a"]) == "a|")
        #expect(Sentence.fill("{x} {1", ["a"]) == "{x} {1")
        #expect(Sentence.fill("{0}", ["a"]) == "{0}")
        let huge = String(repeating: "{1}", count: 10_000)
        #expect(Sentence.fill(huge, ["ab"]).count == 20_000)
    }

    @Test func theHelpsLanguageIsReadFromTheWholeCommandLine() {
        #expect(Language.forHelp(arguments: ["applife", "run", "--lang", "zh", "x.lua"], environment: [:]) == .zh)
        #expect(Language.forHelp(arguments: ["applife", "--lang=zh"], environment: ["LANG": "en_US"]) == .zh)
        #expect(Language.forHelp(arguments: ["applife"], environment: ["LANG": "zh_CN.UTF-8"]) == .zh)
        // A language applife lacks falls back to the environment, then English; a dangling flag is no flag.
        #expect(Language.forHelp(arguments: ["applife", "--lang", "fr"], environment: ["APPLIFE_LANG": "zh"]) == .zh)
        #expect(Language.forHelp(arguments: ["applife", "--lang", "fr"], environment: [:]) == .en)
        #expect(Language.forHelp(arguments: ["applife", "--lang"], environment: [:]) == .en)
    }

    @Test func theLanguageComesFromTheFlagThenTheEnvironment() {
        #expect(Language.chosen(flag: nil, environment: ["LANG": "zh_CN.UTF-8"]) == .success(.zh))
        #expect(Language.chosen(flag: nil, environment: ["LANG": "zh_TW.UTF-8"]) == .success(.zh))
        #expect(Language.chosen(flag: nil, environment: ["LANG": "fr_FR.UTF-8"]) == .success(.en))
        #expect(Language.chosen(flag: nil, environment: [:]) == .success(.en))
        #expect(Language.chosen(flag: nil, environment: ["LC_ALL": "C", "LANG": "zh_CN"]) == .success(.en))
        #expect(Language.chosen(flag: "en", environment: ["APPLIFE_LANG": "zh"]) == .success(.en))
        #expect(Language.chosen(flag: nil, environment: ["APPLIFE_LANG": "zh", "LANG": "en_US"]) == .success(.zh))
        #expect(
            Language.chosen(flag: "fr", environment: [:])
                == .failure(LanguageProblem(source: "--lang", name: "fr")))
        #expect(
            LanguageProblem(source: "APPLIFE_LANG", name: "klingon").description
                == "APPLIFE_LANG: unknown language 'klingon' (expected en or zh)")
    }
}
