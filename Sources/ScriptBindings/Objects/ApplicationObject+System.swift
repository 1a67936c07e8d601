import Lifecycle
import LuaHost

/// The `application` methods that reach system services: the badge count, memory,
/// background fetch, BGTaskScheduler, the container's files; and the `BGTask` object a
/// launch handler receives.
extension ScriptSession {
    static let systemServiceMethodNames = [
        "setBadgeCount", "allocate", "free", "setMinimumBackgroundFetchInterval", "registerTask", "submitTask",
        "writeFile", "moveItem", "removeItem", "fileExists",
    ]

    static func systemServiceMethods(_ home: SessionLink) -> [(String, LuaFunction)] {
        [
            method(home, "setBadgeCount") { session, handle, call in
                let value = try call.integer(2)
                let completion = try call.optionalFunction(3).map { function in
                    session.handler(function, app: handle.id) { (_: ScriptSession, error: String?) in
                        [error.map { .string(LuaString($0)) } ?? .nil]
                    }
                }
                try session.engine {
                    try handle.application.setBadgeCount(Int(clamping: value), completion: completion)
                }
                return .none
            },
            method(home, "allocate") { session, handle, call in
                let mb = try call.integer(2)
                try session.engine { try handle.application.allocate(Int(clamping: mb)) }
                return .none
            },
            method(home, "free") { session, handle, call in
                let mb = try call.integer(2)
                try session.engine { try handle.application.free(Int(clamping: mb)) }
                return .none
            },
            method(home, "setMinimumBackgroundFetchInterval") { session, handle, call in
                let interval: BackgroundFetchInterval
                switch try call.value(2) {
                case .string(let s) where s.text == "minimum": interval = .minimum
                case .string(let s) where s.text == "never": interval = .never
                case .integer(let i): interval = .seconds(Double(i))
                case .number(let d): interval = .seconds(d)
                default: throw LuaHostError.badArgument(2, "seconds, \"minimum\" or \"never\" expected")
                }
                try session.engine { try handle.application.setMinimumBackgroundFetchInterval(interval) }
                return .none
            },
            method(home, "registerTask") { session, handle, call in try session.registerTask(handle, call) },
            method(home, "submitTask") { session, handle, call in try session.submitTask(handle, call) },
            method(home, "writeFile") { session, handle, call in
                let url = try call.string(2)
                return call.returning(boolean: try session.engine { try handle.application.writeFile(url) })
            },
            method(home, "moveItem") { session, handle, call in
                let from = try call.string(2)
                let to = try call.string(3)
                return call.returning(
                    boolean: try session.engine { try handle.application.moveItem(from: from, to: to) })
            },
            method(home, "removeItem") { session, handle, call in
                let url = try call.string(2)
                return call.returning(boolean: try session.engine { try handle.application.removeItem(url) })
            },
            method(home, "fileExists") { _, handle, call in
                call.returning(boolean: handle.application.fileExists(try call.string(2)))
            },
        ]
    }

    /// `register(identifier, handler)`, for `application:registerTask` and
    /// `BGTaskScheduler.shared:register`: the object is argument 1.
    func registerTask(_ handle: AppHandle, _ call: LuaCall) throws -> LuaResults {
        let identifier = try call.string(2)
        let function = try call.function(3)
        let app = handle.id
        let registered = try engine {
            try handle.application.registerTask(
                identifier,
                handler: handler(function, app: app) { session, task in
                    [.object(LuaObject(TaskBox(task, app: app), as: session.classes.task))]
                })
        }
        return call.returning(boolean: registered)
    }

    /// `submit(request)`: true, or false and the error.
    func submitTask(_ handle: AppHandle, _ call: LuaCall) throws -> LuaResults {
        let request = try taskRequest(call, 2)
        let error = try engine { try handle.application.submitTask(request) }
        guard let error else { return call.returning(boolean: true) }
        return try call.returning(.boolean(false), .string(LuaString(error.rawValue)))
    }

    /// An `application:name(...)` method: the handle is argument 1.
    private static func method(
        _ home: SessionLink, _ name: String, _ body: @escaping (ScriptSession, AppHandle, LuaCall) throws -> LuaResults
    ) -> (String, LuaFunction) {
        home.method(name) { session, call in try body(session, try session.ownApplication(call), call) }
    }

