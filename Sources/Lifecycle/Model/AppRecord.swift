/// The engine's bookkeeping for one installed app across process lifetimes. A class (one
/// per installed app, owned by the device) so that reading one field does not copy the
/// whole record out of the device's array.
final class AppRecord {
    let spec: AppSpec
    /// Whether a process exists and executes.
    private(set) var phase: ProcessPhase = .notRunning
    /// The app's scenes: one implicit scene for a sceneless app.
    private(set) var scenes: [SceneRecord]
    /// The external state, derived from `phase` and the most active scene whenever either
    /// changes (the timer hot path reads it on every tick). Unchecked for the same reason
    /// as Device.apps: hot, single-threaded, never held.
    @exclusivity(unchecked) private(set) var state: AppState = .notRunning
    /// Bumped at every termination: work queued for an earlier process is dropped.
    @exclusivity(unchecked) var generation = 0
    /// Present while a process exists (inactive, active, background, suspended).
    @exclusivity(unchecked) var process: ProcessState?
    /// What the home screen shows (0 = hidden). Persists across process lifetimes.
    var badge = 0
    /// The user's scripted answers to permission prompts.
    var answers: [Authorization: Bool] = [:]
    /// Permissions the app asked for and got.
    var granted: Set<Authorization> = []
    var requested: Set<Authorization> = []
    /// Whether a refused badge has been explained once (later warnings stay short).
    var badgeRefusalExplained = false
    /// Whether the app has a card in the app switcher.
    var inSwitcher = false
    var lastTermination: Termination?

    // Part 2.
    /// One of the system apps (Safari, Mail, …) rather than a user-installed one.
    var isSystem = false
    /// Force-quit by the user: no background launch until the user opens it again ([S22]).
    var userKilled = false
    /// A state-restoration archive exists (saved after shouldSaveApplicationState said YES).
    var hasArchive = false
    /// Consecutive crashes during will/didFinishLaunching (two delete the archive, [A1]).
    var launchCrashes = 0
    /// File names copied to Documents/Inbox (so a second file with the same name is renamed).
    var inbox: [String] = []
    /// Distinct schemes asked about through canOpenURL (the legacy 50-scheme limit, C8).
    var queried: [String] = []

    // Versions, launch paths and APIs (issue 13).
    /// The warning about delegate methods this iOS lacks was given.
    var warnedMissingMethods = false
    /// Deprecated APIs the app was warned about (once each).
    var warnedAPIs: Set<AppAPI> = []
    /// The answer to the notification permission prompt, once it was shown (iOS asks once).
    var promptAnswer: Bool?
    /// The scripted answer for the prompt (`Device.grant(app, allowed)`), before it shows.
    var scriptedPromptAnswer: Bool?
    /// `setMinimumBackgroundFetchInterval:`: kept by the system across launches; nil = Never.
    var fetchInterval: VirtualTime?
    /// When the system last gave the app a background fetch.
    var lastFetch: Int64?
    /// BGTaskScheduler requests waiting to run, kept by the system across launches.
    var taskRequests: [TaskRequest] = []
    /// Files in the app's container (paths under it, e.g. `Documents/Inbox/a.pdf`).
    var files: [String] = []

    // Scenes (scene and SwiftUI apps).
    /// The sessions the system keeps for the app, oldest first; they outlive processes.
    var sessions: [SessionRecord] = []
    /// Sessions discarded while the app did not run: didDiscardSceneSessions at its next launch.
    var pendingDiscards: [SessionRecord] = []
    /// SwiftUI's App-level `scenePhase` of the current process.
    var appPhase: ScenePhase = .inactive
    private var nextSceneNumber = 1
    private var nextSessionNumber = 1
    let id: AppID

    init(spec: AppSpec, id: AppID) {
        self.spec = spec
        self.id = id
        scenes = []
    }

    var name: String { spec.name }

    var usesScenes: Bool { spec.lifeCycle.usesScenes }

    /// The one scene of a sceneless app, while its process runs (always number 1).
    var implicitScene: SceneID? { usesScenes ? nil : scenes.first?.id }

    /// A new process, not running yet. A sceneless app's process comes with its one scene,
    /// unattached until the launch moves it; a scene app's scenes connect later.
    func startProcess(_ process: ProcessState) {
        self.process = process
        if !usesScenes { scenes = [SceneRecord(id: SceneID(app: id, number: 1), session: nil)] }
    }

    /// Moves the process to `phase`; the scenes die with the process. The external state
    /// follows at once unless a scene step is about to update it.
    func setPhase(_ phase: ProcessPhase, refresh: Bool = true) {
        self.phase = phase
        if phase == .notRunning {
            scenes.removeAll()
            appPhase = .inactive
        }
        if refresh { refreshState() }
    }

    /// Re-derives the external state (after a scene event, facts §8.2, scenes §A.9).
    func refreshState() { state = derivedState }

