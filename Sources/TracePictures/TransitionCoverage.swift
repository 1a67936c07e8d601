import Lifecycle

/// A state machine whose coverage a run is measured against: its states, the
/// state a lane starts in, and its legal transitions in a fixed order.
///
///     StateMachine.app.legal.count   // 13 (facts §1.2, T1-T12)
public struct StateMachine: Sendable {
    public struct Transition: Hashable, Sendable {
        public let from: String
        public let to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public let name: String
    public let states: [String]
    public let initial: String
    public let legal: [Transition]

    /// The four scene states and `SceneActivationState.isLegal`'s transitions.
    public static let scene: StateMachine = {
        let states = SceneActivationState.allCases
        var legal: [Transition] = []
        for from in states {
            for to in states where SceneActivationState.isLegal(from: from, to: to) {
                legal.append(Transition(from: from.rawValue, to: to.rawValue))
            }
        }
        return StateMachine(
            name: "scene", states: states.map(\.rawValue), initial: SceneActivationState.unattached.rawValue,
            legal: legal)
    }()

    /// The five app states and `AppState.isLegal`'s transitions.
    public static let app: StateMachine = {
        let states = AppState.allCases
        var legal: [Transition] = []
        for from in states {
            for to in states where AppState.isLegal(from: from, to: to) {
                legal.append(Transition(from: from.rawValue, to: to.rawValue))
            }
        }
        return StateMachine(
            name: "app", states: states.map(\.rawValue), initial: AppState.notRunning.rawValue, legal: legal)
    }()
}

/// How often a run took each transition of a machine, and by which apps.
///
///     var coverage = TransitionCoverage(machine: .app)
///     coverage.add(records)
///     coverage.untaken          // legal transitions the run never took
public struct TransitionCoverage: Sendable {
    public struct Count: Sendable {
        public let transition: StateMachine.Transition
        public var times: Int
        /// The apps that took it, in order of first use.
        public var apps: [String]
        public var isLegal: Bool
    }

    public let machine: StateMachine
    /// Legal transitions in the machine's order, then any others the run took.
    public private(set) var counts: [Count]
    /// States entered at least once (the initial state counts when a lane starts in it).
    public private(set) var visited: [String] = []
    public private(set) var scenarios = 0

    public init(machine: StateMachine) {
        self.machine = machine
        counts = machine.legal.map { Count(transition: $0, times: 0, apps: [], isLegal: true) }
    }

    /// Adds one scenario's app lanes (or scene lanes, for the scene machine).
    public mutating func add(_ records: [TraceRecord]) {
        scenarios += 1
        for lane in TraceTimeline(records).lanes {
            let app: String
            switch lane.id {
            case .app(let name) where machine.name == "app": app = name
            case .scene(_, let scene) where machine.name == "scene": app = scene
            default: continue
            }
            visit(lane.spans.first?.state ?? machine.initial)
            for (left, right) in zip(lane.spans, lane.spans.dropFirst()) {
                count(StateMachine.Transition(from: left.state, to: right.state), app: app)
                visit(right.state)
            }
        }
    }

    /// Adds counts gathered elsewhere (`applife explore` counts per app over many runs):
    /// `times` takes of `transition` by `app`, entering `transition.to`.
    public mutating func add(_ transition: StateMachine.Transition, app: String, times: Int) {
        guard times > 0 else { return }
        for _ in 0..<times { count(transition, app: app) }
        visit(transition.to)
    }

    /// Marks a state as entered (a lane that starts in it).
    public mutating func addVisited(_ state: String) { visit(state) }

    public var taken: [Count] { counts.filter { $0.times > 0 } }
    public var untaken: [Count] { counts.filter { $0.times == 0 } }
    public var coveredLegal: Int { counts.filter { $0.isLegal && $0.times > 0 }.count }

    private mutating func visit(_ state: String) {
        if !visited.contains(state) { visited.append(state) }
    }

    private mutating func count(_ transition: StateMachine.Transition, app: String) {
        if let index = counts.firstIndex(where: { $0.transition == transition }) {
            counts[index].times += 1
            if !counts[index].apps.contains(app) { counts[index].apps.append(app) }
        } else {
            counts.append(Count(transition: transition, times: 1, apps: [app], isLegal: false))
        }
    }
}
