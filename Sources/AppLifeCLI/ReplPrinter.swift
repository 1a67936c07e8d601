import Lifecycle
import ScriptBindings

/// How the REPL shows its events: trace records in their text form (coloured
/// by kind on a terminal), values as printed, errors on the error sink.
struct ReplPrinter {
    let output: TextSink
    let errors: TextSink
    let colour: Bool

    func show(_ event: ReplEvent) {
        switch event {
        case .record(let record):
            output.write(paint(TraceRecord.textLine(record), colourCode(record)) + "\n")
        case .value(let text):
            output.write(text + "\n")
        case .note(let text):
            output.write(paint("-- " + text, "2") + "\n")
        case .error(let text):
            output.flush()
            errors.write(paint(text, "31") + "\n")
        }
        if case .record = event {} else { output.flush() }
    }

    func line(_ text: String) { output.write(text + "\n") }

    func error(_ text: String) {
        output.flush()
        errors.write(paint(text, "31") + "\n")
    }

    func paint(_ text: String, _ code: String?) -> String {
        guard colour, let code else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private func colourCode(_ record: TraceRecord) -> String? {
        switch record.kind {
        case .action: "1"
        case .transition: "33"
        case .callback: "36"
        case .notification: "34"
        case .crash, .termination: "31"
        case .warning: "35"
        case .expect: record.message?.hasPrefix("fail") == true ? "31" : "32"
        default: nil
        }
    }
}
