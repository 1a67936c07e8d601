import Lifecycle
import LuaHost

/// `UNUserNotificationCenter.current()` in app code: the global table `UNUserNotificationCenter`
/// and the center object its `current()` returns, one per app, whose methods work only in
/// that app's own code. Completion handlers run on the app's main queue.
///
///     local center = UNUserNotificationCenter.current()
///     center:add({ identifier = "r1", content = { title = "Hi" }, trigger = { seconds = 60 } })
///     center:getPendingNotificationRequests(function(requests) log(#requests) end)
extension ScriptSession {
    static let notificationCenterMethodNames = [
        "add", "getPendingNotificationRequests", "removePendingNotificationRequests",
        "removeAllPendingNotificationRequests", "getDeliveredNotifications", "removeDeliveredNotifications",
        "removeAllDeliveredNotifications", "getNotificationSettings", "setNotificationCategories",
        "getNotificationCategories", "requestAuthorization", "setBadgeCount",
    ]

    /// `UNUserNotificationCenter.current`.
    func notificationCenterLibrary() -> [(String, LuaFunction)] {
        [
            (
                "current",
                LuaFunction("current") { [unowned self] call in
                    guard let app = run.currentApp else {
                        throw LuaHostError.message(
                            "UNUserNotificationCenter.current() works only in app code (a callback, block, timer or observer); "
                                + "from the scenario read app.pending_notifications and app.delivered_notifications")
                    }
                    _ = try engine { try device.application(app).notificationCenter() }
                    return try call.returning(try notificationCenterValue(app))
                }
            )
        ]
    }

    /// The app's center object, made once so every `current()` returns the same one.
    private func notificationCenterValue(_ app: AppID) throws -> LuaValue {
        if let ref = run.notificationCenters[app] { return .reference(ref) }
        let ref = try state.makeReference(.object(LuaObject(CenterBox(app: app), as: classes.notificationCenter)))
        run.notificationCenters[app] = ref
        return .reference(ref)
    }

    static func makeNotificationCenterClass(_ home: SessionLink, state: LuaState) throws -> LuaClass {
        var methods: [String: LuaRef] = [:]
        for (name, function) in notificationCenterMethods(home) {
            methods[name] = try state.makeReference(.function(function))
        }
        return LuaClass(
            name: "UNUserNotificationCenter",
            metamethods: [
                home.method("__index") { session, call in
                    let key = try call.string(2)
                    if key == "delegate" {
                        let center = try session.ownCenter(call, "delegate")
                        return try call.returning(session.luaDelegate(center.app)?.notificationDelegateValue() ?? .nil)
                    }
                    guard let method = methods[key] else {
                        throw DeclarationError(
                            unknown: key, in: "UNUserNotificationCenter method",
                            candidates: Self.notificationCenterMethodNames + ["delegate"])
                    }
                    return try call.returning(.reference(method))
                },
                home.method("__newindex") { session, call in
                    let key = try call.string(2)
                    guard key == "delegate" else {
                        throw LuaHostError.message(
                            "UNUserNotificationCenter has no field '\(TextCut.text(key, limit: 80))' to set: "
                                + "only its delegate (center.delegate = { willPresent = ..., didReceive = ... })")
                    }
                    try session.setNotificationDelegate(call)
                    return .none
                },
                home.method("__tostring") { session, call in
                    let box = try call.object(1, session.classes.notificationCenter, as: CenterBox.self)
                    return try call.returning(
                        .string(LuaString("UNUserNotificationCenter (\(session.device.name(of: box.app)))")))
                },
            ])
    }