    /// The external state as `phase` and the scenes define it.
    var derivedState: AppState {
        let mostActive = scenes.max { $0.state.rank < $1.state.rank }?.state ?? .unattached
        return AppState(phase: phase, mostActive: mostActive)
    }

    // MARK: Scenes and sessions

    func scene(_ id: SceneID) -> SceneRecord? { scenes.first { $0.id == id } }

    func addScene(session: SessionID?) -> SceneID {
        let scene = SceneID(app: id, number: nextSceneNumber)
        nextSceneNumber += 1
        scenes.append(SceneRecord(id: scene, session: session))
        return scene
    }

    func removeScene(_ id: SceneID) { scenes.removeAll { $0.id == id } }

    func update(_ id: SceneID, _ change: (inout SceneRecord) -> Void) {
        guard let i = scenes.firstIndex(where: { $0.id == id }) else { return }
        change(&scenes[i])
    }

    func addSession(configuration: String) -> SessionID {
        let session = SessionID(app: id, number: nextSessionNumber)
        nextSessionNumber += 1
        sessions.append(SessionRecord(id: session, configuration: configuration))
        return session
    }

    func session(_ id: SessionID) -> SessionRecord? { sessions.first { $0.id == id } }

    func updateSession(_ id: SessionID, _ change: (inout SessionRecord) -> Void) {
        guard let i = sessions.firstIndex(where: { $0.id == id }) else { return }
        change(&sessions[i])
    }
}

/// Per-process state: it all dies with the process. A class so the hot path mutates one
/// process in place instead of copying its tables out of the app array and back.
final class ProcessState {
    /// The app's main thread is blocked until then (busy). The app's own clock is
    /// max(device now, busyUntil).
    @exclusivity(unchecked) var busyUntil: Int64
    /// Killed while blocked: the kill is scheduled, nothing of this app runs any more.
    @exclusivity(unchecked) var hung = false
    /// The current main-thread unit's watchdog deadline and what a kill would be.
    @exclusivity(unchecked) var unitDeadline: Deadline?
    /// `applicationState` override for the callback being delivered (facts §1.3).
    var reportedState: ApplicationState?

    var tasks: [OpenTask] = []
    /// Background budget: deadline of the current background period, and its epoch (bumped
    /// whenever the period ends, which cancels its expiry events).
    var backgroundDeadline: Int64?
    var backgroundEpoch = 0
    var expirationStarted = false

    /// Timers by id. This table owns them: a queued or parked tick refers to its timer
    /// without a reference count, so a cancelled timer stays here until its tick is
    /// dropped, and the process (alive until its last event is done, see
    /// `Device.endedProcesses`) keeps it alive.
    var timers: [Int: TimerEntry] = [:]
    var nextTimerID = 0
    var observers: [Observer] = []
    var nextObserverID = 0
    /// Main-thread work that came due while suspended, replayed on resume in order.
    var parked: [Event] = []
    var suspendedSince: Int64?
    @exclusivity(unchecked) var suspendedTotal: Int64 = 0

    /// Completion handlers handed out and not called yet: they keep the app running.
    var pendingCompletions: Set<Int> = []
    /// A location or Bluetooth wake keeps the app running until then.
    var holdUntil: Int64 = 0
    /// Current memory footprint in MB.
    var footprintMB: Int
    /// What will/didFinishLaunching returned (nil: not implemented or not delivered).
    var launchAnswers: (will: Bool?, did: Bool?) = (nil, nil)
    /// The launch methods have returned (BGTaskScheduler registrations close then).
    var launched = false
    /// BGTaskScheduler launch handlers registered by this process, by identifier.
    var taskHandlers: [String: TaskHandler] = [:]
    /// BGTasks this process is running, not completed yet.
    var runningTasks: [RunningTask] = []
    /// System notifications that came while suspended, coalesced, delivered on resume ([A1]).
    var queuedSystemNotifications: [DelegateMethod] = []

    init(now: Int64, footprintMB: Int = 0) {
        busyUntil = now
        self.footprintMB = footprintMB
    }
}

struct OpenTask {
    let id: Int
    let name: String?
    let expiration: Block?
}

/// A class so a tick updates its deadline without rewriting the timer table, and its
/// queued tick carries it (no lookup per tick).
final class TimerEntry {
    /// Its key in the process's timer table.
    let id: Int
    let interval: Int64
    @exclusivity(unchecked) var deadline: Int64
    /// Set when cancelled: a tick already queued then does nothing.
    @exclusivity(unchecked) var isCancelled = false
    let body: Block
    /// Where app code created it (the binding's file:line), for messages.
    let origin: String?

    init(id: Int, interval: Int64, deadline: Int64, body: @escaping Block, origin: String? = nil) {
        self.id = id
        self.interval = interval
        self.deadline = deadline
        self.body = body
        self.origin = origin
    }
}

struct Observer {
    let id: Int
    let name: String
    let body: (PostedNotification) throws -> Void
}
