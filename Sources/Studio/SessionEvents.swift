import Lifecycle
import LuaHost
import ScriptBindings

/// What a session tells its page, one JSON object per line, `"ev"` first (the server reads
/// `done`, `scenario` and `ended` by that prefix and passes the rest on untouched):
///
///     {"ev":"input","id":4,"text":"user.home()"}
///     {"ev":"records","records":[{"t":"2.000","who":"Todo","kind":"action","text":"   2.000  Todo  user presses home"}]}
///     {"ev":"done","id":4}
///
/// The REPL's events arrive here as they happen; trace records are sent in batches, at most
/// ``StudioLimits/recordsShown`` per request (a note counts the rest).
final class SessionEvents {
    private let write: (String) -> Void
    /// The file the session's source is named after: an error there carries its line.
    private let sourcePath: String
    private var batch: [JSONObject] = []
    private var shown = 0
    private var hidden = 0
    /// While a control or time control runs: its errors are the engine's refusal, told in
    /// one line without the `stdin:1:` and traceback that only typed Lua needs.
    var plainErrors = false

    init(sourcePath: String, write: @escaping (String) -> Void) {
        self.sourcePath = sourcePath
        self.write = write
    }

    /// A REPL event, in order with the records around it.
    func take(_ event: ReplEvent) {
        switch event {
        case .record(let record):
            guard shown < StudioLimits.recordsShown else {
                hidden += 1
                return
            }
            shown += 1
            var object = JSONObject()
            object.add("t", record.time.fixed3)
            object.add("who", record.scene ?? record.app ?? "Device")
            object.add("kind", record.kind.rawValue)
            object.add("text", TraceRecord.textLine(record))
            // A crash in app code the source defines points the editor at its line.
            if record.kind == .crash, let at = record.at, let place = LuaError.location(in: at + ":"),
                place.file == sourcePath
            {
                object.add("line", place.line)
            }
            batch.append(object)
        case .value(let text): send("value", text)
        case .note(let text): send("note", text)
        case .error(let text): error(text)
        }
    }

    /// An error; one that points into the session's source carries the line, for the editor.
    func error(_ text: String) {
        flushRecords()
        var object = JSONObject()
        object.add("ev", "error")
        object.add("text", plainErrors ? Self.plain(text) : text)
        if let place = LuaError.location(in: text), place.file == sourcePath { object.add("line", place.line) }
        write(object.text)
    }

    /// `stdin:1: cannot press home: ...` and its traceback as `cannot press home: ...`.
    static func plain(_ text: String) -> String {
        let first =
            text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        guard let place = LuaError.location(in: first), place.file == "stdin" else { return first }
        return String(first.dropFirst("stdin:\(place.line): ".count))
    }

    func send(_ event: String, _ text: String) {
        flushRecords()
        var object = JSONObject()
        object.add("ev", event)
        object.add("text", text)
        write(object.text)
    }

    /// An event built elsewhere (its `"ev"` field first).
    func send(_ object: JSONObject) { send(line: object.text) }

    func send(line: String) {
        flushRecords()
        write(line)
    }

    /// Sends the records collected so far, and at the end of a request the count left out.
    func flushRecords(endOfRequest: Bool = false) {
        if !batch.isEmpty {
            var object = JSONObject()
            object.add("ev", "records")
            object.add("records", objects: batch)
            write(object.text)
            batch = []
        }
        guard endOfRequest else { return }
        if hidden > 0 {
            send(
                "note",
                "\(hidden) more trace records are not shown here (the page shows \(StudioLimits.recordsShown) per "
                    + "action); the timeline has them all")
        }
        shown = 0
        hidden = 0
    }

    /// The request is finished: the page may send the next.
    func done(_ id: Int) {
        flushRecords(endOfRequest: true)
        var object = JSONObject()
        object.add("ev", "done")
        object.add("id", id)
        write(object.text)
    }
}
