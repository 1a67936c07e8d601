import MessageCatalog
import Lifecycle
import ScriptBindings
import TracePictures

/// How the REPL shows its events: trace records in their text form (coloured
/// by kind on a terminal), values as printed, errors on the error sink.
struct ReplPrinter {
    let output: TextSink
    let errors: TextSink
    let colour: Bool
    /// The language of the engine's warnings and of the REPL's own words.
    var language: Language = .en

    func show(_ event: ReplEvent) {
        switch event {
        case .record(let record):
            output.write(TracePalette.line(record, colour: colour, language: language) + "\n")
        case .value(let text):
            output.write(SafeText.terminalText(text) + "\n")
        case .note(let text):
            output.write(paint("-- " + SafeText.terminalText(text), "2") + "\n")
        case .error(let text):
            output.flush()
            errors.write(paint(SafeText.terminalText(text), "31") + "\n")
            // Lua's and the API's words stay; what they mean follows in the reader's language.
            for line in ErrorExplanation.lines(for: text, language) {
                errors.write(paint(SafeText.terminalText(line), "31") + "\n")
            }
        }
        if case .record = event {} else { output.flush() }
    }

    /// Values, notes, errors and lines hold the script's text: control characters show as
    /// symbols (``SafeText``), line breaks and tabs stay.
    func line(_ text: String) { output.write(SafeText.terminalText(text) + "\n") }

    func error(_ text: String) {
        output.flush()
        errors.write(paint(SafeText.terminalText(text), "31") + "\n")
    }

    func paint(_ text: String, _ code: String?) -> String { TracePalette.paint(text, code, colour) }
}
