import Testing
@testable import Lifecycle

/// A device with a scene app (Notes) and a sceneless one (Mail), both recorded.
struct SceneWorld {
    let device: Device
    let notes: AppID
    let mail: AppID
    let log: RecordingDelegate

    init(
        ios: Int = 17, lifeCycle: LifeCycle = .scenes, windows: Bool = false,
        configure: (inout Profile) -> Void = { _ in }
    ) {
        var profile = Profile(ios: ios)
        configure(&profile)
        device = Device(profile: profile)
        log = RecordingDelegate()
        log.extra = RecordingDelegate.scenes
        var spec = AppSpec(
            name: "Notes", bundleID: "com.acme.notes", backgroundModes: ["remote-notification", "location"],
            urlSchemes: ["notes"], lifeCycle: lifeCycle, multipleWindows: windows, delegate: log)
        spec.shortcutItems = World.quickActions
        notes = device.install(spec)
        mail = device.install(AppSpec(name: "Mail", bundleID: "com.acme.mail"))
    }

    var scene: SceneID { device.scenes(of: notes)[0] }
    func take() -> [String] { log.take() }
}

/// Scene sequences as one block each (scenes §A.14).
enum SceneSeq {
    static let launch = [
        "willFinishLaunching:background", "didFinishLaunching:background", "N:DidFinishLaunching:background",
    ]
    static let connect = ["sceneWillConnect:background", "N:UISceneWillConnect:background"]
    static let foreground = [
        "sceneWillEnterForeground:background", "N:UISceneWillEnterForeground:background",
        "N:WillEnterForeground:inactive",
    ]
    static let active = ["sceneDidBecomeActive:inactive", "N:UISceneDidActivate:inactive", "N:DidBecomeActive:active"]
    static let resign = [
        "sceneWillResignActive:active", "N:UISceneWillDeactivate:active", "N:WillResignActive:inactive",
    ]
    static let background = [
        "sceneDidEnterBackground:inactive", "N:UISceneDidEnterBackground:inactive", "N:DidEnterBackground:background",
    ]
    static let coldTap = launch + ["configurationForConnecting:background"] + connect + foreground + active
}

