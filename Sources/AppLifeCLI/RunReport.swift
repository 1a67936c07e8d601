import Lifecycle
import ScriptBindings

/// How `applife run` shows results: per scenario a header, its trace, and its
/// outcome; errors and failure reports also go to stderr.
struct RunReport {
    let results: [ScenarioResult]
    let colour: Bool

    func write(trace format: RunSettings.TraceFormat, to output: TextSink, errors: TextSink) {
        for result in results {
            switch format {
            case .text:
                output.write("== scenario: \(result.name)\n")
                for record in result.records { output.write(TraceRecord.textLine(record) + "\n") }
                output.write(outcomeLine(result) + "\n")
                if result.status == .failed, let report = result.report { output.write(indent(report) + "\n") }
            case .jsonl:
                output.write(JSONLines.scenario(result.name) + "\n")
                for record in result.records { output.write(TraceRecord.jsonLine(record) + "\n") }
                output.write(JSONLines.result(result) + "\n")
            case .none:
                break
            }
            if result.status == .error {
                errors.write((result.report ?? "error") + "\n")
            } else if format != .text, result.status == .failed, let report = result.report {
                errors.write("\(result.location ?? result.name): \(report)\n")
            }
        }
    }

    func outcomeLine(_ result: ScenarioResult) -> String {
        let place = result.location.map { "  (\($0))" } ?? ""
        switch result.status {
        case .passed: return paint("PASS", 32) + "  \(result.name)"
        case .failed: return paint("FAIL", 31) + "  \(result.name)\(place)"
        case .error: return paint("ERROR", 31) + " \(result.name)\(place)"
        }
    }

    var summaryLine: String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        var line = "\(passed) passed, \(failed) failed"
        if errors > 0 { line += ", \(errors) error" + (errors == 1 ? "" : "s") }
        return line
    }

    private func paint(_ text: String, _ code: Int) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

/// The lines `--trace jsonl` adds around each scenario's records (readers
/// ignore kinds they do not know, design §4).
enum JSONLines {
    static func scenario(_ name: String) -> String {
        "{\"v\":\(TraceRecord.formatVersion),\"kind\":\"scenario\",\"name\":\(quote(name))}"
    }

    static func result(_ result: ScenarioResult) -> String {
        var line = "{\"v\":\(TraceRecord.formatVersion),\"kind\":\"result\",\"name\":\(quote(result.name)),\"status\":\"\(result.status.rawValue)\""
        if let location = result.location { line += ",\"at\":\(quote(location))" }
        return line + "}"
    }

    static func quote(_ text: String) -> String { TraceRecord.jsonString(text) }
}
