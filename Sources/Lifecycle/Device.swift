import MessageCatalog

/// One simulated iOS device: installed apps, the screen, the virtual clock, the trace.
///
///     let device = Device(profile: Profile(ios: 17))
///     let todo = device.install(AppSpec(name: "Todo", bundleID: "com.acme.todolist", delegate: MyDelegate()))
///     try device.tap(todo)                    // cold launch, at t = 0
///     try device.advance(by: 2)
///     try device.home()                       // resign, enter background, suspend
///     device.state(of: todo)                  // .suspended
///     print(TraceRecord.text(device.records))
///
/// Single-threaded, synchronous and deterministic: nothing reads a wall clock or a random
/// source, and no output depends on dictionary order. Actions run at the current time and
/// then run everything that became due at that instant, so their effects are visible as
/// soon as they return. Actions cannot be called from inside app code (they throw).
public final class Device {
    /// The rules in force. Change it before the apps start running.
    @exclusivity(unchecked) public var profile: Profile {
        didSet { if profile.ios != oldValue.ios { for app in apps.ids { applySceneManifest(app) } } }
    }

    // The hot path (a timer tick) touches these several times per event. The engine is
    // single-threaded and never holds an access across a call into app code, so dynamic
    // exclusivity checks buy nothing here and cost about a quarter of the tick time.
    @exclusivity(unchecked) var loop = RunLoop()
    @exclusivity(unchecked) var apps = AppTable()
    var screen = Screen()
    @exclusivity(unchecked) var trace: TraceSink

    /// > 0 while app code (a callback, block, timer, handler) is on the stack.
    @exclusivity(unchecked) var callDepth = 0
    var nextTaskID = 1
    /// BGTasks launched so far (their ids in `task` records).
    var nextBackgroundTaskNumber = 0
    /// Completion handlers handed to delegates, by id.
    var completions: [Int: PendingCompletion] = [:]
    var nextCompletionID = 1
    /// The device-wide switches of Settings.
    var settings = DeviceSettings()
    /// External power and the network (`Device+Conditions.swift`).
    var conditions = DeviceConditions()
    /// The trigger events of pending notification requests.
    var notificationClock = NotificationClock()
    /// False while `isPossible(_:)` asks `refusal(of:)` only whether there is one: the
    /// refusal's words are then not written (`Device+Preconditions`).
    var explainsRefusals = true

    /// Called with every record as it is made (the REPL prints them live).
    public var onRecord: ((TraceRecord) -> Void)?
    /// How a message shows an action the reader could take instead, its app and scene
    /// arguments by their parameter names: the face that drives the device sets it (a Lua
    /// scenario: `user.dismiss()`, `system.grant(app, true)`); by default the action's words.
    public var actionUsage: (DeviceAction) -> String = { $0.words { _ in "app" } }
    /// Answers still planned for `choose`, by label, in call order (``choose(_:among:)``).
    public var plannedChoices: [String: [Int]] = [:]
    /// Picks a branch (from 1) of `count` for a label with no planned answer; nil: the first.
    public var chooser: ((_ label: String, _ count: Int) -> Int)?
    /// The choices made so far, in order.
    public internal(set) var choicesMade: [MadeChoice] = []
    /// Asked for the app-code location (e.g. Lua "file:line") of warnings, logs and crashes.
    public var currentLocation: (() -> String?)?
    /// How many times the invariants were checked (debug builds; tests read it).
    var invariantChecks = 0
    /// Where a broken invariant goes instead of stopping the program (a fuzz test keeps
    /// walking to report the steps that broke it).
    var invariantsBroken: (([String]) -> Void)?
    /// Asked between events whether to stop (Ctrl-C in the REPL): `advance` and
    /// `runUntilIdle` then throw `EngineError.interrupted`, the clock left at the last event.
    public var shouldStop: (() -> Bool)?
    /// Ticks of one foreground repeating timer after which `runUntilIdle` gives up.
    public static let neverIdleTicks = 1000

    /// The records kept so far (`keepsTrace`).
    public var records: TraceLog { trace.records }
    /// How many records there are (`records.count` without copying the log).
    public var recordCount: Int { trace.records.count }
    /// Whether records are kept in memory (queries need them); streaming works either way.
    public var keepsTrace: Bool {
        get { trace.keeps }
        set { trace.keeps = newValue }
    }
    /// Most events that may run at one instant before `advance` gives up (runaway loops).
    public var sameInstantLimit: Int {
        get { loop.sameInstantLimit }
        set { loop.sameInstantLimit = newValue }
    }
    /// Whether the trace hit a limit: nothing more is recorded and `advance` throws.
    /// (A getter, not the stored flag: another module's read of a stored property pays an
    /// exclusivity check, which app code pays on every timer tick.)
    public var traceLimitReached: Bool { trace.full }

