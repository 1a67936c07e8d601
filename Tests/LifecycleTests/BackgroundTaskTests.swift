import Testing
@testable import Lifecycle

@Suite struct BackgroundTaskTests {
    @Test(arguments: [(4, 600.0), (6, 600.0), (7, 180.0), (12, 180.0), (13, 30.0), (17, 30.0)])
    func budgetPerProfile(ios: Int, budget: Double) throws {  // C6
        let w = World(ios: ios)
        var inForeground = 0.0, inBackground = 0.0, later = 0.0
        w.todoLog.hooks[.didBecomeActive] = { app in inForeground = app.backgroundTimeRemaining }
        w.todoLog.hooks[.didEnterBackground] = { app in
            _ = app.beginBackgroundTask(name: "a")
            inBackground = app.backgroundTimeRemaining
            try app.after(10) { later = app.backgroundTimeRemaining }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 10)
        #expect(inForeground == Double.greatestFiniteMagnitude)
        #expect(inBackground == budget)
        #expect(later == budget - 10)
    }

    @Test func moreTasksDoNotExtendTheBudget() throws {  // §5.2 shared budget
        let w = World()
        var remaining: [Double] = []
        w.todoLog.hooks[.didEnterBackground] = { app in
            _ = app.beginBackgroundTask(name: "one")
            try app.after(20) {
                _ = app.beginBackgroundTask(name: "two")
                remaining.append(app.backgroundTimeRemaining)
            }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 20)
        #expect(remaining == [10])
    }

    @Test func expirationHandlerRunsBeforeDeadlineAndEndingSuspends() throws {  // §5.2
        let w = World()
        var expiredAt: VirtualTime?
        w.todoLog.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "save") {
                expiredAt = app.now
                #expect(app.state == .background)
                app.endBackgroundTask(id)
            }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 24.9)
        #expect(expiredAt == nil)
        try w.device.advance(by: 0.1)
        #expect(expiredAt == .seconds(25))  // 30 s budget, 5 s lead
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.termination(of: w.todo) == nil)
    }

    @Test func taskOpenAtDeadlineKillsTheApp() throws {  // §5.2, [E6]
        let w = World(ios: 12)
        w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "leak") }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 179)
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 1)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .backgroundTaskExpiry)
        #expect(end.time == .seconds(180))
        #expect(end.message == "0x8badf00d: has active assertions beyond permitted time")
        #expect(w.device.state(of: w.todo) == .notRunning)
        let tasks = w.device.records.filter { $0.kind == .task }.map { "\($0.name!) \($0.id!)" }
        #expect(tasks == ["begin 1", "expire 1"])
    }

    @Test func appSuspendsWhenItsLastTaskEnds() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in
            let a = app.beginBackgroundTask(name: "a")
            let b = app.beginBackgroundTask(name: "b")
            #expect(a != b && a != .invalid)
            try app.work(3) { app.endBackgroundTask(a) }
            try app.work(7) { app.endBackgroundTask(b) }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 5)
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 2)
        #expect(w.device.state(of: w.todo) == .suspended)
        let suspendedAt = w.device.records.last { $0.to == "suspended" }?.time
        #expect(suspendedAt == .seconds(7))
    }

    @Test func misuseIsAWarningNotACrash() throws {
        let w = World()
        w.device.currentLocation = { "todo.lua:12" }
        w.todoLog.hooks[.didEnterBackground] = { app in
            let id = app.beginBackgroundTask()
            app.endBackgroundTask(id)
            app.endBackgroundTask(id)
            app.endBackgroundTask(BackgroundTaskID(rawValue: 99))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        let warnings = w.device.records.filter { $0.kind == .warning }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.at == "todo.lua:12" })
        #expect(w.device.state(of: w.todo) == .suspended)
    }

    @Test func beginAfterExpirationOrWhenSuspendedIsInvalid() throws {
        let w = World()
        var late = BackgroundTaskID(rawValue: -1)
        w.todoLog.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask {
                late = app.beginBackgroundTask(name: "too late")
                app.endBackgroundTask(id)
            }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 30)
        #expect(late == .invalid)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.app.beginBackgroundTask() == .invalid)  // from the scenario, suspended
    }
}

@Suite struct WatchdogTests {
    @Test func didEnterBackgroundOverBudgetIsKilled() throws {  // §5.1
        let w = World()
        var after = false
        w.todoLog.hooks[.didEnterBackground] = { app in
            try app.busy(6)
            after = true
        }
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(!after)  // the process died while blocked
        try w.device.advance(by: 5)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .watchdog)
        #expect(end.time == .seconds(5))
        #expect(end.message?.hasPrefix("0x8badf00d") == true)
        #expect(w.device.records.filter { $0.kind == .crash }.isEmpty)
    }

    @Test func didEnterBackgroundWithinBudgetDelaysSuspension() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in try app.busy(4) }
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 4)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.termination(of: w.todo) == nil)
    }

    @Test func slowLaunchHitsTheLaunchWatchdog() throws {  // C7
        let w = World()
        w.todoLog.hooks[.willFinishLaunching] = { app in try app.busy(15) }
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.busy(6) }
        try w.device.tap(w.todo)
        try w.device.advance(by: 20)
        #expect(w.device.termination(of: w.todo)?.reason == .watchdog)
        #expect(w.device.termination(of: w.todo)?.time == .seconds(20))
        #expect(!w.device.callbacks(of: w.todo).contains(.didBecomeActive))
    }

    @Test func willTerminateOverBudgetIsKilledByWatchdog() throws {
        let w = World()
        w.todoLog.hooks[.willTerminate] = { app in try app.busy(10) }
        try w.device.tap(w.todo)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.advance(by: 5)
        #expect(w.device.termination(of: w.todo)?.reason == .watchdog)
    }

    @Test func busyBlockInForegroundTripsHangLimit() throws {
        let w = World()
        w.todoLog.hooks[.didBecomeActive] = { app in try app.after(1) { try app.busy(11) } }
        try w.device.tap(w.todo)
        try w.device.advance(by: 30)
        #expect(w.device.termination(of: w.todo)?.reason == .watchdog)
        #expect(w.device.termination(of: w.todo)?.time == .seconds(11))
    }
}
