/// What app code hands `UNUserNotificationCenter` (iOS 10+): a request to show a local
/// notification, the categories of actions notifications may carry, and the settings the
/// center reports back.
///
///     let request = NotificationRequest(
///         identifier: "reminder", content: NotificationContent(title: "Water the plants", category: "chores"),
///         trigger: NotificationTrigger(seconds: 3600))
///     try app.notificationCenter().add(request)
public struct NotificationRequest: Sendable, Equatable {
    /// `UNNotificationRequest.identifier`: a request with the same identifier replaces it.
    public var identifier: String
    public var content: NotificationContent
    /// Nil: deliver right away (`UNNotificationRequest`'s nil trigger).
    public var trigger: NotificationTrigger?

    public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger? = nil) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// `UNNotificationContent`: what the banner shows and what the delegate reads.
public struct NotificationContent: Hashable, Sendable {
    public var title: String
    public var subtitle: String
    public var body: String
    /// Applied to the icon on delivery (0 hides it; nil leaves the badge alone).
    public var badge: Int?
    /// Nested as app code gave it (a push's: its whole payload).
    public var userInfo: UserInfo
    /// `categoryIdentifier` (empty: no actions).
    public var category: String
    /// `threadIdentifier`: how Notification Center groups notifications (empty: by app).
    public var threadIdentifier: String

    public init(
        title: String = "", subtitle: String = "", body: String = "", badge: Int? = nil, userInfo: UserInfo = [:],
        category: String = "", threadIdentifier: String = ""
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.userInfo = userInfo
        self.category = category
        self.threadIdentifier = threadIdentifier
    }

    /// The bytes of text it holds (its bound, `NotificationLimits.contentBytes`).
    public var byteCount: Int {
        title.utf8.count + subtitle.utf8.count + body.utf8.count + category.utf8.count
            + threadIdentifier.utf8.count + userInfo.textBytes
    }

    /// What a banner shows first: the title, else the body.
    public var headline: String { title.isEmpty ? body : title }
}

/// `UNTimeIntervalNotificationTrigger`: fire after `seconds`, once or every `seconds`; or
/// `UNCalendarNotificationTrigger` (`calendar`): fire at the next date matching its
/// components, once or at every match.
public struct NotificationTrigger: Sendable, Hashable {
    /// The interval (0 for a calendar trigger).
    public var seconds: Double
    public var repeats: Bool
    /// A calendar trigger's date components (nil: a time-interval trigger).
    public var calendar: CalendarComponents?

    public init(seconds: Double, repeats: Bool = false) {
        self.seconds = seconds
        self.repeats = repeats
    }

    public init(calendar: CalendarComponents, repeats: Bool = false) {
        self.seconds = 0
        self.repeats = repeats
        self.calendar = calendar
    }

    /// When it fires first, on the device's clock (nanoseconds), for a request added at
    /// `now`; nil for a calendar trigger whose date never comes.
    func firstFire(now: Int64) -> Int64? {
        guard let calendar else { return now.later(by: VirtualTime.seconds(seconds).nanoseconds) }
        return calendar.nextDate(after: Self.floorDiv(now, 1_000_000_000)).flatMap(Self.nanoseconds)
    }

    /// When a repeating trigger that fired at `time` fires next (nil: never).
    func nextFire(after time: Int64) -> Int64? {
        guard let calendar else { return time.later(by: VirtualTime.seconds(seconds).nanoseconds) }
        return calendar.nextDate(after: Self.floorDiv(time, 1_000_000_000)).flatMap(Self.nanoseconds)
    }

    /// Seconds on the device's clock in nanoseconds; nil past what virtual time holds
    /// (about the year 2262).
    private static func nanoseconds(_ seconds: Int64) -> Int64? {
        seconds <= Int64.max / 1_000_000_000 ? seconds * 1_000_000_000 : nil
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { CalendarComponents.floorDiv(a, b) }

    /// The exception `init(timeInterval:repeats:)` raises for this interval, if any: it
    /// must be greater than zero, and at least 60 s when it repeats.
    var exception: AppException? {
        guard calendar == nil else { return nil }
        if !(seconds > 0) { return .inconsistency("time interval must be greater than 0") }
        if repeats && seconds < 60 { return .inconsistency("time interval must be at least 60 if repeating") }
        return nil
    }
}

/// `UNNotificationCategory`: a named set of actions a notification offers.
public struct NotificationCategory: Sendable, Equatable {
    public var identifier: String
    public var actions: [NotificationAction]
    /// `UNNotificationCategoryOptions`: `customDismissAction` sends the user's dismissal to
    /// didReceive; the others change only how the system shows it.
    public var options: Set<NotificationCategoryOption>

