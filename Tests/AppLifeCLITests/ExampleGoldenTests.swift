import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// Golden traces: every `examples/*.lua` (not `examples/pending/`) runs through
/// `applife run` with the default text trace and no colour, must pass (exit 0),
/// and must print exactly `Tests/AppLifeCLITests/Golden/<name>.txt`.
/// Re-record with `APPLIFE_RECORD=1 swift test --filter ExampleGolden` (see ``GoldenFile``).
@Suite("ExampleGolden")
struct ExampleGoldenTests {
    /// Runs one example as `applife run examples/NAME.lua` would from the
    /// repository root: paths in the output are relative to the root.
    static func run(_ name: String) -> (code: Int32, output: String, errors: String) {
        var settings = RunSettings()
        settings.colour = false
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(
            path: Repository.path("examples/\(name).lua"), limits: RunLimits(), settings: settings,
            output: output, errors: errors)
        return (code, Repository.relative(output.text), Repository.relative(errors.text))
    }

    static func golden(_ name: String) -> GoldenFile {
        GoldenFile("Tests/AppLifeCLITests/Golden/\(name).txt", filter: "ExampleGolden")
    }

    @Test("example matches its golden trace", arguments: Repository.exampleNames())
    func golden(_ name: String) {
        let (code, output, errors) = Self.run(name)
        #expect(code == 0, "examples/\(name).lua exited with \(code); stderr:\n\(errors)\nstdout:\n\(output)")
        Self.golden(name).check(output)
    }

    /// A file of apps and invariants without a scenario is for `applife explore`: `run`
    /// says so (exit 2) instead of passing with nothing run.
    @Test("an exploration example under run points at explore", arguments: Repository.explorationExampleNames())
    func explorationUnderRun(_ name: String) {
        let (code, output, errors) = Self.run(name)
        #expect(code == 2, "stdout:\n\(output)")
        #expect(errors.contains("examples/\(name).lua: nothing to run"), "\(errors)")
        #expect(errors.contains("applife explore examples/\(name).lua"), "\(errors)")
    }

    @Test func explorationExamplesExist() {
        #expect(Repository.explorationExampleNames().contains("explore-draft"))
    }

    @Test("same example twice gives identical bytes", arguments: Repository.exampleNames())
    func deterministic(_ name: String) {
        let first = Self.run(name)
        let second = Self.run(name)
        #expect(first.code == second.code)
        #expect(Array(first.output.utf8) == Array(second.output.utf8), "examples/\(name).lua: two runs differ")
        #expect(first.errors == second.errors)
    }
}
