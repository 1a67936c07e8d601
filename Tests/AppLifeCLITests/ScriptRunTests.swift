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
        // A short path: Lua abbreviates chunk names longer than 60 bytes with "...".
        let directory = URL(fileURLWithPath: "/tmp/al-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
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
        let result = try run("""
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
