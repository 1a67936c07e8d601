import MessageCatalog
import Lifecycle
import ScriptBindings
import TracePictures

/// How `applife run` shows results as they happen: per scenario a header, each record as
/// the scenario makes it, then its verdict; the words come from ``OutcomeText``.
///
/// Where things go: the trace (text or JSON Lines) to `trace` (stdout, or the `--out`
/// file); verdicts and failure reports to stdout when the trace is not there (`--trace
/// none`, `--out`) or to stderr beside JSON Lines on stdout; script errors always to
/// stderr, right after their verdict, with stdout flushed first so the two stay in order
/// on a terminal and in `2>&1`.
final class RunPrinter {
    let format: RunSettings.TraceFormat
    let trace: TextSink
    let console: TextSink
    let errors: TextSink
    let colour: Bool
    let progress: Bool
    /// Whether the trace goes to stdout (then verdicts travel with it).
    let traceOnConsole: Bool
    /// The language of warnings, explanations and the Chinese summary line.
    let language: Language

    init(settings: RunSettings, trace: TextSink, console: TextSink, errors: TextSink, colour: Bool, progress: Bool) {
        format = settings.trace
        self.trace = trace
        self.console = console
        self.errors = errors
        self.colour = colour
        self.progress = progress
        traceOnConsole = trace === console
        language = settings.language
    }

    func started(_ name: String, index: Int, total: Int) {
        let number = progress && total > 1 ? "[\(index)/\(total)] " : ""
        switch format {
        case .text:
            let line = "== \(number)scenario: \(SafeText.terminalLine(name))"
            trace.write(TracePalette.paint(line, TracePalette.note, colour && number != "") + "\n")
        case .jsonl: trace.write(JSONLines.scenario(name) + "\n")
        case .none: break
        }
        flushIfLive()
    }

    func record(_ record: TraceRecord) {
        switch format {
        case .text: trace.write(TracePalette.line(record, colour: colour, language: language) + "\n")
        case .jsonl: trace.write(TraceRecord.jsonLine(record) + "\n")
        case .none: return
        }
        flushIfLive()
    }

    func finished(_ result: ScenarioResult) {
        let verdict =
            [OutcomeText.headline(result, colour: colour)]
            + (OutcomeText.details(result, language: language).map { [$0] } ?? [])
        switch format {
        case .text:
            for line in verdict { trace.write(line + "\n") }
            if !traceOnConsole { writeVerdict(verdict, to: console) }
        case .jsonl:
            trace.write(OutcomeText.jsonResult(result) + "\n")
            if result.status != .passed || !traceOnConsole {
                writeVerdict(verdict, to: traceOnConsole ? errors : console)
            }
        case .none:
            writeVerdict(verdict, to: console)
        }
        if let message = OutcomeText.errorMessage(result, language: language) {
            console.flush()
            trace.flush()
            errors.write(message + "\n")
        }
        console.flush()
        if traceOnConsole { trace.flush() }
        errors.flush()
    }

    /// A message of the whole run (a selection that matched nothing), on stderr.
    func fail(_ message: String) {
        console.flush()
        errors.write(SafeText.terminalText(message) + "\n")
        errors.flush()
    }

    func summary(_ results: [ScenarioResult], tally: RunTally? = nil) {
        // JSON Lines on stdout stay pure: the summary goes to stderr then.
        let sink = format == .jsonl && traceOnConsole ? errors : console
        console.flush()
        if let translated = OutcomeText.translatedSummary(results, tally: tally, language: language) {
            sink.write(translated + "\n")
        }
        sink.write(OutcomeText.summary(results, tally: tally) + "\n")
        for line in OutcomeText.failureList(results, colour: colour && sink === console, language: language) {
            sink.write(line + "\n")
        }
        sink.flush()
    }

    private func writeVerdict(_ lines: [String], to sink: TextSink) {
        if sink === errors { console.flush() }
        for line in lines { sink.write(line + "\n") }
    }

    /// On a terminal every record shows at once; into a pipe or file, in blocks.
    private func flushIfLive() {
        if traceOnConsole && trace.isTerminal { trace.flush() }
    }
}

/// The line `--trace jsonl` adds before each scenario's records (readers
/// ignore kinds they do not know, docs/semantics.md, Trace).
enum JSONLines {
    static func scenario(_ name: String) -> String {
        "{\"v\":\(TraceRecord.formatVersion),\"kind\":\"scenario\",\"name\":\(TraceRecord.jsonString(name))}"
    }
}
