import Lifecycle
import LuaHost

/// The tables the API's calls take: keys checked against the allowed ones, a notification's
/// payload or `userInfo` nested as given, and the flat dictionaries of activities.
extension ScriptSession {
    /// A push's payload or a notification's `userInfo`: string keys; strings, numbers,
    /// booleans, and lists and dictionaries of them, at most `NotificationLimits.userInfoDepth`
    /// deep (a table that contains itself is refused), with at most `limit` bytes of text
    /// (`UserInfo.textBytes`, about its JSON length). `what` names it in every complaint
    /// (`payload`, `request.content.userInfo`); `fail` makes the error.
    func userInfo(
        _ value: LuaValue, _ what: String, limit: Int, _ fail: (String) -> Error
    ) throws -> UserInfo {
        let table: LuaTable
        switch value {
        case .table(let t): table = t
        case .reference(let ref) where ref.type == .table:
            do {
                // One level more than allowed, so that the check below words the refusal.
                table = try state.table(
                    ref, maxDepth: NotificationLimits.userInfoDepth + 1, maxValues: Self.userInfoValues)
            } catch let error as LuaError where error.kind == .runtime {
                // Deeper than the copy goes: the bound's own words, not the copy's.
                throw fail(
                    error.message.hasPrefix("table nested deeper")
                        ? "\(what): payload nests too deeply (at most \(NotificationLimits.userInfoDepth) levels)"
                        : "\(what): \(error.message)")
            }
        default: throw fail("\(what) must be a table (got \(value.typeName))")
        }
        guard table.sequence.isEmpty else {
            throw fail("\(what) must be a dictionary with string keys (got a list)")
        }
        let info = UserInfo(try dictionaryPairs(table, what, depth: 1, fail))
        guard info.textBytes <= limit else {
            throw fail("\(what) holds \(info.textBytes) bytes of text; at most \(limit)")
        }
        return info
    }

    /// How many keys and values a payload's table may hold as it is read (each costs at
    /// least a byte of the payload's bound, so a larger one could never fit).
    static let userInfoValues = 2 * NotificationLimits.payloadBytes

    private func dictionaryPairs(
        _ table: LuaTable, _ what: String, depth: Int, _ fail: (String) -> Error
    ) throws -> [(String, StoredValue)] {
        try table.fields.map { field in
            guard case .string(let key) = field.key else {
                throw fail("\(what): payload keys must be strings (found a \(field.key.typeName) key)")
            }
            return (key.text, try payloadValue(field.value, "\(what).\(key.text)", depth: depth, fail))
        }
    }

    private func payloadValue(
        _ value: LuaValue, _ what: String, depth: Int, _ fail: (String) -> Error
    ) throws -> StoredValue {
        switch value {
        case .string(let s): return .string(s.text)
        case .integer(let i): return .integer(i)
        case .number(let d):
            guard d.isFinite else { throw fail("\(what): a payload number must be finite (got \(d))") }
            return .number(d)
        case .boolean(let b): return .boolean(b)
        case .table(let t):
            guard depth < NotificationLimits.userInfoDepth else {
                throw fail("\(what): payload nests too deeply (at most \(NotificationLimits.userInfoDepth) levels)")
            }
            if t.fields.isEmpty && !t.sequence.isEmpty {
                return .list(try t.sequence.map { try payloadValue($0, what, depth: depth + 1, fail) })
            }
            guard t.sequence.isEmpty else {
                throw fail("\(what): a payload table has list entries or string keys, not both")
            }
            return .table(sorting: try dictionaryPairs(t, what, depth: depth + 1, fail))
        default:
            throw fail("\(what) must be a string, number, boolean or table (got \(value.typeName))")
        }
    }

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
