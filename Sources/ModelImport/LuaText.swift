import FoundationEssentials

/// Lua spelling helpers: quoted strings, names that are not Lua keywords.
enum LuaText {
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil",
        "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// A Swift identifier as a Lua name (a keyword gets a trailing underscore; backticks go).
    static func name(_ swift: String) -> String {
        let plain = swift.replacing("`", with: "")
        let cleaned = String(plain.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return keywords.contains(cleaned) || cleaned.isEmpty ? cleaned + "_" : cleaned
    }

    /// A Lua string literal of `text`: printable ASCII kept, the rest escaped by byte.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case UInt8(ascii: "\n"): out += "\\n"
            case 0x20..<0x7F: out.append(Character(Unicode.Scalar(byte)))
            default: out += "\\\(byte)"
            }
        }
        return out + "\""
    }

    /// Swift source text cut to one short line, for labels and messages.
    static func short(_ text: String, limit: Int = 60) -> String {
        let flat = text.split(whereSeparator: { $0.isNewline })
            .map { $0.drop(while: { $0 == " " || $0 == "\t" }) }
            .joined(separator: " ")
        return flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat
    }
}
