/// Permissions an app can request; the answer comes from `Device.grant`.
public enum Authorization: String, Sendable, CaseIterable {
    case badge, alert, sound
}

/// The `UNAuthorizationOptions` of a request that are not permissions the user grants:
/// how the request is answered or what Settings shows for the app (both iOS 12).
public enum AuthorizationFlag: String, Sendable, CaseIterable {
    /// Granted without a prompt; notifications are delivered quietly.
    case provisional
    /// Settings (and a notification's options in Notification Center) show a link to the
    /// app's own notification settings; following it calls the notification delegate's
    /// `userNotificationCenter(_:openSettingsFor:)`.
    case providesAppNotificationSettings
}
