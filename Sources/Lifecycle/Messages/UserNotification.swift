/// A notification the system delivers to an app: a remote (push) notification with its
/// payload, or a local one the app scheduled (its `userInfo`). What
/// `UNUserNotificationCenterDelegate`, `application:didReceiveLocalNotification:` and the
/// launch options carry.
///
///     UserNotification(kind: .remote, payload: ["aps.alert": "Breaking", "aps.badge": "3"])
///     UserNotification(kind: .local, payload: ["list": "groceries"], identifier: "reminder-1")
public struct UserNotification: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case remote, local
    }

    public var kind: Kind
    /// Flattened keys (`aps.alert`, `aps.badge`), as payload tables arrive in Lua.
    public var payload: [String: String]
    /// `UNNotificationRequest.identifier`.
    public var identifier: String
    /// The content app code scheduled (its `userInfo` is `payload`); nil for a
    /// notification the scenario describes by its payload.
    public var content: NotificationContent?

    public init(kind: Kind, payload: [String: String] = [:], identifier: String? = nil) {
        self.kind = kind
        self.payload = payload
        self.identifier = identifier ?? (kind == .remote ? "push" : "local")
    }

    /// The local notification a request app code scheduled shows.
    public init(request: NotificationRequest) {
        self.init(kind: .local, payload: request.content.userInfo, identifier: request.identifier)
        content = request.content
    }

    /// `UNNotificationContent.badge`: the scheduled content's, else `aps.badge` of a push
    /// payload, `badge` of a local one; a whole number ≥ 0, or nil when absent or malformed
    /// (then the badge is left unchanged, facts §6).
    public var badge: Int? {
        if let content { return content.badge }
        guard let text = payload[kind == .remote ? "aps.badge" : "badge"], let n = Int(text), n >= 0 else { return nil }
        return n
    }

    /// `categoryIdentifier`: the scheduled content's, else `aps.category` of a push payload,
    /// `category` of a local one; nil when it has none.
    public var category: String? {
        let text = content?.category ?? payload[kind == .remote ? "aps.category" : "category"] ?? ""
        return text.isEmpty ? nil : text
    }

    /// A silent push's payload when the scenario gives none.
    public static let silentPayload = ["content-available": "1"]
}

/// `UNNotificationResponse`: the user acted on a notification (tapped it, or chose an action).
public struct NotificationResponse: Sendable, Equatable {
    public var notification: UserNotification
    /// `UNNotificationDefaultActionIdentifier` for a plain tap.
    public var actionIdentifier: String
    /// `UNTextInputNotificationResponse.userText`: what the user typed into a text-input action.
    public var userText: String?

    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"

    public init(
        notification: UserNotification, actionIdentifier: String = NotificationResponse.defaultAction,
        userText: String? = nil
    ) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        self.userText = userText
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
