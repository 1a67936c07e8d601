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
        CatalogTests.checkBothLanguages(
            "\(phrase)", phrase.texts, chineseOptional: Self.onlyPunctuation.contains(phrase))
    }

    @Test(arguments: Phrase.allCases)
    func bothTextsHaveTheSameBlanks(_ phrase: Phrase) {
        CatalogTests.checkBlanks("\(phrase)", phrase.texts, englishOnly: Self.englishOnlyBlanks[phrase] ?? [])
    }

    @Test(arguments: Phrase.allCases)
    func chineseKeepsTheGlossary(_ phrase: Phrase) {
        CatalogTests.checkGlossary("\(phrase)", phrase.texts)
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
