/// A Lua table as a Swift value: a sequence part (keys 1...n) and the other
/// fields in a stable order.
///
///     var t = LuaTable(array: [1, 2, 3])
///     t["name"] = "Todo"
///     t.sequence.count   // 3
public struct LuaTable {
    public var sequence: [LuaValue]
    public var fields: [(key: LuaValue, value: LuaValue)]

    public init(array: [LuaValue] = [], fields: [(LuaValue, LuaValue)] = []) {
        self.sequence = array
        self.fields = fields.map { (key: $0.0, value: $0.1) }
    }

    /// The field with a string key, or nil.
    public subscript(key: String) -> LuaValue {
        get {
            for field in fields {
                if case .string(let s) = field.key, s.bytes.elementsEqual(key.utf8) { return field.value }
            }
            return .nil
        }
        set {
            if let index = fields.firstIndex(where: { if case .string(let s) = $0.key { s.text == key } else { false } }
            ) {
                if newValue.isNil { fields.remove(at: index) } else { fields[index].value = newValue }
            } else if !newValue.isNil {
                fields.append((key: .string(LuaString(key)), value: newValue))
            }
        }
    }

    /// The string-keyed fields as a dictionary (other keys are left out).
    public var stringKeyed: [String: LuaValue] {
        var result: [String: LuaValue] = [:]
        for field in fields {
            if case .string(let s) = field.key { result[s.text] = field.value }
        }
        return result
    }

    /// True when every key is in the sequence part.
    public var isSequence: Bool { fields.isEmpty }
}
