/// A value as Lua source text: the one writer of numbers, strings and tables for the code
/// applife writes back out (counterexamples, the REPL's `:save`, the studio's statements,
/// explore's replay line, expectation reports). What it writes reads back as the same value,
/// of the same subtype.
///
///     LuaLiteral.quantity(30).text                                     // 30
///     LuaLiteral.number(2).text                                        // 2.0 (a float)
///     LuaLiteral.record([("answer", .boolean(true)), ("after", .quantity(2))]).text
///                                                                      // {answer = true, after = 2}
///     LuaLiteral.quoted("say \"hi\"\n")                                // "say \"hi\"\n" (quoted)
public indirect enum LuaLiteral: Hashable, Sendable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    /// A float: it reads back as a float (`2.0`, `0.1`, `1e+300`; `1/0`, `0/0` for the
    /// non-finite ones).
    case number(Double)
    case string(String)
    /// A string's exact bytes (text from Lua that need not be UTF-8).
    case bytes([UInt8])
    /// A table constructor: the sequence, then the named fields in the order given.
    case table([LuaLiteral] = [], fields: [Field] = [])
    /// Code written as it is: a variable a usage line names (`app` in `user.tap(app)`).
    case code(String)

    /// A named field of a table constructor.
    public struct Field: Hashable, Sendable {
        public var key: LuaLiteral
        public var value: LuaLiteral

        public init(_ key: LuaLiteral, _ value: LuaLiteral) {
            self.key = key
            self.value = value
        }
    }

    /// A number as a script writes a quantity (seconds, megabytes): a whole number below
    /// 10^15 as an integer (`30`), any other as a float (`0.25`).
    public static func quantity(_ value: Double) -> LuaLiteral {
        value == value.rounded() && abs(value) < 1e15 ? .integer(Int64(value)) : .number(value)
    }

    /// A table of named fields, in the order given.
    public static func record(_ fields: [(String, LuaLiteral)]) -> LuaLiteral {
        .table([], fields: fields.map { Field(.string($0.0), $0.1) })
    }

    /// The Lua source text.
    public var text: String {
        switch self {
        case .nil: return "nil"
        case .boolean(let b): return b ? "true" : "false"
        // Lua reads -9223372036854775808 as minus a float: the smallest integer needs a sum.
        case .integer(let i): return i == .min ? "(-9223372036854775807 - 1)" : String(i)
        case .number(let d): return Self.float(d)
        case .string(let s): return Self.quoted(s)
        case .bytes(let b): return Self.quoted(bytes: b)
        case .code(let code): return code
        case .table(let sequence, let fields):
            let items = sequence.map(\.text) + fields.map { $0.key.keyText + " = " + $0.value.text }
            return "{" + items.joined(separator: ", ") + "}"
        }
    }

    /// The key as a table constructor or a path writes it: `name`, `[2]`, `["two words"]`.
    public var keyText: String {
        if case .string(let s) = self, Self.isIdentifier(s) { return s }
        return "[" + text + "]"
    }

    /// A float as Lua source: the shortest form that reads back exactly, with a point or an
    /// exponent so that it stays a float; the non-finite ones as the expressions that make them.
    private static func float(_ value: Double) -> String {
        if value.isNaN { return "0/0" }
        if value.isInfinite { return value < 0 ? "-1/0" : "1/0" }
        return "\(value)"
    }

    /// A double-quoted Lua string literal that reads back as `text`. Quotes, backslashes,
    /// line breaks and tabs are escaped by name; other control characters get three-digit
    /// decimal escapes, so a digit that follows cannot join the escape.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar.value) {
                out += escape
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The same for bytes: valid UTF-8 is written as it is, any other byte as a decimal escape.
    public static func quoted(bytes: [UInt8]) -> String {
        var out = "\""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if let escape = escape(scalar.value) { out += escape } else { out.unicodeScalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] { out += decimalEscape(UInt32(byte)) }
                offset += length
            case .emptyInput:
                return out + "\""
            }
        }
    }

    private static func escape(_ value: UInt32) -> String? {
        switch value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0..<0x20, 0x7F: return decimalEscape(value)
        default: return nil
        }
    }

    private static func decimalEscape(_ value: UInt32) -> String {
        let digits = String(value)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Whether `name` can stand as a table key or a path step without brackets.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else {
            return false
        }
        return !keywords.contains(name)
            && name.unicodeScalars.allSatisfy {
                $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
            }
    }

    /// Lua 5.4's reserved words.
    public static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
        "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
}
