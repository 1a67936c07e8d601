/// What a syntax error means when Lua's own words do not say it.
extension LuaError {
    /// The sentence added to a syntax error at a byte Lua's lexer does not take in a name
    /// (`<name> expected near '<\229>'`: the first byte of a Chinese character).
    public static let nonASCIINameHint =
        "Lua names (variables, fields after a dot, parameters) are ASCII letters, digits and _;"
        + " keep other text in strings: local notes = \"备忘录\", t[\"名字\"] = 1"

    /// The error with a hint appended when the lexer stopped at a byte above 127, which
    /// Lua writes `<\NNN>` in the message.
    func withSyntaxHints() -> LuaError {
        guard kind == .syntax, Self.stopsAtNonASCIIByte(message) else { return self }
        var hinted = self
        hinted.message += "\n  " + Self.nonASCIINameHint
        return hinted
    }

    /// Whether the message's `near '<\NNN>'` names a byte of 128 or more.
    static func stopsAtNonASCIIByte(_ message: String) -> Bool {
        guard let range = message.firstRange(of: "near '<\\") else { return false }
        let digits = message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let value = Int(digits), digits.count <= 3 else { return false }
        return value >= 128
    }
}
