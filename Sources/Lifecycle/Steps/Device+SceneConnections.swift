import MessageCatalog

/// Scenes and their sessions (facts §8, scenes §A.1, §A.5, §A.7, §A.8, §A.11): a scene
/// connects for a session, disconnects while its session stays, and sessions are discarded;
/// what a scene saves for restoration goes with its session.
extension Device {
    /// A system-requested scene (§A.7) comes up for the first time in the background:
    /// sceneDidEnterBackground, with no willEnterForeground.
    func connectInBackground(_ scene: SceneID) -> Bool { step(scene, .enterBackground) }

    /// What a scene saves once it is in the background: a scene app's restoration activity
    /// (§A.11), a sceneless app's restoration archive (facts §9).
    func saveForRestoration(_ scene: SceneID) -> Bool {
        apps[scene.app].scene(scene)?.session == nil ? preserveState(scene.app) : saveRestorationActivity(scene)
    }

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
                guard
                    let reply = deliver(
                        .configurationForConnecting(sessionInfo(id), options), to: app, reported: reported)
                else { return false }
                if case .text(let name) = reply { apps[app].updateSession(id) { $0.configuration = name } }
                return true
            }
            guard asked else { return nil }
            session = id
        }
        guard let session else { return nil }
        let scene = apps[app].addScene(session: session)
        var options = options
        options.notificationResponse = options.notificationResponse?.shown(in: scene)
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
            warn(app, Sentence(.sceneDisconnectedWhile, name(of: scene), "\(old)"))
        }
        apps[app].removeScene(scene)
        screen.remove(scene: scene)
        if old != .unattached { record(.transition, app: app, scene: scene, from: old.rawValue, to: "unattached") }
        return refreshAggregate(app, sceneChange: (old, .unattached)) && updatePhases(app, nil)
    }

    /// The user removed sessions: application(_:didDiscardSceneSessions:) now if the app
    /// runs, else right after didFinishLaunching at its next launch (§A.5, [DISCARD]).
    func discard(_ sessions: [SessionID], of app: AppID) -> Bool {
        let records = apps[app].discardSessions(sessions)
        guard !records.isEmpty else { return true }
        guard isResponsive(app) else {
            apps[app].deferDiscards(records)
            return true
        }
        return deliverDiscards(app, records)
    }

    /// Sessions discarded while the app did not run, reported after didFinishLaunching.
    func deliverPendingDiscards(_ app: AppID) -> Bool {
        let pending = apps[app].takePendingDiscards()
        guard !pending.isEmpty else { return true }
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
            guard let reply = deliver(.sceneStateRestorationActivity(scene), to: app, reported: reported) else {
                return false
            }
            guard case .dictionary(var activity) = reply else { return true }
            // scene(_:didUpdate:) comes next: the app's last chance to add data ([SDU]).
            if implements(app, .sceneDidUpdateUserActivity) {
                guard let update = deliver(.sceneDidUpdateUserActivity(scene, activity), to: app, reported: reported)
                else { return false }
                if case .dictionary(let updated) = update { activity = updated }
            }
            apps[app].updateSession(session) { $0.restorationActivity = activity }
            record(.log, app: app, scene: scene, name: "restoration", message: "state restoration activity saved")
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
