/// User actions (facts §2.1-2.8). Each is refused with `EngineError.invalidAction` when it
/// makes no sense (tap while locked, dismiss with nothing shown, …) before anything
/// changes, records an `action`, runs its sequence, then runs what became due now.
extension Device {
    /// Taps the app's icon on the home screen: cold launch (§2.1) or resume (§2.3). The app
    /// in front, if any, goes to the background first.
    public func tap(_ app: AppID) throws {
        try allow(.tap(app))
        action("tap", app, "user taps the icon")
        if let f = frontApp { moveToBackground(f) }
        bringToForeground(app)
        try drain()
    }

    /// §2.2: back to the home screen (also from the switcher or a pulled-down panel).
    public func home() throws {
        try allow(.home)
        action("home", frontApp, "user presses home")
        screen.dismissOverlay()
        if let f = frontApp { moveToBackground(f) }
        try drain()
    }

    /// §2.4: locks the screen; what the foreground app gets depends on `profile.lock` (C3).
    public func lock() throws {
        try allow(.lock)
        action("lock", frontApp, "user locks the device")
        screen.lock()
        if let f = frontApp {
            switch profile.lock {
            case .resignOnly:
                deactivate(f)
            case .background:
                screen.awaitUnlock(screen.scenes(of: f))
                moveToBackground(f, background: profile.lockBackgroundState)
            }
        }
        protectedDataChanged(available: false)
        try drain()
    }

    /// §2.4: unlocks; the app that was in front comes back.
    public func unlock() throws {
        try allow(.unlock)
        let back = profile.lock == .background ? screen.lockReturn.last?.app : frontApp
        action("unlock", back, "user unlocks the device")
        let returning = screen.unlock()
        endProcessingTasks("the user unlocks the device")
        protectedDataChanged(available: true)
        if let b = back { returnScenes(returning, of: b) }
        try drain()
    }

    /// §2.7: opens the app switcher; the foreground app resigns.
    public func openSwitcher() throws {
        try allow(.openSwitcher)
        action("openSwitcher", frontApp, "user opens the app switcher")
        screen.showOverlay(.switcher)
        if let f = frontApp { deactivate(f) }
        try drain()
    }

    /// §2.7: picks a card in the switcher: the same app (didBecomeActive) or another.
    public func switchTo(_ app: AppID) throws {
        try allow(.switchTo(app))
        action("switchTo", app, "user picks the app in the switcher")
        screen.dismissOverlay()
        if frontApp == app {
            reactivate(app)
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
        try allow(.kill(app))
        action("kill", a, "user swipes the card away")
        apps[a].history.cardRemoved()
        screen.forgetLockReturn(of: a)
        killApp(a)
        // [S22] no background relaunch until the user opens it again; [A1] the restoration
        // archive, and §A.11 the scenes' restoration activities, are deleted.
        apps[a].history.userKilled()
        deleteArchive(a, "the user force-quit the app")
        forgetRestorationActivities(a, "the user force-quit the app")
        try drain()
    }

    /// §2.6: pulls down Notification Center; the foreground app resigns until dismissed.
    public func notificationCenter() throws {
        try allow(.notificationCenter)
        try pullDown(.notificationCenter, "pulls down Notification Center")
    }

    /// §2.6: pulls down Control Center; same as any system overlay panel.
    public func controlCenter() throws {
        try allow(.controlCenter)
        try pullDown(.controlCenter, "pulls down Control Center")
    }

    /// Dismisses what covers the app (a panel, or the switcher back to the same app).
    public func dismiss() throws {
        try allow(.dismiss)
        let shown = screen.overlay!
        action("dismiss", frontApp, "user dismisses \(shown.words)")
        screen.dismissOverlay()
        if let f = frontApp { reactivate(f) }
        try drain()
    }

    /// The user takes a screenshot: UIKit posts `UIApplicationUserDidTakeScreenshotNotification`
    /// (iOS 7, no userInfo) to the app on screen after the image is taken. On the lock screen
    /// or the Home screen no app hears it.
    public func screenshot() throws {
        try allow(.screenshot)
        let shown = screen.locked ? nil : frontApp.flatMap { isResponsive($0) ? $0 : nil }
        action("screenshot", shown, "user takes a screenshot")
        if let app = shown {
            let state = apps[app].state
            _ = withUnit(app, hangBudget(app)) {
                post(app, AppNotification.userDidTakeScreenshot.rawValue, reported: state.applicationState)
            }
        }
        try drain()
    }

    private func pullDown(_ panel: Overlay, _ words: String) throws {
        action(panel.rawValue, frontApp, "user \(words)")
        screen.showOverlay(panel)
        if let f = frontApp { deactivate(f) }
        try drain()
    }

    func action(_ name: String, _ app: AppID?, _ words: String, fields: [TraceField] = []) {
        record(.action, app: app, time: loop.now, name: name, message: words, fields: fields)
    }
}
