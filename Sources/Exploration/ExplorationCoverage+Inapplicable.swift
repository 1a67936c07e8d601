import Lifecycle
import MessageCatalog

extension ExplorationCoverage {
    /// What a device can never show an app, so coverage counts it as n/a rather than as a
    /// gap: states and legal transitions its life cycle or the profile rules out
    /// (`AppState.isPossible`), and implemented delegate methods UIKit never calls it (not
    /// on this iOS version, or not in this kind of app: `MessageRoute.apps`).
    ///
    ///     Inapplicable(scenes: true, lifeCycle: .scenes, profile: Profile(ios: 17), implemented: [...])
    ///         .transitions   // [notRunning → inactive]: a scene app launches into the background
    public struct Inapplicable: Sendable, Equatable {
        public var states: [AppState]
        public var transitions: [Transition]
        public var callbacks: [DelegateMethod]
        /// How UIKit runs the app (`callbacks` are the implemented methods it never calls).
        public var runsAs: LifeCycle?
        /// The iOS version of the device (why a method is not called).
        public var ios: Int?

        public init(
            states: [AppState] = [], transitions: [Transition] = [], callbacks: [DelegateMethod] = [], ios: Int? = nil
        ) {
            self.states = states
            self.transitions = transitions
            self.callbacks = callbacks
            self.ios = ios
        }

        /// For an app that runs with scenes or not, declared with `lifeCycle`, on `profile`.
        public init(scenes: Bool, lifeCycle: LifeCycle, profile: Profile, implemented: [DelegateMethod]) {
            let multitasking = profile.multitasking
            let runsAs = scenes ? lifeCycle : LifeCycle.app
            self.init(
                states: AppState.allCases.filter { !AppState.isPossible($0, multitasking: multitasking) },
                transitions: Transition.legal.filter {
                    !AppState.isPossible(from: $0.from, to: $0.to, scenes: scenes, multitasking: multitasking)
                },
                callbacks: implemented.filter { !$0.exists(on: profile.ios) || !$0.route.apps.include(runsAs) },
                ios: profile.ios)
            self.runsAs = runsAs
        }

        /// Whether UIKit never calls `method` in this app (an app with `main` implements more
        /// as it runs).
        func neverCalls(_ method: DelegateMethod) -> Bool {
            guard let runsAs, let ios else { return false }
            return !method.exists(on: ios) || !method.route.apps.include(runsAs)
        }

        public var isEmpty: Bool { states.isEmpty && transitions.isEmpty && callbacks.isEmpty }

        /// Why the device never calls `method`: "iOS 4+" (the version that introduced it),
        /// "not in a scene app", "only in a scene app".
        public func reason(_ method: DelegateMethod, _ language: Language = .en) -> String {
            if let ios, !method.exists(on: ios) { return Phrase.sinceIOS.text(language, "\(method.route.since)") }
            switch method.route.apps {
            case .scenelessOnly: return Phrase.notInSceneApp.text(language)
            case .sceneAppsOnly: return Phrase.onlyInSceneApp.text(language)
            case .every: return Phrase.notCalled.text(language)
            }
        }
    }
}
