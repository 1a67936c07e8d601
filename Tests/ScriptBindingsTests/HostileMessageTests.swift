import Lifecycle
import LuaHost
import Testing
@testable import ScriptBindings

/// Huge strings, shared tables and odd names: what the host keeps and prints
/// stays a few KB per message, counts against the output limit, and every
/// error names the script's file:line.
@Suite struct HostileMessageTests {
    private func hostile(
        _ source: String, outputLimit: Int = 8 << 20, memory: Int? = 512 << 20, maxRecords: Int? = 1_000_000
    ) throws -> ScenarioResult {
        var options = RunOptions()
        options.timeout = 30
        options.outputLimit = outputLimit
        options.memoryLimit = memory
        options.maxRecords = maxRecords
        let bytes = Array(source.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "hostile.lua", source: bytes, options: options) }
        return try #require(results.first)
    }

    @Test func logLinesAreCutToAFewKilobytes() throws {
        let result = try hostile(
            "local s = string.rep('x', 10 * 1024 * 1024)\nfor i = 1, 20 do log(s) end\nprint(s:sub(1, 5 * 1024 * 1024))"
        )
        #expect(result.status == .passed)
        #expect(result.logs.count == 21)
        #expect(result.logs.allSatisfy { $0.utf8.count < 4200 && $0.contains("bytes cut)") })
    }

    @Test func logLinesCountAgainstTheOutputLimit() throws {
        let result = try hostile(
            "local s = string.rep('x', 1024 * 1024)\nfor i = 1, 1000 do log(s) end", outputLimit: 100_000)
        #expect(result.status == .error)
        #expect(result.report?.hasPrefix("hostile.lua:2: output limit of 100000 bytes exceeded") == true)
    }

    @Test func aHugeErrorFromACallbackIsCut() throws {
        let result = try hostile(
            """
            local a = app{ name = "A", delegate = { didFinishLaunching = function() error(string.rep("y", 50 * 1024 * 1024)) end } }
            user.tap(a)
            """)
        let crash = try #require(result.records(.crash).first)
        #expect((crash.message?.utf8.count ?? 0) < 4200)
        #expect(crash.message?.hasPrefix("hostile.lua:1: yyy") == true || crash.message?.hasPrefix("yyy") == true)
    }

    @Test func aHugeScenarioErrorIsCut() throws {
        let result = try hostile("error(string.rep('z', 50 * 1024 * 1024))")
        #expect(result.status == .error)
        #expect((result.report?.utf8.count ?? 0) < 5000)
        #expect(result.report?.hasPrefix("hostile.lua:1: zzz") == true)
    }

    /// The bounded-text rule (TextBound): an invariant's name is a name, its message a message.
    @Test func aHugeInvariantNameIsRefusedAtItsLine() throws {
        let result = try hostile(
            """
            local a = app { name = "A" }
            invariant(string.rep("n", 100 * 1024 * 1024), function() return true end)
            """)
        #expect(result.status == .error)
        #expect(
            result.report?.hasPrefix(
                "hostile.lua:2: bad argument #1 to 'invariant' (invariant name is 104857600 bytes long; at most 200 are allowed)"
            ) == true,
            "\(result.summary)")
    }

    @Test func aHugeInvariantMessageIsCut() throws {
        let result = try hostile(
            """
            local a = app { name = "A" }
            invariant("big", function() return false, string.rep("m", 100 * 1024 * 1024) end)
            scenario("s", function() user.tap(a) end)
            """)
        #expect(result.status == .failed)
        #expect((result.report?.utf8.count ?? .max) < 5000, "\(result.report?.utf8.count ?? 0) bytes")
        #expect(result.report?.contains("bytes cut)") == true)
    }

    /// A background task's name is a name: each open task keeps its own, cut to 200 bytes.
    @Test func backgroundTaskNamesAreCut() throws {
        let result = try hostile(
            """
            local big = string.rep("n", 10 * 1024 * 1024)
            local a = app { name = "A", delegate = { didEnterBackground = function(application)
              for i = 1, 100 do application:beginBackgroundTask(big) end
            end } }
            user.tap(a)
            user.home()
            """)
        #expect(result.status == .passed, "\(result.summary)")
        let begun = result.records(.task).filter { $0.name == "begin" }
        #expect(begun.count == 100)
        #expect(begun.allSatisfy { ($0.message?.utf8.count ?? .max) < 300 }, "\(begun.first?.message ?? "")")
    }

    /// A title is a name: cut to 200 bytes, read without copying the rest, and what the
    /// windows keep counts against the memory limit.
    @Test func sceneTitlesAreCutAndCounted() throws {
        let result = try hostile(
            """
            device { idiom = "ipad" }
            local big = string.rep("t", 10 * 1024 * 1024)
            local notes = app { name = "Notes", life_cycle = "scenes", multiple_windows = true,
              scene_delegate = { willConnect = function(scene) scene.title = big; log(#scene.title) end } }
            for i = 1, 50 do user.open_window(notes) end
            """)
        #expect(result.status == .passed, "\(result.summary)")
        #expect(result.logs.count == 50)
        #expect(result.logs.allSatisfy { (Int($0) ?? .max) <= 200 }, "\(result.logs.prefix(3)) \(result.summary)")
    }

    @Test func tablesSharingSubtablesAreRefusedBeforeCopying() throws {
        // 31 tables, each holding the next twice: 2^30 paths.
        let result = try hostile("local t = {}\nfor i = 1, 31 do t = { t, t } end\nexpect.equal(t, t)")
        #expect(result.status == .error)
        #expect(result.report?.hasPrefix("hostile.lua:3: table too large to copy") == true)
    }

    @Test func sharedSubtablesAreCopiedOnceAndCompare() throws {
        let result = try hostile(
            "local s = { 1, 2 }\nexpect.equal({ s, s, x = s }, { { 1, 2 }, { 1, 2 }, x = { 1, 2 } })")
        #expect(result.status == .passed, "\(result.report ?? "")")
    }

    @Test func aCycleIsReportedAtTheCallersLine() throws {
        let result = try hostile("local t = {}\nt.t = t\nsystem.call(t)")
        #expect(result.report?.hasPrefix("hostile.lua:3: table contains a cycle") == true)
    }

    @Test func appNamesAreBoundedAndValidText() throws {
        let long = try hostile("app{ name = string.rep('n', 64 * 1024 * 1024) }")
        #expect(
            long.report?.hasPrefix("hostile.lua:1: app{}: field 'name' is 67108864 bytes long; at most 200") == true)
        let invalid = try hostile("app{ name = 'a\\255' }\napp{ name = 'a\\254' }")
        #expect(invalid.report?.hasPrefix("hostile.lua:1: app{}: field 'name' must be valid UTF-8 text") == true)
    }

    @Test func scenarioNamesAreValidTextAndUnique() throws {
        let invalid = try hostile("scenario('s\\255', function() end)")
        #expect(
            invalid.report?.hasPrefix("hostile.lua:1: bad argument #1 to 'scenario' (scenario name must be valid UTF-8")
                == true)
        let twice = try hostile("scenario('s', function() end)\nscenario('s', function() end)")
        #expect(twice.report?.hasPrefix("hostile.lua:2: scenario 's' is declared twice") == true)
    }

    @Test func scenarioInsideAScenarioOrCallbackIsAnError() throws {
        let inside = try hostile("scenario('outer', function() scenario('inner', function() end) end)")
        #expect(inside.status == .error)
        #expect(
            inside.report?.hasPrefix(
                "hostile.lua:1: scenario() must be called from the file's main chunk, not from inside a scenario")
                == true)
        let callback = try hostile(
            """
            local a = app{ name = "A", delegate = { didFinishLaunching = function() scenario('x', function() end) end } }
            user.tap(a)
            """)
        // In app code it is a misuse of applife: the run stops there (no simulated crash).
        #expect(callback.status == .error)
        #expect(callback.report?.contains("not from app code") == true, "\(callback.report ?? "")")
        #expect(callback.records(.crash).isEmpty)
    }

    @Test(arguments: [
        ("rawset(_G, 0/0, 1)", "hostile.lua:1: table index is NaN"),
        ("error()", "hostile.lua:1: (error object is a nil value)"),
        ("local function f() return string.gsub('x', 'x', f) end f()", "hostile.lua:1: C stack overflow"),
        ("os.date('%Ez')", "hostile.lua:1: bad argument #1 to 'date' (invalid conversion specifier '%Ez')"),
        ("load()", "hostile.lua:1: bad argument #1 to 'load' (function expected, got nil)"),
        (
            "collectgarbage('step', 'x')",
            "hostile.lua:1: bad argument #2 to 'collectgarbage' (number expected, got string)"
        ),
        ("math.randomseed('x')", "hostile.lua:1: bad argument #1 to 'randomseed' (number expected, got string)"),
        ("os.time{ year = 1 << 40, month = 1, day = 1 }", "hostile.lua:1: field 'year' is out-of-bound"),
        ("os.time{ year = 2^40, month = 1, day = 1 }", "hostile.lua:1: field 'year' is out-of-bound"),
        ("os.time{ year = 2000.5, month = 1, day = 1 }", "hostile.lua:1: field 'year' is not an integer"),
        ("local f = coroutine.wrap(function() end)\nf()\nf()", "hostile.lua:3: cannot resume dead coroutine"),
        ("tostring()", "hostile.lua:1: bad argument #1 to 'tostring' (value expected)"),
        ("after(0, function() rawset(_G, 0/0, 1) end)", "hostile.lua:1: table index is NaN"),
        ("local x = 1\ncoroutine.yield()", "hostile.lua:2: coroutine.yield() here would pause the scenario runner"),
    ])
    func errorsNameTheScriptsLine(source: String, message: String) throws {
        let result = try hostile(source)
        #expect(result.status == .error)
        #expect(result.report?.hasPrefix(message) == true, "\(result.report ?? "no report")")
        #expect(result.report?.contains("[sandbox]") == false)
    }

    @Test func aMemoryErrorInAStrandNamesItsLine() throws {
        let result = try hostile("after(1, function()\n  local s = string.rep('x', 1 << 30)\nend)", memory: 32 << 20)
        #expect(result.status == .error)
        #expect(
            result.report?.hasPrefix("hostile.lua:2: memory limit of 32 MB exceeded") == true, "\(result.report ?? "")")
    }

    @Test func theTraceCountsAgainstTheOutputLimit() throws {
        // A timer that logs every microsecond: the trace, not print, fills up.
        let result = try hostile(
            """
            local a = app{ name = "A", delegate = { didFinishLaunching = function()
              dispatch.timer(1e-6, function() log("tick") end)
            end } }
            user.tap(a)
            wait(1e6)
            """, outputLimit: 100_000)
        #expect(result.outcome.limit == .output, "\(result.outcome)")
        #expect(
            result.report?.hasPrefix("hostile.lua:2: output limit of 100000 bytes exceeded") == true,
            "\(result.report ?? "")")
        #expect(result.records.count < 2_000)
    }

    @Test func recordsAreCapped() throws {
        let result = try hostile(
            """
            local a = app{ name = "A" }
            for i = 1, 1e9 do user.tap(a); user.home() end
            """, maxRecords: 500)
        #expect(result.outcome.limit == .output)
        #expect(result.records.count == 500)
        #expect(result.location == "hostile.lua:2")
    }

    @Test func expectationReportsStayReadable() throws {
        // 100,000 entries: every row shown would make a report of megabytes.
        let result = try hostile(
            """
            local a = app{ name = "A" }
            user.tap(a)
            local list = {}
            for i = 1, 100000 do list[i] = "didBecomeActive" end
            expect.callbacks(a, list)
            """)
        #expect(result.status == .failed)
        let report = result.report ?? ""
        #expect(report.utf8.count < 64 << 10)
        #expect(report.contains("rows left out"))
        #expect(report.split(separator: "\n").allSatisfy { $0.count < 200 })
        // An entry of 10 MB names no callback: the error says so, cut.
        let huge = try hostile(
            """
            local a = app{ name = "A" }
            user.tap(a)
            expect.callbacks(a, { string.rep("z", 10 * 1024 * 1024) })
            """)
        #expect(huge.status == .error)
        #expect((huge.report ?? "").utf8.count < 64 << 10)
        let sequence = try hostile(
            """
            local a = app{ name = "A" }
            user.tap(a)
            local list = {}
            for i = 1, 100000 do list[i] = "didBecomeActive" end
            expect.sequence(a, list)
            """)
        #expect(sequence.status == .failed)
        #expect((sequence.report ?? "").utf8.count < 64 << 10)
        let equal = try hostile("local t = {} for i = 1, 500000 do t[i] = i end\nexpect.equal(t, {})")
        #expect((equal.report ?? "").utf8.count < 8 << 10, "\((equal.report ?? "").utf8.count)")
    }
}
