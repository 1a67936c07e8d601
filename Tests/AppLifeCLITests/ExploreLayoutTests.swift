import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// The explore report fits the terminal's width and aligns its columns by display width, so
/// a Chinese app name lines up with a Latin one; commands stay whole on one line.
@Suite struct ExploreLayoutTests {
    static let twoNames = """
        local memo = app { name = "备忘录", url_types = { { name = "m", schemes = { "memo" } } }, delegate = {
          willResignActive = function(a) task = 1 end,
        } }
        app { name = "Mail" }
        """

    @Test(arguments: [60, 80, 100])
    func everyLineFitsItsWidth(columns: Int) throws {
        let result = try Fixtures.explore(Self.twoNames, runs: 100, columns: columns)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.output)")
        let commands = ["scenario: ", "replay:   ", "again:    ", "picture: "]
        for line in result.output.split(separator: "\n") where !commands.contains(where: { line.hasPrefix($0) }) {
            // A single word longer than a line (a path) is never cut.
            let words = line.split(separator: " ")
            if words.count == 1 { continue }
            #expect(DisplayWidth.of(line) <= columns, "\(DisplayWidth.of(line)) columns: \(line)")
        }
    }

    /// The steps' changes start in one column whatever the width of the names before them.
    @Test func stepChangesAlignByDisplayWidth() throws {
        let result = try Fixtures.explore(Self.twoNames, runs: 100)
        let steps = result.output.split(separator: "\n").filter { $0.hasPrefix("  1  ") || $0.hasPrefix("  2  ") }
        #expect(steps.count == 2, "\(result.output)")
        let columns = steps.map { line -> Int in
            let colon = line.firstIndex(of: ":")!
            let start = line[..<colon].lastIndex(of: " ")!
            return DisplayWidth.of(line[...start])
        }
        #expect(Set(columns).count == 1, "\(steps)")
        let coverage = result.output.split(separator: "\n").filter {
            $0.contains("states ") && $0.contains(", transitions")
        }
        #expect(coverage.map { DisplayWidth.of($0.prefix { $0 != "s" }) } == [10, 10], "\(coverage)")
    }

    @Test func widthComesFromColumnsThenTheTerminalElseEighty() {
        let memory = TextSink.memory()
        #expect(TerminalWidth.columns(of: memory, environment: [:]) == 80)
        #expect(TerminalWidth.columns(of: memory, environment: ["COLUMNS": "132"]) == 132)
        #expect(TerminalWidth.columns(of: memory, environment: ["COLUMNS": "12"]) == TerminalWidth.minimum)
        #expect(TerminalWidth.columns(of: memory, environment: ["COLUMNS": "wide"]) == 80)
    }

    @Test func wrapKeepsPiecesWholeAndJoinersAtLineEnds() {
        #expect(
            DisplayWidth.wrap(["a → b", "c → d"], joiner: ", ", width: 9, continuation: "  ") == ["a → b,", "  c → d"])
        #expect(DisplayWidth.wrap("王芳 writes", width: 6) == ["王芳", "writes"])
        #expect(DisplayWidth.wrap(["averyverylongpiece", "b"], joiner: " ", width: 5) == ["averyverylongpiece", "b"])
    }
}
