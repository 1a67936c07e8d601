import Testing

@testable import AppLifeCLI

/// Columns line up by what a terminal shows: CJK and emoji take two columns, combining
/// marks none.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("Notes", 5), ("备忘录", 6), ("王芳", 4), ("Notes#1", 7), ("备忘录#2", 8),
        ("ｱ", 1), ("Ａ", 2), ("한글", 4), ("e\u{301}", 1), ("👍", 2), ("👩‍💻", 2), ("a\u{200B}b", 2), ("𠀀", 2),
        ("，。", 4), ("❤️", 2),
    ])
    func widthOf(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func paddingUsesColumnsNotCharacters() {
        #expect(DisplayWidth.padded("王芳", to: 6) == "王芳  ")
        #expect(DisplayWidth.padded("alice", to: 6) == "alice ")
        #expect(DisplayWidth.padded("备忘录备忘录", to: 6) == "备忘录备忘录", "longer text is left as it is")
        #expect(DisplayWidth.leftPadded("备", to: 4) == "  备")
        // Two rows of a table end their first column at the same column.
        let rows = [("王芳", "pass"), ("alice", "fail")].map { DisplayWidth.padded($0.0, to: 8) + $0.1 }
        #expect(rows.map { DisplayWidth.of($0) } == [12, 12])
    }

    @Test func hugeAndOddTextIsMeasuredWithoutTrouble() {
        #expect(DisplayWidth.of(String(repeating: "备", count: 100_000)) == 200_000)
        #expect(DisplayWidth.of("\u{1B}[31m") == 4, "an escape is zero, the rest of the sequence one each")
        #expect(DisplayWidth.padded("x", to: -5) == "x")
    }
}
