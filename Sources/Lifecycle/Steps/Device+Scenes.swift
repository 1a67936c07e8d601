/// The steps of the UIScene life cycle (facts §8.1, scenes §A): a scene changes state, its
/// delegate hears of it, then the app's aggregate state follows with the UIApplication
/// notifications of its edges (scenes §A.9: the aggregate updates after the scene event),
/// then SwiftUI's phases (§B.3). Each step returns whether the app can go on.
extension Device {
    func usesScenes(_ app: AppID) -> Bool { apps[app].usesScenes }

    /// Moves a scene to `new` and delivers `message` inside the main-thread `unit`.
    func sceneStep(_ scene: SceneID, to new: SceneActivationState, _ message: LifecycleMessage, unit: Deadline?) -> Bool {
        let app = scene.app
        guard isResponsive(app), let old = apps[app].scene(scene)?.state else { return false }
        guard SceneActivationState.isLegal(from: old, to: new) else {
            warn(app, "illegal scene transition \(name(of: scene)) \(old) -> \(new) refused")
            return false
        }
        apps[app].update(scene) { $0.state = new }
        record(.transition, app: app, scene: scene, from: old.rawValue, to: new.rawValue)
        let phasesFirst = profile.swiftUIPhaseOrder == .beforeUIKit
        if phasesFirst { guard updatePhases(app, scene) else { return false } }
        let reported = apps[app].state.applicationState
        let process = currentProcess(app)
        guard withUnit(app, unit, { deliver(message, to: app, reported: reported) != nil }) else {
            // Condemned inside the callback (a watchdog): the cached state still follows the
            // scene, with no record, until the kill fires.
            if isAlive(process) { apps[app].refreshState() }
            return false
        }
        guard refreshAggregate(app, sceneChange: (old, new)) else { return false }
        if !phasesFirst { guard updatePhases(app, scene) else { return false } }
        return isResponsive(app)
    }

    /// unattached or background → foregroundInactive: sceneWillEnterForeground.
    func sceneEnterForeground(_ scene: SceneID) -> Bool {
        resumeIfSuspended(scene.app)
        return sceneStep(scene, to: .foregroundInactive, .sceneWillEnterForeground(scene), unit: hangBudget(scene.app))
    }

    /// foregroundInactive → foregroundActive: sceneDidBecomeActive.
    func sceneBecomeActive(_ scene: SceneID) -> Bool {
        sceneStep(scene, to: .foregroundActive, .sceneDidBecomeActive(scene), unit: hangBudget(scene.app))
    }

    /// foregroundActive → foregroundInactive: sceneWillResignActive.
    func sceneResignActive(_ scene: SceneID) -> Bool {
        sceneStep(scene, to: .foregroundInactive, .sceneWillResignActive(scene), unit: hangBudget(scene.app))
    }

    /// → background: sceneDidEnterBackground within the didEnterBackground budget, then the
    /// scene's restoration activity is saved (§A.11) and the app may suspend; with
    /// `disconnectOnBackground` (C14) the scene disconnects right after.
    func sceneEnterBackground(_ scene: SceneID) -> Bool {
        let app = scene.app
        guard sceneStep(scene, to: .background, .sceneDidEnterBackground(scene), unit: budget(app, .didEnterBackground)),
            saveRestorationActivity(scene)
        else { return false }
        if profile.disconnectOnBackground { guard disconnect(scene) else { return false } }
        if apps[app].state == .background { scheduleSuspendCheck(app) }
        return true
    }

    /// A scene comes up for the first time in the background (a system-requested scene,
    /// §A.7): sceneDidEnterBackground, with no willEnterForeground.
    func sceneConnectInBackground(_ scene: SceneID) -> Bool {
        sceneStep(scene, to: .background, .sceneDidEnterBackground(scene), unit: budget(scene.app, .didEnterBackground))
    }

    /// A suspended process runs again (its phase; the app's state follows the scene step).
    func resumeIfSuspended(_ app: AppID) {
        guard apps[app].phase == .suspended, apps[app].process?.hung == false else { return }
        thaw(app)
        apps[app].setPhase(.running, refresh: false)
    }

    // MARK: The aggregate

