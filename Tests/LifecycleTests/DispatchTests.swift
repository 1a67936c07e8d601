import Testing
@testable import Lifecycle

@Suite struct DispatchTests {
    @Test func timerStopsWhileSuspendedAndCoalescesOnWake() throws {
        let w = World()
        var ticks: [Double] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            _ = try app.timer(every: 1) { ticks.append(app.now.seconds) }
        }
        try w.device.tap(w.todo)
        try w.device.advance(by: 3.5)
        #expect(ticks == [1, 2, 3])
        try w.device.home()  // suspended at 3.5
        try w.device.advance(by: 100)
        #expect(ticks == [1, 2, 3])
        try w.device.tap(w.todo)  // 103.5: one coalesced tick, then back on the 1 s grid
        try w.device.advance(by: 2)
        #expect(ticks == [1, 2, 3, 103.5, 104, 105])
    }

    /// Seed 001: a 1 s badge counter started in didEnterBackground with a background task;
    /// it counts while the task keeps the app running and stops once it is suspended.
    @Test func seed001BadgeCounterStopsAtSuspension() throws {
        let w = World()
        try w.device.grant(w.todo, true)  // "Allow": one answer for every requested option
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge, .sound, .alert]) }
        w.todoLog.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "ApplicationTest") { app.endBackgroundTask(id) }
            try app.setBadge(0)
            _ = try app.timer(every: 1, start: 0) { try app.setBadge(app.badge + 1) }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 600)
        // Ticks at 0, 1, …, 25: the expiration handler at 25 ends the task; the tick due at
        // 25 was queued before the suspension check, so it still counts; then nothing.
        #expect(w.device.badge(of: w.todo) == 26)
        #expect(w.device.state(of: w.todo) == .suspended)
    }

    /// Seed 001's dispatch-group clean-up: two jobs, notify ends the task.
    @Test func groupNotifyRunsAfterEveryLeaveInOrder() throws {
        let w = World()
        var log: [String] = []
        w.todoLog.hooks[.didEnterBackground] = { app in
            let id = app.beginBackgroundTask(name: "cleanup")
            let group = try app.makeGroup()
            group.enter()
            try app.work(2) {
                log.append("save \(app.now.seconds)")
                try group.leave()
            }
            group.enter()
            try app.work(1) {
                log.append("upload \(app.now.seconds)")
                try group.leave()
            }
            try group.notify { log.append("notify1 \(app.now.seconds)") }
            try group.notify {
                log.append("notify2 \(app.now.seconds)")
                app.endBackgroundTask(id)
            }
            try app.after(2) { log.append("after2 \(app.now.seconds)") }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 5)
        // notify blocks are queued when the group empties (at 2, after save), so the
        // after(2) block queued earlier for the same instant runs first (FIFO).
        #expect(log == ["upload 1.0", "save 2.0", "after2 2.0", "notify1 2.0", "notify2 2.0"])
        #expect(w.device.state(of: w.todo) == .suspended)
    }

    @Test func unbalancedLeaveCrashes() throws {
        let w = World()
        w.todoLog.hooks[.didBecomeActive] = { app in try app.makeGroup().leave() }
        try w.device.tap(w.todo)
        #expect(w.device.termination(of: w.todo)?.reason == .crash)
        #expect(w.device.records.last { $0.kind == .crash }?.message?.contains("dispatch_group_leave") == true)
    }

    @Test func workIsFrozenWhileSuspended() throws {
        let w = World()
        var doneAt: Double?
        var started = false
        w.todoLog.hooks[.didBecomeActive] = { app in
            if !started { try app.work(10) { doneAt = app.now.seconds } }
            started = true
        }
        try w.device.tap(w.todo)
        try w.device.advance(by: 4)
        try w.device.home()  // suspended at 4 with 6 s of work left
        try w.device.advance(by: 100)
        #expect(doneAt == nil)
        try w.device.tap(w.todo)  // 104
        try w.device.advance(by: 10)
        #expect(doneAt == 110)
    }

    @Test func busyDelaysEverythingQueuedBehindIt() throws {
        let w = World()
        var log: [String] = []
        w.todoLog.hooks[.didBecomeActive] = { app in
            try app.after(1) { log.append("a \(app.now.seconds)") }
            try app.async {
                try app.busy(3)
                log.append("busy done \(app.now.seconds)")
            }
            try app.after(2) { log.append("b \(app.now.seconds)") }
        }
        try w.device.tap(w.todo)
        try w.device.advance(by: 5)
        #expect(log == ["busy done 3.0", "a 3.0", "b 3.0"])
    }

    @Test func cancelledTimerStops() throws {
        let w = World()
        var n = 0
        w.todoLog.hooks[.didBecomeActive] = { app in
            let t = try app.timer(every: 1) { n += 1 }
            try app.after(3.5) { t.cancel() }
        }
        try w.device.tap(w.todo)
        try w.device.advance(by: 10)
        #expect(n == 3)
        try w.device.runUntilIdle()
    }

    @Test func runUntilIdleWithRepeatingTimerEndsInClearError() throws {
        let w = World()
        w.todoLog.hooks[.didBecomeActive] = { app in _ = try app.timer(every: 1) {} }
        try w.device.tap(w.todo)
        #expect(throws: EngineError.self) { try w.device.runUntilIdle(limit: 100) }
        do { try w.device.runUntilIdle(limit: 100) } catch {
            #expect("\(error)".contains("timer"))
            #expect("\(error)".contains("Todo"))
        }
    }

    @Test func sameInstantRunawayLoopIsStopped() throws {
        let w = World()
        w.device.sameInstantLimit = 1000
        func again(_ app: Application) throws { try app.async { try again(app) } }
        w.todoLog.hooks[.didBecomeActive] = { app in try again(app) }
        #expect(throws: EngineError.self) { try w.device.tap(w.todo) }
    }

    @Test func observersCanUnsubscribe() throws {
        let w = World()
        w.todoLog.observeNotifications = false
        var seen: [String] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            var token: ObserverToken?
            token = try app.observe(AppNotification.didBecomeActive.rawValue) {
                seen.append("active")
                app.remove(token!)
            }
        }
        try w.device.tap(w.todo)
        try w.device.openSwitcher()
        try w.device.switchTo(w.todo)
        #expect(seen == ["active"])
    }

    @Test func appCodeCannotRunInASuspendedAppFromTheScenario() throws {
        let w = World()
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(throws: EngineError.appNotExecuting(app: "Todo", state: .suspended)) { try w.app.async {} }
        #expect(w.app.state == .background)  // never "suspended"
    }
}
