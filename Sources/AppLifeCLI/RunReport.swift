import Lifecycle
import ScriptBindings

/// How `applife run` shows results: per scenario a header, its trace, and its
/// outcome; errors and failure reports also go to stderr (the words come from
/// ``OutcomeText``).
struct RunReport {
    let colour: Bool
    let format: RunSettings.TraceFormat

    /// One scenario: its header, records and outcome on `output`; errors on `errors`.
    func write(_ result: ScenarioResult, to output: TextSink, errors: TextSink) {
        switch format {
        case .text:
            output.write("== scenario: \(result.name)\n")
            for record in result.records { output.write(TraceRecord.textLine(record) + "\n") }
            output.write(OutcomeText.headline(result, colour: colour) + "\n")
            if let details = OutcomeText.details(result) { output.write(details + "\n") }
        case .jsonl:
            output.write(JSONLines.scenario(result.name) + "\n")
            for record in result.records { output.write(TraceRecord.jsonLine(record) + "\n") }
            output.write(OutcomeText.jsonResult(result) + "\n")
        case .none:
            break
        }
        if let line = OutcomeText.errorLine(result, traceIsText: format == .text) { errors.write(line + "\n") }
    }
}

/// The line `--trace jsonl` adds before each scenario's records (readers
/// ignore kinds they do not know, design §4).
enum JSONLines {
    static func scenario(_ name: String) -> String {
        "{\"v\":\(TraceRecord.formatVersion),\"kind\":\"scenario\",\"name\":\(TraceRecord.jsonString(name))}"
    }
}
