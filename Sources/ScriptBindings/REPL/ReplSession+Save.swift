import Lifecycle
import LuaHost

/// `:save FILE`: the session as a scenario `applife run` passes. The file's
/// own text comes first (its apps, delegates and scenarios), then one more
/// scenario with every input that ran without error, in order: statements as
/// typed (`wait`s included), expressions with a literal value as
/// `expect.equal(expression, value)`, other expressions as comments, and
/// finally an `expect.state` for every app, as the session left it.
extension ReplSession {
    /// With `expectations` false, expressions are saved as comments, not `expect.equal`s;
    /// `savedBy` names the command in the saved file's comment.
    public func savedScript(
        scenarioName: String = "repl session", expectations: Bool = true, savedBy: String = "applife repl"
    ) -> String {
        var name = scenarioName
        var suffix = 2
        while scenarioNames.contains(name) {
            name = "\(scenarioName) \(suffix)"
            suffix += 1
        }
        var out = ""
        if let source {
            out += String(decoding: source, as: UTF8.self)
            if !out.hasSuffix("\n") { out += "\n" }
            out += "\n"
        }
        out += "-- Saved by \(savedBy)" + (path.map { " from a session on \($0)" } ?? "") + ".\n"
        out += "scenario(\(LuaLiteral.quoted(name)), function()\n"
        for entry in entries {
            let line = !expectations && entry.saved.hasPrefix("expect.equal(") ? "-- " + entry.text : entry.saved
            out += indented(line) + "\n"
        }
        let apps = self.apps()
        if !apps.isEmpty {
            out += "  -- where the session ended (t = \(now.fixed3) s)\n"
            for app in apps {
                out += "  expect.state(\(LuaLiteral.quoted(app.name)), \(LuaLiteral.quoted(app.state)))\n"
            }
        }
        out += "end)\n"
        return out
    }

    /// Two spaces before every line, unless a string spans lines (a long
    /// string, or a quoted one continued with a backslash): its contents
    /// must not change.
    private func indented(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let spansString = LuaTokenizer.tokens(bytes).contains { token in
            token.kind == .string && bytes[token.range].contains(10)
        }
        if spansString { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
    }
}
