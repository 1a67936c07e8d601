import AppLifeTestSupport
import Foundation
import Testing

@testable import AppLifeCLI

/// One memory budget for the process: under an address-space cap (`ulimit -v`), explore's
/// workers share it. `--jobs` above what it holds is lowered with a line saying so, and the
/// run ends with a result or a clear message, never a signal (sixteen workers of 512 MB under
/// a 2 GiB cap once died of SIGSEGV, or reported the cap's refusals as the file's errors).
@Suite struct ProcessMemoryBudgetTests {
    @Test func jobsAreLoweredToWhatTheCapHolds() {
        let capped = ExploreWorkers.allowed(16, memoryMegabytes: 512, sourceBytes: 100, cap: 2 << 30, used: 300 << 20)
        #expect(capped.jobs == 1)
        #expect(
            capped.note?.hasPrefix(
                "applife explore: --jobs 16 lowered to 1: this process may use 2048 MB of address space (ulimit -v)")
                == true, "\(capped.note ?? "")")
        let roomy = ExploreWorkers.allowed(4, memoryMegabytes: 64, sourceBytes: 100, cap: 64 << 30, used: 300 << 20)
        #expect(roomy.jobs == 4 && roomy.note == nil)
        let uncapped = ExploreWorkers.allowed(16, memoryMegabytes: 512, sourceBytes: 100, cap: nil, used: 0)
        #expect(uncapped.jobs == 16 && uncapped.note == nil)
    }

    /// `explore --jobs 16` under `ulimit -v 2097152` (2 GiB), on a trivial file and on one
    /// whose main chunk holds a large string.
    @Test(arguments: [0, 64])
    func exploreUnderAnAddressSpaceCapEndsCleanly(megabytes: Int) throws {
        let folder = try TemporaryDirectory(prefix: "al-cap")
        defer { folder.remove() }
        let path = folder.file("apps.lua")
        var source = "app { name = \"Notes\" }\napp { name = \"Mail\" }\n"
        if megabytes > 0 {
            source = "local kept = \"" + String(repeating: "x", count: megabytes << 20) + "\"\n" + source
        }
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let applife = try BuiltExecutable.require()
        let command =
            "ulimit -v 2097152 && exec \"$0\" explore \"$1\" --jobs 16 --runs 40 --timeout 0 --out \"$2\""
        let run = try ChildProcess.run("/bin/sh", ["-c", command, applife, path, folder.file("out")])
        #expect(!run.signalled, "explore died of signal \(run.status): \(run.errors)")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("--jobs 16 lowered to "), "\(run.errors)")
        #expect(run.output.contains("no invariant broke in 40 runs"), "\(run.output)")
    }
}
