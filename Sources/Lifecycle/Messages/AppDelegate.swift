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
    /// Whether the code of some process implemented `method`, so far: code written per
    /// process (`AppMemory.process`) says what it implements only as a process starts, so
    /// coverage asks this after a run rather than ``implements(_:)`` before it.
    func everImplements(_ method: DelegateMethod) -> Bool
    func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply
    /// Where the app's code keeps its memory (what dies with a process).
    var memory: AppMemory { get }
    /// The names of state the code keeps outside its process that changed (each may carry
    /// where it is declared: `draft at notes.lua:3`). For code declared once for every
    /// process (`AppMemory.file`): what changed since it was declared, asked only when the
    /// engine may advise about it. For code written per process (`AppMemory.process`): what
    /// it captured from outside that changed since the last process started, asked as each
    /// process starts (before ``processStarts(_:number:)``) until the engine has advised.
    func keptState() -> [String]
    /// A new process runs its first code (before willFinishLaunching): code written per
    /// process (`AppMemory.process`) sets itself up. An error is an uncaught exception.
    func processStarts(_ application: Application, number: Int) throws
    /// The process ended: its memory is released (called for every app, whatever its
    /// `memory`: the notification center's delegate dies with the process too).
    func processEnded()
    /// Whether the app's `UNUserNotificationCenter` has a delegate now (iOS 10): one declared
    /// before the launch, or set by app code since (`UserNotificationCenter.setDelegate`).
    /// Without one the system shows a notification arriving in the foreground by its own
    /// options; a delegate without willPresent silences it.
    var hasNotificationDelegate: Bool { get }
    /// The app's screen as its code draws it now: what the user can do there (`ui`), in a
    /// fixed order. Per process when the code is (a new process may offer other entries).
    var screen: [UIEntry] { get }
    /// The user does `action`, one of `screen`'s entries, on the app's screen: its handler
    /// runs on the main thread, with the touched window (`scene`, in a scene app) after the
    /// action's arguments. An error is an uncaught exception.
    func perform(_ action: UIAction, scene: SceneID?, _ application: Application) throws
}

extension AppDelegate {
    public var memory: AppMemory { .host }
    public func everImplements(_ method: DelegateMethod) -> Bool { implements(method) }
    public func keptState() -> [String] { [] }
    public func processStarts(_ application: Application, number: Int) throws {}
    public func processEnded() {}
    /// A delegate that implements a notification-delegate method has a notification delegate.
    public var hasNotificationDelegate: Bool {
        DelegateMethod.allCases.contains { $0.route.receiver == .notificationDelegate && implements($0) }
    }
    public var screen: [UIEntry] { [] }
    public func perform(_ action: UIAction, scene: SceneID?, _ application: Application) throws {}
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
    /// termination; the trace shows where each process starts and ends. What `main`
    /// captured from outside it (file-level locals) is not: the engine advises once when a
    /// new process finds it changed (`AppDelegate.keptState()`).
    case process
}

/// A delegate that implements nothing: UIKit still runs the life cycle and posts the
/// notifications, which observers can follow.
public struct EmptyDelegate: AppDelegate {
    public init() {}
    public func implements(_ method: DelegateMethod) -> Bool { false }
    public func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply { .none }
}
