/// A value `UserDefaults` keeps: a property-list value (strings, numbers, booleans, and
/// arrays and dictionaries of them). Dictionaries are kept sorted by key, so every output
/// made from them is in one order.
///
///     StoredValue.table(["draft": .string("Dear …"), "count": .integer(3)])
public indirect enum StoredValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case number(Double)
    case boolean(Bool)
    case list([StoredValue])
    case table([(key: String, value: StoredValue)])

    public static func == (a: StoredValue, b: StoredValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.boolean(let x), .boolean(let y)): return x == y
        case (.list(let x), .list(let y)): return x == y
        case (.table(let x), .table(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A dictionary value from unordered pairs (sorted by key; a repeated key keeps its last value).
    public static func table(sorting pairs: [(String, StoredValue)]) -> StoredValue {
        var byKey: [String: StoredValue] = [:]
        for (k, v) in pairs { byKey[k] = v }
        return .table(byKey.keys.sorted().map { (key: $0, value: byKey[$0]!) })
    }

    /// About how many bytes the value takes, for the container's bound.
    public var size: Int {
        switch self {
        case .string(let s): return 16 + s.utf8.count
        case .integer, .number, .boolean: return 16
        case .list(let items): return 16 + items.reduce(0) { $0 + $1.size }
        case .table(let pairs): return 16 + pairs.reduce(0) { $0 + 16 + $1.key.utf8.count + $1.value.size }
        }
    }
}
