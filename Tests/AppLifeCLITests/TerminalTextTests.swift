import AppLifeTestSupport
import Foundation
import LuaHost
import Testing
import TracePictures
@testable import AppLifeCLI

#if canImport(Glibc)
import Glibc
#endif

/// Names, logs, messages and errors come from scripts; on a terminal their control
/// characters would be commands (clear the screen, set the title, hide text). Every
/// command shows them as symbols, as `lab grade` does (`SafeText`).
@Suite struct TerminalTextTests {
    /// ESC (a CSI and an OSC), BEL, a carriage return, DEL, and C1's CSI (U+009B).
    static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{7}\r\u{7F}\u{9B}31m"
    static let luaHostile = "\\27[2J\\27]0;pwned\\7\\r\\127\\u{9B}31m"

    /// Whether `text` holds a control character other than a line feed or a tab.
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }
    }

    private func file(_ source: String, in folder: TemporaryDirectory, name: String = "x.lua") throws -> String {
        let path = folder.file(name)
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let script = """
        local a = app { name = "A\(luaHostile)" }
        scenario("s\(luaHostile)", function()
          user.tap(a)
          log("log\(luaHostile)")
          print("print\(luaHostile)")
          error("boom\(luaHostile)")
        end)
        scenario("f\(luaHostile)", function()
          user.tap(a)
          expect.equal("x\(luaHostile)", "y")
        end)
        """

    @Test(arguments: [RunSettings.TraceFormat.text, .none])
    func runShowsControlsAsSymbols(format: RunSettings.TraceFormat) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try file(Self.script, in: folder)
        var settings = RunSettings()
        settings.trace = format
        settings.colour = true
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors) == 2)
        // Colour is the only escape sequence: take ours out, then nothing may be left.
        let shown = output.text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(!Self.hasControls(shown), "\(shown)")
        #expect(!Self.hasControls(errors.text), "\(errors.text)")
        #expect(errors.text.contains("boom␛[2J␛]0;pwned␇␍␡\u{FFFD}31m"), "\(errors.text)")
        #expect(shown.contains("s␛[2J"), "\(shown)")
    }

    @Test func listShowsControlsAsSymbols() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var settings = RunSettings()
        settings.list = true
        let output = TextSink.memory(), errors = TextSink.memory()
        _ = ScriptRun.run(
            path: try file(Self.script, in: folder), limits: RunLimits(), settings: settings, output: output,
            errors: errors)
        #expect(output.text.contains("s␛[2J"))
        #expect(!Self.hasControls(output.text), "\(output.text)")
    }

    @Test func exploreShowsControlsAsSymbols() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try file(
            """
            local a = app { name = "A\(Self.luaHostile)" }
            invariant("never\(Self.luaHostile)", function() return a.state == "notRunning", "msg\(Self.luaHostile)" end)
            """, in: folder)
        var settings = ExploreSettings()
        settings.outDirectory = folder.file("out")
        settings.runs = 5
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(
            ExploreCommand.run(path: path, settings: settings, output: output, errors: errors) == 1, "\(errors.text)")
        #expect(output.text.contains("never␛[2J"), "\(output.text)")
        #expect(!Self.hasControls(output.text), "\(output.text)")
    }

    @Test func replShowsControlsAsSymbols() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TestFailure("no pipe") }
        let lines = [
            "print(\"\(Self.luaHostile)\")", "\"\(Self.luaHostile)\"", "error(\"\(Self.luaHostile)\")", ":trace",
        ]
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        let sink = TextSink.memory()
        let readFD = fds[0]
        _ = try LuaThread.run {
            ReplCommand.loop(
                path: nil, source: nil, options: ScriptRun.runOptions(RunLimits(), RunSettings()),
                reader: DescriptorLineReader(descriptor: readFD),
                printer: ReplPrinter(output: sink, errors: sink, colour: false),
                banner: false)
        }
        #expect(sink.text.contains("␛[2J"), "\(sink.text)")
        #expect(!Self.hasControls(sink.text), "\(sink.text)")
    }
}
