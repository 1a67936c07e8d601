import MessageCatalog

/// One structured trace event (docs/semantics.md, Trace). Every input, transition, callback,
/// notification, task event, badge change, log line, warning, crash and termination.
///
///     device.records.last                       // the most recent record (if kept)
///     TraceRecord.jsonLine(record)              // {"v":1,"seq":7,"t":2.0,"app":"Todo",…}
///     TraceRecord.textLine(record)              // "   2.000  Todo  [AppDelegate applicationDidEnterBackground:]"
///
/// Field use per kind: `name` is the selector (callback), the notification name, the
/// action or task event; `state` is the `applicationState` seen by app code at that moment;
/// `from`/`to` are external states (scene states on a scene's record, phases on a SwiftUI
/// one); `scene` names the scene a record is about (`Notes#1`); `id` is a background task
/// id; `reason` a termination reason; `at` the file:line the binding's location provider gave.
public struct TraceRecord: Sendable, Equatable {
    public var seq: Int
    public var time: VirtualTime
    public var app: String?
    /// The scene the record is about (`Notes#1`), for scene callbacks and transitions.
    public var scene: String?
    public var kind: TraceKind
    public var name: String?
    public var state: String?
    public var from: String?
    public var to: String?
    public var id: Int?
    public var reason: String?
    public var message: String?
    public var at: String?
    /// Extra kind-specific values, in a fixed order chosen by the recorder.
    public var fields: [TraceField]
    /// The `message` as a catalog sentence, when the engine made it (a warning): the text
    /// form renders it in the reader's language; `message` keeps its English text for the
    /// JSON trace and for every query.
    public var sentence: Sentence?

    public init(
        seq: Int = 0, time: VirtualTime = .zero, app: String? = nil, scene: String? = nil, kind: TraceKind,
        name: String? = nil, state: String? = nil, from: String? = nil, to: String? = nil,
        id: Int? = nil, reason: String? = nil, message: String? = nil, at: String? = nil,
        fields: [TraceField] = [], sentence: Sentence? = nil
    ) {
        self.seq = seq
        self.time = time
        self.app = app
        self.scene = scene
        self.kind = kind
        self.name = name
        self.state = state
        self.from = from
        self.to = to
        self.id = id
        self.reason = reason
        self.message = message
        self.at = at
        self.fields = fields
        self.sentence = sentence
    }

    /// The value of an extra field, if present.
    public func field(_ key: String) -> TraceValue? {
        fields.first { $0.key == key }?.value
    }
}

/// The record kinds of docs/semantics.md (Trace), plus `warning` for UIKit misuse that iOS only logs.
public enum TraceKind: String, Sendable, CaseIterable {
    case action, transition, callback, notification, task, badge, url, log, warning, crash, termination, expect
}

public struct TraceField: Sendable, Equatable {
    public var key: String
    public var value: TraceValue
    public init(_ key: String, _ value: TraceValue) {
        self.key = key
        self.value = value
    }
}

public enum TraceValue: Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case bool(Bool)
    case seconds(VirtualTime)

    public var description: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .bool(let b): return String(b)
        case .seconds(let t): return t.jsonSeconds
        }
    }
}

/// Where records go: kept in memory (optional, for queries and expectations) and streamed
/// to an observer as they are made (the REPL prints them live).
///
///     let device = Device(trace: TraceOptions(keep: false))   // flat memory
///     device.onRecord = { print(TraceRecord.textLine($0)) }
public struct TraceOptions: Sendable {
    public var keep: Bool
    /// At most this many records, and this many bytes of their text, are made; past
    /// either the device records nothing more and `advance` throws
    /// `EngineError.traceLimit`, so a runaway scenario cannot fill the host's memory.
    /// nil: no limit.
    public var maxRecords: Int?
    public var maxBytes: Int?

    public init(keep: Bool = true, maxRecords: Int? = nil, maxBytes: Int? = nil) {
        self.keep = keep
        self.maxRecords = maxRecords
        self.maxBytes = maxBytes
    }
}

extension TraceRecord {
    /// About how many bytes the record takes as text: its strings plus a line's fixed part
    /// (cheap: native strings know their UTF-8 length).
    var approximateBytes: Int {
        40 &+ (app?.utf8.count ?? 0) &+ (scene?.utf8.count ?? 0) &+ (name?.utf8.count ?? 0)
            &+ (message?.utf8.count ?? 0) &+ (at?.utf8.count ?? 0) &+ fields.count &* 16
            &+ (sentence == nil ? 0 : 8)
    }
}
