/// A notification the system delivers to an app, as `UNNotification` holds it: its request
/// (identifier, content, trigger) and the date it was delivered. A remote (push)
/// notification's content comes from its payload's `aps` dictionary, and its `userInfo` is
/// the whole payload, nested as sent; a local one's is what app code scheduled.
///
///     UserNotification(push: ["aps": ["alert": "Breaking", "badge": 3], "id": 7])
///     UserNotification(local: NotificationContent(title: "Water", userInfo: ["plant": "fern"]), identifier: "r1")
public struct UserNotification: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case remote, local
    }

    public var kind: Kind
    /// `UNNotificationRequest.identifier`. A push's is its `apns-collapse-id` or `apns-id`
    /// when the sender gave one; otherwise the device names it when it arrives (`push-1`,
    /// `push-2`, …: `Device.arrived(_:)`), and it is nil until then.
    public var identifier: String?
    /// `UNNotificationContent`.
    public var content: NotificationContent
    /// `UNNotificationRequest.trigger` of a local notification (nil: delivered at once; a
    /// push's trigger is `UNPushNotificationTrigger`, which `kind` says).
    public var trigger: NotificationTrigger?
    /// `UNNotification.date`: when the system delivered it (set when it arrives).
    public var date = VirtualTime.zero

    /// A push as APNs delivers it: `payload` is the whole JSON payload, `identifier` its
    /// `apns-collapse-id` or `apns-id` header (nil: the device gives it one on arrival).
    public init(push payload: UserInfo, identifier: String? = nil) {
        kind = .remote
        self.identifier = identifier
        content = NotificationContent(push: payload)
    }

    /// A local notification with this content (one the scenario describes, or a request
    /// app code scheduled).
    public init(local content: NotificationContent, identifier: String = "local", trigger: NotificationTrigger? = nil) {
        kind = .local
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }

    /// A push with `payload`, or a local notification whose `userInfo` is `payload`.
    public init(kind: Kind, payload: UserInfo = [:], identifier: String? = nil) {
        switch kind {
        case .remote: self.init(push: payload, identifier: identifier)
        case .local: self.init(local: NotificationContent(userInfo: payload), identifier: identifier ?? "local")
        }
    }

    /// The local notification a request app code scheduled shows.
    public init(request: NotificationRequest) {
        self.init(local: request.content, identifier: request.identifier, trigger: request.trigger)
    }

    /// `UNNotificationRequest.identifier` once it has one ("" for a push not arrived yet).
    public var requestIdentifier: String { identifier ?? "" }

    /// `content.userInfo`: a push's whole payload, or what app code put there.
    public var userInfo: UserInfo { content.userInfo }

    /// `UNNotificationContent.badge`: a whole number ≥ 0, or nil when absent or malformed
    /// (then the badge is left unchanged, facts §6).
    public var badge: Int? { content.badge }

    /// `categoryIdentifier`, nil when it has none.
    public var category: String? { content.category.isEmpty ? nil : content.category }

    /// A silent push's payload when the scenario gives none: `{ aps: { content-available: 1 } }`.
    public static let silentPayload: UserInfo = ["aps": ["content-available": 1]]
}

extension NotificationContent {
    /// What the system shows for a push: `aps.alert` (a string is the body; a dictionary
    /// gives `title`, `subtitle` and `body`), `aps.badge` (a whole number ≥ 0, else none),
    /// `aps.category`, `aps.thread-id`; `userInfo` is the whole payload.
    public init(push payload: UserInfo) {
        self.init(userInfo: payload)
        let aps = payload["aps"]
        switch aps?["alert"] {
        case .string(let text)?: body = text
        case .table?:
            title = aps?["alert"]?["title"]?.string ?? ""
            subtitle = aps?["alert"]?["subtitle"]?.string ?? ""
            body = aps?["alert"]?["body"]?.string ?? ""
        default: break
        }
        if let n = aps?["badge"]?.integer, n >= 0, n <= Int64(Int32.max) { badge = Int(n) }
        category = aps?["category"]?.string ?? ""
        threadIdentifier = aps?["thread-id"]?.string ?? ""
    }
}

/// `UNNotificationResponse`: the user acted on a notification (tapped it, chose an action,
/// or dismissed it).
public struct NotificationResponse: Sendable, Hashable {
    public var notification: UserNotification
    /// `UNNotificationDefaultActionIdentifier` for a plain tap,
    /// `UNNotificationDismissActionIdentifier` for a dismissal, else the action's identifier.
    public var actionIdentifier: String
    /// `UNTextInputNotificationResponse.userText`: what the user typed into a text-input action.
    public var userText: String?
    /// `targetScene` (iOS 13): the scene the system shows for it in a scene app (set where
    /// it is delivered); nil in a sceneless app and for one handled in the background.
    public var targetScene: SceneID?

    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
    public static let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"

    public init(
        notification: UserNotification, actionIdentifier: String = NotificationResponse.defaultAction,
        userText: String? = nil, targetScene: SceneID? = nil
    ) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        self.userText = userText
        self.targetScene = targetScene
    }

    /// The same response, shown in `scene` (nil: no scene).
    func shown(in scene: SceneID?) -> NotificationResponse {
        var response = self
        response.targetScene = scene
        return response
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
