import Lifecycle
import LuaHost

/// The `application` object of callbacks (UIApplication) and the handle
/// `app{}` returns, as Lua classes.
extension ScriptSession {
    static let applicationProperties =
        [
            "state", "badge", "backgroundTimeRemaining", "name", "memoryFootprint", "isProtectedDataAvailable",
            "shortcutItems", "connectedScenes", "openSessions",
        ] + notificationApplicationProperties
    static let applicationMethodNames =
        [
            "beginBackgroundTask", "endBackgroundTask", "requestAuthorization", "open", "openURL", "canOpenURL",
            "play_audio",
        ] + systemServiceMethodNames + sceneRequestMethodNames + notificationApplicationMethodNames
    static let appFields =
        ["name", "bundle_id", "state", "badge", "terminated", "scenes", "process", "defaults", "files"]
        + notificationAppFields + recordAppFields
    /// UIApplication's own property names, read as the short ones (`applicationIconBadgeNumber` is `badge`).
    static let applicationAppleNames = ["applicationState": "state", "applicationIconBadgeNumber": "badge"]
    /// `endBackgroundTask(nil)`, most often the capture slip of an expiration handler.
    static let nilTaskID =
        "a task id expected, got nil. In `local id = application:beginBackgroundTask(name, function() application:endBackgroundTask(id) end)`"
        + " the handler's `id` is not that local: a local exists only after its statement, so the handler reads a global nil."
        + " Declare it first: `local id` on its own line, then `id = application:beginBackgroundTask(...)`"

