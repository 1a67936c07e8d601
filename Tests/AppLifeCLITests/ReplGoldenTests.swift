import Foundation
import LuaHost
import ScriptBindings
import Testing
@testable import AppLifeCLI

/// Golden REPL transcripts: each `Repl/NAME.input` is piped into the REPL
/// (not a terminal: no banner, no colour, prompts echoed with their line;
/// stdout and stderr in one stream) and must print exactly `Repl/NAME.txt`.
/// A header line `# file: PATH` names the file to load, `# timeout: S` the
/// time limit per input. Re-record with
///
///     APPLIFE_RECORD=1 swift test --filter ReplGolden
///
/// (the recording run fails on purpose), then review `git diff Tests/AppLifeCLITests/Repl`.
@Suite("ReplGolden")
struct ReplGoldenTests {
    static let root = ExampleGoldenTests.root
    static let directory = root.appendingPathComponent("Tests/AppLifeCLITests/Repl")

    static func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".input") }.map { String($0.dropLast(6)) }.sorted()
    }

    struct Input {
        var file: String?
        var timeout: Double = 10
        var text: String
    }

    static func input(_ name: String) throws -> Input {
        let text = try String(contentsOf: directory.appendingPathComponent("\(name).input"), encoding: .utf8)
        var input = Input(text: "")
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") { input.file = String(line.dropFirst(8)) }
            else if line.hasPrefix("# timeout: ") { input.timeout = Double(line.dropFirst(11)) ?? 10 }
            else { lines.append(line) }
        }
        input.text = lines.joined(separator: "\n")
        return input
    }

    /// The transcript of `input` piped through the REPL's command loop, as
    /// `applife repl` run from the repository root prints it.
    static func transcript(_ input: Input) throws -> String {
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
        let path = input.file
        let source = try path.map { Array(try Data(contentsOf: root.appendingPathComponent($0))) }
        let readFD = fds[0]
        let code = try LuaThread.run {
            let cwd = FileManager.default.currentDirectoryPath
            _ = cwd
            return ReplCommand.loop(
                path: path.map { root.appendingPathComponent($0).path }, source: source, options: options,
                reader: DescriptorLineReader(descriptor: readFD),
                printer: ReplPrinter(output: sink, errors: sink, colour: false), banner: false)
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return sink.text.replacingOccurrences(of: prefix, with: "") + "(exit \(code))\n"
    }

    @Test func transcriptsExist() {
        #expect(Self.names().count >= 3)
    }

    @Test("REPL transcript matches its golden file", arguments: names())
    func golden(_ name: String) throws {
        let output = try Self.transcript(try Self.input(name))
        let golden = Self.directory.appendingPathComponent("\(name).txt")
        if ExampleGoldenTests.recording {
            try Data(output.utf8).write(to: golden)
            Issue.record("recorded \(golden.path); run again without APPLIFE_RECORD")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "transcript of Repl/\(name).input differs from Repl/\(name).txt")
    }

    /// "Done when": the saved session of home-and-return is a scenario `applife run` passes.
    @Test func savedSessionPasses() throws {
        let input = try Self.input("home-and-return")
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

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
