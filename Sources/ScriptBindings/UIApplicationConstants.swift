import Lifecycle
import LuaHost

/// The global `UIApplication`: the class's string constants, readable anywhere
/// (`application:openURL(UIApplication.openSettingsURLString)` sends the user to the app's
/// page in Settings). An unknown name is an error with a suggestion.
extension ScriptSession {
    /// Name and value, as UIKit defines them (the notification-settings value is the one
    /// devices report; Apple's page does not print it).
    static let applicationConstants: [(name: String, value: String)] = [
        ("openSettingsURLString", "app-settings:"),
        ("openNotificationSettingsURLString", "app-settings:notifications"),
    ]

    func installApplicationConstants() throws {
        let names = Self.applicationConstants.map(\.name)
        let table = LuaValue.table(
            LuaTable(fields: Self.applicationConstants.map { (.string(LuaString($0.name)), LuaValue($0.value)) }))
        let unknown = LuaFunction("__index") { call in
            let key = try call.string(2)
            throw DeclarationError(
                unknown: "UIApplication.\(key)", in: "field", candidates: names.map { "UIApplication.\($0)" })
        }
        let guarded = try state.loadHostChunk(
            "local t, index = ...; return setmetatable(t, { __index = index, __metatable = false })", name: "=[applife]"
        )
        let result = try state.call(.reference(guarded), arguments: [table, .function(unknown)])
        try state.setGlobal("UIApplication", result.first ?? .nil)
    }
}
