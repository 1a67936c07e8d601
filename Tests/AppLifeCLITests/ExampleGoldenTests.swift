import Foundation
import Testing
@testable import AppLifeCLI

/// Golden traces: every `examples/*.lua` (not `examples/pending/`) runs through
/// `applife run` with the default text trace and no colour, must pass (exit 0),
/// and must print exactly `Tests/AppLifeCLITests/Golden/<name>.txt`.
///
/// To record or re-record after an intended change, run
///
///     APPLIFE_RECORD=1 swift test --filter ExampleGolden
///
/// which writes the golden files and fails (so a recording run never passes by
/// accident), then review the diff with `git diff Tests/AppLifeCLITests/Golden`
/// and run the tests again without the variable.
@Suite("ExampleGolden")
struct ExampleGoldenTests {
    /// The repository root, from this file's path (Tests/AppLifeCLITests/...).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let goldenDirectory = root.appendingPathComponent("Tests/AppLifeCLITests/Golden")

    /// `home-and-return`, `seed000-transitions`, ...: every examples/*.lua, sorted.
    static func exampleNames() -> [String] {
        let directory = root.appendingPathComponent("examples").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["APPLIFE_RECORD"] == "1" }

    /// Runs one example as `applife run examples/NAME.lua` would from the
    /// repository root: paths in the output are relative to the root.
    static func run(_ name: String) -> (code: Int32, output: String, errors: String) {
        let path = root.appendingPathComponent("examples/\(name).lua").path
        var settings = RunSettings()
        settings.colour = false
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors)
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return (code, output.text.replacingOccurrences(of: prefix, with: ""),
                errors.text.replacingOccurrences(of: prefix, with: ""))
    }

    @Test func examplesExist() {
        #expect(Self.exampleNames().contains("home-and-return"))
        #expect(Self.exampleNames().count >= 6, "expected the home-and-return and seed examples")
    }

    @Test("example matches its golden trace", arguments: exampleNames())
    func golden(_ name: String) throws {
        let (code, output, errors) = Self.run(name)
        #expect(code == 0, "examples/\(name).lua exited with \(code); stderr:\n\(errors)\nstdout:\n\(output)")
        let golden = Self.goldenDirectory.appendingPathComponent("\(name).txt")

        if Self.recording {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try Data(output.utf8).write(to: golden)
            Issue.record("""
                Recorded \(golden.path) (APPLIFE_RECORD=1). Review it with \
                `git diff Tests/AppLifeCLITests/Golden`, then run the tests again without APPLIFE_RECORD.
                """)
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            Issue.record("""
                No golden trace for examples/\(name).lua at \(golden.path). Record it with
                    APPLIFE_RECORD=1 swift test --filter ExampleGolden
                then review it and run the tests again.
                """)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if output != expected {
            Issue.record(Comment(rawValue: Self.firstDifference(expected: expected, actual: output, name: name)))
        }
    }

    @Test("same example twice gives identical bytes", arguments: exampleNames())
    func deterministic(_ name: String) {
        let first = Self.run(name)
        let second = Self.run(name)
        #expect(first.code == second.code)
        #expect(Array(first.output.utf8) == Array(second.output.utf8), "examples/\(name).lua: two runs differ")
        #expect(first.errors == second.errors)
    }

    /// The first differing line, with a little context, so a failure is readable.
    static func firstDifference(expected: String, actual: String, name: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        func line(_ lines: [Substring], _ i: Int) -> String { i < lines.count ? String(lines[i]) : "<end of output>" }
        let from = max(0, index - 3)
        let context = (from..<index).map { "    \(line(a, $0))" }.joined(separator: "\n")
        return """
            examples/\(name).lua differs from Golden/\(name).txt at line \(index + 1):
            \(context)
            expected: \(line(e, index))
            actual:   \(line(a, index))
            (re-record with APPLIFE_RECORD=1 swift test --filter ExampleGolden if the change is intended)
            """
    }
}
