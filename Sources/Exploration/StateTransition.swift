import Lifecycle

/// A life-cycle state whose legal moves the engine knows: an app's (`AppState`) or a scene's
/// (`SceneActivationState`).
public protocol LifeCycleState: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    static func isLegal(from: Self, to: Self) -> Bool
    /// Every legal transition, listed once (``StateTransition/listLegal()``).
    static var legalTransitions: [StateTransition<Self>] { get }
}

extension AppState: LifeCycleState {
    public static let legalTransitions = StateTransition<AppState>.listLegal()
}

extension SceneActivationState: LifeCycleState {
    public static let legalTransitions = StateTransition<SceneActivationState>.listLegal()
}

/// One move between two states, as coverage counts it; ordered by source, then target, in
/// `allCases` order.
public struct StateTransition<State: LifeCycleState>: Hashable, Sendable, Comparable {
    public let from: State
    public let to: State

    public init(from: State, to: State) {
        self.from = from
        self.to = to
    }

    /// Every legal transition, in order.
    public static var legal: [StateTransition] { State.legalTransitions }

    /// Every legal transition, in order, found by asking the state type of each pair.
    public static func listLegal() -> [StateTransition] {
        State.allCases.flatMap { from in
            State.allCases.filter { State.isLegal(from: from, to: $0) }.map { StateTransition(from: from, to: $0) }
        }
    }

    public static func < (a: StateTransition, b: StateTransition) -> Bool {
        (order(a.from), order(a.to)) < (order(b.from), order(b.to))
    }

    private static func order(_ state: State) -> Int { State.allCases.firstIndex(of: state) ?? 0 }
}
