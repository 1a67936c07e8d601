import Lifecycle
import ScriptBindings
import TracePictures

/// A lab check's outcome as a student reads it (`applife lab check`, `watch`) and as a grade
/// file holds it (results.json, JUnit), in the student's language, revealing no more than
/// each check allows (``LabFailureText``).
extension OutcomeText {
    // MARK: A student at `applife lab check`

    /// The lines of one check: PASS/SKIP/FAIL/ERROR, and for a failure the rationale, what
    /// went wrong, where, and any crash. A hidden check shows only its rationale.
    static func student(
        _ outcome: CheckOutcome, number: Int, checks: [CheckManifest], colour: Bool, words: LabWords = .english,
        labels: [String: String] = [:]
    ) -> [String] {
        let check = outcome.check
        let title = check.hidden ? words.hiddenCheck(number) : check.title(in: words.language)
        let width = [words.pass, words.fail, words.error, words.skip].map { DisplayWidth.of($0) }.max() ?? 5
        func label(_ word: String, _ code: Int) -> String { paint(DisplayWidth.padded(word, to: width), code, colour) }
        switch outcome.status {
        case .passed:
            return [label(words.pass, 32) + " " + title]
        case .skipped:
            let blocker = checks.first { $0.name == outcome.blockedBy }
            let shown =
                blocker.map { $0.hidden ? words.aHiddenCheck : words.quoted($0.title(in: words.language)) }
                ?? words.quoted(outcome.blockedBy ?? "?")
            return [label(words.skip, 33) + " " + title + "  " + words.skipped(shown)]
        case .failed, .error:
            let verdict = outcome.status == .failed ? label(words.fail, 31) : label(words.error, 31)
            return [verdict + " " + title] + studentDetail(outcome, words: words, labels: labels).map { "      " + $0 }
        }
    }

    /// Under a failed check's title: why it matters, what went wrong (as much as the check
    /// reveals), where in the student's file, and any crash. Reports and crashes hold the
    /// script's own text: no control character reaches the terminal.
    static func studentDetail(_ outcome: CheckOutcome, words: LabWords, labels: [String: String] = [:]) -> [String] {
        let check = outcome.check
        var lines = [words.why + check.rationale(in: words.language)]
        if check.hidden && outcome.status == .failed { return lines }
        if let notRun = outcome.notRun {
            switch notRun {
            case .fileDidNotLoad(let path): lines.append(words.notRunFileDidNotLoad(SafeText.terminalLine(path)))
            case .outOfTime(let seconds): lines.append(words.notRunOutOfTime(LabReport.points(seconds)))
            }
        } else if let crash = outcome.crash {
            lines.append(SafeText.terminalText(words.crashed(crash.app, crash.time.fixed3, crash.message)))
        } else if let expectation = outcome.expectation {
            let text = LabFailureText(words: words, reveal: check.reveal, labels: labels)
            lines += text.lines(expectation).map(SafeText.terminalText)
        } else if check.reveal == .never && outcome.status == .failed {
            // What else a failed check can show (an exploration's shrunk sequence) is kept back too.
            lines.append(words.answerNotShown)
        } else if let report = outcome.report,
            !(check.hidden && outcome.status == .error && report.contains("checks.lua"))
        {
            lines += SafeText.terminalText(report).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
        if let location = outcome.location, !check.hidden || !location.contains("checks.lua") {
            lines.append(words.at + SafeText.terminalLine(location))
        }
        if outcome.crashed {
            lines.append(words.crashFailsTheCheck)
        } else {
            for crash in outcome.crashes {
                lines.append(
                    words.crashLine + SafeText.terminalLine(TextFunctions.trimming(crash, TextFunctions.isWhitespace)))
            }
        }
        return lines
    }

    // MARK: A grade file (Exercism v3 results.json, JUnit)

    /// The grade test of check number `number`: Exercism's statuses (a check skipped because
    /// its dependency did not pass fails, and says so), the student's log lines as `output`,
    /// and as `test_code` what the check is about and how to run it alone.
    static func gradeTest(
        _ outcome: CheckOutcome, number: Int, exercise: String, words: LabWords, labels: [String: String] = [:]
    ) -> SubmissionResult.Test {
        let check = outcome.check
        let name =
            check.hidden
            ? words.hiddenCheck(number) + ": " + check.rationale(in: words.language) : check.title(in: words.language)
        var test = SubmissionResult.Test(name: name, status: "pass")
        test.test_code =
            "-- " + check.rationale(in: words.language) + "\napplife lab check \(exercise) --check "
            + ShellWord.quoted(check.name)
        test.time = outcome.virtualTime.fixed3
        test.output = ExercismOutput.cut(outcome.logLines)
        switch outcome.status {
        case .passed:
            break
        case .skipped:
            test.status = "fail"
            test.skipped = true
            let blocker = outcome.check.hidden ? words.aHiddenCheck : words.quoted(outcome.blockedBy ?? "")
            test.message = words.skipped(blocker)
        case .failed, .error:
            test.status = outcome.status == .failed ? "fail" : "error"
            test.message = studentDetail(outcome, words: words, labels: labels).joined(separator: "\n")
        }
        return test
    }

    /// One line on why a submission did not pass, for the grade console: the message of an
    /// error, or the first check that failed.
    static func gradeReason(_ result: SubmissionResult, words: LabWords = .english) -> String? {
        guard result.status != "pass" else { return nil }
        if let message = result.message, !message.isEmpty {
            return message.split(separator: "\n").first.map(String.init)
        }
        guard
            let test = result.tests.first(where: { ($0.status == "fail" && $0.skipped != true) || $0.status == "error" }
            )
        else {
            return nil
        }
        guard test.status == "error" else { return words.gradeFailed(test.name) }
        // What stopped it (a limit and the student's line), after the check's reason.
        let detail = test.message?.split(separator: "\n").map(String.init).first { !$0.hasPrefix(words.why) }
        return words.gradeErrorIn(test.name) + (detail.map { " (\($0))" } ?? "")
    }

    /// A submission stopped by a limit: "error: time limit at erin.lua:4".
    static func gradeMessage(_ limit: RunLimit, at location: String? = nil, words: LabWords = .english) -> String {
        words.gradeLimit(limit, location)
    }
}

/// Exercism's per-test `output`: what the student printed on purpose, at most 500 characters.
enum ExercismOutput {
    static let limit = 500
    static let cutNote = "\n(output cut at 500 characters)"

    /// The log lines, one per line, or nil when there are none.
    static func cut(_ lines: [String]) -> String? {
        guard !lines.isEmpty else { return nil }
        let text = lines.joined(separator: "\n")
        guard text.count > limit else { return text }
        return String(text.prefix(limit - cutNote.count)) + cutNote
    }
}
