/// `ProcessInfo.performExpiringActivity(withReason:using:)` (iOS 8.2): the block runs
/// asynchronously with expired = false while the process holds an assertion that keeps it
/// running in the background, as a background task does; when the process is about to be
/// suspended (its background time is running out) the block runs again with expired =
/// true, and the assertion ends when that call returns. A block that returns at once ends
/// the assertion at once: the block's thread must stay busy (`busy(seconds)` inside the
/// block, a semaphore wait in Swift) for the work to be covered.
///
///     try app.performExpiringActivity(reason: "save") { expired in expired ? 0 : 10 }
extension Device {
    /// `block(expired)` returns how long it keeps its thread blocked, in seconds.
    func performExpiringActivity(_ app: AppID, reason: String, _ block: @escaping (Bool) throws -> Double) throws {
        try requireExecuting(app)
        try require(.performExpiringActivity, by: app)
        try enqueueMain(app, after: 0) { [unowned self] in try self.startExpiringActivity(app, reason, block) }
    }

    private final class ExpiringActivity {
        var task = BackgroundTaskID.invalid
        /// Called with true, or its work done: nothing more happens.
        var over = false
    }

    private func startExpiringActivity(_ app: AppID, _ reason: String, _ block: @escaping (Bool) throws -> Double)
        throws
    {
        let label = "performExpiringActivity \"\(reason)\""
        guard assertionAvailable(app) else {
            record(
                .log, app: app, name: "system",
                message: "\(label): background time has run out, no assertion: the block runs with expired = true")
            _ = try block(true)
            return
        }
        let activity = ExpiringActivity()
        activity.task = beginBackgroundTask(app, name: reason) { [unowned self] in
            guard !activity.over else { return }
            activity.over = true
            self.record(
                .log, app: app, name: "system",
                message: "\(label): the process is about to be suspended: the block runs again with expired = true")
            _ = try block(true)
            self.endBackgroundTask(app, activity.task)
        }
        record(.log, app: app, name: "system", message: "\(label): the block runs with expired = false")
        let seconds = try block(false)
        guard !activity.over, isResponsive(app) else { return }
        let span = try duration(seconds, "performExpiringActivity's busy time")
        guard span.nanoseconds > 0 else {
            activity.over = true
            endBackgroundTask(app, activity.task)
            return
        }
        try addWork(app, duration: span.nanoseconds) { [unowned self] in
            guard !activity.over else { return }
            activity.over = true
            self.endBackgroundTask(app, activity.task)
        }
    }

    /// Whether the app may take a background assertion now (beginBackgroundTask's rule).
    private func assertionAvailable(_ app: AppID) -> Bool {
        guard let p = apps[app].process, isResponsive(app) else { return false }
        guard apps[app].state == .background, let deadline = p.background.deadline else { return true }
        return !p.background.expirationStarted && appNow(app) < deadline
    }
}

extension Application {
    /// `ProcessInfo.processInfo.performExpiringActivity(withReason:using:)`: `block(expired)`
    /// returns the seconds it keeps its thread blocked.
    public func performExpiringActivity(reason: String, _ block: @escaping (Bool) throws -> Double) throws {
        try device.performExpiringActivity(id, reason: reason, block)
    }
}
