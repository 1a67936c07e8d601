import MessageCatalog
import Lifecycle
import ScriptBindings
import TracePictures

/// The one place where outcomes and errors become text and exit codes, for every reader:
/// a person at `applife run`, a student at `applife lab check`, a program reading JSON Lines
/// or a grade file, a CI server reading JUnit XML. Everything else passes typed outcomes
/// (`ScenarioOutcome`, `CheckOutcome`, `RunLimit`) and never searches text for a verdict.
///
///     OutcomeText.exitCode(results)             // 0, 1 or 2
///     OutcomeText.headline(result, colour: false)   // "FAIL  home and back  (test.lua:7)"
enum OutcomeText {
    // MARK: Exit codes

    /// 2 when a scenario ended in an error or a limit, else 1 when an expectation failed, else 0.
    static func exitCode(_ results: [ScenarioResult]) -> Int32 {
        if results.contains(where: { $0.status == .error }) { return ExitStatus.scriptError }
        if results.contains(where: { $0.status == .failed }) { return ExitStatus.expectationFailed }
        return ExitStatus.success
    }

    /// 0 when every check passed, else 1 (a lab check's failure is the student's to fix).
    static func exitCode(_ outcomes: [CheckOutcome]) -> Int32 {
        outcomes.allSatisfy { $0.status == .passed } ? ExitStatus.success : ExitStatus.expectationFailed
    }

    /// A command that could not run at all: one line naming the command on `errors`, exit
    /// code 2.
    static func report(_ command: String, _ error: any Error, to errors: TextSink) -> Int32 {
        errors.write("\(command): " + SafeText.terminalText("\(error)") + "\n")
        return ExitStatus.usage
    }

    // MARK: A person at `applife run`

    /// `PASS  name`, `FAIL  name  (file:line)` or `ERROR name  (file:line)`.
    static func headline(_ result: ScenarioResult, colour: Bool) -> String {
        let place = result.location.map { "  (\(SafeText.terminalLine($0)))" } ?? ""
        let name = SafeText.terminalLine(result.name)
        switch result.status {
        case .passed: return paint("PASS", 32, colour) + "  \(name)"
        case .failed: return paint("FAIL", 31, colour) + "  \(name)\(place)"
        case .error: return paint("ERROR", 31, colour) + " \(name)\(place)"
        }
    }

    /// What follows the headline: the aligned report of a failed expectation, or the crash
    /// nobody expected and how to expect it.
    static func details(_ result: ScenarioResult, language: Language = .en) -> String? {
        switch result.outcome {
        case .expectationFailed(let report, _):
            // In another language, what the expectation compared, in the lab's words for it
            // (everything shown, as `run` shows it); English keeps the expectation's report.
            if language != .en, let detail = result.expectation {
                let lines = LabFailureText(words: LabWords.of(language), reveal: .all).lines(detail)
                return indent(SafeText.terminalText(lines.joined(separator: "\n")), by: "    ")
            }
            return indent(SafeText.terminalText(report), by: "    ")
        case .unexpectedCrash(let crash):
            return indent(SafeText.terminalText(crashText(crash, language)), by: "    ")
        case .passed, .scriptError, .limitHit:
            return nil
        }
    }

    /// An unexpected crash, where it happened, and how a scenario that means it says so.
    static func crashText(_ crash: CrashReport, _ language: Language = .en) -> String {
        var lines = [Phrase.crashedUnexpectedly.text(language, crash.app, crash.time.fixed3, crash.message)]
        if let location = crash.location { lines.append(Phrase.crashedAt.text(language, location)) }
        lines.append(Phrase.crashFailsScenario.text(language, crash.app))
        lines.append(Phrase.crashOrTerminated.text(language, crash.app))
        return lines.joined(separator: "\n")
    }