    static func makeApplicationClass(_ home: SessionLink, state: LuaState) throws -> LuaClass {
        let methods: [(String, LuaFunction)] =
            [
                home.method("beginBackgroundTask") { session, call in
                    let handle = try session.ownApplication(call)
                    var name: String?
                    var handler: LuaRef?
                    if call.type(2) == .function {
                        handler = try call.function(2)
                    } else {
                        // A name (TextBound): each open task keeps its own copy.
                        name = call.isNoneOrNil(2) ? nil : try call.cutText(2, limit: TextBound.name)
                        handler = try call.optionalFunction(3)
                    }
                    let block: Block? = handler.map { session.block($0, app: handle.id) }
                    try handle.application.use(name == nil ? .beginBackgroundTask : .beginBackgroundTaskWithName)
                    let id = handle.application.beginBackgroundTask(name: name, expiration: block)
                    return call.returning(integer: Int64(id.rawValue))
                },
                home.method("endBackgroundTask") { session, call in
                    let handle = try session.ownApplication(call)
                    if call.type(2) == .nil || call.type(2) == .none {
                        throw LuaHostError.badArgument(2, Self.nilTaskID)
                    }
                    let id = try call.integer(2)
                    try handle.application.use(.endBackgroundTask)
                    handle.application.endBackgroundTask(BackgroundTaskID(rawValue: Int(id)))
                    return .none
                },
                home.method("requestAuthorization") { session, call in
                    let handle = try session.ownApplication(call)
                    let (options, flags) = try session.authorizationOptions(call, 2)
                    let completion = try call.optionalFunction(3).map { function in
                        session.handler(function, app: handle.id) { (_: ScriptSession, granted: Bool) in
                            [.boolean(granted)]
                        }
                    }
                    let granted = try session.engine {
                        try handle.application.requestAuthorization(
                            options, flags: flags, completion: completion)
                    }
                    return call.returning(boolean: granted)
                },
                home.method("openURL") { session, call in
                    let opened = try session.openURL(call, modern: false)
                    // Before iOS 10 the synchronous openURL: answers at once; later the completion does.
                    return session.device.profile.ios < 10 ? call.returning(boolean: opened) : .none
                },
                home.method("open") { session, call in
                    _ = try session.openURL(call, modern: true)
                    return .none
                },
                home.method("canOpenURL") { session, call in
                    let handle = try session.ownApplication(call)
                    try handle.application.use(.canOpenURL)
                    return call.returning(boolean: handle.application.canOpenURL(try call.string(2)))
                },
                home.method("play_audio") { session, call in
                    let handle = try session.ownApplication(call)
                    let seconds = try call.number(2)
                    try session.engine { try handle.application.playAudio(seconds: seconds) }
                    return .none
                },
            ] + systemServiceMethods(home) + sceneRequestMethods(home) + notificationApplicationMethods(home)
        var applicationMethods: [String: LuaRef] = [:]
        for (name, function) in methods {
            applicationMethods[name] = try state.makeReference(.function(function))
        }
        return LuaClass(
            name: "UIApplication",
            metamethods: [
                home.method("__index") { session, call in
                    let handle = try session.ownApplication(call)
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
                    case "shortcutItems":
                        let items = try session.engine { try application.shortcutItems() }
                        return try call.returning(.table(LuaTable(array: try items.map(session.shortcutItemValue))))
                    case "connectedScenes":
                        let scenes = try session.engine { try application.connectedScenes() }
                        return try call.returning(.table(LuaTable(array: try scenes.map(session.sceneValue))))
                    case "openSessions":
                        let sessions = try session.engine { try application.openSessions() }
                        return try call.returning(.table(LuaTable(array: try sessions.map(session.sessionTable))))
                    default:
                        if let method = applicationMethods[key] { return try call.returning(.reference(method)) }
                        if let value = try session.notificationApplicationProperty(application, key) {
                            return try call.returning(value)
                        }
                        throw DeclarationError(
                            unknown: key, in: "application field",
                            candidates: Self.applicationProperties + Self.applicationMethodNames,
                            apple: AppleSpellings.application)
                    }
                },
                home.method("__newindex") { session, call in
                    let handle = try session.ownApplication(call)
                    let key = try call.string(2)
                    if key == "shortcutItems" {
                        let items = try session.shortcutItems(call, 3)
                        try session.engine { try handle.application.setShortcutItems(items) }
                        return .none
                    }
                    guard (Self.applicationAppleNames[key] ?? key) == "badge" else {
                        throw LuaHostError.message(
                            "application.\(key) cannot be set (only application.badge and application.shortcutItems can)"
                        )
                    }
                    let value = try call.integer(3)
                    try session.engine { try handle.application.setBadge(Int(value)) }
                    return .none
                },
                home.method("__tostring") { session, call in
                    let handle = try call.object(1, session.classes.application, as: AppHandle.self)
                    return try call.returning(.string(LuaString("UIApplication (\(handle.name))")))
                },
            ])
    }

    static func makeAppClass(_ home: SessionLink) -> LuaClass {
        LuaClass(
            name: "App",
            metamethods: [
                home.method("__index") { session, call in
                    let handle = try call.object(1, session.classes.app, as: AppHandle.self)
                    let key = try call.string(2)
                    switch key {
                    case "name": return try call.returning(.string(LuaString(handle.name)))
                    case "bundle_id": return try call.returning(.string(LuaString(handle.bundleID)))
                    case "state":
                        return try call.returning(.string(LuaString(session.device.state(of: handle.id).rawValue)))
                    case "badge":
                        guard let badge = session.device.badge(of: handle.id) else {
                            return try call.returning(.nil)
                        }
                        return call.returning(integer: Int64(badge))
                    case "terminated":
                        guard let termination = session.device.termination(of: handle.id) else {
                            return try call.returning(.nil)
                        }
                        return try call.returning(.string(LuaString(termination.reason.rawValue)))
                    case "scenes":
                        return try call.returning(session.scenesValue(handle.id))
                    case "process":
                        guard let process = session.device.runningProcess(of: handle.id) else {
                            return try call.returning(.nil)
                        }
                        var table = LuaTable()
                        table["number"] = .integer(Int64(process.number))
                        table["launched"] = .number(process.started.seconds)
                        return try call.returning(.table(table))
                    case "defaults":
                        let pairs = session.device.defaults(of: handle.id)
                        return try call.returning(Self.luaValue(.table(pairs)))
                    case "files":
                        return try call.returning(
                            .table(
                                LuaTable(array: session.device.files(of: handle.id).map { .string(LuaString($0)) }))
                        )
                    default:
                        if let value = session.notificationAppField(handle.id, key) {
                            return try call.returning(value)
                        }
                        if let value = session.recordAppField(handle.id, key) {
                            return try call.returning(value)
                        }
                        throw DeclarationError(
                            unknown: key, in: "app field", candidates: Self.appFields, apple: AppleSpellings.appHandle)
                    }
                },
                (
                    "__newindex",
                    LuaFunction("__newindex") { call in
                        throw LuaHostError.message(
                            "an app handle is read-only (set the badge from app code: application.badge = n)")
                    }
                ),
                home.method("__tostring") { session, call in
                    let handle = try call.object(1, session.classes.app, as: AppHandle.self)
                    return try call.returning(.string(LuaString("app \(handle.name)")))
                },
            ])
    }

    /// The app behind an `application` argument, which must be the app whose
    /// code runs now: code runs as one app at a time, so another app's object
    /// (kept in a shared table) or one used from the scenario is refused.
    func ownApplication(_ call: LuaCall) throws -> AppHandle {
        let handle = try call.object(1, classes.application, as: AppHandle.self)
        guard let running = run.currentApp else {
            throw LuaHostError.message(
                "the application object of \(handle.name) works only in \(handle.name)'s own code (a callback, block, "
                    + "timer or observer); from the scenario use the app handle app{} returned (its state, badge, name)"
            )
        }
        guard running == handle.id else {
            throw LuaHostError.message(
                "the application object of \(handle.name) cannot be used from \(device.name(of: running))'s code: "
                    + "code runs as one app at a time; use the application object your callback received")
        }
        return handle
    }

    /// `application:openURL(url, options?, completion?)` and `application:open(...)` (always the
    /// iOS 10 method): the options table (`{ universalLinksOnly = true }`) may be left out.
    func openURL(_ call: LuaCall, modern: Bool) throws -> Bool {
        let handle = try ownApplication(call)
        let url = try call.string(2)
        var universalLinksOnly = false
        var completion: LuaRef?
        if call.type(3) == .function {
            completion = try call.function(3)
        } else {
            if call.type(3) == .table {
                let options = try state.table(try call.table(3))
                try checkKeys(options, allowed: ["universalLinksOnly"], what: "\(modern ? "open" : "openURL") option")
                universalLinksOnly = options["universalLinksOnly"].isTruthy
            } else if !call.isNoneOrNil(3) {
                throw LuaHostError.badArgument(3, "table expected ({ universalLinksOnly = true }) or a completion")
            }
            completion = try call.optionalFunction(4)
        }
        let block: ((Bool) throws -> Void)? = completion.map { function in
            handler(function, app: handle.id) { (_: ScriptSession, ok: Bool) in [.boolean(ok)] }
        }
        return try engine {
            guard modern else {
                return try handle.application.openURL(url, universalLinksOnly: universalLinksOnly, completion: block)
            }
            try handle.application.open(url, universalLinksOnly: universalLinksOnly, completion: block)
            return false
        }
    }

    /// The words `requestAuthorization` takes: the options, and the request's flags
    /// (`provisional`, `providesAppNotificationSettings`, iOS 12).
    static let authorizationWords =
        Authorization.allCases.map(\.rawValue) + AuthorizationFlag.allCases.map(\.rawValue)

    /// `{ "badge", "alert", "sound" }`, and the flags `"provisional"` and
    /// `"providesAppNotificationSettings"` (how the request is answered, not options the user grants).
    func authorizationOptions(_ call: LuaCall, _ index: Int32) throws -> (
        options: [Authorization], flags: Set<AuthorizationFlag>
    ) {
        let table = try state.table(try call.table(index))
        var flags: Set<AuthorizationFlag> = []
        let options = try table.sequence.compactMap { value -> Authorization? in
            guard case .string(let s) = value else {
                throw LuaHostError.badArgument(
                    index, "list of \(Self.authorizationWords.map { "'\($0)'" }.joined(separator: ", ")) expected")
            }
            if let flag = AuthorizationFlag(rawValue: s.text) {
                flags.insert(flag)
                return nil
            }
            guard let option = Authorization(rawValue: s.text) else {
                throw DeclarationError(unknown: s.text, in: "authorization", candidates: Self.authorizationWords)
            }
            return option
        }
        return (options, flags)
    }
}
