/// The device-wide switches of Settings.
///
///     settings.switchBackgroundAppRefresh(.off)   // Settings > General > Background App Refresh
///     settings.switchLowPowerMode(true)           // Settings > Battery > Low Power Mode
struct DeviceSettings {
    private(set) var backgroundAppRefresh = BackgroundRefreshSwitch.on
    /// Settings > Battery > Low Power Mode (iOS 9): Background App Refresh is off while it is on.
    private(set) var lowPowerMode = false

    /// The user (or a device-management profile) set Background App Refresh for the device.
    mutating func switchBackgroundAppRefresh(_ value: BackgroundRefreshSwitch) { backgroundAppRefresh = value }

    /// The user turned Low Power Mode on or off.
    mutating func switchLowPowerMode(_ on: Bool) { lowPowerMode = on }
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
