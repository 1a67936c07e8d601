import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI
import ScriptBindings

/// Golden transcripts of the labs: `applife lab check NAME --file <starter>`
/// for every exercise, and `applife lab list` on a fresh workspace, must print
/// exactly `Tests/AppLifeCLITests/Golden/lab-<name>.txt`. Re-record with
/// `APPLIFE_RECORD=1 swift test --filter LabGolden` (see ``GoldenFile``).
@Suite("LabGolden")
struct LabGoldenTests {
    /// Runs a lab command from the repository root; paths print relative to it.
    static func transcript(_ body: (LabCommands) -> Int32) throws -> (Int32, String) {
        let workspace = try TemporaryDirectory(prefix: "al-labgold")
        defer { workspace.remove() }
        let output = TextSink.memory(), errors = TextSink.memory()
        let commands = LabCommands(
            labs: Fixtures.labs, workspace: workspace.path, output: output, errors: errors, colour: false)
        let code = body(commands)
        return (code, Repository.relative(output.text + errors.text))
    }

    /// The languages of the session transcripts (`lab-session-en.txt`, ...).
    static let sessionLanguages = ["en", "zh"]

    /// Every transcript this suite checks: one per exercise, the list, the sessions.
    static func goldens() -> [GoldenFile] {
        (Fixtures.exerciseNames() + ["list"] + sessionLanguages.map { "session-\($0)" }).map(golden)
    }

    static func golden(_ name: String) -> GoldenFile {
        GoldenFile("Tests/AppLifeCLITests/Golden/lab-\(name).txt", filter: "LabGolden")
    }

    @Test("starter check matches its golden transcript", arguments: Fixtures.exerciseNames())
    func starter(_ name: String) throws {
        let starter = Repository.path("labs/\(name)/starter.lua")
        let (code, text) = try Self.transcript { $0.check(name, file: starter) }
        #expect(code == 1)
        Self.golden(name).check(text)
    }

    /// A student's session with one exercise, in each language: list, start, check, hint,
    /// check again with the timeline, one check alone, and the hint after the last.
    @Test("a session transcript in each language", arguments: sessionLanguages)
    func session(_ language: String) throws {
        let workspace = try TemporaryDirectory(prefix: "al-session")
        defer { workspace.remove() }
        var commands = LabCommands(labs: Fixtures.labs, workspace: workspace.path, colour: false)
        commands.language = try #require(LabLanguage(rawValue: language))
        var transcript = ""
        func run(_ line: String, _ body: (LabCommands) -> Int32) {
            let output = TextSink.memory(), errors = TextSink.memory()
            commands.output = output
            commands.errors = errors
            let code = body(commands)
            transcript += "$ applife lab \(line)\n" + output.text + errors.text + "(exit \(code))\n\n"
        }
        let name = "scene-launch-order"
        run("list") { $0.list() }
        run("start \(name)") { $0.start(name) }
        run("check \(name)") { $0.check(name) }
        run("hint \(name)") { $0.hint(name) }
        run("check \(name) --trace") { $0.check(name, trace: true) }
        run("check \(name) --check 'relaunch with a kept session'") {
            $0.check(name, .init(only: "relaunch with a kept session"))
        }
        run("hint \(name)") { $0.hint(name) }
        run("hint \(name)") { $0.hint(name) }
        Self.golden("session-\(language)").check(transcript.replacingOccurrences(of: workspace.path, with: "lab-work"))
    }

    @Test func list() throws {
        let (code, text) = try Self.transcript { $0.list() }
        #expect(code == 0)
        Self.golden("list").check(text)
    }
}
