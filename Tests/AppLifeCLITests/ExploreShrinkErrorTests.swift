import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// A misuse of applife in app code stops a run with an error at its line; explore shrinks it
/// like a violation and writes a counterexample that stops with the same error.
@Suite struct ExploreShrinkErrorTests {
    /// The second memory warning misuses `wait`: a walk of many steps shrinks to the launch
    /// and the two warnings.
    @Test func misuseErrorIsShrunkAndWrittenAsAReproducingScenario() throws {
        let result = try Fixtures.explore(
            """
            local warnings = 0
            app { name = "Notes", delegate = {
              didReceiveMemoryWarning = function(a)
                warnings = warnings + 1
                if warnings == 2 then wait(1) end
              end,
            } }
            """, runs: 50, strategy: "random", columns: 1000)
        #expect(result.status == ExitStatus.scriptError, "\(result.output)")
        #expect(result.output.contains("✗ the run stopped with an error at step 3 (random walk "), "\(result.output)")
        #expect(result.output.contains(" to 3 steps in "), "shrunk: \(result.output)")
        #expect(result.output.contains("explored.lua:5: wait() cannot be used in app code"), "\(result.output)")
        #expect(result.output.contains("(checked: `applife run` stops with the same error)"), "\(result.output)")
        let scenario = try #require(result.file("counterexample.lua"))
        #expect(
            scenario.hasSuffix(
                """
                scenario("counterexample: error", function()
                  user.tap("Notes")  -- 1
                  system.memory_warning()  -- 2
                  system.memory_warning()  -- 3
                end)

                """), "\(scenario)")
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(
            path: result.directory + "/counterexample.lua", limits: RunLimits(), output: output, errors: errors)
        #expect(code == ExitStatus.scriptError)
        #expect(errors.text.contains("explored.lua:5: wait() cannot be used in app code"), "\(errors.text)")
    }

    /// A limit is no reproducible error: the run that hit it is reported as it was.
    @Test func limitIsNotShrunk() throws {
        var limits = RunLimits()
        limits.maxInstructions = 200_000
        let result = try Fixtures.explore(
            """
            app { name = "Notes", delegate = {
              didReceiveMemoryWarning = function(a) while true do end end,
            } }
            """, runs: 50, strategy: "random", limits: limits)
        #expect(result.status == ExitStatus.scriptError, "\(result.output)")
        #expect(result.output.contains("✗ the run stopped with an error at step "), "\(result.output)")
        #expect(!result.output.contains("shrunk from"), "\(result.output)")
        #expect(result.file("counterexample.lua") == nil)
    }
}
