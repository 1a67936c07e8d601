import AppLifeTestSupport
import Foundation
import LuaHost
import Testing

@testable import AppLifeCLI

/// A limit fails the check that hit it, and only that one: the other checks keep their
/// points in `lab grade` (in this process and in child processes, even when the child is
/// killed inside the check), in Exercism's results and under Classroom alike.
@Suite struct PartialCreditTests {
    /// A lab of three equal checks; the second calls `M.spin()`, the others need `M.ok`.
    static func lab(in folder: TemporaryDirectory) throws -> String {
        let root = folder.file("labs")
        try FileManager.default.createDirectory(atPath: root + "/three", withIntermediateDirectories: true)
        let files = [
            "lab.lua": "return { title = \"T\", exercises = { \"three\" } }\n",
            "three/exercise.lua": """
            return {
              title = "Three checks", points = 9, hints = { "h" },
              checks = {
                { name = "first", rationale = "r1" },
                { name = "second", rationale = "r2" },
                { name = "third", rationale = "r3" },
              },
            }

            """,
            "three/checks.lua": """
            local M = student()
            scenario("first", function() expect.equal(M.ok, true, "ok") end)
            scenario("second", function() M.spin() expect.equal(M.ok, true, "ok") end)
            scenario("third", function() expect.equal(M.ok, true, "ok") end)

            """,
            "three/README.md": "# Three\n",
            "three/starter.lua": "return {}\n",
            "three/solution.lua": "return { ok = true, spin = function() end }\n",
        ]
        for (path, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        return root
    }

    /// Spins in Lua (the Lua deadline stops it) or in C (a pattern: the child's watchdog
    /// ends the whole process).
    static let luaLoop = "return { ok = true, spin = function() while true do end end }\n"
    static let cLoop = """
        return { ok = true, spin = function()
          string.rep("a", 40):find(string.rep("a?", 40) .. string.rep("a", 40))
        end }

        """

    static func grade(_ source: String, inChild: Bool) throws -> SubmissionResult {
        let folder = try TemporaryDirectory(prefix: "al-partial")
        defer { folder.remove() }
        let labs = try lab(in: folder)
        try FileManager.default.createDirectory(atPath: folder.file("subs"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder.file("subs/erin.lua")))
        var settings = GradeSettings(labs: labs, exercise: "three", directory: folder.file("subs"))
        settings.jsonPath = folder.file("results.json")
        settings.checkSeconds = 1
        let exercise = try LabCatalog(root: labs).exercise("three")
        var limits = RunLimits()
        limits.timeout = 1
        if inChild { settings.executable = try BuiltExecutable.require() }
        let launcher: SubmissionLauncher? =
            inChild ? nil : InProcessLauncher(exercise: exercise, limits: limits)
        let errors = TextSink.memory()
        #expect(
            LabGrading.grade(settings, launcher: launcher, output: .memory(), errors: errors) == 0, "\(errors.text)")
        let report = try JSONDecoder().decode(
            GradeReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder.file("results.json"))))
        return try #require(report.submissions.first)
    }

    @Test(arguments: [(luaLoop, false), (luaLoop, true), (cLoop, true)])
    func aLoopInTheSecondCheckKeepsTheFirstAndThirdChecksPoints(source: String, inChild: Bool) throws {
        let result = try Self.grade(source, inChild: inChild)
        #expect(result.tests.map(\.status) == ["pass", "error", "pass"], "\(result.tests)")
        #expect(result.score == 6 && result.max_score == 9)
        // Exercism version 3: `error` only when no test could run; a message only with it.
        #expect(result.status == "fail" && result.message == nil)
        #expect(result.tests[1].message?.contains("erin.lua:") == true, "\(result.tests[1].message ?? "")")
    }

    /// Exercism's results.json from `lab check --results`: the same partial credit.
    @Test func exercismResultsKeepTheChecksBeforeALoop() throws {
        let solution = try AutograderTests.source("background-task", "solution")
        let looping = solution.replacingOccurrences(
            of: "M.saved = false", with: "M.saved = false if M.save_seconds == 100 then while true do end end")
        #expect(looping != solution)
        let results = try #require(try AutograderTests.check("background-task", looping).results)
        AutograderTests.validate(results)
        #expect(results["status"] as? String == "fail")
        let tests = results["tests"] as? [[String: Any]] ?? []
        #expect(tests.map { $0["status"] as? String } == ["pass", "pass", "error"])
    }

    @Test func aFileThatNeverLoadsIsStillAnErrorWithItsLine() throws {
        let result = try Self.grade(
            "string.rep('a', 40):find(string.rep('a?', 40) .. string.rep('a', 40))\n", inChild: true)
        #expect(result.tests.map(\.status) == ["error", "error", "error"])
        #expect(result.score == 0 && result.status == "error")
        #expect(result.message == "error: time limit at erin.lua:1", "\(result.message ?? "")")
    }

    /// `lab run-one --from-check 3 --passed 1` runs only the third check, and a progress file
    /// gets its line the moment it ends.
    @Test func aChildResumesAfterTheCheckItsPredecessorDiedIn() throws {
        let folder = try TemporaryDirectory(prefix: "al-resume")
        defer { folder.remove() }
        let labs = try Self.lab(in: folder)
        try Data(Self.cLoop.utf8).write(to: URL(fileURLWithPath: folder.file("erin.lua")))
        let run = try ChildProcess.run(
            try BuiltExecutable.require(),
            [
                "lab", "run-one", "erin.lua", "--lab", "three", "--labs", labs, "--progress", "progress.jsonl",
                "--from-check", "3", "--passed", "1",
            ],
            in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 0, "\(run.output) \(run.errors)")
        let lines = try String(contentsOfFile: folder.file("progress.jsonl"), encoding: .utf8).split(separator: "\n")
        let decoded = try lines.map { try JSONDecoder().decode(GradeProgressLine.self, from: Data($0.utf8)) }
        #expect(decoded.map(\.index) == [2] && decoded.map(\.test.status) == ["pass"])
        let bad = try ChildProcess.run(
            try BuiltExecutable.require(),
            ["lab", "run-one", "erin.lua", "--lab", "three", "--labs", labs, "--from-check", "2", "--passed", "2"],
            in: URL(fileURLWithPath: folder.path))
        #expect(bad.status == 2, "a check passed before it starts is bad usage")
    }
}
