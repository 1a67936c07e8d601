import Lifecycle
import LuaHost

/// `UserDefaults` values in Lua: strings, numbers, booleans, and tables of them (a list, or
/// a dictionary with string keys), as property lists allow. Anything else is what iOS raises
/// for a non-property-list object: an uncaught exception in app code.
extension ScriptSession {
    /// How deep a stored table may nest.
    static let storedDepth = 16

    /// The fix a string of other bytes than UTF-8 text gets.
    static let textOnlyAdvice = "property-list strings and keys are text: keep bytes as a list of numbers"

    func storedValue(_ value: LuaValue, key: String, depth: Int = 0) throws -> StoredValue {
        func refuse(_ what: String) -> AppException {
            AppException(
                name: "NSInvalidArgumentException",
                reason: "[NSUserDefaults setObject:forKey:] attempt to insert non-property list object \(what) for key "
                    + TextCut.text(key, limit: 200))
        }
        switch value {
        case .string(let s): return .string(try Self.storedText(s, key: key))
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .boolean(let b): return .boolean(b)
        case .table(let table): return try storedTable(table, key: key, depth: depth, refuse)
        case .reference(let ref) where ref.type == .table:
            return try storedTable(try state.table(ref, maxDepth: Self.storedDepth), key: key, depth: depth, refuse)
        default: throw refuse("(a \(value.typeName))")
        }
    }

    private func storedTable(
        _ table: LuaTable, key: String, depth: Int, _ refuse: (String) -> AppException
    ) throws -> StoredValue {
        guard depth < Self.storedDepth else { throw refuse("(tables nested more than \(Self.storedDepth) deep)") }
        if table.isSequence {
            return .list(try table.sequence.map { try storedValue($0, key: key, depth: depth + 1) })
        }
        guard table.sequence.isEmpty else { throw refuse("(a table with both list entries and keys)") }
        var pairs: [(String, StoredValue)] = []
        for field in table.fields {
            guard case .string(let k) = field.key else {
                throw refuse("(a table with a \(field.key.typeName) key: a list 1, 2, 3 … or string keys only)")
            }
            pairs.append((try Self.storedText(k, key: key), try storedValue(field.value, key: key, depth: depth + 1)))
        }
        return .table(sorting: pairs)
    }

    /// A stored string, byte for byte: UTF-8 text, as a property list's strings are. Other
    /// bytes are an error at the caller's line, never silently changed.
    private static func storedText(_ string: LuaString, key: String) throws -> String {
        guard let text = string.validText else {
            throw LuaHostError.message(
                "UserDefaults: a string stored under key \(LuaLiteral.quoted(TextCut.text(key, limit: 200))) is not "
                    + "UTF-8 text (\(ScriptSession.textOnlyAdvice))")
        }
        return text
    }

    /// A stored value as Lua sees it: a fresh copy each time.
    static func luaValue(_ value: StoredValue) -> LuaValue {
        switch value {
        case .string(let s): return .string(LuaString(s))
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .boolean(let b): return .boolean(b)
        case .list(let items): return .table(LuaTable(array: items.map(luaValue)))
        case .table(let pairs):
            return .table(LuaTable(fields: pairs.map { (.string(LuaString($0.key)), luaValue($0.value)) }))
        }
    }
}
