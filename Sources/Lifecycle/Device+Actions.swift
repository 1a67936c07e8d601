/// User actions (facts §2.1-2.8). Each is refused with `EngineError.invalidAction` when it
/// makes no sense (tap while locked, dismiss with nothing shown, …) before anything
/// changes, records an `action`, runs its sequence, then runs what became due now.
extension Device {
    /// Taps the app's icon on the home screen: cold launch (§2.1) or resume (§2.3). The app
    /// in front, if any, goes to the background first.
    public func tap(_ app: AppID) throws {
        try ready("tap \(name(of: app))", overlayAllowed: false)
        if frontApp == app { throw invalid("tap \(name(of: app))", "it is already in the foreground") }
        action("tap", app, "user taps the icon")
        if let f = frontApp { moveToBackground(f) }
        bringToForeground(app)
        try drain()
    }

    /// §2.2: back to the home screen (also from the switcher or a pulled-down panel).
    public func home() throws {
        try ready("press home", overlayAllowed: true)
        action("home", frontApp, "user presses home")
        screen.overlay = nil
        if let f = frontApp { moveToBackground(f) }
        try drain()
    }

    /// §2.4: locks the screen; what the foreground app gets depends on `profile.lock` (C3).
    public func lock() throws {
        try ready("lock", overlayAllowed: true)
        action("lock", frontApp, "user locks the device")
        screen.locked = true
        screen.overlay = nil
        if let f = frontApp {
            switch profile.lock {
            case .resignOnly:
                deactivate(f)
            case .background:
                screen.lockReturn = screen.scenes(of: f)
                moveToBackground(f, reported: profile.lockBackgroundState)
            }
        }
        protectedDataChanged(available: false)
        try drain()
    }

    /// §2.4: unlocks; the app that was in front comes back.
    public func unlock() throws {
        guard callDepth == 0 else { throw EngineError.reentrantCall("unlock") }
        guard screen.locked else { throw invalid("unlock", "the device is not locked") }
        let back = profile.lock == .background ? screen.lockReturn.last?.app : frontApp
        let returning = screen.lockReturn
        action("unlock", back, "user unlocks the device")
        screen.locked = false
        screen.lockReturn = []
        protectedDataChanged(available: true)
        if let b = back {
            if usesScenes(b) { returnScenes(returning, of: b) } else { bringToForeground(b) }
        }
        try drain()
    }

    /// §2.7: opens the app switcher; the foreground app resigns.
    public func openSwitcher() throws {
        try ready("open the app switcher", overlayAllowed: false)
        try requireFeature(.multitasking, "open the app switcher")
        action("openSwitcher", frontApp, "user opens the app switcher")
        screen.overlay = .switcher
        if let f = frontApp { deactivate(f) }
        try drain()
    }

    /// §2.7: picks a card in the switcher: the same app (didBecomeActive) or another.
    public func switchTo(_ app: AppID) throws {
        try ready("switch to \(name(of: app))", overlayAllowed: true)
        try requireFeature(.multitasking, "switch to \(name(of: app))")
        guard screen.overlay == .switcher else { throw invalid("switch to \(name(of: app))", "the app switcher is not open") }
        guard apps[app].inSwitcher else {
            throw invalid("switch to \(name(of: app))", "it has no card in the app switcher")
        }
        action("switchTo", app, "user picks the app in the switcher")
        screen.overlay = nil
        if frontApp == app {
            if usesScenes(app) { reactivate(app) } else { _ = becomeActive(app) }
        } else {
            if let f = frontApp { moveToBackground(f) }
            bringToForeground(app)
        }
        try drain()
    }

    /// §2.8 (C2): swipes the app's card away in the open switcher. Suspended: silent.
    /// Still running (frontmost, or finishing a background task): per `profile.switcherKill`.
    public func kill(_ app: AppID) throws {
        let a = app
        try ready("kill \(name(of: app))", overlayAllowed: true)
        try requireFeature(.multitasking, "kill \(name(of: app))")
        guard screen.overlay == .switcher else { throw invalid("kill \(name(of: app))", "the app switcher is not open") }
        guard apps[a].inSwitcher else { throw invalid("kill \(name(of: app))", "it has no card in the app switcher") }
        action("kill", a, "user swipes the card away")
        apps[a].inSwitcher = false
        screen.lockReturn.removeAll { $0.app == a }
        if usesScenes(a) {
            killSceneApp(a)
            apps[a].userKilled = true
            forgetRestorationActivities(a, "the user force-quit the app")
            return try drain()
        }
        let running = isResponsive(a)
        screen.remove(a)
        if running && profile.switcherKill == .willTerminate {
            if apps[a].state.isForeground { moveToBackground(a) }
            if isResponsive(a) { terminateGracefully(a, reason: .user) }
        } else {
            terminate(a, .user, message: nil, at: nowNS)
        }
        // [S22] no background relaunch until the user opens it again; [A1] archive deleted.
        apps[a].userKilled = true
        deleteArchive(a, "the user force-quit the app")
        try drain()
    }

    /// §2.6: pulls down Notification Center; the foreground app resigns until dismissed.
    public func notificationCenter() throws {
        try pullDown(.notificationCenter, "pulls down Notification Center", needs: .notificationCenter)
    }

    /// §2.6: pulls down Control Center; same as any system overlay panel.
    public func controlCenter() throws { try pullDown(.controlCenter, "pulls down Control Center", needs: .controlCenter) }

    /// Dismisses what covers the app (a panel, or the switcher back to the same app).
    public func dismiss() throws {
        try ready("dismiss", overlayAllowed: true)
        guard let shown = screen.overlay else { throw invalid("dismiss", "nothing is shown over the app") }
        action("dismiss", frontApp, "user dismisses \(shown.words)")
        screen.overlay = nil
        if let f = frontApp { reactivate(f) }
        try drain()
    }

    private func pullDown(_ panel: Overlay, _ words: String, needs feature: Feature) throws {
        try ready("pull down \(panel.words)", overlayAllowed: false)
        try requireFeature(feature, "pull down \(panel.words)")
        action(panel.rawValue, frontApp, "user \(words)")
        screen.overlay = panel
        if let f = frontApp { deactivate(f) }
        try drain()
    }

    /// Unlock: the scenes the lock sent to the background come back (scenes §A.3).
    private func returnScenes(_ scenes: [SceneID], of app: AppID) {
        let waiting = scenes.filter { apps[app].scene($0)?.state == .background }
        guard !waiting.isEmpty else { return bringToForeground(app) }
        resumeIfSuspended(app)
        _ = withUnit(app, budget(app, .resume)) {
            for scene in waiting {
                screen.add(scene)
                guard sceneEnterForeground(scene) else { return false }
            }
            reactivateSceneApp(app)
            return true
        }
    }

    /// The common preconditions of a user action.
    func ready(_ what: String, overlayAllowed: Bool) throws {
        guard callDepth == 0 else { throw EngineError.reentrantCall(what) }
        if screen.locked { throw invalid(what, "the device is locked") }
        if screen.call != nil { throw invalid(what, "a phone call is in progress") }
        if !overlayAllowed, let o = screen.overlay { throw invalid(what, "\(o.words) is shown (dismiss it first)") }
    }

    func invalid(_ what: String, _ reason: String) -> EngineError {
        EngineError.invalidAction(action: what, reason: reason)
    }

    func action(_ name: String, _ app: AppID?, _ words: String, fields: [TraceField] = []) {
        record(.action, app: app, time: nowNS, name: name, message: words, fields: fields)
    }
}
