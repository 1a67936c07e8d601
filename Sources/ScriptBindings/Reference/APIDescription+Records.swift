import Lifecycle

/// The API description of the app handle's trace fields (`app.records`,
/// `app.background_tasks`): what a scenario or a lab check reads of what the app did.
extension APIDescription {
    static let recordType = APIType.record([
        p("t", .number), p("kind", .words(TraceKind.allCases.map(\.rawValue))),
        p("name", .string, optional: true), p("callback", .string, optional: true),
        p("implemented", .boolean, optional: true), p("scene", .string, optional: true),
        p("state", .string, optional: true), p("from", .string, optional: true), p("to", .string, optional: true),
        p("id", .integer, optional: true), p("reason", .string, optional: true), p("message", .string, optional: true),
    ])

    static let backgroundTaskType = APIType.record([
        p("id", .integer), p("name", .string, optional: true), p("process", .integer), p("began", .number),
        p("ended", .number, optional: true), p("expired", .number, optional: true),
        p("killed", .number, optional: true),
    ])

    static let recordAppHandleFields: [APIField] = [
        field(
            "records", .list(recordType), .read,
            "the app's trace records so far, oldest first (its scenes' included): t, kind, and what the record has "
                + "(callback: the short name as expectations write it; name: the selector, notification or task event)"),
        field(
            "background_tasks", .list(backgroundTaskType), .read,
            "the background tasks the app began (in every process), in order: when each began, ended (endBackgroundTask), "
                + "expired (its handler was called) or was killed with its process"),
    ]
}
