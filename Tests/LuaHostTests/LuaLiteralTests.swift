import Testing
@testable import LuaHost

/// A quoted literal reads back in Lua as the very string it was made from.
@Suite struct LuaLiteralTests {
    @Test(arguments: [
        "", "plain", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "cr\rlf", "\u{1}2",
        "\u{0}0 nul", "del\u{7F}", "ünïcödé ✓", String(repeating: "\u{1F}9", count: 1000),
    ])
    func readsBackAsTheSameString(text: String) throws {
        let literal = LuaLiteral.quoted(text)
        #expect(!literal.contains("\n"))
        let back = try LuaThread.run { try LuaState().run("return " + literal)[0].stringValue }
        #expect(back == text, "\(literal)")
    }

    @Test func controlCharactersHaveThreeDigitEscapes() {
        // "\1" then "2" would read as "\12": the escape is always three digits.
        #expect(LuaLiteral.quoted("\u{1}2") == "\"\\0012\"")
        #expect(LuaLiteral.quoted("a\tb\r") == "\"a\\tb\\r\"")
    }
}
