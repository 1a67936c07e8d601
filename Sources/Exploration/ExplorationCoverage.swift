import Lifecycle

/// What an exploration reached, per app: states entered, transitions taken, delegate
/// callbacks delivered (the scene delegate's and SwiftUI's too), each with a count; and from
/// those, the legal transitions (`AppState.isLegal`) and implemented callbacks that were never
/// reached. What the device can never show an app (``Inapplicable``) is left out of both.
///
///     var coverage = ExplorationCoverage(device: device)   // the device's user apps
///     coverage.add(device.records)                          // one run
///     coverage.apps[0].untakenTransitions                   // legal, never taken
public struct ExplorationCoverage: Sendable, Equatable {
    public typealias Transition = StateTransition<AppState>

    public struct App: Sendable, Equatable {
        public let name: String
        /// The delegate methods the app implements, in `DelegateMethod` order: for an app
        /// declared with `main`, what the code of the processes it ran implemented.
        public private(set) var implemented: [DelegateMethod]
        /// What the device can never show this app (n/a): left out of the counts.
        public private(set) var inapplicable: Inapplicable
        /// How often each state was entered (the start in notRunning counts once per run).
        public var states: [AppState: Int] = [:]
        public var transitions: [Transition: Int] = [:]
        public var callbacks: [DelegateMethod: Int] = [:]
        /// The app's scenes, for a scene app (nil for a sceneless one).
        public var scenes: SceneCoverage?

        public init(
            name: String, implemented: [DelegateMethod], usesScenes: Bool = false,
            inapplicable: Inapplicable = Inapplicable()
        ) {
            self.name = name
            self.implemented = implemented
            self.inapplicable = inapplicable
            scenes = usesScenes ? SceneCoverage() : nil
        }

        public var reachedStates: [AppState] { AppState.allCases.filter { states[$0, default: 0] > 0 } }
        /// The states the app can be in (n/a ones left out unless reached after all).
        public var possibleStates: [AppState] {
            AppState.allCases.filter { !inapplicable.states.contains($0) || states[$0, default: 0] > 0 }
        }
        public var unreachedStates: [AppState] { possibleStates.filter { states[$0, default: 0] == 0 } }
        /// Taken transitions, legal first in order, then any illegal one (an engine bug).
        public var takenTransitions: [Transition] { transitions.keys.sorted() }
        /// The legal transitions the app can take (n/a ones left out unless taken after all).
        public var possibleTransitions: [Transition] {
            Transition.legal.filter { !inapplicable.transitions.contains($0) || transitions[$0, default: 0] > 0 }
        }
        public var untakenTransitions: [Transition] { possibleTransitions.filter { transitions[$0, default: 0] == 0 } }
        public var coveredLegalTransitions: Int { possibleTransitions.filter { transitions[$0, default: 0] > 0 }.count }
        public var reachedCallbacks: [DelegateMethod] {
            DelegateMethod.allCases.filter { callbacks[$0, default: 0] > 0 }
        }
        /// The implemented methods the device can call (n/a ones left out unless called after all).
        public var callableCallbacks: [DelegateMethod] {
            implemented.filter { !inapplicable.callbacks.contains($0) || callbacks[$0, default: 0] > 0 }
        }
        /// Callbacks the delegate implements, the device can call, and it never delivered.
        public var unreachedCallbacks: [DelegateMethod] { callableCallbacks.filter { callbacks[$0, default: 0] == 0 } }
        /// The n/a items nothing reached (what the report shows as n/a).
        public var notApplicable: Inapplicable {
            Inapplicable(
                states: inapplicable.states.filter { states[$0, default: 0] == 0 },
                transitions: inapplicable.transitions.filter { transitions[$0, default: 0] == 0 },
                callbacks: inapplicable.callbacks.filter { callbacks[$0, default: 0] == 0 }, ios: inapplicable.ios)
        }