/// The default scene model, row by row (scenes §A.14), and what the app delegate keeps (facts §8.2).
@Suite struct SceneTests {
    @Test func coldTapLaunchesInTheBackgroundThenConnectsTheScene() throws {  // A.1
        let w = SceneWorld()
        try w.device.tap(w.notes)
        #expect(w.take() == SceneSeq.coldTap)
        #expect(w.device.state(of: w.notes) == .active)
        #expect(w.device.state(of: w.scene) == .foregroundActive)
        #expect(w.log.options == LaunchOptions())  // facts §8.2: no launch options
        let transitions = w.device.records.filter { $0.kind == .transition }.map {
            "\($0.scene ?? $0.app!) \($0.from!)->\($0.to!)"
        }
        #expect(
            transitions == [
                "Notes notRunning->background", "Notes#1 unattached->foregroundInactive", "Notes background->inactive",
                "Notes#1 foregroundInactive->foregroundActive", "Notes inactive->active",
            ])
    }

    @Test func homeAndReturn() throws {  // A.2
        let w = SceneWorld()
        try w.device.tap(w.notes)
        _ = w.take()
        try w.device.home()
        #expect(w.take() == SceneSeq.resign + SceneSeq.background)
        #expect(w.device.state(of: w.notes) == .suspended)
        #expect(w.device.state(of: w.scene) == .background)
        try w.device.tap(w.notes)
        #expect(w.take() == SceneSeq.foreground + SceneSeq.active)  // the same scene: no connection
        #expect(w.device.scenes(of: w.notes).count == 1)
    }

    @Test func theAppDelegateKeepsLaunchTerminationAndMemoryOnly() throws {  // facts §8.2
        let w = SceneWorld()
        try w.device.tap(w.notes)
        try w.device.home()
        try w.device.tap(w.notes)
        try w.device.memoryWarning()
        let appDelegate = w.device.callbacks(of: w.notes).filter { $0.route.receiver == .appDelegate }
        #expect(
            appDelegate == [
                .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didReceiveMemoryWarning,
            ])
    }

    @Test func lockAndUnlockAreHomeAndReturn() throws {  // A.3
        let w = SceneWorld()
        try w.device.tap(w.notes)
        _ = w.take()
        try w.device.lock()
        #expect(w.take() == SceneSeq.resign + SceneSeq.background)
        try w.device.unlock()
        #expect(w.take() == SceneSeq.foreground + SceneSeq.active)
    }

    @Test func panelsAndTheSwitcherResignOnly() throws {  // A.4
        let w = SceneWorld()
        try w.device.tap(w.notes)
        _ = w.take()
        try w.device.controlCenter()
        #expect(w.take() == SceneSeq.resign)
        try w.device.dismiss()
        #expect(
            w.take() == ["sceneDidBecomeActive:inactive", "N:UISceneDidActivate:inactive", "N:DidBecomeActive:active"])
        try w.device.openSwitcher()
        try w.device.switchTo(w.notes)
        #expect(w.take() == SceneSeq.resign + SceneSeq.active)
    }

    @Test func applicationStateLagsInsideSceneNotifications() throws {  // A.9 [GIO #215]
        let w = SceneWorld()
        try w.device.tap(w.notes)
        let reads = w.device.records.filter { $0.kind == .notification }.map { "\($0.name!):\($0.state!)" }
        #expect(reads.contains("UISceneDidActivateNotification:inactive"))
        #expect(reads.contains("UIApplicationDidBecomeActiveNotification:active"))
    }

    @Test(arguments: [SceneURLOrder.beforeForeground, .afterForeground])
    func warmURLReachesOpenURLContexts(order: SceneURLOrder) throws {  // A.6, C13
        let w = SceneWorld { $0.sceneURLOrder = order }
        try w.device.tap(w.notes)
        try w.device.home()
        _ = w.take()
        try w.device.openURL("notes://item/4")
        let url = ["sceneOpenURLContexts:background"]
        let expected =
            order == .beforeForeground
            ? url + SceneSeq.foreground + SceneSeq.active
            : SceneSeq.foreground + ["sceneOpenURLContexts:inactive"] + SceneSeq.active
        #expect(w.take() == expected)
        #expect(w.log.url?.string == "notes://item/4")
    }

    @Test func coldURLArrivesInTheConnectionOptionsOnly() throws {  // A.6
        let w = SceneWorld()
        try w.device.openURL("notes://item/4")
        #expect(!w.take().contains("sceneOpenURLContexts:background"))
        let options = try #require(w.log.connections.first?.options)
        #expect(options.urlContexts.map(\.url.string) == ["notes://item/4"])
        #expect(w.log.options == LaunchOptions())
    }

    @Test func warmUniversalLinkArrivesBetweenForegroundAndActive() throws {  // A.6
        let w = SceneWorld()
        try w.device.tap(w.notes)
        try w.device.home()
        _ = w.take()
        try w.device.continueActivity(
            w.notes, UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/n/4"))
        #expect(w.take() == SceneSeq.foreground + ["sceneContinueUserActivity:inactive"] + SceneSeq.active)
    }

    @Test func killFromTheSwitcherByDefault() throws {  // A.5, C12 disconnectAndDiscard
        let w = SceneWorld()
        try w.device.tap(w.notes)
        try w.device.openSwitcher()
        _ = w.take()
        try w.device.kill(w.notes)
        #expect(
            w.take() == SceneSeq.background + [
                "sceneDidDisconnect:background", "N:UISceneDidDisconnect:background",
                "didDiscardSceneSessions:background",
                "willTerminate:background", "N:WillTerminate:background",
            ])
        #expect(w.device.termination(of: w.notes)?.reason == .user)
        #expect(w.log.discarded == [["com.acme.notes.session-1"]])
    }

    @Test(arguments: [SceneSwitcherKill.backgroundOnly, .disconnectOnly])
    func killAlternatives(mode: SceneSwitcherKill) throws {  // C12
        let w = SceneWorld { $0.sceneSwitcherKill = mode }
        try w.device.tap(w.notes)
        try w.device.openSwitcher()
        _ = w.take()
        try w.device.kill(w.notes)
        let terminate = ["willTerminate:background", "N:WillTerminate:background"]
        switch mode {
        case .backgroundOnly: #expect(w.take() == SceneSeq.background + terminate)
        default:
            #expect(
                w.take() == [
                    "sceneDidDisconnect:inactive", "N:UISceneDidDisconnect:inactive",
                    "N:DidEnterBackground:background",
                ] + terminate)
        }
        // The sessions went all the same: the next launch reports them.
        try w.device.dismiss()
        try w.device.tap(w.notes)
        #expect(Array(w.take().prefix(4)) == SceneSeq.launch + ["didDiscardSceneSessions:background"])
    }

    @Test func killingASuspendedAppIsSilentAndReportedAtTheNextLaunch() throws {  // A.5
        let w = SceneWorld()
        try w.device.tap(w.notes)
        try w.device.home()
        try w.device.openSwitcher()
        _ = w.take()
        try w.device.kill(w.notes)
        #expect(w.take() == [])
        try w.device.dismiss()
        try w.device.tap(w.notes)
        #expect(
            w.take() == SceneSeq.launch + ["didDiscardSceneSessions:background"] + Array(SceneSeq.coldTap.dropFirst(3)))
    }

    @Test func aRelaunchReusesTheSessionWithoutAskingForAConfiguration() throws {  // A.1, C #7
        let w = SceneWorld()
        w.log.configurationName = "Editor"
        try w.device.tap(w.notes)
        try w.device.home()
        try w.device.memoryPressure(.warning)  // purges the suspended app; the session stays
        _ = w.take()
        try w.device.tap(w.notes)
        #expect(w.take() == SceneSeq.launch + SceneSeq.connect + SceneSeq.foreground + SceneSeq.active)
        #expect(w.log.connections.last?.session.configuration == "Editor")
    }

    @Test func restorationActivityIsSavedInTheBackgroundAndHandedBackAtTheNextConnection() throws {  // A.11
        let w = SceneWorld()
        w.log.extra.insert(.sceneStateRestorationActivity)
        w.log.restorationActivity = ["page": "3"]
        try w.device.tap(w.notes)
        try w.device.home()
        #expect(w.take().suffix(1) == ["sceneStateRestorationActivity:background"])
        try w.device.memoryPressure(.warning)
        try w.device.tap(w.notes)
        #expect(w.log.connections.last?.session.stateRestorationActivity == ["page": "3"])
        // A force-quit deletes it.
        try w.device.home()
        try w.device.openSwitcher()
        try w.device.kill(w.notes)
        try w.device.dismiss()
        try w.device.tap(w.notes)
        #expect(w.log.connections.last?.session.stateRestorationActivity == nil)
    }

    @Test func memoryReclaimDisconnectsButKeepsTheSession() throws {  // A.8, A.10
        let w = SceneWorld()
        try w.device.tap(w.notes)
        w.log.hooks[.sceneDidEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "save") { app.endBackgroundTask(id) }
        }
        try w.device.home()
        _ = w.take()
        try w.device.memoryPressure(.warning, needMB: 10)  // nothing suspended to purge: warn, then reclaim scenes
        #expect(
            w.take() == [
                "didReceiveMemoryWarning:background", "N:DidReceiveMemoryWarning:background",
                "sceneDidDisconnect:background", "N:UISceneDidDisconnect:background",
            ])
        #expect(w.device.scenes(of: w.notes).isEmpty)
        #expect(w.log.discarded.isEmpty)
        try w.device.tap(w.notes)  // a new scene for the kept session: no configuration asked
        #expect(w.take() == SceneSeq.connect + SceneSeq.foreground + SceneSeq.active)
    }

    @Test func backgroundLaunchConnectsNoSceneForAPush() throws {  // A.7
        let w = SceneWorld()
        try w.device.silentPush(w.notes)
        #expect(w.take() == SceneSeq.launch)
        #expect(w.device.scenes(of: w.notes).isEmpty)
        #expect(!w.device.notifications(of: w.notes).contains(AppNotification.willEnterForeground.rawValue))
    }

    @Test(arguments: [BackgroundLaunchScene.location, .never])
    func locationConnectsASceneInTheBackground(rule: BackgroundLaunchScene) throws {  // A.7 switch
        let w = SceneWorld { $0.backgroundLaunchConnectsScene = rule }
        try w.device.location(w.notes)
        let connected =
            ["configurationForConnecting:background"] + SceneSeq.connect
            + ["sceneDidEnterBackground:background", "N:UISceneDidEnterBackground:background"]
        #expect(w.take() == SceneSeq.launch + (rule == .location ? connected : []))
    }

    @Test func notificationsPerSceneWhenTheSwitchSaysSo() throws {  // A.9 switch
        let w = SceneWorld { $0.sceneAppNotifications = .perScene }
        try w.device.tap(w.notes)
        #expect(w.device.notifications(of: w.notes).filter { $0.hasPrefix("UIApplication") }.count == 3)
    }

    @Test func disconnectOnBackgroundWhenTheSwitchSaysSo() throws {  // C14
        let w = SceneWorld { $0.disconnectOnBackground = true }
        try w.device.tap(w.notes)
        _ = w.take()
        try w.device.home()
        #expect(
            w.take() == SceneSeq.resign + SceneSeq.background
                + ["sceneDidDisconnect:background", "N:UISceneDidDisconnect:background"])
    }

    @Test func willEnterForegroundNotificationOrderAppliesToScenes() throws {  // C1 carried over (A.2)
        let w = SceneWorld { $0.willEnterForegroundNotification = .beforeDelegate }
        try w.device.tap(w.notes)
        let log = w.take()
        let notification = try #require(log.firstIndex(of: "N:UISceneWillEnterForeground:background"))
        let callback = try #require(log.firstIndex(of: "sceneWillEnterForeground:background"))
        #expect(notification < callback)
    }

    /// iOS 12 ignores the scene manifest: the app delegate hears everything, no scene
    /// appears, and one warning says the scene delegate is never used.
    @Test func aSceneAppRunsItsAppDelegateBeforeIOS13() throws {
        let w = SceneWorld(ios: 12)
        #expect(w.device.lifeCycle(of: w.notes) == .app)
        try w.device.tap(w.notes)
        #expect(
            w.take() == [
                "willFinishLaunching:inactive", "didFinishLaunching:inactive", "N:DidFinishLaunching:inactive",
                "didBecomeActive:active", "N:DidBecomeActive:active",
            ])
        try w.device.home()
        #expect(
            w.take().prefix(3) == [
                "willResignActive:active", "N:WillResignActive:active", "didEnterBackground:background",
            ])
        #expect(w.device.records.allSatisfy { $0.scene == nil })
        let warnings = w.device.records.filter { $0.kind == .warning }.compactMap(\.message)
        #expect(
            warnings == [
                "iOS 12 ignores the scene manifest (UIApplicationSceneManifest arrived in iOS 13): Notes runs with its app "
                    + "delegate alone, and its scene delegate is never used"
            ])
        #expect(w.device.invariantViolations().isEmpty)
    }

    @Test func theLifeCycleFollowsTheIOSChosenBeforeAnythingRuns() throws {
        let device = Device(profile: Profile(ios: 17))
        let notes = try device.install(validating: AppSpec(name: "Notes", bundleID: "n", lifeCycle: .scenes))
        #expect(device.lifeCycle(of: notes) == .scenes)
        device.profile = Profile(ios: 12)
        #expect(device.lifeCycle(of: notes) == .app)
        device.profile = Profile(ios: 13)
        #expect(device.lifeCycle(of: notes) == .scenes)
        device.profile = Profile(ios: 2)
        #expect(device.lifeCycle(of: notes) == .app)
        #expect(device.records.filter { $0.kind == .warning }.count == 1, "one warning, however often the iOS changes")
        try device.tap(notes)
        device.profile = Profile(ios: 17)  // too late: the app runs
        #expect(device.lifeCycle(of: notes) == .app)
    }

    @Test func swiftUIAppsNeedIOS14() {
        let old = Device(profile: Profile(ios: 12))
        #expect(throws: EngineError.self) {
            try old.install(validating: AppSpec(name: "Todo", bundleID: "t", lifeCycle: .swiftUI))
        }
        let modern = Device(profile: Profile(ios: 17))
        _ = try? modern.install(validating: AppSpec(name: "Notes", bundleID: "n", lifeCycle: .swiftUI))
        #expect(
            modern.incompatibility(with: Profile(ios: 12))?.description.contains("'swiftui' needs iOS 14 or later")
                == true)
        // SwiftUI's App life cycle came a year after scenes (iOS 14).
        #expect(modern.incompatibility(with: Profile(ios: 13))?.description.contains("the device runs iOS 13") == true)
        #expect(modern.incompatibility(with: Profile(ios: 14)) == nil)
    }

    @Test(
        arguments: [
            (17, nil, nil), (18, nil, "This process does not adopt"), (26, nil, "will soon be required"),
            (27, 26, "will soon be required"), (27, nil, "crash"),
        ] as [(Int, Int?, String?)])
    func scenelessAppsOnNewSystems(ios: Int, sdk: Int?, expected: String?) throws {  // A.12
        let device = Device(profile: Profile(ios: ios))
        let todo = device.install(AppSpec(name: "Todo", bundleID: "t", sdk: sdk))
        try device.tap(todo)
        let warnings = device.records.filter { $0.kind == .warning }.compactMap(\.message)
        switch expected {
        case nil: #expect(warnings.isEmpty)
        case "crash"?:
            #expect(
                device.records.contains {
                    $0.kind == .crash && $0.message == "UIScene life cycle is required for apps built with this SDK"
                })
            #expect(device.state(of: todo) == .notRunning)
        case let text?: #expect(warnings.contains { $0.contains(text) }, "\(warnings)")
        }
    }
}

