/// A property-list value (strings, numbers, booleans, and arrays and dictionaries of them):
/// what `UserDefaults` keeps, and what a notification's `userInfo` holds (`UserInfo`).
/// Dictionaries are kept sorted by key, so every output made from them is in one order.
///
///     StoredValue.table(sorting: [("draft", .string("Dear …")), ("count", .integer(3))])
///     let alert: StoredValue = ["title": "Hi", "badge": 3]     // literals, for Swift tests
public indirect enum StoredValue: Sendable, Hashable {
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

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): hasher.combine(s)
        case .integer(let i): hasher.combine(i)
        case .number(let d): hasher.combine(d.isNaN ? Double.nan.bitPattern : d.bitPattern)
        case .boolean(let b): hasher.combine(b)
        case .list(let items): hasher.combine(items)
        case .table(let pairs):
            hasher.combine(pairs.count)
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
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

extension StoredValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(arrayLiteral elements: StoredValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, StoredValue)...) { self = .table(sorting: elements) }
}

extension StoredValue {
    /// The string, if it is one.
    public var string: String? { if case .string(let s) = self { s } else { nil } }

    /// A whole number: an integer, or a number with no fraction that fits.
    public var integer: Int64? {
        switch self {
        case .integer(let i): return i
        case .number(let d): return Int64(exactly: d)
        default: return nil
        }
    }

    /// The value of `key`, if this is a dictionary that has it.
    public subscript(key: String) -> StoredValue? {
        guard case .table(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// How deep it nests: 0 for a string, number or boolean, 1 for a list or dictionary of them.
    public var depth: Int {
        switch self {
        case .string, .integer, .number, .boolean: return 0
        case .list(let items): return 1 + (items.map(\.depth).max() ?? 0)
        case .table(let pairs): return 1 + (pairs.map(\.value.depth).max() ?? 0)
        }
    }

    /// The bytes of its text: strings and keys, and numbers and booleans as they print.
    public var textBytes: Int {
        switch self {
        case .string(let s): return s.utf8.count
        case .integer(let i): return String(i).utf8.count
        case .number(let d): return String(d).utf8.count
        case .boolean(let b): return b ? 4 : 5
        case .list(let items): return items.reduce(0) { $0 + $1.textBytes }
        case .table(let pairs): return pairs.reduce(0) { $0 + $1.key.utf8.count + $1.value.textBytes }
        }
    }
}
