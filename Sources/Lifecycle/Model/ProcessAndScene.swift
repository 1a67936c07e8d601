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

    /// The transitions a scene can make (facts §8.1): it connects into the foreground or the
    /// background, moves between foreground inactive and active, goes to the background and
    /// back, and disconnects from the background (or, killed without going to the background,
    /// from foreground inactive).
    public static func isLegal(from: SceneActivationState, to: SceneActivationState) -> Bool {
        switch (from, to) {
        case (.unattached, .foregroundInactive), (.unattached, .background),
            (.foregroundInactive, .foregroundActive), (.foregroundActive, .foregroundInactive),
            (.foregroundInactive, .background), (.background, .foregroundInactive),
            (.background, .unattached), (.foregroundInactive, .unattached):
            return true
        default:
            return false
        }
    }

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
}

/// SwiftUI's `ScenePhase` (scenes §B.1): derived from the UIKit scene state, per scene
/// (a View's `scenePhase`) and aggregated for the App.
public enum ScenePhase: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case background, inactive, active

    /// A scene's phase: foregroundActive is active, foregroundInactive inactive, the rest background.
    init(_ state: SceneActivationState) {
        switch state {
        case .foregroundActive: self = .active
        case .foregroundInactive: self = .inactive
        case .background, .unattached: self = .background
        }
    }

    public static func < (a: ScenePhase, b: ScenePhase) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    public var description: String { rawValue }
}
