import Lifecycle
import LuaHost

/// UIApplication's string constants, keys of the global `UIApplication` (SystemObjects.swift),
/// readable anywhere: `application:openURL(UIApplication.openSettingsURLString)` sends the
/// user to the app's page in Settings.
extension ScriptSession {
    /// Name and value, as UIKit defines them (the notification-settings value is the one
    /// devices report; Apple's page does not print it).
    static let applicationConstants: [(name: String, value: String)] = [
        ("openSettingsURLString", "app-settings:"),
        ("openNotificationSettingsURLString", "app-settings:notifications"),
    ]
}
