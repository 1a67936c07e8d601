/// A process's main-thread time: how long it is blocked, how long it was suspended, the
/// watchdog deadline of the unit it runs, and whether a watchdog condemned it. Stored inline
/// in `ProcessState` and read on every timer tick, so its reads are plain loads.
///
///     let saved = p.clock.enterUnit(deadline)   // a tick under the hang limit
///     …
///     p.clock.leaveUnit(restoring: saved)
struct ProcessClock {
    /// The app's main thread is blocked until then (busy). The app's own clock is
    /// max(device now, busyUntil).
    private(set) var busyUntil: Int64
    /// Killed while blocked: the kill is scheduled, nothing of this app runs any more.
    private(set) var hung = false
    /// The current main-thread unit's watchdog deadline and what a kill would be.
    private(set) var unitDeadline: Deadline?
    /// When it was suspended, while it is.
    private(set) var suspendedSince: Int64?
    /// The time it spent suspended: work off the main thread makes no progress then.
    private(set) var suspendedTotal: Int64 = 0

    init(now: Int64) { busyUntil = now }

    /// App code blocked the main thread until `time`.
    mutating func block(until time: Int64) { busyUntil = time }

    /// A watchdog decided a kill while the main thread is blocked: nothing more runs.
    mutating func condemn() { hung = true }

    /// A main-thread unit starts under `deadline` (nil: none): the deadline it replaces.
    @discardableResult
    mutating func enterUnit(_ deadline: Deadline?) -> Deadline? {
        defer { unitDeadline = deadline }
        return unitDeadline
    }

    /// The unit is over: the deadline it replaced holds again.
    mutating func leaveUnit(restoring saved: Deadline?) { unitDeadline = saved }

    /// The process was suspended at `now`.
    mutating func suspend(at now: Int64) { suspendedSince = now }

    /// The process runs again at `now`, and its suspended time counts; false when it was not
    /// suspended.
    mutating func thaw(at now: Int64) -> Bool {
        guard let since = suspendedSince else { return false }
        suspendedTotal += now - since
        suspendedSince = nil
        return true
    }
}
