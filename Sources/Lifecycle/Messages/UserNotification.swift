/// A notification the system delivers to an app: a remote (push) notification with its
/// payload, or a local one the app scheduled (its `userInfo`). What
/// `UNUserNotificationCenterDelegate`, `application:didReceiveLocalNotification:` and the
/// launch options carry.
///
///     UserNotification(kind: .remote, payload: ["aps.alert": "Breaking", "aps.badge": "3"])
///     UserNotification(kind: .local, payload: ["list": "groceries"], identifier: "reminder-1")
public struct UserNotification: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case remote, local
    }

    public var kind: Kind
    /// Flattened keys (`aps.alert`, `aps.badge`), as payload tables arrive in Lua.
    public var payload: [String: String]
    /// `UNNotificationRequest.identifier`.
    public var identifier: String

    public init(kind: Kind, payload: [String: String] = [:], identifier: String? = nil) {
        self.kind = kind
        self.payload = payload
        self.identifier = identifier ?? (kind == .remote ? "push" : "local")
    }

    /// `UNNotificationContent.badge`: `aps.badge` of a push payload, `badge` of a local
    /// notification; a whole number ≥ 0, or nil when absent or malformed (then the badge is
    /// left unchanged, facts §6).
    public var badge: Int? {
        guard let text = payload[kind == .remote ? "aps.badge" : "badge"], let n = Int(text), n >= 0 else { return nil }
        return n
    }
}

/// `UNNotificationResponse`: the user acted on a notification (tapped it, or chose an action).
public struct NotificationResponse: Sendable, Equatable {
    public var notification: UserNotification
    /// `UNNotificationDefaultActionIdentifier` for a plain tap.
    public var actionIdentifier: String

    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"

    public init(notification: UserNotification, actionIdentifier: String = NotificationResponse.defaultAction) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// `UNNotificationPresentationOptions`: what willPresent asks the system to do with a
/// notification arriving while the app is in the foreground (nothing, by default).
public enum PresentationOption: String, Sendable, CaseIterable {
    case banner, list, sound, badge
    /// Deprecated in iOS 14 (banner + list).
    case alert

    /// Whether the notification is shown on screen.
    var shows: Bool { self == .banner || self == .list || self == .alert }
}
