/// A value crossing between Swift and Lua.
///
/// Values read from Lua hold tables, functions, userdata and threads as
/// registry references (``LuaRef``). Values built in Swift may also describe a
/// table to create (``LuaTable``), a Swift function to expose
/// (``LuaFunction``), or a Swift object to wrap (``LuaObject``).
///
///     let options: LuaValue = ["url": "todolist://x", "count": 3]
///     try state.call(handler, options)
public enum LuaValue {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(LuaString)
    /// A live Lua table, function, userdata or thread.
    case reference(LuaRef)
    /// A Swift-side table; pushing it creates a new Lua table.
    case table(LuaTable)
    /// A Swift function; pushing it creates a Lua closure over a C trampoline.
    case function(LuaFunction)
    /// A Swift object as userdata with the metatable of its class.
    case object(LuaObject)
    case lightUserdata(UnsafeMutableRawPointer)

    /// Lua's truthiness: only nil and false are false.
    public var isTruthy: Bool {
        switch self {
        case .nil: false
        case .boolean(let b): b
        default: true
        }
    }

    public var isNil: Bool { if case .nil = self { true } else { false } }

    /// Lua's type name, as `type()` reports it.
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .reference(let ref): ref.type.name
        case .table: "table"
        case .function: "function"
        case .object: "userdata"
        case .lightUserdata: "userdata"
        }
    }

    public var stringValue: String? { if case .string(let s) = self { s.text } else { nil } }
    public var integerValue: Int64? {
        switch self {
        case .integer(let i): i
        case .number(let d): Int64(exactly: d)
        default: nil
        }
    }
    public var numberValue: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }
    public var tableValue: LuaTable? { if case .table(let t) = self { t } else { nil } }
    public var referenceValue: LuaRef? { if case .reference(let r) = self { r } else { nil } }
}

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .nil }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(LuaString(value)) }
    public init(arrayLiteral elements: LuaValue...) { self = .table(LuaTable(array: elements)) }
    public init(dictionaryLiteral elements: (String, LuaValue)...) {
        self = .table(LuaTable(fields: elements.map { (.string(LuaString($0.0)), $0.1) }))
    }
}

extension LuaValue {
    public init(_ value: Bool) { self = .boolean(value) }
    public init(_ value: Int) { self = .integer(Int64(value)) }
    public init(_ value: Int64) { self = .integer(value) }
    public init(_ value: Double) { self = .number(value) }
    public init(_ value: String) { self = .string(LuaString(value)) }
    public init(_ value: LuaString) { self = .string(value) }
    public init(_ values: [LuaValue]) { self = .table(LuaTable(array: values)) }
    /// A table from a dictionary; keys are inserted in sorted order so the
    /// result does not depend on Swift's per-process hash seed.
    public init(_ fields: [String: LuaValue]) {
        self = .table(LuaTable(fields: fields.keys.sorted().map { (.string(LuaString($0)), fields[$0]!) }))
    }
    public init<T>(_ optional: T?, _ wrap: (T) -> LuaValue) {
        self = optional.map(wrap) ?? .nil
    }
}
