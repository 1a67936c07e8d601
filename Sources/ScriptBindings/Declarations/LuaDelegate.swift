import Lifecycle
import LuaHost

/// The app delegate over Lua tables: `implements` is whether the app's code has the key;
/// a message calls the Lua function as app code, with the message's arguments in the order
/// of its route (APIDescription documents them from there), and an action on the app's
/// screen calls its `ui` entry's handler. The code is the declaration's tables, or, for an
/// app with `main`, what `main` returned in the current process.
final class LuaDelegate: AppDelegate {
    unowned let session: ScriptSession
    /// Checked before `session` is read: the device may outlive the session.
    private let link: SessionLink
    private(set) var code: AppCode
    /// `app{ main = ... }`: run in every new process, with fresh globals, to make `code`: the
    /// function, or the main file's compiled chunk.
    let main: LuaRef?
    /// `main = "notes-app.lua"`: the main file's path as errors show it.
    let mainFile: String?
    /// Where `main`'s globals read through to: the environment it was written in (the
    /// file's globals; at the REPL's prompt, the prompt's locals too), kept as it was at
    /// the declaration, since each process gives `main` an environment of its own.
    private let mainGlobals: LuaRef?
    let lifeCycle: LifeCycle
    var handle: AppHandle?
    /// Methods some process's code implemented (an app with `main` says at launch).
    private(set) var everImplemented: Set<DelegateMethod>

    init(session: ScriptSession, declaration: AppDeclaration, mainFile: String? = nil) throws {
        self.session = session
        link = session.link
        code = declaration.code
        main = declaration.main
        self.mainFile = mainFile
        mainGlobals = try declaration.main.flatMap { try session.state.environment(of: $0) }
        lifeCycle = declaration.lifeCycle
        everImplemented = Set(declaration.code.functions.keys)
    }

    var functions: [DelegateMethod: LuaRef] { code.functions }

    func implements(_ method: DelegateMethod) -> Bool { function(method) != nil }

    /// The notification delegate app code assigned in this process
    /// (`UNUserNotificationCenter.current().delegate = t`): its table and functions, or nil
    /// for `delegate = nil`. Absent: the declared one stands. It dies with the process.
    private var assignedNotificationDelegate: (table: LuaRef, functions: [DelegateMethod: LuaRef])??

    /// The function of `method` in this process's code.
    private func function(_ method: DelegateMethod) -> LuaRef? {
        if method.route.receiver == .notificationDelegate, let assigned = assignedNotificationDelegate {
            return assigned?.functions[method]
        }
        return code.function(method)
    }

    var hasNotificationDelegate: Bool {
        if let assigned = assignedNotificationDelegate { return assigned != nil }
        return code.declaresNotificationDelegate
    }

    /// App code sets the notification center's delegate: a table of notification-delegate
    /// functions (checked as `notification_delegate` is), or nil.
    func assignNotificationDelegate(_ table: LuaRef?, place: String) throws {
        guard let table else {
            assignedNotificationDelegate = .some(nil)
            return
        }
        let binding = ReceiverBinding.of(.notificationDelegate)
        let functions = try AppCode.functions(
            .table(try session.state.table(table, maxDepth: 2)), field: "delegate", receiver: binding.receiver,
            place: place)
        assignedNotificationDelegate = .some((table, functions))
        everImplemented.formUnion(functions.keys)
    }

    /// What `UNUserNotificationCenter.current().delegate` reads: the table app code assigned,
    /// or the declared delegate's functions in a table of their own, or nil.
    func notificationDelegateValue() -> LuaValue {
        if let assigned = assignedNotificationDelegate { return assigned.map { .reference($0.table) } ?? .nil }
        guard code.declaresNotificationDelegate else { return .nil }
        let functions = code.functions.filter { $0.key.route.receiver == .notificationDelegate }
            .sorted { $0.key.ordinal < $1.key.ordinal }
        return .table(LuaTable(fields: functions.map { (LuaValue($0.key.shortName), .reference($0.value)) }))
    }

