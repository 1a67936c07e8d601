import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// Without `--runs`, explore runs what a time budget buys here and says how many: the same
/// as `--runs N` with that N, so the printed again line repeats it byte for byte. The
/// verdict says how much was tried and which flag tries more.
@Suite struct ExploreBudgetTests {
    @Test func timeBudgetChoosesRunsThatTheAgainLineRepeats() throws {
        let out = try TemporaryDirectory(prefix: "al-x").path
        let budgeted = try Fixtures.explore(
            example: "explore-two-apps", runs: 1, out: out, timeBudget: 0.4, columns: 1000)
        #expect(budgeted.status == 0, "\(budgeted.errors)\(budgeted.output)")
        let header = try #require(budgeted.output.split(separator: "\n").first)
        #expect(header.contains(" runs (what 0.4 s buys"), "\(budgeted.output)")
        let runs = try #require(Int(header.split(separator: " ").drop { $0 != "to" }.dropFirst().first ?? ""))
        #expect(runs >= ExploreBudget.minimumRuns)
        #expect(budgeted.output.contains("✓ no invariant broke in \(runs) runs, "), "\(budgeted.output)")
        let json = try #require(budgeted.file("coverage.json"))
        #expect(json.contains("\"runsAsked\":\(runs),\"budgetSeconds\":0.4,"), "\(json.prefix(200))")

        let asked = try Fixtures.explore(example: "explore-two-apps", runs: runs, out: out, columns: 1000)
        #expect(
            asked.output == budgeted.output.replacingOccurrences(of: " (what 0.4 s buys here)", with: ""),
            "the budget's runs are the runs asked")
    }

    @Test func verdictSaysWhatWasTriedAndHowToTryMore() throws {
        let result = try Fixtures.explore(example: "explore-two-apps", runs: 60)
        #expect(
            result.output.contains(
                """
                ✓ no invariant broke in 60 runs, 633 steps: 21 of 26 transitions and 9 of 10
                  callbacks reached; try more with --runs 600

                """), "\(result.output)")
        let exhausted = try Fixtures.explore("app { name = 'Solo' }", runs: 100_000, depth: 2, strategy: "bfs")
        #expect(
            Self.unwrapped(exhausted.output).contains(
                "every sequence up to 2 steps was tried: try longer ones with --depth 3"),
            "\(exhausted.output)")
    }

    /// The report with its lines wrapped after two spaces joined.
    static func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: "\n  ", with: " ")
    }

    @Test func runsAreRoundedToTwoFigures() {
        #expect(ExploreBudget.roundedDown(7342) == 7300)
        #expect(ExploreBudget.roundedDown(96) == 96)
        #expect(ExploreBudget.roundedDown(100) == 100)
        #expect(ExploreBudget.roundedDown(1_000_000) == 1_000_000)
    }
}
