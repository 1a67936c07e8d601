/// Running events: main-thread rules (suspension parks work, busy delays it), app code
/// invocation with crash capture, and process death.
extension Device {
    @inline(__always)  // one caller, the run loop: inlined, the popped event is not reloaded from memory
    func execute(_ event: Event) throws {
        switch event.job {
        case .world(let body):
            try body()
        case .completionDeadline(let id):
            completionTimedOut(id)
        case .notificationTrigger(let app, let serial):
            fireNotification(app, serial: serial)
        case .call(let stage):
            try handleCall(stage)
        case .kill(let process, let reason, let message):
            if isAlive(process) { terminate(process.app, reason, message: message, at: loop.now) }
        case .expiryDeadline(let process, let epoch):
            guard isAlive(process), let p = apps[process.app].process, p.background.epoch == epoch,
                !p.background.tasks.isEmpty
            else { return }
            terminate(process.app, .backgroundTaskExpiry, message: Device.expiryMessage, at: loop.now)
        case .suspendCheck(let process):
            guard isAlive(process), let p = apps[process.app].process, !p.clock.hung else { return }
            if p.clock.busyUntil > loop.now { return postpone(event, to: p.clock.busyUntil) }
            suspendIfIdle(process.app)
        case .main(let process, _), .timer(let process, _), .work(let process, _, _),
            .expirationWarning(let process, _):
            guard isAlive(process) else { return }
            runMainJob(event, process)
        }
    }

    static let expiryMessage = "0x8badf00d: has active assertions beyond permitted time"

    private func postpone(_ event: Event, to time: Int64) {
        var e = event
        e.time = time
        loop.queue.push(e)  // same seq: keeps its FIFO place
    }

    /// App work on the main thread. The process object is borrowed, not retained (the
    /// timer hot path): a process that ends during the event stays in `loop.endedProcesses`
    /// until the event is done.
    private func runMainJob(_ event: Event, _ process: ProcessID) {
        guard let owner = apps[process.app].process.map(Unmanaged.passUnretained) else { return }
        owner._withUnsafeGuaranteedRef { p in runMainJob(event, process, p) }
    }

    private func runMainJob(_ event: Event, _ process: ProcessID, _ p: ProcessState) {
        let app = process.app
        guard !p.clock.hung else { return }
        if apps[app].phase == .suspended {
            p.mainQueue.park(event)
            return
        }
        if case .work(_, let target, let completion) = event.job {
            let executed = loop.now - p.clock.suspendedTotal
            if executed < target { return postpone(event, to: loop.now.later(by: target - executed)) }
            if p.clock.busyUntil > loop.now {
                return loop.queue.push(
                    Event(time: p.clock.busyUntil, seq: event.seq, job: .main(process, body: completion)))
            }
            runOnMain(app, completion)
            return
        }
        if p.clock.busyUntil > loop.now { return postpone(event, to: p.clock.busyUntil) }
        switch event.job {
        case .main(_, let body):
            runOnMain(app, p, body)
        case .timer(_, let timer):
            fireTimer(process, p, timer)
        case .expirationWarning(_, let epoch):
            if p.background.epoch == epoch { runExpirationHandlers(app) }
        default:
            break
        }
    }

    /// A tick: the timer's body, then the next tick. `p` (alive for the whole event, see
    /// `loop.endedProcesses`) owns the timer through its table, so the timer outlives the tick
    /// even if app code cancels it or kills the process.
    private func fireTimer(_ process: ProcessID, _ p: ProcessState, _ tick: Unmanaged<TimerEntry>) {
        let finished = tick._withUnsafeGuaranteedRef { t -> Int? in
            guard !t.isCancelled else { return t.id }
            if loop.idleTicks != nil { countIdleTick(process.app, t) }
            runOnMain(process.app, p, t.body)
            // The process died: its table goes with it.
            guard apps[process.app].generation == process.generation else { return nil }
            // Cancelled from inside its own tick: no next tick.
            guard !t.isCancelled else { return t.id }
            // GCD: ticks missed while the app did not run coalesce into the one just delivered.
            var next = t.deadline.later(by: t.interval)
            if next <= loop.now {
                let (span, overflow) = ((loop.now - t.deadline) / t.interval + 1).multipliedReportingOverflow(
                    by: t.interval)
                next = overflow ? .max : t.deadline.later(by: span)
            }
            t.tick(at: next)
            loop.queue.schedule(at: next, .timer(process, tick))
            return nil
        }
        // A cancelled timer's last tick is gone: the table lets go of it.
        if let id = finished { p.mainQueue.dropTimer(id) }
    }

