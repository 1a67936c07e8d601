/// `UIApplication` plus GCD and NSNotificationCenter as one app's code sees them: the first
/// argument of every delegate method, safe to use in the middle of any sequence.
///
///     func didEnterBackground(_ app: Application) throws {
///         app.state                                  // .background (never "suspended")
///         var id = BackgroundTaskID.invalid
///         id = app.beginBackgroundTask(name: "save") { app.endBackgroundTask(id) }
///         let badge = try app.timer(every: 1) { try app.setBadge(app.badge + 1) }
///         try app.after(10) { badge.cancel(); app.endBackgroundTask(id) }
///     }
///
/// From the scenario (outside app code) reads always work; calls that run app code
/// (`async`, `timer`, `busy`, `setBadge`, …) throw `EngineError.appNotExecuting` unless the
/// app is running (not suspended, not terminated). Background-task calls never throw: like
/// UIKit they return `.invalid` or log a `warning` record.
public struct Application {
    unowned let device: Device
    public let id: AppID

    public var name: String { device.apps[id].name }

    /// Checks that this iOS has `api` before app code uses it: an unrecognized selector
    /// (`UnrecognizedSelector`, a crash) when it does not, one warning when it deprecated it.
    /// The throwing calls below check themselves; bindings call this before the others
    /// (`state`, `backgroundTimeRemaining`, background tasks, `canOpenURL`).
    ///
    ///     try app.use(.applicationState)   // iPhone OS 3: -[UIApplication applicationState]: unrecognized selector
    public func use(_ api: AppAPI) throws { try device.require(api, by: id) }

    /// `applicationState` as app code reads it (facts §1.3): never "suspended".
    public var state: ApplicationState {
        device.apps[id].process?.reportedState ?? device.apps[id].state.applicationState
    }

    /// The app's own clock (later than the device's while its main thread is blocked).
    public var now: VirtualTime { VirtualTime(nanoseconds: device.appNow(id)) }

    // MARK: Badge and permissions

    /// `applicationIconBadgeNumber` (what the home screen shows; 0 = hidden). Deprecated
    /// in iOS 17: reading it leaves one warning.
    public var badge: Int {
        try? device.require(.applicationIconBadgeNumber, by: id)
        return device.apps[id].permissions.badge
    }

    /// Sets `applicationIconBadgeNumber`; without badge authorization (iOS 8+) it is ignored
    /// with a warning record.
    public func setBadge(_ value: Int) throws { try device.setBadge(id, value) }

    /// Asks for permissions: one prompt, the first time, answered by the user's scripted
    /// `Device.grant` (default no); `completion` (the iOS 10 form) gets the answer on the
    /// main loop.queue. Before iOS 8 (and with a completion before iOS 10) it is an unrecognized
    /// selector.
    @discardableResult
    public func requestAuthorization(
        _ options: [Authorization], flags: Set<AuthorizationFlag> = [], completion: ((Bool) throws -> Void)? = nil
    ) throws -> Bool {
        try device.requestAuthorization(id, options, flags: flags, completion: completion)
    }

    // MARK: Background tasks

    /// Seconds of background time left: huge (DBL_MAX) in the foreground, the remaining
    /// app-wide budget in the background, 0 when not running.
    public var backgroundTimeRemaining: Double { device.backgroundTimeRemaining(id) }

    /// `beginBackgroundTask(withName:expirationHandler:)`: a unique id, or `.invalid`.
    @discardableResult
    public func beginBackgroundTask(name: String? = nil, expiration: Block? = nil) -> BackgroundTaskID {
        device.beginBackgroundTask(id, name: name, expiration: expiration)
    }

    /// `endBackgroundTask(_:)`; an unknown or already-ended id is a warning record.
    public func endBackgroundTask(_ task: BackgroundTaskID) { device.endBackgroundTask(id, task) }

    // MARK: Main queue and work

    /// `DispatchQueue.main.async`.
    public func async(_ body: @escaping Block) throws { try device.enqueueMain(id, after: 0, body) }

    /// `DispatchQueue.main.asyncAfter`: runs when the app next executes at or after then.
    public func after(_ seconds: Double, _ body: @escaping Block) throws {
        let span = try device.duration(seconds, "after")
        try device.enqueueMain(id, after: span.nanoseconds, body)
    }

    /// A repeating main-queue timer (GCD timer source). The first tick comes after `start`
    /// seconds (default: one interval; 0 = at once, like DISPATCH_TIME_NOW). Ticks fire only
    /// while the app executes; those missed meanwhile coalesce into one.
    public func timer(every interval: Double, start: Double? = nil, _ body: @escaping Block) throws -> TimerHandle {
        let step = try device.duration(interval, "timer interval")
        let first = try device.duration(start ?? interval, "timer start")
        let timer = try device.addTimer(id, interval: step.nanoseconds, start: first.nanoseconds, body)
        return TimerHandle(device: device, process: device.currentProcess(id), id: timer)
    }

    /// A new dispatch group whose notify blocks run on this app's main loop.queue.
    public func makeGroup() throws -> WorkGroup {
        try device.requireExecuting(id)
        return WorkGroup(device: device, process: device.currentProcess(id))
    }

    /// Work off the main thread taking `seconds` of the app's execution time (frozen while
    /// suspended), then `completion` on the main loop.queue.
    public func work(_ seconds: Double, completion: @escaping Block) throws {
        let span = try device.duration(seconds, "work")
        try device.addWork(id, duration: span.nanoseconds, completion)
    }

    /// Blocks the main thread for `seconds`. Crossing a watchdog deadline kills the app and
    /// throws `ProcessKilled` (let it propagate).
    public func busy(_ seconds: Double) throws {
        let span = try device.duration(seconds, "busy")
        try device.busy(id, span.nanoseconds)
    }

    /// A `log` record at the app's current time, with the caller's location; under the
    /// scene's name when a scene's code logs (one of this app's scenes).
    public func log(_ message: String, scene: SceneID? = nil) {
        device.record(
            .log, app: id, scene: scene?.app == id ? scene : nil, message: message, at: device.currentLocation?())
    }

    /// continueUserActivity's restorationHandler was called with `objects` objects: UIKit
    /// calls restoreUserActivityState(_:) on each, in order (a `log` record says so first).
    public func noteRestoration(of activity: UserActivity, objects: Int) {
        let what = objects == 1 ? "1 object" : "\(objects) objects"
        device.record(
            .log, app: id, name: "system",
            message: "restorationHandler: UIKit calls restoreUserActivityState(_:) on \(what) with \(activity.type)",
            at: device.currentLocation?())
    }

    // MARK: Notifications

    /// `NotificationCenter.addObserver(forName:…)` for this app's process.
    public func observe(_ name: String, _ body: @escaping Block) throws -> ObserverToken {
        try observe(name) { (_: PostedNotification) in try body() }
    }

    /// The same, with the posted notification (its `userInfo`, its scene).
    public func observe(_ name: String, _ body: @escaping (PostedNotification) throws -> Void) throws -> ObserverToken {
        let observer = try device.addObserver(id, name: name, body)
        return ObserverToken(process: device.currentProcess(id), id: observer)
    }

    public func remove(_ token: ObserverToken) {
        device.removeObserver(token.process, id: token.id)
    }
}
