/// What the system keeps for an app's notifications and settings: records that outlive
/// its processes (and reboots), written only by the device.

/// The app's notification requests, what Notification Center shows, its categories, and
/// its push registration.
struct NotificationRecords {
    /// Requests waiting for their trigger, in the order they were added.
    var pending: [PendingNotification] = []
    /// Shown notifications still in Notification Center, oldest first.
    var delivered: [DeliveredNotification] = []
    /// The categories of the last `setNotificationCategories`.
    var categories: [NotificationCategory] = []
    /// Registered with APNs (`isRegisteredForRemoteNotifications`).
    var pushRegistered = false
    /// Bumped when the app is deleted: the next installation gets a new device token.
    var installation = 0
}

/// A request waiting for its trigger; its trigger event in the queue carries `serial`.
struct PendingNotification {
    var request: NotificationRequest
    /// When it fires next.
    var fireTime: Int64
    let serial: Int

    var repeats: Bool { request.trigger?.repeats == true }
}

/// A notification the system showed, as `getDeliveredNotifications` reports it.
public struct DeliveredNotification: Sendable, Equatable {
    public var notification: UserNotification
    /// `UNNotification.date`: when it was delivered.
    public var date: VirtualTime
}

/// The app's own switches in Settings (nil: as the device's).
struct AppSettings {
    /// Settings > Notifications > the app > Allow Notifications is off.
    var notificationsOff = false
    /// Settings > the app > Background App Refresh.
    var backgroundAppRefresh = true
    /// The generation of the process a queued status-change notification is for.
    var refreshNoticeQueued: Int?
}

/// Settings > General > Background App Refresh for the whole device.
public enum BackgroundRefreshSwitch: String, Sendable, CaseIterable {
    case on, off
    /// Parental controls or a device-management profile: the user cannot turn it on.
    case restricted
}

/// `UIBackgroundRefreshStatus`.
public enum BackgroundRefreshStatus: String, Sendable, CaseIterable {
    case restricted, denied, available
}

/// The device-wide switches of Settings.
struct DeviceSettings {
    var backgroundAppRefresh = BackgroundRefreshSwitch.on
}

/// The trigger events of every app's pending requests.
struct NotificationClock {
    /// The serial number of the next trigger event.
    var nextSerial = 1
    /// Pending repeating requests (each has one trigger event queued): `runUntilIdle`
    /// stops when nothing else is pending.
    var repeating = 0
}
