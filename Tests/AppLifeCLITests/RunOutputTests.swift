import Foundation
import Testing
@testable import AppLifeCLI

/// `applife run` as a person and a program read it: output
/// in order, errors inside their scenario's block, selection, machine-readable failures.
@Suite struct RunOutputTests {
    /// Writes `source` to a temporary file and runs it; stdout and stderr into one sink (as a
    /// terminal or `2>&1` shows them) unless `separate`.
    func run(
        _ source: String, settings: RunSettings = RunSettings(), separate: Bool = false
    ) throws -> (status: Int32, output: String, errors: String, path: String) {
        let directory = "/tmp/al-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/t.lua"
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let output = TextSink.memory()
        let errors = separate ? TextSink.memory() : output
        var settings = settings
        settings.colour = false
        let status = ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors)
        return (
            status, output.text.replacingOccurrences(of: directory + "/", with: ""),
            separate ? errors.text.replacingOccurrences(of: directory + "/", with: "") : "", path
        )
    }

    static let mixed = """
        local b = app { name = "B", delegate = { didBecomeActive = function() dispatch.after() end } }
        scenario("first", function() log("one") end)
        scenario("misuse", function() user.tap(b) end)
        scenario("last", function() log("three") end)
        """

    @Test func anErrorIsPrintedInsideItsScenariosBlock() throws {
        let r = try run(Self.mixed)
        #expect(r.status == ExitStatus.scriptError)
        let lines = r.output.split(separator: "\n").map(String.init)
        let error = try #require(lines.firstIndex { $0.hasPrefix("t.lua:1: bad argument #1 to 'after'") })
        let headline = try #require(lines.firstIndex(of: "ERROR misuse  (t.lua:1)"))
        let next = try #require(lines.firstIndex(of: "== scenario: last"))
        #expect(headline < error && error < next, "\(r.output)")
        #expect(
            lines.suffix(2) == [
                "2 passed, 0 failed, 1 error",
                "  ERROR misuse  (t.lua:1)  t.lua:1: bad argument #1 to 'after' (number expected, got no value)",
            ])
    }

    /// The failures of a run of many scenarios have scrolled away by its end: they are listed
    /// again under the summary, each with its file:line and the first line of its report.
    @Test func failuresAreListedAgainUnderTheSummary() throws {
        let source = """
            local a = app { name = "A", delegate = { didBecomeActive = function() error("boom") end } }
            scenario("passes", function() end)
            scenario("wrong state", function()
              expect.state(a, "active")
            end)
            scenario("crash", function() user.tap(a) end)
            scenario("error", function() nothing() end)
            """
        let r = try run(source)
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(4) == [
                "1 passed, 2 failed, 1 error (1 app crash)",
                "  FAIL  wrong state  (t.lua:4)  expect.state failed",
                "  FAIL  crash  (t.lua:1)  A crashed at 0.000 s: boom",
                "  ERROR error  (t.lua:7)  t.lua:7: attempt to call a nil value (global 'nothing')",
            ], "\(r.output)")
        var settings = RunSettings()
        settings.trace = .jsonl
        let json = try run(source, settings: settings, separate: true)
        #expect(
            json.errors.hasSuffix("  ERROR error  (t.lua:7)  t.lua:7: attempt to call a nil value (global 'nothing')\n")
        )
        #expect(!json.output.contains("  FAIL  wrong state"), "JSON Lines on stdout stay pure")
        let one = try run("scenario('sums', function()\nexpect.equal(1 + 1, 3)\nend)")
        #expect(one.output.hasSuffix("0 passed, 1 failed\n"), "one scenario: its verdict is right above")
    }

    @Test func aHugeOrHostileFailureStaysOneLine() throws {
        let r = try run(
            """
            scenario("one", function() end)
            scenario("two\\27[2J", function() error(string.rep("x", 100000) .. "\\n\\27[31mrest") end)
            """)
        let last = try #require(r.output.split(separator: "\n").last.map(String.init))
        #expect(last.hasPrefix("  ERROR two␛[2J  (t.lua:2)  t.lua:2: xxx"), "\(last.prefix(100))")
        #expect(last.hasSuffix("…") && last.count < 260, "\(last.count)")
    }

    /// `--watch` clears the screen and its scrollback before each run, so the terminal holds
    /// one run, its failures under its summary.
    @Test func watchClearsTheScreenBeforeEachRun() throws {
        let directory = "/tmp/al-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/t.lua"
        try Data("scenario('a', function() end)\nscenario('b', function() expect.equal(1, 2) end)\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let output = TextSink.memory()
        var settings = RunSettings()
        settings.colour = false
        let code = ScriptRun.runOnce(path, RunLimits(), settings, output, output, clear: true)
        #expect(code == ExitStatus.expectationFailed)
        #expect(output.text.hasPrefix("\u{1B}[H\u{1B}[2J\u{1B}[3J== scenario: a\n"), "\(output.text.prefix(40))")
        #expect(
            output.text.hasSuffix(
                "  FAIL  b  (\(path):2)  expect.equal failed\n\n[watching \(path): r re-run, q quit]\n"))
    }

    @Test func progressNumbersTheHeaders() throws {
        var settings = RunSettings()
        settings.progress = true
        let r = try run(Self.mixed, settings: settings)
        #expect(r.output.contains("== [1/3] scenario: first\n"))
        #expect(r.output.contains("== [3/3] scenario: last\n"))
    }

    @Test func traceNoneStillNamesEachScenarioAndItsFailure() throws {
        var settings = RunSettings()
        settings.trace = .none
        let r = try run("scenario('sums', function()\nexpect.equal(1 + 1, 3)\nend)", settings: settings, separate: true)
        #expect(r.status == ExitStatus.expectationFailed)
        #expect(
            r.output == """
                FAIL  sums  (t.lua:2)
                    expect.equal failed
                    expected 3, got 2
                0 passed, 1 failed

                """)
        #expect(r.errors == "")
    }

    @Test func jsonLinesResultsCarryTheReport() throws {
        var settings = RunSettings()
        settings.trace = .jsonl
        let r = try run("scenario('sums', function()\nexpect.equal(1 + 1, 3)\nend)", settings: settings, separate: true)
        #expect(
            r.output.contains(
                #"{"v":1,"kind":"result","name":"sums","status":"failed","reason":"expectation","at":"t.lua:2","message":"expect.equal failed\nexpected 3, got 2"}"#
            ))
        #expect(r.errors.hasPrefix("FAIL  sums  (t.lua:2)\n"), "a person watching stderr sees which scenario failed")
        #expect(r.errors.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func listShowsLinesAndNamesWithoutRunning() throws {
        var settings = RunSettings()
        settings.list = true
        let r = try run(Self.mixed, settings: settings)
        #expect(r.status == ExitStatus.success)
        #expect(r.output == "t.lua:2  first\nt.lua:3  misuse\nt.lua:4  last\n3 scenarios\n")
    }

    @Test func aSelectionThatMatchesNothingExitsTwo() throws {
        var settings = RunSettings()
        settings.filter = "nomatch"
        let r = try run(Self.mixed, settings: settings)
        #expect(r.status == ExitStatus.usage)
        #expect(r.output.hasPrefix("applife: "))
        #expect(
            r.output.contains(
                "no scenario name contains 'nomatch' (ignoring case); it declares: \"first\", \"misuse\", \"last\""))
    }

    @Test func aLineSelectsItsScenario() throws {
        var settings = RunSettings()
        settings.line = 4
        let r = try run(Self.mixed, settings: settings)
        #expect(r.output.contains("== scenario: last") && !r.output.contains("== scenario: first"))
    }

    @Test func unwritableReportsAreFoundBeforeAnythingRuns() throws {
        var settings = RunSettings()
        settings.junitPath = "/nonexistent-\(UUID().uuidString)/x.xml"
        let r = try run(Self.mixed, settings: settings)
        #expect(r.status == ExitStatus.usage)
        #expect(r.output.hasPrefix("applife: cannot write '\(settings.junitPath!)': its folder '/nonexistent-"))
    }

    @Test func aFolderIsNotAScenarioFile() throws {
        let errors = TextSink.memory()
        #expect(ScriptRun.run(path: "/tmp", limits: RunLimits(), output: .memory(), errors: errors) == ExitStatus.usage)
        #expect(errors.text == "applife: '/tmp' is a directory: give a scenario file (.lua)\n")
    }

    @Test func fileColonLineNamesAnExistingFile() throws {
        let path = "/tmp/al-target-\(UUID().uuidString.prefix(8)).lua"
        try Data("".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(RunTarget(path + ":12") == RunTarget(path + ":12"))
        #expect(RunTarget(path + ":12").path == path)
        #expect(RunTarget(path + ":12").line == 12)
        #expect(RunTarget(path).line == nil)
        #expect(RunTarget("/no/such.lua:3").line == nil, "a missing file is left for the run to report")
    }

    @Test func subcommandTyposGetASuggestion() {
        #expect(
            CommandSpelling.problem(["runn", "x.lua"], commands: ["run", "repl", "lab"])
                == "unknown command 'runn' (did you mean 'run'?)")
        #expect(CommandSpelling.problem(["run", "x.lua"], commands: ["run", "repl", "lab"]) == nil)
        #expect(CommandSpelling.problem(["--version"], commands: ["run"]) == nil)
        #expect(
            CommandSpelling.problem(["zzzzzz"], commands: ["run", "lab"])
                == "unknown command 'zzzzzz' (the commands are: run, lab)")
    }

    @Test func typesWritesTheEditorFilesAndKeepsOthers() throws {
        let directory = "/tmp/al-types-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(TypesCommand.run(directory: directory, output: output, errors: errors) == 0)
        #expect(FileManager.default.fileExists(atPath: directory + "/types/applife.d.lua"))
        #expect(output.text.contains("wrote       \(directory)/.luacheckrc"))
        #expect(TypesCommand.run(directory: directory, output: output, errors: errors) == 0, "again: up to date")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/.luarc.json"))
        #expect(TypesCommand.run(directory: directory, output: output, errors: errors) == ExitStatus.usage)
        #expect(errors.text.contains("was not written by applife types: --force replaces it"))
        #expect(TypesCommand.run(directory: directory, force: true, output: output, errors: errors) == 0)
        let chinese = TextSink.memory()
        #expect(TypesCommand.run(directory: directory, language: .zh, output: chinese, errors: errors) == 0)
        #expect(chinese.text.hasPrefix("已是最新    \(directory)/types/applife.d.lua\n"), "\(chinese.text)")
        #expect(chinese.text.contains("luacheck FILE.lua 用同样的名字检查一个文件。"))
    }
}
