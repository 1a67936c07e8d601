import MessageCatalog

/// BGTaskScheduler (iOS 13+, facts §5.5, [S13]): the app registers a launch handler per
/// permitted identifier before its launch ends, submits requests (1 refresh and 10
/// processing at most), and the system later launches or wakes it in the background to run
/// one. The handler's task must call setTaskCompleted before its time runs out
/// (`refreshTaskTime`, `processingTaskTime`); shortly before, its expiration handler runs
/// (without one the task is marked completed, unsuccessfully); a task still open at the end
/// kills the app. A processing task runs only on an idle device whose power and network hold
/// what its request requires, and ends when the user starts using the device
/// (`Device+Conditions.swift`).
///
///     try device.runBackgroundTask(todo, identifier: "com.acme.refresh")
extension Device {
    func registerTask(_ app: AppID, _ identifier: String, _ handler: @escaping TaskHandler) throws -> Bool {
        try requireExecuting(app)
        try require(.registerTask, by: app)
        let p = apps[app].process!
        if p.launch.launched {
            throw AppException.inconsistency(
                "All launch handlers must be registered before application finishes launching")
        }
        guard apps[app].spec.taskIdentifiers.contains(identifier) else {
            warn(app, Sentence(.taskNotPermitted, String(identifier.prefix(80))))
            return false
        }
        if p.background.taskHandlers[identifier] != nil {
            throw AppException.inconsistency(
                "Launch handler for task with identifier \(identifier) has already been registered")
        }
        p.background.register(handler, for: identifier)
        schedulerRecord(app, "register", message: identifier)
        return true
    }

    /// `submit(_:)`: nil when accepted (a request with the same identifier is replaced).
    func submitTask(_ app: AppID, _ request: TaskRequest) throws -> TaskSubmitError? {
        try requireExecuting(app)
        try require(.submitTask, by: app)
        if let delay = request.earliestBegin { _ = try duration(delay, "earliestBeginDate") }
        var r = request
        r.submitted = appNow(app)
        let spec = apps[app].spec
        let error: TaskSubmitError?
        if !spec.taskIdentifiers.contains(r.identifier) || !spec.has(r.kind == .refresh ? .fetch : .processing) {
            error = .notPermitted
        } else if backgroundRefreshRefusal(app) != nil {
            error = .unavailable
        } else {
            error = apps[app].scheduling.submit(r) ? nil : .tooManyPendingTaskRequests
        }
        let when = r.earliestBegin.map { " (not before \(VirtualTime.seconds($0).jsonSeconds) s from now)" } ?? ""
        schedulerRecord(
            app, "submit",
            message: "\(r.className)Request \(r.identifier.prefix(80))" + (error.map { ": \($0.rawValue)" } ?? when))
        if error == .notPermitted {
            warn(
                app,
                Sentence(
                    .submitNotPermitted, String(r.identifier.prefix(80)), r.kind == .refresh ? "fetch" : "processing"))
        }
        return error
    }

    /// `cancel(taskRequestWithIdentifier:)`: the pending request goes; a task already
    /// running is not stopped (Apple: "cancels a previously scheduled task request").
    func cancelTaskRequest(_ app: AppID, _ identifier: String) throws {
        try requireExecuting(app)
        try require(.cancelTaskRequest, by: app)
        let had = apps[app].scheduling.cancel(identifier)
        schedulerRecord(app, "cancel", message: "\(identifier.prefix(80))" + (had ? "" : " (none pending)"))
    }

    /// `cancelAllTaskRequests()`.
    func cancelAllTaskRequests(_ app: AppID) throws {
        try requireExecuting(app)
        try require(.cancelAllTaskRequests, by: app)
        let count = apps[app].scheduling.cancelAll()
        schedulerRecord(app, "cancel", message: "all (\(count) pending)")
    }

