import LuaHost
import ScriptBindings
import Testing

/// How a scenario ended is data: a kind of error or a named limit, never a sentence a
/// reader has to search.
@Suite struct OutcomeTests {
    func outcome(_ source: String, _ configure: (inout RunOptions) -> Void = { _ in }) throws -> ScenarioOutcome {
        var options = RunOptions()
        configure(&options)
        let bytes = Array(source.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "t.lua", source: bytes, options: options) }
        return results[0].outcome
    }

    @Test func passedAndFailed() throws {
        #expect(try outcome("scenario('a', function() expect.equal(1, 1) end)") == .passed)
        guard
            case .expectationFailed(let report, let location) = try outcome(
                "scenario('a', function()\nexpect.equal(1, 2)\nend)")
        else {
            Issue.record("not a failed expectation")
            return
        }
        #expect(report.contains("expected 2, got 1"))
        #expect(location == "t.lua:2")
    }

    @Test func scriptErrorsSayWhatKind() throws {
        guard case .scriptError(let runtime) = try outcome("scenario('a', function()\nlocal x = nil; x.y = 1\nend)")
        else {
            Issue.record("not a script error")
            return
        }
        #expect(runtime.kind == .runtime)
        #expect(runtime.location == "t.lua:2")
        guard case .scriptError(let syntax) = try outcome("scenario('a', function(\nend")
        else {
            Issue.record("not a script error")
            return
        }
        #expect(syntax.kind == .syntax)
    }

    @Test(arguments: [
        ("while true do end", RunLimit.time, "time limit of 0.2 s exceeded"),
        ("local t = {} while true do t[#t + 1] = string.rep('x', 1000) end", .memory, "memory limit of 16 MB exceeded"),
        ("while true do print(string.rep('x', 1000)) end", .output, "output limit of 10000 bytes exceeded"),
        ("for i = 1, 1e9 do end", .instructions, "instruction budget of 1000000 exhausted"),
    ])
    func limitsAreNamed(source: String, limit: RunLimit, message: String) throws {
        let result = try outcome("scenario('a', function()\n\(source)\nend)") {
            $0.timeout = limit == .time ? 0.2 : 30
            $0.memoryLimit = 16 << 20
            $0.outputLimit = 10_000
            $0.maxInstructions = limit == .instructions ? 1_000_000 : nil
        }
        #expect(result.limit == limit)
        #expect(result.status == .error)
        #expect(result.location == "t.lua:2")
        #expect(result.report?.hasPrefix("t.lua:2: " + message) == true, "\(result)")
    }
}
