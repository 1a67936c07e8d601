import Testing
@testable import Lifecycle

/// Several windows on an iPad (scenes §A.8) and SwiftUI's phases (§B).
@Suite struct WindowTests {
    func ipad(_ configure: (inout Profile) -> Void = { _ in }) -> SceneWorld {
        SceneWorld(windows: true) {
            $0.idiom = .ipad
            configure(&$0)
        }
    }

    @Test func aSecondWindowAsksForAConfigurationAndPostsNoAppForeground() throws {
        let w = ipad()
        try w.device.tap(w.notes)
        _ = w.take()
        let second = try #require(try w.device.openWindow(w.notes))
        #expect(
            w.take() == [
                "configurationForConnecting:active", "sceneWillConnect:active", "N:UISceneWillConnect:active",
                "sceneWillEnterForeground:active", "N:UISceneWillEnterForeground:active",
                "sceneDidBecomeActive:active", "N:UISceneDidActivate:active",
                // the first window loses the focus and gets it back ([FL MultiScenes])
                "sceneWillResignActive:active", "N:UISceneWillDeactivate:active",
                "sceneDidBecomeActive:active", "N:UISceneDidActivate:active",
            ])
        #expect(w.device.scenes(of: w.notes).count == 2)
        #expect(w.device.state(of: second) == .foregroundActive)
    }

    @Test func focusedOnlyKeepsOneWindowActive() throws {
        let w = ipad { $0.ipadWindowFocus = .focusedOnly }
        try w.device.tap(w.notes)
        let first = w.scene
        let second = try #require(try w.device.openWindow(w.notes))
        #expect(w.device.state(of: first) == .foregroundInactive)
        _ = w.take()
        try w.device.focus(first)
        #expect(
            w.take() == [
                "sceneDidBecomeActive:active", "N:UISceneDidActivate:active",
                "sceneWillResignActive:active", "N:UISceneWillDeactivate:active",
            ])
        #expect(w.device.state(of: second) == .foregroundInactive)
        #expect(w.device.state(of: w.notes) == .active)
    }

    @Test func closingOneOfSeveralWindowsDiscardsItsSessionAtOnce() throws {
        let w = ipad()
        try w.device.tap(w.notes)
        let second = try #require(try w.device.openWindow(w.notes))
        _ = w.take()
        try w.device.closeWindow(second)
        #expect(
            w.take() == [
                "sceneWillResignActive:active", "N:UISceneWillDeactivate:active",
                "sceneDidEnterBackground:active", "N:UISceneDidEnterBackground:active",
                "sceneDidDisconnect:active", "N:UISceneDidDisconnect:active",
                "didDiscardSceneSessions:active",
            ])
        #expect(w.log.discarded == [["com.acme.notes.session-2"]])
        #expect(w.device.state(of: w.notes) == .active)
    }

    @Test func closingTheLastWindowEndsTheProcess() throws {  // [DH]
        let w = ipad()
        try w.device.tap(w.notes)
        try w.device.closeWindow(w.scene)
        #expect(w.device.state(of: w.notes) == .notRunning)
        #expect(w.device.termination(of: w.notes)?.reason == .user)
    }

    @Test func homeSendsEveryWindowToTheBackgroundWithOneAppNotification() throws {
        let w = ipad()
        try w.device.tap(w.notes)
        _ = try w.device.openWindow(w.notes)
        let mark = w.device.mark()
        try w.device.home()
        let app = w.device.records(since: mark).filter {
            $0.kind == .notification && $0.name!.hasPrefix("UIApplication")
        }
        #expect(
            app.map(\.name!) == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            ])
        #expect(w.device.scenes(of: w.notes).allSatisfy { w.device.state(of: $0) == .background })
    }

    @Test func windowsNeedAnIPadAndAnAppThatSupportsThem() throws {
        let phone = SceneWorld(windows: true)
        try phone.device.tap(phone.notes)
        #expect(throws: EngineError.self) { try phone.device.openWindow(phone.notes) }
        let single = SceneWorld { $0.idiom = .ipad }
        try single.device.tap(single.notes)
        #expect(throws: EngineError.self) { try single.device.openWindow(single.notes) }
        #expect(throws: EngineError.self) { try single.device.openWindow(single.mail) }
    }

    @Test func killingOneWindowFromTheSwitcher() throws {
        let w = ipad()
        try w.device.tap(w.notes)
        let second = try #require(try w.device.openWindow(w.notes))
        try w.device.openSwitcher()
        _ = w.take()
        try w.device.killScene(second)
        #expect(
            w.take() == [
                "sceneDidEnterBackground:inactive", "N:UISceneDidEnterBackground:inactive",
                "sceneDidDisconnect:inactive", "N:UISceneDidDisconnect:inactive",
                "didDiscardSceneSessions:inactive",
            ])
    }
}