    /// `getPendingTaskRequests(completionHandler:)`: the requests waiting to run, in the
    /// order they were submitted; the handler runs on the main queue.
    func pendingTaskRequests(_ app: AppID, _ completion: @escaping ([TaskRequest]) throws -> Void) throws {
        try requireExecuting(app)
        try require(.getPendingTaskRequests, by: app)
        let pending = apps[app].scheduling.taskRequests
        try enqueueMain(app, after: 0) { try completion(pending) }
    }

    /// What the system keeps for the app: the requests waiting to run.
    public func pendingTaskRequests(of app: AppID) -> [TaskRequest] { apps[app].scheduling.taskRequests }

    /// The pending requests whose earliest begin date has passed: what the system may run now.
    public func dueTaskRequests(of app: AppID) -> [TaskRequest] {
        apps[app].scheduling.taskRequests.filter { $0.earliest <= loop.now }
    }

    /// The system runs a submitted BGTask whose earliest begin date has passed: it takes
    /// the request off the pending list, launches or wakes the app in the background (as
    /// any background event) and calls the handler.
    public func runBackgroundTask(_ app: AppID, identifier: String) throws {
        try allow(.backgroundTask(app, identifier: identifier))
        var request: TaskRequest?
        try backgroundEvent(
            app, "backgroundTask", "system runs the background task \(identifier.prefix(80))", mode: nil,
            options: LaunchOptions(),
            refusal: { [unowned self] in
                if let why = self.taskRefusal(app, identifier) { return why }
                // Consumed now: a launch that submits again schedules the next run.
                request = self.apps[app].scheduling.take(identifier)
                return nil
            }
        ) { [unowned self] a in request.map { self.launchTask(a, $0) } ?? false }
    }

    /// A `task` record of the scheduler (its own label in text traces).
    private func schedulerRecord(_ app: AppID, _ name: String, id: Int? = nil, message: String) {
        record(
            .task, app: app, name: name, id: id, message: message,
            fields: [TraceField("scheduler", .string("BGTaskScheduler"))])
    }

    private func taskRefusal(_ app: AppID, _ identifier: String) -> String? {
        guard let request = apps[app].scheduling.taskRequests.first(where: { $0.identifier == identifier }) else {
            return "no pending request for \(identifier.prefix(80)) (submit one first)"
        }
        if let why = backgroundRefreshRefusal(app) { return why }
        if request.earliest > loop.now {
            return
                "its earliest begin date is \(VirtualTime(nanoseconds: request.earliest - loop.now).jsonSeconds) s away"
        }
        if apps[app].state.isForeground { return "\(apps[app].name) is in the foreground" }
        return request.kind == .processing ? processingRefusal(request) : nil
    }

    /// Calls the launch handler with a new task; a missing handler is UIKit's exception.
    private func launchTask(_ app: AppID, _ request: TaskRequest) -> Bool {
        let identifier = request.identifier
        guard let p = apps[app].process else { return false }
        guard let handler = p.background.taskHandlers[identifier] else {
            let failure = AppException.inconsistency(
                "No launch handler registered for task with identifier \(identifier)")
            record(.crash, app: app, message: failure.description)
            terminate(app, .crash, message: failure.description, at: appNow(app))
            return false
        }
        nextBackgroundTaskNumber += 1
        let number = nextBackgroundTaskNumber
        p.background.launch(RunningTask(number: number, identifier: identifier, kind: request.kind, expiration: nil))
        schedulerRecord(app, "launch", id: number, message: "\(request.className) \(identifier)")
        let process = currentProcess(app)
        let time = request.kind == .refresh ? profile.refreshTaskTime : profile.processingTaskTime
        let deadline = appNow(app).later(by: time.nanoseconds)
        let warning = max(appNow(app), deadline - profile.expirationLeadTime.nanoseconds)
        loop.queue.schedule(at: warning, .main(process, body: { [unowned self] in self.taskExpiring(process, number) }))
        loop.queue.schedule(at: deadline, .world { [unowned self] in self.taskDeadline(process, number) })
        let task = TaskHandle(
            device: self, process: process, number: number, identifier: identifier, kind: request.kind)
        return withUnit(app, nil) { invoke(app) { try handler(task) } }
    }