    func everImplements(_ method: DelegateMethod) -> Bool { everImplemented.contains(method) }

    var memory: AppMemory { main == nil ? .file : .process }

    /// What the app's code keeps outside its process and changed, as advice names it
    /// (`draft at notes.lua:3`): for the declared tables, the data they share that changed
    /// since the declaration; for `main`, the variables it captured (file-level locals) that
    /// changed since the last process started, asked as each process starts (the first
    /// answer is none). None once the session has ended.
    func keptState() -> [String] {
        guard link.session != nil else { return [] }
        if let main {
            let now = captured(by: [main])
            defer { lastProcessState = now }
            guard let last = lastProcessState else { return [] }
            return changed(now, since: last)
        }
        return changed(captured(by: declaredFunctions), since: declaredState)
    }

    /// A variable code captured: its value's fingerprint, and the first function that
    /// captured it (where its declaration is looked up).
    private struct Captured {
        let fingerprint: UInt64
        let function: LuaRef
    }

    /// The data the declared code shares, as it was when the app was declared.
    private var declaredState: [String: Captured] = [:]
    /// `main`'s captured variables as the last process found them when it started.
    private var lastProcessState: [String: Captured]?

    /// Remembers the shared data as declared (called once, when the app is installed).
    func noteDeclaredState() { declaredState = captured(by: declaredFunctions) }

    /// The declared code's functions: the implemented methods in declaration order, then
    /// the screen's handlers in the entries' order.
    private var declaredFunctions: [LuaRef] {
        code.functions.sorted { $0.key.ordinal < $1.key.ordinal }.map(\.value) + code.screen.functions
    }

    /// The data upvalues of `functions` by name (the first function naming one wins), each
    /// as a fingerprint read in place: a 100 MB string is not copied.
    private func captured(by functions: [LuaRef]) -> [String: Captured] {
        var state: [String: Captured] = [:]
        for function in functions {
            guard let prints = try? session.state.upvalueFingerprints(of: function) else { continue }
            for (name, fingerprint) in prints where state[name] == nil {
                state[name] = Captured(fingerprint: fingerprint, function: function)
            }
        }
        return state
    }

    /// The names whose value changed, sorted, each with its declaration's `file:line` when
    /// the file's text is known.
    private func changed(_ now: [String: Captured], since before: [String: Captured]) -> [String] {
        now.filter { before[$0.key]?.fingerprint != $0.value.fingerprint }.keys.sorted().map { name in
            session.declaration(of: name, capturedBy: now[name]!.function).map { "\(name) at \($0)" } ?? name
        }
    }

    /// A new process: `main` runs with an environment of its own (its globals are the
    /// process's memory) and returns the tables of this process's code.
    func processStarts(_ application: Application, number: Int) throws {
        guard let main, let handle else { return }
        guard link.session != nil else { throw SessionLink.Ended() }
        code = AppCode()
        // A main file's own line is its first: the chunk has no line of definition.
        let location = mainFile.map { "\($0):1" } ?? session.state.location(of: main)
        let name = mainFile.map { "the main file \($0)" } ?? "main"
        let table = try session.runMain(main, named: name, at: location, readingThrough: mainGlobals, app: handle.id)
        let place =
            "\(mainFile.map { "main file \($0)" } ?? "main") of \(session.device.name(of: handle.id)) "
            + "(process \(number))"
        do {
            try AppCode.checkKeys(of: table, in: place)
            code = try AppCode(table, lifeCycle: lifeCycle, in: place)
        } catch let error as DeclarationError {
            throw CallbackFailure(message: error.text(session.options.language), location: location)
        }
        everImplemented.formUnion(code.functions.keys)
        if number == 1 { session.warnUnreached(code.unreachedKeys, app: handle.id, lifeCycle: lifeCycle) }
    }

    func processEnded() {
        assignedNotificationDelegate = nil
        guard main != nil else { return }
        code = AppCode()
    }

