/// The device's pending work, ordered by (time, sequence): earliest first, and FIFO among
/// events due at the same instant.
///
///     var q = EventQueue()
///     q.push(Event(time: 5, seq: q.nextSeq(), job: .world { }))
///     q.popIfDue(upTo: 10)   // the event at 5
///
/// A hand-written binary min-heap of plain (time, sequence, slot) entries; the jobs, which
/// hold closures and references, wait in a side table and never move while the heap
/// reorders. A repeating timer is one pop and one push per tick, so the hot path
/// allocates, retains and releases nothing once the storage has grown.
struct EventQueue {
    private var heap: [Entry] = []
    /// Jobs by slot; nil slots are free and listed in `freeSlots`.
    private var jobs: [Job?] = []
    private var freeSlots: [Int] = []
    private var seqCounter: UInt64 = 0

    var count: Int { heap.count }
    var isEmpty: Bool { heap.isEmpty }
    var nextTime: Int64? { heap.first?.time }

    mutating func nextSeq() -> UInt64 {
        seqCounter &+= 1
        return seqCounter
    }

    /// Schedules a job with a fresh sequence number.
    mutating func schedule(at time: Int64, _ job: Job) {
        insert(time: time, seq: nextSeq(), job)
    }

    /// Re-inserts an event, usually with a later time but its original sequence number so
    /// that it keeps its FIFO place among the app's other deferred work.
    mutating func push(_ event: Event) {
        insert(time: event.time, seq: event.seq, event.job)
    }

    mutating func popIfDue(upTo limit: Int64) -> Event? {
        guard let first = heap.first, first.time <= limit else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty { siftDown(last) }
        return Event(time: first.time, seq: first.seq, job: take(first.slot))
    }

    mutating func removeAll() {
        heap.removeAll(keepingCapacity: true)
        jobs.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
    }

    /// Drops the events matching `predicate` (O(n); for rare cancellations only).
    mutating func remove(where predicate: (Event) -> Bool) {
        let kept = pending.filter { !predicate($0) }
        guard kept.count != heap.count else { return }
        removeAll()
        for e in kept { push(e) }
    }

    /// Events still pending, in no particular order (for diagnostics and invariants only).
    var pending: [Event] { heap.map { Event(time: $0.time, seq: $0.seq, job: jobs[$0.slot]!) } }

    /// Whether every parent precedes its children (the heap property).
    var isOrdered: Bool {
        heap.indices.dropFirst().allSatisfy { !heap[$0].precedes(heap[($0 - 1) / 2]) }
    }

    private mutating func insert(time: Int64, seq: UInt64, _ job: Job) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            jobs[slot] = job
        } else {
            slot = jobs.count
            jobs.append(job)
        }
        let entry = Entry(time: time, seq: seq, slot: slot)
        heap.append(entry)
        siftUp(entry)
    }

    /// Moves a job out of its slot (no copy of its payload) and frees the slot.
    private mutating func take(_ slot: Int) -> Job {
        var job: Job?
        swap(&job, &jobs[slot])
        freeSlots.append(slot)
        return job!
    }

    // The sifts take the moving entry as a value rather than reading back the slot just
    // written: a 16-byte load of two 8-byte stores stalls store forwarding on x86.

    /// Moves `item`, just appended, up to its place.
    private mutating func siftUp(_ item: Entry) {
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard item.precedes(heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = item
    }

    /// Puts `item` in the root's place and moves it down to its place.
    private mutating func siftDown(_ item: Entry) {
        var parent = 0
        let n = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < n else { break }
            let right = left + 1
            var best = left
            if right < n && heap[right].precedes(heap[left]) { best = right }
            guard heap[best].precedes(item) else { break }
            heap[parent] = heap[best]
            parent = best
        }
        heap[parent] = item
    }

    /// A heap entry: plain data, so reordering copies no references.
    private struct Entry {
        var time: Int64
        var seq: UInt64
        var slot: Int

        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && seq < other.seq)
        }
    }
}

/// One scheduled job, as it goes in and comes out of the queue.
struct Event {
    var time: Int64
    var seq: UInt64
    var job: Job
}

/// User code run by the engine: a thrown error is an uncaught exception, i.e. a crash.
public typealias Block = () throws -> Void

/// What an event does. App jobs carry the process they were queued for, so work of a
/// process that has since died is dropped instead of running in its successor.
enum Job {
    /// A block on the app's main queue (async, after, group notify).
    case main(ProcessID, body: Block)
    /// A repeating main-queue timer tick; it carries its timer, so a tick looks nothing up.
    /// Unretained: the process's timer table owns the timer until this tick is dropped
    /// (see `MainQueue.timers`), and the queue drops a dead process's ticks with it.
    case timer(ProcessID, Unmanaged<TimerEntry>)
    /// Off-main work that ends when the app has *executed* until `target` (its own clock,
    /// which stops while suspended), then runs `completion` on the main queue.
    case work(ProcessID, target: Int64, completion: Block)
    /// Run the expiration handlers of the background tasks still open.
    case expirationWarning(ProcessID, epoch: Int)
    /// Kill the app if background tasks are still open.
    case expiryDeadline(ProcessID, epoch: Int)
    /// Suspend the app if it is in the background with nothing keeping it awake.
    case suspendCheck(ProcessID)
    /// A watchdog kill decided earlier (main thread blocked past a budget).
    case kill(ProcessID, reason: TerminationReason, message: String)
    /// The next stage of a phone call.
    case call(CallStage)
    /// A scenario-level closure (not app code: its errors propagate to the caller).
    case world(Block)
    /// A fetch / silent-push completion handler's deadline (removed when it is called).
    case completionDeadline(id: Int)
    /// A pending notification request's trigger: the system shows it (no process needed).
    case notificationTrigger(AppID, serial: Int)

    /// The process the job belongs to, if any.
    var process: ProcessID? {
        switch self {
        case .main(let p, _), .timer(let p, _), .work(let p, _, _), .expirationWarning(let p, _),
            .expiryDeadline(let p, _), .suspendCheck(let p), .kill(let p, _, _):
            return p
        case .call, .world, .completionDeadline, .notificationTrigger:
            return nil
        }
    }
}
