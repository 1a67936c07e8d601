import Foundation
import Lifecycle
import LuaHost
import AppLifeTestSupport
import Testing
@testable import AppLifeCLI
@testable import TracePictures

/// The commands that write pictures: `applife run --svg/--perfetto/--mermaid`,
/// the REPL's `:svg`, and `lab check --svg`.
@Suite("PictureCommands")
struct PictureCommandTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "applife-pictures-\(UUID().uuidString.prefix(8))"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func runWritesThePicturesAndLeavesTheTraceAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = PictureFixtures.root.appendingPathComponent("examples/multi-app.lua").path
        var settings = RunSettings()
        settings.colour = false
        settings.pictures = PictureOutputs(
            svgPath: folder + "/run.svg", perfettoPath: folder + "/run.json", mermaidPath: folder + "/run.md")
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors) == 0)
        let golden = try String(
            contentsOf: PictureFixtures.root.appendingPathComponent("Tests/AppLifeCLITests/Golden/multi-app.txt"),
            encoding: .utf8)
        let prefix = PictureFixtures.root.path + "/"
        #expect(output.text.replacingOccurrences(of: prefix, with: "") == golden, "the text trace changed")
        #expect(errors.text == "")
        let svg = try String(contentsOfFile: folder + "/run.svg", encoding: .utf8)
        #expect(
            try SVGDocument(svg).sections.map(\.name) == [
                "switching between two apps", "a memory warning goes to running apps only",
            ])
        #expect(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/run.json")))
                is [String: Any])
        #expect(try String(contentsOfFile: folder + "/run.md", encoding: .utf8).contains("stateDiagram-v2"))
    }

    /// Pictures of a run hold a bounded number of records in all, however many scenarios run:
    /// the first ones are drawn, and each picture says how many are not.
    @Test func picturesOfManyScenariosStayWithinTheirBudget() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/many.lua"
        try Data(
            """
            local a = app { name = "A" }
            for s = 1, 30 do scenario("s" .. s, function() user.tap(a) for i = 1, 20 do log(i) end end) end
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        var settings = RunSettings()
        settings.trace = .none
        settings.pictures = PictureOutputs(
            svgPath: folder + "/run.svg", perfettoPath: folder + "/run.json", mermaidPath: folder + "/run.md")
        settings.pictures.recordBudget = 100
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(
            ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors) == 0,
            "\(errors.text)")
        let svg = try String(contentsOfFile: folder + "/run.svg", encoding: .utf8)
        #expect(try SVGDocument(svg).sections.count == 30)
        #expect(svg.contains("12 more not drawn (the pictures&apos; budget of records is spent)"))
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/run.json")))
            as? [String: Any]
        let other = json?["otherData"] as? [String: Any]
        // 30 scenarios of 28 records each (tap: 8, logs: 20): 100 kept, 740 left out.
        #expect(other?["recordsNotDrawn"] as? Int == 740, "\(String(describing: other))")
        #expect(try String(contentsOfFile: folder + "/run.md", encoding: .utf8).contains("740 records are not counted"))
    }

    @Test func theBudgetKeepsTheFirstRecordsOfARunAndTheLatestOfASession() {
        let log = TraceLog((1...10).map { TraceRecord(seq: $0, kind: .log, message: "\($0)") })
        var run = PictureBudget(records: 7)
        #expect(run.take(log).records.map(\.seq) == [1, 2, 3, 4, 5, 6, 7])
        #expect(run.take(log).leftOut == 10)
        var session = PictureBudget(records: 3)
        let latest = session.takeLatest(log)
        #expect(latest.records.map(\.seq) == [8, 9, 10] && latest.leftOut == 7)
    }

    @Test func anUnwritablePictureIsAUsageError() throws {
        var settings = RunSettings()
        settings.trace = .none
        settings.pictures = PictureOutputs(svgPath: "/no/such/folder/run.svg")
        let output = TextSink.memory(), errors = TextSink.memory()
        let path = PictureFixtures.root.appendingPathComponent("examples/hello.lua").path
        #expect(ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors) == 2)
        #expect(
            errors.text
                == "applife: cannot write '/no/such/folder/run.svg': its folder '/no/such/folder' does not exist\n")
    }

    /// Pipes `lines` into the REPL loaded with examples/home-and-return.lua; returns the transcript.
    static func repl(_ lines: [String]) throws -> String {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TestFailure("no pipe") }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        let file = PictureFixtures.root.appendingPathComponent("examples/home-and-return.lua")
        let source = Array(try Data(contentsOf: file))
        let sink = TextSink.memory()
        let options = ScriptRun.runOptions(RunLimits(), RunSettings())
        let readFD = fds[0]
        _ = try LuaThread.run {
            ReplCommand.loop(
                path: file.path, source: source, options: options, reader: DescriptorLineReader(descriptor: readFD),
                printer: ReplPrinter(output: sink, errors: sink, colour: false), banner: false)
        }
        return sink.text
    }

    @Test func replDrawsTheSessionSoFar() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transcript = try Self.repl([
            "user.tap(todo)", "wait(2)", "user.home()", ":svg \(folder)/session.svg", ":svg", ":svg /no/such/dir/x.svg",
        ])
        #expect(transcript.contains("drew 17 record(s) to \(folder)/session.svg"), "\(transcript)")
        #expect(transcript.contains(":svg needs a file name: :svg session.svg"))
        #expect(
            transcript.contains("applife: cannot write '/no/such/dir/x.svg': its folder '/no/such/dir' does not exist"))
        let document = try SVGDocument(String(contentsOfFile: folder + "/session.svg", encoding: .utf8))
        #expect(document.sections.map(\.name) == ["REPL session at t = 2.000 s"])
        #expect(document.sections[0].laneKeys == ["device", "app:Todo"])
    }

    @Test func labCheckDrawsTheFailingCheck() throws {
        let workspace = try Fixtures.workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let (commands, output, _) = Fixtures.commands(workspace)
        #expect(commands.start("background-task") == 0)
        let svg = workspace + "/check.svg"
        #expect(commands.check("background-task", svg: svg) == 1)
        #expect(
            output.text.contains(
                "Drew the failing checks 'suspended once the save is done', 'a save longer than the budget' to \(svg); open it in a browser.\n"
            ),
            "\(output.text)")
        let document = try SVGDocument(String(contentsOfFile: svg, encoding: .utf8))
        #expect(
            document.sections.map(\.name) == [
                "check: suspended once the save is done", "check: a save longer than the budget",
            ])
        #expect(commands.check("background-task", svg: "/no/such/dir/x.svg") == 2)
        // A failed prediction's timeline is its answer: it is not drawn.
        #expect(commands.start("home-and-return") == 0)
        #expect(commands.check("home-and-return", svg: svg) == 1)
        #expect(
            output.text.contains(
                "No check to draw, so \(svg) shows nothing (hidden checks and predictions are not drawn).\n"))
    }
}