    /// The system ends a BGTask's time early: its expiration now, the kill at `deadline`.
    func expireTaskEarly(_ process: ProcessID, _ number: Int, deadline: Int64) {
        loop.queue.schedule(
            at: loop.now, .main(process, body: { [unowned self] in self.taskExpiring(process, number) }))
        loop.queue.schedule(at: deadline, .world { [unowned self] in self.taskDeadline(process, number) })
    }

    /// Shortly before the end: the expiration handler, or (without one) the task is marked
    /// completed, unsuccessfully.
    private func taskExpiring(_ process: ProcessID, _ number: Int) {
        let app = process.app
        guard isAlive(process), let task = apps[app].process?.background.expire(number) else { return }
        schedulerRecord(app, "expire", id: number, message: task.identifier)
        if let handler = task.expiration {
            _ = invoke(app, handler)
        } else {
            finishTask(app, number, "\(task.identifier): marked completed, unsuccessful (no expiration handler)")
        }
    }

    private func taskDeadline(_ process: ProcessID, _ number: Int) {
        guard isAlive(process),
            let task = apps[process.app].process?.background.runningTasks.first(where: { $0.number == number })
        else { return }
        terminate(
            process.app, .backgroundTaskExpiry,
            message: "0x8badf00d: \(task.kind == .refresh ? "BGAppRefreshTask" : "BGProcessingTask") \(task.identifier)"
                + " not completed before its time expired", at: loop.now)
    }

    func runningTask(_ handle: TaskHandle) -> RunningTask? {
        guard isAlive(handle.process) else { return nil }
        return apps[handle.process.app].process?.background.runningTasks.first { $0.number == handle.number }
    }

    func setExpirationHandler(_ handle: TaskHandle, _ handler: Block?) {
        guard isAlive(handle.process) else { return }
        apps[handle.process.app].process?.background.setExpiration(handler, of: handle.number)
    }

    func completeTask(_ handle: TaskHandle, success: Bool) {
        guard isAlive(handle.process) else { return }
        let app = handle.process.app
        guard apps[app].process?.background.runningTasks.contains(where: { $0.number == handle.number }) == true else {
            warn(app, Sentence(.taskAlreadyCompleted, handle.identifier))
            return
        }
        finishTask(app, handle.number, "\(handle.identifier) (success: \(success))")
    }

    private func finishTask(_ app: AppID, _ number: Int, _ words: String) {
        guard let p = apps[app].process else { return }
        p.background.finish(number)
        schedulerRecord(app, "complete", id: number, message: words)
        if p.background.runningTasks.isEmpty && apps[app].state == .background { scheduleSuspendCheck(app) }
    }
}

extension Application {
    /// `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)`: only for
    /// a permitted identifier (false otherwise) and only before the launch ends (an exception after).
    @discardableResult
    public func registerTask(_ identifier: String, handler: @escaping TaskHandler) throws -> Bool {
        try device.registerTask(id, identifier, handler)
    }

    /// `BGTaskScheduler.shared.submit(_:)`: nil, or why the request was refused.
    @discardableResult
    public func submitTask(_ request: TaskRequest) throws -> TaskSubmitError? { try device.submitTask(id, request) }

    /// `BGTaskScheduler.shared.cancel(taskRequestWithIdentifier:)`.
    public func cancelTaskRequest(_ identifier: String) throws { try device.cancelTaskRequest(id, identifier) }

    /// `BGTaskScheduler.shared.cancelAllTaskRequests()`.
    public func cancelAllTaskRequests() throws { try device.cancelAllTaskRequests(id) }

    /// `BGTaskScheduler.shared.getPendingTaskRequests(completionHandler:)`.
    public func pendingTaskRequests(_ completion: @escaping ([TaskRequest]) throws -> Void) throws {
        try device.pendingTaskRequests(id, completion)
    }
}
