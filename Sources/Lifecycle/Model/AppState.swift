/// The five life-cycle states of facts §1.1, as seen from outside the app.
///
///     device.state(of: todo) == .suspended
///     AppState.isLegal(from: .active, to: .background)   // false: must resign first (T3, T5)
public enum AppState: String, Sendable, CaseIterable, CustomStringConvertible {
    case notRunning, inactive, active, background, suspended

    /// Whether the process executes code in this state.
    public var isExecuting: Bool { self == .inactive || self == .active || self == .background }

    /// Whether the app is on screen.
    public var isForeground: Bool { self == .inactive || self == .active }

    /// What `UIApplication.applicationState` would read: a suspended app cannot observe
    /// itself, and a not-running one has no process; both read `.background`.
    public var applicationState: ApplicationState {
        switch self {
        case .active: return .active
        case .inactive: return .inactive
        case .background, .suspended, .notRunning: return .background
        }
    }

    /// The transitions of facts §1.2 (T1-T12). Every state may go to `notRunning`
    /// (termination, crash, watchdog, jetsam, reboot).
    public static func isLegal(from: AppState, to: AppState) -> Bool {
        switch (from, to) {
        case (.notRunning, .inactive),  // T1 user launch
            (.notRunning, .background),  // T2 background launch
            (.active, .inactive),  // T3 interruption
            (.inactive, .active),  // T1, T4
            (.inactive, .background),  // T5
            (.background, .suspended),  // T6
            (.suspended, .background),  // T7 wake
            (.background, .inactive), (.suspended, .inactive):  // T8 back to the foreground
            return true
        case (_, .notRunning):
            return from != .notRunning  // T9-T12
        default:
            return false
        }
    }

    /// Whether an app can take the legal transition `from` → `to` at all on a device: an app
    /// that runs with scenes launches into the background and enters the foreground through a
    /// scene, never straight from notRunning to inactive (scenes §A.1), and without
    /// multitasking (iPhone OS 3, or the switch off) no app enters the background or is
    /// suspended (facts §1.2).
    ///
    ///     AppState.isPossible(from: .notRunning, to: .inactive, scenes: true, multitasking: true)   // false
    public static func isPossible(from: AppState, to: AppState, scenes: Bool, multitasking: Bool) -> Bool {
        guard isLegal(from: from, to: to) else { return false }
        if !multitasking, !isPossible(from, multitasking: false) || !isPossible(to, multitasking: false) {
            return false
        }
        return !(scenes && from == .notRunning && to == .inactive)
    }

    /// Whether an app can be in `state` on a device with or without multitasking.
    public static func isPossible(_ state: AppState, multitasking: Bool) -> Bool {
        multitasking || (state != .background && state != .suspended)
    }

    public var description: String { rawValue }
}

/// `UIApplication.State`: the only values an app can ever read (never "suspended").
public enum ApplicationState: String, Sendable, CaseIterable, CustomStringConvertible {
    case active, inactive, background
    public var description: String { rawValue }
}

/// Why a process ended. Raw values are what traces and queries show.
public enum TerminationReason: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Main thread blocked past a budget (launch, didEnterBackground, willTerminate, hang).
    case watchdog
    /// Background tasks still open when the background time ran out (also 0x8badf00d).
    case backgroundTaskExpiry
    /// An uncaught error thrown by app code.
    case crash
    /// Killed for memory.
    case jetsam
    /// The user quit it: swiped its card away in the app switcher, or left an app that does
    /// not run in the background (iPhone OS 3, UIApplicationExitsOnSuspend).
    case user
    /// The device restarted.
    case reboot
    /// Terminated by the system for another documented reason (iPhone OS 3 accepted call).
    case system
    public var description: String { rawValue }
}

/// The record of how a process ended.
public struct Termination: Sendable, Equatable {
    public var reason: TerminationReason
    public var time: VirtualTime
    public var message: String?

    /// Every value `code` can take, for checking what a script expects.
    public static let codes = ["0x8badf00d", "per-process-limit", "vm-pageshortage", "SIGABRT"]

    /// The code a crash or jetsam report would show: `0x8badf00d` for watchdog and
    /// background-time kills ([S16]), the jetsam kill cause (`per-process-limit`,
    /// `vm-pageshortage`, [S15]), `SIGABRT` for an uncaught exception; nil otherwise.
    public var code: String? {
        switch reason {
        case .watchdog, .backgroundTaskExpiry: return "0x8badf00d"
        case .jetsam:
            guard let message, let colon = message.firstIndex(of: ":") else { return nil }
            return String(message[..<colon])
        case .crash: return "SIGABRT"
        case .user, .reboot, .system: return nil
        }
    }
}
