import AppLifeTestSupport
import Foundation
@testable import AppLifeCLI

/// What several AppLifeCLI suites read: the labs and their exercises.
enum Fixtures {
    /// The repository's labs/ folder.
    static let labs = Repository.path("labs")

    /// Every exercise, in the lab's order (`launch-order`, `home-and-return`, ...).
    static func exerciseNames() -> [String] {
        (try? LabCatalog(root: labs).set.exercises) ?? []
    }

    /// A fresh lab workspace folder, removed by the caller.
    static func workspace() throws -> String {
        let path = "/tmp/al-lab-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Lab commands on the repository's labs, writing into memory, without colour.
    /// Lab commands over `labs` (default: the repository's lab set) writing to memory.
    static func commands(_ workspace: String, labs: String = labs) -> (LabCommands, TextSink, TextSink) {
        let output = TextSink.memory(), errors = TextSink.memory()
        return (
            LabCommands(labs: labs, workspace: workspace, output: output, errors: errors, colour: false), output, errors
        )
    }
}
