import Testing
@testable import Lifecycle

/// Facts §7 (memory, jetsam) and §9 (state restoration).
@Suite struct MemoryAndRestorationTests {
    /// Todo (300 MB), Mail (100 MB), Notes (200 MB).
    static func memoryWorld() -> (World, AppID, RecordingDelegate) {
        let w = World(profile: Profile(), todoSpec: { $0.memoryMB = 300 }, mailSpec: { $0.memoryMB = 100 })
        let notesLog = RecordingDelegate()
        let notes = w.device.install(
            AppSpec(name: "Notes", bundleID: "com.acme.notes", memoryMB: 200, delegate: notesLog))
        return (w, notes, notesLog)
    }

    @Test func pressurePurgesSuspendedAppsLargestFirstSilently() throws {  // §7 [S14][A1]
        let (w, notes, _) = Self.memoryWorld()
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        try w.device.tap(notes)  // Todo and Mail suspended, Notes in front
        _ = w.todoLog.take()
        _ = w.mailLog.take()
        try w.device.memoryPressure(.warning, needMB: 250)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.state(of: w.mail) == .suspended)  // 300 MB were enough
        #expect(w.todoLog.take().isEmpty)
        #expect(w.device.termination(of: w.todo)?.reason == .jetsam)
        #expect(w.device.termination(of: w.todo)?.message == "vm-pageshortage: 300 MB reclaimed")
        #expect(!w.device.callbacks(of: notes).contains(.didReceiveMemoryWarning))
    }

    @Test func notEnoughThenRunningAppsAreWarned() throws {  // §2.9
        let (w, notes, notesLog) = Self.memoryWorld()
        w.mailLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "send") }
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        try w.device.tap(notes)  // Todo suspended, Mail running in the background
        _ = notesLog.take()
        _ = w.mailLog.take()
        try w.device.memoryPressure(.warning)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(notesLog.take() == ["didReceiveMemoryWarning:active", "N:DidReceiveMemoryWarning:active"])
        #expect(w.mailLog.take() == ["didReceiveMemoryWarning:background", "N:DidReceiveMemoryWarning:background"])
        #expect(w.device.state(of: w.mail) == .background)
    }

    @Test func criticalKillsRunningBackgroundAppsNotTheForeground() throws {  // §7
        let (w, notes, _) = Self.memoryWorld()
        w.mailLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "send") }
        try w.device.tap(w.mail)
        try w.device.tap(notes)
        try w.device.memoryPressure(.critical)
        #expect(w.device.state(of: w.mail) == .notRunning)
        #expect(w.device.termination(of: w.mail)?.reason == .jetsam)
        #expect(!w.device.callbacks(of: w.mail).contains(.willTerminate))
        #expect(w.device.state(of: notes) == .active)
    }

    @Test func foregroundAppOverItsLimitIsKilled() throws {  // §7 per-process-limit [S15]
        let w = World()
        w.todoLog.hooks[.didBecomeActive] = { app in try app.setMemoryFootprint(3000) }
        try w.device.tap(w.todo)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.reason == .jetsam)
        #expect(w.device.termination(of: w.todo)?.message == "per-process-limit: 3000 MB over the 2048 MB limit")
        #expect(!w.device.records.contains { $0.kind == .crash })
        #expect(w.device.memoryFootprint(of: w.todo) == 0)
    }

    @Test func everyTerminationHasAReason() throws {
        let (w, notes, _) = Self.memoryWorld()
        try w.device.tap(w.todo)
        try w.device.tap(notes)
        try w.device.memoryPressure(.critical)
        #expect(
            w.device.records.filter { $0.kind == .termination }.allSatisfy { $0.reason != nil && $0.message != nil })
    }

    // MARK: §9

    static func restorationWorld() -> World {
        let w = World()
        w.todoLog.extra = [.shouldSaveApplicationState, .shouldRestoreApplicationState]
        return w
    }

    @Test func saveAfterDidEnterBackgroundRestoreBetweenWillAndDidFinish() throws {
        let w = Self.restorationWorld()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.home()
        #expect(w.todoLog.take() == Seq.resign + Seq.background + ["shouldSaveApplicationState:background"])
        #expect(w.device.hasRestorationArchive(w.todo))
        try w.device.memoryPressure(.warning)  // purged silently: the archive survives
        try w.device.tap(w.todo)
        #expect(
            w.todoLog.take() == [
                "willFinishLaunching:inactive", "shouldRestoreApplicationState:inactive", "didFinishLaunching:inactive",
                "N:DidFinishLaunching:inactive", "didBecomeActive:active", "N:DidBecomeActive:active",
            ])
    }

    @Test func noArchiveNoRestoreQuestion() throws {
        let w = Self.restorationWorld()
        w.todoLog.saveAnswer = false
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.memoryPressure(.warning)
        try w.device.tap(w.todo)
        #expect(!w.device.callbacks(of: w.todo).contains(.shouldRestoreApplicationState))
    }

    @Test func userKillDeletesTheArchive() throws {
        let w = Self.restorationWorld()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        #expect(!w.device.hasRestorationArchive(w.todo))
        #expect(w.device.records.contains { $0.message == "restoration archive deleted: the user force-quit the app" })
    }

    @Test func twoLaunchCrashesDeleteTheArchive() throws {
        let w = Self.restorationWorld()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.memoryPressure(.warning)
        struct Boom: Error {}
        w.todoLog.hooks[.didFinishLaunching] = { _ in throw Boom() }
        try w.device.tap(w.todo)
        #expect(w.device.hasRestorationArchive(w.todo))  // one crash: kept
        try w.device.home()
        try w.device.tap(w.todo)
        #expect(!w.device.hasRestorationArchive(w.todo))
    }

    @Test func delegatesWithoutTheMethodsAreNotAsked() throws {  // opt-in, part-1 traces unchanged
        let w = World()
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(!w.device.records.contains { $0.name == "application:shouldSaveApplicationState:" })
        #expect(!w.device.hasRestorationArchive(w.todo))
    }
}
