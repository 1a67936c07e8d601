import LuaHost

/// The tables the API's calls take: keys checked against the allowed ones, and payloads
/// flattened to dotted keys.
extension ScriptSession {
    /// A table an app returned (a scene's restoration activity) as a flat dictionary:
    /// string keys, scalar values; nested tables flatten to dotted keys (`{ aps = { alert =
    /// "Hi" } }` → `aps.alert = "Hi"`). `fail` words what is wrong.
    func flatDictionary(
        _ table: LuaTable, _ fail: (String) -> Error = { LuaHostError.message($0) }
    ) throws -> [String: String] {
        var result: [String: String] = [:]
        try flatten(table, prefix: "", into: &result, depth: 0, fail)
        return result
    }

    func flatDictionary(_ ref: LuaRef) throws -> [String: String] { try flatDictionary(try state.table(ref)) }

    private func flatten(
        _ table: LuaTable, prefix: String, into result: inout [String: String], depth: Int, _ fail: (String) -> Error
    ) throws {
        guard depth < 8 else { throw fail("payload nests too deeply") }
        for field in table.fields {
            let key: String
            switch field.key {
            case .string(let s): key = prefix + s.text
            case .integer(let i): key = prefix + String(i)
            default: throw fail("payload keys must be strings")
            }
            switch field.value {
            case .string(let s): result[key] = s.text
            case .integer(let i): result[key] = String(i)
            case .number(let d): result[key] = String(d)
            case .boolean(let b): result[key] = String(b)
            case .table(let t): try flatten(t, prefix: key + ".", into: &result, depth: depth + 1, fail)
            case .reference(let ref) where ref.type == .table:
                try flatten(try state.table(ref), prefix: key + ".", into: &result, depth: depth + 1, fail)
            default: throw fail("payload value '\(key)' must be a string, number, boolean or table")
            }
        }
    }

    func checkKeys(_ table: LuaTable, allowed: [String], what: String) throws {
        for field in table.fields {
            guard case .string(let key) = field.key, allowed.contains(key.text) else {
                let name = field.key.stringValue ?? field.key.typeName
                throw DeclarationError(unknown: name, in: what, candidates: allowed)
            }
        }
    }
}
