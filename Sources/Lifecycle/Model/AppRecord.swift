/// The engine's bookkeeping for one installed app across process lifetimes. A class (one
/// per installed app, owned by the device) so that reading one field does not copy the
/// whole record out of the device's array.
final class AppRecord {
    /// What the app runs: its declaration, with the life cycle the device's iOS gives it
    /// (``runsSceneManifest(_:)``). Read on every delivery: unchecked as Device.apps is.
    @exclusivity(unchecked) private(set) var spec: AppSpec
    /// The life cycle the app declared (its Info.plist); `spec` has the one it runs.
    let declaredLifeCycle: LifeCycle
    /// Whether a process exists and executes.
    private(set) var phase: ProcessPhase = .notRunning
    /// The app's scenes: one implicit scene for a sceneless app.
    private(set) var scenes: [SceneRecord]
    /// The external state, derived from `phase` and the most active scene whenever either
    /// changes (the timer hot path reads it on every tick). Unchecked for the same reason
    /// as Device.apps: hot, single-threaded, never held.
    @exclusivity(unchecked) private(set) var state: AppState = .notRunning
    /// Bumped at every termination: work queued for an earlier process is dropped.
    @exclusivity(unchecked) private(set) var generation = 0
    /// Present while a process exists (inactive, active, background, suspended).
    @exclusivity(unchecked) private(set) var process: ProcessState?
    /// One of the system apps (Safari, Mail, …) rather than a user-installed one.
    let isSystem: Bool
    // The parts: each changes only through its own named mutations.
    /// The badge and what the user allowed the app.
    var permissions = Permissions()
    /// What the app keeps in its container: files, the restoration archive.
    var container = Container()
    /// Its keychain items: outside the container, so offloading and (by default) deleting
    /// the app keep them.
    var keychain = Keychain()
    /// What the system schedules for the app in the background.
    var scheduling = BackgroundScheduling()
    /// What the system remembers of the app's past processes.
    var history = History()
    /// Pending and delivered notifications, categories, push registration.
    var notifications = NotificationRecords()
    /// The app's own switches in Settings.
    var settings = AppSettings()

    // Scenes and sessions (scene and SwiftUI apps).
    /// The sessions the system keeps for the app, oldest first; they outlive processes.
    private(set) var sessions: [SessionRecord] = []
    /// Sessions discarded while the app did not run: didDiscardSceneSessions at its next launch.
    private(set) var pendingDiscards: [SessionRecord] = []
    /// SwiftUI's App-level `scenePhase` of the current process.
    private(set) var appPhase: ScenePhase = .inactive
    private var nextSceneNumber = 1
    private var nextSessionNumber = 1
    let id: AppID

    init(spec: AppSpec, id: AppID, isSystem: Bool = false) {
        self.spec = spec
        declaredLifeCycle = spec.lifeCycle
        self.id = id
        self.isSystem = isSystem
        scenes = []
    }

    var name: String { spec.name }

    var usesScenes: Bool { spec.lifeCycle.usesScenes }

    /// Runs the declared life cycle, or the app delegate alone (an iOS that ignores the
    /// scene manifest). Only before the app first runs.
    func runsSceneManifest(_ runs: Bool) {
        precondition(process == nil && sessions.isEmpty, "the life cycle changes only before the app runs")
        spec.lifeCycle = runs ? declaredLifeCycle : .app
    }

    /// The one scene of a sceneless app, while its process runs (always number 1).
    var implicitScene: SceneID? { usesScenes ? nil : scenes.first?.id }

    // MARK: The process
    // A process and its phase come and go together, and the scenes live only while it does:
    // these four are the only changes of the phase. The external state follows when the
    // device refreshes it (`refreshState()`), after the step that comes with the change.

    /// A new process, running (no code yet). A sceneless app's process comes with its one
    /// scene, unattached until the launch moves it; a scene app's scenes connect later.
    func startProcess(_ process: ProcessState) {
        precondition(self.process == nil, "\(name) has a process already")
        self.process = process
        phase = .running
        if !usesScenes { scenes = [SceneRecord(id: SceneID(app: id, number: 1), session: nil)] }
    }

    /// The idle process is suspended at `now` (its scenes are in the background).
    func suspend(at now: Int64) {
        precondition(phase == .running, "only a running process is suspended")
        phase = .suspended
        process!.clock.suspend(at: now)
    }

    /// The suspended process runs again at `now`: the work that came due while it was
    /// frozen, in order, for the caller to queue again. Nothing when it was not suspended.
    func resume(at now: Int64) -> [Event] {
        guard phase == .suspended, let process, process.clock.thaw(at: now) else { return [] }
        phase = .running
        return process.mainQueue.unpark()
    }

    /// The process ends: its scenes go with it, and work queued for it is dropped (the
    /// generation moves on). The process object, which the caller keeps alive until the
    /// event being run is done.
    func endProcess() -> ProcessState {
        let ended = process!
        phase = .notRunning
        scenes.removeAll()
        appPhase = .inactive
        refreshState()
        process = nil
        generation += 1
        return ended
    }

    /// What iOS keeps for the app goes with it (the app is deleted); its identity and its
    /// code stay, for the next installation.
    /// Everything iOS keeps for the app goes (an offload keeps the container).
    func uninstall(keepingContainer: Bool = false) {
        precondition(process == nil, "uninstall of a running app")
        permissions = Permissions()
        if !keepingContainer { container = Container() }
        scheduling = BackgroundScheduling()
        history = History()
        sessions = []
        pendingDiscards = []
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

    /// A scene connects, for one of the app's sessions that no scene shows: only in a
    /// running scene app, and beside another only with multiple windows.
    func addScene(session: SessionID) -> SceneID {
        precondition(process != nil && usesScenes, "\(name): a scene connects only in a running scene app")
        precondition(
            self.session(session) != nil && !scenes.contains { $0.session == session },
            "\(name): a scene connects for a session it has and no scene shows")
        precondition(spec.multipleWindows || scenes.isEmpty, "\(name): a second scene without multiple windows")
        let scene = SceneID(app: id, number: nextSceneNumber)
        nextSceneNumber += 1
        scenes.append(SceneRecord(id: scene, session: session))
        return scene
    }

    /// A scene disconnects (a sceneless app's one scene goes only with its process).
    func removeScene(_ id: SceneID) {
        precondition(usesScenes, "\(name): the implicit scene goes only with its process")
        scenes.removeAll { $0.id == id }
    }

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

    /// The user removed these sessions: their records, in the order asked, for the
    /// didDiscardSceneSessions that reports them.
    func discardSessions(_ ids: [SessionID]) -> [SessionRecord] {
        let records = ids.compactMap { session($0) }
        sessions.removeAll { ids.contains($0.id) }
        return records
    }

    /// Sessions discarded while the app could not hear of it: reported at its next launch.
    func deferDiscards(_ records: [SessionRecord]) { pendingDiscards += records }

    /// The sessions discarded while the app did not run, to report now.
    func takePendingDiscards() -> [SessionRecord] {
        defer { pendingDiscards = [] }
        return pendingDiscards
    }

    /// SwiftUI's App saw its `scenePhase` change.
    func updateAppPhase(_ phase: ScenePhase) { appPhase = phase }

    func updateSession(_ id: SessionID, _ change: (inout SessionRecord) -> Void) {
        guard let i = sessions.firstIndex(where: { $0.id == id }) else { return }
        change(&sessions[i])
    }
}