/// The rest of the world on a scene app: calls, quick actions, notification taps, prewarming,
/// reclaimed scenes of suspended apps.
@Suite struct SceneEventTests {
    @Test func anAcceptedCallSendsTheSceneToTheBackground() throws {
        let w = SceneWorld { $0.callRingResigns = true }
        try w.device.tap(w.notes)
        _ = w.take()
        try w.device.incomingCall(answer: true, after: 2, duration: 10)
        try w.device.advance(by: 20)
        #expect(w.take() == SceneSeq.resign + SceneSeq.background + SceneSeq.foreground + SceneSeq.active)
    }

    @Test func warmQuickActionAndNotificationTapArriveWhileInactive() throws {
        let w = SceneWorld()
        w.log.extra.insert(.didReceiveRemoteNotification)
        try w.device.tap(w.notes)
        try w.device.home()
        _ = w.take()
        try w.device.shortcut(w.notes, type: "com.acme.new")
        #expect(w.take() == SceneSeq.foreground + ["scenePerformActionForShortcutItem:inactive"] + SceneSeq.active)
        try w.device.home()
        _ = w.take()
        try w.device.tapNotification(w.notes, payload: ["aps.alert": "hi"])
        #expect(w.take() == SceneSeq.foreground + ["didReceiveRemoteNotification:inactive"] + SceneSeq.active)
    }