    /// The message of a script error or a limit (with the user's traceback), for stderr.
    static func errorMessage(_ result: ScenarioResult, language: Language = .en) -> String? {
        switch result.outcome {
        case .scriptError(let error):
            let message = SafeText.terminalText(result.report ?? "error")
            let explanation = ErrorExplanation.lines(for: message, syntax: error.kind == .syntax, language)
            return ([message] + explanation.map(SafeText.terminalText)).joined(separator: "\n")
        case .limitHit(let limit, _, _):
            let message = SafeText.terminalText(result.report ?? "error")
            guard language != .en else { return message }
            return message + "\n" + limitExplanation(limit).text(language)
        case .passed, .expectationFailed, .unexpectedCrash: return nil
        }
    }

    /// What a limit means and how to raise it, for a reader of another language (in English
    /// the limit's own message says it).
    static func limitExplanation(_ limit: RunLimit) -> Phrase {
        switch limit {
        case .time: .limitTimeExplained
        case .memory: .limitMemoryExplained
        case .instructions: .limitInstructionsExplained
        case .output: .limitOutputExplained
        }
    }

    /// The summary in `language` for the line before the closing `N passed, N failed`
    /// (which stays as it is, for the tools that read it); nil in English.
    static func translatedSummary(_ results: [ScenarioResult], tally: RunTally? = nil, language: Language) -> String? {
        guard language != .en else { return nil }
        let counts = tally ?? results.reduce(into: RunTally()) { $0.count($1.records) }
        return Sentence(
            .runSummary, "\(results.filter { $0.status == .passed }.count)",
            "\(results.filter { $0.status == .failed }.count)", "\(results.filter { $0.status == .error }.count)",
            "\(counts.crashes)", "\(counts.warnings)"
        ).text(language)
    }

