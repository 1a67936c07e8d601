import Testing
@testable import Lifecycle

/// One test per sequence of facts §2.1-2.9, comparing exact callback + notification lists
/// with the applicationState read inside each.
@Suite struct SequenceTests {
    @Test(arguments: [4, 6, 12, 17])
    func coldLaunchFromIcon(ios: Int) throws {  // §2.1
        let w = World(ios: ios)
        try w.device.tap(w.todo)
        // willFinishLaunchingWithOptions: exists from iOS 6 on.
        let expected = ios >= 6 ? Seq.launch : Seq.launch.filter { !$0.hasPrefix("willFinishLaunching") }
        #expect(w.todoLog.take() == expected)
        #expect(w.device.state(of: w.todo) == .active)
        #expect(!w.device.callbacks(of: w.todo).contains(.willEnterForeground))
    }

    @Test func homeThenSuspendWithNoTask() throws {  // §2.2
        let w = World()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.home()
        #expect(w.todoLog.take() == Seq.resign + Seq.background)
        #expect(w.device.state(of: w.todo) == .suspended)
        let transitions = w.device.records.filter { $0.kind == .transition }.map { "\($0.from!)->\($0.to!)" }
        #expect(transitions.suffix(3) == ["active->inactive", "inactive->background", "background->suspended"])
    }

