/// Whether an app has a process, and whether it executes (facts §1.1). The UI half of
/// the app's state lives in its scenes.
public enum ProcessPhase: String, Sendable, CaseIterable, CustomStringConvertible {
    case notRunning, running, suspended
    public var description: String { rawValue }
}

/// `UIScene.ActivationState` (facts §8.1): the UI state of one scene.
public enum SceneActivationState: String, Sendable, CaseIterable, CustomStringConvertible {
    case unattached, foregroundInactive, foregroundActive, background

    public var isForeground: Bool { self == .foregroundInactive || self == .foregroundActive }

    /// How active the scene is; `applicationState` follows the most active scene (facts §8.2).
    var rank: Int {
        switch self {
        case .unattached: return 0
        case .background: return 1
        case .foregroundInactive: return 2
        case .foregroundActive: return 3
        }
    }

    public var description: String { rawValue }
}

/// One scene of an app as the engine keeps it.
struct SceneRecord {
    let id: SceneID
    var state: SceneActivationState = .unattached
}

extension AppState {
    /// The external state of an app whose process is in `phase` and whose most active
    /// scene is in `scene` (facts §8.2: the app reads its most active scene's state).
    ///
    ///     AppState(phase: .running, mostActive: .foregroundInactive)   // .inactive
    init(phase: ProcessPhase, mostActive scene: SceneActivationState) {
        switch phase {
        case .notRunning: self = .notRunning
        case .suspended: self = .suspended
        case .running:
            switch scene {
            case .foregroundActive: self = .active
            case .foregroundInactive: self = .inactive
            case .background, .unattached: self = .background
            }
        }
    }

    /// The process phase and implicit-scene state a sceneless app is in when its external
    /// state is `self`.
    var sceneless: (phase: ProcessPhase, scene: SceneActivationState) {
        switch self {
        case .notRunning: return (.notRunning, .unattached)
        case .inactive: return (.running, .foregroundInactive)
        case .active: return (.running, .foregroundActive)
        case .background: return (.running, .background)
        case .suspended: return (.suspended, .background)
        }
    }
}
