import AppLifeTestSupport
import Foundation
import Testing

/// Every file in `Tests/AppLifeCLITests/Golden` belongs to a test that checks it: an example's
/// trace, a lab transcript, explore's report, a picture; and every REPL transcript to its input. A golden left behind when its
/// example or lab is renamed or deleted is an error, not a file nobody reads.
@Suite struct GoldenInventoryTests {
    static let folder = "Tests/AppLifeCLITests/Golden"

    /// The files the golden tests check, as each suite names them, from the folder.
    static func expectedFiles() -> Set<String> {
        var goldens = Repository.exampleNames().map(ExampleGoldenTests.golden) + LabGoldenTests.goldens()
        goldens += [
            ExploreCommandTests.reportGolden, ExploreCommandTests.counterexampleGolden,
            ExploreCommandTests.autosaveReportGolden, ExploreCommandTests.autosaveCounterexampleGolden,
        ]
        goldens += ChineseGoldenTests.goldens
        var paths = Set(goldens.map(\.path))
        for name in PictureFixtures.goldenExamples {
            paths.formUnion(PictureGoldenTests.files(of: name).map(PictureGoldenTests.path))
        }
        paths.insert(PictureGoldenTests.path(PictureGoldenTests.failuresFile))
        return Set(paths.compactMap { $0.hasPrefix(folder + "/") ? String($0.dropFirst(folder.count + 1)) : nil })
    }

    static func presentFiles() throws -> Set<String> {
        let root = Repository.path(folder)
        let entries = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        return Set(
            entries.filter { entry in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: root + "/" + entry, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            })
    }

    @Test func noGoldenFileIsLeftWithoutItsTest() throws {
        let orphans = try Self.presentFiles().subtracting(Self.expectedFiles()).sorted()
        #expect(orphans.isEmpty, "golden files no test checks: \(orphans)")
    }

    /// A REPL transcript (`Repl/NAME.txt`) is the golden of its input (`Repl/NAME.input`).
    @Test func everyReplTranscriptHasItsInput() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.path(ReplInput.directory))
        let inputs = Set(files.filter { $0.hasSuffix(".input") }.map { $0.dropLast(".input".count) })
        let orphans = files.filter { $0.hasSuffix(".txt") && !inputs.contains($0.dropLast(".txt".count)) }
        #expect(orphans.isEmpty, "REPL transcripts without an input: \(orphans.sorted())")
        #expect(!inputs.isEmpty)
    }

    /// The other direction: each expected file is there (the golden tests would fail too, but
    /// this names them all at once).
    @Test func everyGoldenFileIsThere() throws {
        let missing = Self.expectedFiles().subtracting(try Self.presentFiles()).sorted()
        #expect(missing.isEmpty, "golden files missing: \(missing)")
        #expect(Repository.exampleNames().contains("home-and-return"))
    }
}
