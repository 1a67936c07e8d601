import MessageCatalog
import Lifecycle
import TracePictures

/// The colours of trace records and verdicts on a terminal, the same in `applife run` and
/// the REPL (ANSI SGR codes). `NO_COLOR` (any value) or `--color never` turns them off.
///
///     TracePalette.paint("PASS", TracePalette.pass, true)   // "\u{1B}[32mPASS\u{1B}[0m"
enum TracePalette {
    static let pass = "32"
    static let fail = "31"
    static let skip = "33"
    static let note = "2"

    static func code(_ record: TraceRecord) -> String? {
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

    static func paint(_ text: String, _ code: String?, _ colour: Bool) -> String {
        guard colour, let code else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// A record's text line, coloured by kind. Names and messages come from scripts: their
    /// control characters show as symbols (``SafeText``), line breaks and tabs stay.
    static func line(_ record: TraceRecord, colour: Bool, language: Language = .en) -> String {
        paint(SafeText.terminalText(TraceRecord.textLine(record, language: language)), code(record), colour)
    }
}
