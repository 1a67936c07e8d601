import MessageCatalog
import Testing
@testable import Lifecycle

/// Every iOS version as it was: iPhone OS 3's missing multitasking, apps that
/// exit on suspend, methods, actions and APIs that did not exist yet, the modelled range.
@Suite struct VersionTests {
    func warnings(_ w: World) -> [String] { w.device.records.filter { $0.kind == .warning }.compactMap(\.message) }

    // MARK: No multitasking (facts §1.2, C4, §11.3)

    @Test func homeQuitsTheAppOnIPhoneOS3() throws {
        let w = World(ios: 3)
        try w.device.tap(w.todo)
        #expect(
            w.todoLog.take() == [
                "didFinishLaunching:inactive", "N:DidFinishLaunching:inactive", "didBecomeActive:active",
                "N:DidBecomeActive:active",
            ])
        try w.device.home()
        #expect(w.todoLog.take() == ["willTerminate:active", "N:WillTerminate:active"])
        #expect(w.device.state(of: w.todo) == .notRunning)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .user)
        #expect(end.message == "iPhone OS 3 has no multitasking: leaving an app quits it")
        // No background state ever: the next tap is a cold launch again.
        try w.device.tap(w.todo)
        #expect(w.todoLog.take().first == "didFinishLaunching:inactive")
    }

    @Test func tappingAnotherAppOrOpeningAURLQuitsTheOneInFront() throws {
        let w = World(ios: 3)
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.state(of: w.mail) == .active)
        #expect(w.todoLog.take().suffix(2) == ["willTerminate:active", "N:WillTerminate:active"])
    }

    @Test func iPhoneOS3WarnsAboutMethodsItNeverCalls() throws {
        let w = World(ios: 3)
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.tap(w.todo)
        #expect(
            warnings(w) == [
                "AppDelegate implements application:willFinishLaunchingWithOptions:, which appeared in iOS 6: iOS 3 never calls it",
                "AppDelegate implements applicationDidEnterBackground:, which appeared in iOS 4: iOS 3 never calls it",
                "AppDelegate implements applicationWillEnterForeground:, which appeared in iOS 4: iOS 3 never calls it",
            ])  // once per app, not at every launch
        #expect(!w.device.callbacks(of: w.todo).contains(.willFinishLaunching))
    }

    @Test func lockOnIPhoneOS3OnlyResigns() throws {  // §2.4, §11.3: lock is an interruption, not a quit
        let w = World(ios: 3)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.lock()
        #expect(w.todoLog.take() == ["willResignActive:active", "N:WillResignActive:active"])
        try w.device.unlock()
        #expect(w.todoLog.take() == ["didBecomeActive:active", "N:DidBecomeActive:active"])
    }

    @Test(arguments: [
        (
            "switcher",
            "cannot open the app switcher: the app switcher (multitasking) appeared in iOS 4 (this device runs iOS 3)"
        ),
        (
            "notificationCenter",
            "cannot pull down Notification Center: Notification Center appeared in iOS 5 (this device runs iOS 3)"
        ),
        (
            "silentPush",
            "cannot deliver a silent push to Todo: background (content-available) pushes appeared in iOS 7 (this device runs iOS 3)"
        ),
        ("local", "cannot tap a notification of Todo: local notifications appeared in iOS 4 (this device runs iOS 3)"),
    ])
    func actionsThatDidNotExistAreErrors(action: String, message: String) throws {
        let w = World(ios: 3)
        try w.device.tap(w.todo)
        let mark = w.device.mark()
        #expect {
            switch action {
            case "switcher": try w.device.openSwitcher()
            case "notificationCenter": try w.device.notificationCenter()
            case "silentPush": try w.device.silentPush(w.todo)
            default: try w.device.tapNotification(w.todo, UserNotification(kind: .local))
            }
        } throws: { "\($0)" == message }
        #expect(w.device.records(since: mark).isEmpty)  // refused before anything happens
    }

    @Test func prewarmingFromIOS15() throws {
        let w = World(ios: 14)
        #expect(throws: EngineError.notAvailable(action: "prewarm Todo", feature: "prewarming", since: 15, ios: 14)) {
            try w.device.prewarm(w.todo)
        }
    }

    @Test(arguments: [(6, false), (7, true)])
    func controlCenterFromIOS7(ios: Int, exists: Bool) throws {
        let w = World(ios: ios)
        try w.device.tap(w.todo)
        if exists {
            try w.device.controlCenter()
            #expect(w.device.shownOverlay == "controlCenter")
        } else {
            #expect(
                throws: EngineError.notAvailable(
                    action: "pull down Control Center", feature: "Control Center", since: 7, ios: 6)
            ) {
                try w.device.controlCenter()
            }
        }
    }

    @Test func quickActionsUniversalLinksAndSharesNeedTheirVersions() throws {
        let link = UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/4")
        let handoff = UserActivity(type: "com.acme.edit")
        let eight = World(ios: 8)
        #expect(throws: EngineError.self) { try eight.device.shortcut(eight.todo, type: "new") }
        #expect(throws: EngineError.self) { try eight.device.continueActivity(eight.todo, link) }
        try eight.device.continueActivity(eight.todo, handoff)  // Handoff came a year before universal links
        #expect(eight.device.state(of: eight.todo) == .active)
        let nine = World(ios: 9)
        #expect(throws: EngineError.self) { try nine.device.acceptCloudKitShare(nine.todo, metadata: "m") }
    }

    // MARK: Apps that do not run in the background

    @Test func appLinkedAgainstIPhoneOS3QuitsOnIOS4() throws {  // [S6]
        let w = World(profile: Profile(ios: 4), todoSpec: { $0.sdk = 3 })
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.home()
        #expect(w.todoLog.take() == Seq.resign + ["willTerminate:inactive", "N:WillTerminate:inactive"])
        #expect(
            w.device.termination(of: w.todo)?.message
                == "linked against iPhone OS 3: the app does not run in the background")
    }

    @Test func exitsOnSuspendBacksOutThenTerminates() throws {  // §1.2 UIApplicationExitsOnSuspend
        let w = World(profile: Profile(ios: 6), todoSpec: { $0.exitsOnSuspend = true })
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.home()
        #expect(w.todoLog.take() == Seq.resign + Seq.background + Seq.terminate)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.reason == .user)
    }

    @Test func exitsOnSuspendIsIgnoredFromIOS13() throws {
        let w = World(profile: Profile(ios: 13), todoSpec: { $0.exitsOnSuspend = true })
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(warnings(w) == ["UIApplicationExitsOnSuspend is ignored from iOS 13: the app suspends as usual"])
    }

    @Test func multitaskingSwitchOffOnAModernProfile() throws {
        let w = try World(ios: 17) { $0.multitasking = false }
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(w.device.state(of: w.todo) == .notRunning)
    }

    // MARK: Scene apps follow the same rules

    @Test func sceneAppsNeedTheirSDKAndMultitasking() throws {
        let device = Device(profile: Profile(ios: 17))
        let oldSDK = AppSpec(name: "Notes", bundleID: "n", lifeCycle: .scenes, sdk: 12)
        #expect(
            throws: EngineError.badDeclaration(
                app: "Notes", key: "sdk",
                reason: Sentence(.plistNeedsSDK, "scenes", "13", "12"))
        ) { try device.install(validating: oldSDK) }
        #expect(throws: EngineError.self) {  // SwiftUI's App came with the iOS 14 SDK
            try device.install(validating: AppSpec(name: "Notes", bundleID: "n", lifeCycle: .swiftUI, sdk: 13))
        }
        let notes = try device.install(validating: AppSpec(name: "Notes", bundleID: "n", lifeCycle: .swiftUI, sdk: 14))
        #expect(device.state(of: notes) == .notRunning)

        var off = Profile(ios: 17)
        off.multitasking = false
        #expect(device.incompatibility(with: off)?.description.contains("turns off") == true)
        #expect(throws: EngineError.self) {
            try Device(profile: off).install(validating: AppSpec(name: "Notes", bundleID: "n", lifeCycle: .scenes))
        }
    }

    @Test func sceneAppsFollowTheVersionRules() throws {
        let w = World(
            profile: Profile(ios: 14),
            todoSpec: {
                $0.lifeCycle = .scenes
                $0.exitsOnSuspend = true
            })
        try w.device.tap(w.todo)
        #expect(throws: EngineError.notAvailable(action: "prewarm Mail", feature: "prewarming", since: 15, ios: 14)) {
            try w.device.prewarm(w.mail)
        }
        // UIApplicationExitsOnSuspend is ignored from iOS 13, scenes or not.
        try w.device.home()
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(warnings(w) == ["UIApplicationExitsOnSuspend is ignored from iOS 13: the app suspends as usual"])
        // An API newer than the device crashes a scene app as it does any app.
        w.todoLog.extra.insert(.sceneWillEnterForeground)
        w.todoLog.hooks[.sceneWillEnterForeground] = { app in try app.use(.setBadgeCount) }
        try w.device.tap(w.todo)
        #expect(
            w.device.records.last { $0.kind == .crash }?.message?.contains(
                "appeared in iOS 16; this device runs iOS 14") == true)
        #expect(w.device.termination(of: w.todo)?.reason == .crash)
    }

    // MARK: Delegate methods and APIs by version

    @Test func aMethodTheVersionLacksIsNeverCalledAndWarnedOnce() throws {  // shouldSave: iOS 6
        let w = World(ios: 5)
        w.todoLog.extra = [.shouldSaveApplicationState, .shouldRestoreApplicationState]
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.tap(w.todo)
        #expect(!w.device.callbacks(of: w.todo).contains(.shouldSaveApplicationState))
        #expect(!w.device.hasRestorationArchive(w.todo))
        #expect(warnings(w).filter { $0.contains("StateApplication") || $0.contains("ApplicationState") }.count == 2)
        #expect(w.device.records.filter { $0.name == "application:shouldSaveApplicationState:" }.isEmpty)
    }

    @Test func anAPIBeforeItsVersionCrashesTheApp() throws {
        let w = World(ios: 3)
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.use(.applicationState) }
        try w.device.tap(w.todo)
        let crash = try #require(w.device.records.first { $0.kind == .crash })
        #expect(
            crash.message == "-[UIApplication applicationState]: unrecognized selector sent to instance"
                + " (applicationState appeared in iOS 4; this device runs iOS 3)")
        #expect(w.device.termination(of: w.todo)?.reason == .crash)
        #expect(w.device.termination(of: w.todo)?.code == "SIGABRT")
    }

    @Test(arguments: [(15, true), (16, false)])
    func setBadgeCountFromIOS16(ios: Int, crashes: Bool) throws {  // [S21]
        let w = World(ios: ios)
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.requestAuthorization([.badge])
            try app.setBadgeCount(4)
        }
        try w.device.tap(w.todo)
        #expect((w.device.termination(of: w.todo)?.reason == .crash) == crashes)
        #expect(w.device.badge(of: w.todo) == (crashes ? nil : 4))
    }

    @Test func theBadgePropertyIsDeprecatedFromIOS17() throws {
        let w = World(ios: 17)
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.requestAuthorization([.badge])
            try app.setBadge(1)
            try app.setBadge(app.badge + 1)
        }
        try w.device.tap(w.todo)
        #expect(w.device.badge(of: w.todo) == 2)
        #expect(
            warnings(w) == [
                "setApplicationIconBadgeNumber: is deprecated since iOS 17; use UNUserNotificationCenter setBadgeCount (application:setBadgeCount)"
            ])
    }

    @Test func theModelledRange() throws {
        #expect(try Profile.validated(ios: 2).ios == 2)
        #expect(try Profile.validated(ios: 27).ios == 27)
        for bad in [-1, 0, 1, 28, 99, Int.max] {
            #expect(throws: EngineError.unsupportedVersion(bad)) { try Profile.validated(ios: bad) }
        }
        #expect(
            "\(EngineError.unsupportedVersion(28))"
                == "iOS 28 is not modelled: choose a version from 2 (iPhone OS 2) to 27")
    }

    // MARK: Legacy launch (§3 Legacy)

    @Test func legacyDidFinishLaunchingInsteadOfTheOptionsForm() throws {
        let w = World(profile: Profile(), todoSpec: { $0.urlSchemes = ["todolist"] })
        w.todoLog.missing = [.didFinishLaunching]
        w.todoLog.extra = [.applicationDidFinishLaunching, .openURL]
        try w.device.openURL("todolist://item/4")
        #expect(
            w.todoLog.take() == [
                "willFinishLaunching:inactive", "applicationDidFinishLaunching:inactive",
                "N:DidFinishLaunching:inactive",
                "openURL:inactive", "didBecomeActive:active", "N:DidBecomeActive:active",
            ])
        #expect(w.todoLog.url?.string == "todolist://item/4")
    }

    @Test func iPhoneOS2HasOnlyTheLegacyLaunch() throws {
        let w = World(ios: 2)
        try w.device.tap(w.todo)
        #expect(w.device.callbacks(of: w.todo) == [.applicationDidFinishLaunching, .didBecomeActive])
        #expect(
            w.device.records.contains {
                $0.name == "applicationDidFinishLaunching:" && $0.field("implemented") == .bool(false)
            })
    }
}
