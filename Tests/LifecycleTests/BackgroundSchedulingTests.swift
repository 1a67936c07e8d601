import Testing
@testable import Lifecycle

/// Background fetch's minimum interval, BGTaskScheduler, and the system ending background
/// time early (facts §5.2, §5.4, §5.5).
@Suite struct BackgroundSchedulingTests {
    static let refresh = "com.acme.todolist.refresh"

    func systemLogs(_ w: World) -> [String] {
        w.device.records.filter { $0.kind == .log && $0.name == "system" }.compactMap(\.message)
    }

    // MARK: setMinimumBackgroundFetchInterval

    @Test func noFetchUntilTheAppAsksForOne() throws {  // [A2]: the default is Never
        let w = World(profile: Profile(), todoSpec: { $0.backgroundModes = ["fetch"] })
        w.todoLog.extra = [.performFetch]
        try w.device.backgroundFetch(w.todo)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(
            systemLogs(w) == [
                "not delivered: Todo never called setMinimumBackgroundFetchInterval (the default is Never)"
            ])
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setMinimumBackgroundFetchInterval(.seconds(3600)) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.backgroundFetch(w.todo)
        #expect(w.device.callbacks(of: w.todo).last == .performFetch)
        try w.device.advance(by: 600)
        try w.device.backgroundFetch(w.todo)  // too soon
        #expect(
            systemLogs(w).last
                == "not delivered: the minimum fetch interval (3600.0 s) has not passed since the last fetch")
        try w.device.advance(by: 3000)
        try w.device.backgroundFetch(w.todo)
        #expect(w.device.callbacks(of: w.todo).filter { $0 == .performFetch }.count == 2)
    }

    @Test func theIntervalOutlivesTheProcess() throws {
        let w = World(profile: Profile(), todoSpec: { $0.backgroundModes = ["fetch"] })
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setMinimumBackgroundFetchInterval(.minimum) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.memoryPressure(.warning)  // purged while suspended
        #expect(w.device.state(of: w.todo) == .notRunning)
        w.todoLog.hooks[.didFinishLaunching] = nil
        try w.device.backgroundFetch(w.todo)  // relaunched in the background for it
        #expect(w.device.callbacks(of: w.todo).suffix(3) == [.didFinishLaunching, .didEnterBackground, .performFetch])
    }

    @Test func taskIdentifiersDisableTheOldFetch() throws {  // [S13]
        let w = World(
            profile: Profile(),
            todoSpec: {
                $0.backgroundModes = ["fetch"]
                $0.taskIdentifiers = [Self.refresh]
            })
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setMinimumBackgroundFetchInterval(.minimum) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.backgroundFetch(w.todo)
        #expect(systemLogs(w).last?.contains("BGTaskSchedulerPermittedIdentifiers") == true)
        #expect(w.device.records.contains { $0.kind == .warning && $0.message?.contains("has no effect") == true })
    }

    @Test func fetchByVersion() throws {
        let six = World(ios: 6)
        #expect(throws: EngineError.self) { try six.device.backgroundFetch(six.todo) }
        let thirteen = World(ios: 13)
        thirteen.todoLog.hooks[.didFinishLaunching] = { app in try app.setMinimumBackgroundFetchInterval(.minimum) }
        try thirteen.device.tap(thirteen.todo)
        #expect(
            thirteen.device.records.contains {
                $0.kind == .warning
                    && $0.message
                        == "setMinimumBackgroundFetchInterval: is deprecated since iOS 13; use BGTaskScheduler with a BGAppRefreshTaskRequest"
            })
        let bad = World()
        bad.todoLog.hooks[.didFinishLaunching] = { app in try app.setMinimumBackgroundFetchInterval(.seconds(-1)) }
        try bad.device.tap(bad.todo)
        #expect(bad.device.termination(of: bad.todo)?.reason == .crash)
    }

    // MARK: BGTaskScheduler

    func taskWorld(modes: [String] = ["fetch", "processing"], register: Bool = true) -> World {
        let w = World(
            profile: Profile(),
            todoSpec: {
                $0.backgroundModes = modes
                $0.taskIdentifiers = [Self.refresh, "com.acme.todolist.clean", "com.acme.todolist.other"]
            })
        if register {
            w.todoLog.hooks[.didFinishLaunching] = { app in
                try app.registerTask(Self.refresh) { task in
                    try app.work(5) { task.setTaskCompleted(success: true) }
                }
                #expect(try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh)) == nil)
            }
        }
        return w
    }

    func tasks(_ w: World) -> [String] {
        w.device.records.filter { $0.kind == .task }.map { "\($0.name ?? "") \($0.message ?? "")" }
    }

    @Test func aRefreshTaskLaunchesTheAppInTheBackground() throws {
        let w = taskWorld()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.kill(w.todo, viaMemory: true)
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 6)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(
            tasks(w).suffix(4) == [
                "register \(Self.refresh)", "submit BGAppRefreshTaskRequest \(Self.refresh)",
                "launch BGAppRefreshTask \(Self.refresh)", "complete \(Self.refresh) (success: true)",
            ])
        // One run per request, taken off the list before the launch: the relaunch's own
        // submission is the next run; after that nothing is pending.
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        try w.device.advance(by: 6)
        #expect(tasks(w).filter { $0.hasPrefix("launch") }.count == 2)
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(systemLogs(w).last == "not delivered: no pending request for \(Self.refresh) (submit one first)")
    }

    @Test func expirationHandlerThenTheKill() throws {
        let w = taskWorld()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerTask(Self.refresh) { task in task.expirationHandler = { app.log("expiring") } }
            _ = try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        try w.device.advance(by: 25.5)
        #expect(w.device.records.contains { $0.kind == .log && $0.message == "expiring" })
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 5)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .backgroundTaskExpiry)
        #expect(end.code == "0x8badf00d")
        #expect(end.message == "0x8badf00d: BGAppRefreshTask \(Self.refresh) not completed before its time expired")
    }

    @Test func withoutAnExpirationHandlerTheTaskEndsUnsuccessfully() throws {  // [S13]
        let w = taskWorld()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerTask(Self.refresh) { _ in }
            _ = try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        try w.device.advance(by: 60)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(tasks(w).last == "complete \(Self.refresh): marked completed, unsuccessful (no expiration handler)")
    }

    @Test func registeringAfterTheLaunchIsAnException() throws {
        let w = taskWorld(register: false)
        w.todoLog.hooks[.didBecomeActive] = { app in try app.registerTask(Self.refresh) { _ in } }
        try w.device.tap(w.todo)
        let crash = try #require(w.device.records.first { $0.kind == .crash })
        #expect(
            crash.message == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason:"
                + " 'All launch handlers must be registered before application finishes launching'")
    }

    @Test func submitErrors() throws {
        let w = taskWorld(modes: ["fetch"], register: false)
        var errors: [TaskSubmitError?] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            errors.append(try app.submitTask(TaskRequest(identifier: "com.acme.unlisted", kind: .refresh)))
            errors.append(try app.submitTask(TaskRequest(identifier: "com.acme.todolist.clean", kind: .processing)))
            errors.append(try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh)))
            errors.append(try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh, earliestBegin: 60)))
            errors.append(try app.submitTask(TaskRequest(identifier: "com.acme.todolist.other", kind: .refresh)))
            #expect(throws: EngineError.self) {
                try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh, earliestBegin: .nan))
            }
        }
        try w.device.tap(w.todo)
        #expect(errors == [.notPermitted, .notPermitted, nil, nil, .tooManyPendingTaskRequests])
        #expect(w.device.apps[w.todo].scheduling.taskRequests.map(\.earliestBegin) == [60])  // resubmitting replaced it
        try w.device.home()
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(systemLogs(w).last == "not delivered: its earliest begin date is 60.0 s away")
    }

    @Test func aTaskWithNoRegisteredHandlerCrashesTheApp() throws {
        let w = taskWorld(register: false)
        w.todoLog.hooks[.didFinishLaunching] = { app in
            _ = try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(w.device.termination(of: w.todo)?.message?.contains("No launch handler registered") == true)
    }

    @Test func tasksByVersionAndAfterAForceQuit() throws {
        let twelve = World(ios: 12)
        #expect(throws: EngineError.self) { try twelve.device.runBackgroundTask(twelve.todo, identifier: "x") }
        twelve.todoLog.hooks[.didFinishLaunching] = { app in _ = try app.registerTask("x") { _ in } }
        try twelve.device.tap(twelve.todo)
        #expect(twelve.device.termination(of: twelve.todo)?.reason == .crash)

        let w = taskWorld()
        try w.device.tap(w.todo)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(w.device.state(of: w.todo) == .notRunning)
    }

    // MARK: The system ends background time early (§5.2 [S12][A4])

    @Test func expirationHandlersRunAtOnceThenTheTasksMustEnd() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in
            _ = app.beginBackgroundTask(name: "upload") { app.log("expired") }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 2)
        try w.device.endBackgroundTime(w.todo)
        #expect(w.device.records.last { $0.kind == .log }?.message == "expired")
        try w.device.advance(by: 5.1)
        #expect(w.device.termination(of: w.todo)?.reason == .backgroundTaskExpiry)
        #expect(w.device.termination(of: w.todo)?.time == .seconds(7))
    }

    @Test func orTheAppIsTerminatedAtOnce() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "upload") }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.endBackgroundTime(w.todo, terminating: true)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.code == "0x8badf00d")
        let idle = World()
        try idle.device.endBackgroundTime(idle.todo)
        #expect(systemLogs(idle) == ["nothing to end: Todo has no background task running"])
    }
}

extension Device {
    /// Ends a suspended app's process the way the system does (memory pressure).
    func kill(_ app: AppID, viaMemory: Bool) throws {
        try memoryPressure(.warning, needMB: memoryFootprint(of: app))
    }
}
