import Lifecycle
import LuaHost

/// The system's objects as Swift spells them in app code: `UIApplication.shared`,
/// `UserDefaults.standard`, `BGTaskScheduler.shared` and `ProcessInfo.processInfo`. Each is the running app's own:
/// read from the scenario (no app code on the stack) they are an error that says so, and an
/// object kept by one app's code refuses to serve another's.
extension ScriptSession {
    static let userDefaultsMethods = ["set", "get", "remove"]
    static let schedulerMethods = ["register", "submit", "cancel", "cancelAllTaskRequests", "getPendingTaskRequests"]
    static let processInfoProperties = ["isLowPowerModeEnabled", "performExpiringActivity"]

    func installSystemObjects() throws {
        try systemObject(
            "UIApplication", ["shared": { [unowned self] app in try applicationValue(handle(for: app)) }],
            constants: Self.applicationConstants, apple: AppleSpellings.uiApplication)
        try systemObject(
            "UserDefaults",
            [
                "standard": { [unowned self] app in
                    .object(LuaObject(handle(for: app), as: classes.userDefaults))
                }
            ], apple: AppleSpellings.userDefaultsGlobal)
        try systemObject(
            "BGTaskScheduler",
            [
                "shared": { [unowned self] app in
                    try handle(for: app).application.use(.sharedScheduler)
                    return .object(LuaObject(handle(for: app), as: classes.scheduler))
                }
            ], apple: AppleSpellings.schedulerGlobal)
        try systemObject(
            "ProcessInfo",
            ["processInfo": { [unowned self] app in .object(LuaObject(handle(for: app), as: classes.processInfo)) }],
            apple: AppleSpellings.processInfoGlobal)
    }

    /// A global table whose `objects` are made for the running app when read; its
    /// `constants` are its own keys, readable anywhere.
    private func systemObject(
        _ name: String, _ fields: [String: (AppID) throws -> LuaValue], constants: [(name: String, value: String)] = [],
        apple: [String: [String]]
    ) throws {
        let names = (fields.keys + constants.map(\.name)).sorted()
        let index = LuaFunction("__index") { [unowned self] call in
            let key = try call.string(2)
            guard let make = fields[key] else {
                throw DeclarationError(unknown: key, in: "field", candidates: names, apple: apple, prefix: "\(name).")
            }
            guard let app = run.currentApp else {
                throw LuaHostError.message(
                    "\(name).\(key) is the running app's own: read it in app code (a callback, a block, a timer or main); "
                        + "from the scenario use the app handle app{} returned")
            }
            return try call.returning(try make(app))
        }
        let guarded = try state.loadHostChunk(
            "local t, index, name = ...; return setmetatable(t, { __index = index, __newindex = function() "
                + "error(name .. ' is the system\\'s: its fields cannot be set', 2) end, __metatable = false })",
            name: "=[applife]")
        let table = LuaValue.table(
            LuaTable(fields: constants.map { (.string(LuaString($0.name)), LuaValue($0.value)) }))
        let result = try state.call(.reference(guarded), arguments: [table, .function(index), LuaValue(name)])
        try state.setGlobal(name, result.first ?? .nil)
    }

    /// The handle behind a system object's method call (argument 1), which must belong to
    /// the app whose code runs now.
    private func ownObject(_ call: LuaCall, _ luaClass: LuaClass, _ what: String) throws -> AppHandle {
        let handle = try call.object(1, luaClass, as: AppHandle.self)
        guard let running = run.currentApp else {
            throw LuaHostError.message(
                "\(what) works only in \(handle.name)'s own code (a callback, block, timer or main)")
        }
        guard running == handle.id else {
            throw LuaHostError.message(
                "\(handle.name)'s \(what) cannot be used from \(device.name(of: running))'s code: each app has its own")
        }
        return handle
    }

    // MARK: UserDefaults

    static func makeUserDefaultsClass(_ home: SessionLink) -> LuaClass {
        let methods: [String: LuaFunction] = [
            "set": home.function("set") { session, call in
                let handle = try session.ownObject(call, session.classes.userDefaults, "UserDefaults.standard")
                let key = try Self.defaultsKey(call)
                let value =
                    call.type(3) == .nil || call.type(3) == .none
                    ? nil : try session.storedValue(try call.value(3), key: key)
                try session.engine { try handle.application.setDefault(key, value) }
                return .none
            },
            "get": home.function("get") { session, call in
                let handle = try session.ownObject(call, session.classes.userDefaults, "UserDefaults.standard")
                let key = try Self.defaultsKey(call)
                let value = try session.engine { try handle.application.storedDefault(key) }
                return try call.returning(value.map(Self.luaValue) ?? .nil)
            },
            "remove": home.function("remove") { session, call in
                let handle = try session.ownObject(call, session.classes.userDefaults, "UserDefaults.standard")
                let key = try Self.defaultsKey(call)
                try session.engine { try handle.application.setDefault(key, nil) }
                return .none
            },
        ]
        return objectClass("UserDefaults", methods, order: Self.userDefaultsMethods, apple: AppleSpellings.userDefaults)
    }

    /// A `UserDefaults` key: text, as iOS's keys are. A key with bytes that are not UTF-8 is
    /// an error at the caller's line, never changed (two such keys once became one).
    /// A key too long to be one is left for the device's bound to refuse.
    static func defaultsKey(_ call: LuaCall) throws -> String {
        let (bytes, total) = try call.bytes(2, limit: 4096)
        guard total <= 4096 else { return try call.string(2) }
        guard let key = String(validating: bytes, as: UTF8.self) else {
            throw call.argumentError(2, "a UserDefaults key must be UTF-8 text (\(ScriptSession.textOnlyAdvice))")
        }
        return key
    }

