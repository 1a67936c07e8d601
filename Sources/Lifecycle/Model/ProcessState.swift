/// Per-process state: it all dies with the process. A class so the hot path mutates one
/// process in place instead of copying its tables out of the app array and back.
final class ProcessState {
    /// The app's main thread is blocked until then (busy). The app's own clock is
    /// max(device now, busyUntil).
    @exclusivity(unchecked) var busyUntil: Int64
    /// Killed while blocked: the kill is scheduled, nothing of this app runs any more.
    @exclusivity(unchecked) var hung = false
    /// The current main-thread unit's watchdog deadline and what a kill would be.
    @exclusivity(unchecked) var unitDeadline: Deadline?
    /// `applicationState` override for the callback being delivered (facts §1.3).
    var reportedState: ApplicationState?

    var tasks: [OpenTask] = []
    /// Background budget: deadline of the current background period, and its epoch (bumped
    /// whenever the period ends, which cancels its expiry events).
    var backgroundDeadline: Int64?
    var backgroundEpoch = 0
    var expirationStarted = false

    /// Timers by id. This table owns them: a queued or parked tick refers to its timer
    /// without a reference count, so a cancelled timer stays here until its tick is
    /// dropped, and the process (alive until its last event is done, see
    /// `Device.endedProcesses`) keeps it alive.
    var timers: [Int: TimerEntry] = [:]
    var nextTimerID = 0
    var observers: [Observer] = []
    var nextObserverID = 0
    /// Main-thread work that came due while suspended, replayed on resume in order.
    var parked: [Event] = []
    var suspendedSince: Int64?
    @exclusivity(unchecked) var suspendedTotal: Int64 = 0

    /// Completion handlers handed out and not called yet: they keep the app running.
    var pendingCompletions: Set<Int> = []
    /// A location or Bluetooth wake keeps the app running until then.
    var holdUntil: Int64 = 0
    /// Audio plays until then; with the `audio` mode it keeps the app running.
    var audioUntil: Int64 = 0
    /// Current memory footprint in MB.
    var footprintMB: Int
    /// What will/didFinishLaunching returned (nil: not implemented or not delivered).
    var launchAnswers: (will: Bool?, did: Bool?) = (nil, nil)
    /// The launch methods have returned (BGTaskScheduler registrations close then).
    var launched = false
    /// BGTaskScheduler launch handlers registered by this process, by identifier.
    var taskHandlers: [String: TaskHandler] = [:]
    /// BGTasks this process is running, not completed yet.
    var runningTasks: [RunningTask] = []
    /// System notifications that came while suspended, coalesced, delivered on resume ([A1]).
    var queuedSystemNotifications: [DelegateMethod] = []

    /// Started before the first unlock after a restart: its UserDefaults never read the
    /// container's file (§13), only the keys it set itself.
    var startedBeforeFirstUnlock = false
    var defaultsSetBeforeFirstUnlock: Set<String> = []
    var toldDefaultsUnreadable = false

    /// Its number among the app's processes since the app was installed (1 = the first).
    let number: Int
    /// When it started.
    let started: Int64

    init(now: Int64, footprintMB: Int = 0, number: Int = 1) {
        busyUntil = now
        started = now
        self.footprintMB = footprintMB
        self.number = number
    }
}

struct OpenTask {
    let id: Int
    let name: String?
    let expiration: Block?
}

/// A class so a tick updates its deadline without rewriting the timer table, and its
/// queued tick carries it (no lookup per tick).
final class TimerEntry {
    /// Its key in the process's timer table.
    let id: Int
    let interval: Int64
    @exclusivity(unchecked) var deadline: Int64
    /// Set when cancelled: a tick already queued then does nothing.
    @exclusivity(unchecked) var isCancelled = false
    let body: Block
    /// Where app code created it (the binding's file:line), for messages.
    let origin: String?

    init(id: Int, interval: Int64, deadline: Int64, body: @escaping Block, origin: String? = nil) {
        self.id = id
        self.interval = interval
        self.deadline = deadline
        self.body = body
        self.origin = origin
    }
}

struct Observer {
    let id: Int
    let name: String
    let body: (PostedNotification) throws -> Void
}
