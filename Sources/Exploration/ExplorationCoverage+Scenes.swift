import Lifecycle

/// Scene coverage of a scene app (`life_cycle = "scenes"` or `"swiftui"`): the states its
/// scenes entered and the scene transitions they took, over all its scenes, measured
/// against `SceneActivationState.isLegal`.
///
///     coverage.apps[0].scenes?.untakenTransitions   // legal scene transitions never taken
public struct SceneCoverage: Sendable, Equatable {
    public typealias Transition = StateTransition<SceneActivationState>

    /// How often a scene entered each state.
    public var states: [SceneActivationState: Int] = [:]
    public var transitions: [Transition: Int] = [:]
    /// Scene-delegate (and SwiftUI phase) callbacks by the name traces give them.
    public var callbacks: [String: Int] = [:]

    public init() {}

    /// States entered, or left (every scene starts unattached).
    public var reachedStates: [SceneActivationState] {
        SceneActivationState.allCases.filter { s in
            states[s, default: 0] > 0 || transitions.keys.contains { $0.from == s }
        }
    }
    public var takenTransitions: [Transition] { transitions.keys.sorted() }
    public var untakenTransitions: [Transition] { Transition.legal.filter { transitions[$0, default: 0] == 0 } }
    public var coveredLegalTransitions: Int { Transition.legal.filter { transitions[$0, default: 0] > 0 }.count }

    /// Counts one record about a scene.
    mutating func count(_ r: TraceRecord) {
        switch r.kind {
        case .transition:
            guard let from = r.from.flatMap(SceneActivationState.init(rawValue:)),
                let to = r.to.flatMap(SceneActivationState.init(rawValue:))
            else { return }
            transitions[Transition(from: from, to: to), default: 0] += 1
            states[to, default: 0] += 1
        case .callback:
            if let name = r.name { callbacks[name, default: 0] += 1 }
        default:
            return
        }
    }

    mutating func merge(_ other: SceneCoverage) {
        states.merge(other.states, uniquingKeysWith: +)
        transitions.merge(other.transitions, uniquingKeysWith: +)
        callbacks.merge(other.callbacks, uniquingKeysWith: +)
    }
}
