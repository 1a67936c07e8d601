import Lifecycle
import LuaHost

/// Warnings for what the device's iOS version did not have yet: a user action, a system
/// event, an API or a delegate method newer than the profile (`user.control_center` on
/// iOS 6). applife still does it; the warning says a real device of that version would not.
extension ScriptSession {
    /// `user.*` and `system.*` by name, with the iOS version their Apple counterpart appeared in.
    static let actionsIntroducedIn: [String: (since: Int, apple: String)] = {
        var table: [String: (since: Int, apple: String)] = [:]
        for library in APIDescription.lua.libraries where library.name == "user" || library.name == "system" {
            for function in library.functions {
                if let apple = function.apple, let since = apple.since { table[function.name] = (since, apple.api) }
            }
        }
        return table
    }()

    /// Warns once per run when `name` needs a newer iOS than the device's.
    func checkVersion(_ name: String, since: Int, what: String) {
        let ios = device.profile.ios
        guard since > ios, !versionWarnings.contains(name) else { return }
        versionWarnings.insert(name)
        device.append(TraceRecord(
            app: appStack.last.map { device.name(of: $0) }, kind: .warning,
            message: "\(name): \(what) appeared in iOS \(since); this device runs iOS \(ios), which did not have it "
                + "(applife does it anyway)",
            at: state.currentLocation()))
    }

    /// A user action or system event newer than the profile.
    func checkActionVersion(_ name: String) {
        guard let entry = Self.actionsIntroducedIn[name] else { return }
        checkVersion(name, since: entry.since, what: entry.apple)
    }

    /// A delegate method UIKit of this version would never call.
    func checkDelegateVersion(_ method: DelegateMethod, app: AppID) {
        let route = method.route
        guard route.since > device.profile.ios, !versionWarnings.contains(route.selector) else { return }
        versionWarnings.insert(route.selector)
        device.append(TraceRecord(
            app: device.name(of: app), kind: .warning,
            message: "\(route.selector) appeared in iOS \(route.since); UIKit of iOS \(device.profile.ios) would not call it "
                + "(applife does anyway)"))
    }
}
