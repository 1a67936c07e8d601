import Lifecycle
import LuaHost

/// The table-shaped arguments of actions: a notification's payload and kind, an activity, a
/// tap on a notification with its options, and the Settings switches.
extension ActionReader {
    /// A notification payload: string keys, scalar values; nested tables flatten to dotted
    /// keys (`{ aps = { alert = "Hi" } }` → `aps.alert = "Hi"`). Not a table: empty.
    func payload(_ index: Int32) throws -> [String: String] {
        guard call.type(index) == .table else { return [:] }
        return try session.flatDictionary(try session.state.table(try call.table(index))) {
            LuaHostError.badArgument(index, $0)
        }
    }

    /// `payload` (a table) and `kind` ("remote" or "local", default remote) as a notification.
    func notification(payload index: Int32, kind kindIndex: Int32) throws -> UserNotification {
        let kind = try word(kindIndex, UserNotification.Kind.remote, in: "notification kind")
        return UserNotification(kind: kind, payload: try payload(index))
    }

    /// `{ type = "...", webpageURL = "https://...", userInfo = {...}, fails = true }`.
    func activity(_ index: Int32) throws -> UserActivity {
        let table = try options(index, allowed: ["type", "webpageURL", "userInfo", "fails"], what: "activity field")
        guard case .string(let type) = table["type"] else {
            throw LuaHostError.badArgument(
                index, "activity.type must be a string such as \"NSUserActivityTypeBrowsingWeb\"")
        }
        var info: [String: String] = [:]
        if case .table(let userInfo) = table["userInfo"] { info = try session.flatDictionary(userInfo) }
        let link = table["webpageURL"].stringValue
        if let link, (try? AppURL(link)) == nil {
            throw LuaHostError.badArgument(index, "activity.webpageURL '\(link)' is not a URL")
        }
        var activity = UserActivity(type: type.text, userInfo: info, webpageURL: link)
        switch table["fails"] {
        case .nil, .boolean(false): break
        case .boolean(true):
            guard activity.isHandoff else {
                throw LuaHostError.badArgument(
                    index,
                    "activity.fails is for Handoff: a universal link or a Spotlight item has no data on its way from another device"
                )
            }
            activity.failsToArrive = true
        case let other:
            throw LuaHostError.badArgument(index, "activity.fails must be a boolean (got \(other.typeName))")
        }
        return activity
    }

    /// The fields of a tap's options table (`{ kind, action, text }`).
    static let tapOptionFields = ["kind", "action", "text"]

    /// A tap on a notification: argument 2 is a payload table (a banner) or the identifier of
    /// a delivered notification; argument 3 the kind, or `{ kind, action, text }`.
    func notificationTap() throws -> NotificationTap {
        var kind: UserNotification.Kind?
        var action = NotificationResponse.defaultAction
        var text: String?
        switch call.type(3) {
        case .none, .nil: break
        case .string: kind = try word(3, UserNotification.Kind.remote, in: "notification kind")
        case .table:
            let options = try self.options(3, allowed: Self.tapOptionFields, what: "\(binding.name) option")
            if !options["kind"].isNil { kind = try notificationKind(optionText(options["kind"], "kind")) }
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
            return NotificationTap(.delivered(identifier: try call.string(2)), action: action, text: text)
        case .table, .none, .nil:
            let notification = UserNotification(kind: kind ?? .remote, payload: try payload(2))
            return NotificationTap(.banner(notification), action: action, text: text)
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

    /// The fields of the Settings table.
    static let settingsFields = ["app", "notifications", "background_app_refresh", "low_power"]

    /// `{ app = ..., notifications = bool, background_app_refresh = bool | "restricted", low_power = bool }`.
    func settingsChange(_ index: Int32) throws -> SettingsChange {
        let table = try options(index, allowed: Self.settingsFields, what: "\(lua) field")
        var change = SettingsChange()
        switch table["app"] {
        case .nil: break
        case .string(let name):
            guard let id = session.device.app(named: name.text) else {
                throw LuaHostError.badArgument(
                    index, "no app named '\(name.text.prefix(80))'; pass the handle app{} returned")
            }
            change.app = id
        case let value:
            guard let handle = session.state.object(value, session.classes.app, as: AppHandle.self) else {
                throw LuaHostError.badArgument(
                    index, "settings.app must be an app (the handle app{} returned, or its name)")
            }
            change.app = handle.id
        }
        switch table["notifications"] {
        case .nil: break
        case .boolean(let on): change.notifications = on
        case let other:
            throw LuaHostError.badArgument(index, "settings.notifications must be a boolean (got \(other.typeName))")
        }
        switch table["background_app_refresh"] {
        case .nil: break
        case .boolean(let on): change.backgroundAppRefresh = on ? .on : .off
        case .string(let word) where word.text == "restricted": change.backgroundAppRefresh = .restricted
        case let other:
            throw LuaHostError.badArgument(
                index,
                "settings.background_app_refresh must be true, false or \"restricted\" (got \(other.typeName))")
        }
        switch table["low_power"] {
        case .nil: break
        case .boolean(let on): change.lowPower = on
        case let other:
            throw LuaHostError.badArgument(index, "settings.low_power must be a boolean (got \(other.typeName))")
        }
        return change
    }
}
