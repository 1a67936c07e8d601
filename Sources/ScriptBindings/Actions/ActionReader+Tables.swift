import Lifecycle
import LuaHost

/// The table-shaped arguments of actions: a notification (a push's payload, a local one's
/// content) and its options, an activity, a tap on a notification, and the Settings switches.
extension ActionReader {
    /// A push's payload, nested as APNs delivers it (`{ aps = { alert = "Hi" }, id = 7 }`),
    /// within APNs' 4 KB; nil or absent: an empty one.
    func payload(_ index: Int32) throws -> UserInfo {
        guard !isAbsent(index) else { return [:] }
        return try session.userInfo(
            try call.value(index), "payload", limit: NotificationLimits.payloadBytes
        ) { LuaHostError.badArgument(index, $0) }
    }

    /// The options of a notification the scenario describes: its kind, the identifier of a
    /// push (its APNs headers `apns-id` and `apns-collapse-id`: the request's identifier is
    /// the collapse id, else the id) or of a local notification (`identifier`), and for a tap
    /// the action chosen and the text typed.
    struct NotificationOptions {
        var kind = UserNotification.Kind.remote
        var kindGiven = false
        var apnsID: String?
        var collapseID: String?
        var identifier: String?
        var action = NotificationResponse.defaultAction
        var text: String?
    }

    /// The fields of `system.notification`'s options, and of a tap's.
    static let notificationOptionFields = ["kind", "apns-id", "apns-collapse-id", "identifier"]
    static let tapOptionFields = notificationOptionFields + ["action", "text"]

    /// Argument `index`: absent, a kind word, or a table of `allowed` fields.
    func notificationOptions(_ index: Int32, allowed: [String]) throws -> NotificationOptions {
        var options = NotificationOptions()
        switch call.type(index) {
        case .none, .nil: break
        case .string:
            options.kind = try word(index, UserNotification.Kind.remote, in: "notification kind")
            options.kindGiven = true
        case .table:
            let table = try self.options(index, allowed: allowed, what: "\(binding.name) option")
            func text(_ field: String) throws -> String? {
                switch table[field] {
                case .nil: return nil
                case .string(let s): return s.text
                case let other:
                    throw LuaHostError.badArgument(index, "\(field) must be a string (got \(other.typeName))")
                }
            }
            if let word = try text("kind") {
                options.kind = try notificationKind(word)
                options.kindGiven = true
            }
            options.apnsID = try text("apns-id")
            options.collapseID = try text("apns-collapse-id")
            options.identifier = try text("identifier")
            options.action = try text("action") ?? options.action
            options.text = try text("text")
            for id in [options.apnsID, options.collapseID, options.identifier].compactMap({ $0 }) {
                guard !id.isEmpty, id.utf8.count <= TextBound.name else {
                    throw LuaHostError.badArgument(
                        index, "a notification identifier has 1 to \(TextBound.name) bytes (got \(id.utf8.count))")
                }
            }
        default:
            let fields = allowed.filter { $0 != "kind" }.map { $0.contains("-") ? "[\"\($0)\"]" : $0 }
            throw LuaHostError.badArgument(
                index,
                "\"remote\", \"local\" or { kind = ..., \(fields.joined(separator: " = ..., ")) = ... } expected")
        }
        return options
    }

    /// The notification argument `index` describes with `options`: a push's payload, or a
    /// local notification's content (`{ title, body, badge, userInfo, categoryIdentifier, ... }`).
    func notification(_ index: Int32, _ options: NotificationOptions, optionsIndex: Int32) throws -> UserNotification {
        switch options.kind {
        case .remote:
            if options.identifier != nil {
                throw LuaHostError.badArgument(
                    optionsIndex,
                    "a push is named by APNs: give [\"apns-id\"] or [\"apns-collapse-id\"] (identifier names a local notification)"
                )
            }
            return UserNotification(push: try payload(index), identifier: options.collapseID ?? options.apnsID)
        case .local:
            if options.apnsID != nil || options.collapseID != nil {
                throw LuaHostError.badArgument(
                    optionsIndex, "a local notification has no APNs headers: name it with identifier")
            }
            var content = NotificationContent()
            if !isAbsent(index) {
                let table = try session.state.table(
                    try call.table(index), maxDepth: NotificationLimits.userInfoDepth + 1)
                content = try session.notificationContent(table, "notification") { LuaHostError.badArgument(index, $0) }
            }
            let identifier = options.identifier ?? "local"
            guard identifier.utf8.count + content.byteCount <= NotificationLimits.contentBytes else {
                throw LuaHostError.badArgument(
                    index,
                    "the notification holds \(identifier.utf8.count + content.byteCount) bytes of text; at most "
                        + "\(NotificationLimits.contentBytes)")
            }
            return UserNotification(local: content, identifier: identifier)
        }
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

    /// A tap on a notification: argument 2 is a payload or content table (a banner) or the
    /// identifier of a delivered notification; argument 3 the kind, or
    /// `{ kind, action, text, ["apns-id"], ["apns-collapse-id"], identifier }`.
    func notificationTap() throws -> NotificationTap {
        let options = try notificationOptions(3, allowed: Self.tapOptionFields)
        switch call.type(2) {
        case .string:
            guard !options.kindGiven, options.apnsID == nil, options.collapseID == nil, options.identifier == nil else {
                throw LuaHostError.badArgument(
                    3, "a delivered notification has its own kind and identifier: leave them out")
            }
            return NotificationTap(
                .delivered(identifier: try call.string(2)), action: options.action, text: options.text)
        case .table, .none, .nil:
            return NotificationTap(
                .banner(try notification(2, options, optionsIndex: 3)), action: options.action, text: options.text)
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
