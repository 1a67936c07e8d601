import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// Every number the command line takes is checked before anything is made or run, so none
/// overflows where it becomes bytes, an rlimit or a deadline.
@Suite struct CommandLineBoundsTests {
    @Test(arguments: [
        (
            ["lab", "grade", "subs", "--lab", "launch-order", "--memory-limit", "9223372036854775807"],
            "--memory-limit must be a number of MB from 1 to 1048576, got 9223372036854775807"
        ),
        (
            ["lab", "grade", "subs", "--lab", "launch-order", "--cpu-seconds", "9223372036854775806"],
            "--cpu-seconds must be from 1 to 1000000, got 9223372036854775806"
        ),
        (
            ["lab", "grade", "subs", "--lab", "launch-order", "--jobs", "1000000"],
            "--jobs must be from 1 to 64, got 1000000"
        ),
        (
            ["lab", "run-one", "x.lua", "--lab", "a", "--labs", "b", "--memory-limit", "9223372036854775807"],
            "--memory-limit must be a number of MB from 1 to 1048576"
        ),
        (
            ["run", "examples/hello.lua", "--memory-limit", "9223372036854775807"],
            "--memory-limit must be a number of MB from 0 to 1048576 (0: no limit), got 9223372036854775807"
        ),
        (
            ["run", "examples/hello.lua", "--timeout", "1e300"],
            "--timeout must be a finite number of seconds from 0 to 1000000"
        ),
        (
            ["lab", "check", "launch-order", "--timeout", "1e300"],
            "--timeout must be a finite number of seconds from 0 to 1000000"
        ),
        (
            ["explore", "examples/explore-draft.lua", "--ios", "28", "--out", "/tmp/al-bounds-never"],
            "--ios 28: iOS 28 is not modelled"
        ),
        (
            ["explore", "examples/explore-draft.lua", "--runs", "0", "--out", "/tmp/al-bounds-never"],
            "--runs must be between 1 and"
        ),
    ])
    func outOfRangeIsBadUsageBeforeAnythingRuns(arguments: [String], message: String) throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), arguments)
        #expect(run.status == ExitStatus.usage, "\(arguments): \(run.output)\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/al-bounds-never"), "explore made its folder")
    }

    /// The same checks in Chinese, with --lang zh anywhere on the line.
    @Test(arguments: [
        (["run", "examples/hello.lua", "--timeout", "1e300", "--lang", "zh"], "--timeout 必须是 0 到 1000000 之间的有限秒数"),
        (
            ["explore", "examples/explore-draft.lua", "--lang", "zh", "--runs", "0", "--out", "/tmp/al-bounds-never"],
            "--runs 必须在 1 到 1000000 之间（得到的是 0）"
        ),
        (
            ["lab", "grade", "subs", "--lab", "launch-order", "--jobs", "1000000", "--lang", "zh"],
            "--jobs 必须在 1 到 64 之间"
        ),
    ])
    func outOfRangeIsSaidInChinese(arguments: [String], message: String) throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), arguments)
        #expect(run.status == ExitStatus.usage, "\(arguments): \(run.output)\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/al-bounds-never"), "explore made its folder")
    }

    /// The same bounds hold for callers of the commands themselves.
    @Test func gradingRefusesLimitsThatWouldOverflowInEveryChild() throws {
        var settings = GradeSettings(labs: Fixtures.labs, exercise: "launch-order", directory: "/nonexistent")
        settings.cpuSeconds = .max - 1
        let output = TextSink.memory(), errors = TextSink.memory()
        #expect(LabGrading.grade(settings, output: output, errors: errors) == ExitStatus.usage)
        #expect(errors.text.contains("--cpu-seconds must be from 1 to 1000000"), "\(errors.text)")
        var limits = RunLimits()
        limits.memoryMegabytes = .max
        #expect(
            ScriptRun.run(path: "examples/hello.lua", limits: limits, output: output, errors: errors)
                == ExitStatus.usage)
        #expect(errors.text.contains("--memory-limit must be a number of MB from 0 to 1048576"), "\(errors.text)")
    }
}
