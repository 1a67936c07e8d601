import Lifecycle
import LuaHost

/// `dispatch.*`, `now`, `busy`, `log` and `notifications.*`: GCD and
/// NotificationCenter as app code uses them.
extension ScriptSession {
    func dispatchLibrary() -> [(String, LuaFunction)] {
        [
            (
                "async",
                LuaFunction("async") { [unowned self] call in
                    let app = try runningApp(for: "dispatch.async")
                    let function = try call.function(1)
                    try engine { try device.application(app).async(block(function, app: app)) }
                    return .none
                }
            ),
            (
                "after",
                LuaFunction("after") { [unowned self] call in
                    let app = try runningApp(for: "dispatch.after")
                    let seconds = try call.number(1)
                    let function = try call.function(2)
                    try engine { try device.application(app).after(seconds, block(function, app: app)) }
                    return .none
                }
            ),
            (
                "timer",
                LuaFunction("timer") { [unowned self] call in
                    let app = try runningApp(for: "dispatch.timer")
                    let interval = try call.number(1)
                    let function = try call.function(2)
                    let start = try call.optionalNumber(3)
                    let handle = try engine {
                        try device.application(app).timer(every: interval, start: start, block(function, app: app))
                    }
                    return try call.returning(.object(LuaObject(TimerBox(handle), as: classes.timer)))
                }
            ),
            (
                "group",
                LuaFunction("group") { [unowned self] call in
                    let app = try runningApp(for: "dispatch.group")
                    let group = try engine { try device.application(app).makeGroup() }
                    return try call.returning(.object(LuaObject(GroupBox(group, app: app), as: classes.group)))
                }
            ),
            (
                "work",
                LuaFunction("work") { [unowned self] call in
                    let app = try runningApp(for: "dispatch.work")
                    let seconds = try call.number(1)
                    let function = try call.function(2)
                    try engine { try device.application(app).work(seconds, completion: block(function, app: app)) }
                    return .none
                }
            ),
        ]
    }

    func timeFunctions() -> [(String, LuaFunction)] {
        [
            (
                "now",
                LuaFunction("now") { [unowned self] call in
                    let time = run.currentApp.map { device.application($0).now } ?? device.now
                    return call.returning(number: time.seconds)
                }
            ),
            (
                "busy",
                LuaFunction("busy") { [unowned self] call in
                    let app = try runningApp(for: "busy")
                    let seconds = try call.number(1)
                    try engine { try device.application(app).busy(seconds) }
                    return .none
                }
            ),
            (
                "log",
                LuaFunction("log") { [unowned self] call in
                    // Each part and the line are cut to a few KB; the record counts
                    // against the output limit like every record of the trace.
                    var parts: [String] = []
                    for index in stride(from: Int32(1), through: call.count, by: 1) {
                        parts.append(
                            call.type(index) == .string
                                ? try call.cutText(index) : TextCut.text(try logText(call.value(index))))
                    }
                    let message = TextCut.text(parts.joined(separator: " "))
                    if let app = run.currentApp {
                        device.application(app).log(message, scene: run.currentScene)
                    } else {
                        logRecord(message)
                    }
                    try checkFatal()
                    return .none
                }
            ),
        ]
    }

    func notificationsLibrary() -> [(String, LuaFunction)] {
        [
            (
                "observe",
                LuaFunction("observe") { [unowned self] call in
                    let app = try runningApp(for: "notifications.observe")
                    let name = try call.string(1)
                    guard AppNotification(rawValue: name) != nil else { throw Self.unknownNotification(name) }
                    let function = try call.function(2)
                    let token = try engine {
                        try device.application(app).observe(
                            name,
                            handler(function, app: app) { session, posted in
                                [try session.notificationValue(posted)]
                            })
                    }
                    return try call.returning(.object(LuaObject(TokenBox(token, app: app), as: classes.token)))
                }
            ),
            (
                "remove",
                LuaFunction("remove") { [unowned self] call in
                    let token = try call.object(1, classes.token, as: TokenBox.self)
                    device.application(token.app).remove(token.token)
                    return .none
                }
            ),
        ]
    }

