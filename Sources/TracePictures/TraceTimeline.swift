import Lifecycle

/// One scenario's trace seen as lanes over time: the state spans of every app,
/// the marks (callbacks, notifications, actions, expectations, ...), background
/// task bars and URL arrows. Positions are record indexes; each renderer maps
/// them to its own axis (pixels for SVG, microseconds for Perfetto).
///
///     let timeline = TraceTimeline(records)
///     timeline.lanes.map(\.title)      // ["Device", "Mail", "Maps", "expect"]
struct TraceTimeline {
    /// Top to bottom: the device lane, each app (each followed by its scenes), the expectations.
    var lanes: [Lane]
    var marks: [TimelineMark]
    var tasks: [TaskBar]
    var arrows: [URLArrow]
    /// The time of each record, never decreasing (index `count` is the end).
    var times: [VirtualTime]
    var count: Int { times.count }

    func lane(_ id: LaneID) -> Lane? { lanes.first { $0.id == id } }

    /// The tooltip of record `index`: its line of the text trace, at most 600 characters.
    static func detail(_ record: TraceRecord) -> String {
        PictureText.clipped(TraceRecord.textLine(record), 600)
    }

    /// The app lanes (not scenes), in order.
    var appLanes: [Lane] { lanes.filter { if case .app = $0.id { return true } else { return false } } }
}

/// Which lane something is drawn on.
///
/// Scene lanes (`.scene`) sit under their app's lane; ``TraceTimeline/laneID(for:)``
/// is the one place that decides a record's lane.
enum LaneID: Hashable, Sendable {
    /// User and system input, and records that belong to no app.
    case device
    case app(String)
    case scene(app: String, scene: String)
    case expectations

    /// The app a lane belongs to, if any.
    var app: String? {
        switch self {
        case .app(let name), .scene(let name, _): return name
        case .device, .expectations: return nil
        }
    }

    /// Whether the lane has a state band.
    var hasStates: Bool { app != nil }
}

struct Lane {
    let id: LaneID
    /// The name at the left: "Device", the app's name, the scene's name, "expect".
    let title: String
    /// A smaller second line: "user & system", "app", "scene of Notes".
    let subtitle: String
    /// Consecutive state spans covering the whole scenario (app and scene lanes only).
    var spans: [StateSpan]
}

/// A stretch of records during which a lane stays in one state: from the
/// transition at `start` to the next one at `end` (or the end of the trace).
struct StateSpan: Equatable {
    let state: String
    let start: Int
    var end: Int
}

/// What a mark stands for; the raw value is its CSS class in the SVG.
enum MarkKind: String, CaseIterable, Sendable {
    case action, callback, notification, url, badge, log, warning, crash, termination
    case expectPass = "expect pass"
    case expectFail = "expect fail"

    var isExpectation: Bool { self == .expectPass || self == .expectFail }
}

/// One record drawn as a mark on a lane.
struct TimelineMark {
    let index: Int
    let lane: LaneID
    let kind: MarkKind
    /// The short text drawn beside the mark ("didEnterBackground", "user presses home").
    let label: String
    /// Callbacks only: false when the delegate lacks the method ("not implemented").
    let implemented: Bool
}

/// A background task from `beginBackgroundTask` to its end, expiry or the end of its process.
struct TaskBar {
    enum Ending: String, Sendable {
        /// `endBackgroundTask` was called.
        case ended
        /// The process ended with the task open.
        case killed
        /// Still open when the trace ends.
        case open
    }

    let lane: LaneID
    let id: Int?
    let name: String
    let begin: Int
    var end: Int
    var ending: Ending
    /// The index of the `expire` record, when the expiration handler ran.
    var expired: Int?

    var label: String {
        let number = id.map { "\($0) " } ?? ""
        return "task \(number)\"\(name)\""
    }
}

/// A URL going from the app (or the user) that opened it to the app that received it.
struct URLArrow {
    let from: LaneID
    let fromIndex: Int
    let to: LaneID
    let toIndex: Int
    let url: String
}
