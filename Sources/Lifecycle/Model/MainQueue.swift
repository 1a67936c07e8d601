/// A process's main queue as the engine keeps it: its timers (this table owns them), its
/// notification observers, the work that came due while it was suspended, and the system
/// notifications coalesced meanwhile. Stored inline in `ProcessState`.
///
///     let timer = p.mainQueue.addTimer(interval: 1_000_000_000, deadline: start, body: tick)
///     p.mainQueue.park(event)          // suspended: replayed on resume, in order
struct MainQueue {
    /// Timers by id. This table owns them: a queued or parked tick refers to its timer
    /// without a reference count, so a cancelled timer stays here until its tick is
    /// dropped, and the process (alive until its last event is done, see
    /// `Device.endedProcesses`) keeps it alive.
    private(set) var timers: [Int: TimerEntry] = [:]
    private var lastTimerID = 0
    /// Observers in the order they subscribed.
    private(set) var observers: [Observer] = []
    private var lastObserverID = 0
    /// Main-thread work that came due while suspended, replayed on resume in order.
    private(set) var parked: [Event] = []
    /// System notifications that came while suspended, coalesced, delivered on resume ([A1]).
    private(set) var systemNotifications: [DelegateMethod] = []

    // MARK: Timers

    /// A new repeating timer, with the next id: this table owns it.
    mutating func addTimer(interval: Int64, deadline: Int64, body: @escaping Block, origin: String? = nil)
        -> TimerEntry
    {
        lastTimerID += 1
        let timer = TimerEntry(id: lastTimerID, interval: interval, deadline: deadline, body: body, origin: origin)
        timers[timer.id] = timer
        return timer
    }

    /// A cancelled timer's last tick is gone: the table lets go of it.
    mutating func dropTimer(_ id: Int) { timers[id] = nil }

    // MARK: Observers

    /// Subscribes `body` to the notification `name`: its id.
    mutating func addObserver(_ name: String, _ body: @escaping (PostedNotification) throws -> Void) -> Int {
        lastObserverID += 1
        observers.append(Observer(id: lastObserverID, name: name, body: body))
        return lastObserverID
    }

    mutating func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }

    // MARK: While suspended

    /// Work came due while the process was suspended.
    mutating func park(_ event: Event) { parked.append(event) }

    /// The process resumes: the parked work, in the order it came due.
    mutating func unpark() -> [Event] {
        defer { parked = [] }
        return parked
    }

    /// A system notification for a process that will hear it later: true when it is the
    /// first waiting (the caller queues the job that delivers them); false when one of its
    /// kind waits already, or others do.
    mutating func coalesce(_ method: DelegateMethod) -> Bool {
        guard !systemNotifications.contains(method) else { return false }
        systemNotifications.append(method)
        return systemNotifications.count == 1
    }

    /// The waiting system notifications, to deliver now.
    mutating func takeSystemNotifications() -> [DelegateMethod] {
        defer { systemNotifications = [] }
        return systemNotifications
    }
}

/// A class so a tick updates its deadline without rewriting the timer table, and its
/// queued tick carries it (no lookup per tick).
final class TimerEntry {
    /// Its key in the process's timer table.
    let id: Int
    let interval: Int64
    /// When its next tick is due.
    @exclusivity(unchecked) private(set) var deadline: Int64
    /// Set when cancelled: a tick already queued then does nothing.
    @exclusivity(unchecked) private(set) var isCancelled = false
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

    /// Its next tick is due at `time`.
    func tick(at time: Int64) { deadline = time }

    /// App code cancelled it: a tick already queued does nothing.
    func cancel() { isCancelled = true }
}

struct Observer {
    let id: Int
    let name: String
    let body: (PostedNotification) throws -> Void
}
