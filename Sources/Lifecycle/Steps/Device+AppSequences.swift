/// A whole app's sequences (facts §2, scenes §A.1-A.8): brought to the front, interrupted,
/// sent to the background, swiped away. Every app runs the same code on its scenes; a
/// sceneless app has one, implicit. Only the cold launch differs, as on iOS.
extension Device {
    /// Brings the app to the front, launching it if needed (T1, T8, §A.1, §A.2, §A.6): a
    /// scene on screen, else its most recent background scene, else a newly connected one.
    /// `event` (a URL, a notification, a quick action …) reaches the app while it comes up:
    /// after willEnterForeground and before didBecomeActive (§2.10, §2.11), a scene app's URL
    /// before willEnterForeground with `sceneURLOrder` beforeForeground (C13).
    func bringToForeground(_ app: AppID, for event: ForegroundEvent? = nil) {
        apps[app].history.userOpened()
        if apps[app].phase == .notRunning {
            guard usesScenes(app) else { return launchIntoForeground(app, for: event) }
            guard launchSceneApp(app) else { return }
        }
        // A sceneless app's one scene is the one that comes up, whatever its state.
        if let scene = apps[app].implicitScene { screen.show(scene) }
        if let shown = screen.scenes(of: app).last, apps[app].scene(shown)?.state.isForeground == true {
            return reactivate(shown, for: event)
        }
        let waiting = apps[app].scenes.last { $0.state == .background }?.id
        guard let scene = waiting else { return connectToForeground(app, for: event) }
        screen.show(scene)
        resumeIfSuspended(app)
        // §1.4: willEnterForeground, the event and didBecomeActive are one resume
        // transaction under one watchdog budget.
        _ = withUnit(app, budget(app, .resume)) {
            if case .url? = event, EdgeRoute(apps[app].spec.lifeCycle).urlBeforeForeground(profile) {
                guard deliverForegroundEvent(event, to: scene), enterForeground(scene) else { return false }
            } else {
                guard enterForeground(scene), deliverForegroundEvent(event, to: scene) else { return false }
            }
            return becomeActive(scene)
        }
    }

    /// A scene already on screen: interrupted by a sheet while the event is delivered.
    private func reactivate(_ scene: SceneID, for event: ForegroundEvent?) {
        if apps[scene.app].scene(scene)?.state == .foregroundActive {
            guard event != nil, resignActive(scene) else { return }
        }
        guard deliverForegroundEvent(event, to: scene) else { return }
        _ = becomeActive(scene)
    }

    /// The app in front is interrupted (a panel, the switcher, a call): its active scenes
    /// on screen resign (§A.4).
    func deactivate(_ app: AppID) {
        for scene in screen.scenes(of: app) where apps[app].scene(scene)?.state == .foregroundActive {
            guard resignActive(scene) else { return }
        }
    }

    /// The interruption is over: the app's inactive scenes on screen become active again
    /// (only the focused one with `ipadWindowFocus` focusedOnly).
    func reactivate(_ app: AppID) {
        var shown = screen.scenes(of: app)
        if profile.ipadWindowFocus == .focusedOnly { shown = shown.suffix(1) }
        for scene in shown where apps[app].scene(scene)?.state == .foregroundInactive {
            guard becomeActive(scene) else { return }
        }
    }

    /// Takes the app off the screen (§2.2, §A.2): each of its scenes there resigns if
    /// active, then enters the background; the app's notifications fire on the aggregate's
    /// edges. An app that does not run in the background quits instead (`quit`).
    func moveToBackground(_ app: AppID, background: ApplicationState? = nil) {
        let shown = screen.scenes(of: app)
        screen.remove(app)
        leave(app, shown, background: background)
    }

    private func leave(_ app: AppID, _ shown: [SceneID], background: ApplicationState?) {
        if let reason = quitReason(app) { return quit(app, reason, background: background ?? .background) }
        for scene in shown {
            if apps[app].scene(scene)?.state == .foregroundActive { guard resignActive(scene) else { return } }
            if apps[app].scene(scene)?.state == .foregroundInactive {
                guard enterBackground(scene, background: background) else { return }
            }
        }
    }

    /// §2.8, §A.5 (C2, C12): the user swipes the app away. Not running code (suspended):
    /// it ends silently, and a scene app hears of its discarded sessions at its next launch.
    /// Running: per `switcherKill`, it leaves the screen, a scene app's scenes disconnect
    /// and its sessions are discarded (`sceneSwitcherKill`), then applicationWillTerminate.
    func killApp(_ app: AppID) {
        let running = isResponsive(app)
        let sessions = apps[app].sessions.map(\.id)
        let shown = screen.scenes(of: app)
        screen.remove(app)
        guard running, profile.switcherKill == .willTerminate else {
            terminate(app, .user, message: nil, at: loop.now)
            _ = discard(sessions, of: app)
            return
        }
        let mode = EdgeRoute(apps[app].spec.lifeCycle).switcherKill(profile)
        if mode == .disconnectOnly {
            for scene in shown {
                if apps[app].scene(scene)?.state == .foregroundActive { guard resignActive(scene) else { return } }
                guard disconnect(scene) else { return }
            }
        } else if !shown.isEmpty {
            leave(app, shown, background: nil)
        }
        if mode == .disconnectAndDiscard {
            for scene in apps[app].scenes.map(\.id) { guard disconnect(scene) else { return } }
            guard discard(sessions, of: app) else { return }
        }
        guard isResponsive(app) else { return }
        terminateGracefully(app, reason: .user)
        _ = discard(sessions, of: app)  // the sessions the callbacks did not report: at the next launch
    }

    /// Unlock: the scenes the lock sent to the background come back (§2.4, scenes §A.3).
    func returnScenes(_ scenes: [SceneID], of app: AppID) {
        let waiting = scenes.filter { apps[app].scene($0)?.state == .background }
        guard !waiting.isEmpty else { return bringToForeground(app) }
        resumeIfSuspended(app)
        _ = withUnit(app, budget(app, .resume)) {
            for scene in waiting {
                screen.add(scene)
                guard enterForeground(scene) else { return false }
            }
            reactivate(app)
            return true
        }
    }
}
