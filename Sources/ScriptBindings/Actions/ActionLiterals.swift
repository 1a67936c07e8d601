import Lifecycle
import LuaHost

/// The table-shaped arguments of actions written back as Lua, so that reading them again
/// (`ActionReader+Tables`) gives the same values.
enum ActionLiterals {
    /// A flattened payload or `userInfo`, its keys sorted (a dotted key stays one key:
    /// `{["aps.alert"] = "Hi"}` reads back as `aps.alert`).
    static func dictionary(_ values: [String: String]) -> LuaLiteral {
        .table([], fields: values.keys.sorted().map { LuaLiteral.Field(.string($0), .string(values[$0]!)) })
    }

    /// A payload, or nil when it is empty (an absent payload reads as an empty one).
    static func payload(_ values: [String: String]) -> LuaLiteral {
        values.isEmpty ? .nil : dictionary(values)
    }

    /// A notification kind, or nil for the default (remote).
    static func kind(_ kind: UserNotification.Kind) -> LuaLiteral {
        kind == .remote ? .nil : .string(kind.rawValue)
    }

    static func activity(_ activity: UserActivity) -> LuaLiteral {
        var fields: [(String, LuaLiteral)] = [("type", .string(activity.type))]
        if let link = activity.webpageURL { fields.append(("webpageURL", .string(link))) }
        if !activity.userInfo.isEmpty { fields.append(("userInfo", dictionary(activity.userInfo))) }
        if activity.failsToArrive { fields.append(("fails", .boolean(true))) }
        return .record(fields)
    }

    /// A tap's second and third arguments: the payload or identifier, then the kind or the
    /// options table.
    static func tap(_ tap: NotificationTap) -> [LuaLiteral] {
        var options: [(String, LuaLiteral)] = []
        let notification: LuaLiteral
        var kind = UserNotification.Kind.remote
        switch tap.source {
        case .banner(let shown):
            notification = payload(shown.payload)
            kind = shown.kind
        case .delivered(let identifier):
            notification = .string(identifier)
        }
        let chosen = tap.action != NotificationResponse.defaultAction
        guard chosen || tap.text != nil else { return [notification, Self.kind(kind)] }
        if kind != .remote { options.append(("kind", .string(kind.rawValue))) }
        if chosen { options.append(("action", .string(tap.action))) }
        if let text = tap.text { options.append(("text", .string(text))) }
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
