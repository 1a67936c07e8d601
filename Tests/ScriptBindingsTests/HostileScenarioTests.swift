import Lifecycle
import LuaHost
import Testing
@testable import ScriptBindings

/// Scenario files written to crash, hang or flood the host through the engine
/// API: each ends, in bounded time, with a result that names file:line.
@Suite struct HostileScenarioTests {
    /// Runs `source` as `hostile.lua` with a short time limit.
    private func hostile(_ source: String, timeout: Double = 0.5) throws -> ScenarioResult {
        var options = RunOptions()
        options.timeout = timeout
        let bytes = Array(source.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "hostile.lua", source: bytes, options: options) }
        return try #require(results.first)
    }

    @Test func timesPastTheEndOfTheClockSaturate() throws {
        let result = try hostile(
            """
            local a = app{ name = "A", delegate = { didEnterBackground = function(application)
              dispatch.after(1e308, function() end)
              dispatch.work(1e308, function() end)
              application:beginBackgroundTask("t")
            end } }
            for i = 1, 5 do wait(1e308) end
            user.tap(a)
            system.call{ after = 1e308, duration = 1e308, answer = true }
            at(1e308, function() end)
            after(1e308, function() end)
            user.home()
            wait(1e308)
            log(now())
            """)
        #expect(result.status == .passed, "\(result.report ?? "")")
        #expect(result.logs.last == "9223372036.8548")
    }

    @Test func aTimerStuckAtTheEndOfTheClockIsALoopLimit() throws {
        // The loop limit stops this, not the clock: the wall-clock limit is only a safety net,
        // generous because a million events take seconds in a debug build on a loaded machine.
        let result = try hostile(
            """
            local a = app{ name = "A", delegate = { didFinishLaunching = function() dispatch.timer(1e-9, function() end) end } }
            for i = 1, 5 do wait(1e308) end
            user.tap(a)
            """, timeout: 300)
        #expect(result.status == .error)
        #expect(result.location == "hostile.lua:3")
        #expect(result.report?.contains("work keeps being queued for the same instant") == true)
    }

    @Test func anAfterThatSchedulesItselfAtTheSameInstant() throws {
        // The wall-clock limit is only a safety net here: a million strands take about 15 s of
        // CPU in a debug build, several times that on a loaded machine.
        let result = try hostile("local function again() after(0, again) end\nagain()", timeout: 300)
        #expect(result.status == .error)
        #expect(result.location == "hostile.lua:1")
        #expect(result.report?.contains("1000000 at()/after() functions ran without virtual time moving on") == true)
    }

    @Test func anAfterThatSchedulesItselfAStepLater() throws {
        // Each strand is a fresh coroutine of a few instructions: the count
        // hook never fires; the runner's own deadline check stops it.
        let result = try hostile("local function again() after(1e-9, again) end\nagain()")
        #expect(result.status == .error)
        #expect(result.report?.hasPrefix("hostile.lua:1: time limit of 0.5 s exceeded") == true)
    }

    @Test func aLoopingCloserInTheMainChunk() throws {
        let result = try hostile(
            """
            local x <close> = setmetatable({}, { __close = function() while true do end end })
            while true do end
            """)
        #expect(result.status == .error)
        #expect(result.report?.hasPrefix("hostile.lua:2: time limit of 0.5 s exceeded") == true)
    }

    @Test func aStrandCannotCloseAnother() throws {
        let result = try hostile(
            """
            local main = coroutine.running()
            after(1, function() coroutine.close(main) end)
            wait(2)
            """)
        #expect(result.status == .error)
        #expect(result.report?.hasPrefix("hostile.lua:2: cannot close a coroutine of the scenario runner") == true)
    }

    @Test func callbacksThatAreCFunctionsAreTimed() throws {
        // A C function as a timer block runs no Lua instruction at all.
        let result = try hostile(
            """
            local a = app{ name = "A", delegate = { didFinishLaunching = function() dispatch.timer(1e-6, math.random) end } }
            user.tap(a)
            wait(1e6)
            """)
        #expect(result.status == .error)
        #expect(result.report?.contains("time limit of 0.5 s exceeded") == true)
    }

    /// A million app{} once took 1.3 GB and 16 s before anything ran: the device holds at most
    /// `Device.maxUserApps`, and the next app{} is an error at its line.
    @Test func aMillionAppsStopAtTheBound() throws {
        let result = try hostile(
            """
            local n = 0
            for i = 1, 1e6 do
              app{ name = "A" .. i }
              n = i
            end
            """, timeout: 120)
        #expect(result.status == .error, "\(result.summary)")
        #expect(
            result.report?.contains(
                "hostile.lua:3: cannot install A100001: a device holds at most 100000 apps here") == true,
            "\(result.report ?? "")")
    }

    @Test func manyAppsAndStrandsCostLinearTime() throws {
        // Each app{} once looked through every installed app, and each strand
        // through every waiting one: 20,000 of each took minutes.
        // (Apart: debug builds check the engine's invariants, over every app,
        // whenever time moves.)
        let apps = try hostile(
            """
            local apps = {}
            for i = 1, 20000 do apps[i] = app{ name = "A" .. i } end
            user.tap(apps[20000])
            expect.state(apps[20000], "active")
            """, timeout: 60)
        #expect(apps.status == .passed, "\(apps.report ?? "")")
        let strands = try hostile(
            """
            local a = app{ name = "A" }
            local ran = 0
            for i = 1, 20000 do after(i, function() ran = ran + 1 end) end
            user.tap(a)
            wait(30000)
            expect.equal(ran, 20000)
            """, timeout: 60)
        #expect(strands.status == .passed, "\(strands.report ?? "")")
    }

    @Test func resultsStreamOneScenarioAtATime() throws {
        // started: the main chunk, then each scenario; each finished comes
        // before the next scenario starts, with its own trace only.
        let source = Array(
            """
            for i = 1, 3 do scenario("s" .. i, function() log("in s" .. i) end) end
            """.utf8)
        let events = try LuaThread.run { () -> [String] in
            final class Log { var lines: [String] = [] }
            let log = Log()
            var events = RunEvents()
            events.stateReady = { _ in log.lines.append("started") }
            events.finished = { result in log.lines.append("\(result.name) \(result.logs)") }
            try ScenarioRunner.run(path: "s.lua", source: source, options: RunOptions(), events: events)
            return log.lines
        }
        #expect(
            events == [
                "started", "started", "s1 [\"in s1\"]", "started", "s2 [\"in s2\"]", "started", "s3 [\"in s3\"]",
            ])
    }
}