    func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply {
        // The device outlived its session: an error, not a trap on the unowned reference.
        guard link.session != nil else { throw SessionLink.Ended() }
        guard let handle else { return .none }
        let method = message.method
        // The app delegate and the notification delegate hear of the application first; a
        // scene delegate's first argument is its scene, SwiftUI's are its own values.
        var arguments: [LuaValue] = []
        switch method.route.receiver {
        case .appDelegate, .notificationDelegate: arguments.append(try session.applicationValue(handle))
        case .sceneDelegate, .swiftUI: break
        }
        switch method {
        case .shouldSaveApplicationState:
            // The coder is the archive: what the app writes into it comes back at restoration.
            let coder = try session.state.makeReference(.table(LuaTable()))
            let answer = try reply(call(method, arguments + [.reference(coder)], scene: message.scene))
            if answer == .bool(true) { handle.restorationArchive = try? session.state.table(coder, maxDepth: 8) }
            return answer
        case .shouldRestoreApplicationState:
            arguments.append(.table(handle.restorationArchive ?? LuaTable()))
        case .sceneDidUpdateUserActivity:
            // The restoration activity's table: what the app adds to it is saved with it.
            guard let scene = message.scene, case .restorationActivity(let values)? = message.arguments.last
            else { break }
            let activity = try session.state.makeReference(LaunchOptionsTable.dictionary(values))
            _ = try call(method, [try session.sceneValue(scene), .reference(activity)], scene: scene)
            return .dictionary(try session.flatDictionary(activity))
        default:
            arguments += try message.arguments.map(value)
        }
        return try reply(call(method, arguments, scene: message.scene))
    }

    var screen: [UIEntry] { code.screen.entries }

    /// The user does `action` on the app's screen: its entry's handler gets the action's
    /// arguments, then the touched window's scene in a scene app.
    func perform(_ action: UIAction, scene: SceneID?, _ application: Application) throws {
        guard link.session != nil else { throw SessionLink.Ended() }
        guard let handle, let function = code.screen.handler(action.name) else { return }
        var arguments = action.arguments.map(\.lua)
        if let scene { arguments.append(try session.sceneValue(scene)) }
        try session.runAppCode(function, app: handle.id, scene: scene, arguments: arguments)
    }

    /// How a message's argument reaches Lua: strings, tables of Swift's key names, and
    /// functions for the handlers app code calls.
    private func value(_ argument: MessageArgument) throws -> LuaValue {
        switch argument {
        case .scene(let scene): return try session.sceneValue(scene)
        case .launchOptions(let options): return try LaunchOptionsTable.value(options, session)
        case .url(let url): return .string(LuaString(url.string))
        case .openURLOptions(let options):
            var table = LuaTable()
            table["sourceApplication"] = LaunchOptionsTable.text(options.sourceApplication)
            table["annotation"] = LaunchOptionsTable.text(options.annotation)
            table["openInPlace"] = .boolean(options.openInPlace)
            return .table(table)
        case .text(let text): return LaunchOptionsTable.text(text)
        case .userInfo(let info): return ScriptSession.userInfoValue(info)
        case .restorationActivity(let values): return LaunchOptionsTable.dictionary(values)
        case .completion(let completion, let takes): return handler(completion, takes)
        case .restorationHandler(let activity): return try restorationHandler(activity)
        case .activity(let activity): return activityTable(activity)
        case .shortcutItem(let item): return try session.shortcutItemValue(item)
        case .session(let info): return try session.sessionTable(info)
        case .sessions(let infos): return .table(LuaTable(array: try infos.map(session.sessionTable)))
        case .connectionOptions(let options): return try connectionOptions(options)
        case .urlContexts(let contexts): return .table(LuaTable(array: contexts.map(urlContext)))
        case .notification(let notification): return notification.map(session.userNotificationValue) ?? .nil
        case .localNotification(let notification): return session.localNotificationValue(notification)
        case .response(let response): return session.responseValue(response)
        case .phase(let phase): return LuaValue(phase.rawValue)
        case .error(let error):
            var table = LuaTable()
            table["domain"] = .string(LuaString(error.domain))
            table["code"] = .integer(Int64(error.code))
            table["localizedDescription"] = .string(LuaString(error.localizedDescription))
            return .table(table)
        }
    }

