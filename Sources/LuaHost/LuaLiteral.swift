/// Lua source text for values, for code applife writes back out (`:save`, counterexamples,
/// expectation reports).
///
///     LuaLiteral.quoted("say \"hi\"\n")   // "\"say \\\"hi\\\"\\n\""
public enum LuaLiteral {
    /// A double-quoted Lua string literal that reads back as `text`. Quotes, backslashes,
    /// line breaks and tabs are escaped by name; other control characters get three-digit
    /// decimal escapes, so a digit that follows cannot join the escape.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let digits = String(scalar.value)
                    out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