    private static func notificationCenterMethods(_ home: SessionLink) -> [(String, LuaFunction)] {
        [
            centerMethod(home, "add") { session, center, call in
                let request = try session.notificationRequest(call, 2)
                let completion = try session.errorHandler(call, 3, center.app)
                try session.engine { try center.add(request, completion: completion) }
            },
            centerMethod(home, "getPendingNotificationRequests") { session, center, call in
                let function = try call.function(2)
                try session.engine {
                    try center.pendingRequests(
                        session.handler(function, app: center.app) { session, requests in
                            [.table(LuaTable(array: requests.map { session.requestValue(RequestView($0)) }))]
                        })
                }
            },
            centerMethod(home, "removePendingNotificationRequests") { session, center, call in
                let ids = try session.identifiers(call, 2)
                try session.engine { try center.removePendingRequests(ids) }
            },
            centerMethod(home, "removeAllPendingNotificationRequests") { session, center, _ in
                try session.engine { try center.removeAllPendingRequests() }
            },
            centerMethod(home, "getDeliveredNotifications") { session, center, call in
                let function = try call.function(2)
                try session.engine {
                    try center.deliveredNotifications(
                        session.handler(function, app: center.app) { session, delivered in
                            [.table(LuaTable(array: delivered.map { session.userNotificationValue($0.notification) }))]
                        })
                }
            },
            centerMethod(home, "removeDeliveredNotifications") { session, center, call in
                let ids = try session.identifiers(call, 2)
                try session.engine { try center.removeDeliveredNotifications(ids) }
            },
            centerMethod(home, "removeAllDeliveredNotifications") { session, center, _ in
                try session.engine { try center.removeAllDeliveredNotifications() }
            },
            centerMethod(home, "getNotificationSettings") { session, center, call in
                let function = try call.function(2)
                try session.engine {
                    try center.settings(
                        session.handler(function, app: center.app) { _, settings in
                            [NotificationValues.settings(settings)]
                        })
                }
            },
            centerMethod(home, "setNotificationCategories") { session, center, call in
                let categories = try session.notificationCategories(call, 2)
                try session.engine { try center.setCategories(categories) }
            },
            centerMethod(home, "getNotificationCategories") { session, center, call in
                let function = try call.function(2)
                try session.engine {
                    try center.categories(
                        session.handler(function, app: center.app) { _, categories in
                            [.table(LuaTable(array: categories.map(NotificationValues.category)))]
                        })
                }
            },
            centerMethod(home, "requestAuthorization") { session, center, call in
                let (options, flags) = try session.authorizationOptions(call, 2)
                let completion = try call.optionalFunction(3).map { function in
                    session.handler(function, app: center.app) { (_: ScriptSession, granted: Bool) in
                        [.boolean(granted)]
                    }
                }
                try session.engine {
                    _ = try center.requestAuthorization(options, flags: flags, completion: completion)
                }
            },
            centerMethod(home, "setBadgeCount") { session, center, call in
                let value = try call.integer(2)
                let completion = try session.errorHandler(call, 3, center.app)
                try session.engine { try center.setBadgeCount(Int(clamping: value), completion: completion) }
            },
        ]
    }

    /// A method called as `center:name(...)`: argument 1 is the center, used in its own
    /// app's code only.
    private static func centerMethod(
        _ home: SessionLink, _ name: String,
        _ body: @escaping (ScriptSession, UserNotificationCenter, LuaCall) throws -> Void
    ) -> (String, LuaFunction) {
        home.method(name) { session, call in
            try body(session, try session.ownCenter(call, name), call)
            return .none
        }
    }

    private func ownCenter(_ call: LuaCall, _ method: String) throws -> UserNotificationCenter {
        guard let box = try? call.object(1, classes.notificationCenter, as: CenterBox.self) else {
            let got = call.count == 0 ? "no value" : (try? call.value(1))?.typeName ?? "a value"
            throw LuaHostError.badArgument(
                1, "UNUserNotificationCenter expected, got \(got): call it with ':' (center:\(method)(...))")
        }
        let name = device.name(of: box.app)
        guard let running = run.currentApp else {
            throw LuaHostError.message(
                "the notification center of \(name) works only in \(name)'s own code (a callback, block, timer or observer)"
            )
        }
        guard running == box.app else {
            throw LuaHostError.message(
                "the notification center of \(name) cannot be used from \(device.name(of: running))'s code: "
                    + "each app calls UNUserNotificationCenter.current() itself")
        }
        return try engine { try device.application(running).notificationCenter() }
    }

    /// `center.delegate = t`: a table of notification-delegate functions (as
    /// `notification_delegate` takes them) or nil, for this process of the center's app.
    private func setNotificationDelegate(_ call: LuaCall) throws {
        let center = try ownCenter(call, "delegate")
        let table: LuaRef?
        switch try call.value(3) {
        case .nil: table = nil
        case .reference(let ref) where ref.type == .table: table = ref
        case let other:
            throw LuaHostError.message(
                "UNUserNotificationCenter.delegate must be a table of functions (willPresent, didReceive, ...) or nil "
                    + "(got \(other.typeName))")
        }
        guard let delegate = luaDelegate(center.app) else { return }
        do {
            try delegate.assignNotificationDelegate(table, place: "UNUserNotificationCenter.current().delegate")
        } catch let error as DeclarationError {
            throw LuaHostError.message(error.text(options.language))
        }
        try engine { try center.delegateWasSet(present: table != nil) }
    }

    /// The Lua delegate of an app declared with `app{}`.
    func luaDelegate(_ app: AppID) -> LuaDelegate? { device.spec(of: app).delegate as? LuaDelegate }

    /// An optional completion handler that gets nil or an error name.
    private func errorHandler(_ call: LuaCall, _ index: Int32, _ app: AppID) throws -> ((String?) throws -> Void)? {
        try call.optionalFunction(index).map { function in
            handler(function, app: app) { (_: ScriptSession, error: String?) in
                [error.map { .string(LuaString($0)) } ?? .nil]
            }
        }
    }
}

/// One app's notification center as Lua holds it.
final class CenterBox {
    let app: AppID
    init(app: AppID) { self.app = app }
}
