/// The device-wide switches of Settings.
///
///     settings.switchBackgroundAppRefresh(.off)   // Settings > General > Background App Refresh
struct DeviceSettings {
    private(set) var backgroundAppRefresh = BackgroundRefreshSwitch.on

    /// The user (or a device-management profile) set Background App Refresh for the device.
    mutating func switchBackgroundAppRefresh(_ value: BackgroundRefreshSwitch) { backgroundAppRefresh = value }
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
