import Lifecycle
import LuaHost

/// The `application` object of callbacks (UIApplication) and the handle
/// `app{}` returns, as Lua classes.
extension ScriptSession {
    static let applicationProperties = [
        "state", "badge", "backgroundTimeRemaining", "name", "memoryFootprint", "isProtectedDataAvailable",
    ] + notificationApplicationProperties
    static let applicationMethodNames = [
        "beginBackgroundTask", "endBackgroundTask", "requestAuthorization", "openURL", "canOpenURL",
    ] + systemServiceMethodNames + notificationApplicationMethodNames
    static let appFields = ["name", "bundle_id", "state", "badge", "terminated", "scenes"] + notificationAppFields
    /// UIApplication's own property names, read as the short ones (`applicationIconBadgeNumber` is `badge`).
    static let applicationAppleNames = ["applicationState": "state", "applicationIconBadgeNumber": "badge"]

    func makeApplicationClass() throws -> LuaClass {
        let methods: [(String, LuaFunction)] = [
            ("beginBackgroundTask", LuaFunction("beginBackgroundTask") { [unowned self] call in
                let handle = try ownApplication(call)
                var name: String?
                var handler: LuaRef?
                if call.type(2) == .function {
                    handler = try call.function(2)
                } else {
                    name = try call.optionalString(2)
                    handler = try call.optionalFunction(3)
                }
                let block: Block? = handler.map { self.block($0, app: handle.id) }
                try handle.application.use(name == nil ? .beginBackgroundTask : .beginBackgroundTaskWithName)
                let id = handle.application.beginBackgroundTask(name: name, expiration: block)
                return call.returning(integer: Int64(id.rawValue))
            }),
            ("endBackgroundTask", LuaFunction("endBackgroundTask") { [unowned self] call in
                let handle = try ownApplication(call)
                let id = try call.integer(2)
                try handle.application.use(.endBackgroundTask)
                handle.application.endBackgroundTask(BackgroundTaskID(rawValue: Int(id)))
                return .none
            }),
            ("requestAuthorization", LuaFunction("requestAuthorization") { [unowned self] call in
                let handle = try ownApplication(call)
                let options = try authorizationOptions(call, 2)
                let completion = try call.optionalFunction(3).map { function in
                    self.handler(function, app: handle.id) { (_: ScriptSession, granted: Bool) in [.boolean(granted)] }
                }
                let granted = try engine { try handle.application.requestAuthorization(options, completion: completion) }
                return call.returning(boolean: granted)
            }),
            ("openURL", LuaFunction("openURL") { [unowned self] call in
                let handle = try ownApplication(call)
                let url = try call.string(2)
                var universalLinksOnly = false
                var completion: LuaRef?
                if call.type(3) == .function {
                    completion = try call.function(3)
                } else {
                    if call.type(3) == .table {
                        let options = try state.table(try call.table(3))
                        try checkKeys(options, allowed: ["universalLinksOnly"], what: "openURL option")
                        universalLinksOnly = options["universalLinksOnly"].isTruthy
                    }
                    completion = try call.optionalFunction(4)
                }
                let block: ((Bool) throws -> Void)? = completion.map { function in
                    self.handler(function, app: handle.id) { (_: ScriptSession, ok: Bool) in [.boolean(ok)] }
                }
                let opened = try engine {
                    try handle.application.openURL(url, universalLinksOnly: universalLinksOnly, completion: block)
                }
                // Before iOS 10 the synchronous openURL: answers at once; later the completion does.
                return device.profile.ios < 10 ? call.returning(boolean: opened) : .none
            }),
            ("canOpenURL", LuaFunction("canOpenURL") { [unowned self] call in
                let handle = try ownApplication(call)
                try handle.application.use(.canOpenURL)
                return call.returning(boolean: handle.application.canOpenURL(try call.string(2)))
            }),
        ] + systemServiceMethods() + notificationApplicationMethods()
        for (name, function) in methods {
            applicationMethods[name] = try state.makeReference(.function(function))
        }
        return LuaClass(name: "UIApplication", metamethods: [
            ("__index", LuaFunction("__index") { [unowned self] call in
                let handle = try ownApplication(call)
                let name = try call.string(2)
                let key = Self.applicationAppleNames[name] ?? name
                let application = handle.application
                switch key {
                case "state":
                    try application.use(.applicationState)
                    return try call.returning(.string(LuaString(application.state.rawValue)))
                case "badge": return call.returning(integer: Int64(application.badge))
                case "backgroundTimeRemaining":
                    try application.use(.backgroundTimeRemaining)
                    return call.returning(number: application.backgroundTimeRemaining)
                case "name": return try call.returning(.string(LuaString(application.name)))
                case "memoryFootprint": return call.returning(integer: Int64(application.memoryFootprint))
                case "isProtectedDataAvailable":
                    try application.use(.isProtectedDataAvailable)
                    return call.returning(boolean: application.isProtectedDataAvailable)
                default:
                    if let method = applicationMethods[key] { return try call.returning(.reference(method)) }
                    if let value = try notificationApplicationProperty(application, key) { return try call.returning(value) }
                    throw DeclarationError(
                        unknown: key, in: "application field",
                        candidates: Self.applicationProperties + Self.applicationMethodNames)
                }
            }),
            ("__newindex", LuaFunction("__newindex") { [unowned self] call in
                let handle = try ownApplication(call)
                let key = try call.string(2)
                guard (Self.applicationAppleNames[key] ?? key) == "badge" else {
                    throw LuaHostError.message("application.\(key) cannot be set (only application.badge can)")
                }
                let value = try call.integer(3)
                try engine { try handle.application.setBadge(Int(value)) }
                return .none
            }),
            ("__tostring", LuaFunction("__tostring") { [unowned self] call in
                let handle = try call.object(1, applicationClass, as: AppHandle.self)
                return try call.returning(.string(LuaString("UIApplication (\(handle.name))")))
            }),
        ])
    }

