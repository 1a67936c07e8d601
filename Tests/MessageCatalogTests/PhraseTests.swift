import Testing

@testable import MessageCatalog

/// The report phrases keep the catalog's promise (``CatalogTests``): both texts, the same
/// blanks, Chinese in the Chinese, and the glossary's words.
@Suite struct PhraseTests {
    /// Phrases that are punctuation around their blanks in Chinese, with no word to translate.
    static let onlyPunctuation: Set<Phrase> = [.callbackWhy, .settingFor, .mdSentenceEnd]
    /// English plural endings Chinese does not need.
    static let englishOnlyBlanks: [Phrase: Set<Int>] = [
        .coverageOver: [2], .mdScenarios: [2], .mdTaken: [4], .verifyFewWrong: [3],
    ]

    @Test(arguments: Phrase.allCases)
    func everyPhraseHasBothLanguages(_ phrase: Phrase) {
        let texts = phrase.texts
        #expect(!texts.en.isEmpty && !texts.zh.isEmpty, "\(phrase)")
        #expect(texts.en != texts.zh, "\(phrase): the Chinese is a copy of the English")
        #expect(!CatalogTests.hasChinese(texts.en), "\(phrase): the English has Chinese in it")
        if !Self.onlyPunctuation.contains(phrase) {
            #expect(CatalogTests.hasChinese(texts.zh), "\(phrase): the Chinese has no Chinese: \(texts.zh)")
        }
    }

    @Test(arguments: Phrase.allCases)
    func bothTextsHaveTheSameBlanks(_ phrase: Phrase) {
        let en = CatalogTests.blanks(phrase.texts.en)
        let zh = CatalogTests.blanks(phrase.texts.zh)
        #expect(zh.isSubset(of: en), "\(phrase): the Chinese has a blank the English lacks")
        #expect(en.subtracting(zh) == Self.englishOnlyBlanks[phrase] ?? [], "\(phrase): the Chinese drops a blank")
    }

    /// docs/zh/glossary.md: 场景 is only a scene; a scenario is 用例.
    @Test(arguments: Phrase.allCases)
    func chineseKeepsTheGlossary(_ phrase: Phrase) {
        let texts = phrase.texts
        if texts.zh.contains("场景") {
            #expect(texts.en.lowercased().contains("scene"), "\(phrase): 场景 (a scene) for what is not a scene")
        }
        if texts.en.lowercased().contains("scenario") {
            #expect(texts.zh.contains("用例"), "\(phrase): a scenario is 用例 in Chinese")
        }
    }

    @Test func phrasesFillTheirBlanksInOnePass() {
        #expect(Phrase.tap.text(.zh, "Notes") == "轻点 Notes")
        #expect(Phrase.tapDelivered.text(.en, "n1", "Notes") == "tap notification n1 of Notes")
        #expect(Phrase.tapDelivered.text(.zh, "n1", "Notes") == "轻点 Notes 的通知 n1")
        // A name that looks like a blank stays a name.
        #expect(Phrase.tap.text(.en, "{2}") == "tap {2}")
    }

    /// The labels of explore's replay lines line up in both languages.
    @Test func theReplayLabelsLineUp() {
        for language in [Language.en, .zh] {
            let widths = [Phrase.labelScenario, .labelReplay, .labelAgain].map { label in
                label.text(language).unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
            }
            #expect(Set(widths).count == 1, "\(language): \(widths)")
        }
    }
}
