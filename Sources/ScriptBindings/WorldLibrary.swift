import Lifecycle
import LuaHost

/// `user.*`, `system.*` and `device{}`: what the person holding the phone and
/// the system do (design §3), each run at the current virtual time.
extension ScriptSession {
    /// Actions that come with engine part 2; named so a typo still finds them.
    static let laterUserActions = ["tap_notification", "shortcut", "airdrop", "open_url"]
    static let laterSystemActions = [
        "memory_pressure", "silent_push", "background_fetch", "location", "bluetooth", "url_session",
    ]

    /// Wraps an action: only from the scenario, engine errors become Lua errors.
    func action(_ name: String, _ body: @escaping (LuaCall) throws -> Void) -> (String, LuaFunction) {
        let short = String(name.split(separator: ".").last!)
        return (short, LuaFunction(name) { [unowned self] call in
            guard appStack.isEmpty else {
                throw LuaHostError.message(
                    "\(name) cannot be called from app code (a callback or block): call it from the scenario")
            }
            worldStarted = true
            try engine { try body(call) }
            return .none
        })
    }

    func userLibrary() -> [(String, LuaFunction)] {
        [
            action("user.tap") { [unowned self] call in try device.tap(appArgument(call, 1).id) },
            action("user.home") { [unowned self] _ in try device.home() },
            action("user.lock") { [unowned self] _ in try device.lock() },
            action("user.unlock") { [unowned self] _ in try device.unlock() },
            action("user.switcher") { [unowned self] _ in try device.openSwitcher() },
            action("user.switch_to") { [unowned self] call in try device.switchTo(appArgument(call, 1).id) },
            action("user.kill") { [unowned self] call in try device.kill(appArgument(call, 1).id) },
            action("user.notification_center") { [unowned self] _ in try device.notificationCenter() },
            action("user.control_center") { [unowned self] _ in try device.controlCenter() },
            action("user.dismiss") { [unowned self] _ in try device.dismiss() },
        ] + Self.laterUserActions.map { notYet("user.\($0)") }
    }

    func systemLibrary() -> [(String, LuaFunction)] {
        [
            action("system.call") { [unowned self] call in
                let options = try state.table(try call.table(1))
                try checkKeys(options, allowed: ["answer", "after", "duration"], what: "system.call option")
                let answer: Bool? = options["answer"].isNil ? nil : options["answer"].isTruthy
                let ring = options["after"].numberValue ?? 0
                let duration = options["duration"].numberValue ?? 0
                try device.incomingCall(answer: answer, after: ring, duration: duration)
            },
            action("system.memory_warning") { [unowned self] _ in try device.memoryWarning() },
            action("system.reboot") { [unowned self] _ in try device.reboot() },
            action("system.grant") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let what = try call.string(2)
                guard let option = Authorization(rawValue: what) else {
                    throw DeclarationError(
                        unknown: what, in: "permission", candidates: Authorization.allCases.map(\.rawValue))
                }
                // A forgotten answer must not silently mean "denied".
                guard call.type(3) == .boolean else { throw LuaHostError.badArgument(3, "boolean expected") }
                try device.grant(handle.id, option, call.boolean(3))
            },
        ] + Self.laterSystemActions.map { notYet("system.\($0)") }
    }

    private func notYet(_ name: String) -> (String, LuaFunction) {
        action(name) { _ in
            throw LuaHostError.message("\(name) is not available yet: it comes with engine part 2 (URLs, launches)")
        }
    }

    /// `device{ ios = 12, lock = "resignOnly", ... }`: the profile, before anything happens.
    func deviceFunction() -> LuaFunction {
        LuaFunction("device") { [unowned self] call in
            guard !worldStarted else {
                throw LuaHostError.message("device{} must come before the first user or system action")
            }
            let table = try state.table(try call.table(1))
            if let ios = options.ios {
                device.profile = Profile(ios: ios) // --ios wins over the file
            } else if case .integer(let ios) = table["ios"] {
                device.profile = Profile(ios: Int(ios))
            } else if !table["ios"].isNil {
                throw LuaHostError.message("device{}: field 'ios' must be an integer iOS version (got \(table["ios"].typeName))")
            }
            for field in table.fields {
                guard case .string(let key) = field.key, key.text != "ios" else { continue }
                let value: SwitchValue
                switch field.value {
                case .boolean(let b): value = .bool(b)
                case .integer(let i): value = .number(Double(i))
                case .number(let d): value = .number(d)
                case .string(let s): value = .string(s.text)
                default:
                    throw LuaHostError.message("device{}: switch '\(key.text)' takes a boolean, number or string")
                }
                try engine { try device.profile.set(key.text, to: value) }
            }
            return .none
        }
    }

    func checkKeys(_ table: LuaTable, allowed: [String], what: String) throws {
        for field in table.fields {
            guard case .string(let key) = field.key, allowed.contains(key.text) else {
                let name = field.key.stringValue ?? field.key.typeName
                throw DeclarationError(unknown: name, in: what, candidates: allowed)
            }
        }
    }
}
