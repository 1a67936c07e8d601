import Lifecycle

extension TraceTimeline {
    /// Reads the records in order, once. Lanes appear in the order their app is
    /// first named; every app lane starts in the state its first transition
    /// leaves (notRunning when it has none).
    init(_ records: [TraceRecord]) {
        var builder = Builder(records: records)
        builder.run()
        self = builder.timeline
    }

    /// The lane a record about an app belongs to: a record naming a scene goes to
    /// `.scene(app:scene:)`, whose lane sits under its app's.
    static func laneID(for record: TraceRecord) -> LaneID {
        guard let app = record.app else { return .device }
        if let scene = record.scene { return .scene(app: app, scene: scene) }
        return .app(app)
    }

    /// The state a lane is in before its first transition, when it has none.
    static func initialState(of lane: LaneID) -> String {
        if case .scene = lane { return "unattached" }
        return AppState.notRunning.rawValue
    }
}

private struct Builder {
    let records: [TraceRecord]
    var timeline = TraceTimeline(lanes: [], marks: [], tasks: [], arrows: [], times: [])
    /// Lane order and each lane's current span (index into `lanes`).
    var laneIndex: [LaneID: Int] = [:]
    var openTasks: [LaneID: [Int]] = [:]
    var lastAction: Int?
    var appCount = 0
    var shortNames: [String: String] = [:]

    init(records: [TraceRecord]) { self.records = records }

    mutating func run() {
        var previous = VirtualTime.zero
        timeline.times.reserveCapacity(records.count)
        for record in records {
            previous = max(previous, record.time)
            timeline.times.append(previous)
        }
        appCount = Set(records.compactMap(\.app)).count
        declareLanes()
        for (index, record) in records.enumerated() { read(record, at: index) }
        let end = records.count
        for lane in timeline.lanes.indices where !timeline.lanes[lane].spans.isEmpty {
            timeline.lanes[lane].spans[timeline.lanes[lane].spans.count - 1].end = end
        }
        for bar in timeline.tasks.indices where timeline.tasks[bar].ending == .open {
            timeline.tasks[bar].end = end
        }
    }

    /// Device first, then each app (and its scenes) by first appearance, expectations last.
    mutating func declareLanes() {
        var order: [LaneID] = [.device]
        var known: Set<LaneID> = [.device]  // membership only; `order` keeps the order
        var firstTransition: [LaneID: String] = [:]
        for record in records {
            let id = TraceTimeline.laneID(for: record)
            if let app = id.app, known.insert(.app(app)).inserted { order.append(.app(app)) }
            if case .scene(let app, _) = id, known.insert(id).inserted {
                // After the app's lane and the scenes already under it.
                let appPosition = order.firstIndex(of: .app(app))!
                var position = appPosition + 1
                while position < order.count, order[position].app == app { position += 1 }
                order.insert(id, at: position)
            }
            if record.kind == .transition, firstTransition[id] == nil, let from = record.from {
                firstTransition[id] = from
            }
        }
        if records.contains(where: { $0.kind == .expect }) { order.append(.expectations) }
        for id in order {
            laneIndex[id] = timeline.lanes.count
            let spans =
                id.hasStates
                ? [StateSpan(state: firstTransition[id] ?? TraceTimeline.initialState(of: id), start: 0, end: 0)] : []
            timeline.lanes.append(Lane(id: id, title: Self.title(id), subtitle: Self.subtitle(id), spans: spans))
        }
    }

    static func title(_ id: LaneID) -> String {
        switch id {
        case .device: return "Device"
        case .app(let name): return name
        case .scene(_, let scene): return scene
        case .expectations: return "expect"
        }
    }

    static func subtitle(_ id: LaneID) -> String {
        switch id {
        case .device: return "user & system"
        case .app: return "app"
        case .scene(let app, _): return "scene of \(app)"
        case .expectations: return "expectations"
        }
    }

    mutating func read(_ record: TraceRecord, at index: Int) {
        let lane = TraceTimeline.laneID(for: record)
        switch record.kind {
        case .transition:
            transition(record, lane, index)
        case .task:
            task(record, lane, index)
            return
        case .action:
            lastAction = index
        case .url:
            arrow(record, lane, index)
        default:
            break
        }
        if let mark = mark(record, lane, index) { timeline.marks.append(mark) }
    }

