/// One user or system event as a value: what `applife explore` generates, replays and
/// shrinks, and what `Device.perform(_:)` runs. Each case calls the device method of the
/// same name, with the same preconditions (`Device.refusal(of:)`).
///
///     try device.perform(.tap(todo))
///     try device.perform(.advance(31))          // let 31 s of virtual time pass
///     device.isPossible(.lock)                  // whether its preconditions hold now
///
/// Scene actions take a `SceneID`; exploration's `ActionSpace` lists the connected scenes to try.
public enum DeviceAction: Hashable, Sendable {
    case tap(AppID)
    case home
    case lock
    case unlock
    case openSwitcher
    case switchTo(AppID)
    case kill(AppID)
    case notificationCenter
    case controlCenter
    case dismiss
    /// `answer` nil: the call rings out unanswered.
    case incomingCall(answer: Bool?, after: Double, duration: Double)
    case memoryWarning
    case memoryPressure(MemoryPressure, needMB: Int?)
    case openURL(String)
    case tapNotification(AppID)
    case shortcut(AppID, type: String)
    case silentPush(AppID)
    case backgroundFetch(AppID)
    case reboot
    /// Virtual time passes (everything due in between runs).
    case advance(Double)
    /// iPad windows of a scene app with `multiple_windows` (scenes §A.8).
    case openWindow(AppID)
    case focus(SceneID)
    case closeWindow(SceneID)
    case killScene(SceneID)
    /// The system reclaims a background scene.
    case disconnectScene(SceneID)
    /// The user deletes the app from the Home Screen.
    case deleteApp(AppID)
    /// The user changes a switch in Settings (`Device+Settings.swift`).
    case settings(SettingsChange)

    /// The app the action names, if any.
    public var app: AppID? {
        switch self {
        case .tap(let a), .switchTo(let a), .kill(let a), .tapNotification(let a), .shortcut(let a, _),
            .silentPush(let a), .backgroundFetch(let a), .openWindow(let a), .deleteApp(let a):
            return a
        case .focus(let s), .closeWindow(let s), .killScene(let s), .disconnectScene(let s):
            return s.app
        case .settings(let change):
            return change.app
        default:
            return nil
        }
    }

    /// Whether the action only lets time pass.
    public var isWait: Bool {
        if case .advance = self { return true }
        return false
    }

    /// A short phrase for reports: `tap Notes`, `wait 31 s`, `close Notes#2`.
    public func words(_ name: (AppID) -> String) -> String {
        func scene(_ s: SceneID) -> String { "\(name(s.app))#\(s.number)" }
        switch self {
        case .tap(let a): return "tap \(name(a))"
        case .home: return "home"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .openSwitcher: return "open switcher"
        case .switchTo(let a): return "switch to \(name(a))"
        case .kill(let a): return "kill \(name(a))"
        case .notificationCenter: return "notification center"
        case .controlCenter: return "control center"
        case .dismiss: return "dismiss"
        case .incomingCall(let answer, let after, let duration):
            switch answer {
            case true?: return "call (answered after \(seconds(after)), lasts \(seconds(duration)))"
            case false?: return "call (declined after \(seconds(after)))"
            case nil: return "call (rings out after \(seconds(after)))"
            }
        case .memoryWarning: return "memory warning"
        case .memoryPressure(let level, let need):
            return "memory pressure \(level.rawValue)" + (need.map { " (\($0) MB)" } ?? "")
        case .openURL(let url): return "open \(url)"
        case .tapNotification(let a): return "tap notification of \(name(a))"
        case .shortcut(let a, let type): return "quick action \(type) of \(name(a))"
        case .silentPush(let a): return "silent push to \(name(a))"
        case .backgroundFetch(let a): return "background fetch of \(name(a))"
        case .reboot: return "reboot"
        case .advance(let s): return "wait \(seconds(s))"
        case .openWindow(let a): return "open a window of \(name(a))"
        case .focus(let s): return "focus \(scene(s))"
        case .closeWindow(let s): return "close \(scene(s))"
        case .killScene(let s): return "kill \(scene(s))"
        case .disconnectScene(let s): return "disconnect \(scene(s))"
        case .deleteApp(let a): return "delete \(name(a))"
        case .settings(let change): return "settings: \(change.words(name))"
        }
    }
}

/// `31 s`, `0.5 s`: seconds as people write them.
func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value)) s" : "\(value) s"
}

extension Device {
    /// Runs one action: the same call a script makes (`user.tap`, `system.call`, `wait`).
    /// Throws what that call throws, e.g. `EngineError.invalidAction` when it is not
    /// possible now.
    public func perform(_ action: DeviceAction) throws {
        switch action {
        case .tap(let a): try tap(a)
        case .home: try home()
        case .lock: try lock()
        case .unlock: try unlock()
        case .openSwitcher: try openSwitcher()
        case .switchTo(let a): try switchTo(a)
        case .kill(let a): try kill(a)
        case .notificationCenter: try notificationCenter()
        case .controlCenter: try controlCenter()
        case .dismiss: try dismiss()
        case .incomingCall(let answer, let after, let duration):
            try incomingCall(answer: answer, after: after, duration: duration)
        case .memoryWarning: try memoryWarning()
        case .memoryPressure(let level, let need): try memoryPressure(level, needMB: need)
        case .openURL(let url): _ = try openURL(url)
        case .tapNotification(let a): try tapNotification(a)
        case .shortcut(let a, let type): try shortcut(a, type: type)
        case .silentPush(let a): try silentPush(a)
        case .backgroundFetch(let a): try backgroundFetch(a)
        case .reboot: try reboot()
        case .advance(let s):
            try allow(action)
            try advance(by: s)
        case .openWindow(let a): _ = try openWindow(a)
        case .focus(let s): try focus(s)
        case .closeWindow(let s): try closeWindow(s)
        case .killScene(let s): try killScene(s)
        case .disconnectScene(let s): try disconnectScene(s)
        case .deleteApp(let a): try deleteApp(a)
        case .settings(let change): try changeSettings(change)
        }
    }
}