    public init(
        identifier: String, actions: [NotificationAction] = [], options: Set<NotificationCategoryOption> = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
    }
}

/// `UNNotificationCategoryOptions` (iOS 10; the hidden-preview ones iOS 11).
public enum NotificationCategoryOption: String, Sendable, CaseIterable, Comparable {
    /// Clearing a notification of the category reaches didReceive with
    /// `UNNotificationDismissActionIdentifier`.
    case customDismissAction
    /// Shown in CarPlay; no other effect.
    case allowInCarPlay
    /// With previews hidden, the title (or subtitle) still shows; no other effect.
    case hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// `UNNotificationAction`, or `UNTextInputNotificationAction` when it has a text field.
public struct NotificationAction: Sendable, Equatable {
    public var identifier: String
    public var title: String
    public var options: Set<NotificationActionOption>
    /// The text field's button title and placeholder (nil: a plain button).
    public var textInput: TextInput?

    public struct TextInput: Sendable, Equatable {
        public var button: String
        public var placeholder: String
        public init(button: String = "Send", placeholder: String = "") {
            self.button = button
            self.placeholder = placeholder
        }
    }

    public init(
        identifier: String, title: String = "", options: Set<NotificationActionOption> = [], textInput: TextInput? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.textInput = textInput
    }

    /// Whether choosing it brings the app to the front (else the app handles it in the background).
    public var opensApp: Bool { options.contains(.foreground) }
}

/// `UNNotificationActionOptions`.
public enum NotificationActionOption: String, Sendable, CaseIterable {
    /// Brings the app to the foreground.
    case foreground
    /// Shown in red; no other effect.
    case destructive
    /// Only on an unlocked device (applife refuses every tap while the device is locked).
    case authenticationRequired
}

/// `UNNotificationSettings` as `getNotificationSettings` reports them.
public struct NotificationSettings: Sendable, Equatable {
    public var authorizationStatus: AuthorizationStatus
    public var alertSetting: NotificationSetting
    public var badgeSetting: NotificationSetting
    public var soundSetting: NotificationSetting
    /// Whether Settings shows a link to the app's own notification settings (iOS 12: the
    /// app asked for `providesAppNotificationSettings`).
    public var providesAppNotificationSettings = false
    /// Where shown notifications go: they follow the alert setting.
    public var notificationCenterSetting: NotificationSetting { alertSetting }
    /// A provisional app's notifications stay off the Lock Screen.
    public var lockScreenSetting: NotificationSetting {
        authorizationStatus == .provisional && alertSetting == .enabled ? .disabled : alertSetting
    }
}

/// `UNAuthorizationStatus` (provisional and ephemeral authorization are not modelled).
public enum AuthorizationStatus: String, Sendable, CaseIterable {
    case notDetermined, denied, authorized
    /// Granted without a prompt (`provisional`, iOS 12): delivered quietly.
    case provisional

    /// Whether the app's notifications are scheduled and delivered (quietly when provisional).
    public var delivers: Bool { self == .authorized || self == .provisional }
}

/// `UNNotificationSetting`.
public enum NotificationSetting: String, Sendable, CaseIterable {
    /// The app never asked for this option (or never asked at all).
    case notSupported
    case disabled
    case enabled
}

/// How much of the notification center the system keeps for one app.
public enum NotificationLimits {
    /// Pending requests: the system keeps the soonest-firing 64 and discards the rest
    /// (Apple's UILocalNotification page).
    public static let pending = 64
    /// Delivered notifications kept in Notification Center, newest first (applife's bound).
    public static let delivered = 64
    /// Text in one request's content, identifier included (applife's bound; the same as
    /// APNs' limit for a remote notification's payload).
    public static let contentBytes = 4096
    /// A push's payload: APNs refuses a larger one ("Creating the remote notification
    /// payload": 4 KB; applife counts its text, `UserInfo.textBytes`).
    public static let payloadBytes = 4096
    /// How deep a `userInfo` or payload may nest (applife's bound: dictionaries and lists
    /// inside one another).
    public static let userInfoDepth = 8
    /// Categories one `setNotificationCategories` may register, and actions per category
    /// (applife's bounds).
    public static let categories = 64
    public static let actions = 10
}
