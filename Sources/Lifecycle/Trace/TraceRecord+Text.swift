import MessageCatalog

/// The human form of the trace, like a device log (docs/semantics.md, Trace):
///
///        0.000  Todo  user taps the icon
///        0.000  Todo  notRunning -> inactive
///        0.000  Todo  [AppDelegate application:willFinishLaunchingWithOptions:]
///        0.000  Todo  UIApplicationDidFinishLaunchingNotification
extension TraceRecord {
    /// The record as one line (a crash's traceback follows on more). In `language`
    /// `.zh`, a warning the engine made as a catalog sentence is in Chinese; everything
    /// else (states, selectors, notification names) reads the same in both languages.
    public static func textLine(_ r: TraceRecord) -> String { textLine(r, language: .en) }

    /// The record as one line, its warning in `language`.
    public static func textLine(_ r: TraceRecord, language: Language) -> String {
        var time = r.time.fixed3
        if time.count < 8 { time = String(repeating: " ", count: 8 - time.count) + time }
        return time + "  " + (r.scene ?? r.app ?? "Device") + "  " + r.textBody(language)
    }

    public static func text(_ records: some Sequence<TraceRecord>) -> String {
        var out = ""
        for r in records {
            out += textLine(r)
            out += "\n"
        }
        return out
    }

    /// Who receives a callback, as a log line names it.
    private var receiverLabel: String {
        name.flatMap(DelegateMethod.init(selector:))?.route.receiver.objectName ?? "AppDelegate"
    }

    /// The record's text without its time and app columns, its warning in `language`.
    public func textBody(_ language: Language) -> String {
        let location = at.map { " (at \($0))" } ?? ""
        switch kind {
        case .action:
            return message ?? name ?? "action"
        case .transition:
            return "\(from ?? "?") -> \(to ?? "?")"
        case .callback:
            let missing =
                field("implemented") != .bool(false)
                ? ""
                : field("owner") == .string("SwiftUI") ? "  (SwiftUI's own)" : "  (not implemented)"
            let change = from.map { ": \($0) -> \(to ?? "?")" } ?? ""
            return "[\(receiverLabel) \(name ?? "?")\(change)]" + missing
        case .notification:
            return name ?? "?"
        case .task:
            let ident = id.map { " \($0)" } ?? ""
            if case .string(let scheduler)? = field("scheduler") {
                return "\(scheduler) \(name ?? "?")\(ident): \(message ?? "")"
            }
            let label = message.map { " \"\($0)\"" } ?? ""
            return "background task\(ident)\(label): \(name ?? "?")"
        case .badge:
            return message ?? "badge"
        case .url:
            if name == "open", case .string(let source)? = field("source") {
                return "opens URL \(message ?? "") (from \(source == "user" ? "the user" : source))"
            }
            return "url " + (message ?? name ?? "")
        case .log:
            return (message ?? "") + location
        case .warning:
            guard language != .en else { return "warning: " + (message ?? "") + location }
            let located = at.map { Sentence(.atLocation, $0).text(language) } ?? ""
            return Sentence(.warningLine, sentence?.text(language) ?? message ?? "").text(language) + located
        case .crash:
            var s = "CRASH: " + (message ?? "uncaught error") + location
            if case .string(let tb)? = field("traceback") { s += "\n" + tb }
            return s
        case .termination:
            return "terminated (\(reason ?? "?"))" + (message.map { ": \($0)" } ?? "")
        case .expect:
            return "expect \(name ?? "")" + (message.map { ": \($0)" } ?? "") + location
        }
    }
}
