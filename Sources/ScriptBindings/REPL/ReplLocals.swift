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
/// stores them apart from the globals; an app's `main` typed at the prompt reads
/// them through its process's environment. Line numbers never change. Limits:
/// `<close>` statements are left alone (they stay chunk-local); a function that
/// captured a top-level local sees later re-declarations of the same name (they
/// are one variable now). A file loaded into the REPL is not rewritten this way:
/// its locals stay locals (``ReplFileLocals``).
public struct ReplLocals {
    public let text: [UInt8]
    public let names: [String]

    public static func rewrite(_ source: [UInt8]) -> ReplLocals {
        // Tokens are read as a stream through a small window: a 50 MB file
        // of short tokens must not become an array of millions of tokens.
        var window = TokenWindow(LuaTokenStream(source))
        var edits: [(range: Range<Int>, replacement: String)] = []
        var names: [String] = []
        var depth = 0
        while let token = window.peek(0) {
            var consumed = 1
            guard token.kind == .name else {
                window.drop(1)
                continue
            }
            switch token.text {
            case "function", "if", "do", "repeat":
                depth += 1
            case "end", "until":
                depth = max(0, depth - 1)
            case "local" where depth == 0:
                if window.peek(1)?.text == "function" {
                    if let name = window.peek(2), name.kind == .name {
                        names.append(name.text)
                        edits.append((token.range, ""))
                    }
                } else if let statement = localStatement(&window) {
                    names += statement.names
                    edits.append((token.range, ""))
                    edits += statement.attributes.map { ($0, "") }
                    if !statement.assigns { edits.append((statement.end..<statement.end, " = nil")) }
                    consumed = statement.next
                }
            default:
                break
            }
            window.drop(consumed)
        }
        // One pass over the text (edits come in order and never overlap).
        var text: [UInt8] = []
        text.reserveCapacity(source.count)
        var copied = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            text += source[copied..<edit.range.lowerBound]
            text += Array(edit.replacement.utf8)
            copied = edit.range.upperBound
        }
        text += source[copied...]
        return ReplLocals(text: text, names: names)
    }

    /// `local name [<attrib>] {, name [<attrib>]} [=]` starting at the
    /// window's first token; nil when it is not one or has a `<close>` name.
    /// `next`: how many tokens the statement's head takes.
    private static func localStatement(_ window: inout TokenWindow)
        -> (names: [String], attributes: [Range<Int>], assigns: Bool, end: Int, next: Int)?
    {
        var names: [String] = []
        var attributes: [Range<Int>] = []
        var i = 1
        var end = window.peek(0)!.range.upperBound
        while let token = window.peek(i), token.kind == .name, !LuaTokenizer.keywords.contains(token.text) {
            names.append(token.text)
            end = token.range.upperBound
            i += 1
            if let open = window.peek(i), open.text == "<", let attribute = window.peek(i + 1), attribute.kind == .name,
                let close = window.peek(i + 2), close.text == ">"
            {
                if attribute.text == "close" { return nil }
                attributes.append(open.range.lowerBound..<close.range.upperBound)
                end = close.range.upperBound
                i += 3
            }
            guard window.peek(i)?.text == "," else { break }
            i += 1
        }
        guard !names.isEmpty else { return nil }
        return (names, attributes, window.peek(i)?.text == "=", end, i)
    }
}

/// The next few tokens of a stream.
struct TokenWindow {
    private var stream: LuaTokenStream
    private var tokens: [LuaToken] = []
    private var first = 0

    init(_ stream: LuaTokenStream) { self.stream = stream }

    /// The token `offset` places ahead, reading as far as needed.
    mutating func peek(_ offset: Int) -> LuaToken? {
        while tokens.count - first <= offset {
            guard let token = stream.next() else { return nil }
            tokens.append(token)
        }
        return tokens[first + offset]
    }

    /// Tokens held now (read, not yet dropped, plus a few dropped).
    var buffered: Int { tokens.count }

    mutating func drop(_ count: Int) {
        first = min(first + count, tokens.count)
        if first > 64, first * 2 > tokens.count {
            tokens.removeFirst(first)
            first = 0
        }
    }
}
