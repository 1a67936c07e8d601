import Lifecycle
import LuaHost

/// `keychain.*`: Security's keychain calls as app code uses them, for generic passwords
/// (`kSecClassGenericPassword`). A query names the item by `service` and `account`; `add`
/// also takes its `data` and `accessible` class. Each returns the `OSStatus` by Apple's name
/// (`"errSecSuccess"`, `"errSecItemNotFound"`, ...); `copy` also returns the data.
///
///     local status = keychain.add{ service = "api", account = "me", data = token, accessible = "afterFirstUnlock" }
///     local status, token = keychain.copy{ service = "api", account = "me" }
extension ScriptSession {
    static let keychainFunctionNames = ["add", "copy", "update", "delete"]

    func keychainLibrary() -> [(String, LuaFunction)] {
        [
            (
                "add",
                LuaFunction("add") { [unowned self] call in
                    let app = try runningApp(for: "keychain.add")
                    let query = try keychainQuery(call, 1, "keychain.add", extra: ["data", "accessible"])
                    guard let data = query.data else {
                        throw LuaHostError.badArgumentBecause(1, Misuse(.keychainDataExpected))
                    }
                    let item = KeychainItem(data: data, accessibility: query.accessibility ?? .whenUnlocked)
                    let status = try engine { try device.application(app).keychainAdd(query.key, item) }
                    return try call.returning(LuaValue(status.name))
                }
            ),
            (
                "copy",
                LuaFunction("copy") { [unowned self] call in
                    let app = try runningApp(for: "keychain.copy")
                    let query = try keychainQuery(call, 1, "keychain.copy")
                    let (status, data) = try engine { try device.application(app).keychainCopy(query.key) }
                    return try call.returning(LuaValue(status.name), data.map { LuaValue($0) } ?? .nil)
                }
            ),
            (
                "update",
                LuaFunction("update") { [unowned self] call in
                    let app = try runningApp(for: "keychain.update")
                    let query = try keychainQuery(call, 1, "keychain.update")
                    let changes = try keychainQuery(call, 2, "keychain.update", extra: ["data"], naming: false)
                    guard let data = changes.data else {
                        throw LuaHostError.badArgumentBecause(2, Misuse(.keychainNewDataExpected))
                    }
                    let status = try engine { try device.application(app).keychainUpdate(query.key, data: data) }
                    return try call.returning(LuaValue(status.name))
                }
            ),
            (
                "delete",
                LuaFunction("delete") { [unowned self] call in
                    let app = try runningApp(for: "keychain.delete")
                    let query = try keychainQuery(call, 1, "keychain.delete")
                    let status = try engine { try device.application(app).keychainDelete(query.key) }
                    return try call.returning(LuaValue(status.name))
                }
            ),
        ]
    }

    private struct KeychainQuery {
        var key = KeychainKey(service: "", account: "")
        var data: String?
        var accessibility: KeychainAccessibility?
    }

    /// `{ service, account }` (both strings; `naming` false: neither), plus the `extra` fields
    /// this call takes; any other key is an error with "did you mean".
    private func keychainQuery(
        _ call: LuaCall, _ index: Int32, _ function: String, extra: [String] = [], naming: Bool = true
    ) throws -> KeychainQuery {
        guard call.type(index) == .table else {
            throw LuaHostError.badArgumentBecause(
                index, Misuse(naming ? .keychainQueryExpected : .keychainDataTableExpected))
        }
        // Depth 2: a table where a string belongs is named in the error, not refused as too deep.
        let table = try state.table(try call.table(index), maxDepth: 2)
        try checkKeys(table, allowed: (naming ? ["service", "account"] : []) + extra, what: "\(function) field")
        func text(_ field: String) throws -> String? {
            switch table[field] {
            case .nil: return nil
            case .string(let s):
                guard let text = s.validText else {
                    throw LuaHostError.badArgumentBecause(index, Misuse(.keychainFieldUTF8, field))
                }
                return text
            default:
                throw LuaHostError.badArgumentBecause(index, Misuse(.keychainFieldString, field, table[field].typeName))
            }
        }
        var query = KeychainQuery()
        if naming {
            guard let service = try text("service"), let account = try text("account") else {
                throw LuaHostError.badArgumentBecause(index, Misuse(.keychainNameExpected))
            }
            query.key = KeychainKey(service: service, account: account)
        }
        query.data = try text("data")
        if let word = try text("accessible") {
            guard let accessibility = KeychainAccessibility(rawValue: word) else {
                throw DeclarationError(
                    unknown: word, in: "keychain accessibility class",
                    candidates: KeychainAccessibility.allCases.map(\.rawValue))
            }
            query.accessibility = accessibility
        }
        return query
    }
}
