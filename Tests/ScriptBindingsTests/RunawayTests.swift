import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// Runs that would never end or would flood: they stop early, at the user's line, with a
/// sentence that names the cause.
@Suite struct RunawayTests {
    @Test func runUntilIdleWithAForegroundTimerStopsAndNamesIt() throws {
        let r = try run("""
            local t = app { name = "T", delegate = { didFinishLaunching = function(a)
              dispatch.timer(1, function() log("tick") end); return true end } }
            scenario("idle", function()
              user.tap(t)
              run_until_idle()
            end)
            """)
        #expect(r.status == .error)
        #expect(r.location == "test.lua:5", "the line of run_until_idle: \(r.summary)")
        #expect(r.report?.contains("run_until_idle() would never return: a repeating timer of T (every 1 s, started at test.lua:2)") == true,
                "\(r.summary)")
        #expect(r.logs.count == Device.neverIdleTicks, "it stops after a bounded number of ticks")
    }

    @Test func aTimerThatCancelsItselfLetsTheDeviceGoIdle() throws {
        let r = try run("""
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
        let bytes = Array("""
            local t = app { name = "T", delegate = { didFinishLaunching = function(a)
              dispatch.timer(0.001, function() log("tick tick tick tick tick") end); return true end } }
            user.tap(t)
            wait(1e6)
            """.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        #expect(results[0].outcome.limit == .output, "\(results[0].summary)")
        #expect(results[0].records(.crash).isEmpty, "the stop is not shown as a crash of T")
    }
}
