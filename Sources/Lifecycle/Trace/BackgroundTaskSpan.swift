/// One background task as the trace saw it, from `beginBackgroundTask` to its end: what a
/// lab check or a scenario reads to judge when an app asked for background time and when
/// it gave it back (docs/semantics.md, Trace).
///
///     device.backgroundTasks(of: docs)   // [BackgroundTaskSpan(id: 1, name: "save", began: 1 s, ended: 11 s)]
public struct BackgroundTaskSpan: Sendable, Equatable {
    public var id: Int
    public var name: String?
    /// The process that began it: 1 for the app's first process in the trace, 2 for the next.
    public var process: Int
    public var began: VirtualTime
    /// When `endBackgroundTask` ended it; nil while it is open, or when the process ended
    /// with it open.
    public var ended: VirtualTime?
    /// When its expiration handler was called (the background time was running out).
    public var expired: VirtualTime?
    /// When its process ended while it was still open (the app was killed or terminated).
    public var killed: VirtualTime?

    public init(
        id: Int, name: String?, process: Int, began: VirtualTime, ended: VirtualTime? = nil,
        expired: VirtualTime? = nil, killed: VirtualTime? = nil
    ) {
        self.id = id
        self.name = name
        self.process = process
        self.began = began
        self.ended = ended
        self.expired = expired
        self.killed = killed
    }

    /// The spans of one app's task records, in the order the tasks began. Task ids are
    /// unique on a device, so records pair by id; a termination closes the open ones.
    public static func spans(of app: String, in records: some Sequence<TraceRecord>) -> [BackgroundTaskSpan] {
        var spans: [BackgroundTaskSpan] = []
        var process = 0
        for record in records where record.app == app {
            switch record.kind {
            case .transition where record.scene == nil && record.from == AppState.notRunning.rawValue:
                process += 1
            case .task:
                guard let id = record.id else { continue }
                if record.name == "begin" {
                    spans.append(
                        BackgroundTaskSpan(id: id, name: record.message, process: max(process, 1), began: record.time))
                } else if let index = spans.lastIndex(where: { $0.id == id }) {
                    if record.name == "end", spans[index].ended == nil, spans[index].killed == nil {
                        spans[index].ended = record.time
                    } else if record.name == "expire", spans[index].expired == nil {
                        spans[index].expired = record.time
                    }
                }
            case .termination:
                for index in spans.indices where spans[index].ended == nil && spans[index].killed == nil {
                    spans[index].killed = record.time
                }
            default:
                continue
            }
        }
        return spans
    }
}

extension Device {
    /// The background tasks `app` has begun since the trace began (in every process), with
    /// when each ended, expired or died with its process. Needs kept records (`TraceOptions`).
    public func backgroundTasks(of app: AppID) -> [BackgroundTaskSpan] {
        BackgroundTaskSpan.spans(of: name(of: app), in: records)
    }
}
