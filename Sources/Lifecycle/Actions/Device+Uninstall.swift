/// Deleting an app from the Home Screen: its process ends at once (no callback), and
/// everything iOS keeps for it goes: its container (files, UserDefaults, the restoration
/// archive), its badge and permissions, its scheduled background work, its notifications
/// (pending, delivered, categories) and push registration (a new installation gets a new
/// token), its scene sessions and its place in the switcher. The next tap is a first launch.
/// Its keychain items stay for a later installation (`keychainSurvivesDeletion`).
///
///     try device.deleteApp(notes)
///     device.defaults(of: notes)   // []
extension Device {
    public func deleteApp(_ app: AppID) throws {
        try allow(.deleteApp(app))
        action("deleteApp", app, "user deletes \(name(of: app))")
        if apps[app].process != nil { terminate(app, .user, message: "the app was deleted", at: loop.now) }
        screen.forgetLockReturn(of: app)
        forgetNotificationRecords(app)
        apps[app].uninstall()
        if !profile.keychainSurvivesDeletion { apps[app].keychain.removeAll() }
        try drain()
    }
}

/// Offloading an app (Settings > General > iPhone Storage > Offload App): the app goes but
/// "its documents and data" stay. Its process ends at once (no callback) and its container
/// (files, UserDefaults, the restoration archive) is kept; everything else goes as when it
/// is deleted (which of the system's other records survive is UNVERIFIED). The next tap
/// reinstalls it and launches it with its data.
///
///     try device.offloadApp(notes)
///     device.defaults(of: notes)   // as before
extension Device {
    public func offloadApp(_ app: AppID) throws {
        try allow(.offloadApp(app))
        action("offloadApp", app, "user offloads \(name(of: app)): the app goes, its documents and data stay")
        if apps[app].process != nil { terminate(app, .user, message: "the app was offloaded", at: loop.now) }
        screen.forgetLockReturn(of: app)
        forgetNotificationRecords(app)
        apps[app].uninstall(keepingContainer: true)
        try drain()
    }
}