    /// Re-derives the app's state after a scene event: a transition record, the background
    /// time starting or ending with it, and the UIApplication notifications of its edges
    /// (per scene with `sceneAppNotifications` perScene).
    func refreshAggregate(_ app: AppID, sceneChange: (SceneActivationState, SceneActivationState)?) -> Bool {
        let old = apps[app].state
        apps[app].refreshState()
        let new = apps[app].state
        if old != new {
            record(.transition, app: app, from: old.rawValue, to: new.rawValue)
            if new == .background && old.isForeground { startBackgroundPeriod(app) }
            if new.isForeground && !old.isForeground { endBackgroundPeriod(app) }
        }
        var edges = Self.notifications(from: old, to: new)
        if profile.sceneAppNotifications == .perScene, let (from, to) = sceneChange {
            edges = Self.notifications(
                from: AppState(phase: .running, mostActive: from), to: AppState(phase: .running, mostActive: to))
        }
        return edges.allSatisfy { post(app, $0.rawValue, reported: new.applicationState) }
    }

    /// The UIApplication notifications of a change of the app's state, in UIKit's order.
    static func notifications(from old: AppState, to new: AppState) -> [AppNotification] {
        var names: [AppNotification] = []
        if !old.isForeground && new.isForeground { names.append(.willEnterForeground) }
        if new == .active && old != .active { names.append(.didBecomeActive) }
        if old == .active && new != .active { names.append(.willResignActive) }
        if old.isForeground && !new.isForeground && new != .notRunning { names.append(.didEnterBackground) }
        return names
    }

    // MARK: SwiftUI

    /// A SwiftUI app's views see the scene's phase change, then the App sees the aggregate
    /// (§B.1-B.2: derived from the scene states, duplicates coalesced, starting inactive).
    func updatePhases(_ app: AppID, _ scene: SceneID?) -> Bool {
        guard apps[app].spec.lifeCycle == .swiftUI, isResponsive(app) else { return true }
        let reported = apps[app].state.applicationState
        if let scene, let record = apps[app].scene(scene) {
            let new = ScenePhase(record.state)
            if new != record.phase {
                apps[app].update(scene) { $0.phase = new }
                guard deliver(.scenePhase(scene, from: record.phase, to: new), to: app, reported: reported) != nil
                else { return false }
            }
        }
        guard let aggregate = apps[app].scenes.map(\.phase).max(), aggregate != apps[app].appPhase else { return true }
        let old = apps[app].appPhase
        apps[app].appPhase = aggregate
        return deliver(.appPhase(from: old, to: aggregate), to: app, reported: reported) != nil
    }

    // MARK: Connecting, disconnecting, discarding

    /// Connects a scene for `session` (the app's most recent free session when nil, or a new
    /// one: configurationForConnecting is asked only for a new session, §A.1), then
    /// scene(_:willConnectTo:options:) with the connection options; the session's restoration
    /// activity comes with it (§A.11). The scene is unattached until it moves on.
    func connectScene(
        _ app: AppID, session wanted: SessionID? = nil, newSession: Bool = false, options: ConnectionOptions
    ) -> SceneID? {
        guard isResponsive(app) else { return nil }
        let reported = apps[app].state.applicationState
        var session = newSession ? nil : wanted ?? freeSession(app)
        if session == nil {
            let id = apps[app].addSession(configuration: Self.defaultConfiguration)
            let asked = withUnit(app, hangBudget(app)) {
                guard let reply = deliver(.configurationForConnecting(sessionInfo(id), options), to: app, reported: reported)
                else { return false }
                if case .text(let name) = reply { apps[app].updateSession(id) { $0.configuration = name } }
                return true
            }
            guard asked else { return nil }
            session = id
        }
        guard let session else { return nil }
        let scene = apps[app].addScene(session: session)
        let connected = withUnit(app, hangBudget(app)) {
            deliver(.sceneWillConnect(scene, sessionInfo(session), options), to: app, reported: reported) != nil
        }
        return connected ? scene : nil
    }

    static let defaultConfiguration = "Default Configuration"

