/// The REPL's answer to lua.c's top beginner confusion: a `local` typed on
/// one line is gone on the next, because every line is its own chunk.
///
/// Top-level (outside any block) `local` statements are rewritten so their
/// names live in the REPL's environment instead of the chunk:
///
///     local a, b <const> = 1, 2   -->   a, b = 1, 2        (names: a, b)
///     local t                     -->   t = nil            (names: t)
///     local function f() end      -->   function f() end   (names: f)
///
/// The REPL declares the names before running the chunk, so the environment
/// stores them apart from the globals (app code does not see them). Line
/// numbers never change. Limits: `<close>` statements are left alone (they
/// stay chunk-local); a function that captured a top-level local sees later
/// re-declarations of the same name (they are one variable now).
public struct ReplLocals {
    public let text: [UInt8]
    public let names: [String]

    public static func rewrite(_ source: [UInt8]) -> ReplLocals {
        let tokens = LuaTokenizer.tokens(source)
        var edits: [(range: Range<Int>, replacement: String)] = []
        var names: [String] = []
        var depth = 0
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.text {
            case "function", "if", "do", "repeat":
                depth += 1
            case "end", "until":
                depth = max(0, depth - 1)
            case "local" where depth == 0:
                if i + 1 < tokens.count, tokens[i + 1].text == "function" {
                    if i + 2 < tokens.count, tokens[i + 2].kind == .name {
                        names.append(tokens[i + 2].text)
                        edits.append((token.range, ""))
                    }
                } else if let statement = localStatement(tokens, at: i) {
                    names += statement.names
                    edits.append((token.range, ""))
                    edits += statement.attributes.map { ($0, "") }
                    if !statement.assigns { edits.append((statement.end..<statement.end, " = nil")) }
                    i = statement.next - 1
                }
            default:
                break
            }
            i += 1
        }
        var text = source
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return ReplLocals(text: text, names: names)
    }

    /// `local name [<attrib>] {, name [<attrib>]} [=]` starting at `start`;
    /// nil when it is not one or has a `<close>` name.
    private static func localStatement(_ tokens: [LuaToken], at start: Int)
        -> (names: [String], attributes: [Range<Int>], assigns: Bool, end: Int, next: Int)?
    {
        var names: [String] = []
        var attributes: [Range<Int>] = []
        var i = start + 1
        var end = tokens[start].range.upperBound
        while i < tokens.count, tokens[i].kind == .name, !LuaTokenizer.keywords.contains(tokens[i].text) {
            names.append(tokens[i].text)
            end = tokens[i].range.upperBound
            i += 1
            if i + 2 < tokens.count, tokens[i].text == "<", tokens[i + 1].kind == .name, tokens[i + 2].text == ">" {
                if tokens[i + 1].text == "close" { return nil }
                attributes.append(tokens[i].range.lowerBound..<tokens[i + 2].range.upperBound)
                end = tokens[i + 2].range.upperBound
                i += 3
            }
            guard i < tokens.count, tokens[i].text == "," else { break }
            i += 1
        }
        guard !names.isEmpty else { return nil }
        let assigns = i < tokens.count && tokens[i].text == "="
        return (names, attributes, assigns, end, i)
    }
}

struct LuaToken {
    enum Kind { case name, string, number, symbol }
    let kind: Kind
    let range: Range<Int>
    let text: String
}

/// Just enough of Lua's lexer to find keywords and names outside strings
/// and comments. Unfinished input (an open string or comment) just ends.
enum LuaTokenizer {
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    static func tokens(_ s: [UInt8]) -> [LuaToken] {
        var tokens: [LuaToken] = []
        var i = 0
        func isNameStart(_ c: UInt8) -> Bool { c == 95 || (c | 0x20 >= 97 && c | 0x20 <= 122) || c >= 0x80 }
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        func text(_ r: Range<Int>) -> String { String(decoding: s[r], as: UTF8.self) }
        /// The level of a long bracket `[==[` at j, or nil.
        func longBracket(_ j: Int) -> Int? {
            guard j < s.count, s[j] == UInt8(ascii: "[") else { return nil }
            var k = j + 1
            while k < s.count, s[k] == UInt8(ascii: "=") { k += 1 }
            return k < s.count && s[k] == UInt8(ascii: "[") ? k - j - 1 : nil
        }
        /// The index after the long bracket's close, from its opening at j.
        func skipLong(_ j: Int, _ level: Int) -> Int {
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
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                let start = i
                i += 1
                while i < s.count, s[i] != c, s[i] != 10 {
                    i += s[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i = min(i + 1, s.count)
                tokens.append(LuaToken(kind: .string, range: start..<i, text: ""))
            } else if let level = longBracket(i) {
                let start = i
                i = skipLong(i, level)
                tokens.append(LuaToken(kind: .string, range: start..<i, text: ""))
            } else if isNameStart(c) {
                let start = i
                while i < s.count, isNameStart(s[i]) || isDigit(s[i]) { i += 1 }
                tokens.append(LuaToken(kind: .name, range: start..<i, text: text(start..<i)))
            } else if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < s.count && isDigit(s[i + 1])) {
                let start = i
                while i < s.count {
                    let d = s[i]
                    if isDigit(d) || isNameStart(d) || d == UInt8(ascii: ".") {
                        i += 1
                    } else if (d == UInt8(ascii: "+") || d == UInt8(ascii: "-")),
                        [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(s[i - 1])
                    {
                        i += 1
                    } else {
                        break
                    }
                }
                tokens.append(LuaToken(kind: .number, range: start..<i, text: text(start..<i)))
            } else {
                // Two-character symbols that matter here: `==` (not `=`), `::`, `..`.
                var end = i + 1
                if end < s.count, [UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: ".")].contains(s[end]),
                    c == s[end] || (s[end] == UInt8(ascii: "=") && [UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(c))
                {
                    end += 1
                }
                tokens.append(LuaToken(kind: .symbol, range: i..<end, text: text(i..<end)))
                i = end
            }
        }
        return tokens
    }
}