    /// continueUserActivity's `restorationHandler({ obj, ... })`: UIKit calls each object's
    /// `restoreUserActivityState` with the activity, in order, as the handler is called.
    /// Nothing (or nil) restores nothing; anything but a list of such objects is misuse.
    private func restorationHandler(_ activity: UserActivity) throws -> LuaValue {
        let table = activityTable(activity)
        return .function(
            LuaFunction("restorationHandler") { [unowned self] call in
                guard let handle else { return .none }
                if call.isNoneOrNil(1) { return .none }
                let objects = try call.value(1)
                let check = try session.state.call(.reference(session.classes.restorable.check), arguments: [objects])
                if let problem = RestorableObjects.problem(check) { throw problem }
                let count = Int(check.first?.integerValue ?? 0)
                handle.application.noteRestoration(of: activity, objects: count)
                _ = try session.state.call(.reference(session.classes.restorable.run), arguments: [objects, table])
                return .none
            })
    }

    private func handler(_ completion: Completion, _ takes: CompletionValue) -> LuaValue {
        switch takes {
        case .nothing:
            return .function(
                LuaFunction("completionHandler") { _ in
                    completion.call()
                    return .none
                })
        case .fetchResult: return fetchHandler(completion)
        case .succeeded: return succeededHandler(completion)
        case .presentationOptions: return presentationHandler(completion)
        }
    }

    private func connectionOptions(_ options: ConnectionOptions) throws -> LuaValue {
        var table = LuaTable()
        // Sets in UIKit: empty, never nil, when nothing came with the scene.
        table["urlContexts"] = .table(LuaTable(array: options.urlContexts.map(urlContext)))
        table["userActivities"] = .table(LuaTable(array: options.userActivities.map(activityTable)))
        table["shortcutItem"] = try options.shortcutItem.map(session.shortcutItemValue) ?? .nil
        table["notificationResponse"] = options.notificationResponse.map(session.responseValue) ?? .nil
        table["cloudKitShareMetadata"] = LaunchOptionsTable.text(options.cloudKitShareMetadata)
        table["handoffUserActivityType"] = LaunchOptionsTable.text(options.handoffUserActivityType)
        table["sourceApplication"] = LaunchOptionsTable.text(options.sourceApplication)
        return .table(table)
    }

    private func urlContext(_ context: URLContext) -> LuaValue {
        var table = LuaTable()
        table["url"] = .string(LuaString(context.url.string))
        table["sourceApplication"] = LaunchOptionsTable.text(context.options.sourceApplication)
        table["annotation"] = LaunchOptionsTable.text(context.options.annotation)
        table["openInPlace"] = .boolean(context.options.openInPlace)
        return .table(table)
    }

    private func activityTable(_ activity: UserActivity) -> LuaValue {
        var table = LuaTable()
        table["activityType"] = .string(LuaString(activity.type))
        table["userInfo"] = LaunchOptionsTable.dictionary(activity.userInfo)
        table["webpageURL"] = LaunchOptionsTable.text(activity.webpageURL)
        return .table(table)
    }

    /// willPresent's `completion({ "banner", "sound", ... })` (nothing: not shown).
    private func presentationHandler(_ completion: Completion) -> LuaValue {
        .function(
            LuaFunction("completionHandler") { [unowned self] call in
                var options: [PresentationOption] = []
                if call.type(1) == .table {
                    for value in try session.state.table(try call.table(1)).sequence {
                        let word = value.stringValue ?? value.typeName
                        guard let option = PresentationOption(rawValue: word) else {
                            throw DeclarationError(
                                unknown: word, in: "presentation option",
                                candidates: PresentationOption.allCases.map(\.rawValue))
                        }
                        options.append(option)
                    }
                } else if call.count > 0 && call.type(1) != .nil {
                    throw LuaHostError.badArgument(1, "a list such as { \"banner\", \"sound\" } expected")
                }
                completion.call(presenting: options)
                return .none
            })
    }

