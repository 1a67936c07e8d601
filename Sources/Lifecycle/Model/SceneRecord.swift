/// One scene of an app as the engine keeps it.
struct SceneRecord {
    let id: SceneID
    /// The session it shows (nil for a sceneless app's implicit scene).
    let session: SessionID?
    var state: SceneActivationState = .unattached
    /// SwiftUI: the phase its views last saw (scenes §B.2: starts inactive).
    var phase: ScenePhase = .inactive
    /// `UIScene.title`, set by app code.
    var title: String?

    init(id: SceneID, session: SessionID?) {
        self.id = id
        self.session = session
    }
}
