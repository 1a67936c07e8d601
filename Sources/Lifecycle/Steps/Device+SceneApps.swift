/// A scene app as a whole (scenes §A.14): launched, brought to the front, sent to the
/// background, interrupted and killed, in the orders of §A.1-A.8. The sceneless sequences
/// call these for apps whose life cycle is `scenes` or `swiftui`.
extension Device {
    /// §A.1: the process starts in the background (a scene app launches in the background
    /// state, [STATE]), will/didFinishLaunching run (with no launch options for a user launch,
    /// facts §8.2), then the sessions discarded while the app did not run are reported.
    func launchSceneApp(_ app: AppID, options: LaunchOptions = LaunchOptions()) -> Bool {
        startProcess(app)
        setPhase(app, .running)
        guard runLaunchMethods(app, options: options, reported: .background) else { return false }
        return deliverPendingDiscards(app)
    }

    /// Moves a scene app's process to `phase`, recording the app's transition.
    func setPhase(_ app: AppID, _ phase: ProcessPhase) {
        let old = apps[app].state
        apps[app].setPhase(phase)
        let new = apps[app].state
        if old != new { record(.transition, app: app, from: old.rawValue, to: new.rawValue) }
    }

    /// §A.1, §A.2, §A.6: launches or resumes the app and brings a scene to the front: a
    /// scene on screen, else its most recent background scene, else a newly connected one
    /// (which gets the event in its connection options). A warm event reaches its scene
    /// method where UIKit delivers it: a URL before willEnterForeground (C13), an activity,
    /// a quick action or a notification between willEnterForeground and didBecomeActive.
    func bringSceneAppToForeground(_ app: AppID, event: ForegroundEvent?) {
        apps[app].inSwitcher = true
        apps[app].userKilled = false
        if apps[app].phase == .notRunning {
            guard launchSceneApp(app) else { return }
        }
        if let shown = screen.scenes(of: app).last, apps[app].scene(shown)?.state.isForeground == true {
            return reactivate(shown, event: event)
        }
        let waiting = apps[app].scenes.last { $0.state == .background }?.id
        guard let scene = waiting else { return connectToForeground(app, event: event) }
        screen.show(scene)
        resumeIfSuspended(app)
        // §1.4: sceneWillEnterForeground, the event and sceneDidBecomeActive are one resume
        // transaction under one watchdog budget.
        _ = withUnit(app, budget(app, .resume)) {
            if case .url? = event, profile.sceneURLOrder == .beforeForeground {
                guard deliverWarm(event, to: scene), sceneEnterForeground(scene) else { return false }
            } else {
                guard sceneEnterForeground(scene), deliverWarm(event, to: scene) else { return false }
            }
            return sceneBecomeActive(scene)
        }
    }

    /// A scene already on screen: interrupted by a sheet while the event is delivered.
    private func reactivate(_ scene: SceneID, event: ForegroundEvent?) {
        if apps[scene.app].scene(scene)?.state == .foregroundActive {
            guard event != nil, sceneResignActive(scene) else { return }
        }
        guard deliverWarm(event, to: scene) else { return }
        _ = sceneBecomeActive(scene)
    }

    /// A scene connects for the event (cold): willConnect with it in the connection options,
    /// willEnterForeground, then didBecomeActive; the scene methods get nothing (§A.6).
    private func connectToForeground(_ app: AppID, event: ForegroundEvent?) {
        resumeIfSuspended(app)
        guard let scene = connectScene(app, options: event?.connectionOptions ?? ConnectionOptions()) else { return }
        screen.show(scene)
        guard sceneEnterForeground(scene), deliverColdToSwiftUI(event, to: scene),
            deliverColdResponse(event, to: scene)
        else { return }
        _ = sceneBecomeActive(scene)
    }

    /// A notification that launched a scene app cold: in the connection options, and to the
    /// notification delegate's didReceive while the scene is still foregroundInactive
    /// (openhab-ios PR #1229); the app delegate's methods are not called.
    private func deliverColdResponse(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        guard case .notification(let response)? = event, implements(scene.app, .notificationDidReceive) else { return true }
        return deliverEvent(scene.app, .notificationDidReceive, killsOnTimeout: false) { .notificationDidReceive(response, $0) }
    }

