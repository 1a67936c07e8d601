/// How a file loaded into the REPL keeps its top-level `local`s real locals (so the
/// closures that capture them, an app's `main` among them, see the same variables as under
/// `applife run`) and still lets the prompt read and write them by name.
///
/// After each top-level `local` statement, at the start of the next top-level statement
/// the tokens make certain of (or at the end of the file), a call hands the REPL a getter
/// and a setter of each name it declared:
///
///     local REFRESH = "refresh"          local REFRESH = "refresh"
///     local function chat() ... end -->  ;__applife_bind("REFRESH",function() return REFRESH end,
///     scenario("x", ...)                   function(v) REFRESH = v end);local function chat() ... end
///                                        ;__applife_bind("chat",...);scenario("x", ...)
///
/// The calls go on lines the file already has (only the end of the file may get one
/// more), so every line number stays. A `<const>` or `<close>` local gets a getter only.
/// A statement that starts with `(` cannot be told apart from a call of the line before,
/// so a binding waits for a later statement; a file that stops with an error keeps the
/// names bound before it.
struct ReplFileLocals {
    /// The global the inserted calls read; the REPL's environment answers it.
    static let binder = "__applife_bind"

    let text: [UInt8]
    /// The names bound, in order (a name declared twice comes twice).
    let names: [String]

    static func rewrite(_ source: [UInt8]) -> ReplFileLocals {
        var window = TokenWindow(LuaTokenStream(source))
        var insertions: [(at: Int, text: String)] = []
        var names: [String] = []
        var pending: [(name: String, constant: Bool)] = []
        var depth = 0
        var brackets = 0
        var previous: LuaToken?
        func flush(at offset: Int, prefix: String = "") {
            guard !pending.isEmpty else { return }
            insertions.append((offset, prefix + pending.map(binding).joined()))
            names += pending.map(\.name)
            pending = []
        }
        while let token = window.peek(0) {
            var consumed = 1
            if depth == 0 && brackets == 0 && startsStatement(token, after: previous) {
                flush(at: token.range.lowerBound)
                if token.text == "local", token.kind == .name {
                    if window.peek(1)?.text == "function", let name = window.peek(2), name.kind == .name {
                        pending.append((name.text, false))
                    } else {
                        let statement = localNames(&window)
                        pending += statement.names
                        consumed = statement.next
                        previous = window.peek(statement.next - 1)
                    }
                }
            }
            if consumed == 1 {
                switch (token.kind, token.text) {
                case (.name, "function"), (.name, "if"), (.name, "do"), (.name, "repeat"): depth += 1
                case (.name, "end"), (.name, "until"): depth = max(0, depth - 1)
                case (.symbol, "("), (.symbol, "{"), (.symbol, "["): if depth == 0 { brackets += 1 }
                case (.symbol, ")"), (.symbol, "}"), (.symbol, "]"): if depth == 0 { brackets = max(0, brackets - 1) }
                default: break
                }
                previous = token
            }
            window.drop(consumed)
        }
        flush(at: source.count, prefix: "\n")
        var text: [UInt8] = []
        text.reserveCapacity(source.count + insertions.count * 64)
        var copied = 0
        for insertion in insertions {
            text += source[copied..<insertion.at]
            text += Array(insertion.text.utf8)
            copied = insertion.at
        }
        text += source[copied...]
        return ReplFileLocals(text: text, names: names)
    }

    /// `;__applife_bind("x",function() return x end,function(v) x = v end);`
    private static func binding(_ local: (name: String, constant: Bool)) -> String {
        let name = local.name
        let setter = local.constant ? "" : ",function(v) \(name) = v end"
        return ";\(binder)(\"\(name)\",function() return \(name) end\(setter));"
    }

    /// Keywords that always begin a statement.
    private static let statementKeywords: Set<String> = [
        "local", "if", "for", "while", "repeat", "return", "goto", "break",
    ]

    /// Whether `token`, outside any block or bracket, certainly begins a statement: a
    /// statement keyword or `::`, or a name or `function` right after a token that ends an
    /// expression (`a b` is never one expression).
    private static func startsStatement(_ token: LuaToken, after previous: LuaToken?) -> Bool {
        switch token.kind {
        case .name where statementKeywords.contains(token.text): return true
        case .symbol where token.text == "::": return true
        case .name where token.text == "function" || !LuaTokenizer.keywords.contains(token.text):
            guard let previous else { return true }
            return endsExpression(previous) || previous.text == ";"
        default: return false
        }
    }

    private static func endsExpression(_ token: LuaToken) -> Bool {
        switch token.kind {
        case .string, .number: return true
        case .name:
            return !LuaTokenizer.keywords.contains(token.text) || ["end", "nil", "true", "false"].contains(token.text)
        case .symbol: return [")", "]", "}", "..."].contains(token.text)
        }
    }

    /// The names of `local a <const>, b` starting at the window's first token, and how many
    /// tokens its head takes.
    private static func localNames(_ window: inout TokenWindow) -> (names: [(String, Bool)], next: Int) {
        var names: [(String, Bool)] = []
        var i = 1
        while let token = window.peek(i), token.kind == .name, !LuaTokenizer.keywords.contains(token.text) {
            var constant = false
            i += 1
            if let open = window.peek(i), open.text == "<", let attribute = window.peek(i + 1),
                attribute.kind == .name, let close = window.peek(i + 2), close.text == ">"
            {
                constant = true  // <const> and <close> both refuse assignment
                i += 3
            }
            names.append((token.text, constant))
            guard window.peek(i)?.text == "," else { break }
            i += 1
        }
        return (names, i)
    }
}
