/// Driving virtual time from outside (the scenario runner, the REPL, tests).
///
///     try device.advance(by: 60)        // run everything due in the next minute
///     try device.advance(to: .seconds(120))
///     try device.runUntilIdle()         // until nothing is pending (limit: clear error)
extension Device {
    public func advance(by seconds: Double) throws {
        try advance(by: try duration(seconds, "advance(by:)"))
    }

    public func advance(by span: VirtualTime) throws {
        try run(until: loop.now.later(by: max(0, span.nanoseconds)))
    }

    /// Runs every event due up to `time`, then sets the clock to it (never backwards).
    public func advance(to time: VirtualTime) throws {
        try run(until: max(loop.now, time.nanoseconds))
    }

    /// Runs events until none is pending. Suspended apps' timers do not count (they are
    /// parked), but a foreground repeating timer never lets the device go idle: after
    /// `limit` events this throws `EngineError.loopLimit` naming what is still pending.
    ///
    /// A repeating timer of a foreground app never stops by itself: once one has ticked
    /// ``neverIdleTicks`` times this throws `EngineError.neverIdle` naming it. Repeating
    /// notification requests do not keep the device busy: it is idle when only their
    /// triggers are pending.
    public func runUntilIdle(limit: Int = 1_000_000) throws {
        guard callDepth == 0 else { throw EngineError.reentrantCall("runUntilIdle") }
        loop.idleTicks = [:]
        loop.neverIdleTimer = nil
        defer {
            loop.idleTicks = nil
            loop.neverIdleTimer = nil
        }
        var steps = 0
        while let next = loop.queue.nextTime, loop.queue.count > notificationClock.repeating {
            if steps >= limit {
                throw EngineError.loopLimit(steps: steps, pending: loop.queue.count, detail: pendingSummary())
            }
            try run(until: next, countingInto: &steps, limit: limit)
            if let (app, timer) = loop.neverIdleTimer {
                throw EngineError.neverIdle(
                    app: apps[app].name, interval: Double(timer.interval) / 1e9, origin: timer.origin,
                    ticks: Device.neverIdleTicks)
            }
        }
        checkInvariants()
    }

    /// Counts a tick of a foreground app's timer during `runUntilIdle`.
    func countIdleTick(_ app: AppID, _ timer: TimerEntry) {
        guard apps[app].state.isForeground, loop.neverIdleTimer == nil else { return }
        let key = ObjectIdentifier(timer)
        let ticks = (loop.idleTicks?[key] ?? 0) + 1
        loop.idleTicks?[key] = ticks
        if ticks >= Device.neverIdleTicks { loop.neverIdleTimer = (app, timer) }
    }

    /// Whether anything is scheduled.
    public var hasPendingEvents: Bool { !loop.queue.isEmpty }

    /// Runs what is due at the current instant (actions call this before returning).
    func drain() throws {
        try run(until: loop.now)
    }

    func run(until target: Int64) throws {
        var steps = 0
        try run(until: target, countingInto: &steps, limit: Int.max)
        if loop.now < target { loop.now = target }
        checkInvariants()
    }

    private func run(until target: Int64, countingInto steps: inout Int, limit: Int) throws {
        guard callDepth == 0 else { throw EngineError.reentrantCall("advancing time") }
        // No app code is on the stack here or between two events: nothing borrows them.
        loop.endedProcesses.removeAll()
        var sameInstant = 0
        while steps < limit, let event = loop.queue.popIfDue(upTo: target) {
            if trace.full {
                loop.queue.push(event)
                throw EngineError.traceLimit(records: trace.used.records, bytes: trace.used.bytes)
            }
            if let shouldStop, shouldStop() {
                loop.queue.push(event)
                throw EngineError.interrupted
            }
            if event.time > loop.now {
                loop.now = event.time
                sameInstant = 0
            }
            sameInstant += 1
            steps += 1
            if sameInstant > loop.sameInstantLimit {
                loop.queue.push(event)
                throw EngineError.loopLimit(
                    steps: sameInstant - 1, pending: loop.queue.count,
                    detail: "at t=\(now.jsonSeconds) work keeps being queued for the same instant: \(pendingSummary())")
            }
            try execute(event)
            if !loop.endedProcesses.isEmpty { loop.endedProcesses.removeAll() }
        }
    }

    func duration(_ seconds: Double, _ what: String) throws -> VirtualTime {
        guard seconds.isFinite, seconds >= 0 else { throw EngineError.badDuration(what, seconds) }
        return .seconds(seconds)
    }

    private func pendingSummary() -> String {
        var timers = 0, blocks = 0, other = 0
        var names: [String] = []
        for event in loop.queue.pending {
            let job = event.job
            switch job {
            case .timer: timers += 1
            case .main, .work: blocks += 1
            default: other += 1
            }
            if let a = job.process?.app, !names.contains(apps[a].name) { names.append(apps[a].name) }
        }
        names.sort()
        let who = names.isEmpty ? "" : " in " + names.joined(separator: ", ")
        return "\(timers) timer(s), \(blocks) block(s), \(other) system event(s)\(who)"
    }
}