@Suite struct SwiftUITests {
    func phases(_ w: SceneWorld) -> [String] {
        w.take().filter { $0.hasPrefix("scenePhase") || $0.hasPrefix("appPhase") }
    }

    @Test func phasesFollowTheSceneStates() throws {  // B.2
        let w = SceneWorld(lifeCycle: .swiftUI)
        w.log.extra.formUnion([.scenePhase, .appPhase])
        try w.device.tap(w.notes)
        #expect(phases(w) == ["scenePhase:inactive->active", "appPhase:inactive->active"])
        try w.device.home()
        #expect(
            phases(w) == [
                "scenePhase:active->inactive", "appPhase:active->inactive",
                "scenePhase:inactive->background", "appPhase:inactive->background",
            ])
        try w.device.tap(w.notes)
        #expect(
            phases(w) == [
                "scenePhase:background->inactive", "appPhase:background->inactive",
                "scenePhase:inactive->active", "appPhase:inactive->active",
            ])
        try w.device.controlCenter()
        try w.device.dismiss()
        #expect(
            phases(w) == [
                "scenePhase:active->inactive", "appPhase:active->inactive",
                "scenePhase:inactive->active", "appPhase:inactive->active",
            ])
        try w.device.openSwitcher()
        _ = w.take()
        try w.device.kill(w.notes)  // force-quit while active: inactive -> background
        #expect(phases(w) == ["scenePhase:inactive->background", "appPhase:inactive->background"])
    }

    @Test func phasesComeAfterTheUIKitCallbackUnlessTheSwitchSaysOtherwise() throws {  // B.3 switch
        for order in SwiftUIPhaseOrder.allCases {
            let w = SceneWorld(lifeCycle: .swiftUI) { $0.swiftUIPhaseOrder = order }
            w.log.extra.formUnion([.scenePhase, .appPhase])
            try w.device.tap(w.notes)
            let log = w.take()
            let phase = try #require(log.firstIndex(of: "scenePhase:inactive->active"))
            let callback = try #require(log.firstIndex(of: "sceneDidBecomeActive:inactive"))
            #expect((phase > callback) == (order == .afterUIKit))
        }
    }

    @Test func theAdaptorHearsNoForegroundOrBackgroundCallbacks() throws {  // B.3
        let w = SceneWorld(lifeCycle: .swiftUI)
        try w.device.tap(w.notes)
        try w.device.home()
        let adaptor = w.device.callbacks(of: w.notes).filter { $0.route.receiver == .appDelegate }
        #expect(!adaptor.contains(.didBecomeActive) && !adaptor.contains(.didEnterBackground))
        #expect(adaptor.contains(.didFinishLaunching))
    }

    @Test func onOpenURLGetsWarmAndColdURLs() throws {  // B.4
        let w = SceneWorld(lifeCycle: .swiftUI)
        w.log.extra.insert(.openURLAction)
        try w.device.openURL("notes://cold")
        #expect(w.take().contains("openURLAction:inactive"))
        try w.device.home()
        _ = w.take()
        try w.device.openURL("notes://warm")
        #expect(w.take().prefix(2) == ["sceneOpenURLContexts:background", "openURLAction:background"])
    }

    @Test(arguments: [SwiftUIColdUniversalLink.dropped, .delivered])
    func aColdUniversalLink(rule: SwiftUIColdUniversalLink) throws {  // B.4 FB17446617
        let w = SceneWorld(ios: 18, lifeCycle: .swiftUI) { $0.swiftUIColdUniversalLink = rule }
        w.log.extra.insert(.openURLAction)
        try w.device.continueActivity(
            w.notes, UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/n"))
        #expect(w.take().contains("openURLAction:inactive") == (rule == .delivered))
        #expect(w.device.records.contains { $0.message?.contains("FB17446617") == true } == (rule == .dropped))
    }
}
