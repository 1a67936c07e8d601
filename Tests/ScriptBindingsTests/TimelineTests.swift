import Lifecycle
import ScriptBindings
import Testing

/// wait/at/after/run_until_idle, scenarios, crashes, errors and determinism.
@Suite struct TimelineTests {
    @Test func waitAtAfterInterleave() throws {
        let r = try run(
            """
            at(5, function() log("at", now()) end)
            after(2, function() log("after", now()); wait(10); log("after woke", now()) end)
            log("main", now())
            wait(3)
            log("main woke", now())
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["main 0.0", "after 2.0", "main woke 3.0", "at 5.0", "after woke 12.0"])
    }

    @Test func runUntilIdleRunsPendingWork() throws {
        let r = try run(
            loggingApp(
                extra: "didBecomeActive = function() dispatch.after(100, function() log('late', now()) end) end,")
                + "user.tap(todo)\nrun_until_idle()\nlog('idle', now())")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["late 100.0", "idle 100.0"])
    }

    @Test(arguments: [
        ("wait(-1)", "bad argument #1 to 'wait'"),
        ("wait('x')", "bad argument #1 to 'wait'"),
        ("wait(0/0)", "a finite number of seconds >= 0 expected"),
        ("wait(1); at(0, function() end)", "is in the past"),
        ("after(1)", "bad argument #2 to 'after'"),
        ("coroutine.wrap(function() wait(1) end)()", "must be called from the main chunk, a scenario body"),
        ("pcall(wait, 1); error('after pcall')", "after pcall"),
        ("scenario('a', function() end); scenario('a', function() end)", "declared twice"),
        ("local x = nil; x.y = 1", "attempt to index a nil value"),
    ])
    func timelineMistakes(code: String, message: String) throws {
        let r = try run(code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func waitInACallbackSuggestsDispatchAfter() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function() wait(1) end,") + "user.tap(todo)\nlog('goes on')")
        expectMisuse(r, "wait() cannot be used in app code")
        #expect(r.report?.contains("use dispatch.after(seconds, fn) instead") == true)
        #expect(r.report?.contains("stack traceback:") == true, "the misuse keeps its traceback")
    }

    @Test func errorInACallbackIsACrashAndTheScenarioGoesOn() throws {
        let r = try run(
            loggingApp(extra: "didEnterBackground = function() local t = nil; return t.x end,") + """
                user.tap(todo); user.home()
                expect.terminated(todo, "crash")
                user.tap(todo)
                expect.state(todo, "active")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        let crash = try #require(r.records(.crash).first)
        #expect(crash.app == "Todo")
        #expect(crash.at == "test.lua:3")
        #expect(crash.message?.contains("attempt to index a nil value") == true)
        #expect(crash.field("traceback")?.description.contains("test.lua:3") == true)
        #expect(r.records(.termination).map(\.reason) == ["crash"])
        #expect(r.records(.transition).contains { $0.from == "background" && $0.to == "notRunning" })
    }

    @Test func errorInTheBodyIsAScenarioError() throws {
        let results = try runAll(
            """
            scenario("fine", function() log("ok") end)
            scenario("broken", function()
              log("before")
              error("bad thing")
            end)
            """)
        #expect(results.map(\.name) == ["fine", "broken"])
        #expect(results[0].status == .passed)
        #expect(results[1].status == .error)
        #expect(results[1].location == "test.lua:4")
        #expect(results[1].report?.contains("bad thing") == true)
        #expect(results[1].report?.contains("stack traceback") == true)
        #expect(results[1].logs == ["before"])
    }

    @Test func syntaxErrorNamesTheLine() throws {
        let r = try run("log('a')\nlocal = 3")
        #expect(r.status == .error)
        #expect(r.report?.contains("test.lua:2") == true, "\(r.summary)")
    }

    @Test func scenariosRunOnFreshDevices() throws {
        let results = try runAll(
            loggingApp() + """
                local shared = 0
                scenario("one", function() shared = shared + 1; user.tap(todo); log(shared, todo.state) end)
                scenario("two", function() shared = shared + 1; log(shared, todo.state, now()) end)
                """)
        #expect(results.map(\.status) == [.passed, .passed])
        #expect(results[0].logs == ["1 active"])
        #expect(results[1].logs == ["1 notRunning 0.0"])
    }

    @Test func sameSourceAndSeedGiveIdenticalRecords() throws {
        let source =
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      dispatch.timer(0.5, function() log(math.random(1000)) end)
                    end,
                    """) + "user.tap(todo); wait(3); user.home(); wait(40); user.tap(todo); wait(2); log(math.random())"
        let a = try run(source, seed: 7)
        let b = try run(source, seed: 7)
        let c = try run(source, seed: 8)
        #expect(a.status == .passed, "\(a.summary)")
        #expect(a.records == b.records)
        #expect(a.records.map { TraceRecord.jsonLine($0) } == b.records.map { TraceRecord.jsonLine($0) })
        #expect(a.logs != c.logs)
    }

    /// Many prints, a long loop and 20,000 timer ticks all complete (their speed is the
    /// benchmark's: `applife-bench timeline`).
    @Test func printHeavyAndLongLoopsComplete() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function()
                      local timer; local n = 0
                      timer = dispatch.timer(0.001, function() n = n + 1; if n == 20000 then timer:cancel() end end)
                    end,
                    """) + """
                    for i = 1, 20000 do print("line", i) end
                    local s = 0
                    for i = 1, 5000000 do s = s + i end
                    log(s)
                    user.tap(todo); wait(30)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.count == 20001)
        #expect(r.logs.last == "12500002500000")
    }
}
