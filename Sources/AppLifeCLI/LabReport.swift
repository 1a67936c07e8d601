import Lifecycle
import ScriptBindings

/// How check outcomes read for a student: a line per check, and for a
/// failure the rationale, the aligned diff, where, and any crash; a hidden
/// check shows only its rationale.
struct LabReport {
    let exercise: LabExercise
    let outcomes: [CheckOutcome]
    let colour: Bool
    /// Show each failing check's timeline, with the student's `log` lines (`--trace`).
    var showsTraces = false
    /// Said under a failing report when traces are not shown: how to see them.
    var traceHint: String?

    var allPassed: Bool { outcomes.allSatisfy { $0.status == .passed } }

    var score: Double { LabReport.score(outcomes, points: exercise.manifest.points) }

    static func score(_ outcomes: [CheckOutcome], points: Double) -> Double {
        let total = outcomes.map(\.check.weight).reduce(0, +)
        guard total > 0 else { return 0 }
        let passed = outcomes.filter { $0.status == .passed }.map(\.check.weight).reduce(0, +)
        return (points * passed / total * 100).rounded() / 100
    }

    func text() -> String {
        var lines: [String] = []
        for (index, outcome) in outcomes.enumerated() {
            lines.append(contentsOf: describe(outcome, number: index + 1))
            if showsTraces, outcome.status == .failed || outcome.status == .error, !outcome.records.isEmpty {
                lines.append("      trace (what happened, with your log lines):")
                for record in outcome.records {
                    let line = TraceRecord.textLine(record).replacing(exercise.checksPath, with: "checks.lua")
                    lines.append(OutcomeText.indent(SafeText.terminalText(line), by: "      | "))
                }
            }
        }
        if !showsTraces, let traceHint,
            outcomes.contains(where: { ($0.status == .failed || $0.status == .error) && !$0.records.isEmpty })
        {
            lines.append("")
            lines.append(traceHint)
        }
        let passed = outcomes.filter { $0.status == .passed }.count
        lines.append("")
        lines.append("\(passed) of \(outcomes.count) checks passed (\(LabReport.points(score)) of \(LabReport.points(exercise.manifest.points)) points)")
        return lines.joined(separator: "\n") + "\n"
    }

    func describe(_ outcome: CheckOutcome, number: Int) -> [String] {
        OutcomeText.student(outcome, number: number, checks: exercise.manifest.checks, colour: colour)
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
