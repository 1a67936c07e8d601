import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

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

    @Test func list() throws {
        let (code, text) = try Self.transcript { $0.list() }
        #expect(code == 0)
        Self.golden("list").check(text)
    }
}
