import Foundation
import Testing
@testable import AppLifeCLI

/// Golden transcripts of the labs: `applife lab check NAME --file <starter>`
/// for every exercise, and `applife lab list` on a fresh workspace, must print
/// exactly `Tests/AppLifeCLITests/Golden/lab-<name>.txt`. Re-record with
///
///     APPLIFE_RECORD=1 swift test --filter LabGolden
///
/// (the recording run fails on purpose), review the diff, and run again.
@Suite("LabGolden")
struct LabGoldenTests {
    static let root = ExampleGoldenTests.root

    /// Runs a lab command from the repository root; paths print relative to it.
    static func transcript(_ body: (LabCommands) -> Int32) -> (Int32, String) {
        let workspace = "/tmp/al-labgold-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let output = TextSink.memory(), errors = TextSink.memory()
        let commands = LabCommands(
            labs: root.appendingPathComponent("labs").path, workspace: workspace,
            output: output, errors: errors, colour: false)
        let code = body(commands)
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return (code, (output.text + errors.text).replacingOccurrences(of: prefix, with: ""))
    }

    static func compare(_ text: String, golden name: String) throws {
        let golden = ExampleGoldenTests.goldenDirectory.appendingPathComponent("lab-\(name).txt")
        if ExampleGoldenTests.recording {
            try Data(text.utf8).write(to: golden)
            Issue.record("Recorded \(golden.path) (APPLIFE_RECORD=1); review it and run again without APPLIFE_RECORD.")
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            Issue.record("No golden transcript at \(golden.path): APPLIFE_RECORD=1 swift test --filter LabGolden")
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if text != expected {
            Issue.record(Comment(rawValue: ExampleGoldenTests.firstDifference(expected: expected, actual: text, name: "lab-\(name)")))
        }
    }

    @Test("starter check matches its golden transcript", arguments: LabTests.exerciseNames())
    func starter(_ name: String) throws {
        let starter = Self.root.appendingPathComponent("labs/\(name)/starter.lua").path
        let (code, text) = Self.transcript { $0.check(name, file: starter) }
        #expect(code == 1)
        try Self.compare(text, golden: name)
    }

    @Test func list() throws {
        let (code, text) = Self.transcript { $0.list() }
        #expect(code == 0)
        try Self.compare(text, golden: "list")
    }
}