        /// Counts `methods` as implemented too (what a `main`'s processes implemented).
        public mutating func implement(_ methods: [DelegateMethod]) {
            guard !methods.allSatisfy(implemented.contains) else { return }
            let old = implemented
            implemented = DelegateMethod.allCases.filter { old.contains($0) || methods.contains($0) }
            inapplicable.callbacks = implemented.filter(inapplicable.neverCalls)
        }

        mutating func merge(_ other: App) {
            implement(other.implemented)
            states.merge(other.states, uniquingKeysWith: +)
            transitions.merge(other.transitions, uniquingKeysWith: +)
            callbacks.merge(other.callbacks, uniquingKeysWith: +)
            if let theirs = other.scenes { scenes?.merge(theirs) }
        }
    }

    public var apps: [App]
    /// Runs counted (shrinking replays are not).
    public var runs = 0
    /// Steps performed in those runs.
    public var steps = 0

    /// Some app's code is written per process (`main`): what it implements grows as it runs.
    public var codePerProcess = false

    public init(apps: [App]) { self.apps = apps }

    /// The device's user apps, with what their delegates implement and what the device can
    /// never show them.
    public init(device: Device) {
        var perProcess = false
        self.init(
            apps: device.installedApps.map { id in
                let spec = device.spec(of: id)
                if case .process = spec.delegate.memory { perProcess = true }
                let implemented = DelegateMethod.allCases.filter(spec.delegate.implements)
                return App(
                    name: device.name(of: id), implemented: implemented, usesScenes: device.usesScenes(id),
                    inapplicable: Inapplicable(
                        scenes: device.usesScenes(id), lifeCycle: spec.lifeCycle, profile: device.profile,
                        implemented: implemented))
            })
        codePerProcess = perProcess
    }

    /// Counts as implemented what the code of the device's apps implemented so far: an app
    /// declared with `main` says only as its processes start (before, it is "0/0").
    public mutating func implement(from device: Device) {
        guard codePerProcess else { return }
        var index: [String: Int] = [:]
        for (i, app) in apps.enumerated() { index[app.name] = i }
        for id in device.installedApps {
            guard let i = index[device.name(of: id)] else { continue }
            let delegate = device.spec(of: id).delegate
            apps[i].implement(DelegateMethod.allCases.filter(delegate.everImplements))
        }
    }

    /// Counts one run's records.
    public mutating func add(_ records: some Sequence<TraceRecord>, steps: Int) {
        runs += 1
        self.steps += steps
        var index: [String: Int] = [:]
        for (i, app) in apps.enumerated() {
            index[app.name] = i
            apps[i].states[.notRunning, default: 0] += 1
        }
        for r in records {
            guard let name = r.app, let i = index[name] else { continue }
            // Scene records have their own states; their callbacks are the app's delegates' too.
            if r.scene != nil { apps[i].scenes?.count(r) }
            switch r.kind {
            case .transition where r.scene == nil:
                guard let from = r.from.flatMap(AppState.init(rawValue:)),
                    let to = r.to.flatMap(AppState.init(rawValue:))
                else { continue }
                apps[i].transitions[Transition(from: from, to: to), default: 0] += 1
                apps[i].states[to, default: 0] += 1
            case .callback:
                guard r.field("implemented") != .bool(false),
                    let method = r.name.flatMap(DelegateMethod.init(selector:))
                else { continue }
                apps[i].callbacks[method, default: 0] += 1
            default:
                continue
            }
        }
    }

    /// The same for a device's trace, decoding only its transitions and callbacks.
    public mutating func add(_ log: TraceLog, steps: Int) {
        add(
            log.indices.lazy.filter {
                let kind = log.kind(at: $0)
                return kind == .transition || kind == .callback
            }.map { log[$0] }, steps: steps)
    }

    /// Adds another coverage of the same apps (another worker's runs).
    public mutating func merge(_ other: ExplorationCoverage) {
        runs += other.runs
        steps += other.steps
        for (i, app) in other.apps.enumerated() where i < apps.count && apps[i].name == app.name {
            apps[i].merge(app)
        }
    }
}
