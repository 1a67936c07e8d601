import Lifecycle

/// "Did you mean" for a misspelt name at the prompt: `user.tap(nots)` passes nil, and the
/// error says so; the REPL adds which defined name the input probably meant.
///
///     > user.tap(nots)
///     stdin:1: bad argument #1 to 'user.tap' (App expected, got nil)
///     (nots is nil: did you mean notes?)
extension ReplSession {
    /// Most suggestions one error gets.
    static let maximumSuggestions = 3

    /// A line naming each variable the input reads that is neither a global, nor a
    /// top-level local, nor bound in the input itself, with the nearest name that is; nil
    /// when there is none.
    func misspeltNames(in input: String) -> String? {
        let tokens = LuaTokenizer.tokens(Array(input.utf8))
        let names = Array(Set(keys([]).keys)).sorted()  // sorted: a tie is broken the same way every run
        let known = Set(names)
        let bound = Self.namesBound(tokens)
        var hints: [String] = []
        for (index, token) in tokens.enumerated()
        where token.kind == .name && !LuaTokenizer.keywords.contains(token.text) {
            guard !known.contains(token.text), !bound.contains(token.text), Self.isRead(tokens, index),
                !hints.contains(where: { $0.hasPrefix(token.text + " ") }),
                let nearest = Spelling.nearest(to: token.text, in: names)
            else { continue }
            hints.append("\(token.text) is nil: did you mean \(nearest)?")
            if hints.count == Self.maximumSuggestions { break }
        }
        return hints.isEmpty ? nil : "(" + hints.joined(separator: "; ") + ")"
    }

    /// Whether the name at `index` is a variable read: not a field or method (`a.name`,
    /// `a:name`), not a table key (`{ name = 1 }`), not a label.
    private static func isRead(_ tokens: [LuaToken], _ index: Int) -> Bool {
        if index > 0, tokens[index - 1].kind == .symbol, [".", ":", "::"].contains(tokens[index - 1].text) {
            return false
        }
        if index > 0, tokens[index - 1].kind == .name, tokens[index - 1].text == "goto" { return false }
        if index + 1 < tokens.count, tokens[index + 1].kind == .symbol, tokens[index + 1].text == "=" { return false }
        return true
    }

    /// Names the input binds: after `local`, `for` and `function`, and parameters.
    private static func namesBound(_ tokens: [LuaToken]) -> Set<String> {
        var bound: Set<String> = []
        var binding = false
        for token in tokens {
            if token.kind == .name, ["local", "for", "function"].contains(token.text) {
                binding = true
            } else if binding, token.kind == .name, !LuaTokenizer.keywords.contains(token.text) {
                bound.insert(token.text)
            } else if binding, token.kind == .symbol, [",", "(", "...", "<", ">", "."].contains(token.text) {
                continue
            } else {
                binding = false
            }
        }
        return bound
    }
}
