import LuaHost
struct LuaToken {
    enum Kind { case name, string, number, symbol }
    let kind: Kind
    let range: Range<Int>
    /// The token's text for names and symbols; empty for strings and numbers.
    let text: String
}

/// Just enough of Lua's lexer to find keywords and names outside strings
/// and comments. Unfinished input (an open string or comment) just ends.
enum LuaTokenizer {
    static let keywords = LuaLiteral.keywords

    static func tokens(_ s: [UInt8]) -> [LuaToken] { Array(IteratorSequence(LuaTokenStream(s))) }
}

/// The tokens of a text one at a time, so a huge file is never a huge array.
///
///     var stream = LuaTokenStream(Array("local a = 1".utf8))
///     stream.next()?.text   // "local"
struct LuaTokenStream: IteratorProtocol {
    private let s: [UInt8]
    private var i = 0

    init(_ source: [UInt8]) { s = source }

    mutating func next() -> LuaToken? {
        skipSpaceAndComments()
        guard i < s.count else { return nil }
        let c = s[i]
        let start = i
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            i += 1
            while i < s.count, s[i] != c, s[i] != 10 {
                i += s[i] == UInt8(ascii: "\\") ? 2 : 1
            }
            i = min(i + 1, s.count)
            return LuaToken(kind: .string, range: start..<i, text: "")
        }
        if let level = longBracket(i) {
            i = skipLong(i, level)
            return LuaToken(kind: .string, range: start..<i, text: "")
        }
        if isNameStart(c) {
            while i < s.count, isNameStart(s[i]) || isDigit(s[i]) { i += 1 }
            return LuaToken(kind: .name, range: start..<i, text: text(start..<i))
        }
        if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < s.count && isDigit(s[i + 1])) {
            while i < s.count {
                let d = s[i]
                if isDigit(d) || isNameStart(d) || d == UInt8(ascii: ".") {
                    i += 1
                } else if d == UInt8(ascii: "+") || d == UInt8(ascii: "-"), "eEpP".utf8.contains(s[i - 1]) {
                    i += 1
                } else {
                    break
                }
            }
            return LuaToken(kind: .number, range: start..<i, text: "")
        }
        // Two-character symbols that matter here: `==` (not `=`), `::`, `..`.
        var end = i + 1
        if end < s.count, "=:.".utf8.contains(s[end]),
            c == s[end] || (s[end] == UInt8(ascii: "=") && "~<>".utf8.contains(c))
        {
            end += 1
        }
        i = end
        return LuaToken(kind: .symbol, range: start..<end, text: text(start..<end))
    }

    private mutating func skipSpaceAndComments() {
        while i < s.count {
            let c = s[i]
            if c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 {
                i += 1
            } else if c == UInt8(ascii: "-"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "-") {
                if let level = longBracket(i + 2) {
                    i = skipLong(i + 2, level)
                } else {
                    while i < s.count, s[i] != 10 { i += 1 }
                }
            } else {
                return
            }
        }
    }

    private func isNameStart(_ c: UInt8) -> Bool { c == 95 || (c | 0x20 >= 97 && c | 0x20 <= 122) || c >= 0x80 }
    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private func text(_ r: Range<Int>) -> String { String(decoding: s[r], as: UTF8.self) }

    /// The level of a long bracket `[==[` at j, or nil.
    private func longBracket(_ j: Int) -> Int? {
        guard j < s.count, s[j] == UInt8(ascii: "[") else { return nil }
        var k = j + 1
        while k < s.count, s[k] == UInt8(ascii: "=") { k += 1 }
        return k < s.count && s[k] == UInt8(ascii: "[") ? k - j - 1 : nil
    }

    /// The index after the long bracket's close, from its opening at j.
    private func skipLong(_ j: Int, _ level: Int) -> Int {
        var k = j + level + 2
        while k < s.count {
            if s[k] == UInt8(ascii: "]") {
                var m = k + 1
                while m < s.count, s[m] == UInt8(ascii: "="), m - k - 1 < level { m += 1 }
                if m - k - 1 == level, m < s.count, s[m] == UInt8(ascii: "]") { return m + 1 }
            }
            k += 1
        }
        return s.count
    }
}
