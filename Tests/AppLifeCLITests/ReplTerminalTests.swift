import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// `applife repl` on a real pseudo-terminal (driven by Repl/pty-drive.py):
/// tab completion, history across sessions, Ctrl-C, and the piped
/// (non-terminal) path of the built binary. The terminal tests are skipped
/// when python3 or a pseudo-terminal is not available; a missing binary
/// fails them (see ``BuiltExecutable``).
@Suite("ReplTerminal", .serialized)
struct ReplTerminalTests {
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Drive: Decodable {
        let ok: Bool
        let failed_step: Int?
        let output: String
        let status: Int?
    }

    /// Runs the steps ([send, expect]) against `applife repl ARGS` with HOME at
    /// `home`; cancels the test (shown as skipped) when this machine has no
    /// pseudo-terminal.
    static func drive(_ steps: [[String]], home: String, arguments: [String] = []) throws -> Drive {
        let binary = try BuiltExecutable.require()
        let run = try ChildProcess.run(
            python!, [Repository.path("Tests/AppLifeCLITests/Repl/pty-drive.py"), binary, home] + arguments,
            input: try JSONSerialization.data(withJSONObject: steps))
        if run.status == 77 { try Test.cancel("no pseudo-terminal on this machine") }
        guard let drive = try? JSONDecoder().decode(Drive.self, from: Data(run.output.utf8)) else {
            throw TestFailure("pty-drive.py exited with \(run.status):\n\(run.output)\n\(run.errors)")
        }
        return drive
    }

    @Test(.enabled(if: python != nil, "needs python3")) func completionCtrlCAndHistory() throws {
        let folder = try TemporaryDirectory(prefix: "al-pty")
        defer { folder.remove() }
        let home = folder.path
        let first = try Self.drive(
            [
                ["user.ta\\t", "user.tap"],
                ["(todo)\\r", "user taps the icon"],
                ["todo.st\\t\\r", "\"active\""],
                ["application:beginB\\t", "beginBackgroundTask"],
                ["\\x03", "> "],
                ["while true do end\\r", "while true do end"],
                ["\\x03", "interrupted (Ctrl-C)"],
                ["local partial = \\x03", "> "],
                [":sta\\t\\r", "t = 0.000 s"],
                ["1+1\\r", "2"],
                ["\\x04", ""],
            ], home: home, arguments: ["examples/home-and-return.lua"])
        #expect(first.ok, "step \(first.failed_step ?? -1) did not show its text:\n\(first.output)")
        #expect(first.status == 0, "exit status \(String(describing: first.status))")
        #expect(first.output.contains("applife 0.1.0"), "a banner on a terminal")
        #expect(!first.output.contains("␛[2m"), "the banner's colour is sent as a colour, not shown as a picture")
        #expect(first.output.contains("> todo.state\n\"active\""))
        #expect(first.output.contains("> :state\n"), "a : command completes without a second colon")

        let history = try String(contentsOfFile: home + "/.applife_history", encoding: .utf8)
        #expect(history.contains("user.tap(todo)"))
        #expect(history.contains("1+1"))
        #expect(!history.contains("partial"), "a cancelled line is not history")

        // The next session recalls the last line with the up arrow.
        let second = try Self.drive([["\\x1b[A", "1+1"], ["\\r", "2"], [":quit\\r", ""]], home: home)
        #expect(second.ok, "history recall failed:\n\(second.output)")
        #expect(second.status == 0)
    }

    /// The binary itself with piped stdin prints the golden transcript.
    @Test func pipedBinaryMatchesGolden() throws {
        let input = try ReplInput.named("errors-and-budgets")
        let run = try ChildProcess.run(
            try BuiltExecutable.require(), ["repl", "--timeout", String(input.timeout)],
            input: Data(input.text.utf8), mergingErrors: true)
        ReplInput.golden("errors-and-budgets").check(run.output + "(exit \(run.status))\n", mayRecord: false)
    }
}

/// readline replaces only the text after the last word break (`:` is one).
@Suite struct LineEditReplacementTests {
    @Test(arguments: [
        (":help", ":he", "he", "help"),
        (":state", ":", "", "state"),
        ("home", "user.ho", "ho", "home"),
        ("tap", "user.", "", "tap"),
        (
            "UIApplicationDidEnterBackgroundNotification", "observe(\"UIApp", "UIApp",
            "UIApplicationDidEnterBackgroundNotification"
        ),
    ])
    func replacement(word: String, typed: String, fragment: String, expected: String) {
        #expect(LineEditReader.replacement(word, typed: typed, fragment: fragment) == expected)
    }
}
