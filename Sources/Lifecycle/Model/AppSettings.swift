/// The app's own switches in Settings, as the user left them (a record that outlives its
/// processes), and the one status-change notice queued for its suspended process.
///
///     settings.switchNotifications(false)   // Settings > Notifications > the app > Allow Notifications
struct AppSettings {
    /// Settings > Notifications > the app > Allow Notifications is off.
    private(set) var notificationsOff = false
    /// Settings > the app > Background App Refresh.
    private(set) var backgroundAppRefresh = true
    /// The generation of the process a queued status-change notification is for.
    private(set) var refreshNoticeQueued: Int?

    /// The user turned the app's Allow Notifications switch on or off.
    mutating func switchNotifications(_ allowed: Bool) { notificationsOff = !allowed }

    /// The user turned the app's Background App Refresh switch on or off.
    mutating func switchBackgroundAppRefresh(_ on: Bool) { backgroundAppRefresh = on }

    /// A status-change notification is queued for the process of `generation`: false when
    /// one is queued for it already.
    mutating func queueRefreshNotice(for generation: Int) -> Bool {
        guard refreshNoticeQueued != generation else { return false }
        refreshNoticeQueued = generation
        return true
    }

    /// The queued notification reached the app.
    mutating func refreshNoticeDelivered() { refreshNoticeQueued = nil }
}
