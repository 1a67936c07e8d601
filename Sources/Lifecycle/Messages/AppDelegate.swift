/// The app's code as the engine sees it: the object that receives life-cycle messages,
/// in Apple's order, on the app's main thread.
///
///     final class Todo: AppDelegate {
///         func implements(_ m: DelegateMethod) -> Bool { m == .didEnterBackground }
///         func receive(_ message: LifecycleMessage, _ app: Application) throws -> MessageReply {
///             guard message.method == .didEnterBackground else { return .none }
///             var id = BackgroundTaskID.invalid
///             id = app.beginBackgroundTask(name: "save") { app.endBackgroundTask(id) }
///             try app.work(3) { app.endBackgroundTask(id) }
///             return .none
///         }
///     }
///
/// Two implementations exist: Swift delegates (tests) and the Lua binding's table-backed
/// one. `implements` says which methods exist (UIKit's fallback rules depend on it); the
/// engine sends only implemented methods but traces every delivery, marking the missing
/// ones. A thrown error is an uncaught exception: the app crashes and the world goes on.
/// A delegate that takes a completion handler must call it (UIKit waits for it).
public protocol AppDelegate {
    func implements(_ method: DelegateMethod) -> Bool
    func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply
    /// Where the app's code keeps its memory (what dies with a process).
    var memory: AppMemory { get }
    /// For code declared once for every process (`AppMemory.file`): the names of the shared
    /// state it changed since it was declared. Asked only when the engine may advise about it.
    func keptState() -> [String]
    /// A new process runs its first code (before willFinishLaunching): code written per
    /// process (`AppMemory.process`) sets itself up. An error is an uncaught exception.
    func processStarts(_ application: Application, number: Int) throws
    /// The process ended: its memory is released.
    func processEnded()
}

extension AppDelegate {
    public var memory: AppMemory { .host }
    public func keptState() -> [String] { [] }
    public func processStarts(_ application: Application, number: Int) throws {}
    public func processEnded() {}
}

/// Where an app's code keeps its memory.
public enum AppMemory: Sendable {
    /// In the host program (a Swift delegate in a test): the engine says nothing of it.
    case host
    /// In the scenario file, declared once for every process: what the code keeps survives
    /// a termination, which real app memory never does. `AppDelegate.keptState()` names the
    /// shared state that changed since the app was declared (the engine advises once when
    /// there is any).
    case file
    /// In each process (a Lua `main`): fresh at every launch, released at every
    /// termination; the trace shows where each process starts and ends.
    case process
}

/// A delegate that implements nothing: UIKit still runs the life cycle and posts the
/// notifications, which observers can follow.
public struct EmptyDelegate: AppDelegate {
    public init() {}
    public func implements(_ method: DelegateMethod) -> Bool { false }
    public func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply { .none }
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
    /// The app delegate life cycle, UIScene, or SwiftUI (docs/reference.md).
    public var lifeCycle: LifeCycle
    /// `UIApplicationSupportsMultipleScenes`: several windows on an iPad.
    public var multipleWindows: Bool
    /// The SDK the app was built with; nil: the device's iOS (scenes §A.12). An app linked
    /// against iPhone OS 3 (`sdk` ≤ 3) does not run in the background on iOS 4+ (facts §1.2).
    public var sdk: Int?
    /// `UIApplicationExitsOnSuspend`: quit instead of suspending (honoured on iOS 4-12).
    public var exitsOnSuspend: Bool = false
    /// `BGTaskSchedulerPermittedIdentifiers`: the BGTask identifiers the app may register
    /// and submit (iOS 13+); declaring any disables the old background fetch ([S13]).
    public var taskIdentifiers: [String] = []
    /// `LSSupportsOpeningDocumentsInPlace`: documents from other apps open in place instead
    /// of being copied to Documents/Inbox (facts §4.4, §4.5).
    public var opensDocumentsInPlace: Bool = false
    /// `UIApplicationShortcutItems`: the static Home Screen quick actions (iOS 9).
    public var shortcutItems: [ShortcutItem] = []
    /// The `aps-environment` entitlement: without it registering for remote notifications fails.
    public var pushEntitlement: Bool = false
    public var delegate: any AppDelegate

    public init(
        name: String, bundleID: String, backgroundModes: [String] = [], memoryMB: Int = 50,
        urlSchemes: [String] = [], urlTypes: [URLType] = [], documentTypes: [DocumentType] = [],
        queriesSchemes: [String] = [], lifeCycle: LifeCycle = .app, multipleWindows: Bool = false, sdk: Int? = nil,
        delegate: any AppDelegate = EmptyDelegate()
    ) {
        self.name = name
        self.bundleID = bundleID
        self.backgroundModes = backgroundModes
        self.memoryMB = memoryMB
        self.urlTypes = urlTypes + (urlSchemes.isEmpty ? [] : [URLType(name: bundleID, schemes: urlSchemes)])
        self.documentTypes = documentTypes
        self.queriesSchemes = queriesSchemes
        self.lifeCycle = lifeCycle
        self.multipleWindows = multipleWindows
        self.sdk = sdk
        self.delegate = delegate
    }

    /// Every scheme of every URL type (setting it replaces the URL types with one, named
    /// after the bundle ID).
    public var urlSchemes: [String] {
        get { urlTypes.flatMap(\.schemes) }
        set { urlTypes = newValue.isEmpty ? [] : [URLType(name: bundleID, schemes: newValue)] }
    }
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
