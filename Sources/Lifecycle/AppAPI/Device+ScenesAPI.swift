/// What app code reads of its scenes through UIApplication (iOS 13): `connectedScenes` (the
/// scenes connected now; a sceneless app's one implicit scene, UNVERIFIED) and
/// `openSessions` (every session the system keeps, connected or not).
extension Device {
    func connectedScenes(_ app: AppID) throws -> [SceneID] {
        try requireExecuting(app)
        try require(.connectedScenes, by: app)
        return scenes(of: app)
    }

    func openSessions(_ app: AppID) throws -> [SceneSessionInfo] {
        try requireExecuting(app)
        try require(.openSessions, by: app)
        return apps[app].sessions.map(sessionInfo)
    }
}

extension Application {
    /// `UIApplication.connectedScenes`.
    public func connectedScenes() throws -> [SceneID] { try device.connectedScenes(id) }

    /// `UIApplication.openSessions`.
    public func openSessions() throws -> [SceneSessionInfo] { try device.openSessions(id) }
}

/// What app code asks of its scene sessions (iOS 13): a new window, with a user activity
/// (`requestSceneSessionActivation`), or a session closed (`requestSceneSessionDestruction`).
/// Both are requests: UIKit acts on them right after the calling code returns.
extension Device {
    /// UISceneErrorDomain's errors (`UISceneError.Code`).
    static func sceneError(_ code: Int, _ description: String) -> SystemError {
        SystemError(domain: "UISceneErrorDomain", code: code, localizedDescription: description)
    }

    /// `requestSceneSessionActivation(nil, userActivity:options:errorHandler:)`: a new window
    /// whose connection options carry the activity (`userActivities`). Only a scene app
    /// with `multiple_windows` on an iPad, in the foreground, can open one; otherwise the
    /// error handler hears UISceneErrorDomain's error on the main queue.
    func requestSceneSessionActivation(
        _ app: AppID, activity: UserActivity?, errorHandler: ((SystemError) throws -> Void)?
    ) throws {
        try requireExecuting(app)
        try require(.requestSceneSessionActivation, by: app)
        var error: SystemError?
        if profile.idiom != .ipad || !usesScenes(app) || !apps[app].spec.multipleWindows {
            error = Self.sceneError(0, "multipleScenesNotSupported: the app does not support multiple scenes")
        } else if frontApp != app {
            error = Self.sceneError(1, "requestDenied: the app is not in the foreground")
        }
        let what = activity.map { " with the activity \($0.type)" } ?? ""
        if let error {
            record(
                .log, app: app, name: "system",
                message: "requestSceneSessionActivation\(what): denied (\(error.localizedDescription))",
                at: currentLocation?())
            if let errorHandler { try enqueueMain(app, after: 0) { try errorHandler(error) } }
            return
        }
        record(
            .log, app: app, name: "system", message: "requestSceneSessionActivation\(what): UIKit opens a new window",
            at: currentLocation?())
        var options = ConnectionOptions()
        if let activity { options.userActivities = [activity] }
        let process = currentProcess(app)
        loop.queue.schedule(
            at: appNow(app),
            .world { [unowned self] in
                guard self.isAlive(process), self.isResponsive(app), self.frontApp == app else { return }
                _ = self.addWindow(app, options)
            })
    }

    /// `requestSceneSessionDestruction(_:options:errorHandler:)`: the session's window closes
    /// as the user's closing it does (disconnect, discard; the last window ends the process),
    /// or a session without a window is discarded. A session that is no longer open leaves
    /// a `system` record and nothing else (UNVERIFIED).
    func requestSceneSessionDestruction(_ app: AppID, session persistentIdentifier: String) throws {
        try requireExecuting(app)
        try require(.requestSceneSessionDestruction, by: app)
        guard
            let session = apps[app].sessions.first(where: {
                sessionInfo($0).persistentIdentifier == persistentIdentifier
            })?.id
        else {
            record(
                .log, app: app, name: "system",
                message: "requestSceneSessionDestruction: \(persistentIdentifier.prefix(200)) is not an open session:"
                    + " nothing to close", at: currentLocation?())
            return
        }
        let scene = apps[app].scenes.first { $0.session == session }?.id
        record(
            .log, app: app, name: "system",
            message: "requestSceneSessionDestruction: UIKit closes "
                + (scene.map { name(of: $0) } ?? "the session \(persistentIdentifier) (no window)"),
            at: currentLocation?())
        let process = currentProcess(app)
        loop.queue.schedule(
            at: appNow(app),
            .world { [unowned self] in
                guard self.isAlive(process) else { return }
                if let scene, self.apps[app].scene(scene) != nil {
                    self.removeWindow(scene)
                } else if self.apps[app].session(session) != nil {
                    _ = self.discard([session], of: app)
                    if self.apps[app].state == .background { self.scheduleSuspendCheck(app) }
                }
            })
    }
}

extension Application {
    /// `requestSceneSessionActivation(nil, userActivity:options:errorHandler:)` (iOS 13).
    public func requestSceneSessionActivation(
        activity: UserActivity?, errorHandler: ((SystemError) throws -> Void)? = nil
    ) throws {
        try device.requestSceneSessionActivation(id, activity: activity, errorHandler: errorHandler)
    }

    /// `requestSceneSessionDestruction(_:options:errorHandler:)` (iOS 13), by the session's
    /// persistent identifier.
    public func requestSceneSessionDestruction(session persistentIdentifier: String) throws {
        try device.requestSceneSessionDestruction(id, session: persistentIdentifier)
    }
}
