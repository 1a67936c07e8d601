import AppLifeTestSupport
import Foundation
import LuaHost
import ScriptBindings
import Testing
@testable import AppLifeCLI

/// Golden REPL transcripts: each `Repl/NAME.input` (see ``ReplInput``) is piped
/// into the REPL (not a terminal: no banner, no colour, prompts echoed with
/// their line; stdout and stderr in one stream) and must print exactly
/// `Repl/NAME.txt`. Re-record with `APPLIFE_RECORD=1 swift test --filter
/// ReplGolden` (see ``GoldenFile``).
@Suite("ReplGolden")
struct ReplGoldenTests {
    /// The transcript of `input` piped through the REPL's command loop, as
    /// `applife repl` run from the repository root prints it.
    static func transcript(_ input: ReplInput) throws -> String {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TestFailure("no pipe") }
        let bytes = Array(input.text.utf8)
        let written = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        guard written == bytes.count else { throw TestFailure("input larger than a pipe buffer") }
        defer { close(fds[0]) }
        let sink = TextSink.memory()
        var limits = RunLimits()
        limits.timeout = input.timeout
        let options = ScriptRun.runOptions(limits, RunSettings())
        let path = input.file.map(Repository.path)
        let source = try path.map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
        let readFD = fds[0]
        let code = try LuaThread.run {
            ReplCommand.loop(
                path: path, source: source, options: options,
                reader: DescriptorLineReader(descriptor: readFD),
                printer: ReplPrinter(output: sink, errors: sink, colour: false, language: input.language),
                banner: false)
        }
        return Repository.relative(sink.text) + "(exit \(code))\n"
    }

    @Test func transcriptsExist() {
        #expect(ReplInput.names().count >= 3)
    }

    @Test("REPL transcript matches its golden file", arguments: ReplInput.names())
    func golden(_ name: String) throws {
        ReplInput.golden(name).check(try Self.transcript(try ReplInput.named(name)))
    }

    /// "Done when": the saved session of home-and-return is a scenario `applife run` passes.
    @Test func savedSessionPasses() throws {
        let input = try ReplInput.named("home-and-return")
        let saved = "/tmp/applife-repl-golden-home-and-return.lua"
        try? FileManager.default.removeItem(atPath: saved)
        _ = try Self.transcript(input)
        let output = TextSink.memory()
        var settings = RunSettings()
        settings.colour = false
        let code = ScriptRun.run(path: saved, limits: RunLimits(), settings: settings, output: output, errors: output)
        #expect(code == 0, "\(output.text)")
        #expect(output.text.contains("PASS  repl session"))
        #expect(output.text.hasSuffix("2 passed, 0 failed\n"))
    }
}