    /// Counts the trace's limits from zero again (the REPL: the limits are per input).
    public func restartTraceLimits() { trace.restartLimits() }

    public init(profile: Profile = Profile(), trace: TraceOptions = TraceOptions()) {
        self.profile = profile
        self.trace = TraceSink(trace)
    }

    /// The current virtual time.
    public var now: VirtualTime { VirtualTime(nanoseconds: loop.now) }

    /// Installs an app (not running until launched), refusing bad Info.plist declarations
    /// with `EngineError.badDeclaration` (naming the app and the key).
    @discardableResult
    public func install(validating spec: AppSpec) throws -> AppID {
        // Every app is one more row everywhere (the trace, explore's coverage, the studio):
        // a loop of a million app{} once took 1.3 GB and 16 s before the first step.
        try spec.validate()
        guard apps.count - apps.systemCount < Self.maxUserApps else {
            throw EngineError.invalidAction(
                action: "install \(spec.name)",
                reason: Sentence(.refusedTooManyApps, "\(Self.maxUserApps)"))
        }
        if let problem = Self.lifeCycleProblem(spec, profile) { throw problem }
        return install(spec)
    }

    /// Why `profile` cannot run one of the installed apps (a scene app on iOS 12), if so.
    public func incompatibility(with profile: Profile) -> EngineError? {
        apps.ids.lazy.compactMap { Self.lifeCycleProblem(self.apps[$0].spec, profile) }.first
    }

    /// Scenes exist from iOS 13 (facts §8): before it a scene app runs its app delegate
    /// (``ignoresSceneManifest(_:_:)``). SwiftUI's App life cycle needs iOS 14: on the
    /// device, in the SDK the app was built with, and always with multitasking.
    static func lifeCycleProblem(_ spec: AppSpec, _ profile: Profile) -> EngineError? {
        guard spec.lifeCycle.usesScenes, !ignoresSceneManifest(spec.lifeCycle, profile) else { return nil }
        let needs = spec.lifeCycle == .swiftUI ? 14 : 13
        if profile.ios < needs {
            return .badDeclaration(
                app: spec.name, key: "life_cycle",
                reason: Sentence(.plistSwiftUINeedsIOS14, "\(profile.ios)"))
        }
        if let sdk = spec.sdk, sdk < needs {
            return .badDeclaration(
                app: spec.name, key: "sdk",
                reason: Sentence(.plistNeedsSDK, "\(spec.lifeCycle)", "\(needs)", "\(sdk)"))
        }
        if !profile.multitasking {
            return .badDeclaration(
                app: spec.name, key: "life_cycle",
                reason: Sentence(.plistNeedsMultitasking, "\(spec.lifeCycle)"))
        }
        return nil
    }

    /// Installs an app. Bad declarations are not accepted silently: each is dropped with a
    /// `warning` record naming the app and the key (use `install(validating:)` to refuse).
    @discardableResult
    public func install(_ spec: AppSpec) -> AppID {
        let problems = spec.problems()
        let accepted = problems.isEmpty ? spec : spec.withoutBadDeclarations()
        let id = apps.append { AppRecord(spec: accepted, id: $0) }
        for p in problems { warn(id, Sentence(.ignoredProblem, "\(p)")) }
        applySceneManifest(id)
        return id
    }

    /// The most user apps a device holds (``install(validating:)``).
    public static let maxUserApps = 100_000

    /// Every user-installed app, in installation order (system apps: `systemApp(_:)`).
    public var installedApps: [AppID] { apps.filter { !$0.isSystem } }

    /// Every app on the device, user apps and the system apps installed so far, in
    /// installation order.
    public var allApps: [AppID] { apps.ids }

    /// Whether the app is one of the system apps (Safari, Mail, …).
    public func isSystemApp(_ app: AppID) -> Bool { apps[app].isSystem }

    /// An app by name or bundle ID; user apps first, then the system apps.
    public func app(named name: String) -> AppID? {
        if let id = apps.first(where: { !$0.isSystem && ($0.name == name || $0.spec.bundleID == name) }) {
            return id
        }
        guard let s = SystemApp.allCases.first(where: { $0.rawValue == name || $0.bundleID == name }) else {
            return nil
        }
        return systemApp(s)
    }