    /// `3 passed, 1 failed, 2 errors (1 app crash, 26 warnings)`: crashes and warnings are
    /// counted over every scenario's trace, expected or not (from the records, or from a
    /// tally kept while the records streamed by).
    static func summary(_ results: [ScenarioResult], tally: RunTally? = nil) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        var line = "\(passed) passed, \(failed) failed"
        if errors > 0 { line += ", " + plural(errors, "error") }
        let counts = tally ?? results.reduce(into: RunTally()) { $0.count($1.records) }
        var notes: [String] = []
        if counts.crashes > 0 { notes.append(plural(counts.crashes, "app crash", "app crashes")) }
        if counts.warnings > 0 { notes.append(plural(counts.warnings, "warning")) }
        if !notes.isEmpty { line += " (" + notes.joined(separator: ", ") + ")" }
        return line
    }

    /// Under the summary of a run of several scenarios, each that did not pass again, with
    /// its `file:line` and the first line of its report, so they cannot scroll away:
    /// `  FAIL  home and back  (test.lua:7)  expect.state failed`.
    static func failureList(_ results: [ScenarioResult], colour: Bool, language: Language = .en) -> [String] {
        guard results.count > 1 else { return [] }
        return results.filter { $0.status != .passed }.map { result in
            let first = firstLine(of: result, language)
            let cut = first.count > 200 ? first.prefix(199) + "…" : first
            return "  " + headline(result, colour: colour)
                + (cut.isEmpty ? "" : "  " + SafeText.terminalLine(String(cut)))
        }
    }

    /// The first line of what went wrong, in `language` where applife wrote it (an
    /// expectation, a crash); a script's error stays as Lua or the API said it.
    static func firstLine(of result: ScenarioResult, _ language: Language) -> Substring {
        func first(_ text: String) -> Substring { text.split(separator: "\n", maxSplits: 1).first ?? "" }
        guard language != .en else { return result.report.map(first) ?? "" }
        switch result.outcome {
        case .unexpectedCrash(let crash): return first(crashText(crash, language))
        case .expectationFailed where result.expectation != nil:
            let lines = LabFailureText(words: LabWords.of(language), reveal: .all).lines(result.expectation!)
            return first(lines.joined(separator: "\n"))
        default: return result.report.map(first) ?? ""
        }
    }

    /// `1 submission`, `2 submissions`.
    static func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count) " + (count == 1 ? one : (many ?? one + "s"))
    }

    /// A selection of scenarios that matched none.
    static func selection(_ error: ScenarioSelectionError, path: String, _ language: Language = .en) -> String {
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        func names(_ declared: [String]) -> String {
            declared.isEmpty
                ? say(.declaresNone)
                : say(.declares, declared.map { "\"\($0)\"" }.joined(separator: Phrase.listSeparator(language)))
        }
        switch error {
        case .noMatch(let filter, let declared):
            return say(.selectionNoMatch, path, filter, names(declared))
        case .unknownName(let name, let suggestion, let declared):
            if let suggestion { return say(.selectionUnknownSuggest, path, name, suggestion) }
            return say(.selectionUnknown, path, name, names(declared))
        case .noScenarioAtLine(let line, let first):
            return say(
                .selectionNoLine, path, "\(line)",
                first.map { say(.selectionFirstAt, "\($0)") } ?? say(.selectionDeclaresNone))
        }
    }

    // MARK: A program reading JSON Lines

    /// The `result` line that closes a scenario in `--trace jsonl`: the status, what broke
    /// (`reason`: expectation, crash, runtime, syntax, ..., or the limit), where, and the full
    /// report (`message`: the aligned diff, or the error with its traceback).
    static func jsonResult(_ result: ScenarioResult) -> String {
        var line =
            "{\"v\":\(TraceRecord.formatVersion),\"kind\":\"result\",\"name\":\(TraceRecord.jsonString(result.name)),"
            + "\"status\":\"\(result.status.rawValue)\""
        if let reason = reason(result.outcome) { line += ",\"reason\":\"\(reason)\"" }
        if let location = result.location { line += ",\"at\":\(TraceRecord.jsonString(location))" }
        if case .unexpectedCrash(let crash) = result.outcome { line += ",\"app\":\(TraceRecord.jsonString(crash.app))" }
        if let report = result.report { line += ",\"message\":\(TraceRecord.jsonString(report))" }
        return line + "}"
    }

    /// The word a program reads for why a scenario did not pass.
    static func reason(_ outcome: ScenarioOutcome) -> String? {
        switch outcome {
        case .passed: return nil
        case .expectationFailed: return "expectation"
        case .unexpectedCrash: return "crash"
        case .scriptError(let error): return error.kind.rawValue
        case .limitHit(let limit, _, _): return limit.rawValue + "Limit"
        }
    }

    // MARK: A CI server reading JUnit XML

    /// One `<testcase>` for a scenario: a failure carries the aligned report, an error the
    /// message and traceback.
    static func junitCase(_ result: ScenarioResult, suite: String) -> [String] {
        let open = "  <testcase classname=\"\(xml(suite))\" name=\"\(xml(result.name))\""
        guard result.status != .passed else { return [open + "/>"] }
        let tag = result.status == .failed ? "failure" : "error"
        let message = result.location.map { "at \($0)" } ?? tag
        var body = result.report ?? ""
        if case .unexpectedCrash(let crash) = result.outcome { body = crashText(crash) }
        return [
            open + ">",
            "    <\(tag) message=\"\(xml(message))\">\(xmlText(body))</\(tag)>",
            "  </testcase>",
        ]
    }

    /// Text made safe for an XML attribute: escaped, line breaks kept as
    /// character references, characters XML 1.0 forbids replaced (``SafeText``).
    static func xml(_ text: String) -> String { SafeText.xmlAttribute(text) }

    /// Text made safe for an XML element's content.
    static func xmlText(_ text: String) -> String { SafeText.xmlText(text) }

    // MARK: Helpers

    static func paint(_ text: String, _ code: Int, _ colour: Bool) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func indent(_ text: String, by prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
}
