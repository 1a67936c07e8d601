/// The app's main queue and its friends (GCD as app code sees it). All of these schedule on
/// the app's own clock, so work queued after `busy` lands after the block.
extension Device {
    /// App code can run only in an executing, not condemned process.
    func requireExecuting(_ app: AppID) throws {
        guard let p = apps[app].process, apps[app].phase == .running else {
            throw EngineError.appNotExecuting(app: apps[app].name, state: apps[app].state)
        }
        if p.clock.hung { throw ProcessKilled(app: apps[app].name, reason: .watchdog) }
    }

    func enqueueMain(_ app: AppID, after delay: Int64, _ body: @escaping Block) throws {
        try requireExecuting(app)
        loop.queue.schedule(at: appNow(app).later(by: delay), .main(currentProcess(app), body: body))
    }

    /// Adds a repeating timer; returns its id. The first tick comes after `start`.
    func addTimer(_ app: AppID, interval: Int64, start: Int64, _ body: @escaping Block) throws -> Int {
        try requireExecuting(app)
        guard interval > 0 else { throw EngineError.badDuration("timer interval", Double(interval) / 1e9) }
        let deadline = appNow(app).later(by: start)
        let timer = apps[app].process!.mainQueue.addTimer(
            interval: interval, deadline: deadline, body: body, origin: currentLocation?())
        loop.queue.schedule(at: deadline, .timer(currentProcess(app), Unmanaged.passUnretained(timer)))
        return timer.id
    }

    /// Marks the timer cancelled. Its entry stays in the table until its pending tick is
    /// dropped (the tick refers to it unretained).
    func cancelTimer(_ process: ProcessID, id: Int) {
        guard isAlive(process), let timer = apps[process.app].process!.mainQueue.timers[id] else { return }
        timer.cancel()
    }

    /// Work off the main thread: it progresses only while the app executes (frozen while
    /// suspended), then `completion` runs on the main loop.queue.
    func addWork(_ app: AppID, duration: Int64, _ completion: @escaping Block) throws {
        try requireExecuting(app)
        let p = apps[app].process!
        let target = (appNow(app) - p.clock.suspendedTotal).later(by: duration)
        loop.queue.schedule(
            at: appNow(app).later(by: duration), .work(currentProcess(app), target: target, completion: completion))
    }

    /// Blocks the main thread: the app's clock moves on, everything queued behind waits.
    /// If that crosses a watchdog deadline (or the background deadline with tasks open),
    /// the process is killed at the deadline and `ProcessKilled` unwinds the app code.
    func busy(_ app: AppID, _ span: Int64) throws {
        try requireExecuting(app)
        let p = apps[app].process!
        let start = appNow(app)
        let end = start.later(by: span)
        var deadline = p.clock.unitDeadline
        if deadline == nil && callDepth == 0 && apps[app].state.isForeground { deadline = hangBudget(app) }
        if apps[app].state == .background, !p.background.tasks.isEmpty, let bd = p.background.deadline,
            deadline == nil || bd < deadline!.time
        {
            deadline = Deadline(time: bd, kind: .backgroundExpiry)
        }
        if let d = deadline, d.time < end {
            apps[app].process!.clock.block(until: max(start, d.time))
            scheduleKill(app, at: d.time, d.kind.reason, d.kind.message(profile))
            throw ProcessKilled(app: apps[app].name, reason: d.kind.reason)
        }
        apps[app].process!.clock.block(until: end)
    }

    func addObserver(_ app: AppID, name: String, _ body: @escaping (PostedNotification) throws -> Void) throws -> Int {
        try requireExecuting(app)
        return apps[app].process!.mainQueue.addObserver(name, body)
    }

    func removeObserver(_ process: ProcessID, id: Int) {
        guard isAlive(process) else { return }
        apps[process.app].process!.mainQueue.removeObserver(id)
    }
}