    func makeAppClass() -> LuaClass {
        LuaClass(name: "App", metamethods: [
            ("__index", LuaFunction("__index") { [unowned self] call in
                let handle = try call.object(1, appClass, as: AppHandle.self)
                let key = try call.string(2)
                switch key {
                case "name": return try call.returning(.string(LuaString(handle.name)))
                case "bundle_id": return try call.returning(.string(LuaString(handle.bundleID)))
                case "state": return try call.returning(.string(LuaString(device.state(of: handle.id).rawValue)))
                case "badge":
                    guard let badge = device.badge(of: handle.id) else { return try call.returning(.nil) }
                    return call.returning(integer: Int64(badge))
                case "terminated":
                    guard let termination = device.termination(of: handle.id) else { return try call.returning(.nil) }
                    return try call.returning(.string(LuaString(termination.reason.rawValue)))
                case "scenes":
                    return try call.returning(scenesValue(handle.id))
                default:
                    if let value = notificationAppField(handle.id, key) { return try call.returning(value) }
                    throw DeclarationError(unknown: key, in: "app field", candidates: Self.appFields)
                }
            }),
            ("__newindex", LuaFunction("__newindex") { call in
                throw LuaHostError.message("an app handle is read-only (set the badge from app code: application.badge = n)")
            }),
            ("__tostring", LuaFunction("__tostring") { [unowned self] call in
                let handle = try call.object(1, appClass, as: AppHandle.self)
                return try call.returning(.string(LuaString("app \(handle.name)")))
            }),
        ])
    }

    /// The app behind an `application` argument, which must be the app whose
    /// code runs now: code runs as one app at a time, so another app's object
    /// (kept in a shared table) or one used from the scenario is refused.
    func ownApplication(_ call: LuaCall) throws -> AppHandle {
        let handle = try call.object(1, applicationClass, as: AppHandle.self)
        guard let running = currentApp else {
            throw LuaHostError.message(
                "the application object of \(handle.name) works only in \(handle.name)'s own code (a callback, block, "
                    + "timer or observer); from the scenario use the app handle app{} returned (its state, badge, name)")
        }
        guard running == handle.id else {
            throw LuaHostError.message(
                "the application object of \(handle.name) cannot be used from \(device.name(of: running))'s code: "
                    + "code runs as one app at a time; use the application object your callback received")
        }
        return handle
    }

    /// `{ "badge", "alert", "sound" }`.
    func authorizationOptions(_ call: LuaCall, _ index: Int32) throws -> [Authorization] {
        let table = try state.table(try call.table(index))
        return try table.sequence.map { value in
            guard case .string(let s) = value else {
                throw LuaHostError.badArgument(index, "list of 'badge', 'alert', 'sound' expected")
            }
            guard let option = Authorization(rawValue: s.text) else {
                throw DeclarationError(unknown: s.text, in: "authorization", candidates: Authorization.allCases.map(\.rawValue))
            }
            return option
        }
    }
}
