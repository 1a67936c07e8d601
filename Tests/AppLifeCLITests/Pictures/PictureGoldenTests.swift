import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI
@testable import TracePictures

/// Golden pictures: for each of ``PictureFixtures/goldenExamples``, the SVG
/// timeline, the Perfetto JSON and the Mermaid coverage must equal
/// `Tests/AppLifeCLITests/Golden/Pictures/NAME.{svg,perfetto.json,mermaid.md}`.
///
/// To record or re-record after an intended change, run
///
///     APPLIFE_RECORD=1 swift test --filter PictureGolden
///
/// which writes the files and fails (so a recording run never passes by
/// accident), then look at the SVGs in a browser, review
/// `git diff Tests/AppLifeCLITests/Golden/Pictures`, and run the tests again
/// without the variable. `docs/home-and-return.svg`, the README's picture, is
/// the home-and-return golden file too, so it never falls behind.
@Suite("PictureGolden")
struct PictureGoldenTests {

    static let readmePicture = "home-and-return"

    /// (file under the golden folder, or a path from the repository root; text).
    static func rendered(_ name: String) throws -> [(file: String, text: String)] {
        let traces = try PictureFixtures.traces(name)
        let title = "examples/\(name).lua"
        let svg = SVGTimeline.document(traces, title: title)
        var files = zip(
            files(of: name), [svg, PerfettoTrace.json(traces), MermaidCoverage.markdown(traces, title: title)]
        ).map { ($0, $1) }
        if name == readmePicture { files.append(("/docs/\(name).svg", svg)) }
        return files
    }

    /// The picture of failures (``PictureFixtures/failures``).
    static let failuresFile = "failures.svg"

    /// The golden files of an example: its SVG, Perfetto and Mermaid pictures.
    static func files(of name: String) -> [String] {
        ["\(name).svg", "\(name).perfetto.json", "\(name).mermaid.md"]
    }

    /// The golden file's path from the repository root.
    static func path(_ file: String) -> String {
        file.hasPrefix("/") ? String(file.dropFirst()) : "Tests/AppLifeCLITests/Golden/Pictures/\(file)"
    }

    @Test("pictures match their golden files", arguments: PictureFixtures.goldenExamples)
    func golden(_ name: String) throws {
        for (file, text) in try Self.rendered(name) {
            GoldenFile(Self.path(file), filter: "PictureGolden").check(text)
        }
    }

    /// Failures written out under their lanes, log lines labelled, and the contents of a
    /// picture of several scenarios (``PictureFixtures/failures``).
    @Test func failuresMatchTheirGoldenPicture() throws {
        let traces = try PictureFixtures.failureTraces()
        GoldenFile(Self.path(Self.failuresFile), filter: "PictureGolden").check(
            SVGTimeline.document(traces, title: "failures.lua"))
    }

    @Test("two runs of an example give byte-identical pictures", arguments: ["multi-app", "seed001-background-task"])
    func deterministic(_ name: String) throws {
        let first = try Self.rendered(name)
        let second = try Self.rendered(name)
        for (a, b) in zip(first, second) {
            #expect(Array(a.text.utf8) == Array(b.text.utf8), "\(a.file) differs between two runs")
        }
    }
}
