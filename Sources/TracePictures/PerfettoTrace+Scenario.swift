import Lifecycle

/// One scenario's processes, threads, slices, instants and counters.
struct ScenarioEmitter {
    /// Thread ids inside a process. Scene lanes take 10 + 10 × n onward.
    enum Thread {
        static let input = 1, expectations = 2, scenario = 3
        static let state = 1, callbacks = 2, notifications = 3, events = 4
        static let firstTask = 100
    }

    let trace: ScenarioTrace
    let timeline: TraceTimeline
    let suffix: String
    let devicePID: Int
    /// Process id of each app, in lane order.
    let appPIDs: [(app: String, pid: Int)]
    /// Where each record is drawn (``spread(_:)``); its true time is in `timeline.times`.
    let at: [VirtualTime]

    init(trace: ScenarioTrace, suffix: String, events: PerfettoEvents) {
        self.trace = trace
        self.suffix = suffix
        timeline = TraceTimeline(trace.records)
        devicePID = events.nextPID
        appPIDs = timeline.appLanes.enumerated().map { ($0.element.id.app ?? "", events.nextPID + 1 + $0.offset) }
        at = Self.spread(timeline.times)
    }

    /// One microsecond between records of one instant, so that a story told at one virtual
    /// instant (a launch, a window opening) reads left to right instead of collapsing to a
    /// point: each record at its true time, or 1 µs after the one before, whichever is later.
    static let spacing = VirtualTime(nanoseconds: 1000)

    static func spread(_ times: [VirtualTime]) -> [VirtualTime] {
        var drawn: [VirtualTime] = []
        drawn.reserveCapacity(times.count)
        for time in times { drawn.append(drawn.last.map { max(time, $0 + spacing) } ?? time) }
        return drawn
    }

    var end: VirtualTime { at.last ?? .zero }

    /// The drawn time of a span's boundary: record `index`, or the end of the trace.
    func drawn(_ index: Int) -> VirtualTime { index >= at.count ? end : at[index] }

    /// A record's true time, for the arguments of what is drawn at a spread time.
    func trueTime(_ index: Int) -> String { "\(timeline.times[min(index, timeline.count - 1)].jsonSeconds)" }

    func pid(_ lane: LaneID) -> Int {
        guard let app = lane.app else { return devicePID }
        return appPIDs.first { $0.app == app }?.pid ?? devicePID
    }

    /// The first thread of a lane's group: 1 for an app, 10, 20, … for its scenes.
    func baseThread(_ lane: LaneID) -> Int {
        guard case .scene(let app, _) = lane else { return 0 }
        let scenes = timeline.lanes.filter { if case .scene(app, _) = $0.id { return true } else { return false } }
        return 10 * ((scenes.firstIndex { $0.id == lane } ?? 0) + 1)
    }

    func emit(into events: inout PerfettoEvents) {
        events.nextPID = devicePID + 1 + appPIDs.count
        events.metadata(pid: devicePID, name: "Device" + suffix)
        events.metadata(pid: devicePID, tid: Thread.input, name: "user & system")
        events.metadata(pid: devicePID, tid: Thread.expectations, name: "expectations")
        events.metadata(pid: devicePID, tid: Thread.scenario, name: "scenario")
        let outcome = trace.outcome.map { "\"outcome\":\"\($0.rawValue)\"" } ?? ""
        events.slice(
            pid: devicePID, tid: Thread.scenario, name: trace.name, category: "scenario",
            start: .zero, end: end, args: outcome)
        for lane in timeline.lanes where lane.id.hasStates { emitLane(lane, into: &events) }
        emitMarks(into: &events)
        emitTasks(into: &events)
        for (app, pid) in appPIDs { emitCounters(app: app, pid: pid, into: &events) }
    }

    private func emitLane(_ lane: Lane, into events: inout PerfettoEvents) {
        let pid = pid(lane.id)
        let base = baseThread(lane.id)
        if case .app(let name) = lane.id { events.metadata(pid: pid, name: name + suffix) }
        let prefix = base == 0 ? "" : lane.title + " "
        events.metadata(pid: pid, tid: base + Thread.state, name: prefix + "state")
        events.metadata(pid: pid, tid: base + Thread.callbacks, name: prefix + "callbacks")
        events.metadata(pid: pid, tid: base + Thread.notifications, name: prefix + "notifications")
        events.metadata(pid: pid, tid: base + Thread.events, name: prefix + "events")
        for span in lane.spans {
            let start = span.start == 0 ? VirtualTime.zero : at[span.start]
            let trueStart = span.start == 0 ? "0" : trueTime(span.start)
            let trueEnd = timeline.count == 0 ? "0" : trueTime(span.end)
            events.slice(
                pid: pid, tid: base + Thread.state, name: span.state, category: "state", start: start,
                end: drawn(span.end), args: "\"start_s\":\(trueStart),\"end_s\":\(trueEnd)")
        }
    }

