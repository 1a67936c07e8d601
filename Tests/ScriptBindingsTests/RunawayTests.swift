import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// Runs that would never end or would flood: they stop early, at the user's line, with a
/// sentence that names the cause.
@Suite struct RunawayTests {
    @Test func runUntilIdleWithAForegroundTimerStopsAndNamesIt() throws {
        let r = try run(
            """
            local t = app { name = "T", delegate = { didFinishLaunching = function(a)
              dispatch.timer(1, function() log("tick") end); return true end } }
            scenario("idle", function()
              user.tap(t)
              run_until_idle()
            end)
            """)
        #expect(r.status == .error)
        #expect(r.location == "test.lua:5", "the line of run_until_idle: \(r.summary)")
        #expect(
            r.report?.contains(
                "run_until_idle() would never return: a repeating timer of T (every 1 s, started at test.lua:2)")
                == true,
            "\(r.summary)")
        #expect(r.logs.count == Device.neverIdleTicks, "it stops after a bounded number of ticks")
    }

    @Test func aTimerThatCancelsItselfLetsTheDeviceGoIdle() throws {
        let r = try run(
            """
            local t = app { name = "T", delegate = { didFinishLaunching = function(a)
              local n, timer = 0, nil
              timer = dispatch.timer(1, function() n = n + 1; if n == 5 then timer:cancel() end end); return true end } }
            user.tap(t)
            run_until_idle()
            log(now())
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["5.0"])
    }

    @Test func logRecordsCountTowardTheOutputLimit() throws {
        var options = RunOptions()
        options.outputLimit = 20_000
        let bytes = Array("local s = string.rep('x', 100)\nwhile true do log(s) end\n".utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        let r = results[0]
        #expect(r.outcome.limit == .output, "\(r.summary)")
        #expect(r.report?.contains("output limit") == true, "\(r.summary)")
        #expect(r.location == "test.lua:2")
        #expect(r.records.count < 200, "records past the limit are not kept for output")
    }

    @Test func timerRecordsCountTowardTheOutputLimitToo() throws {
        var options = RunOptions()
        options.outputLimit = 20_000
        let bytes = Array(
            """
            local t = app { name = "T", delegate = { didFinishLaunching = function(a)
              dispatch.timer(0.001, function() log("tick tick tick tick tick") end); return true end } }
            user.tap(t)
            wait(1e6)
            """.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        #expect(results[0].outcome.limit == .output, "\(results[0].summary)")
        #expect(results[0].records(.crash).isEmpty, "the stop is not shown as a crash of T")
    }

    /// Every limit error names a line of the script, even when the limit trips in host work
    /// (the engine's loop) or in the parser.
    @Test(arguments: [
        // A 1 ns timer: the time goes in the engine between its calls; the timer's function is named.
        (
            """
            local t = app { name = "T", delegate = { didFinishLaunching = function(a)
              dispatch.timer(1e-9, function() end); return true end } }
            scenario("s", function() user.tap(t) wait(1) end)
            """, "test.lua:2", "time limit of 2 s exceeded"
        ),
        // An observer that adds one more each time its notification is posted.
        (
            """
            local add
            add = function()
              notifications.observe("UIApplicationDidBecomeActiveNotification", function() add() end)
            end
            local t = app { name = "T", delegate = { didFinishLaunching = function(a) add(); return true end } }
            scenario("s", function() user.tap(t) for i = 1, 60 do user.home() user.tap(t) end end)
            """, "test.lua:3", "time limit of 2 s exceeded"
        ),
        // A table literal nested a million deep: the parser's C stack overflow.
        (
            "local t = " + String(repeating: "{", count: 1_000_000) + String(repeating: "}", count: 1_000_000),
            "test.lua:1", "C stack overflow"
        ),
    ])
    func limitErrorsNameTheScriptsLine(source: String, location: String, message: String) throws {
        var options = RunOptions()
        options.timeout = 2
        let bytes = Array(source.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        let r = try #require(results.first)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.location == location, "\(r.summary)")
        #expect(r.report?.hasPrefix("\(location): \(message)") == true, "\(r.summary)")
    }
}
