import LuaHost

/// Values `expect.equal` compares, printed the way Lua source writes them.
///
///     PlainValue.table([.number(1): .string("a"), .string("x"): .number(1)]).lua   // {"a", x = 1}
enum PlainValue: Equatable {
    case `nil`, boolean(Bool), number(Double), string(String), table([PlainKey: PlainValue]), other(String)

    /// Lua syntax; numbers with `precise` use every digit that tells them apart.
    func lua(precise: Bool = false) -> String { literal(precise: precise).text }

    /// The value as a literal: numbers as Lua shows them (`0.1`, `inf`), or with `precise`
    /// every digit that tells them apart; table keys in order (``PlainKey``).
    func literal(precise: Bool) -> LuaLiteral {
        switch self {
        case .nil: return .nil
        case .boolean(let b): return .boolean(b)
        case .number(let d): return PlainValue.number(d, precise: precise)
        case .string(let s): return .string(s)
        case .other(let s): return .code(s)
        case .table(let fields):
            let keys = fields.keys.sorted()
            var count = 0
            while fields[.number(Double(count + 1))] != nil { count += 1 }
            let sequence = (0..<count).map { fields[.number(Double($0 + 1))]!.literal(precise: precise) }
            var named: [LuaLiteral.Field] = []
            for key in keys {
                if case .number(let n) = key, n == n.rounded(), n >= 1, n <= Double(count) { continue }
                named.append(LuaLiteral.Field(key.literal, fields[key]!.literal(precise: precise)))
            }
            return .table(sequence, fields: named)
        }
    }

    /// A whole number as an integer; others as Lua's `tostring` shows them, or with
    /// `precise` (and finite) to every digit.
    static func number(_ d: Double, precise: Bool) -> LuaLiteral {
        let quantity = LuaLiteral.quantity(d)
        if case .integer = quantity { return quantity }
        return precise && d.isFinite ? quantity : .code(formatLuaNumber(d))
    }
}

/// A table key as `expect.equal` compares it: numbers, then strings, then the rest, each in order.
enum PlainKey: Hashable, Comparable {
    case number(Double), string(String), other(String)

    init(_ value: PlainValue) {
        switch value {
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        default: self = .other(value.lua())
        }
    }

    /// The key as a literal: `2`, `"name"`, or the text of another value.
    var literal: LuaLiteral {
        switch self {
        case .number(let d): return PlainValue.number(d, precise: true)
        case .string(let s): return .string(s)
        case .other(let s): return .code(s)
        }
    }

    /// `[2]`, `name`, `["two words"]`.
    var lua: String { literal.keyText }

    /// The key as a step of a path: `[2]` or `.name`.
    var pathStep: String {
        if case .string(let s) = self, LuaLiteral.isIdentifier(s) { return "." + s }
        return lua
    }

    private var rank: Int {
        switch self {
        case .number: return 0
        case .string: return 1
        case .other: return 2
        }
    }

    static func < (a: PlainKey, b: PlainKey) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)), (.other(let x), .other(let y)): return x < y
        default: return a.rank < b.rank
        }
    }
}

/// The text of a failed `expect.equal`: both values in Lua syntax (numbers to every digit
/// when they would otherwise look the same), then, for tables, where they first differ.
///
///     items: expected {"milk"}, got {}
///       first difference at [1]: expected "milk", got nil
struct EqualityReport {
    let actual: PlainValue
    let expected: PlainValue
    let label: String?

    var text: String {
        let shown = comparison
        var lines = [(shown.label.map { "\($0): " } ?? "") + "expected \(shown.expected), got \(shown.actual)"]
        if let difference = shown.difference {
            lines.append(
                "  first difference at \(difference.path): expected \(difference.expected), got \(difference.actual)")
        }
        return lines.joined(separator: "\n")
    }

    /// Both values as the report shows them: Lua syntax, every digit when they would
    /// otherwise look the same, each side cut (a value can be a table of a million entries).
    var comparison: ValueComparison {
        let precise = expected.lua() == actual.lua()
        var difference: ValueDifference?
        if case .table = expected, case .table = actual,
            let (found, want, got) = Self.firstDifference(expected, actual, path: "")
        {
            let path = found.hasPrefix(".") ? String(found.dropFirst()) : found
            let shownPrecise = want.lua() == got.lua()
            difference = ValueDifference(
                path: TextCut.text(path, limit: 200),
                expected: TextCut.text(want.lua(precise: shownPrecise), limit: 500),
                actual: TextCut.text(got.lua(precise: shownPrecise), limit: 500))
        }
        return ValueComparison(
            label: label.map { TextCut.text($0, limit: 200) },
            actual: TextCut.text(actual.lua(precise: precise), limit: 2000),
            expected: TextCut.text(expected.lua(precise: precise), limit: 2000), difference: difference)
    }

    /// The path of the first difference (keys in order), with the two values there.
    static func firstDifference(_ a: PlainValue, _ b: PlainValue, path: String) -> (String, PlainValue, PlainValue)? {
        guard case .table(let x) = a, case .table(let y) = b else {
            return a == b ? nil : (path.isEmpty ? "the top" : path, a, b)
        }
        for key in Set(x.keys).union(y.keys).sorted() {
            let left = x[key] ?? .nil, right = y[key] ?? .nil
            if left == right { continue }
            return firstDifference(left, right, path: path + key.pathStep)
        }
        return nil
    }
}
