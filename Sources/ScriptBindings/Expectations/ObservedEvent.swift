import Lifecycle

/// One callback or notification as expectations see it.
struct ObservedEvent {
    let time: VirtualTime
    /// The app, or the scene (`Notes#1`) for a scene's callback.
    let app: String
    /// The selector or notification name.
    let name: String
    /// A SwiftUI phase change, "inactive->active".
    var phase: String? = nil

    /// Whether `entry` (short name, `scene.` name, `phase:a->b`, selector or notification
    /// name) names this event.
    func matches(_ entry: String) -> Bool { entry == name || entry == shortName }

    /// How expectations write it: `didBecomeActive`, `scene.didBecomeActive`,
    /// `notification.didReceive`, `phase:inactive->active`, `app_phase:inactive->active`, or
    /// the name itself.
    var shortName: String {
        guard let method = DelegateMethod(selector: name) else { return name }
        switch method {
        case .scenePhase: return "phase:" + (phase ?? "?")
        case .appPhase: return "app_phase:" + (phase ?? "?")
        default: return ReceiverBinding.of(method.route.receiver).expectation(method.shortName)
        }
    }

    /// Whether an expectation entry can name an event of these kinds at all: an app-delegate
    /// key, `scene.` and a scene-delegate key, `notification.` and a notification-delegate key,
    /// a SwiftUI key, `phase:a->b` or `app_phase:a->b`
    /// between scene phases, a selector, or (with notifications) a notification name.
    static func isKnown(_ entry: String, kinds: Set<TraceKind>) -> Bool {
        if DelegateMethod(selector: entry) != nil { return true }
        for binding in ReceiverBinding.all {
            if binding.expectationPrefix.isEmpty {
                if DelegateMethod(key: entry, receiver: binding.receiver) != nil { return true }
            } else if let key = binding.key(in: entry) {
                return DelegateMethod(key: key, receiver: binding.receiver) != nil
            }
        }
        for prefix in ["phase:", "app_phase:"] where entry.hasPrefix(prefix) {
            let ends = entry.dropFirst(prefix.count).split(separator: "->", omittingEmptySubsequences: false).map(
                String.init)
            return ends.count == 2 && ends.allSatisfy { ScenePhase(rawValue: $0) != nil }
        }
        return kinds.contains(.notification) && AppNotification(rawValue: entry) != nil
    }

    /// The names `isKnown` accepts, keys first (for "did you mean").
    /// The expectation's name for a method written as Apple's documentation writes it: the
    /// Swift name (`applicationDidBecomeActive(_:)`, `scene(_:openURLContexts:)`,
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`) or a selector without
    /// its colons. nil when no delegate has such a method.
    static func expectationName(forAppleName entry: String) -> String? {
        for binding in ReceiverBinding.all {
            if let method = DelegateMethod(appleName: entry, receiver: binding.receiver) {
                return binding.expectation(method.shortName)
            }
        }
        return nil
    }

    static func knownNames(kinds: Set<TraceKind>) -> [String] {
        ReceiverBinding.all.flatMap { binding in
            DelegateMethod.methods(of: binding.receiver).map { binding.expectation($0.shortName) }
        }
            + (kinds.contains(.notification) ? AppNotification.allCases.map(\.rawValue) : [])
    }
}
