import Testing
@testable import Lifecycle

/// Every function that takes a time, with extreme values, from a clock at zero and from a
/// clock at the last representable instant: each returns or throws an engine error, none
/// traps (a trap would end the test process). Sums of times saturate at the end of the
/// clock (``Swift/Int64/later(by:)``).
@Suite struct TimeOverflowFuzzTests {
    static let extremes: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, 1e-9, 0.4e-9, 1, 1e9, 9.2e9, 1e18, 1e300, .greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, -1, -1e300,
    ]

    /// Clock positions to start from: zero, a century, and the very end of virtual time.
    static let starts: [VirtualTime] = [.zero, .seconds(3.2e9), VirtualTime(nanoseconds: .max - 1)]

    @Test(arguments: extremes)
    func appFunctionsTakeAnyTime(_ value: Double) throws {
        for start in Self.starts {
            let w = World.small()
            w.todoLog.hooks[.didFinishLaunching] = { app in
                try? app.after(value) {}
                _ = try? app.timer(every: value, start: value) {}
                _ = try? app.timer(every: 1, start: value) {}
                try? app.work(value) {}
                try? app.busy(value)
            }
            w.todoLog.hooks[.didEnterBackground] = { app in
                _ = app.beginBackgroundTask(name: "fuzz") {}
                try? app.after(value) {}
                try? app.busy(value)
            }
            try w.device.advance(to: start)
            try? w.device.tap(w.todo)
            try? w.device.advance(by: value)
            try? w.device.home()
            try? w.device.runUntilIdle(limit: 1_000)
            try? w.device.advance(by: value)
            try? w.device.tap(w.todo)
            try? w.device.advance(by: .seconds(value))
            #expect(w.device.now >= start)
        }
    }

    @Test(arguments: extremes)
    func deviceFunctionsTakeAnyTime(_ value: Double) throws {
        for start in Self.starts {
            let w = World.small()
            try w.device.advance(to: start)
            try? w.device.schedule(after: value) {}
            try? w.device.tap(w.todo)
            try? w.device.incomingCall(answer: true, after: value, duration: value)
            try? w.device.advance(by: value)
            try? w.device.runUntilIdle(limit: 1_000)
            try? w.device.incomingCall(answer: nil, after: value)
            try? w.device.advance(to: .seconds(value))
            try? w.device.location(w.todo)
            try? w.device.backgroundFetch(w.todo)
            try? w.device.silentPush(w.todo)
            try? w.device.lock()
            try? w.device.unlock()
            try? w.device.runUntilIdle(limit: 1_000)
            #expect(w.device.now >= start)
        }
    }

    @Test(arguments: extremes)
    func everyTimeSwitchTakesAnyTime(_ value: Double) throws {
        for name in Profile.switchNames {
            var profile = Profile(ios: 17)
            try? profile.set(name, to: .number(value))
            let w = World(profile: profile)
            w.device.sameInstantLimit = 1_000
            w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "fuzz") {} }
            try w.device.advance(to: VirtualTime(nanoseconds: .max - 1_000))
            try? w.device.tap(w.todo)
            try? w.device.home()
            try? w.device.location(w.todo)
            try? w.device.backgroundFetch(w.todo)
            try? w.device.runUntilIdle(limit: 1_000)
            try? w.device.tap(w.todo)
            try? w.device.kill(w.todo)
            #expect(w.device.invariantViolations() == [], "\(name) = \(value)")
            #expect(w.device.now >= VirtualTime(nanoseconds: .max - 1_000), "\(name) = \(value)")
        }
    }

    /// The scheduling functions that take a time: the fetch interval, a BGTask's earliest begin date,
    /// its run time and the early end of background time, with the resume budget.
    @Test(arguments: extremes)
    func backgroundSchedulingTakesAnyTime(_ value: Double) throws {
        for start in Self.starts {
            var profile = Profile(ios: 17)
            for name in ["refreshTaskTime", "processingTaskTime", "resumeWatchdog", "expirationLeadTime"] {
                try? profile.set(name, to: .number(value))
            }
            let w = World(
                profile: profile,
                todoSpec: {
                    $0.backgroundModes = ["fetch", "processing"]
                    $0.taskIdentifiers = ["refresh", "clean"]
                })
            w.device.sameInstantLimit = 1_000
            w.todoLog.hooks[.didFinishLaunching] = { app in
                try? app.setMinimumBackgroundFetchInterval(.seconds(value))
                _ = try? app.registerTask("refresh") { task in
                    try? app.after(value) { task.setTaskCompleted(success: true) }
                }
                _ = try? app.registerTask("clean") { _ in }
                _ = try? app.submitTask(TaskRequest(identifier: "refresh", kind: .refresh, earliestBegin: value))
                _ = try? app.submitTask(TaskRequest(identifier: "clean", kind: .processing, earliestBegin: -value))
            }
            w.todoLog.hooks[.willEnterForeground] = { app in try? app.busy(value) }
            try w.device.advance(to: start)
            try? w.device.tap(w.todo)
            try? w.device.home()
            try? w.device.advance(by: value)
            try? w.device.runBackgroundTask(w.todo, identifier: "refresh")
            try? w.device.runBackgroundTask(w.todo, identifier: "clean")
            try? w.device.endBackgroundTime(w.todo)
            try? w.device.runUntilIdle(limit: 1_000)
            try? w.device.tap(w.todo)
            try? w.device.advance(by: .seconds(value))
            try? w.device.backgroundFetch(w.todo)
            #expect(w.device.now >= start)
        }
    }

    /// A BGTask started late on the clock with a long run time: its deadline stays at the
    /// end of the clock (a wrapped sum would lie in the past and kill the app at once).
    @Test func aLateBGTaskKeepsItsTime() throws {
        var profile = Profile(ios: 17)
        try profile.set("refreshTaskTime", to: .number(5e9))
        let w = World(
            profile: profile,
            todoSpec: {
                $0.backgroundModes = ["fetch"]
                $0.taskIdentifiers = ["refresh"]
            })
        w.todoLog.hooks[.didFinishLaunching] = { app in
            _ = try app.registerTask("refresh") { _ in }
            _ = try app.submitTask(TaskRequest(identifier: "refresh", kind: .refresh, earliestBegin: 5e9))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(to: .seconds(5e9))
        try w.device.runBackgroundTask(w.todo, identifier: "refresh")  // its earliest date saturated too
        #expect(w.device.records.last { $0.kind == .task }?.name == "launch")
        try w.device.advance(by: 100)
        #expect(w.device.state(of: w.todo) == .background)
        #expect(w.device.termination(of: w.todo) == nil)
    }

    @Test func sumsSaturateAtTheEndOfTheClock() {
        #expect(Int64.max.later(by: 1) == .max)
        #expect(Int64(5).later(by: 7) == 12)
        #expect((VirtualTime(nanoseconds: .max - 3) + .seconds(1)).nanoseconds == .max)
        #expect((VirtualTime(nanoseconds: .min + 3) - .seconds(1)).nanoseconds == .min)
    }

    @Test func aTimerAtTheEndOfTheClockEndsInALoopLimit() throws {
        let w = World.small()
        w.todoLog.hooks[.didFinishLaunching] = { app in _ = try app.timer(every: 1e-9) {} }
        try w.device.advance(to: VirtualTime(nanoseconds: .max - 10))
        try w.device.tap(w.todo)
        // The ticks pile up at the last instant: the same-instant limit names them.
        #expect(throws: EngineError.self) { try w.device.advance(by: 1) }
    }
}

