import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// `applife run` on plain scripts, with output and errors kept in memory.
@Suite struct ScriptRunTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        var path: String
    }

    /// Writes `source` to a temporary `name` and runs it.
    private func run(_ source: String, name: String = "script.lua", limits: RunLimits = RunLimits()) throws -> Run {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file(name)
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let status = ScriptRun.run(path: path, limits: limits, output: output, errors: errors)
        return Run(status: status, output: output.text, errors: errors.text, path: path)
    }

    @Test func helloPrints() throws {
        let result = try run("print('hello', 42)\nprint(1.5)")
        #expect(result.status == ExitStatus.success)
        #expect(result.output.contains("hello\t42 (at \(result.path):1)\n"))
        #expect(result.output.contains("1.5 (at \(result.path):2)\n"))
        #expect(result.output.hasSuffix("1 passed, 0 failed\n"))
        #expect(result.errors == "")
    }

    @Test func scriptErrorExitsTwoWithFileLineAndTraceback() throws {
        let result = try run(
            """
            local function check(n)
              if n > 1 then
                error('too big: ' .. n)
              end
            end
            check(5)
            """)
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.errors.contains("\(result.path):3: too big: 5"))
        #expect(result.errors.contains("stack traceback:"))
        #expect(result.errors.contains("\(result.path):6: in"))
        #expect(!result.errors.contains("[sandbox]"))
    }

    @Test func endlessLoopHitsTheTimeLimit() throws {
        var limits = RunLimits()
        limits.timeout = 0.3
        let result = try run("local n = 0\nwhile true do\n  n = n + 1\nend", limits: limits)
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.errors.contains("time limit"))
        #expect(result.errors.contains("\(result.path):"))
    }

    /// The hostile scripts of the foundation issue, through `applife run`:
    /// each ends with exit 2 and an error naming the script's file:line. The
    /// time limit is 0.5 s where it is the one under test, else 30 s, a
    /// backstop a busy machine cannot reach before the memory ceiling.
    @Test(arguments: [
        ("while true do end", "time limit"),
        ("local t = setmetatable({}, { __index = function(t, k) while true do end end })\nlocal x = t.x", "time limit"),
        ("local s = 'x'\nwhile true do s = s .. s end", "memory limit"),
        ("local t = {}\nfor i = 1, 1e9 do t[i] = i end", "memory limit"),
        ("local s = string.rep('x', 1 << 26)\nlocal u = string.rep(s, 64)", "memory limit"),
        // With 32 MB the Lua stack outgrows the memory ceiling before Lua's own
        // stack limit: either way a clear error at line 1.
        ("local function f() return 1 + f() end\nf()", "hostile.lua:1: "),
        ("local chunk = string.char(27) .. 'Lua'\nassert(load(chunk))", "binary chunk"),
        ("dofile()", "dofile is not available"),
        ("error(setmetatable({}, { __tostring = function() error('no') end }))", "error object is a table value"),
    ])
    func hostileScriptEndsWithExitTwoAndItsLine(source: String, message: String) throws {
        var limits = RunLimits()
        limits.timeout = message == "time limit" ? 0.5 : 30
        limits.memoryMegabytes = 32
        let result = try run(source, name: "hostile.lua", limits: limits)
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.contains("\(result.path):"), "\(result.errors)")
    }

    @Test func junitAndOutFilesHoldOneTestcasePerScenarioAndTheTrace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let directory = folder.path
        let script = folder.file("two.lua")
        try Data(
            """
            local todo = app { name = "Todo" }
            scenario("passes", function() user.tap(todo); expect.state(todo, "active") end)
            scenario("fails <here>", function() user.tap(todo); expect.state(todo, "suspended") end)
            """.utf8
        ).write(to: URL(fileURLWithPath: script))
        var settings = RunSettings()
        settings.junitPath = directory + "/junit.xml"
        settings.outPath = directory + "/trace.txt"
        let output = TextSink.memory()
        let status = ScriptRun.run(
            path: script, limits: RunLimits(), settings: settings, output: output, errors: .memory())
        #expect(status == ExitStatus.expectationFailed)
        // The trace went to the file: the console still shows each verdict.
        #expect(
            output.text == """
                PASS  passes
                FAIL  fails <here>  (\(script):3)
                    expect.state failed
                    expected Todo to be suspended, but it is active
                1 passed, 1 failed
                  FAIL  fails <here>  (\(script):3)  expect.state failed

                """)
        let xml = try String(contentsOfFile: directory + "/junit.xml", encoding: .utf8)
        #expect(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\""))
        #expect(xml.contains("<testcase classname=\"\(script)\" name=\"passes\"/>"))
        #expect(xml.contains("name=\"fails &lt;here&gt;\""))
        #expect(xml.contains("<failure message=\"at \(script):3\">expect.state failed"))
        let trace = try String(contentsOfFile: directory + "/trace.txt", encoding: .utf8)
        #expect(trace.contains("== scenario: passes\n"))
        #expect(trace.contains("FAIL  fails <here>  (\(script):3)"))
    }

    @Test func unreadablePathExitsTwo() throws {
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let path = "/nonexistent/applife/\(UUID().uuidString).lua"
        let status = ScriptRun.run(path: path, limits: RunLimits(), output: output, errors: errors)
        #expect(status == ExitStatus.usage)
        #expect(errors.text == "applife: cannot read '\(path)': no such file or not readable\n")
        #expect(output.text == "")
    }
}
