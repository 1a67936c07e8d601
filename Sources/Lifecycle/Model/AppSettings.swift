/// The app's own switches in Settings, as the user left them (a record that outlives its
/// processes), and the status-change notices queued for its suspended process (one of each).
///
///     settings.switchNotifications(false)   // Settings > Notifications > the app > Allow Notifications
struct AppSettings {
    /// Settings > Notifications > the app > Allow Notifications is off.
    private(set) var notificationsOff = false
    /// Settings > the app > Background App Refresh.
    private(set) var backgroundAppRefresh = true
    /// Status-change notifications queued for a suspended process, each with the generation
    /// of the process it is for.
    private(set) var queuedNotices: [(notification: AppNotification, generation: Int)] = []

    /// The user turned the app's Allow Notifications switch on or off.
    mutating func switchNotifications(_ allowed: Bool) { notificationsOff = !allowed }

    /// The user turned the app's Background App Refresh switch on or off.
    mutating func switchBackgroundAppRefresh(_ on: Bool) { backgroundAppRefresh = on }

    /// A status-change notification is queued for the process of `generation`: false when
    /// the same one is queued for it already.
    mutating func queueNotice(_ notification: AppNotification, for generation: Int) -> Bool {
        guard !queuedNotices.contains(where: { $0.notification == notification && $0.generation == generation }) else {
            return false
        }
        queuedNotices.removeAll { $0.notification == notification }
        queuedNotices.append((notification, generation))
        return true
    }

    /// The queued notification reached the app.
    mutating func noticeDelivered(_ notification: AppNotification) {
        queuedNotices.removeAll { $0.notification == notification }
    }
}