    mutating func transition(_ record: TraceRecord, _ lane: LaneID, _ index: Int) {
        guard let position = laneIndex[lane], let to = record.to, !timeline.lanes[position].spans.isEmpty else {
            return
        }
        // In place: copying the spans out and back would make long traces quadratic.
        let last = timeline.lanes[position].spans.count - 1
        timeline.lanes[position].spans[last].end = index
        timeline.lanes[position].spans.append(StateSpan(state: to, start: index, end: index))
        if to == AppState.notRunning.rawValue, case .app = lane {
            for bar in openTasks[lane] ?? [] {
                timeline.tasks[bar].end = index
                timeline.tasks[bar].ending = .killed
            }
            openTasks[lane] = []
        }
    }

    mutating func task(_ record: TraceRecord, _ lane: LaneID, _ index: Int) {
        let open = openTasks[lane] ?? []
        let match = open.last { timeline.tasks[$0].id == record.id }
        switch record.name {
        case "begin":
            openTasks[lane, default: []].append(timeline.tasks.count)
            timeline.tasks.append(
                TaskBar(
                    lane: lane, id: record.id, name: record.message ?? "", begin: index, end: index, ending: .open))
        case "expire":
            if let match { timeline.tasks[match].expired = index }
        case "end":
            if let match {
                timeline.tasks[match].end = index
                timeline.tasks[match].ending = .ended
                openTasks[lane] = open.filter { $0 != match }
            }
        default:
            break
        }
    }

    /// An opened URL comes from the last action: from the app that performed it
    /// (`Mail` opening `todolist://`), else from the user (the device lane).
    mutating func arrow(_ record: TraceRecord, _ lane: LaneID, _ index: Int) {
        guard record.app != nil, record.name == "open" || record.name == "inbox", let action = lastAction else {
            return
        }
        let source = records[action]
        var from = LaneID.device
        if let app = source.app, app != record.app, source.name == "openURL" { from = .app(app) }
        let url = record.field("url")?.description ?? record.message ?? ""
        timeline.arrows.append(URLArrow(from: from, fromIndex: action, to: lane, toIndex: index, url: url))
    }

    /// A callback's short name (`didEnterBackground`) or a notification's
    /// (`DidEnterBackground`), worked out once per distinct name.
    mutating func shortName(_ name: String) -> String {
        if let known = shortNames[name] { return known }
        let short = DelegateMethod(selector: name)?.shortName ?? PictureText.notificationName(name)
        shortNames[name] = short
        return short
    }

    mutating func mark(_ record: TraceRecord, _ lane: LaneID, _ index: Int) -> TimelineMark? {
        func make(_ kind: MarkKind, on lane: LaneID, _ label: String, implemented: Bool = true) -> TimelineMark {
            TimelineMark(index: index, lane: lane, kind: kind, label: label, implemented: implemented)
        }
        switch record.kind {
        case .transition, .task:
            return nil
        case .action:
            let what = record.message ?? record.name ?? "action"
            let label = appCount > 1 ? record.app.map { "\($0): \(what)" } ?? what : what
            return make(.action, on: .device, label)
        case .callback:
            return make(
                .callback, on: lane, shortName(record.name ?? "?"),
                implemented: record.field("implemented") != .bool(false))
        case .notification:
            return make(.notification, on: lane, shortName(record.name ?? "?"))
        case .url:
            let label = record.name == "open" ? (record.message ?? "open") : "url \(record.name ?? "")"
            return make(.url, on: lane, label)
        case .badge:
            return make(.badge, on: lane, "badge " + (record.field("value")?.description ?? record.message ?? "?"))
        case .log:
            return make(.log, on: lane, record.message ?? "")
        case .warning:
            return make(.warning, on: lane, "warning: " + (record.message ?? ""))
        case .crash:
            return make(.crash, on: lane, "CRASH: " + (record.message ?? "uncaught error"))
        case .termination:
            return make(.termination, on: lane, "terminated (\(record.reason ?? "?"))")
        case .expect:
            let passed = record.message == "pass"
            return make(passed ? .expectPass : .expectFail, on: .expectations, record.name ?? "expect")
        }
    }
}
