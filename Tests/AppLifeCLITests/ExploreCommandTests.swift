import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import Testing
@testable import AppLifeCLI

/// `applife explore` end to end: report, files, exit codes, determinism across `--jobs`,
/// the counterexample under `applife run`, and attacks on the command.
@Suite("ExploreCommand")
struct ExploreCommandTests {
    static let reportGolden = GoldenFile(
        "Tests/AppLifeCLITests/Golden/explore-draft.explore.txt", filter: "ExploreCommand")
    static let counterexampleGolden = GoldenFile(
        "Tests/AppLifeCLITests/Golden/explore-draft.counterexample.lua.txt", filter: "ExploreCommand")
    static let autosaveReportGolden = GoldenFile(
        "Tests/AppLifeCLITests/Golden/explore-autosave.explore.txt", filter: "ExploreCommand")
    static let autosaveCounterexampleGolden = GoldenFile(
        "Tests/AppLifeCLITests/Golden/explore-autosave.counterexample.lua.txt", filter: "ExploreCommand")

    @Test func findsShrinksAndWritesAReproducingCounterexample() throws {
        let result = try Fixtures.explore(example: "explore-draft", runs: 300)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.errors)\(result.output)")
        #expect(result.output.contains("✗ invariant \"no background task killed at expiry\" broke at step 4 of 4"))
        #expect(result.output.contains("(checked: `applife run` fails with the same invariant)"))
        let scenario = try #require(result.file("counterexample.lua"))
        #expect(
            scenario.contains("invariant(\"no background task killed at expiry\", invariants.no_task_killed_at_expiry)")
        )
        // `applife run` on it fails with the invariant's message.
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(
            path: result.directory + "/counterexample.lua", limits: RunLimits(), output: output, errors: errors)
        #expect(code == ExitStatus.expectationFailed)
        #expect(output.text.contains("invariant 'no background task killed at expiry' violated after time passed to"))
        #expect(output.text.contains(" s with a background task still open"))
        #expect(output.text.contains("Notes was killed at "))
        #expect(result.file("coverage.md")?.contains("stateDiagram-v2") == true)
        #expect(result.file("coverage.json")?.hasPrefix("{\"v\":1,") == true)
    }

    @Test func sameSeedSameBytesWithAnyJobs() throws {
        let out = try TemporaryDirectory(prefix: "al-x").path
        var outputs: [String] = []
        var files: [String] = []
        for jobs in [1, 2, 5] {
            let result = try Fixtures.explore(example: "explore-draft", runs: 300, seed: 11, jobs: jobs, out: out)
            outputs.append(result.output)
            files.append(
                (result.file("counterexample.lua") ?? "") + (result.file("coverage.md") ?? "")
                    + (result.file("coverage.json") ?? ""))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        #expect(files[0] == files[1] && files[1] == files[2])
        for jobs in [1, 3] {
            let result = try Fixtures.explore(example: "explore-two-apps", runs: 120, seed: 3, jobs: jobs, out: out)
            outputs.append(result.output)
        }
        #expect(outputs[3] == outputs[4])
        #expect(outputs[3].contains("✓ no invariant broke"))
    }

    /// The example's report, as `applife explore examples/explore-draft.lua --runs 500` prints
    /// it from the repository root on a terminal of 80 columns (or a pipe), and its
    /// counterexample: the executable runs in a folder holding the example where the
    /// repository keeps it, so the paths and the default out folder are the ones printed.
    @Test func exampleReportMatchesItsGolden() throws {
        let (report, scenario) = try Self.exampleReport("explore-draft", runs: 500)
        Self.reportGolden.check(report)
        Self.counterexampleGolden.check(scenario)
    }

    /// `applife explore examples/NAME.lua --runs N` run from a folder holding the example
    /// where the repository keeps it: its report and its counterexample.
    static func exampleReport(_ name: String, runs: Int, extra: [String] = []) throws -> (
        report: String, scenario: String
    ) {
        let folder = try TemporaryDirectory(prefix: "al-x")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("examples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.path("examples/\(name).lua"), toPath: folder.file("examples/\(name).lua"))
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        // English unless `extra` says otherwise, whatever the locale of the test run.
        for variable in ["APPLIFE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] { environment[variable] = nil }
        let run = try ChildProcess.run(
            try BuiltExecutable.require(), ["explore", "examples/\(name).lua", "--runs", "\(runs)"] + extra,
            in: URL(fileURLWithPath: folder.path), environment: environment)
        #expect(run.status == ExitStatus.expectationFailed, "\(run.errors)")
        let scenario = String(
            decoding: try Data(contentsOf: URL(fileURLWithPath: folder.file("explore-out/counterexample.lua"))),
            as: UTF8.self)
        return (run.output, scenario)
    }

    /// A bug only the app's own screen reaches (a word typed just before Home is never
    /// saved): explore tries the `ui` entry between iOS's events, shrinks the story to three
    /// steps, writes the touch through its row, and `applife run` replays it.
    @Test func aBugOnlyTheAppsScreenReachesIsFoundAndReplayed() throws {
        let result = try Fixtures.explore(example: "explore-autosave", runs: 300)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.errors)\(result.output)")
        #expect(
            result.output.contains(
                "✗ invariant \"a suspended Notes has stored everything typed\" broke at step 3 of 3"),
            "\(result.output)")
        #expect(result.output.contains("2  Notes: type \"milk\""))
        #expect(result.output.contains("(checked: `applife run` fails with the same invariant)"))
        let scenario = try #require(result.file("counterexample.lua"))
        #expect(scenario.contains("  user.ui(\"Notes\", \"type\", \"milk\")  -- 2\n"))
        let output = TextSink.memory()
        let code = ScriptRun.run(
            path: result.directory + "/counterexample.lua", limits: RunLimits(), output: output,
            errors: TextSink.memory())
        #expect(code == ExitStatus.expectationFailed)
        #expect(output.text.contains("Notes  user: type \"milk\""))
        #expect(output.text.contains("Notes is suspended with \"\" stored, but the user typed \"milk \""))
        let (report, golden) = try Self.exampleReport("explore-autosave", runs: 300)
        Self.autosaveReportGolden.check(report)
        Self.autosaveCounterexampleGolden.check(golden)
    }

    /// A main whose captured file-level locals change gets advice, which is no misuse:
    /// explore goes past it and finds nothing broken.
    @Test func exploreGoesPastTheAdviceOnCapturedLocals() throws {
        let result = try Fixtures.explore(
            """
            local launches = 0
            app { name = "Notes", main = function()
              return { delegate = { didFinishLaunching = function() launches = launches + 1; return true end } }
            end }
            """, runs: 60, depth: 6)
        #expect(result.status == 0, "\(result.errors)\(result.output)")
        #expect(result.output.contains("✓ no invariant broke"), "\(result.output)")
    }

    @Test func fileInvariantIsFoundAndReplayed() throws {
        let result = try Fixtures.explore(
            """
            local opened = 0
            local notes = app { name = "Notes", delegate = {
              didBecomeActive = function(a) opened = opened + 1 end,
            } }
            invariant("opened at most twice", function()
              return opened <= 2, "opened " .. opened .. " times"
            end)
            """, runs: 200)
        #expect(result.status == ExitStatus.expectationFailed)
        // Three activations: a launch and two returns (an unlock, a notification, a switch back).
        #expect(result.output.contains("✗ invariant \"opened at most twice\" broke at step 4 of 4"), "\(result.output)")
        #expect(result.output.contains("opened 3 times (at "))
        #expect(result.output.contains("(checked: `applife run` fails with the same invariant)"))
    }

    /// An app whose code is a main file: explore runs it anew in every process of every run,
    /// and the counterexample, which loads the explored file under its own name, finds it
    /// again from there.
    @Test func aMainFileIsExploredAndReplayed() throws {
        let folder = try TemporaryDirectory(prefix: "al-xmain")
        defer { folder.remove() }
        try Data(
            """
            local task
            return { delegate = {
              willResignActive = function(application) task = application:beginBackgroundTask("save") end,
              didEnterBackground = function(application) application:endBackgroundTask(task) end,
            } }
            """.utf8
        ).write(to: URL(fileURLWithPath: folder.file("code.lua")))
        let result = try Fixtures.explore(
            "local notes = app { name = 'Notes', main = 'code.lua' }\n", runs: 200, out: folder.path)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.errors)\(result.output)")
        #expect(result.output.contains("✗ invariant \"no background task killed at expiry\""), "\(result.output)")
        #expect(result.output.contains("(checked: `applife run` fails with the same invariant)"), "\(result.output)")
    }

    @Test func jsonReport() throws {
        let result = try Fixtures.explore(example: "explore-two-apps", runs: 50, json: true)
        #expect(result.status == ExitStatus.success)
        #expect(
            result.output.hasPrefix(
                "{\"v\":1,\"file\":\"examples/explore-two-apps.lua\",\"seed\":0,\"strategy\":\"both\""))
        #expect(result.output.contains("\"result\":\"passed\""))
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let coverage = object?["coverage"] as? [String: Any]
        #expect((coverage?["apps"] as? [Any])?.count == 2)
    }

    // MARK: Attacks

    @Test func fileWithoutApps() throws {
        let result = try Fixtures.explore("local x = 1")
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.errors.contains("declares no apps: explore needs at least one app{"))
    }

    /// The counterexample is built from values: a name with a line break and `]]` stays a
    /// quoted literal, a top-level `local user` and a final `return` stay inside the explored
    /// file, and the printed replay carries every flag that changes behaviour. Running that
    /// printed line with the real executable fails with the same invariant.
    @Test func theCounterexampleAndItsReplayAreFaithful() throws {
        var limits = RunLimits()
        limits.seed = -1
        limits.timeout = 5
        limits.memoryMegabytes = 100
        let result = try Fixtures.explore(
            """
            local user = "shadow"
            system = nil
            device { ios = 12 }
            local a = app { name = "A\\n]]" }
            invariant("never\\nlaunched]]) os.exit() --", function() return a.state == "notRunning" end)
            scenario("its own", function() end)
            return { user = user }
            """, runs: 20, seed: -1, limits: limits)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.errors)\(result.output)")
        #expect(result.output.contains("(checked: `applife run` fails with the same invariant)"), "\(result.output)")
        #expect(!result.output.contains("18446744073709551615"))
        let flags = "--seed -1 --timeout 5 --memory-limit 100"
        #expect(
            result.output.contains(
                "again:    applife explore \(result.directory.dropLast(4))/explored.lua --seed -1 --runs 20 --depth 20 --strategy both --timeout 5 --memory-limit 100 --out \(result.directory)\n"
            ), "\(result.output)")
        let replay = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("replay:   ") }).dropFirst(
            10)
        #expect(
            replay.hasSuffix("--scenario $'counterexample: never\\nlaunched]]) os.exit() --' \(flags)"), "\(replay)")
        let file = try #require(result.file("counterexample.lua"))
        #expect(
            !file.split(separator: "\n").contains { $0.hasPrefix("launched") },
            "a name's line break became a line:\n\(file)")
        #expect(
            file.contains(
                "scenario(\"counterexample: never\\nlaunched]]) os.exit() --\", function()\n  user.tap(\"A\\n]]\")  -- 1\n"
            ), "\(file)")

        let applife = try BuiltExecutable.require()
        let line = ShellWord.quoted(applife) + replay.dropFirst("applife".count)
        let run = try ChildProcess.run("/bin/bash", ["-c", line])
        #expect(run.status == ExitStatus.expectationFailed, "\(line)\n\(run.output)\(run.errors)")
        #expect(run.output.contains("launched]]) os.exit() --' violated after user.tap"), "\(run.output)")
    }

    @Test func badSettingsNameTheFlag() throws {
        for (runs, depth, jobs, strategy, message) in [
            (0, 20, 1, "both", "--runs must be between 1 and"),
            (10, 100_000, 1, "both", "--depth must be between 1 and 1000"),
            (10, 20, 0, "both", "--jobs must be between 1 and 64"),
            (10, 20, 1, "dfs", "--strategy must be one of random, bfs, both"),
            (Int.max, 20, 1, "both", "--runs must be between"),
        ] {
            let result = try Fixtures.explore(
                "app { name = 'A' }", runs: runs, depth: depth, jobs: jobs, strategy: strategy)
            #expect(result.status == ExitStatus.usage)
            #expect(result.errors.contains(message), "\(result.errors)")
        }
    }

    @Test func invariantThatErrorsStopsWithAScriptError() throws {
        let result = try Fixtures.explore(
            """
            local todo = app { name = "Todo" }
            invariant("bad", function() if todo.state == "active" then error("oops") end return true end)
            """, runs: 30)
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.output.contains("✗ the run stopped with an error at step"))
        #expect(result.output.contains("invariant 'bad' raised an error"))
    }

    @Test func invariantThatActsIsRefused() throws {
        let result = try Fixtures.explore(
            """
            app { name = "Todo" }
            invariant("acts", function() user.home() return true end)
            """, runs: 5)
        #expect(result.status == ExitStatus.scriptError)
        #expect(
            result.output.contains("user.home cannot be called from invariant 'acts': an invariant only reads state"))
    }

    @Test func invariantThatLoopsHitsTheTimeLimit() throws {
        var limits = RunLimits()
        limits.timeout = 0.5
        let result = try Fixtures.explore(
            """
            local todo = app { name = "Todo" }
            invariant("loops", function() while todo.state == "active" do end return true end)
            """, runs: 20, limits: limits)
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.output.contains("time limit"), "\(result.output)")
    }

    @Test func syntaxErrorIsReportedOnce() throws {
        let result = try Fixtures.explore("app { name = ")
        #expect(result.status == ExitStatus.scriptError)
        #expect(result.errors.hasPrefix("applife explore: "))
        #expect(result.output.isEmpty)
    }

    @Test func deepWalksStayBounded() throws {
        let result = try Fixtures.explore(example: "explore-two-apps", runs: 3, depth: 1000, strategy: "random")
        #expect(result.status == ExitStatus.success)
        #expect(result.output.contains("ran 3 random walks, 3000 steps"))
    }
}

