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

    /// An app declared with `main` says what it implements only as a process starts: coverage
    /// counts what its processes' code implemented (it said "callbacks 0/0 implemented").
    @Test func mainAppsCountTheCallbacksTheirProcessesImplement() throws {
        let source = """
            app {
              name = "Notes",
              main = function()
                return { delegate = {
                  didFinishLaunching = function(app) end,
                  didEnterBackground = function(app) end,
                  willTerminate = function(app) end,
                } }
              end,
            }
            app { name = "Mail" }

            """
        let result = try Fixtures.explore(source, runs: 60, columns: 1000)
        #expect(result.status == 0, "\(result.errors)\(result.output)")
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("Notes  states") })
        #expect(line.hasSuffix("/3 implemented") && !line.contains("callbacks 0/"), "\(result.output)")
        // The same counts after a merge of shards.
        let folder = try TemporaryDirectory(prefix: "al-cov")
        defer { folder.remove() }
        let path = folder.file("notes.lua")
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let shards = (1...2).map { index -> String in
            _ = ExploreShardTests.explore(
                path, runs: 60, strategy: "both", out: folder.file("s\(index)"), shard: "\(index)/2")
            return folder.file("s\(index)/shard-\(index)-of-2.json")
        }
        let merged = ExploreShardTests.merge(shards, out: folder.file("merged"))
        let whole = ExploreShardTests.explore(path, runs: 60, strategy: "both", out: folder.file("whole"))
        let callbacks = try #require(whole.1.split(separator: "\n").first { $0.contains("Notes  states") })
        #expect(callbacks.hasSuffix("/3 implemented"), "\(whole.1)")
        #expect(merged.1.contains(String(callbacks)), "\(merged.1)\(merged.2)")
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
