import Foundation
import ScriptBindings

/// How check outcomes read for a student: a line per check, and for a
/// failure the rationale, the aligned diff, where, and any crash; a hidden
/// check shows only its rationale.
struct LabReport {
    let exercise: LabExercise
    let outcomes: [CheckOutcome]
    let colour: Bool

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
        }
        let passed = outcomes.filter { $0.status == .passed }.count
        lines.append("")
        lines.append("\(passed) of \(outcomes.count) checks passed (\(LabReport.points(score)) of \(LabReport.points(exercise.manifest.points)) points)")
        return lines.joined(separator: "\n") + "\n"
    }

    func describe(_ outcome: CheckOutcome, number: Int) -> [String] {
        let check = outcome.check
        let title = check.hidden ? "hidden check \(number)" : check.name
        switch outcome.status {
        case .passed:
            return [paint("PASS ", 32) + " " + title]
        case .skipped:
            let blocker = outcome.blockedBy ?? "?"
            let shown = exercise.manifest.checks.first { $0.name == blocker }?.hidden == true ? "a hidden check" : "'\(blocker)'"
            return [paint("SKIP ", 33) + " " + title + "  (skipped: needs \(shown) to pass first)"]
        case .failed, .error:
            var lines = [paint(outcome.status == .failed ? "FAIL " : "ERROR", 31) + " " + title]
            lines.append("      why: " + check.rationale)
            if check.hidden && outcome.status == .failed { return lines }
            // Reports and crashes hold the script's own text: no control
            // character reaches the terminal.
            if let report = outcome.report, !(check.hidden && outcome.status == .error && report.contains("checks.lua")) {
                lines.append(contentsOf: indent(SafeText.terminalText(report)))
            }
            if let location = outcome.location, !check.hidden || !location.contains("checks.lua") {
                lines.append("      at " + SafeText.terminalLine(location))
            }
            for crash in outcome.crashes {
                lines.append("      crash: " + SafeText.terminalLine(crash.trimmingCharacters(in: .whitespaces)))
            }
            return lines
        }
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func indent(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
    }

    private func paint(_ text: String, _ code: Int) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
