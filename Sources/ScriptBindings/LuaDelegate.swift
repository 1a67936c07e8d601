import Lifecycle
import LuaHost

/// The app delegate over a Lua table: `implements` is whether the table has
/// the key; each method calls the Lua function as app code.
final class LuaDelegate: AppDelegate {
    unowned let session: ScriptSession
    let functions: [DelegateMethod: LuaRef]
    var handle: AppHandle?

    init(session: ScriptSession, functions: [DelegateMethod: LuaRef]) {
        self.session = session
        self.functions = functions
    }

    func implements(_ method: DelegateMethod) -> Bool { functions[method] != nil }

    func willFinishLaunching(_ application: Application, options: LaunchOptions) throws -> Bool {
        try launch(.willFinishLaunching, options)
    }

    func didFinishLaunching(_ application: Application, options: LaunchOptions) throws -> Bool {
        try launch(.didFinishLaunching, options)
    }

    func didBecomeActive(_ application: Application) throws { try call(.didBecomeActive) }
    func willResignActive(_ application: Application) throws { try call(.willResignActive) }
    func didEnterBackground(_ application: Application) throws { try call(.didEnterBackground) }
    func willEnterForeground(_ application: Application) throws { try call(.willEnterForeground) }
    func willTerminate(_ application: Application) throws { try call(.willTerminate) }
    func didReceiveMemoryWarning(_ application: Application) throws { try call(.didReceiveMemoryWarning) }

    // Part 2: arguments follow APIDescription's delegate keys.

    func openURL(_ application: Application, url: AppURL, options: OpenURLOptions) throws -> Bool {
        var table = LuaTable()
        table["sourceApplication"] = LaunchOptionsTable.text(options.sourceApplication)
        table["annotation"] = LaunchOptionsTable.text(options.annotation)
        table["openInPlace"] = .boolean(options.openInPlace)
        return try yes(call(.openURL, [.string(LuaString(url.string)), .table(table)]))
    }

    func handleOpenURL(_ application: Application, url: AppURL) throws -> Bool {
        try yes(call(.handleOpenURL, [.string(LuaString(url.string))]))
    }

    func openURLSourceApplication(
        _ application: Application, url: AppURL, sourceApplication: String?, annotation: String?
    ) throws -> Bool {
        try yes(call(.openURLSourceApplication, [
            .string(LuaString(url.string)), LaunchOptionsTable.text(sourceApplication), LaunchOptionsTable.text(annotation),
        ]))
    }

    func performFetch(_ application: Application, completion: Completion) throws {
        try call(.performFetch, [fetchHandler(completion)])
    }

    func didReceiveRemoteNotification(_ application: Application, payload: [String: String], completion: Completion) throws {
        try call(.didReceiveRemoteNotification, [LaunchOptionsTable.dictionary(payload), fetchHandler(completion)])
    }

    func handleEventsForBackgroundURLSession(_ application: Application, identifier: String, completion: Completion) throws {
        let handler = LuaFunction("completionHandler") { _ in
            completion.call()
            return .none
        }
        try call(.handleEventsForBackgroundURLSession, [.string(LuaString(identifier)), .function(handler)])
    }

    func performActionForShortcutItem(_ application: Application, type: String, completion: Completion) throws {
        let handler = LuaFunction("completionHandler") { call in
            completion.call(succeeded: call.type(1) == .boolean ? call.boolean(1) : true)
            return .none
        }
        try call(.performActionForShortcutItem, [.string(LuaString(type)), .function(handler)])
    }

    func continueUserActivity(_ application: Application, activity: UserActivity) throws -> Bool {
        var table = LuaTable()
        table["activityType"] = .string(LuaString(activity.type))
        table["userInfo"] = LaunchOptionsTable.dictionary(activity.userInfo)
        table["webpageURL"] = LaunchOptionsTable.text(activity.webpageURL)
        let restoration = LuaFunction("restorationHandler") { _ in .none }
        return try yes(call(.continueUserActivity, [.table(table), .function(restoration)]))
    }

    /// Restoration is opt-in: only an explicit `true` says YES.
    func shouldSaveApplicationState(_ application: Application) throws -> Bool {
        if case .boolean(true)? = try call(.shouldSaveApplicationState, [.table(LuaTable())]).first { return true }
        return false
    }

    func shouldRestoreApplicationState(_ application: Application) throws -> Bool {
        if case .boolean(true)? = try call(.shouldRestoreApplicationState, [.table(LuaTable())]).first { return true }
        return false
    }

    /// `completion("newData" | "noData" | "failed")`.
    private func fetchHandler(_ completion: Completion) -> LuaValue {
        .function(LuaFunction("completionHandler") { call in
            let word = try call.optionalString(1) ?? "noData"
            guard let result = FetchResult(rawValue: word) else {
                throw DeclarationError(unknown: word, in: "fetch result", candidates: FetchResult.allCases.map(\.rawValue))
            }
            completion.call(result)
            return .none
        })
    }

    /// Only an explicit `false` says NO.
    private func yes(_ results: [LuaValue]) -> Bool {
        if case .boolean(false)? = results.first { return false }
        return true
    }

    /// A launch method's Bool: only an explicit `false` says NO (a function
    /// that returns nothing lets the launch handle its URL, like returning YES).
    private func launch(_ method: DelegateMethod, _ options: LaunchOptions) throws -> Bool {
        let results = try call(method, [LaunchOptionsTable.value(options)])
        if case .boolean(false)? = results.first { return false }
        return true
    }

    @discardableResult
    private func call(_ method: DelegateMethod, _ arguments: [LuaValue] = []) throws -> [LuaValue] {
        guard let function = functions[method], let handle else { return [] }
        let application = try session.applicationValue(handle)
        return try session.runAppCode(function, app: handle.id, arguments: [application] + arguments)
    }
}

/// Launch options as the Lua table callbacks receive: Swift key names, nil
/// for a launch from the icon (design §3).
enum LaunchOptionsTable {
    static func value(_ options: LaunchOptions) -> LuaValue {
        guard !options.isEmpty else { return .nil }
        var table = LuaTable()
        table["url"] = text(options.url)
        table["sourceApplication"] = text(options.sourceApplication)
        table["annotation"] = text(options.annotation)
        table["remoteNotification"] = LuaValue(options.remoteNotification, dictionary)
        table["localNotification"] = LuaValue(options.localNotification, dictionary)
        if options.location { table["location"] = true }
        if !options.bluetoothCentrals.isEmpty { table["bluetoothCentrals"] = LuaValue(options.bluetoothCentrals.map { LuaValue($0) }) }
        if !options.bluetoothPeripherals.isEmpty {
            table["bluetoothPeripherals"] = LuaValue(options.bluetoothPeripherals.map { LuaValue($0) })
        }
        table["shortcutItem"] = text(options.shortcutItem)
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
