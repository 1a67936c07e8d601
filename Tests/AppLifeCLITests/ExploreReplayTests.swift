import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// What explore prints and writes to run again carries every flag that changes behaviour:
/// a counterexample found on an old iOS replays on that iOS.
@Suite struct ExploreReplayTests {
    /// iOS 6 gives a background task 600 s, iOS 17 30 s: the kill's time tells them apart.
    static let leak = """
        app { name = "Notes", delegate = {
          didEnterBackground = function(a) a:beginBackgroundTask(function() end) end,
        } }
        """

    @Test func counterexampleFoundWithAnIOSVersionReplaysOnThatVersion() throws {
        let result = try Fixtures.explore(Self.leak, runs: 200, ios: 6)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.errors)\(result.output)")
        let message = try #require(result.output.split(separator: "\n").first { $0.contains("was killed at") })
            .trimmingCharacters(in: .whitespaces)
        #expect(message.hasPrefix("Notes was killed at 6"), "iOS 6's budget is 600 s: \(message)")
        let replay = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("replay:   ") }).dropFirst(
            10)
        #expect(replay.hasSuffix(" --ios 6"), "\(replay)")
        let again = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("again:    ") })
        #expect(again.hasSuffix(" --ios 6 --out \(result.directory)"), "\(again)")
        let file = try #require(result.file("counterexample.lua"))
        #expect(file.contains("\ndevice { ios = 6 }  -- explored with --ios 6\n"), "\(file)")

        // The printed replay, with the real executable: the same violation, the same message.
        let applife = try BuiltExecutable.require()
        let run = try ChildProcess.run(
            "/bin/bash", ["-c", ShellWord.quoted(applife) + replay.dropFirst("applife".count)])
        #expect(run.status == ExitStatus.expectationFailed, "\(run.output)\(run.errors)")
        #expect(run.output.contains("invariant 'no background task killed at expiry' violated"), "\(run.output)")
        #expect(run.output.contains(message), "\(message)\n\(run.output)")

        // Run without the flag, the file itself asks for iOS 6.
        let plain = try ChildProcess.run(applife, ["run", result.directory + "/counterexample.lua"])
        #expect(plain.status == ExitStatus.expectationFailed, "\(plain.output)\(plain.errors)")
        #expect(plain.output.contains(message), "\(message)\n\(plain.output)")
    }

    /// The again line repeats the exploration: run, it prints the same report.
    @Test func againLineRepeatsTheExploration() throws {
        let result = try Fixtures.explore(Self.leak, runs: 120, seed: 5, ios: 7)
        let again = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("again:    ") }).dropFirst(
            10)
        let applife = try BuiltExecutable.require()
        let run = try ChildProcess.run(
            "/bin/bash", ["-c", ShellWord.quoted(applife) + again.dropFirst("applife".count)])
        #expect(run.status == ExitStatus.expectationFailed, "\(run.output)\(run.errors)")
        #expect(Repository.relative(run.output) == result.output)
    }
}
