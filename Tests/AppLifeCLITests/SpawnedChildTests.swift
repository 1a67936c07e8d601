import Foundation
import Testing

@testable import AppLifeCLI

#if canImport(Glibc)
import Glibc
#endif

/// The child process of `lab grade`: posix_spawn in a folder, output into files, a wait on
/// the calling thread, and a kill at the wall-clock limit.
@Suite struct SpawnedChildTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "spawned-child-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func sh(
        _ script: String, wallSeconds: Double = 60, environment: [String: String] = ["PATH": "/usr/bin:/bin"]
    )
        throws -> (end: SpawnedChild.End, stdout: String, stderr: String)
    {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out", err = folder + "/err"
        let end = try SpawnedChild.run(
            "/bin/sh", ["-c", script], environment: environment, directory: folder, stdout: out, stderr: err,
            wallSeconds: wallSeconds)
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return (end, read(out), read(err))
    }

    @Test func runsInItsFolderWithItsEnvironmentAndWritesItsOutputToFiles() throws {
        let run = try sh(
            "pwd; echo \"$HOME\"; echo oops >&2; exit 3", environment: ["PATH": "/usr/bin:/bin", "HOME": "/nowhere"])
        #expect(run.end == SpawnedChild.End(code: 3, signal: 0, timedOut: false))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == URL(fileURLWithPath: folder).resolvingSymlinksInPath().path)
        #expect(lines.last == "/nowhere")
        #expect(run.stderr == "oops\n")
    }

    @Test func readsNothingAndInheritsNoOtherDescriptor() throws {
        // stdin is /dev/null; besides 0, 1 and 2 only the descriptor ls opens to list them.
        let run = try sh("cat; ls /proc/self/fd | wc -l")
        #expect(run.end.code == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "4")
    }

    @Test func aSignalThatEndsItIsReported() throws {
        let run = try sh("kill -TERM $$")
        #expect(run.end == SpawnedChild.End(code: 0, signal: SIGTERM, timedOut: false))
    }

    @Test func itIsKilledAtTheWallClockLimit() throws {
        let run = try sh("exec sleep 30", wallSeconds: 0.2)
        #expect(run.end == SpawnedChild.End(code: 0, signal: SIGKILL, timedOut: true))
    }

    @Test func aProgramThatCannotStartIsAnError() throws {
        #expect(throws: SpawnedChild.Failure.self) {
            try SpawnedChild.run(
                folder + "/missing", [], environment: [:], directory: folder, stdout: folder + "/out",
                stderr: folder + "/err", wallSeconds: 1)
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
