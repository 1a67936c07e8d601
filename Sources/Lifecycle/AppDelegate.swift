/// The app delegate the engine calls, in Apple's order, on the app's main thread.
///
///     final class Todo: AppDelegate {
///         func implements(_ m: DelegateMethod) -> Bool { m == .didEnterBackground }
///         func didEnterBackground(_ app: Application) throws {
///             var id = BackgroundTaskID.invalid
///             id = app.beginBackgroundTask(name: "save") { app.endBackgroundTask(id) }
///             try app.work(3) { app.endBackgroundTask(id) }
///         }
///     }
///
/// Two implementations exist: Swift delegates (tests) and the Lua binding's table-backed
/// one. `implements` says which methods exist (UIKit's fallback rules depend on it); the
/// engine calls only implemented methods but traces every delivery, marking the missing
/// ones. A thrown error is an uncaught exception: the app crashes and the world goes on.
/// Every method has a default (return true / do nothing) so Swift delegates stay short.
public protocol AppDelegate {
    func implements(_ method: DelegateMethod) -> Bool
    func willFinishLaunching(_ application: Application, options: LaunchOptions) throws -> Bool
    func didFinishLaunching(_ application: Application, options: LaunchOptions) throws -> Bool
    func didBecomeActive(_ application: Application) throws
    func willResignActive(_ application: Application) throws
    func didEnterBackground(_ application: Application) throws
    func willEnterForeground(_ application: Application) throws
    func willTerminate(_ application: Application) throws
    func didReceiveMemoryWarning(_ application: Application) throws
}

extension AppDelegate {
    public func willFinishLaunching(_ application: Application, options: LaunchOptions) throws -> Bool { true }
    public func didFinishLaunching(_ application: Application, options: LaunchOptions) throws -> Bool { true }
    public func didBecomeActive(_ application: Application) throws {}
    public func willResignActive(_ application: Application) throws {}
    public func didEnterBackground(_ application: Application) throws {}
    public func willEnterForeground(_ application: Application) throws {}
    public func willTerminate(_ application: Application) throws {}
    public func didReceiveMemoryWarning(_ application: Application) throws {}
}

/// A delegate that implements nothing: UIKit still runs the life cycle and posts the
/// notifications, which observers can follow.
public struct EmptyDelegate: AppDelegate {
    public init() {}
    public func implements(_ method: DelegateMethod) -> Bool { false }
}

/// An installed app, as declared by `app{ … }`.
///
///     let todo = device.install(AppSpec(name: "Todo", bundleID: "com.acme.todolist",
///                                       delegate: TodoDelegate()))
public struct AppSpec {
    public var name: String
    public var bundleID: String
    /// `UIBackgroundModes` values ("audio", "fetch", "remote-notification", …); used in part 2.
    public var backgroundModes: [String]
    /// Memory footprint in MB (jetsam ordering, part 2).
    public var memoryMB: Int
    /// URL schemes the app registers (routing is part 2).
    public var urlSchemes: [String]
    public var delegate: any AppDelegate

    public init(
        name: String, bundleID: String, backgroundModes: [String] = [], memoryMB: Int = 50,
        urlSchemes: [String] = [], delegate: any AppDelegate = EmptyDelegate()
    ) {
        self.name = name
        self.bundleID = bundleID
        self.backgroundModes = backgroundModes
        self.memoryMB = memoryMB
        self.urlSchemes = urlSchemes
        self.delegate = delegate
    }
}

/// Identifies an installed app on one device.
public struct AppID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public var description: String { "app#\(index)" }
}

/// `UIBackgroundTaskIdentifier`; `.invalid` (0) when background time cannot be granted.
public struct BackgroundTaskID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = BackgroundTaskID(rawValue: 0)
    public var description: String { String(rawValue) }
}

/// Permissions an app can request; the answer comes from `Device.grant`.
public enum Authorization: String, Sendable, CaseIterable {
    case badge, alert, sound
}