    @Test func reopenFromSuspended() throws {  // §2.3
        let w = World()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 60)
        _ = w.todoLog.take()
        try w.device.tap(w.todo)
        #expect(w.todoLog.take() == Seq.foreground + Seq.active)
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func reopenFromBackgroundWithTaskRunning() throws {  // §2.3
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "upload") }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 3)
        #expect(w.device.state(of: w.todo) == .background)
        _ = w.todoLog.take()
        try w.device.tap(w.todo)
        #expect(w.todoLog.take() == Seq.foreground + Seq.active)
    }

    @Test func willEnterForegroundNotificationOrderSwitch() throws {  // C1
        let w = try World { try $0.set("willEnterForegroundNotification", to: .string("beforeDelegate")) }
        try w.device.tap(w.todo)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.tap(w.todo)
        #expect(
            w.todoLog.take() == ["N:WillEnterForeground:background", "willEnterForeground:background"] + Seq.active)
    }

    @Test func lockAndUnlockIOS4ResignsOnly() throws {  // §2.4, C3
        let w = World(ios: 4)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.lock()
        #expect(w.todoLog.take() == Seq.resign)
        #expect(w.device.state(of: w.todo) == .inactive)
        try w.device.advance(by: 30)
        try w.device.unlock()
        #expect(w.todoLog.take() == Seq.active)
    }

    @Test(arguments: [(5, "inactive"), (6, "inactive"), (7, "background"), (12, "background"), (17, "background")])
    func lockAndUnlockIOS5Plus(ios: Int, stateInBackground: String) throws {  // §2.4, C3
        let w = World(ios: ios)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.lock()
        #expect(
            w.todoLog.take() == Seq.resign + [
                "didEnterBackground:\(stateInBackground)", "N:DidEnterBackground:\(stateInBackground)",
            ])
        #expect(w.device.state(of: w.todo) == .suspended)
        try w.device.unlock()
        #expect(w.todoLog.take() == Seq.foreground + Seq.active)
    }

    @Test(arguments: [false, true])
    func incomingCallDeclined(_ ignored: Bool) throws {  // §2.5
        let w = World(ios: 12)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.incomingCall(answer: ignored ? nil : false, after: 5)
        #expect(w.todoLog.take() == Seq.resign)
        #expect(w.device.state(of: w.todo) == .inactive)
        try w.device.advance(by: 5)
        #expect(w.todoLog.take() == Seq.active)
        #expect(!w.device.isCallInProgress)
        let action = w.device.records.last { $0.kind == .action }!.name
        #expect(action == (ignored ? "missedCall" : "declineCall"))
    }

    @Test func incomingCallAcceptedBackgroundsThenReturns() throws {  // §2.5, C4 iOS 4+
        let w = World(ios: 12)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.incomingCall(answer: true, after: 2, duration: 60)
        try w.device.advance(by: 2)
        #expect(w.todoLog.take() == Seq.resign + Seq.background)
        #expect(w.device.state(of: w.todo) == .suspended)
        try w.device.advance(by: 60)
        #expect(w.todoLog.take() == Seq.foreground + Seq.active)
    }

    @Test func incomingCallAcceptedIPhoneOS3Terminates() throws {  // C4
        let w = World(ios: 3)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.incomingCall(answer: true, after: 2, duration: 10)
        try w.device.advance(by: 2)
        #expect(w.todoLog.take() == Seq.resign + ["willTerminate:inactive", "N:WillTerminate:inactive"])
        #expect(w.device.termination(of: w.todo)?.reason == .system)
    }

    @Test func callBannerIOS14DoesNotResignUntilAccepted() throws {  // §2.5 banner (UNVERIFIED default)
        let w = World(ios: 17)
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.incomingCall(answer: false, after: 3)
        try w.device.advance(by: 3)
        #expect(w.todoLog.take() == [])
        try w.device.incomingCall(answer: true, after: 3, duration: 5)
        #expect(w.todoLog.take() == [])
        try w.device.advance(by: 3)
        #expect(w.todoLog.take() == Seq.resign + Seq.background)
    }

    @Test(arguments: ["nc", "cc"])
    func pullDownPanelAndDismiss(panel: String) throws {  // §2.6
        let w = World()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        if panel == "nc" { try w.device.notificationCenter() } else { try w.device.controlCenter() }
        #expect(w.todoLog.take() == Seq.resign)
        #expect(w.device.state(of: w.todo) == .inactive)
        try w.device.dismiss()
        #expect(w.todoLog.take() == Seq.active)
    }

    @Test func switcherBackToSameApp() throws {  // §2.7
        let w = World()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.openSwitcher()
        #expect(w.todoLog.take() == Seq.resign)
        #expect(w.app.state == .inactive)
        try w.device.switchTo(w.todo)
        #expect(w.todoLog.take() == Seq.active)
    }

    @Test func switcherToAnotherApp() throws {  // §2.7
        let w = World()
        try w.device.tap(w.mail)
        try w.device.home()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        _ = w.mailLog.take()
        try w.device.openSwitcher()
        try w.device.switchTo(w.mail)
        #expect(w.todoLog.take() == Seq.resign + Seq.background)
        #expect(w.mailLog.take() == Seq.foreground + Seq.active)
        #expect(w.device.foregroundApp == w.mail)
    }

    @Test func switcherThenHome() throws {  // §2.7
        let w = World()
        try w.device.tap(w.todo)
        try w.device.openSwitcher()
        _ = w.todoLog.take()
        try w.device.home()
        #expect(w.todoLog.take() == Seq.background)
    }

    @Test func killFrontmostFromSwitcher() throws {  // §2.8 C2 default (seed 002 is right here)
        let w = World()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        #expect(w.todoLog.take() == Seq.resign + Seq.background + Seq.terminate)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.reason == .user)
    }

    @Test func killBackgroundRunningAppFromSwitcher() throws {  // §2.8 C2
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "sync") }
        try w.device.tap(w.todo)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        #expect(w.todoLog.take() == Seq.terminate)
        #expect(w.device.termination(of: w.todo)?.reason == .user)
    }

    @Test func killSuspendedAppIsSilent() throws {  // §2.8, T9
        let w = World()
        try w.device.tap(w.todo)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        #expect(w.todoLog.take() == [])
        #expect(w.device.state(of: w.todo) == .notRunning)
    }

    @Test func killRunningAppSilentSwitch() throws {  // C2 alternative (guide 2017)
        let w = try World { try $0.set("switcherKill", to: .string("silent")) }
        try w.device.tap(w.todo)
        try w.device.openSwitcher()
        _ = w.todoLog.take()
        try w.device.kill(w.todo)
        #expect(w.todoLog.take() == [])
        #expect(w.device.termination(of: w.todo)?.reason == .user)
    }

    @Test func memoryWarningOnlyToRunningApps() throws {  // §2.9
        let w = World()
        try w.device.tap(w.mail)
        try w.device.home()  // Mail suspended
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        _ = w.mailLog.take()
        try w.device.memoryWarning()
        #expect(w.todoLog.take() == ["didReceiveMemoryWarning:active", "N:DidReceiveMemoryWarning:active"])
        #expect(w.mailLog.take() == [])
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func tappingAnotherAppMovesTheFirstOut() throws {  // multi-app
        let w = World()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.tap(w.mail)
        #expect(w.todoLog.take() == Seq.resign + Seq.background)
        #expect(w.mailLog.take() == Seq.launch)
        let order = w.device.records.filter { $0.kind == .callback }.suffix(4).prefix(3).map {
            "\($0.app!) \($0.name!)"
        }
        #expect(
            order == [
                "Todo applicationDidEnterBackground:", "Mail application:willFinishLaunchingWithOptions:",
                "Mail application:didFinishLaunchingWithOptions:",
            ])
    }

    @Test func rebootKillsEveryoneWithoutWillTerminate() throws {  // §1.2 reboot
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask() }
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        _ = w.todoLog.take()
        _ = w.mailLog.take()
        try w.device.reboot()
        #expect(w.todoLog.take() == [])
        #expect(w.mailLog.take() == [])
        #expect(w.device.termination(of: w.todo)?.reason == .reboot)
        #expect(w.device.termination(of: w.mail)?.reason == .reboot)
        try w.device.tap(w.todo)
        #expect(w.todoLog.take() == Seq.launch)
    }

    @Test func unimplementedMethodsAreTracedButNotCalled() throws {
        let w = World()
        w.todoLog.missing = [.didBecomeActive]
        try w.device.tap(w.todo)
        #expect(w.todoLog.take() == Array(Seq.launch.prefix(3)) + ["N:DidBecomeActive:active"])
        let cb = w.device.records.last { $0.kind == .callback }!
        #expect(cb.field("implemented") == .bool(false))
        #expect(w.device.callbacks(of: w.todo) == [.willFinishLaunching, .didFinishLaunching, .didBecomeActive])
    }
}