    // MARK: ProcessInfo

    /// `ProcessInfo.processInfo`: `isLowPowerModeEnabled` (iOS 9; an unrecognized selector before)
    /// and `performExpiringActivity(reason, block)` (iOS 8.2).
    static func makeProcessInfoClass(_ home: SessionLink) -> LuaClass {
        LuaClass(
            name: "ProcessInfo",
            metamethods: [
                home.method("__index") { session, call in
                    let handle = try session.ownObject(call, session.classes.processInfo, "ProcessInfo.processInfo")
                    switch try call.string(2) {
                    case "isLowPowerModeEnabled":
                        return try call.returning(.boolean(try handle.application.isLowPowerModeEnabled))
                    case "performExpiringActivity":
                        return try call.returning(.function(session.performExpiringActivityFunction(home)))
                    case let key:
                        throw DeclarationError(
                            unknown: key, in: "ProcessInfo field", candidates: Self.processInfoProperties,
                            apple: AppleSpellings.processInfo)
                    }
                },
                home.method("__newindex") { _, _ in
                    throw LuaHostError.message("ProcessInfo.processInfo's fields are the system's: they cannot be set")
                },
            ])
    }

    /// `ProcessInfo.processInfo:performExpiringActivity(reason, function(expired) ... end)`:
    /// the block runs later as app code; `busy(seconds)` inside it blocks its own thread,
    /// which is how long the activity lasts.
    func performExpiringActivityFunction(_ home: SessionLink) -> LuaFunction {
        home.function("performExpiringActivity") { session, call in
            let handle = try session.ownObject(call, session.classes.processInfo, "ProcessInfo.processInfo")
            guard call.type(2) == .string, let reason = try? call.cutText(2, limit: TextBound.name), !reason.isEmpty
            else {
                throw LuaHostError.badArgument(
                    2, "a reason expected (a non-empty string: \"it must not be nil or an empty string\")")
            }
            let function = try call.function(3)
            let app = handle.id
            let link = session.link
            try session.engine {
                try handle.application.performExpiringActivity(reason: reason) { expired in
                    try link.withSession { session in
                        let outer = session.run.expiringBusy
                        session.run.expiringBusy = 0
                        defer { session.run.expiringBusy = outer }
                        _ = try session.runAppCode(function, app: app, arguments: [.boolean(expired)])
                        return session.run.expiringBusy ?? 0
                    }
                }
            }
            return .none
        }
    }

    // MARK: BGTaskScheduler

    static func makeSchedulerClass(_ home: SessionLink) -> LuaClass {
        let methods: [String: LuaFunction] = [
            "register": home.function("register") { session, call in
                try session.registerTask(
                    session.ownObject(call, session.classes.scheduler, "BGTaskScheduler.shared"), call)
            },
            "submit": home.function("submit") { session, call in
                try session.submitTask(
                    session.ownObject(call, session.classes.scheduler, "BGTaskScheduler.shared"), call)
            },
            "cancel": home.function("cancel") { session, call in
                let handle = try session.ownObject(call, session.classes.scheduler, "BGTaskScheduler.shared")
                try session.engine { try handle.application.cancelTaskRequest(try call.string(2)) }
                return .none
            },
            "cancelAllTaskRequests": home.function("cancelAllTaskRequests") { session, call in
                let handle = try session.ownObject(call, session.classes.scheduler, "BGTaskScheduler.shared")
                try session.engine { try handle.application.cancelAllTaskRequests() }
                return .none
            },
            "getPendingTaskRequests": home.function("getPendingTaskRequests") { session, call in
                let handle = try session.ownObject(call, session.classes.scheduler, "BGTaskScheduler.shared")
                let function = try call.function(2)
                let completion = session.handler(function, app: handle.id) {
                    (_: ScriptSession, requests: [TaskRequest]) in
                    [.table(LuaTable(array: requests.map(Self.taskRequestTable)))]
                }
                try session.engine { try handle.application.pendingTaskRequests(completion) }
                return .none
            },
        ]
        return objectClass("BGTaskScheduler", methods, order: Self.schedulerMethods, apple: AppleSpellings.scheduler)
    }

    /// A task request as Lua reads it back: the fields `submit` takes.
    static func taskRequestTable(_ request: TaskRequest) -> LuaValue {
        var table = LuaTable()
        table["identifier"] = .string(LuaString(request.identifier))
        table["kind"] = .string(LuaString(request.kind.rawValue))
        if let earliest = request.earliestBegin { table["earliest"] = .number(earliest) }
        if request.requiresExternalPower { table["requires_external_power"] = true }
        if request.requiresNetworkConnectivity { table["requires_network"] = true }
        return .table(table)
    }

    /// A class of methods only, whose unknown names suggest the nearest.
    private static func objectClass(
        _ name: String, _ methods: [String: LuaFunction], order: [String], apple: [String: [String]]
    ) -> LuaClass {
        LuaClass(
            name: name,
            metamethods: [
                (
                    "__index",
                    LuaFunction("__index") { call in
                        let key = try call.string(2)
                        guard let method = methods[key] else {
                            throw DeclarationError(
                                unknown: key, in: "\(name) method", candidates: order, apple: apple)
                        }
                        return try call.returning(.function(method))
                    }
                ),
                (
                    "__newindex",
                    LuaFunction("__newindex") { _ in
                        throw LuaHostError.message(
                            "\(name) has no fields to set (call its methods: \(order.joined(separator: ", ")))")
                    }
                ),
                ("__tostring", LuaFunction("__tostring") { call in try call.returning(.string(LuaString(name))) }),
            ])
    }
}
