import MessageCatalog

/// The user in the Settings app: an app's Allow Notifications switch, Background App Refresh
/// for the whole device (Settings > General) or one app, and Low Power Mode (Settings >
/// Battery, iOS 9). Changes apply at once. With notifications off the app's authorization
/// reads denied and nothing of it is shown; with Background App Refresh off
/// (`backgroundRefreshStatus` denied, or restricted by parental controls), and while Low
/// Power Mode is on, the system gives it no background fetch and launches no BGTask, and
/// `submit` fails with `unavailable`. A running app whose status changes hears
/// `UIApplicationBackgroundRefreshStatusDidChangeNotification` (a suspended one when it
/// runs again); Low Power Mode also posts `NSProcessInfoPowerStateDidChangeNotification`.
///
///     try device.changeSettings(SettingsChange(app: todo, notifications: false))
///     try device.changeSettings(SettingsChange(backgroundAppRefresh: .off))
///     try device.changeSettings(SettingsChange(lowPower: true))
extension Device {
    public func changeSettings(_ change: SettingsChange) throws {
        try allow(.settings(change))
        action("settings", change.app, "user changes Settings: " + change.words(name(of:)))
        let before = apps.ids.map { backgroundRefreshStatus(of: $0) }
        if let allowed = change.notifications {
            for app in change.app.map({ [$0] }) ?? installedApps { setNotificationsSwitch(app, allowed) }
        }
        if let refresh = change.backgroundAppRefresh {
            if let app = change.app {
                apps[app].settings.switchBackgroundAppRefresh(refresh == .on)
            } else {
                settings.switchBackgroundAppRefresh(refresh)
            }
        }
        if let low = change.lowPower, low != settings.lowPowerMode {
            settings.switchLowPowerMode(low)
            for app in apps.ids { announce(.powerStateDidChange, to: app) }
        }
        for (app, old) in zip(apps.ids, before) where backgroundRefreshStatus(of: app) != old {
            announce(.backgroundRefreshStatusDidChange, to: app)
        }
        try drain()
    }

    /// Off: denied whatever the prompt said. On after a denied prompt: authorized for what
    /// the app asked (as the switch in Settings does); before any prompt: not determined.
    private func setNotificationsSwitch(_ app: AppID, _ allowed: Bool) {
        apps[app].settings.switchNotifications(allowed)
        if allowed { apps[app].permissions.allowedInSettings() }
    }

    /// `backgroundRefreshStatus`: restricted with the device's switch restricted; in Low
    /// Power Mode what `lowPowerRefreshStatus` says; denied with the device's or the app's
    /// switch off.
    public func backgroundRefreshStatus(of app: AppID) -> BackgroundRefreshStatus {
        switch settings.backgroundAppRefresh {
        case .restricted: return .restricted
        case _ where settings.lowPowerMode: return profile.lowPowerRefreshStatus == .denied ? .denied : .restricted
        case .off: return .denied
        case .on: return apps[app].settings.backgroundAppRefresh ? .available : .denied
        }
    }

    /// Why the system runs no background refresh for the app now (fetch, BGTasks), or nil.
    func backgroundRefreshRefusal(_ app: AppID) -> String? {
        let status = backgroundRefreshStatus(of: app)
        if status != .available, settings.backgroundAppRefresh != .restricted, settings.lowPowerMode {
            return "Background App Refresh is off in Low Power Mode (backgroundRefreshStatus \(status.rawValue))"
        }
        switch status {
        case .available: return nil
        case .denied:
            let whose = settings.backgroundAppRefresh == .off ? "the device" : name(of: app)
            return "Background App Refresh is off for \(whose) (backgroundRefreshStatus denied)"
        case .restricted:
            return "Background App Refresh is restricted on this device (backgroundRefreshStatus restricted)"
        }
    }

    /// Which page Settings opens on for an app that sends the user there: its notification
    /// settings for `app-settings:notifications` (iOS 16's openNotificationSettingsURLString),
    /// otherwise its own page.
    func noteSettingsPage(_ url: AppURL, from source: AppID?, to target: AppID) {
        guard apps[target].isSystem, apps[target].spec.bundleID == SystemApp.settings.bundleID else { return }
        guard let source, !apps[source].isSystem else { return }
        let notificationsPage = url.path.lowercased() == "notifications" && profile.ios >= 16
        // openSettingsURLString shows "the app's custom settings, if it has any": a Settings bundle.
        let custom =
            !notificationsPage && apps[source].spec.settingsBundle ? ", with its custom settings (Settings bundle)" : ""
        record(
            .log, app: target, name: "settings",
            message: "shows \(name(of: source))'s \(notificationsPage ? "notification settings" : "settings")\(custom)")
    }

    /// Posts a status-change notification to a running app now; a suspended one hears it
    /// once, when it runs again.
    private func announce(_ notification: AppNotification, to app: AppID) {
        let name = notification.rawValue
        switch apps[app].phase {
        case .running:
            guard isResponsive(app) else { return }
            let state = apps[app].state
            _ = withUnit(app, state.isForeground ? hangBudget(app) : nil) {
                post(app, name, reported: state.applicationState)
            }
        case .suspended:
            let generation = apps[app].generation
            guard apps[app].settings.queueNotice(notification, for: generation) else { return }
            let process = currentProcess(app)
            loop.queue.schedule(
                at: loop.now,
                .main(
                    process,
                    body: { [unowned self] in
                        guard self.isAlive(process) else { return }
                        self.apps[app].settings.noticeDelivered(notification)
                        _ = self.post(app, name, reported: self.apps[app].state.applicationState)
                    }))
        case .notRunning:
            break
        }
    }
}

/// What the user changes in Settings: `app` nil is the whole device (for notifications:
/// every installed app's switch). Low Power Mode is the device's alone.
public struct SettingsChange: Hashable, Sendable {
    public var app: AppID?
    public var notifications: Bool?
    public var backgroundAppRefresh: BackgroundRefreshSwitch?
    /// Settings > Battery > Low Power Mode (iOS 9).
    public var lowPower: Bool?

    public init(
        app: AppID? = nil, notifications: Bool? = nil, backgroundAppRefresh: BackgroundRefreshSwitch? = nil,
        lowPower: Bool? = nil
    ) {
        self.app = app
        self.notifications = notifications
        self.backgroundAppRefresh = backgroundAppRefresh
        self.lowPower = lowPower
    }

    /// `notifications off for Todo, Background App Refresh off, Low Power Mode on`
    /// (in Chinese, ``Phrase``'s words).
    public func words(_ name: (AppID) -> String, _ language: Language = .en) -> String {
        func say(_ phrase: Phrase, _ arguments: String...) -> String {
            phrase.text(language, arguments: arguments)
        }
        let whose = app.map { say(.settingFor, name($0)) } ?? ""
        var parts: [String] = []
        if let n = notifications { parts.append(say(.settingNotifications, say(n ? .on : .off), whose)) }
        if let r = backgroundAppRefresh { parts.append(say(.settingRefresh, r.rawValue, whose)) }
        if let l = lowPower { parts.append(say(.settingLowPower, say(l ? .on : .off))) }
        return parts.joined(separator: Phrase.listSeparator(language))
    }
}

extension Application {
    /// `backgroundRefreshStatus` (iOS 7).
    public var backgroundRefreshStatus: BackgroundRefreshStatus { device.backgroundRefreshStatus(of: id) }
}
