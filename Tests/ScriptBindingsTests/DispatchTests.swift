import Lifecycle
import ScriptBindings
import Testing

/// `dispatch.*`, `busy`, `now`, `log` and `notifications.*` as app code uses them.
@Suite struct DispatchTests {
    @Test func asyncRunsAfterTheCallbackReturns() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      dispatch.async(function() log("async", a.state, now()) end)
                      log("callback")
                    end,
                    """) + "user.tap(todo)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["callback", "async active 0.0"])
    }

    @Test func afterRunsLater() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function() dispatch.after(2.5, function() log('late') end) end,")
                + "user.tap(todo); wait(5)")
        #expect(r.status == .passed, "\(r.summary)")
        let late = try #require(r.records(.log).first)
        #expect(late.message == "late")
        #expect(late.time == .seconds(2.5))
        #expect(late.app == "Todo")
    }

    @Test func timerTicksUntilCancelled() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function()
                      local n = 0
                      local timer
                      timer = dispatch.timer(1, function()
                        n = n + 1
                        log("tick", n, now())
                        if n == 3 then timer:cancel() end
                      end)
                      log(tostring(timer):match("^DispatchTimer") ~= nil)
                    end,
                    """) + "user.tap(todo); wait(10)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["true", "tick 1 1.0", "tick 2 2.0", "tick 3 3.0"])
    }

    @Test func timerWithStartAtOnce() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function()
                      local timer; timer = dispatch.timer(5, function() log("tick", now()); if now() >= 5 then timer:cancel() end end, 0)
                    end,
                    """) + "user.tap(todo); wait(20)")
        #expect(r.logs == ["tick 0.0", "tick 5.0"])
    }

    @Test func groupNotifiesWhenAllLeft() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function()
                      local g = dispatch.group()
                      g:enter(); g:enter()
                      dispatch.work(1, function() log("one"); g:leave() end)
                      dispatch.work(3, function() log("two"); g:leave() end)
                      g:notify(function() log("all", now()) end)
                    end,
                    """) + "user.tap(todo); wait(5)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["one", "two", "all 3.0"])
    }

    @Test func leavingMoreThanEnteredIsACrash() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function() dispatch.group():leave() end,") + "user.tap(todo)")
        #expect(r.records(.crash).count == 1)
        #expect(r.records(.termination).first?.reason == "crash")
    }

    @Test func workCompletesOnTheMainQueueAndFreezesWhileSuspended() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didFinishLaunching = function(a) dispatch.work(3, function() log("done", now(), a.state) end) end,
                    """) + "user.tap(todo); wait(1); user.home(); wait(10); user.tap(todo); wait(5)")
        #expect(r.status == .passed, "\(r.summary)")
        // 1 s ran before home; the app was suspended at once (no task), so 2 s remain after 11.
        #expect(r.logs == ["done 13.0 active"])
    }

    @Test(arguments: [
        "dispatch.async(function() end)", "dispatch.after(1, function() end)", "dispatch.timer(1, function() end)",
        "dispatch.group()", "dispatch.work(1, function() end)", "busy(1)",
        "notifications.observe('UIApplicationDidBecomeActiveNotification', function() end)",
    ])
    func appCodeFunctionsFromTheScenarioAreErrors(code: String) throws {
        let r = try run(code)
        #expect(r.status == .error)
        #expect(r.report?.contains("must be called from app code") == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test(arguments: [
        ("dispatch.after(-1, function() end)", "after"),
        ("dispatch.after(1)", "bad argument #2 to 'after'"),
        ("dispatch.async()", "bad argument #1 to 'async'"),
        ("dispatch.timer(0, function() end)", "timer"),
        ("dispatch.work('x', function() end)", "bad argument #1 to 'work'"),
        ("busy(-1)", "busy"),
        ("dispatch.asinc(function() end)", "did you mean 'dispatch.async'?"),
    ])
    func badArgumentsAreScriptErrors(code: String, message: String) throws {
        let r = try run(loggingApp(extra: "didBecomeActive = function() \(code) end,") + "user.tap(todo)")
        expectMisuse(r, message)
    }

    @Test func busyInDidEnterBackgroundTripsTheWatchdog() throws {
        let r = try run(
            loggingApp(extra: "didEnterBackground = function() busy(10) end,") + """
                user.tap(todo); user.home(); wait(1)
                expect.state(todo, "background")  -- blocked: the kill comes at the 5 s deadline
                wait(5)
                expect.terminated(todo, "watchdog")
                expect.state(todo, "notRunning")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.termination).map(\.reason) == ["watchdog"])
    }

    @Test func shortBusyIsFine() throws {
        let r = try run(
            loggingApp(extra: "didEnterBackground = function() busy(2); log(now()) end,")
                + "user.tap(todo); user.home(); wait(5)\nexpect.state(todo, 'suspended')")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["2.0"])
    }

    @Test func logJoinsValues() throws {
        let r = try run("log('a', 1, 2.5, true, nil, {} ~= nil)\nprint('p', 3)\nlog()")
        #expect(r.logs == ["a 1 2.5 true nil true", "p\t3", ""])
        #expect(r.records(.log).first?.at == "test.lua:1")
    }

    @Test func observeAndRemove() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didFinishLaunching = function()
                      local token
                      token = notifications.observe("UIApplicationDidEnterBackgroundNotification", function()
                        log("observed", now())
                        notifications.remove(token)
                      end)
                    end,
                    """) + "user.tap(todo); user.home(); wait(1); user.tap(todo); wait(1); user.home()")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["observed 0.0"])
    }

    @Test func unknownNotificationNameSuggestsTheNearest() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didFinishLaunching = function() notifications.observe("UIApplicationDidEnterBackground", function() end) end,
                    """) + "user.tap(todo)")
        expectMisuse(
            r,
            "unknown notification name 'UIApplicationDidEnterBackground' (did you mean 'UIApplicationDidEnterBackgroundNotification'?)"
        )
    }

    @Test(arguments: [
        "DidEnterBackground", "UIApplicationDidEnterBackground", "DidEnterBackgroundNotification",
        "UIApplicationDidEnterBakgroundNotification",
    ])
    func notificationSuggestionsForPartialNames(name: String) throws {
        let r = try run(
            loggingApp(extra: "didFinishLaunching = function() notifications.observe('\(name)', print) end,")
                + "user.tap(todo)")
        expectMisuse(r, "(did you mean 'UIApplicationDidEnterBackgroundNotification'?)")
    }

    @Test func removeNeedsAToken() throws {
        let r = try run("notifications.remove('token')")
        #expect(r.status == .error)
        #expect(r.report?.contains("bad argument #1 to 'remove'") == true, "\(r.summary)")
    }

    @Test func nothingRunsWhileSuspended() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didEnterBackground = function() dispatch.after(1, function() log("ran", now()) end) end,
                    """) + "user.tap(todo); user.home(); wait(100); user.tap(todo)")
        #expect(r.logs == ["ran 100.0"])
    }
}