    private func emitMarks(into events: inout PerfettoEvents) {
        for mark in timeline.marks {
            let record = trace.records[mark.index]
            let pid = pid(mark.lane)
            let base = baseThread(mark.lane)
            var args = "\"seq\":\(record.seq),\"time_s\":\(trueTime(mark.index))"
            if let state = record.state { args += ",\"state\":\(PerfettoEvents.string(state))" }
            if let at = record.at { args += ",\"at\":\(PerfettoEvents.string(at))" }
            let tid: Int
            let name: String
            switch mark.kind {
            case .action:
                tid = Thread.input
                name = mark.label
                if let app = record.app { args += ",\"app\":\(PerfettoEvents.string(app))" }
            case .expectPass, .expectFail:
                tid = Thread.expectations
                name = "expect \(mark.label): \(mark.kind == .expectPass ? "pass" : "fail")"
            case .callback:
                tid = base + Thread.callbacks
                name = record.name ?? mark.label
                if !mark.implemented { args += ",\"implemented\":false" }
            case .notification:
                tid = base + Thread.notifications
                name = record.name ?? mark.label
            default:
                tid = mark.lane.hasStates ? base + Thread.events : Thread.input
                name = PictureText.truncated(mark.label, 80)
                if mark.label.utf8.count > 80 || mark.kind == .log {
                    args += ",\"text\":\(PerfettoEvents.string(TraceTimeline.detail(record)))"
                }
            }
            events.instant(
                pid: pid, tid: tid, name: name, category: mark.kind.rawValue.replacing(" ", with: "-"),
                at: at[mark.index], args: args)
        }
    }

    /// Task slices in rows by time, so that the slices of one thread never overlap.
    private func emitTasks(into events: inout PerfettoEvents) {
        var rows: [LaneID: [VirtualTime]] = [:]
        var named: Set<String> = []
        for bar in timeline.tasks {
            let pid = pid(bar.lane)
            let start = at[bar.begin]
            let stop = drawn(bar.end)
            var lanes = rows[bar.lane] ?? []
            let row = lanes.firstIndex { $0 <= start } ?? lanes.count
            if row == lanes.count { lanes.append(stop) } else { lanes[row] = stop }
            rows[bar.lane] = lanes
            let tid = baseThread(bar.lane) + Thread.firstTask + row
            if named.insert("\(pid)/\(tid)").inserted {
                events.metadata(pid: pid, tid: tid, name: "background task" + (row == 0 ? "s" : "s \(row + 1)"))
            }
            var args =
                "\"ending\":\"\(bar.ending.rawValue)\",\"start_s\":\(trueTime(bar.begin)),\"end_s\":\(trueTime(bar.end))"
            if let expired = bar.expired { args += ",\"expired_at_s\":\(timeline.times[expired].jsonSeconds)" }
            events.slice(pid: pid, tid: tid, name: bar.label, category: "task", start: start, end: stop, args: args)
            if let expired = bar.expired {
                events.instant(
                    pid: pid, tid: tid, name: "expired", category: "task", at: at[expired],
                    args: "\"time_s\":\(trueTime(expired))")
            }
        }
    }

    /// Badge values, open background tasks, and the running total of seconds in the background.
    private func emitCounters(app: String, pid: Int, into events: inout PerfettoEvents) {
        var open = 0
        var backgroundTotal = VirtualTime.zero
        var backgroundSince: VirtualTime?
        for (index, record) in trace.records.enumerated() where record.app == app {
            let (time, real) = (at[index], timeline.times[index])
            switch record.kind {
            case .badge:
                if case .int(let value)? = record.field("value") {
                    events.counter(pid: pid, name: "badge", at: time, key: "badge", value: String(value))
                }
            case .task:
                if record.name == "begin" {
                    open += 1
                } else if record.name == "end" {
                    open = max(0, open - 1)
                } else {
                    continue
                }
                events.counter(pid: pid, name: "background tasks", at: time, key: "open", value: String(open))
            case .transition where TraceTimeline.laneID(for: record) == .app(app):
                if let since = backgroundSince {
                    backgroundTotal = backgroundTotal + (real - since)
                    backgroundSince = nil
                    events.counter(
                        pid: pid, name: "background time", at: time, key: "s", value: backgroundTotal.jsonSeconds)
                }
                if record.to == AppState.background.rawValue {
                    backgroundSince = real
                    events.counter(
                        pid: pid, name: "background time", at: time, key: "s", value: backgroundTotal.jsonSeconds)
                }
                if record.to == AppState.notRunning.rawValue, open > 0 {
                    open = 0
                    events.counter(pid: pid, name: "background tasks", at: time, key: "open", value: "0")
                }
            default:
                break
            }
        }
        if let since = backgroundSince, let last = timeline.times.last {
            events.counter(
                pid: pid, name: "background time", at: end, key: "s",
                value: (backgroundTotal + (last - since)).jsonSeconds)
        }
    }
}
