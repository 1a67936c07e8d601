import Foundation
import Testing

/// `applife repl` on a real pseudo-terminal (driven by Repl/pty-drive.py):
/// tab completion, history across sessions, Ctrl-C, and the piped
/// (non-terminal) path of the built binary. Skipped when the binary, python3
/// or a pseudo-terminal is not available.
@Suite("ReplTerminal", .serialized)
struct ReplTerminalTests {
    static let root = ExampleGoldenTests.root

    /// The `applife` built next to this test bundle.
    static let binary: String? = {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for candidate in [here.appendingPathComponent("applife").path, root.appendingPathComponent(".build/debug/applife").path]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }()

    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var available: Bool { binary != nil && python != nil }

    struct Drive: Decodable {
        let ok: Bool
        let failed_step: Int?
        let output: String
        let status: Int?
    }

    /// Runs the steps ([send, expect]) against `applife repl ARGS` with HOME at `home`.
    static func drive(_ steps: [[String]], home: String, arguments: [String] = []) throws -> Drive? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python!)
        process.arguments = [root.appendingPathComponent("Tests/AppLifeCLITests/Repl/pty-drive.py").path, binary!, home]
            + arguments
        process.currentDirectoryURL = root
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: steps))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 77 { return nil } // no pseudo-terminal here: skip
        return try JSONDecoder().decode(Drive.self, from: data)
    }

    static func temporaryHome() throws -> String {
        let path = NSTemporaryDirectory() + "applife-repl-pty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(.enabled(if: available)) func completionCtrlCAndHistory() throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        guard let first = try Self.drive([
            ["user.ta\\t", "user.tap"],
            ["(todo)\\r", "user taps the icon"],
            ["todo.st\\t\\r", "\"active\""],
            ["application:beginB\\t", "beginBackgroundTask"],
            ["\\x03", "> "],
            ["while true do end\\r", "while true do end"],
            ["\\x03", "interrupted (Ctrl-C)"],
            ["local partial = \\x03", "> "],
            ["1+1\\r", "2"],
            ["\\x04", ""],
        ], home: home, arguments: ["examples/home-and-return.lua"]) else { return }
        #expect(first.ok, "step \(first.failed_step ?? -1) did not show its text:\n\(first.output)")
        #expect(first.status == 0, "exit status \(String(describing: first.status))")
        #expect(first.output.contains("applife 0.1.0"), "a banner on a terminal")
        #expect(first.output.contains("> todo.state\n\"active\""))

        let history = try String(contentsOfFile: home + "/.applife_history", encoding: .utf8)
        #expect(history.contains("user.tap(todo)"))
        #expect(history.contains("1+1"))
        #expect(!history.contains("partial"), "a cancelled line is not history")

        // The next session recalls the last line with the up arrow.
        guard let second = try Self.drive([["\\x1b[A", "1+1"], ["\\r", "2"], [":quit\\r", ""]], home: home) else { return }
        #expect(second.ok, "history recall failed:\n\(second.output)")
        #expect(second.status == 0)
    }

    /// The binary itself with piped stdin prints the golden transcript.
    @Test(.enabled(if: binary != nil)) func pipedBinaryMatchesGolden() throws {
        let input = try ReplGoldenTests.input("errors-and-budgets")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary!)
        process.arguments = ["repl", "--timeout", String(input.timeout)]
        process.currentDirectoryURL = Self.root
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.text.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let golden = try String(
            contentsOf: ReplGoldenTests.directory.appendingPathComponent("errors-and-budgets.txt"), encoding: .utf8)
        let output = String(decoding: data, as: UTF8.self) + "(exit \(process.terminationStatus))\n"
        #expect(output == golden)
    }
}