    /// Suggests the nearest notification name. Whole names are long, so a
    /// dropped `UIApplication` (or `UIScene`) prefix or `Notification` suffix is too far
    /// for plain edit distance: compare the cores, UIApplication's first.
    static func unknownNotification(_ name: String) -> DeclarationError {
        let names = AppNotification.allCases.map(\.rawValue)
        func core(_ s: String) -> String {
            var s = Substring(s)
            for prefix in ["UIApplication", "UIScene"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
            if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
            return String(s)
        }
        let cores = names.map(core)
        let scene = name.hasPrefix("UIScene")
        if let hit = Spelling.nearest(to: core(name), in: cores),
            let index = cores.indices.first(where: { cores[$0] == hit && names[$0].hasPrefix("UIScene") == scene })
                ?? cores.firstIndex(of: hit)
        {
            return DeclarationError("unknown notification name '\(name)' (did you mean '\(names[index])'?)")
        }
        return DeclarationError(unknown: name, in: "notification name", candidates: names)
    }

    /// `log`'s text for a value: a plain table inline in Lua syntax (`{url = "todolist://..."}`,
    /// three levels, 400 characters at most), everything else as ``describe(_:)``.
    func logText(_ value: LuaValue) throws -> String {
        if case .reference(let ref) = value, ref.type == .table, !state.hasMetatable(value),
            let snapshot = try? state.table(ref, maxDepth: 3), let shown = try? plain(.table(snapshot)).lua()
        {
            return shown.count > 400 ? String(shown.prefix(400)) + " ...}" : shown
        }
        return try describe(value)
    }

    /// `tostring` for log lines: strings as they are, the rest as Lua shows them.
    func describe(_ value: LuaValue) throws -> String {
        switch value {
        case .string(let s): return s.text
        case .nil: return "nil"
        case .boolean(let b): return String(b)
        case .integer(let i): return String(i)
        case .number(let d): return formatLuaNumber(d)
        default:
            let shown = try state.call(try state.global("tostring"), arguments: [value])
            return shown.first?.stringValue ?? value.typeName
        }
    }

    static func makeTimerClass(_ home: SessionLink) -> LuaClass {
        LuaClass(
            name: "DispatchTimer",
            methods: [
                home.method("cancel") { session, call in
                    try call.object(1, session.classes.timer, as: TimerBox.self).handle.cancel()
                    return .none
                }
            ])
    }

    static func makeGroupClass(_ home: SessionLink) -> LuaClass {
        LuaClass(
            name: "DispatchGroup",
            methods: [
                home.method("enter") { session, call in
                    try call.object(1, session.classes.group, as: GroupBox.self).group.enter()
                    return .none
                },
                home.method("leave") { session, call in
                    let box = try call.object(1, session.classes.group, as: GroupBox.self)
                    try session.engine { try box.group.leave() }
                    return .none
                },
                home.method("notify") { session, call in
                    let box = try call.object(1, session.classes.group, as: GroupBox.self)
                    let function = try call.function(2)
                    try session.engine { try box.group.notify(session.block(function, app: box.app)) }
                    return .none
                },
            ])
    }

    /// `Notification` as an observer gets it: `name`, `object` (the scene, for UIScene
    /// notifications) and `userInfo` (the launch options of DidFinishLaunching, else nil).
    func notificationValue(_ posted: PostedNotification) throws -> LuaValue {
        var table = LuaTable()
        table["name"] = .string(LuaString(posted.name))
        if let scene = posted.scene { table["object"] = try sceneValue(scene) }
        if let options = posted.userInfo {
            table["userInfo"] = try LaunchOptionsTable.value(options, item: shortcutItemValue)
        }
        return .table(table)
    }
}

/// Engine values that Lua holds as userdata.
final class TimerBox {
    let handle: TimerHandle
    init(_ handle: TimerHandle) { self.handle = handle }
}

final class GroupBox {
    let group: WorkGroup
    let app: AppID
    init(_ group: WorkGroup, app: AppID) {
        self.group = group
        self.app = app
    }
}

final class TokenBox {
    let token: ObserverToken
    let app: AppID
    init(_ token: ObserverToken, app: AppID) {
        self.token = token
        self.app = app
    }
}
