import AppLifeTestSupport
import Foundation
import Testing

@testable import AppLifeCLI

/// `choose` under explore: breadth-first takes the first branch, random walks take any, and
/// the counterexample names the branches its run took and replays them.
@Suite struct ChooseExploreTests {
    /// Only the second branch (the sync is not running) leaks a background task.
    static let model = """
        app { name = "Reader", delegate = {
          didEnterBackground = function(a)
            if choose("SceneDelegate.swift:12 isSyncing") then
              log("sync already running")
            else
              a:beginBackgroundTask(function() end)
            end
          end,
        } }
        """

    @Test func exploreFindsTheBugOnlyTheSecondBranchHitsAndReplaysIt() throws {
        let result = try Fixtures.explore(Self.model, runs: 200)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.errors)\(result.output)")
        let file = try #require(result.file("counterexample.lua"))
        #expect(file.contains("-- choose(\"SceneDelegate.swift:12 isSyncing\") took branch 2 of 2"), "\(file)")
        let replay = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("replay:   ") }).dropFirst(
            10)
        #expect(replay.contains("--choices 'SceneDelegate.swift:12 isSyncing="), "\(replay)")

        let applife = try BuiltExecutable.require()
        let run = try ChildProcess.run(
            "/bin/bash", ["-c", ShellWord.quoted(applife) + replay.dropFirst("applife".count)])
        #expect(run.status == ExitStatus.expectationFailed, "\(run.output)\(run.errors)")
        #expect(run.output.contains("invariant 'no background task killed at expiry' violated"), "\(run.output)")
        // Without the choices every choose takes its first branch: nothing leaks.
        let plain = try ChildProcess.run(applife, ["run", result.directory + "/counterexample.lua"])
        #expect(plain.status == ExitStatus.success, "\(plain.output)\(plain.errors)")
    }

    @Test func breadthFirstAloneTakesTheFirstBranch() throws {
        let result = try Fixtures.explore(Self.model, runs: 200, strategy: "bfs")
        #expect(result.status == ExitStatus.success, "\(result.errors)\(result.output)")
    }

    @Test func badChoicesAreRefusedWithTheFix() throws {
        #expect(throws: ChoiceWordsError.self) { try ChoiceWords.plan(["no equals sign"]) }
        #expect(throws: ChoiceWordsError.self) { try ChoiceWords.plan(["a=0"]) }
        #expect(throws: ChoiceWordsError.self) { try ChoiceWords.plan(["a=65"]) }
        #expect(throws: ChoiceWordsError.self) { try ChoiceWords.plan(["=1"]) }
        #expect(throws: ChoiceWordsError.self) { try ChoiceWords.plan(["a=1,,2"]) }
        #expect(try ChoiceWords.plan(["x = y: z=2,true,false", "b=3"]) == ["x = y: z": [2, 1, 2], "b": [3]])
        let applife = try BuiltExecutable.require()
        let bad = try ChildProcess.run(
            applife, ["run", Repository.path("examples/hello.lua"), "--choices", "isLoggedIn"])
        #expect(bad.status == ExitStatus.usage, "\(bad.output)\(bad.errors)")
        #expect(bad.errors.contains("expected LABEL=BRANCH"), "\(bad.errors)")
    }
}
