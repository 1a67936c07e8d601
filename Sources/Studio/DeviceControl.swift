import LuaHost

/// A control of the page's device: each is the same action as one `user.*` or `system.*` call,
/// and the session runs exactly that Lua statement, so the trace, the REPL's `:save` and a
/// scenario file all say the same thing.
///
///     DeviceControl.tap("Todo").statement                                  // user.tap("Todo")
///     DeviceControl.call(answer: true, after: 2, duration: 30).statement   // system.call { answer = true, after = 2, duration = 30 }
public enum DeviceControl: Sendable, Equatable {
    case tap(String)
    case home
    case lock
    case unlock
    case switcher
    case switchTo(String)
    case kill(String)
    case notificationCenter
    case controlCenter
    case dismiss
    /// `answer` nil: the call rings out unanswered.
    case call(answer: Bool?, after: Double, duration: Double)
    case openURL(String)
    case notification(String)
    case tapNotification(String)
    case memoryWarning
    case openWindow(String)
    case focus(String)
    case closeWindow(String)
    case killScene(String)

    /// The Lua statement a scenario writes for this action.
    public var statement: String {
        switch self {
        case .tap(let app): return "user.tap(\(LuaLiteral.quoted(app)))"
        case .home: return "user.home()"
        case .lock: return "user.lock()"
        case .unlock: return "user.unlock()"
        case .switcher: return "user.switcher()"
        case .switchTo(let app): return "user.switch_to(\(LuaLiteral.quoted(app)))"
        case .kill(let app): return "user.kill(\(LuaLiteral.quoted(app)))"
        case .notificationCenter: return "user.notification_center()"
        case .controlCenter: return "user.control_center()"
        case .dismiss: return "user.dismiss()"
        case .call(let answer, let after, let duration):
            var fields: [String] = []
            if let answer { fields.append("answer = \(answer)") }
            fields.append("after = \(LuaNumber.text(after))")
            if answer == true { fields.append("duration = \(LuaNumber.text(duration))") }
            return "system.call { " + fields.joined(separator: ", ") + " }"
        case .openURL(let url): return "user.open_url(\(LuaLiteral.quoted(url)))"
        case .notification(let app): return "system.notification(\(LuaLiteral.quoted(app)))"
        case .tapNotification(let app): return "user.tap_notification(\(LuaLiteral.quoted(app)))"
        case .memoryWarning: return "system.memory_warning()"
        case .openWindow(let app): return "user.open_window(\(LuaLiteral.quoted(app)))"
        case .focus(let scene): return "user.focus(\(LuaLiteral.quoted(scene)))"
        case .closeWindow(let scene): return "user.close_window(\(LuaLiteral.quoted(scene)))"
        case .killScene(let scene): return "user.kill_scene(\(LuaLiteral.quoted(scene)))"
        }
    }

    /// The control's name on the wire (`"control": "switch_to"`).
    public var name: String {
        switch self {
        case .tap: return "tap"
        case .home: return "home"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .switcher: return "switcher"
        case .switchTo: return "switch_to"
        case .kill: return "kill"
        case .notificationCenter: return "notification_center"
        case .controlCenter: return "control_center"
        case .dismiss: return "dismiss"
        case .call: return "call"
        case .openURL: return "open_url"
        case .notification: return "notification"
        case .tapNotification: return "tap_notification"
        case .memoryWarning: return "memory_warning"
        case .openWindow: return "open_window"
        case .focus: return "focus"
        case .closeWindow: return "close_window"
        case .killScene: return "kill_scene"
        }
    }

    /// What the control names: an app, a scene (`Notes#2`) or a URL; nil for the others.
    var argument: String? {
        switch self {
        case .tap(let text), .switchTo(let text), .kill(let text), .openURL(let text), .notification(let text),
            .tapNotification(let text), .openWindow(let text), .focus(let text), .closeWindow(let text),
            .killScene(let text):
            return text
        default:
            return nil
        }
    }
}

/// Numbers as Lua source: integers without a point, others in Swift's shortest form.
enum LuaNumber {
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