    @Test func coldQuickActionIsInTheConnectionOptions() throws {
        let w = SceneWorld()
        try w.device.shortcut(w.notes, type: "com.acme.new")
        #expect(w.log.connections.first?.options.shortcutItem?.type == "com.acme.new")
        #expect(!w.take().contains("scenePerformActionForShortcutItem:inactive"))
    }

    @Test(arguments: [false, true])
    func prewarm(runsLaunch: Bool) throws {  // C15
        let w = SceneWorld { $0.prewarmRunsLaunch = runsLaunch }
        try w.device.prewarm(w.notes)
        #expect(w.take() == (runsLaunch ? SceneSeq.launch : []))
        #expect(w.device.state(of: w.notes) == (runsLaunch ? .suspended : .notRunning))
        try w.device.advance(by: 3600)
        try w.device.tap(w.notes)
        let expected =
            runsLaunch
            ? ["configurationForConnecting:background"] + SceneSeq.connect + SceneSeq.foreground + SceneSeq.active
            : SceneSeq.coldTap
        #expect(w.take() == expected)
    }

    @Test func aSuspendedAppIsWokenToHearItsSceneDisconnect() throws {
        let w = SceneWorld()
        try w.device.tap(w.notes)
        try w.device.home()
        _ = w.take()
        try w.device.disconnectScene(w.scene)
        #expect(w.take() == ["sceneDidDisconnect:background", "N:UISceneDidDisconnect:background"])
        #expect(w.device.state(of: w.notes) == .suspended)
        #expect(w.device.scenes(of: w.notes).isEmpty)
    }

    @Test func memoryPressureLeavesScenesAloneWhenTheSwitchIsOff() throws {
        let w = SceneWorld { $0.memoryPressureDisconnectsScenes = false }
        try w.device.tap(w.notes)
        w.log.hooks[.sceneDidEnterBackground] = { app in _ = app.beginBackgroundTask(name: "keep") }
        try w.device.home()
        _ = w.take()
        try w.device.memoryPressure(.warning, needMB: 10)
        #expect(w.take() == ["didReceiveMemoryWarning:background", "N:DidReceiveMemoryWarning:background"])
        #expect(w.device.scenes(of: w.notes).count == 1)
    }
}
