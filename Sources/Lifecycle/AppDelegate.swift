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

    // Part 2 (defaults in AppDelegate+Events.swift).
    func openURL(_ application: Application, url: AppURL, options: OpenURLOptions) throws -> Bool
    func handleOpenURL(_ application: Application, url: AppURL) throws -> Bool
    func openURLSourceApplication(
        _ application: Application, url: AppURL, sourceApplication: String?, annotation: String?) throws -> Bool
    func performFetch(_ application: Application, completion: Completion) throws
    func didReceiveRemoteNotification(_ application: Application, payload: [String: String], completion: Completion) throws
    func handleEventsForBackgroundURLSession(_ application: Application, identifier: String, completion: Completion) throws
    func performActionForShortcutItem(_ application: Application, type: String, completion: Completion) throws
    func continueUserActivity(_ application: Application, activity: UserActivity) throws -> Bool
    func shouldSaveApplicationState(_ application: Application) throws -> Bool
    func shouldRestoreApplicationState(_ application: Application) throws -> Bool
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

/// An installed app, as declared by `app{ … }`: its Info.plist and its delegate.
///
///     let todo = try device.install(validating: AppSpec(
///         name: "Todo", bundleID: "com.acme.todolist",
///         urlTypes: [URLType(name: "com.acme.todolist", schemes: ["todolist"])],
///         delegate: TodoDelegate()))
public struct AppSpec {
    public var name: String
    public var bundleID: String
    /// `UIBackgroundModes` values ("audio", "fetch", "remote-notification", …, see `BackgroundMode`).
    public var backgroundModes: [String]
    /// Memory footprint in MB at launch (jetsam ordering and the per-process limit).
    public var memoryMB: Int
    /// `CFBundleURLTypes`.
    public var urlTypes: [URLType]
    /// `CFBundleDocumentTypes`.
    public var documentTypes: [DocumentType]
    /// `LSApplicationQueriesSchemes`: what `canOpenURL` may ask about (iOS 9+).
    public var queriesSchemes: [String]
    public var delegate: any AppDelegate

    public init(
        name: String, bundleID: String, backgroundModes: [String] = [], memoryMB: Int = 50,
        urlSchemes: [String] = [], urlTypes: [URLType] = [], documentTypes: [DocumentType] = [],
        queriesSchemes: [String] = [], delegate: any AppDelegate = EmptyDelegate()
    ) {
        self.name = name
        self.bundleID = bundleID
        self.backgroundModes = backgroundModes
        self.memoryMB = memoryMB
        self.urlTypes = urlTypes + (urlSchemes.isEmpty ? [] : [URLType(name: bundleID, schemes: urlSchemes)])
        self.documentTypes = documentTypes
        self.queriesSchemes = queriesSchemes
        self.delegate = delegate
    }

    /// Every scheme of every URL type (setting it replaces the URL types with one, named
    /// after the bundle ID).
    public var urlSchemes: [String] {
        get { urlTypes.flatMap(\.schemes) }
        set { urlTypes = newValue.isEmpty ? [] : [URLType(name: bundleID, schemes: newValue)] }
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