    /// `completion(succeeded)` of a quick action (true when called with nothing).
    private func succeededHandler(_ completion: Completion) -> LuaValue {
        .function(
            LuaFunction("completionHandler") { call in
                completion.call(succeeded: call.type(1) == .boolean ? call.boolean(1) : true)
                return .none
            })
    }

    /// `completion("newData" | "noData" | "failed")`.
    private func fetchHandler(_ completion: Completion) -> LuaValue {
        .function(
            LuaFunction("completionHandler") { call in
                let word = try call.optionalString(1) ?? "noData"
                guard let result = FetchResult(rawValue: word) else {
                    throw DeclarationError(
                        unknown: word, in: "fetch result", candidates: FetchResult.allCases.map(\.rawValue))
                }
                completion.call(result)
                return .none
            })
    }

    /// A Lua boolean, string or table is an answer; anything else (nothing, nil, a number)
    /// is none, which the engine reads per method (a launch method's none is YES, a
    /// restoration's is NO, a configuration's is the default).
    private func reply(_ results: [LuaValue]) throws -> MessageReply {
        switch results.first {
        case .boolean(let b)?: return .bool(b)
        case .string(let s)?: return .text(s.text)
        case .reference(let ref)? where ref.type == .table: return .dictionary(try session.flatDictionary(ref))
        case .table(let table)?: return .dictionary(try session.flatDictionary(table))
        default: return .none
        }
    }

    /// Calls the method's function as app code with these arguments (the first being the
    /// application, the scene, or SwiftUI's values).
    private func call(_ method: DelegateMethod, _ arguments: [LuaValue], scene: SceneID?) throws -> [LuaValue] {
        guard let function = function(method), let handle else { return [] }
        return try session.runAppCode(function, app: handle.id, scene: scene, arguments: arguments)
    }
}

/// Launch options as the Lua table callbacks receive: Swift key names, nil
/// for a launch from the icon (docs/reference.md). A push's payload is its dictionary,
/// nested as sent; a local notification (iOS 4-9) is a `UILocalNotification`.
enum LaunchOptionsTable {
    static func value(_ options: LaunchOptions, _ session: ScriptSession) throws -> LuaValue {
        guard !options.isEmpty else { return .nil }
        var table = LuaTable()
        table["url"] = text(options.url)
        table["sourceApplication"] = text(options.sourceApplication)
        table["annotation"] = text(options.annotation)
        table["remoteNotification"] = options.remoteNotification.map(ScriptSession.userInfoValue) ?? .nil
        table["localNotification"] = options.localNotification.map(session.localNotificationValue) ?? .nil
        if options.location { table["location"] = true }
        if !options.bluetoothCentrals.isEmpty {
            table["bluetoothCentrals"] = LuaValue(options.bluetoothCentrals.map { LuaValue($0) })
        }
        if !options.bluetoothPeripherals.isEmpty {
            table["bluetoothPeripherals"] = LuaValue(options.bluetoothPeripherals.map { LuaValue($0) })
        }
        table["shortcutItem"] = try options.shortcutItem.map(session.shortcutItemValue) ?? .nil
        if let type = options.userActivityType {
            table["userActivityDictionary"] = ["userActivityType": .string(LuaString(type))]
        }
        table["cloudKitShareMetadata"] = text(options.cloudKitShareMetadata)
        return .table(table)
    }

    static func text(_ value: String?) -> LuaValue {
        value.map { .string(LuaString($0)) } ?? .nil
    }

    static func dictionary(_ values: [String: String]) -> LuaValue {
        LuaValue(values.mapValues { LuaValue($0) })
    }
}
