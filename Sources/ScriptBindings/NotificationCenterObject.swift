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
        "requestAuthorization", "setBadgeCount",
    ]

    /// `UNUserNotificationCenter.current`.
    func notificationCenterLibrary() -> [(String, LuaFunction)] {
        [
            (
                "current",
                LuaFunction("current") { [unowned self] call in
                    guard let app = currentApp else {
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
        if let ref = notificationCenters[app] { return .reference(ref) }
        let ref = try state.makeReference(.object(LuaObject(CenterBox(app: app), as: notificationCenterClass)))
        notificationCenters[app] = ref
        return .reference(ref)
    }

    func makeNotificationCenterClass() throws -> LuaClass {
        var methods: [String: LuaRef] = [:]
        for (name, function) in notificationCenterMethods() {
            methods[name] = try state.makeReference(.function(function))
        }
        return LuaClass(
            name: "UNUserNotificationCenter",
            metamethods: [
                (
                    "__index",
                    LuaFunction("__index") { call in
                        let key = try call.string(2)
                        guard let method = methods[key] else {
                            throw DeclarationError(
                                unknown: key, in: "UNUserNotificationCenter method",
                                candidates: Self.notificationCenterMethodNames)
                        }
                        return try call.returning(.reference(method))
                    }
                ),
                (
                    "__newindex",
                    LuaFunction("__newindex") { call in
                        throw LuaHostError.message(
                            "the notification center is read-only: its delegate is app{ notification_delegate = { ... } }"
                        )
                    }
                ),
                (
                    "__tostring",
                    LuaFunction("__tostring") { [unowned self] call in
                        let box = try call.object(1, notificationCenterClass, as: CenterBox.self)
                        return try call.returning(
                            .string(LuaString("UNUserNotificationCenter (\(device.name(of: box.app)))")))
                    }
                ),
            ])
    }

    private func notificationCenterMethods() -> [(String, LuaFunction)] {
        [
            centerMethod("add") { [unowned self] center, call in
                let request = try notificationRequest(call, 2)
                let completion = try errorHandler(call, 3, center.app)
                try engine { try center.add(request, completion: completion) }
            },
            centerMethod("getPendingNotificationRequests") { [unowned self] center, call in
                let function = try call.function(2)
                try engine {
                    try center.pendingRequests(
                        handler(function, app: center.app) { _, requests in
                            [.table(LuaTable(array: requests.map(NotificationValues.request)))]
                        })
                }
            },
            centerMethod("removePendingNotificationRequests") { [unowned self] center, call in
                let ids = try identifiers(call, 2)
                try engine { try center.removePendingRequests(ids) }
            },
            centerMethod("removeAllPendingNotificationRequests") { [unowned self] center, _ in
                try engine { try center.removeAllPendingRequests() }
            },
            centerMethod("getDeliveredNotifications") { [unowned self] center, call in
                let function = try call.function(2)
                try engine {
                    try center.deliveredNotifications(
                        handler(function, app: center.app) { _, delivered in
                            [.table(LuaTable(array: delivered.map(NotificationValues.delivered)))]
                        })
                }
            },
            centerMethod("removeDeliveredNotifications") { [unowned self] center, call in
                let ids = try identifiers(call, 2)
                try engine { try center.removeDeliveredNotifications(ids) }
            },
            centerMethod("removeAllDeliveredNotifications") { [unowned self] center, _ in
                try engine { try center.removeAllDeliveredNotifications() }
            },
            centerMethod("getNotificationSettings") { [unowned self] center, call in
                let function = try call.function(2)
                try engine {
                    try center.settings(
                        handler(function, app: center.app) { _, settings in [NotificationValues.settings(settings)] })
                }
            },
            centerMethod("setNotificationCategories") { [unowned self] center, call in
                let categories = try notificationCategories(call, 2)
                try engine { try center.setCategories(categories) }
            },
            centerMethod("requestAuthorization") { [unowned self] center, call in
                let options = try authorizationOptions(call, 2)
                let completion = try call.optionalFunction(3).map { function in
                    handler(function, app: center.app) { (_: ScriptSession, granted: Bool) in [.boolean(granted)] }
                }
                try engine { _ = try center.requestAuthorization(options, completion: completion) }
            },
            centerMethod("setBadgeCount") { [unowned self] center, call in
                let value = try call.integer(2)
                let completion = try errorHandler(call, 3, center.app)
                try engine { try center.setBadgeCount(Int(clamping: value), completion: completion) }
            },
        ]
    }

    /// A method called as `center:name(...)`: argument 1 is the center, used in its own
    /// app's code only.
    private func centerMethod(
        _ name: String, _ body: @escaping (UserNotificationCenter, LuaCall) throws -> Void
    ) -> (String, LuaFunction) {
        (
            name,
            LuaFunction(name) { [unowned self] call in
                try body(try ownCenter(call, name), call)
                return .none
            }
        )
    }

    private func ownCenter(_ call: LuaCall, _ method: String) throws -> UserNotificationCenter {
        guard let box = try? call.object(1, notificationCenterClass, as: CenterBox.self) else {
            let got = call.count == 0 ? "no value" : (try? call.value(1))?.typeName ?? "a value"
            throw LuaHostError.badArgument(
                1, "UNUserNotificationCenter expected, got \(got): call it with ':' (center:\(method)(...))")
        }
        let name = device.name(of: box.app)
        guard let running = currentApp else {
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
