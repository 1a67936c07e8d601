/// A watchdog deadline for the main-thread unit that is running. The kill message is only
/// built if the deadline is crossed: this sits on the timer hot path.
struct Deadline {
    var time: Int64
    var kind: Budget
}

/// What a main-thread unit is allowed, and what crossing it means (facts §1.4, §5).
enum Budget {
    case launch, resume, didEnterBackground, willTerminate, hang, backgroundExpiry

    func allowance(_ p: Profile) -> VirtualTime {
        switch self {
        case .launch: return p.launchWatchdog
        case .resume: return p.resumeWatchdog
        case .didEnterBackground: return p.didEnterBackgroundBudget
        case .willTerminate: return p.willTerminateBudget
        case .hang: return p.foregroundHangLimit
        case .backgroundExpiry: return p.backgroundBudget
        }
    }

    var reason: TerminationReason { self == .backgroundExpiry ? .backgroundTaskExpiry : .watchdog }

    func message(_ p: Profile) -> String {
        let s = allowance(p).jsonSeconds
        switch self {
        case .launch: return "0x8badf00d: scene-create watchdog transgression: launch took more than \(s) s"
        case .resume: return "0x8badf00d: resume (willEnterForeground to didBecomeActive) took more than \(s) s"
        case .didEnterBackground: return "0x8badf00d: applicationDidEnterBackground: did not return within \(s) s"
        case .willTerminate: return "0x8badf00d: applicationWillTerminate: did not return within \(s) s"
        case .hang: return "0x8badf00d: main thread blocked for more than \(s) s"
        case .backgroundExpiry: return Device.expiryMessage
        }
    }
}