    public func name(of app: AppID) -> String { apps[app].name }

    public func bundleID(of app: AppID) -> String { apps[app].spec.bundleID }

    /// The handle app code uses; also usable from the scenario where that makes sense.
    public func application(_ app: AppID) -> Application { Application(device: self, id: app) }

    /// The app's scenes: the connected ones of a scene app; one, implicit, for a running
    /// sceneless app.
    public func scenes(of app: AppID) -> [SceneID] { apps[app].scenes.map(\.id) }

    /// The activation state of one scene (unattached once it is disconnected).
    public func state(of scene: SceneID) -> SceneActivationState {
        apps[scene.app].scene(scene)?.state ?? .unattached
    }

    /// How traces name a scene: the app's name and the scene's number (`Notes#1`).
    public func name(of scene: SceneID) -> String { "\(apps[scene.app].name)#\(scene.number)" }

    /// Whether the app's process exists and executes.
    public func phase(of app: AppID) -> ProcessPhase { apps[app].phase }

    /// Drops kept records (e.g. between REPL commands); sequence numbers keep counting.
    public func clearRecords() { trace.clear() }

    /// Appends a record made outside the engine (the binding's `expect` results), stamped
    /// with the next sequence number and the current time.
    ///
    ///     device.append(TraceRecord(kind: .expect, name: "state", message: "pass"))
    public func append(_ record: TraceRecord) {
        var r = record
        r.time = now
        emit(r)
    }

    // MARK: - Internal helpers

    /// The app's own clock: later than `now` while its main thread is blocked by `busy`.
    @inline(__always)
    func appNow(_ app: AppID) -> Int64 {
        guard let p = apps[app].process else { return loop.now }
        return p.clock.busyUntil > loop.now ? p.clock.busyUntil : loop.now
    }

    /// The app's current process, if it runs.
    func process(of app: AppID) -> ProcessID? {
        apps[app].process == nil ? nil : ProcessID(app: app, generation: apps[app].generation)
    }

    /// The identity the app's next (or current) process has: for work queued now.
    func currentProcess(_ app: AppID) -> ProcessID { ProcessID(app: app, generation: apps[app].generation) }

    func isAlive(_ process: ProcessID) -> Bool {
        apps[process.app].generation == process.generation && apps[process.app].process != nil
    }

    /// Alive, executing and not condemned: able to run code now.
    func isResponsive(_ app: AppID) -> Bool {
        guard let p = apps[app].process else { return false }
        return !p.clock.hung && apps[app].phase == .running
    }

    /// The app the user works in, if any.
    var frontApp: AppID? { screen.frontApp }

    /// Whether the app runs the UIScene life cycle (scenes or SwiftUI).
    public func usesScenes(_ app: AppID) -> Bool { apps[app].usesScenes }

    func record(
        _ kind: TraceKind, app: AppID?, scene: SceneID? = nil, time: Int64? = nil, name: String? = nil,
        state: String? = nil, from: String? = nil, to: String? = nil, id: Int? = nil, reason: String? = nil,
        message: String? = nil, at: String? = nil, fields: [TraceField] = [], sentence: Sentence? = nil
    ) {
        let t = time ?? (app.map(appNow) ?? loop.now)
        let r = TraceRecord(
            seq: 0, time: VirtualTime(nanoseconds: t), app: app.map { apps[$0].name },
            scene: scene.map(self.name(of:)), kind: kind, name: name, state: state, from: from, to: to, id: id,
            reason: reason, message: message, at: at, fields: fields, sentence: sentence)
        emit(r)
    }

    private func emit(_ record: TraceRecord) {
        var r = record
        if trace.accept(&r) { onRecord?(r) }
    }

    /// A UIKit misuse iOS only logs: a `warning` record with the caller's location, its
    /// message a catalog sentence (rendered in the reader's language; there is no overload
    /// taking a plain string, so every engine warning has both languages).
    func warn(_ app: AppID?, _ sentence: Sentence) {
        record(.warning, app: app, message: sentence.text(.en), at: currentLocation?(), sentence: sentence)
    }

    /// A warning that is advice, not misuse: a deprecated API still in use, or a delegate
    /// method the profile's iOS never calls. Its `category` field says which; the explorer's
    /// no-misuse invariant passes over it.
    func advise(_ app: AppID?, _ sentence: Sentence, category: WarningCategory) {
        record(
            .warning, app: app, message: sentence.text(.en), at: currentLocation?(),
            fields: [TraceField("category", .string(category.rawValue))], sentence: sentence)
    }
}
