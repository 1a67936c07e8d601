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

    private static func text(_ value: String?) -> LuaValue {
        value.map { .string(LuaString($0)) } ?? .nil
    }

    private static func dictionary(_ values: [String: String]) -> LuaValue {
        LuaValue(values.mapValues { LuaValue($0) })
    }
}
