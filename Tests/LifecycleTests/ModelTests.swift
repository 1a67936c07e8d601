import Testing
@testable import Lifecycle

/// The model under the external state: a process phase per app, one implicit scene per
/// running sceneless app, the screen apart from both, and the device's invariants.
@Suite struct ModelTests {
    func phaseAndScene(_ w: World) -> String {
        let scene = w.device.scenes(of: w.todo).first
        return "\(w.device.phase(of: w.todo))/\(scene.map { "\(w.device.state(of: $0))" } ?? "none")"
    }

    @Test func theExternalStateIsDerivedFromPhaseAndScene() throws {
        let w = World()
        #expect(phaseAndScene(w) == "notRunning/none")
        try w.device.tap(w.todo)
        #expect(phaseAndScene(w) == "running/foregroundActive")
        #expect(w.device.foregroundApp == w.todo)
        try w.device.openSwitcher()
        #expect(phaseAndScene(w) == "running/foregroundInactive")
        #expect(w.device.state(of: w.todo) == .inactive)
        try w.device.switchTo(w.todo)
        try w.device.home()
        #expect(phaseAndScene(w) == "suspended/background")
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.foregroundApp == nil)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        #expect(phaseAndScene(w) == "notRunning/none")
    }

    @Test func everySceneAndStateCombinationDerivesAsDocumented() {
        #expect(AppState(phase: .running, mostActive: .foregroundActive) == .active)
        #expect(AppState(phase: .running, mostActive: .foregroundInactive) == .inactive)
        #expect(AppState(phase: .running, mostActive: .background) == .background)
        #expect(AppState(phase: .running, mostActive: .unattached) == .background)  // a scene app in a background launch
        #expect(AppState(phase: .suspended, mostActive: .background) == .suspended)
        #expect(AppState(phase: .notRunning, mostActive: .unattached) == .notRunning)
    }

    @Test func scenesAreNumberedPerAppAndNamedByTheirApp() throws {
        let w = World()
        #expect(w.device.scenes(of: w.mail).isEmpty)  // no process, no scene
        try w.device.tap(w.mail)
        let scene = w.device.scenes(of: w.mail)[0]
        #expect(scene.app == w.mail)
        #expect(scene.number == 1)
        #expect(w.device.name(of: scene) == "Mail#1")
        try w.device.tap(w.todo)
        #expect(w.device.scenes(of: w.todo)[0] != scene)
        try w.device.openSwitcher()
        try w.device.kill(w.mail)
        try w.device.dismiss()
        try w.device.tap(w.mail)
        #expect(w.device.scenes(of: w.mail) == [scene])  // a sceneless app's scene keeps its number
    }

    @Test func aHealthyDeviceKeepsItsInvariantsThroughEveryKindOfAction() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "save") { app.endBackgroundTask(id) }
            _ = try app.timer(every: 1) {}
        }
        let checks = w.device.invariantChecks
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        try w.device.lock()
        try w.device.unlock()
        try w.device.incomingCall(answer: true, after: 2, duration: 5)
        try w.device.advance(by: 10)
        try w.device.notificationCenter()
        try w.device.dismiss()
        try w.device.memoryPressure(.critical)
        try w.device.advance(by: 200)
        try w.device.reboot()
        #expect(w.device.invariantViolations() == [])
        #expect(w.device.invariantChecks > checks + 10)  // checked after each action and advance
    }

    @Test func brokenInvariantsAreNamed() throws {
        let w = World()
        try w.device.tap(w.todo)
        let scene = try #require(w.device.apps[w.todo].implicitScene)
        w.device.apps[w.todo].update(scene) { $0.state = .background }  // the scene moves, the app's state does not
        let problems = w.device.invariantViolations()
        #expect(problems.contains("Todo: state active but its process and scenes say background"))
        #expect(problems.contains("Todo#1 is on screen but background"))
    }

    @Test func workOfADeadProcessIsForgottenWithIt() throws {
        let w = World()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            _ = try app.timer(every: 1) {}
            try app.after(30) {}
        }
        try w.device.tap(w.todo)
        #expect(w.device.hasPendingEvents)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        #expect(!w.device.hasPendingEvents)
        #expect(w.device.invariantViolations() == [])
    }

    @Test func nothingIsLeftPendingWhereAScenarioEndsIdle() throws {
        let w = World(profile: Profile(ios: 17), todoSpec: { $0.backgroundModes = ["fetch", "remote-notification"] })
        w.todoLog.extra = [.performFetch, .didReceiveRemoteNotification]
        w.todoLog.answer = nil  // the hooks call the handlers later
        w.todoLog.hooks[.performFetch] = { app in try app.work(5) { w.todoLog.handlers.last?.call(.newData) } }
        w.todoLog.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "upload") { app.endBackgroundTask(id) }
            let timer = try app.timer(every: 1) {}
            try app.after(12) {
                timer.cancel()
                app.endBackgroundTask(id)
            }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.backgroundFetch(w.todo)
        try w.device.silentPush(w.todo)  // its handler is never called: the app is killed at the timeout
        try w.device.runUntilIdle()
        #expect(!w.device.hasPendingEvents)
        #expect(w.device.completions.values.allSatisfy { w.device.isAlive($0.process) })
        #expect(w.device.invariantViolations() == [])
    }
}
