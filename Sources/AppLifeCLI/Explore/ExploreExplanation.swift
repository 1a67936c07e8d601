import Exploration
import Lifecycle

/// The step that explains a violation: every claim of the report cites the step that justifies it.
/// A kill at expiry is explained by the step that began the task nobody ended; anything
/// else by the latest earlier step that changed the state of the app concerned.
///
///     because step 2 (open notes://explore) began background task 1 "save draft" of Notes, never ended
struct ExploreExplanation: Equatable {
    let step: Int
    let reason: String

    static func find(
        _ failure: RunFailure, steps: [ExploreFindings.Step], records: [TraceRecord], stepEnds: [Int]
    ) -> ExploreExplanation? {
        guard let violation = failure.violation, failure.step >= 1 else { return nil }
        if violation.name == BuiltinInvariant.noTaskKilledAtExpiry.rawValue, let app = violation.app,
            let leak = leakedTask(of: app, records: records, before: stepEnds[min(failure.step, stepEnds.count - 1)])
        {
            let step = stepEnds.lastIndex { $0 <= leak.index } .map { $0 + 1 } ?? 0
            if step >= 1, step <= steps.count {
                let label = leak.record.message.map { " \"\($0)\"" } ?? ""
                return ExploreExplanation(
                    step: step, reason: "began background task \(leak.record.id ?? 0)\(label) of \(app), never ended")
            }
        }
        for n in stride(from: min(failure.step, steps.count) - 1, through: 1, by: -1) {
            let step = steps[n - 1]
            let relevant = violation.app.map { step.appsChanged.contains($0) } ?? !step.appsChanged.isEmpty
            if relevant { return ExploreExplanation(step: n, reason: "moved " + step.changes.joined(separator: ", ")) }
        }
        return nil
    }

    /// The first task of `app` still open when its last termination before record `end`
    /// (the kill at expiry) came.
    private static func leakedTask(of app: String, records: [TraceRecord], before end: Int) -> (index: Int, record: TraceRecord)? {
        var open: [(index: Int, record: TraceRecord)] = []
        var atKill: [(index: Int, record: TraceRecord)] = []
        for (index, r) in records.prefix(end).enumerated() where r.app == app {
            if r.kind == .task, r.name == "begin" { open.append((index, r)) }
            if r.kind == .task, r.name == "end" { open.removeAll { $0.record.id == r.id } }
            if r.kind == .termination {
                atKill = open
                open.removeAll()
            }
        }
        return atKill.first
    }
}
