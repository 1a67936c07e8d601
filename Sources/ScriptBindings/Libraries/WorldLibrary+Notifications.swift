import Lifecycle
import LuaHost

/// The scenario's side of notifications and Settings: `user.tap_notification` with an
/// action of the notification's category (or a notification still in Notification
/// Center, by its identifier), and `system.settings{...}`, the user in the Settings app.
extension ScriptSession {
    static let tapOptionFields = ["kind", "action", "text"]
    static let settingsFields = ["app", "notifications", "background_app_refresh"]

    /// `user.tap_notification(app, payload | identifier, kind | { kind, action, text })`.
    func tapNotification(_ call: LuaCall) throws {
        let app = try appArgument(call, 1).id
        var kind: UserNotification.Kind?
        var action = NotificationResponse.defaultAction
        var text: String?
        switch call.type(3) {
        case .none, .nil: break
        case .string: kind = try notificationKind(try call.string(3))
        case .table:
            let options = try state.table(try call.table(3))
            try checkKeys(options, allowed: Self.tapOptionFields, what: "tap_notification option")
            kind = try options["kind"].isNil ? nil : notificationKind(optionText(options["kind"], "kind"))
            if !options["action"].isNil { action = try optionText(options["action"], "action") }
            if !options["text"].isNil { text = try optionText(options["text"], "text") }
        default:
            throw LuaHostError.badArgument(
                3, "\"remote\", \"local\" or { action = ..., text = ..., kind = ... } expected")
        }
        switch call.type(2) {
        case .string:
            guard kind == nil else {
                throw LuaHostError.badArgument(3, "a delivered notification has its own kind: leave kind out")
            }
            try device.tapDeliveredNotification(app, identifier: call.string(2), action: action, text: text)
        case .table, .none, .nil:
            let notification = UserNotification(kind: kind ?? .remote, payload: try payload(call, 2))
            try device.tapNotification(app, notification, action: action, text: text)
        default:
            throw LuaHostError.badArgument(
                2, "a payload table, or the identifier of a delivered notification, expected")
        }
    }

    private func notificationKind(_ word: String) throws -> UserNotification.Kind {
        guard let kind = UserNotification.Kind(rawValue: word) else {
            throw DeclarationError(
                unknown: word, in: "notification kind", candidates: UserNotification.Kind.allCases.map(\.rawValue))
        }
        return kind
    }

    private func optionText(_ value: LuaValue, _ field: String) throws -> String {
        guard case .string(let s) = value else {
            throw LuaHostError.badArgument(3, "\(field) must be a string (got \(value.typeName))")
        }
        return s.text
    }

    /// `system.settings{ app = ..., notifications = bool, background_app_refresh = bool | "restricted" }`.
    func settingsChange(_ call: LuaCall) throws -> SettingsChange {
        let table = try state.table(try call.table(1))
        try checkKeys(table, allowed: Self.settingsFields, what: "system.settings field")
        var change = SettingsChange()
        switch table["app"] {
        case .nil: break
        case .string(let name):
            guard let id = device.app(named: name.text) else {
                throw LuaHostError.badArgument(
                    1, "no app named '\(name.text.prefix(80))'; pass the handle app{} returned")
            }
            change.app = id
        case let value:
            guard let handle = state.object(value, classes.app, as: AppHandle.self) else {
                throw LuaHostError.badArgument(
                    1, "settings.app must be an app (the handle app{} returned, or its name)")
            }
            change.app = handle.id
        }
        switch table["notifications"] {
        case .nil: break
        case .boolean(let on): change.notifications = on
        case let other:
            throw LuaHostError.badArgument(1, "settings.notifications must be a boolean (got \(other.typeName))")
        }
        switch table["background_app_refresh"] {
        case .nil: break
        case .boolean(let on): change.backgroundAppRefresh = on ? .on : .off
        case .string(let word) where word.text == "restricted": change.backgroundAppRefresh = .restricted
        case let other:
            throw LuaHostError.badArgument(
                1, "settings.background_app_refresh must be true, false or \"restricted\" (got \(other.typeName))")
        }
        return change
    }
}