/// The trace's own limits: past them nothing more is recorded and time stops moving.
@Suite struct TraceLimitTests {
    @Test func recordsStopAtTheLimitAndAdvanceThrows() throws {
        let device = Device(trace: TraceOptions(keep: true, maxRecords: 10))
        let todo = device.install(AppSpec(name: "Todo", bundleID: "com.acme.todo", delegate: RecordingDelegate()))
        try? device.tap(todo)
        try? device.home()
        #expect(device.traceLimitReached)
        #expect(device.records.count == 10)
        #expect(throws: EngineError.self) { try device.advance(by: 1) }
        device.restartTraceLimits()
        #expect(!device.traceLimitReached)
    }

    @Test func bytesCountToo() throws {
        let device = Device(trace: TraceOptions(keep: true, maxBytes: 2_000))
        let todo = device.install(AppSpec(name: "Todo", bundleID: "com.acme.todo", delegate: RecordingDelegate()))
        for _ in 0..<100 { device.application(todo).log(String(repeating: "x", count: 100)) }
        #expect(device.traceLimitReached)
        #expect(device.records.count < 20)
    }
}

extension World {
    /// A world whose same-instant limit is small, so runaway timers end quickly.
    static func small() -> World {
        let w = World()
        w.device.sameInstantLimit = 1_000
        return w
    }
}
