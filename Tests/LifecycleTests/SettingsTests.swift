import MessageCatalog
import Testing
@testable import Lifecycle

/// The Settings app: Background App Refresh (the device's switch, an app's, restricted),
/// what it stops, the status-change notification; an app's notifications switch; and
/// opening Settings from app code.
@Suite struct SettingsTests {
    func systemLogs(_ w: World) -> [String] {
        w.device.records.filter { $0.kind == .log && $0.name == "system" }.compactMap(\.message)
    }

    @Test func theStatusFollowsTheDevicesSwitchThenTheApps() throws {
        let w = World()
        #expect(w.device.backgroundRefreshStatus(of: w.todo) == .available)
        try w.device.changeSettings(SettingsChange(app: w.todo, backgroundAppRefresh: .off))
        #expect(w.device.backgroundRefreshStatus(of: w.todo) == .denied)
        #expect(w.device.backgroundRefreshStatus(of: w.mail) == .available)
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .restricted))
        #expect(w.device.backgroundRefreshStatus(of: w.mail) == .restricted)
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .off))
        #expect(w.device.backgroundRefreshStatus(of: w.mail) == .denied)
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .on))
        #expect(w.device.backgroundRefreshStatus(of: w.mail) == .available)
        #expect(w.device.backgroundRefreshStatus(of: w.todo) == .denied)  // its own switch is still off
        let action = try #require(w.device.records.first { $0.kind == .action })
        #expect(action.message == "user changes Settings: Background App Refresh off for Todo")
    }

    @Test func offMeansNoBackgroundFetch() throws {
        let w = World(profile: Profile(ios: 12), todoSpec: { $0.backgroundModes = ["fetch"] })
        w.todoLog.extra = [.performFetch]
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setMinimumBackgroundFetchInterval(.minimum) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .off))
        try w.device.backgroundFetch(w.todo)
        #expect(!w.device.callbacks(of: w.todo).contains(.performFetch))
        #expect(
            systemLogs(w).last
                == "not delivered: Background App Refresh is off for the device (backgroundRefreshStatus denied)")
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .on))
        try w.device.backgroundFetch(w.todo)
        #expect(w.device.callbacks(of: w.todo).contains(.performFetch))
    }

    @Test func offMeansNoBGTaskAndSubmitIsUnavailable() throws {
        let w = World(
            profile: Profile(ios: 17),
            todoSpec: {
                $0.backgroundModes = ["fetch"]
                $0.taskIdentifiers = ["refresh"]
            })
        var errors: [TaskSubmitError?] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerTask("refresh") { $0.setTaskCompleted(success: true) }
            errors.append(try app.submitTask(TaskRequest(identifier: "refresh", kind: .refresh)))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.changeSettings(SettingsChange(app: w.todo, backgroundAppRefresh: .off))
        try w.device.runBackgroundTask(w.todo, identifier: "refresh")
        #expect(
            systemLogs(w).last
                == "not delivered: Background App Refresh is off for Todo (backgroundRefreshStatus denied)")
        #expect(!w.device.records.contains { $0.kind == .task && $0.name == "launch" })
        // A new submission is refused while it is off.
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.dismiss()
        try w.device.tap(w.todo)
        #expect(errors == [nil, .unavailable])
    }

    @Test func aRunningAppHearsTheChangeASuspendedOneOnceWhenItRunsAgain() throws {
        let w = World()
        try w.device.tap(w.todo)
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .off))
        #expect(w.todoLog.take().last == "N:BackgroundRefreshStatusDidChange:active")
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .on))
        try w.device.changeSettings(SettingsChange(app: w.todo, backgroundAppRefresh: .off))
        #expect(w.todoLog.take().isEmpty)  // suspended: queued
        try w.device.tap(w.todo)
        #expect(
            w.todoLog.take().filter { $0.contains("BackgroundRefresh") } == [
                "N:BackgroundRefreshStatusDidChange:active"
            ])
        // A change that leaves the status as it was posts nothing; an app not running hears nothing.
        try w.device.changeSettings(SettingsChange(app: w.todo, backgroundAppRefresh: .off))
        #expect(w.todoLog.take().isEmpty)
        try w.device.changeSettings(SettingsChange(app: w.mail, backgroundAppRefresh: .off))
        #expect(w.mailLog.take().isEmpty)
    }

    @Test func refusals() throws {
        let w = World(ios: 6)
        #expect(
            throws: EngineError.notAvailable(
                action: "switch Background App Refresh", feature: "Background App Refresh", since: 7, ios: 6)
        ) {
            try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .off))
        }
        let w17 = World()
        #expect(
            throws: EngineError.invalidAction(
                action: "restrict Background App Refresh for one app",
                reason: Sentence(.refusedRestrictOneApp))
        ) {
            try w17.device.changeSettings(SettingsChange(app: w17.todo, backgroundAppRefresh: .restricted))
        }
        #expect(
            throws: EngineError.invalidAction(
                action: "change Settings", reason: Sentence(.refusedNameASwitch))
        ) {
            try w17.device.changeSettings(SettingsChange(app: w17.todo))
        }
        // Reading the status before iOS 7 is an unrecognized selector.
        w.todoLog.hooks[.didBecomeActive] = { app in try app.use(.backgroundRefreshStatus) }
        try w.device.tap(w.todo)
        #expect(w.device.records.contains { $0.kind == .crash })
    }

    @Test func theNotificationsSwitch() throws {
        let w = World()
        try w.device.changeSettings(SettingsChange(app: w.todo, notifications: false))
        var answers: [Bool] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in answers.append(try app.requestAuthorization([.alert])) }
        try w.device.tap(w.todo)
        #expect(answers == [false])  // no prompt while it is off
        #expect(
            w.device.records.contains {
                $0.message == "requestAuthorization(alert) -> denied (no prompt: notifications are off in Settings)"
            })
        #expect(w.device.notificationSettings(of: w.todo).authorizationStatus == .denied)
        try w.device.changeSettings(SettingsChange(app: w.todo, notifications: true))
        #expect(w.device.notificationSettings(of: w.todo).authorizationStatus == .notDetermined)
        // After a denied prompt, turning the switch on authorizes what the app asked for.
        let denied = World()
        try denied.device.grant(denied.todo, false)
        denied.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.alert, .badge]) }
        try denied.device.tap(denied.todo)
        #expect(denied.device.notificationSettings(of: denied.todo).authorizationStatus == .denied)
        try denied.device.changeSettings(SettingsChange(notifications: true))
        #expect(denied.device.notificationSettings(of: denied.todo).authorizationStatus == .authorized)
        #expect(denied.device.badgeVisible(denied.todo))
        try denied.device.changeSettings(SettingsChange(notifications: false))
        #expect(!denied.device.badgeVisible(denied.todo))
    }

    // MARK: Opening Settings

    @Test func openingSettingsSendsTheAppToTheBackgroundAndATapBringsItBack() throws {
        let w = World()
        var opened: [Bool] = []
        w.todoLog.hooks[.didBecomeActive] = { app in
            w.todoLog.hooks[.didBecomeActive] = nil
            try app.openURL("app-settings:") { opened.append($0) }
        }
        try w.device.tap(w.todo)
        let settings = w.device.systemApp(.settings)
        #expect(opened == [true])
        #expect(w.device.state(of: settings) == .active)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.records.contains { $0.app == "Settings" && $0.message == "shows Todo's settings" })
        try w.device.tap(w.todo)
        #expect(w.device.state(of: w.todo) == .active)
        #expect(w.device.state(of: settings) == .suspended)
    }

    /// openSettingsURLString shows "the app's custom settings, if it has any": those of its
    /// Settings bundle.
    @Test func anAppWithASettingsBundleGetsItsCustomSettingsShown() throws {
        let device = Device(profile: Profile(ios: 17))
        let log = RecordingDelegate()
        var spec = AppSpec(name: "Prefs", bundleID: "com.acme.prefs", delegate: log)
        spec.settingsBundle = true
        let prefs = device.install(spec)
        log.hooks[.didBecomeActive] = { app in
            log.hooks[.didBecomeActive] = nil
            try app.openURL("app-settings:")
        }
        try device.tap(prefs)
        #expect(
            device.records.contains {
                $0.app == "Settings"
                    && $0.message == "shows Prefs's settings, with its custom settings (Settings bundle)"
            })
    }

    @Test(arguments: [(16, "notification settings"), (15, "settings")])
    func theNotificationSettingsPageCameWithIOS16(ios: Int, page: String) throws {
        let w = World(ios: ios)
        w.todoLog.hooks[.didBecomeActive] = { app in
            w.todoLog.hooks[.didBecomeActive] = nil
            try app.openURL("app-settings:notifications")
        }
        try w.device.tap(w.todo)
        #expect(w.device.records.contains { $0.app == "Settings" && $0.message == "shows Todo's \(page)" })
    }

    @Test func beforeIOS8TheSettingsURLGoesNowhere() throws {
        let w = World(ios: 7)
        var answer: Bool?
        w.todoLog.hooks[.didBecomeActive] = { app in answer = try app.openURL("app-settings:") }
        try w.device.tap(w.todo)
        #expect(answer == false)
        #expect(w.device.state(of: w.todo) == .active)
        #expect(w.device.records.contains { $0.kind == .url && $0.name == "noClaimant" })
    }
}
