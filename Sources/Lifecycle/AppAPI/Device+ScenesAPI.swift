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