    /// The scene method of a warm event (and SwiftUI's onOpenURL).
    func deliverWarm(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        let app = scene.app
        let reported = apps[app].state.applicationState
        func send(_ message: LifecycleMessage) -> Bool {
            withUnit(app, hangBudget(app)) { deliver(message, to: app, reported: reported) != nil }
        }
        switch event {
        case nil:
            return true
        case .url(let url, let options)?:
            return send(.sceneOpenURLContexts(scene, [URLContext(url: url, options: options)])) && openInSwiftUI(url, scene)
        case .activity(let activity)?:
            guard send(.sceneWillContinueUserActivity(scene, type: activity.type)),
                send(.sceneContinueUserActivity(scene, activity))
            else { return false }
            return event?.universalLink.map { openInSwiftUI($0, scene) } ?? true
        case .cloudKitShare(let metadata)?:
            return send(.sceneUserDidAcceptCloudKitShare(scene, metadata: metadata))
        case .notification(let response)?:
            return deliverNotificationResponse(app, response, cold: false)
        case .shortcut(let type)?:
            let completion = implements(app, .scenePerformActionForShortcutItem)
                ? makeCompletion(app, .scenePerformActionForShortcutItem, killsOnTimeout: false) : Completion.inert(self)
            return send(.scenePerformActionForShortcutItem(scene, type: type, completion))
        }
    }

    /// §B.4: SwiftUI hands a cold launch's URL to onOpenURL once the scene is up; a
    /// universal link is dropped on the profiles with FB17446617.
    private func deliverColdToSwiftUI(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        guard apps[scene.app].spec.lifeCycle == .swiftUI else { return true }
        if case .url(let url, _)? = event { return openInSwiftUI(url, scene) }
        guard let link = event?.universalLink else { return true }
        if profile.swiftUIColdUniversalLink == .dropped {
            record(.log, app: scene.app, scene: scene, name: "swiftui",
                   message: "the universal link that launched the app reaches neither onOpenURL nor onContinueUserActivity (FB17446617)")
            return true
        }
        return openInSwiftUI(link, scene)
    }

    private func openInSwiftUI(_ url: AppURL, _ scene: SceneID) -> Bool {
        let app = scene.app
        guard apps[app].spec.lifeCycle == .swiftUI else { return true }
        let reported = apps[app].state.applicationState
        return withUnit(app, hangBudget(app)) { deliver(.openURLAction(scene, url), to: app, reported: reported) != nil }
    }

    /// §A.2: every scene of the app on screen resigns and enters the background; the app's
    /// notifications fire once, on the aggregate's edges.
    func moveSceneAppToBackground(_ app: AppID) {
        let shown = screen.scenes(of: app)
        screen.remove(app)
        for scene in shown {
            if apps[app].scene(scene)?.state == .foregroundActive { guard sceneResignActive(scene) else { return } }
            if apps[app].scene(scene)?.state == .foregroundInactive { guard sceneEnterBackground(scene) else { return } }
        }
    }

    /// §A.4: the app's active scenes on screen resign (switcher, panels, a call).
    func deactivateSceneApp(_ app: AppID) {
        for scene in screen.scenes(of: app) where apps[app].scene(scene)?.state == .foregroundActive {
            guard sceneResignActive(scene) else { return }
        }
    }

    /// The app's inactive scenes on screen become active again (only the focused one with
    /// `ipadWindowFocus` focusedOnly).
    func reactivateSceneApp(_ app: AppID) {
        var shown = screen.scenes(of: app)
        if profile.ipadWindowFocus == .focusedOnly { shown = shown.suffix(1) }
        for scene in shown where apps[app].scene(scene)?.state == .foregroundInactive {
            guard sceneBecomeActive(scene) else { return }
        }
    }

    /// §A.5 (C12): swiping a scene app away. Running: per `sceneSwitcherKill`, the scenes
    /// leave (background, disconnect), the sessions are discarded, applicationWillTerminate.
    /// Not running code (suspended): silent now; didDiscardSceneSessions at the next launch.
    func killSceneApp(_ app: AppID) {
        let running = isResponsive(app)
        let sessions = apps[app].sessions.map(\.id)
        let shown = screen.scenes(of: app)
        screen.remove(app)
        guard running, profile.switcherKill == .willTerminate else {
            terminate(app, .user, message: nil, at: nowNS)
            _ = discard(sessions, of: app)
            return
        }
        let mode = profile.sceneSwitcherKill
        for scene in shown {
            if apps[app].scene(scene)?.state == .foregroundActive { guard sceneResignActive(scene) else { return } }
            if mode == .disconnectOnly {
                guard disconnect(scene) else { return }
                continue
            }
            if apps[app].scene(scene)?.state == .foregroundInactive { guard sceneEnterBackground(scene) else { return } }
        }
        if mode == .disconnectAndDiscard {
            for scene in apps[app].scenes.map(\.id) { guard disconnect(scene) else { return } }
            guard discard(sessions, of: app) else { return }
        }
        guard isResponsive(app) else { return }
        terminateGracefully(app, reason: .user)
        _ = discard(sessions, of: app)  // the sessions the callbacks did not report: at the next launch
    }
}
