import Lifecycle
import LuaHost

/// The table-shaped arguments of actions written back as Lua, so that reading them again
/// (`ActionReader+Tables`) gives the same values.
enum ActionLiterals {
    /// A flat dictionary (an activity's `userInfo`), its keys sorted.
    static func dictionary(_ values: [String: String]) -> LuaLiteral {
        .table([], fields: values.keys.sorted().map { LuaLiteral.Field(.string($0), .string(values[$0]!)) })
    }

    /// A property-list value as Lua writes it: lists and dictionaries nested, numbers as numbers.
    static func value(_ value: StoredValue) -> LuaLiteral {
        switch value {
        case .string(let s): return .string(s)
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .boolean(let b): return .boolean(b)
        case .list(let items): return .table(items.map(Self.value))
        case .table(let pairs):
            return .table([], fields: pairs.map { LuaLiteral.Field(.string($0.key), Self.value($0.value)) })
        }
    }

    /// A push's payload, nested as given, or nil when it is empty (an absent payload reads as
    /// an empty one).
    static func payload(_ info: UserInfo) -> LuaLiteral {
        info.isEmpty ? .nil : value(info.value)
    }

    /// A local notification's content: the fields that are not empty, by Swift's names.
    static func content(_ content: NotificationContent) -> LuaLiteral {
        var fields: [(String, LuaLiteral)] = []
        for (name, text) in [
            ("title", content.title), ("subtitle", content.subtitle), ("body", content.body),
            ("categoryIdentifier", content.category), ("threadIdentifier", content.threadIdentifier),
        ] where !text.isEmpty {
            fields.append((name, .string(text)))
        }
        if let badge = content.badge { fields.append(("badge", .integer(Int64(badge)))) }
        if !content.userInfo.isEmpty { fields.append(("userInfo", value(content.userInfo.value))) }
        return fields.isEmpty ? .nil : .record(fields)
    }

    /// A notification the scenario describes and its options' fields: the payload (and the
    /// push's `apns-id`) or the content (with `kind` and `identifier`).
    static func notification(_ notification: UserNotification) -> (LuaLiteral, [(String, LuaLiteral)]) {
        switch notification.kind {
        case .remote:
            return (payload(notification.userInfo), notification.identifier.map { [("apns-id", .string($0))] } ?? [])
        case .local:
            var options: [(String, LuaLiteral)] = [("kind", .string("local"))]
            if let id = notification.identifier, id != "local" { options.append(("identifier", .string(id))) }
            return (content(notification.content), options)
        }
    }

    /// The arguments after the app of `system.notification`: the payload or content, then
    /// the kind or the options table (nothing for a plain push).
    static func notificationArguments(_ shown: UserNotification) -> [LuaLiteral] {
        let (described, options) = notification(shown)
        if options.isEmpty { return [described] }
        if options.count == 1, options[0].0 == "kind" { return [described, options[0].1] }
        return [described, .record(options)]
    }

    static func activity(_ activity: UserActivity) -> LuaLiteral {
        var fields: [(String, LuaLiteral)] = [("type", .string(activity.type))]
        if let link = activity.webpageURL { fields.append(("webpageURL", .string(link))) }
        if !activity.userInfo.isEmpty { fields.append(("userInfo", dictionary(activity.userInfo))) }
        if activity.failsToArrive { fields.append(("fails", .boolean(true))) }
        return .record(fields)
    }

    /// A tap's second and third arguments: the payload, content or identifier, then the kind
    /// or the options table.
    static func tap(_ tap: NotificationTap) -> [LuaLiteral] {
        var options: [(String, LuaLiteral)] = []
        let notification: LuaLiteral
        switch tap.source {
        case .banner(let shown):
            let (described, fields) = Self.notification(shown)
            notification = described
            options = fields
        case .delivered(let identifier):
            notification = .string(identifier)
        }
        if tap.action != NotificationResponse.defaultAction { options.append(("action", .string(tap.action))) }
        if let text = tap.text { options.append(("text", .string(text))) }
        if options.isEmpty { return [notification] }
        if options.count == 1, options[0].0 == "kind" { return [notification, options[0].1] }
        return [notification, .record(options)]
    }

    static func settings(_ change: SettingsChange, _ names: ActionNames) -> LuaLiteral {
        var fields: [(String, LuaLiteral)] = []
        if let app = change.app { fields.append(("app", names.app(app))) }
        if let on = change.notifications { fields.append(("notifications", .boolean(on))) }
        switch change.backgroundAppRefresh {
        case .on?: fields.append(("background_app_refresh", .boolean(true)))
        case .off?: fields.append(("background_app_refresh", .boolean(false)))
        case .restricted?: fields.append(("background_app_refresh", .string("restricted")))
        case nil: break
        }
        if let on = change.lowPower { fields.append(("low_power", .boolean(on))) }
        return .record(fields)
    }

    static func call(answer: Bool?, after: Double, duration: Double) -> LuaLiteral {
        var fields: [(String, LuaLiteral)] = []
        if let answer { fields.append(("answer", .boolean(answer))) }
        fields.append(("after", .quantity(after)))
        if duration > 0 { fields.append(("duration", .quantity(duration))) }
        return .record(fields)
    }
}
