import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// Coverage as explore reports it: a scene app's scene-delegate callbacks count against what
/// it implements, and what its life cycle rules out is n/a, not a gap.
@Suite struct ExploreCoverageReportTests {
    @Test func sceneAppCountsSceneDelegateCallbacksAndMarksTheForegroundLaunchNotApplicable() throws {
        let result = try Fixtures.explore(example: "scenes-urls", runs: 200, columns: 1000)
        #expect(result.status == 0, "\(result.errors)\(result.output)")
        #expect(!result.output.contains("sceneWillConnect"), "willConnect runs at every launch: \(result.output)")
        #expect(!result.output.contains("sceneOpenURLContexts"), "\(result.output)")
        #expect(
            result.output.contains("Shop  states 5/5, transitions 12/12 (1 n/a), callbacks 2/3 implemented\n"),
            "\(result.output)")
        #expect(result.output.contains("n/a, a scene app launches into the background: notRunning → inactive\n"))
        #expect(!result.output.contains("never taken: notRunning → inactive"))
        let json = try #require(result.file("coverage.json"))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let apps = (object?["coverage"] as? [String: Any])?["apps"] as? [[String: Any]]
        let callbacks = try #require(apps?.first?["callbacks"] as? [String: Int])
        #expect((callbacks["sceneWillConnect"] ?? 0) > 0)
        #expect((callbacks["sceneOpenURLContexts"] ?? 0) > 0)
        let na = apps?.first?["notApplicable"] as? [String: Any]
        #expect((na?["transitions"] as? [[String: String]]) == [["from": "notRunning", "to": "inactive"]])
        #expect(
            try #require(result.file("coverage.md")).contains(
                "n/a, a scene app launches into the background: notRunning → inactive."))
    }

    /// On iPhone OS 3 nothing enters the background, and methods that came later are never called.
    @Test func withoutMultitaskingTheBackgroundIsNotApplicable() throws {
        let result = try Fixtures.explore(example: "explore-two-apps", runs: 60, ios: 3, columns: 1000)
        #expect(result.status == 0, "\(result.errors)\(result.output)")
        #expect(
            result.output.contains(
                "Notes  states 3/3 (2 n/a), transitions 5/5 (8 n/a), callbacks 3/3 implemented (2 n/a)\n"),
            "\(result.output)")
        #expect(
            result.output.contains("n/a, never called here: didEnterBackground (iOS 4+), openURL (iOS 9+)"),
            "\(result.output)")
        #expect(!result.output.contains("never entered"), "\(result.output)")
    }
}
