import Lifecycle
import ScriptBindings
import TracePictures

/// How check outcomes read for a student: a line per check, and for a
/// failure the rationale, what went wrong (as much as the check reveals), where, and any
/// crash; a hidden check shows only its rationale.
struct LabReport {
    let exercise: LabExercise
    let outcomes: [CheckOutcome]
    let colour: Bool
    var words: LabWords = .english
    /// Show each failing check's timeline, with the student's `log` lines (`--trace`).
    var showsTraces = false
    /// Said under a failing report when traces are not shown: how to see them.
    var traceHint: String?
    /// End with how many checks passed and the points (not for one check alone, `--check`).
    var showsScore = true

    var allPassed: Bool { outcomes.allSatisfy { $0.status == .passed } }

    var score: Double { LabReport.score(outcomes, points: exercise.manifest.points) }

    static func score(_ outcomes: [CheckOutcome], points: Double) -> Double {
        score(outcomes.map { ($0.check.weight, $0.status == .passed) }, points: points)
    }

    /// The points of the passed checks' share of the weights, to the hundredth.
    static func score(_ checks: [(weight: Double, passed: Bool)], points: Double) -> Double {
        let total = checks.map(\.weight).reduce(0, +)
        guard total > 0 else { return 0 }
        let passed = checks.filter(\.passed).map(\.weight).reduce(0, +)
        return (points * passed / total * 100).rounded() / 100
    }

    func text() -> String {
        var lines: [String] = []
        for (index, outcome) in outcomes.enumerated() {
            lines.append(contentsOf: describe(outcome, number: index + 1))
            guard outcome.status == .failed || outcome.status == .error else { continue }
            if !showsTraces { lines += warnings(outcome).map { "      " + $0 } }
            guard showsTraces else { continue }
            if outcome.withholdsTrace {
                lines.append("      " + words.traceWithheld)
            } else if !outcome.records.isEmpty {
                lines.append("      " + words.traceHeader)
                for record in studentTimeline(outcome) {
                    lines.append(
                        OutcomeText.indent(
                            SafeText.terminalText(TraceRecord.textLine(record, language: words.language)),
                            by: "      | "))
                }
            }
        }
        if !showsTraces, let traceHint, outcomes.contains(where: \.hasTraceToShow) {
            lines.append("")
            lines.append(traceHint)
        }
        guard showsScore else { return lines.joined(separator: "\n") + "\n" }
        let passed = outcomes.filter { $0.status == .passed }.count
        lines.append("")
        lines.append(
            words.checksPassed(
                passed, outcomes.count, LabReport.points(score), LabReport.points(exercise.manifest.points)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The misuse warnings and advice of a failed check's run, each once, in the student's
    /// language (a hint may point at one; without them the default report would hide it).
    /// None for a check whose timeline is the answer, or a hidden one (it keeps no records).
    func warnings(_ outcome: CheckOutcome, limit: Int = 3) -> [String] {
        guard !outcome.withholdsTrace else { return [] }
        var seen: [String] = []
        for record in studentTimeline(outcome) where record.kind == .warning {
            let text = SafeText.terminalLine(record.textBody(words.language))
            if !seen.contains(text) { seen.append(text) }
        }
        guard seen.count > limit else { return seen }
        return Array(seen.prefix(limit)) + [words.moreWarnings(seen.count - limit)]
    }

    /// A check's timeline as the student sees it: their own lines keep their `file:line`;
    /// a record made by the checks' file does not name it (its lines would only puzzle).
    func studentTimeline(_ outcome: CheckOutcome) -> [TraceRecord] {
        outcome.records.map { record in
            var shown = record
            if let at = record.at, at.hasPrefix(exercise.checksPath + ":") { shown.at = nil }
            return shown
        }
    }

    func describe(_ outcome: CheckOutcome, number: Int) -> [String] {
        OutcomeText.student(
            outcome, number: number, checks: exercise.manifest.checks, colour: colour, words: words,
            labels: exercise.labels(in: words.language))
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension CheckOutcome {
    /// The check compares a prediction with what UIKit did, so its timeline is the answer.
    var isPrediction: Bool {
        if check.prediction { return true }
        if case .callbacks(let list)? = expectation { return list.isPrediction }
        return false
    }

    /// Its timeline would give the answer away, and its reveal keeps the answer back.
    var withholdsTrace: Bool { isPrediction && check.reveal != .all }

    /// A failed check with a timeline `--trace` would show.
    var hasTraceToShow: Bool {
        (status == .failed || status == .error) && !records.isEmpty && !withholdsTrace
    }
}