    /// One main-thread unit outside the life-cycle sequences (a block, a timer tick): in the
    /// foreground it may not block longer than the hang limit.
    ///
    /// This is the timer hot path: it touches the process object directly and the app
    /// table as little as possible.
    func runOnMain(_ app: AppID, _ body: Block) {
        guard let p = apps[app].process else { return }
        runOnMain(app, p, body)
    }

    func runOnMain(_ app: AppID, _ p: ProcessState, _ body: Block) {
        let saved: Deadline?
        if apps[app].state.isForeground {
            let start = p.clock.busyUntil > loop.now ? p.clock.busyUntil : loop.now
            saved = p.clock.enterUnit(
                Deadline(time: start.later(by: profile.foregroundHangLimit.nanoseconds), kind: .hang))
        } else {
            saved = p.clock.enterUnit(nil)
        }
        _ = invoke(app, body)
        p.clock.leaveUnit(restoring: saved)  // harmless on a dead process: nothing reads it any more
    }

    /// Runs `body` as a unit with the given watchdog deadline (restored afterwards). Inside
    /// a resume transaction (§1.4) no step may run past the resume's deadline.
    func withUnit(_ app: AppID, _ deadline: Deadline?, _ body: () -> Bool) -> Bool {
        let process = currentProcess(app)
        let saved = apps[app].process?.clock.unitDeadline
        var effective = deadline
        if let outer = saved, outer.kind == .resume, effective.map({ $0.time > outer.time }) ?? true {
            effective = outer
        }
        apps[app].process?.clock.enterUnit(effective)
        let result = body()
        if isAlive(process) { apps[app].process?.clock.leaveUnit(restoring: saved) }
        return result && isAlive(process) && isResponsive(app)
    }

    /// Calls app code. A thrown error is an uncaught exception: crash record, app dies.
    /// Returns whether the app can go on (not crashed, not killed while blocked).
    func invoke(_ app: AppID, _ body: Block) -> Bool {
        let process = currentProcess(app)
        callDepth += 1
        defer { callDepth -= 1 }
        do {
            try body()
        } catch {
            // A process killed while blocked unwinds with ProcessKilled (or whatever the
            // binding turned it into): that is not a crash.
            guard isAlive(process), apps[app].process?.clock.hung == false else { return false }
            crash(app, error)
            return false
        }
        guard let p = apps[app].process, apps[app].generation == process.generation else { return false }
        return !p.clock.hung
    }

    func crash(_ app: AppID, _ error: any Error) {
        let message: String
        var location: String?
        var fields: [TraceField] = []
        if let failure = error as? CallbackFailure {
            message = failure.message
            location = failure.location
            if let tb = failure.traceback { fields.append(TraceField("traceback", .string(tb))) }
        } else {
            message = String(describing: error)
        }
        record(.crash, app: app, message: message, at: location ?? currentLocation?(), fields: fields)
        terminate(app, .crash, message: message, at: appNow(app))
    }

    /// Decides a kill while the main thread is blocked: the app runs nothing more and dies
    /// at `time`.
    func scheduleKill(_ app: AppID, at time: Int64, _ reason: TerminationReason, _ message: String) {
        guard let p = apps[app].process else { return }
        p.clock.condemn()
        loop.queue.schedule(at: max(time, loop.now), .kill(currentProcess(app), reason: reason, message: message))
    }
}
