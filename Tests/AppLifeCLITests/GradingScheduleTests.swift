import Foundation
import Testing

@testable import AppLifeCLI

/// Workers take submissions as they free up: a slow one holds up no other.
@Suite struct GradingScheduleTests {
    /// The first submission finishes only once every other one has been graded. With each
    /// worker bound to a fixed share (0, 2, 4, ... and 1, 3, 5, ...), the first worker's
    /// share would wait behind it and the gate would never open.
    final class GatedLauncher: SubmissionLauncher, @unchecked Sendable {
        let lock = NSLock()
        let others: Int
        var graded = 0
        let gate = DispatchSemaphore(value: 0)
        var gateOpened = false

        init(others: Int) { self.others = others }

        func grade(_ submission: Submission) -> SubmissionResult {
            if submission.student == "s0" {
                // A safety net, not a timing assertion: a wrong schedule fails here instead of hanging.
                let opened = gate.wait(timeout: .now() + 120) == .success
                lock.withLock { gateOpened = opened }
            } else {
                lock.withLock {
                    graded += 1
                    if graded == others { gate.signal() }
                }
            }
            return .error(submission.student, "graded", maxScore: 1)
        }
    }

    @Test func aSlowSubmissionDoesNotHoldUpTheOthers() {
        let submissions = (0..<9).map { Submission(student: "s\($0)", file: "s\($0).lua", problem: nil) }
        let launcher = GatedLauncher(others: submissions.count - 1)
        let results = LabGrading.run(submissions, jobs: 2, launcher: launcher)
        #expect(launcher.lock.withLock { launcher.gateOpened })
        #expect(results.map(\.student) == submissions.map(\.student), "results keep the submissions' order")
    }
}
