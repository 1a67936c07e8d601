import MessageCatalog
import Lifecycle
import TracePictures

/// `:svg FILE` in the REPL and `lab check NAME --svg FILE`: the same timeline
/// as `applife run --svg`, of the session so far or of the failing check.
extension ReplCommands {
    func svg(_ path: String?) {
        guard let path, !path.isEmpty else {
            printer.error(Sentence(.replSVGNeedsName).text(printer.language))
            return
        }
        var budget = PictureBudget()
        let (records, leftOut) = budget.takeLatest(session.records)
        let trace = ScenarioTrace(
            name: "REPL session at t = \(session.now.fixed3) s", outcome: nil, records: records, recordsLeftOut: leftOut
        )
        if let problem = PictureFiles.write(
            [trace], title: session.path ?? "applife repl", outputs: PictureOutputs(svgPath: path),
            language: printer.language)
        {
            printer.error(problem)
            return
        }
        let note =
            leftOut > 0 ? Sentence(.replDrewLatest, "\(records.count)", "\(leftOut)").text(printer.language) : ""
        printer.show(.note(Sentence(.replDrew, "\(records.count)", note, path).text(printer.language)))
    }
}

extension LabCommands {
    /// Draws the checks that failed (every check that ran, when none failed);
    /// hidden checks never, since their scenario is the exercise's secret.
    /// Returns the line to print; throws when the file cannot be written.
    func drawChecks(_ report: LabReport, to path: String) throws -> String {
        let outcomes = report.outcomes
        let exercise = report.exercise.name
        // A prediction's timeline is its answer: drawn only once every check passes, or when
        // the check reveals all; a passing prediction beside a failing one would give the
        // failing one away.
        let allPassed = outcomes.allSatisfy { $0.status == .passed }
        let visible = outcomes.filter {
            !$0.check.hidden && $0.status != .skipped && (allPassed || !$0.withholdsTrace)
        }
        let anyFailed = outcomes.contains { $0.status == .failed || $0.status == .error }
        let failing = visible.filter { $0.status == .failed || $0.status == .error }
        let drawn = anyFailed ? failing : visible
        var budget = PictureBudget()
        let traces = drawn.map { outcome -> ScenarioTrace in
            let status: ScenarioTrace.Outcome =
                outcome.status == .passed ? .passed : outcome.status == .failed ? .failed : .error
            // The checks' own file is never named (its lines would only puzzle, and it is not the student's).
            let (records, leftOut) = budget.take(report.studentTimeline(outcome))
            return ScenarioTrace(
                name: Sentence(.svgCheckHeading, outcome.check.title(in: language)).text(language), outcome: status,
                records: records, recordsLeftOut: leftOut)
        }
        try OutputFile.write(SVGTimeline.document(traces, title: "lab \(exercise)", language: language), to: path)
        let failed = outcomes.filter { $0.status == .failed || $0.status == .error }
        let hiddenFailed = failed.contains { $0.check.hidden },
            predictionFailed = !allPassed && outcomes.contains { !$0.check.hidden && $0.withholdsTrace }
        let noteKey: SentenceKey? =
            hiddenFailed && predictionFailed
            ? .svgNotDrawnBoth
            : hiddenFailed ? .svgNotDrawnHidden : predictionFailed ? .svgNotDrawnPrediction : nil
        let note = noteKey.map { Sentence($0).text(language) } ?? ""
        if drawn.isEmpty { return Sentence(.svgDrewNothing, path, note).text(language) + "\n" }
        let names = drawn.map { words.quoted($0.check.title(in: language)) }.joined(separator: ", ")
        let key: SentenceKey = anyFailed ? .svgDrewFailing : .svgDrewEvery
        return Sentence(key, names, path, note, drawn.count == 1 ? "" : "s").text(language) + "\n"
    }
}