extension ExploreCommandTests {
    /// iPad windows are explored too; a scene step is written as `user.focus("Notes#2")`.
    @Test func sceneAppOnAnIPad() throws {
        let result = try Fixtures.explore(
            """
            device { idiom = "ipad" }
            local notes = app { name = "Notes", life_cycle = "scenes", multiple_windows = true }
            invariant("at most two windows", function() return #notes.scenes <= 2, #notes.scenes .. " windows" end)
            """, runs: 300)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.output)")
        #expect(result.output.contains("✗ invariant \"at most two windows\" broke at step 3 of 3"))
        #expect(result.output.contains("(checked: `applife run` fails with the same invariant)"))
        #expect(result.file("counterexample.lua")?.contains("  user.open_window(\"Notes\")  -- 3\n") == true)
    }
}

extension ExploreCommandTests {
    /// A kill at expiry is explained by the step that began the task nobody ended.
    @Test func leakIsExplainedByTheStepThatBeganTheTask() throws {
        let result = try Fixtures.explore(example: "explore-draft", runs: 300, json: true)
        #expect(
            result.output.contains(
                "\"because\":{\"step\":2,\"reason\":\"began background task 1 \\\"save draft\\\" of Notes, never ended\"}"
            ),
            "\(result.output)")
    }
}

extension ExploreCommandTests {
    /// Using applife wrongly in app code stops an exploration run with
    /// an error at the file's line (exit 2), as under `run`: no simulated crash is shown.
    @Test func misuseInAppCodeIsAnErrorAtItsLineNotACrash() throws {
        let result = try Fixtures.explore(
            """
            app { name = "N", delegate = {
              didEnterBackground = function(a) wait(1) end } }
            """, runs: 40)
        #expect(result.status == ExitStatus.scriptError, "\(result.output)")
        #expect(result.output.contains("explored.lua:2: wait() cannot be used in app code"), "\(result.output)")
        #expect(!result.output.contains("N crashed"), "\(result.output)")
        #expect(!result.output.contains("terminated (crash)"), "\(result.output)")
    }
}