/// `user.screenshot()`: the app on screen hears UIApplicationUserDidTakeScreenshotNotification.
@Suite struct ScreenshotTests {
    private func screenshotNotices(_ w: World) -> [String] {
        w.device.records.filter {
            $0.kind == .notification && $0.name == AppNotification.userDidTakeScreenshot.rawValue
        }
        .map { "\($0.app ?? "-"):\($0.state ?? "-")" }
    }

    @Test func theAppOnScreenHearsIt() throws {
        let w = World()
        try w.device.tap(w.todo)
        try w.device.screenshot()
        try w.device.notificationCenter()
        try w.device.screenshot()  // still on screen, inactive under the panel
        #expect(screenshotNotices(w) == ["Todo:active", "Todo:inactive"])
        #expect(w.device.state(of: w.todo) == .inactive, "a screenshot changes no state")
    }

    @Test func noAppHearsItOnTheHomeOrLockScreen() throws {
        let w = World()
        try w.device.screenshot()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.screenshot()
        try w.device.tap(w.mail)
        try w.device.lock()
        try w.device.screenshot()
        #expect(screenshotNotices(w).isEmpty)
        #expect(w.device.records.filter { $0.kind == .action && $0.name == "screenshot" }.count == 3)
    }

    @Test func theNotificationCameWithIOS7() throws {
        let w = World(ios: 6)
        try w.device.tap(w.todo)
        #expect(
            throws: EngineError.notAvailable(
                action: "take a screenshot", feature: "the screenshot notification", since: 7, ios: 6)
        ) {
            try w.device.screenshot()
        }
        #expect(w.device.isPossible(.screenshot) == false)
        #expect(World(ios: 7).device.isPossible(.screenshot))
    }
}
