/// What keeps a process running in the background, and the budget it runs on (facts §5):
/// the background period's deadline and epoch, open background tasks, BGTasks, completion
/// handlers handed out, location and accessory wakes, audio. Stored inline in `ProcessState`.
///
///     let epoch = p.background.startPeriod(deadline: deadline)   // its expiry events carry the epoch
///     p.background.isIdle(at: now)                               // true: the process may suspend
struct BackgroundWork {
    /// Open background tasks (`beginBackgroundTask`), in the order they began.
    private(set) var tasks: [OpenTask] = []
    /// The deadline of the current background period, while there is one.
    private(set) var deadline: Int64?
    /// Bumped whenever a period starts or ends, which cancels the earlier period's events.
    private(set) var epoch = 0
    /// The expiration handlers of this period have begun to run.
    private(set) var expirationStarted = false
    /// BGTaskScheduler launch handlers registered by this process, by identifier.
    private(set) var taskHandlers: [String: TaskHandler] = [:]
    /// BGTasks this process is running, not completed yet.
    private(set) var runningTasks: [RunningTask] = []
    /// Completion handlers handed out and not called yet: they keep the app running.
    private(set) var pendingCompletions: Set<Int> = []
    /// A location or Bluetooth wake keeps the app running until then.
    private(set) var holdUntil: Int64 = 0
    /// Audio plays until then; with the `audio` mode it keeps the app running.
    private(set) var audioUntil: Int64 = 0

    /// Nothing keeps the process running at `now`: no task, BGTask, pending completion
    /// handler, wake or audio.
    func isIdle(at now: Int64) -> Bool {
        tasks.isEmpty && pendingCompletions.isEmpty && runningTasks.isEmpty && holdUntil <= now && audioUntil <= now
    }

    // MARK: The background period

    /// A background period starts, or the system calls in the open tasks early: their
    /// time ends at `deadline`. The new epoch, which the period's events carry.
    mutating func startPeriod(deadline: Int64) -> Int {
        epoch += 1
        expirationStarted = false
        self.deadline = deadline
        return epoch
    }

    /// The period ends (foreground again, or suspended): its events lapse.
    mutating func endPeriod() {
        epoch += 1
        deadline = nil
        expirationStarted = false
    }

    /// The expiration handlers begin: no new task may start in this period.
    mutating func startExpiration() { expirationStarted = true }

    // MARK: Background tasks

    mutating func begin(_ task: OpenTask) { tasks.append(task) }

    /// Ends the open task `id`: nil when none is open with it.
    mutating func end(_ id: Int) -> OpenTask? {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        return tasks.remove(at: index)
    }

    // MARK: BGTasks

    mutating func register(_ handler: @escaping TaskHandler, for identifier: String) {
        taskHandlers[identifier] = handler
    }

    /// The system launched a BGTask.
    mutating func launch(_ task: RunningTask) { runningTasks.append(task) }

    /// The task's expiration begins: the task, or nil when it is not running or its
    /// expiration began already (it happens once).
    mutating func expire(_ number: Int) -> RunningTask? {
        guard let i = runningTasks.firstIndex(where: { $0.number == number }), !runningTasks[i].expiring else {
            return nil
        }
        runningTasks[i].expiring = true
        return runningTasks[i]
    }

    /// App code set the task's expiration handler.
    mutating func setExpiration(_ handler: Block?, of number: Int) {
        guard let i = runningTasks.firstIndex(where: { $0.number == number }) else { return }
        runningTasks[i].expiration = handler
    }

    /// The task completed (or was marked completed).
    mutating func finish(_ number: Int) { runningTasks.removeAll { $0.number == number } }

    // MARK: What else keeps it running

    /// A completion handler was handed to the app.
    mutating func handOut(_ completion: Int) { pendingCompletions.insert(completion) }

    /// The handler was called, or stopped mattering: false when it was not pending.
    mutating func release(_ completion: Int) -> Bool { pendingCompletions.remove(completion) != nil }

    /// A location or accessory wake keeps the process running until `time` at least.
    mutating func hold(until time: Int64) { holdUntil = max(holdUntil, time) }

    /// Audio plays until `time` at least.
    mutating func playAudio(until time: Int64) { audioUntil = max(audioUntil, time) }
}

/// A background task the app began (`beginBackgroundTask`).
struct OpenTask {
    let id: Int
    let name: String?
    let expiration: Block?
}
