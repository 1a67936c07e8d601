import MessageCatalog

/// Background execution (facts §5): one app-wide budget per background period, expiration
/// handlers shortly before the deadline, a kill for tasks still open at it.
extension Device {
    /// Starts the background budget (C6) when the app enters the background.
    func startBackgroundPeriod(_ app: AppID) {
        guard let p = apps[app].process else { return }
        let deadline = appNow(app).later(by: profile.backgroundBudget.nanoseconds)
        let epoch = p.background.startPeriod(deadline: deadline)

        let process = currentProcess(app)
        let warning = max(appNow(app), deadline - profile.expirationLeadTime.nanoseconds)
        loop.queue.schedule(at: warning, .expirationWarning(process, epoch: epoch))
        loop.queue.schedule(at: deadline, .expiryDeadline(process, epoch: epoch))
    }

    /// Ends the background period (foreground again, or suspended): its events lapse.
    func endBackgroundPeriod(_ app: AppID) {
        apps[app].process?.background.endPeriod()
    }

    func beginBackgroundTask(_ app: AppID, name: String?, expiration: Block?) -> BackgroundTaskID {
        guard let p = apps[app].process, isResponsive(app) else {
            warn(app, Sentence(.beginTaskWhileState, apps[app].name, "\(apps[app].state)"))
            return .invalid
        }
        if apps[app].state == .background, let deadline = p.background.deadline,
            p.background.expirationStarted || appNow(app) >= deadline
        {
            warn(app, Sentence(.beginTaskExpired))
            return .invalid
        }
        let id = nextTaskID
        nextTaskID += 1
        apps[app].process!.background.begin(OpenTask(id: id, name: name, expiration: expiration))
        record(.task, app: app, name: "begin", id: id, message: name)
        return BackgroundTaskID(rawValue: id)
    }

    func endBackgroundTask(_ app: AppID, _ id: BackgroundTaskID) {
        guard let task = apps[app].process?.background.end(id.rawValue) else {
            warn(app, Sentence(.taskNotOpen, "\(id)"))
            return
        }
        record(.task, app: app, name: "end", id: task.id, message: task.name)
        if apps[app].process!.background.tasks.isEmpty && apps[app].state == .background {
            scheduleSuspendCheck(app)
        }
    }

    /// §5.2: called "shortly before" the deadline on the main thread, one handler per open
    /// task in the order they began. Handlers are expected to end their task.
    func runExpirationHandlers(_ app: AppID) {
        apps[app].process?.background.startExpiration()
        let process = currentProcess(app)
        for task in apps[app].process?.background.tasks ?? [] {
            guard isAlive(process), apps[app].process!.background.tasks.contains(where: { $0.id == task.id }) else {
                continue
            }
            record(.task, app: app, name: "expire", id: task.id, message: task.name)
            if let handler = task.expiration {
                guard invoke(app, handler) else { return }
            }
        }
    }

    func backgroundTimeRemaining(_ app: AppID) -> Double {
        guard let p = apps[app].process, apps[app].phase == .running else { return 0 }
        if apps[app].state.isForeground { return Double.greatestFiniteMagnitude }
        guard let deadline = p.background.deadline else { return profile.backgroundBudget.seconds }
        return Double(max(0, deadline - appNow(app))) / 1e9
    }
}

extension Device {
    /// §5.2 [S12][A4]: the system ends the app's background time early ("calls in" its
    /// tasks): the expiration handlers run now and open tasks must end within
    /// `expirationLeadTime`, or (`terminating`) the app is terminated at once.
    public func endBackgroundTime(_ app: AppID, terminating: Bool = false) throws {
        try allow(.endBackgroundTime(app, terminating: terminating))
        action(
            "endBackgroundTime", app,
            terminating
                ? "system ends the background time and terminates the app" : "system ends the background time early")
        guard apps[app].state == .background, isResponsive(app), let p = apps[app].process,
            !p.background.tasks.isEmpty || !p.background.runningTasks.isEmpty
        else {
            record(
                .log, app: app, name: "system",
                message: "nothing to end: \(name(of: app)) has no background task running")
            return try drain()
        }
        if terminating {
            terminate(
                app, .backgroundTaskExpiry, message: "0x8badf00d: the system ended the background time early",
                at: loop.now)
            return try drain()
        }
        let process = currentProcess(app)
        let deadline = loop.now.later(by: profile.expirationLeadTime.nanoseconds)
        if !p.background.tasks.isEmpty {
            let epoch = p.background.startPeriod(deadline: deadline)
            loop.queue.schedule(at: loop.now, .expirationWarning(process, epoch: epoch))
            loop.queue.schedule(at: deadline, .expiryDeadline(process, epoch: epoch))
        }
        for task in p.background.runningTasks { expireTaskEarly(process, task.number, deadline: deadline) }
        try drain()
    }
}
