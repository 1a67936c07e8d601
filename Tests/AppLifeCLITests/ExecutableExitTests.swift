import AppLifeTestSupport
import Foundation
import Testing

/// The executable's exit codes (README): 0 passed, 1 an expectation
/// failed, 2 a script error or bad usage — including usage errors that
/// ArgumentParser would report with its own 64. Runs the `applife` built with
/// the tests and fails when it is missing (see ``BuiltExecutable``).
@Suite struct ExecutableExitTests {
    @Test(
        "exit codes of the executable",
        arguments: [
            (["run", "examples/hello.lua"], Int32(0)),
            (["run", "examples/hello.lua", "--trace", "xml"], Int32(2)),
            (["run", "examples/hello.lua", "--no-such-flag"], Int32(2)),
            (["no-such-command"], Int32(2)),
            (["run", "no/such/file.lua"], Int32(2)),
            (["--version"], Int32(0)),
            (["runn", "examples/hello.lua"], Int32(2)),
            (["lab", "chek", "launch-order"], Int32(2)),
            (["run", "examples/hello.lua", "--ios", "99"], Int32(2)),
            (["run", "examples/hello.lua", "--timeout", "-1"], Int32(2)),
            (["run", "examples"], Int32(2)),
            (["run", "examples/hello.lua", "--filter", "NOTHING"], Int32(2)),
            (["run", "examples/hello.lua", "--list"], Int32(0)),
            (["lab", "grade", "labs", "--lab", "launch-order", "--jobs", "0"], Int32(2)),
            (["run", "examples/hello.lua", "--ios", "28"], Int32(2)),
            (["run", "examples/hello.lua", "--ios", "2"], Int32(0)),
            (["repl", "--ios", "1"], Int32(2)),
            (["explore", "examples/explore-two-apps.lua", "--runs", "20", "--out", "/tmp/al-exit-explore"], Int32(0)),
            (["explore", "examples/explore-draft.lua", "--runs", "300", "--out", "/tmp/al-exit-explore"], Int32(1)),
            (["explore", "examples/hello.lua", "--strategy", "dfs"], Int32(2)),
            (["explore", "examples/hello.lua", "--runs", "many"], Int32(2)),
            (["explore", "examples/hello.lua", "--shard", "1/2"], Int32(2)),
            (["explore", "examples/hello.lua", "--runs", "20", "--shard", "3/2"], Int32(2)),
            (["explore", "merge"], Int32(2)),
            (["explore", "merge", "/tmp/al-exit-no-such-shard.json", "--runs", "20"], Int32(2)),
            (["explore", "merge", "/tmp/al-exit-no-such-shard.json"], Int32(2)),
        ])
    func exitCode(arguments: [String], expected: Int32) throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), arguments)
        #expect(!run.signalled, "applife \(arguments.joined(separator: " ")) died of signal \(run.status)")
        #expect(run.status == expected, "applife \(arguments.joined(separator: " ")); stderr:\n\(run.errors)")
    }

    /// An unknown language is bad usage, 2, never 1 (which an autograder reads as a check
    /// that did not pass): from the flag and from the environment, for every lab command.
    @Test(arguments: [["lab", "list"], ["lab", "check", "launch-order"], ["lab", "pack", "/tmp/al-exit-pack"]])
    func anUnknownLanguageIsBadUsage(_ command: [String]) throws {
        let applife = try BuiltExecutable.require()
        let flag = try ChildProcess.run(applife, command + ["--lang", "xx"])
        #expect(flag.status == 2, "\(command) --lang xx: \(flag.errors)")
        #expect(flag.errors.contains("unknown language 'xx'"), "\(flag.errors)")
        var environment = ProcessInfo.processInfo.environment
        environment["APPLIFE_LANG"] = "klingon"
        let variable = try ChildProcess.run(applife, command, environment: environment)
        #expect(variable.status == 2, "\(command) with APPLIFE_LANG=klingon: \(variable.errors)")
        #expect(variable.errors.contains("APPLIFE_LANG: unknown language 'klingon'"), "\(variable.errors)")
    }

    @Test func anUnmodelledIOSNamesTheRange() throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), ["run", "examples/hello.lua", "--ios", "99"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--ios 99: iOS 99 is not modelled: choose a version from 2 (iPhone OS 2) to 27"))
    }

    /// A leaf command is parsed on its own first (start-up); its mistakes and help must
    /// still come out in the words of the whole tree, `applife lab grade`, not `grade`.
    @Test(arguments: [["lab", "grade", "--bogus"], ["lab", "run-one"], ["explore", "--strategy", "dfs"]])
    func aLeafCommandsUsageErrorNamesTheWholeCommand(arguments: [String]) throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), arguments)
        let path = "applife " + arguments.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
        #expect(run.status == 2)
        #expect(run.errors.contains("Usage: \(path) "), "\(run.errors)")
    }

    @Test func aLeafCommandsHelpNamesTheWholeCommand() throws {
        let run = try ChildProcess.run(try BuiltExecutable.require(), ["lab", "grade", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: applife lab grade <targets> ..."), "\(run.output)")
    }

    /// A leaf parsed alone skips the completion-script check; the full parse still answers.
    @Test(arguments: [["lab", "grade"], ["run"], []])
    func aCompletionScriptIsStillGiven(command: [String]) throws {
        let run = try ChildProcess.run(
            try BuiltExecutable.require(), command + ["--generate-completion-script", "bash"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("#!/bin/bash\n"), "\(run.output.prefix(200))")
        #expect(run.output.contains("grade") && run.output.contains("--wall-seconds"))
    }
}