    /// `{ identifier = "...", kind = "refresh"|"processing", earliest = seconds,
    ///    requires_external_power = bool, requires_network = bool }`.
    private func taskRequest(_ call: LuaCall, _ index: Int32) throws -> TaskRequest {
        let table = try state.table(try call.table(index))
        try checkKeys(
            table, allowed: ["identifier", "kind", "earliest", "requires_external_power", "requires_network"],
            what: "task request field")
        guard case .string(let identifier) = table["identifier"] else {
            throw LuaHostError.badArgument(index, "request.identifier must be a string from bg_task_identifiers")
        }
        let word = table["kind"].stringValue ?? "refresh"
        guard let kind = TaskRequest.Kind(rawValue: word) else {
            throw DeclarationError(
                unknown: word, in: "task kind", candidates: TaskRequest.Kind.allCases.map(\.rawValue))
        }
        let earliest: Double?
        switch table["earliest"] {
        case .nil: earliest = nil
        case .integer(let i): earliest = Double(i)
        case .number(let d): earliest = d
        default: throw LuaHostError.badArgument(index, "request.earliest must be a number of seconds")
        }
        return TaskRequest(
            identifier: identifier.text, kind: kind, earliestBegin: earliest,
            requiresExternalPower: table["requires_external_power"].isTruthy,
            requiresNetworkConnectivity: table["requires_network"].isTruthy)
    }

    /// `BGTask`: `task.identifier`, `task.kind`, `task.expirationHandler = fn`, `task:setTaskCompleted(ok)`.
    static func makeTaskClass(_ home: SessionLink) -> LuaClass {
        let complete = home.function("setTaskCompleted") { session, call in
            let box = try session.ownTask(call)
            guard call.type(2) == .boolean else { throw LuaHostError.badArgument(2, "boolean expected (success)") }
            box.task.setTaskCompleted(success: call.boolean(2))
            return .none
        }
        return LuaClass(
            name: "BGTask",
            metamethods: [
                home.method("__index") { session, call in
                    let box = try call.object(1, session.classes.task, as: TaskBox.self)
                    switch try call.string(2) {
                    case "identifier": return try call.returning(.string(LuaString(box.task.identifier)))
                    case "kind": return try call.returning(.string(LuaString(box.task.kind.rawValue)))
                    case "expirationHandler":
                        // Nil once the task has ended (completed, or its process died).
                        let handler = box.task.expirationHandler == nil ? nil : box.expiration
                        return try call.returning(handler.map { .reference($0) } ?? .nil)
                    case "setTaskCompleted": return try call.returning(.function(complete))
                    case let key:
                        throw DeclarationError(
                            unknown: key, in: "BGTask field",
                            candidates: ["identifier", "kind", "expirationHandler", "setTaskCompleted"],
                            apple: AppleSpellings.task)
                    }
                },
                home.method("__newindex") { session, call in
                    let box = try session.ownTask(call)
                    guard try call.string(2) == "expirationHandler" else {
                        throw LuaHostError.message("a BGTask's only settable field is expirationHandler")
                    }
                    box.expiration = try call.optionalFunction(3)
                    box.task.expirationHandler = box.expiration.map { session.block($0, app: box.app) }
                    return .none
                },
                home.method("__tostring") { session, call in
                    let box = try call.object(1, session.classes.task, as: TaskBox.self)
                    return try call.returning(.string(LuaString("BGTask (\(box.task.identifier))")))
                },
            ])
    }
}

extension ScriptSession {
    /// The task of argument 1, when the code running is its app's: like the application
    /// object, a BGTask is changed only from its own app's code.
    func ownTask(_ call: LuaCall) throws -> TaskBox {
        let box = try call.object(1, classes.task, as: TaskBox.self)
        let name = device.name(of: box.app)
        guard let running = run.currentApp else {
            throw LuaHostError.message(
                "the BGTask \(box.task.identifier.prefix(80)) of \(name) works only in \(name)'s own code (its launch "
                    + "handler, a block, timer or observer)")
        }
        guard running == box.app else {
            throw LuaHostError.message(
                "the BGTask \(box.task.identifier.prefix(80)) of \(name) cannot be used from \(device.name(of: running))'s code"
            )
        }
        return box
    }
}

/// A running BGTask as Lua holds it.
final class TaskBox {
    let task: TaskHandle
    let app: AppID
    var expiration: LuaRef?
    init(_ task: TaskHandle, app: AppID) {
        self.task = task
        self.app = app
    }
}
