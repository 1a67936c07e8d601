import AppLifeTestSupport
import Foundation
import LuaHost
import Testing
@testable import AppLifeCLI

/// A lab check that explores runs its file hundreds of times; the check's time limit is
/// for the check, as a scenario check's is, not for each run (`lab check`, `watch`,
/// `verify` and `grade` all check through `LabChecker`).
@Suite struct ExplorationCheckLimitTests {
    @Test func aSlowStudentDoesNotPassAnExploringCheckRunByRun() throws {
        let exercise = try LabCatalog(root: Fixtures.labs).exercise("no-leaked-task")
        let solution = try String(contentsOfFile: exercise.solutionPath, encoding: .utf8)
        // About a tenth of a second per run: each run is well inside the limit, the check is not.
        let slow = "for i = 1, 1e7 do end\n" + solution
        var limits = RunLimits()
        limits.timeout = 2
        let outcomes = try LuaThread.run {
            LabChecker.run(exercise, studentPath: "slow.lua", studentSource: Array(slow.utf8), limits: limits)
        }
        #expect(outcomes.map(\.status) == [.passed, .error], "\(outcomes.map { "\($0.status) \($0.report ?? "")" })")
        #expect(outcomes.last?.report?.contains("time limit of 2 s exceeded") == true, "\(outcomes.last?.report ?? "")")
    }
}
