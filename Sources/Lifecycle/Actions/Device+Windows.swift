/// Several windows of one app on an iPad (scenes §A.8), and the scene events the system
/// causes on its own (a reclaimed scene, a prewarmed process).
///
///     try device.openWindow(notes)            // configurationForConnecting, willConnect, WEF, DBA
///     try device.focus(first)                 // the other window resigns and comes back
///     try device.closeWindow(second)          // disconnect, didDiscardSceneSessions
extension Device {
    /// A new window (`requestSceneSessionActivation`, a drag from the Dock): a new session
    /// (configurationForConnecting), willConnect, willEnterForeground, didBecomeActive; then
    /// the window it took the focus from resigns (and, with `ipadWindowFocus` allActive,
    /// becomes active again: [FL MultiScenes]). The app's willEnterForeground notification
    /// fires only when the app was not in the foreground ([APP-WEF]).
    @discardableResult
    public func openWindow(_ app: AppID) throws -> SceneID? {
        try allow(.openWindow(app))
        action("openWindow", app, "user opens a new window")
        if let f = frontApp, f != app { moveToBackground(f) }
        apps[app].history.userOpened()
        var opened: SceneID?
        if apps[app].phase != .notRunning || launchSceneApp(app) { opened = addWindow(app, ConnectionOptions()) }
        try drain()
        return opened
    }

    /// A new window of a running app, with these connection options: a new session, the
    /// connection, the foreground; the window it took the focus from resigns.
    func addWindow(_ app: AppID, _ options: ConnectionOptions) -> SceneID? {
        let previous = screen.scenes(of: app).last
        guard let scene = connectScene(app, newSession: true, options: options) else { return nil }
        screen.add(scene)
        if enterForeground(scene), becomeActive(scene) { moveFocus(from: previous) }
        return scene
    }

    /// Gives a visible window the focus: the focused one resigns (and comes back with
    /// allActive); the newly focused one becomes active if it was not.
    public func focus(_ scene: SceneID) throws {
        try allow(.focus(scene))
        action("focus", scene.app, "user focuses \(name(of: scene))")
        let previous = screen.focused
        if previous != scene {
            screen.add(scene)
            if apps[scene.app].scene(scene)?.state != .foregroundInactive || becomeActive(scene) {
                moveFocus(from: previous)
            }
        }
        try drain()
    }

    /// Closes a window: it resigns and enters the background if on screen, disconnects, and
    /// its session is discarded (application(_:didDiscardSceneSessions:) at once, [DH]).
    /// Closing the app's last window ends the process as a switcher kill does ([DH]).
    public func closeWindow(_ scene: SceneID) throws {
        try allow(.closeWindow(scene))
        action("closeWindow", scene.app, "user closes \(name(of: scene))")
        removeWindow(scene)
        try drain()
    }

    /// Swipes one window away in the iPad's app switcher: as `closeWindow`.
    public func killScene(_ scene: SceneID) throws {
        try allow(.killScene(scene))
        action("killScene", scene.app, "user swipes \(name(of: scene)) away")
        removeWindow(scene)
        try drain()
    }

    /// UIKit reclaims a background scene ([DISCARD]: the scene object goes, the session
    /// stays): sceneDidDisconnect. A suspended app is woken in the background to hear it
    /// (UNVERIFIED), then suspends again.
    public func disconnectScene(_ scene: SceneID) throws {
        try allow(.disconnectScene(scene))
        action("disconnectScene", scene.app, "system disconnects \(name(of: scene)) to reclaim memory")
        let app = scene.app
        if apps[app].phase == .suspended { _ = wake(app) }
        if disconnect(scene), apps[app].state == .background { scheduleSuspendCheck(app) }
        try drain()
    }

    /// Prewarming (scenes §A.13, C15): the system creates the process ahead of the user.
    /// With `prewarmRunsLaunch` the launch methods run now, in the background, and the
    /// process then suspends; otherwise no app code runs and nothing is seen until the tap.
    public func prewarm(_ app: AppID) throws {
        try allow(.prewarm(app))
        action("prewarm", app, "system prewarms the app")
        if profile.prewarmRunsLaunch {
            if launchInBackground(app, options: LaunchOptions()) { scheduleSuspendCheck(app) }
        } else {
            record(
                .log, app: app, name: "system",
                message: "prewarmed: the process was created and suspended before any app code ran")
        }
        try drain()
    }

    /// Takes a window away for good: background first if on screen, then disconnect and
    /// discard; the last window takes the process with it.
    func removeWindow(_ scene: SceneID) {
        let app = scene.app
        if apps[app].scenes.count == 1 {
            killApp(app)
            apps[app].history.userKilled()
            return
        }
        let session = apps[app].scene(scene)?.session
        let shown = screen.isShown(scene: scene)
        screen.remove(scene: scene)
        if apps[app].scene(scene)?.state == .foregroundActive { guard resignActive(scene) else { return } }
        if apps[app].scene(scene)?.state == .foregroundInactive { guard enterBackground(scene) else { return } }
        if apps[app].phase == .suspended { _ = wake(app) }
        guard disconnect(scene) else { return }
        if let session { _ = discard([session], of: app) }
        if shown, let next = screen.scenes(of: app).last, profile.ipadWindowFocus == .focusedOnly,
            apps[app].scene(next)?.state == .foregroundInactive
        {
            _ = becomeActive(next)
        }
        if apps[app].state == .background { scheduleSuspendCheck(app) }
    }

    /// The focus has left `scene` for a window that is already active: it resigns, and with
    /// `ipadWindowFocus` allActive becomes active again ([FL MultiScenes] logged such pairs).
    private func moveFocus(from scene: SceneID?) {
        guard let scene, apps[scene.app].scene(scene)?.state == .foregroundActive, resignActive(scene),
            profile.ipadWindowFocus == .allActive
        else { return }
        _ = becomeActive(scene)
    }
}
