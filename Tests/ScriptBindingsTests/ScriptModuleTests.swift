import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// `RunOptions.modules`: a file a scenario reaches through a global (a lab's
/// `student()`), and `RunOptions.scenario`: one scenario by exact name.
@Suite struct ScriptModuleTests {
    func run(_ checks: String, student: String, scenario: String? = nil) throws -> [ScenarioResult] {
        var options = RunOptions()
        options.modules = [ScriptModule(function: "student", path: "work/mine.lua", source: Array(student.utf8))]
        options.scenario = scenario
        let bytes = Array(checks.utf8)
        return try LuaThread.run { try ScenarioRunner.run(path: "checks.lua", source: bytes, options: options) }
    }

    @Test func studentReturnsWhatTheFileReturnsOncePerState() throws {
        let results = try run(
            """
            local a, b = student()
            scenario("same table", function()
              expect.equal(student() == a, true, "same value")
              expect.equal(b, 2)
              expect.equal(a.loads, 1)
            end)
            """, student: "loads = (loads or 0) + 1\nreturn { loads = loads }, 2")
        #expect(results.map(\.status) == [.passed])
    }

    /// The student's file is the app's code: app code that asks for it gets a run of its
    /// own in each process (fresh file-level locals and globals), kept for that process;
    /// `student(app)` is what the running process got, nil once it is gone.
    @Test func inAppCodeTheFileRunsAnewInEveryProcess() throws {
        let results = try run(
            """
            local checks = student()
            local notes = app { name = "Notes", main = function()
              local m = student()
              return { delegate = { didBecomeActive = function() m.bump(); log(m.count(), m == student()) end } }
            end }
            scenario("per process", function()
              user.tap(notes); user.home(); user.tap(notes)
              expect.equal(student(notes).count(), 2)
              expect.equal(student(notes) == checks, false, "a run of its own")
              expect.equal(checks.count(), 0)
              user.switcher(); user.kill(notes); user.dismiss()
              expect.equal(student(notes), nil)
              user.tap(notes)
              expect.equal(student(notes).count(), 1)
              expect.equal(student() == checks, true, "the checks' own run, once")
              expect.equal(student(notes).runs, 1, "globals of its own")
            end)
            """,
            student: """
                local n = 0
                runs = (runs or 0) + 1
                return { bump = function() n = n + 1 end, count = function() return n end, runs = runs }
                """)
        #expect(results.first?.status == .passed, "\(results.first?.report ?? "")")
        let logs = results.first?.records.filter { $0.kind == .log && $0.name != "process" }.compactMap(\.message)
        #expect(logs == ["1 true", "2 true", "1 true"])
    }

    @Test func errorsNameTheStudentsFile() throws {
        let runtime = try run(
            "local m = student()\nscenario('x', function() end)", student: "local t = nil\nreturn t.x\n")
        #expect(runtime.first?.status == .error)
        #expect(runtime.first?.location == "work/mine.lua:2")
        let syntax = try run("scenario('x', function() end)", student: "return {\n")
        #expect(syntax.first?.status == .error)
        #expect(syntax.first?.report?.hasPrefix("work/mine.lua:") == true)
    }

    @Test func aCrashInTheStudentsDelegateNamesItsLine() throws {
        let results = try run(
            """
            local todo = app { name = "Todo", delegate = student() }
            scenario("launch", function() user.tap(todo) end)
            """, student: "return {\n  didFinishLaunching = function() error('nope') end,\n}\n")
        let crash = results.first?.records.first { $0.kind == .crash }
        #expect(crash.map { TraceRecord.textLine($0) }?.contains("work/mine.lua:2") == true)
    }

    @Test func scenarioSelectsOneByExactName() throws {
        let results = try run(
            """
            scenario("a", function() end)
            scenario("a b", function() end)
            """, student: "return 1", scenario: "a")
        #expect(results.map(\.name) == ["a"])
    }

    // MARK: The file under test cannot reach the checks

    /// A check that passes only when the student's answer is 42.
    static let strictCheck = """
        local answer = student()
        scenario("the answer", function() expect.equal(answer, 42, "answer") end)
        """

    @Test(arguments: [
        "expect.equal = function() end\nreturn 0",
        "rawset(expect, 'equal', function() end)\nreturn 0",
        "expect = { equal = function() end }\nreturn 0",
        "_G.expect = { equal = function() end }\nreturn 0",
        "load('expect = { equal = function() end }')()\nreturn 0",
        "pcall(function() expect.equal = function() end end)\nreturn 0",
        "string.format = function() return '42' end\nreturn 0",
    ])
    func replacingTheChecksFunctionsDoesNotPass(student: String) throws {
        let results = try run(Self.strictCheck, student: student, scenario: "the answer")
        #expect(results.first?.status != .passed, "\(student)")
    }

    @Test func librariesAreReadOnlyForTheStudent() throws {
        let results = try run(Self.strictCheck, student: "expect.equal = function() end\nreturn 42")
        #expect(results.first?.status == .error)
        #expect(
            results.first?.report?.hasPrefix(
                "work/mine.lua:1: expect is read-only in the file under test (expect.equal cannot be set)") == true)
    }

    @Test func theStudentSeesNoGlobalOfTheChecks() throws {
        let results = try run(
            """
            secret = 42
            local seen = student()
            scenario("x", function() expect.equal(seen, "nil table table", "seen") end)
            """, student: "return tostring(secret) .. ' ' .. type(_G) .. ' ' .. type(string)")
        #expect(results.first?.status == .passed, "\(results.first?.report ?? "")")
    }

    @Test func theStudentCannotDeclareScenarios() throws {
        let results = try run("student()\nscenario('x', function() end)", student: "scenario('x', function() end)")
        #expect(results.first?.report?.hasPrefix("work/mine.lua:1: scenario() is for the check file") == true)
    }

    @Test func aGlobalWrittenInTheStudentsAppCodeWarns() throws {
        let results = try run(
            """
            local todo = app { name = "Todo", delegate = student() }
            scenario("launch", function() user.tap(todo) end)
            """, student: "return { didFinishLaunching = function() counter = 1 end }")
        #expect(results.first?.warnings.contains { $0.hasPrefix("global 'counter' written in app code") } == true)
    }
}
