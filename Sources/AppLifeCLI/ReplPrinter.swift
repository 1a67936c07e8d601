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
            output.write(TracePalette.line(record, colour: colour) + "\n")
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

    func paint(_ text: String, _ code: String?) -> String { TracePalette.paint(text, code, colour) }
}
