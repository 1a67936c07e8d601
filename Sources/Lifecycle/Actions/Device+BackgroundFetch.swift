import MessageCatalog

/// Background fetch (facts §5.4, [A2], [S13]): the system fetches only for an app that set
/// a minimum interval (the default is `UIApplicationBackgroundFetchIntervalNever`), never
/// more often than that interval, and never for an app that declares
/// `BGTaskSchedulerPermittedIdentifiers` (BGTaskScheduler replaces it).
///
///     try app.setMinimumBackgroundFetchInterval(.minimum)   // in didFinishLaunching
///     try device.backgroundFetch(todo)                      // performFetchWithCompletionHandler:
extension Device {
    func setMinimumBackgroundFetchInterval(_ app: AppID, _ interval: BackgroundFetchInterval) throws {
        try requireExecuting(app)
        try require(.setMinimumBackgroundFetchInterval, by: app)
        let value: VirtualTime?
        switch interval {
        case .never: value = nil
        case .minimum: value = .seconds(0)
        case .seconds(let s): value = try duration(s, "setMinimumBackgroundFetchInterval")
        }
        apps[app].scheduling.setFetchInterval(value)
        record(.log, app: app, name: "backgroundFetch", message: "minimum background fetch interval: \(interval)")
        if !apps[app].spec.taskIdentifiers.isEmpty {
            warn(app, Sentence(.fetchIntervalNoEffect))
        }
    }

    /// Why the system gives the app no background fetch now, or nil when it does.
    func fetchRefusal(_ app: AppID) -> String? {
        if !apps[app].spec.taskIdentifiers.isEmpty {
            return "\(apps[app].name) declares BGTaskSchedulerPermittedIdentifiers, which disables background fetch"
        }
        if let why = backgroundRefreshRefusal(app) { return why }
        guard let interval = apps[app].scheduling.fetchInterval else {
            return "\(apps[app].name) never called setMinimumBackgroundFetchInterval (the default is Never)"
        }
        if let last = apps[app].scheduling.lastFetch, loop.now - last < interval.nanoseconds {
            return "the minimum fetch interval (\(interval.jsonSeconds) s) has not passed since the last fetch"
        }
        return nil
    }
}

/// `UIApplication.setMinimumBackgroundFetchInterval(_:)`'s argument.
public enum BackgroundFetchInterval: Equatable, Sendable, CustomStringConvertible {
    /// `UIApplicationBackgroundFetchIntervalMinimum`: as often as the system allows.
    case minimum
    /// `UIApplicationBackgroundFetchIntervalNever`, the default.
    case never
    case seconds(Double)

    public var description: String {
        switch self {
        case .minimum: return "minimum"
        case .never: return "never"
        case .seconds(let s): return "\(VirtualTime.seconds(s).jsonSeconds) s"
        }
    }
}

extension Application {
    /// `setMinimumBackgroundFetchInterval(_:)` (iOS 7, deprecated 13): without it the system
    /// never fetches. The system keeps the value across launches.
    public func setMinimumBackgroundFetchInterval(_ interval: BackgroundFetchInterval) throws {
        try device.setMinimumBackgroundFetchInterval(id, interval)
    }
}
