import MessageCatalog

/// The link to an app's own notification settings (iOS 12): an app whose
/// `requestAuthorization` asked for `providesAppNotificationSettings` gets a link in Settings >
/// Notifications > the app, and in a notification's options in Notification Center. Following
/// it opens the app (launching it if needed) and calls the notification delegate's
/// `userNotificationCenter(_:openSettingsFor:)` with the notification, or nil from Settings.
///
///     try device.openNotificationSettings(chat)                     // from the Settings app
///     try device.openNotificationSettings(chat, identifier: "m1")   // from a notification
extension Device {
    public func openNotificationSettings(_ app: AppID, identifier: String? = nil) throws {
        try allow(.openNotificationSettings(app, identifier: identifier))
        let notification = identifier.flatMap { delivered(app, $0) }
        let place =
            identifier.map { "a \(notification!.kind.rawValue) notification \(quoted($0)) in Notification Center" }
            ?? "Settings"
        action(
            "openNotificationSettings", app,
            "user opens \(name(of: app))'s notification settings from \(place)")
        screen.dismissOverlay()
        if let f = frontApp, f != app { moveToBackground(f) }
        bringToForeground(app, for: .notificationSettings(notification))
        try drain()
    }

    /// Why the user cannot follow the link: the iOS version, an app that never asked for
    /// `providesAppNotificationSettings` (Settings shows no link), the device's state, or a
    /// notification not in Notification Center.
    func notificationSettingsRefusal(_ app: AppID, _ identifier: String?) -> EngineError? {
        func what() -> String { "open the notification settings of \(name(of: app))" }
        if let r = versionRefusal(.appNotificationSettings, what()) { return r }
        if let r = notReady(what(), overlayAllowed: identifier != nil) { return r }
        guard apps[app].permissions.providesAppSettings else {
            return invalid(
                what(),
                Sentence(.refusedNoSettingsLink))
        }
        guard let identifier, delivered(app, identifier) == nil else { return nil }
        return invalid("\(what()) from the notification \(quoted(identifier))", undelivered(app, identifier))
    }
}
