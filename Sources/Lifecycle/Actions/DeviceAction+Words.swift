extension DeviceAction {
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
        case .tapNotification(let a, let tap):
            switch tap.source {
            case .banner: return "tap notification of \(name(a))"
            case .delivered(let identifier): return "tap notification \(identifier) of \(name(a))"
            }
        case .shortcut(let a, let type): return "quick action \(type) of \(name(a))"
        case .silentPush(let a, _): return "silent push to \(name(a))"
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
        case .airdrop(let a, let file): return "AirDrop \(file) to \(name(a))"
        case .continueActivity(let a, let activity): return "continue \(activity.type) in \(name(a))"
        case .acceptShare(let a, _): return "accept a share in \(name(a))"
        case .openDocument(let a, let file, _, _): return "open \(file) in \(name(a))"
        case .grant(let a, .all(let yes)): return "\(yes ? "allow" : "deny") \(name(a))"
        case .grant(let a, .option(let option, let yes)):
            return "\(yes ? "allow" : "deny") \(option.rawValue) for \(name(a))"
        case .location(let a): return "location event for \(name(a))"
        case .bluetooth(let a, let role): return "Bluetooth \(role.rawValue) event for \(name(a))"
        case .urlSession(let a, let identifier): return "URL session \(identifier) of \(name(a))"
        case .prewarm(let a): return "prewarm \(name(a))"
        case .notification(let a, let notification): return "\(notification.kind.rawValue) notification to \(name(a))"
        case .backgroundTask(let a, let identifier): return "background task \(identifier) of \(name(a))"
        case .endBackgroundTime(let a, let terminating):
            return "end the background time of \(name(a))" + (terminating ? " (terminate)" : "")
        case .significantTimeChange: return "significant time change"
        }
    }
}

/// `31 s`, `0.5 s`: seconds as people write them.
func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value)) s" : "\(value) s"
}
