import Lifecycle
import LuaHost

/// `user.*`, `system.*` and `device{}`: what the person holding the phone and
/// the system do (docs/reference.md), each run at the current virtual time.
extension ScriptSession {
    /// Wraps an action: only from the scenario, engine errors become Lua errors.
    func action(_ name: String, _ body: @escaping (LuaCall) throws -> Void) -> (String, LuaFunction) {
        returningAction(name) { call in
            try body(call)
            return .nil
        }
    }

    /// An action with a result (`user.open_window` returns the new scene).
    func returningAction(_ name: String, _ body: @escaping (LuaCall) throws -> LuaValue) -> (String, LuaFunction) {
        let short = String(name.split(separator: ".").last!)
        return (
            short,
            LuaFunction(name) { [unowned self] call in
                try refuseInsideInvariant(name)
                guard run.currentApp == nil else {
                    throw LuaHostError.message(
                        "\(name) cannot be called from app code (a callback or block): call it from the scenario")
                }
                run.worldStarted = true
                let result = try engine { try body(call) }
                try checkInvariantsAfter(name)
                return result.isNil ? .none : try call.returning(result)
            }
        )
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
            action("user.tap_notification") { [unowned self] call in try tapNotification(call) },
            action("user.shortcut") { [unowned self] call in
                try device.shortcut(appArgument(call, 1).id, type: call.string(2))
            },
            action("user.airdrop") { [unowned self] call in
                _ = try device.airdrop(call.string(2), to: appArgument(call, 1).id)
            },
            action("user.open_url") { [unowned self] call in _ = try device.openURL(call.string(1)) },
            action("user.continue_activity") { [unowned self] call in
                try device.continueActivity(appArgument(call, 1).id, activity(call, 2))
            },
            returningAction("user.open_window") { [unowned self] call in
                try device.openWindow(appArgument(call, 1).id).map(sceneValue) ?? .nil
            },
            action("user.close_window") { [unowned self] call in try device.closeWindow(sceneArgument(call, 1)) },
            action("user.focus") { [unowned self] call in try device.focus(sceneArgument(call, 1)) },
            action("user.kill_scene") { [unowned self] call in try device.killScene(sceneArgument(call, 1)) },
            action("user.delete_app") { [unowned self] call in try device.deleteApp(appArgument(call, 1).id) },
            action("user.accept_share") { [unowned self] call in
                let metadata = try call.optionalString(2) ?? "share"
                try device.acceptCloudKitShare(appArgument(call, 1).id, metadata: metadata)
            },
            action("user.open_document") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let file = try call.string(2)
                var annotation: String?
                var type: String?
                if call.type(3) == .table {
                    let options = try state.table(try call.table(3))
                    try checkKeys(options, allowed: ["annotation", "type"], what: "open_document option")
                    annotation = options["annotation"].stringValue
                    type = options["type"].stringValue
                } else if call.type(3) != .none && call.type(3) != .nil {
                    throw LuaHostError.badArgument(3, "table expected ({ annotation = ..., type = ... })")
                }
                _ = try device.openDocument(file, type: type, in: handle.id, annotation: annotation)
            },
        ]
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
                // system.grant(app, true): the answer to the prompt, every option together.
                if call.type(2) == .boolean, call.count == 2 { return try device.grant(handle.id, call.boolean(2)) }
                let what = try call.string(2)
                guard let option = Authorization(rawValue: what) else {
                    throw DeclarationError(
                        unknown: what, in: "permission", candidates: Authorization.allCases.map(\.rawValue))
                }
                // A forgotten answer must not silently mean "denied".
                guard call.type(3) == .boolean else { throw LuaHostError.badArgument(3, "boolean expected") }
                try device.grant(handle.id, option, call.boolean(3))
            },
            action("system.memory_pressure") { [unowned self] call in
                let word = try call.optionalString(1) ?? "warning"
                guard let level = MemoryPressure(rawValue: word) else {
                    throw DeclarationError(
                        unknown: word, in: "memory pressure level", candidates: MemoryPressure.allCases.map(\.rawValue))
                }
                let need = call.type(2) == .nil || call.type(2) == .none ? nil : try call.integer(2)
                try device.memoryPressure(level, needMB: need.map { Int(clamping: $0) })
            },
            action("system.silent_push") { [unowned self] call in
                let body = call.type(2) == .table ? try payload(call, 2) : ["content-available": "1"]
                try device.silentPush(appArgument(call, 1).id, payload: body)
            },
            action("system.background_fetch") { [unowned self] call in
                try device.backgroundFetch(appArgument(call, 1).id)
            },
            action("system.location") { [unowned self] call in try device.location(appArgument(call, 1).id) },
            action("system.bluetooth") { [unowned self] call in
                let word = try call.optionalString(2) ?? "central"
                guard let role = BluetoothRole(rawValue: word) else {
                    throw DeclarationError(
                        unknown: word, in: "Bluetooth kind", candidates: BluetoothRole.allCases.map(\.rawValue))
                }
                try device.bluetooth(appArgument(call, 1).id, role)
            },
            action("system.url_session") { [unowned self] call in
                try device.urlSession(appArgument(call, 1).id, identifier: call.string(2))
            },
            action("system.disconnect_scene") { [unowned self] call in
                try device.disconnectScene(sceneArgument(call, 1))
            },
            action("system.prewarm") { [unowned self] call in try device.prewarm(appArgument(call, 1).id) },
            action("system.notification") { [unowned self] call in
                try device.deliverNotification(appArgument(call, 1).id, notification(call, payload: 2, kind: 3))
            },
            action("system.background_task") { [unowned self] call in
                try device.runBackgroundTask(appArgument(call, 1).id, identifier: call.string(2))
            },
            action("system.end_background_time") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let how = try call.optionalString(2) ?? "expire"
                guard ["expire", "terminate"].contains(how) else {
                    throw DeclarationError(
                        unknown: how, in: "end_background_time mode", candidates: ["expire", "terminate"])
                }
                try device.endBackgroundTime(handle.id, terminating: how == "terminate")
            },
            action("system.significant_time_change") { [unowned self] _ in try device.significantTimeChange() },
            action("system.settings") { [unowned self] call in try device.changeSettings(settingsChange(call)) },
        ]
    }

    /// `device{ ios = 12, lock = "resignOnly", ... }`: the profile, before anything happens.
    func deviceFunction() -> LuaFunction {
        LuaFunction("device") { [unowned self] call in
            try refuseInsideInvariant("device{}")
            guard !run.worldStarted else {
                throw LuaHostError.message("device{} must come before the first user or system action")
            }
            let table = try state.table(try call.table(1))
            var profile = device.profile
            if let ios = options.ios {
                profile = try Self.profile(ios: Int64(ios), from: "--ios")  // --ios wins over the file
            } else if case .integer(let ios) = table["ios"] {
                profile = try Self.profile(ios: ios, from: "device{}: ios =")
            } else if !table["ios"].isNil {
                throw LuaHostError.message(
                    "device{}: field 'ios' must be an integer iOS version (got \(table["ios"].typeName))")
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
                try refuseSaturatingSeconds(key.text, value)
                try engine { try profile.set(key.text, to: value) }
            }
            if let problem = device.incompatibility(with: profile) {
                throw LuaHostError.message("device{}: \(problem)")
            }
            device.profile = profile
            return .none
        }
    }

    /// The longest time a script may give a switch that takes seconds (about 11.6 days).
    static let maximumSwitchSeconds: Double = 1_000_000

    /// A switch in seconds past ``maximumSwitchSeconds`` would make every deadline it sets stop
    /// at the clock's end (about 292 years), and the next task would be blamed on the app.
    private func refuseSaturatingSeconds(_ name: String, _ value: SwitchValue) throws {
        let seconds: Double?
        switch value {
        case .number(let n): seconds = n
        case .string(let text): seconds = Double(text)  // numbers may come as text
        case .bool: seconds = nil
        }
        guard Profile.describe(name)?.accepts == "seconds", let n = seconds, n > Self.maximumSwitchSeconds else {
            return
        }
        throw LuaHostError.message(
            "device{}: switch '\(name)' takes seconds from 0 to \(Int(Self.maximumSwitchSeconds)) (got \(formatLuaNumber(n)))"
        )
    }

    /// The profile of a modelled iOS version; anything else is refused, naming where it came from.
    static func profile(ios: Int64, from what: String) throws -> Profile {
        do {
            return try Profile.validated(ios: Int(clamping: ios))
        } catch let error as EngineError {
            throw LuaHostError.message(versionProblem(ios: ios, from: what, error))
        }
    }

    static func versionProblem(ios: Int64, from what: String, _ error: EngineError) -> String {
        "\(what) \(ios): \(error)"
    }

    /// `payload` (a table) and `kind` ("remote" or "local", default remote) as a notification.
    func notification(_ call: LuaCall, payload index: Int32, kind kindIndex: Int32) throws -> UserNotification {
        let word = try call.optionalString(kindIndex) ?? "remote"
        guard let kind = UserNotification.Kind(rawValue: word) else {
            throw DeclarationError(
                unknown: word, in: "notification kind", candidates: UserNotification.Kind.allCases.map(\.rawValue))
        }
        return UserNotification(kind: kind, payload: try payload(call, index))
    }

    /// A notification payload: string keys, scalar values; nested tables flatten to dotted
    /// keys (`{ aps = { alert = "Hi" } }` → `aps.alert = "Hi"`).
    func payload(_ call: LuaCall, _ index: Int32) throws -> [String: String] {
        guard call.type(index) == .table else { return [:] }
        var result: [String: String] = [:]
        try flatten(try state.table(try call.table(index)), prefix: "", into: &result, depth: 0) {
            LuaHostError.badArgument(index, $0)
        }
        return result
    }

    /// A table an app returned (a scene's restoration activity) as a flat dictionary.
    func flatDictionary(_ table: LuaTable) throws -> [String: String] {
        var result: [String: String] = [:]
        try flatten(table, prefix: "", into: &result, depth: 0) { LuaHostError.message($0) }
        return result
    }

    func flatDictionary(_ ref: LuaRef) throws -> [String: String] { try flatDictionary(try state.table(ref)) }

    private func flatten(
        _ table: LuaTable, prefix: String, into result: inout [String: String], depth: Int, _ fail: (String) -> Error
    ) throws {
        guard depth < 8 else { throw fail("payload nests too deeply") }
        for field in table.fields {
            let key: String
            switch field.key {
            case .string(let s): key = prefix + s.text
            case .integer(let i): key = prefix + String(i)
            default: throw fail("payload keys must be strings")
            }
            switch field.value {
            case .string(let s): result[key] = s.text
            case .integer(let i): result[key] = String(i)
            case .number(let d): result[key] = String(d)
            case .boolean(let b): result[key] = String(b)
            case .table(let t): try flatten(t, prefix: key + ".", into: &result, depth: depth + 1, fail)
            case .reference(let ref) where ref.type == .table:
                try flatten(try state.table(ref), prefix: key + ".", into: &result, depth: depth + 1, fail)
            default: throw fail("payload value '\(key)' must be a string, number, boolean or table")
            }
        }
    }

    /// `{ type = "...", webpageURL = "https://...", userInfo = {...}, fails = true }`.
    func activity(_ call: LuaCall, _ index: Int32) throws -> UserActivity {
        let table = try state.table(try call.table(index))
        try checkKeys(table, allowed: ["type", "webpageURL", "userInfo", "fails"], what: "activity field")
        guard case .string(let type) = table["type"] else {
            throw LuaHostError.badArgument(
                index, "activity.type must be a string such as \"NSUserActivityTypeBrowsingWeb\"")
        }
        var info: [String: String] = [:]
        if case .table(let userInfo) = table["userInfo"] { info = try flatDictionary(userInfo) }
        let link = table["webpageURL"].stringValue
        if let link, (try? AppURL(link)) == nil {
            throw LuaHostError.badArgument(index, "activity.webpageURL '\(link)' is not a URL")
        }
        var activity = UserActivity(type: type.text, userInfo: info, webpageURL: link)
        switch table["fails"] {
        case .nil, .boolean(false): break
        case .boolean(true):
            guard activity.isHandoff else {
                throw LuaHostError.badArgument(
                    index,
                    "activity.fails is for Handoff: a universal link or a Spotlight item has no data on its way from another device"
                )
            }
            activity.failsToArrive = true
        case let other:
            throw LuaHostError.badArgument(index, "activity.fails must be a boolean (got \(other.typeName))")
        }
        return activity
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