    /// The most recently created session of the app with no scene connected.
    func freeSession(_ app: AppID) -> SessionID? {
        let used = Set(apps[app].scenes.compactMap(\.session))
        return apps[app].sessions.last { !used.contains($0.id) }?.id
    }

    /// sceneDidDisconnect: the scene object goes away, its session stays (§A.8).
    func disconnect(_ scene: SceneID) -> Bool {
        let app = scene.app
        guard isResponsive(app), apps[app].scene(scene) != nil else { return false }
        let reported = apps[app].state.applicationState
        let ok = withUnit(app, hangBudget(app)) {
            deliver(.sceneDidDisconnect(scene), to: app, reported: reported) != nil
        }
        guard ok, let old = apps[app].scene(scene)?.state else { return false }
        if old != .unattached, !SceneActivationState.isLegal(from: old, to: .unattached) {
            warn(app, "\(name(of: scene)) disconnected while \(old)")
        }
        apps[app].removeScene(scene)
        screen.remove(scene: scene)
        if old != .unattached { record(.transition, app: app, scene: scene, from: old.rawValue, to: "unattached") }
        return refreshAggregate(app, sceneChange: (old, .unattached)) && updatePhases(app, nil)
    }

    /// The user removed sessions: application(_:didDiscardSceneSessions:) now if the app
    /// runs, else right after didFinishLaunching at its next launch (§A.5, [DISCARD]).
    func discard(_ sessions: [SessionID], of app: AppID) -> Bool {
        let records = sessions.compactMap { apps[app].session($0) }
        apps[app].sessions.removeAll { sessions.contains($0.id) }
        guard !records.isEmpty else { return true }
        guard isResponsive(app) else {
            apps[app].pendingDiscards += records
            return true
        }
        return deliverDiscards(app, records)
    }

    /// Sessions discarded while the app did not run, reported after didFinishLaunching.
    func deliverPendingDiscards(_ app: AppID) -> Bool {
        let pending = apps[app].pendingDiscards
        guard !pending.isEmpty else { return true }
        apps[app].pendingDiscards = []
        return deliverDiscards(app, pending)
    }

    private func deliverDiscards(_ app: AppID, _ records: [SessionRecord]) -> Bool {
        let reported = apps[app].state.applicationState
        return withUnit(app, hangBudget(app)) {
            deliver(.didDiscardSceneSessions(records.map(sessionInfo)), to: app, reported: reported) != nil
        }
    }

    /// stateRestorationActivity(for:) after the scene entered the background: its answer is
    /// what the session hands back at the next connection (§A.11).
    func saveRestorationActivity(_ scene: SceneID) -> Bool {
        let app = scene.app
        guard implements(app, .sceneStateRestorationActivity), let session = apps[app].scene(scene)?.session else {
            return true
        }
        let reported = apps[app].state.applicationState
        return withUnit(app, budget(app, .didEnterBackground)) {
            guard let reply = deliver(.sceneStateRestorationActivity(scene), to: app, reported: reported) else { return false }
            if case .dictionary(let activity) = reply {
                apps[app].updateSession(session) { $0.restorationActivity = activity }
                record(.log, app: app, scene: scene, name: "restoration", message: "state restoration activity saved")
            }
            return true
        }
    }

    /// Forgets what the app's sessions would restore (a force-quit, a crash at launch, §A.11).
    func forgetRestorationActivities(_ app: AppID, _ why: String) {
        guard apps[app].sessions.contains(where: { $0.restorationActivity != nil }) else { return }
        for session in apps[app].sessions { apps[app].updateSession(session.id) { $0.restorationActivity = nil } }
        record(.log, app: app, name: "restoration", message: "scene restoration activities deleted: \(why)")
    }

    /// What app code sees of a session.
    func sessionInfo(_ id: SessionID) -> SceneSessionInfo {
        sessionInfo(apps[id.app].session(id) ?? SessionRecord(id: id, configuration: Self.defaultConfiguration))
    }

    func sessionInfo(_ record: SessionRecord) -> SceneSessionInfo {
        SceneSessionInfo(
            id: record.id, persistentIdentifier: "\(apps[record.id.app].spec.bundleID).session-\(record.id.number)",
            configuration: record.configuration, stateRestorationActivity: record.restorationActivity)
    }
}
