/// What the system schedules for the app in the background (facts §5.4, §5.5): a record
/// that outlives the app's processes. Every change says what happened and keeps the
/// invariants below (checked as it is made, in debug builds).
///
///     scheduling.submit(request)        // false: too many of its kind pending
///     scheduling.take("com.acme.sync")  // the system runs it: off the pending list
struct BackgroundScheduling: KeepsInvariants {
    static let owner = "background scheduling"

    /// `setMinimumBackgroundFetchInterval:`; nil = Never.
    private(set) var fetchInterval: VirtualTime?
    /// When the system last gave the app a background fetch.
    private(set) var lastFetch: Int64?
    /// BGTaskScheduler requests waiting to run, in the order they were submitted: one per
    /// identifier, at most `limit(of:)` of each kind.
    private(set) var taskRequests: [TaskRequest] = []

    /// How many requests of a kind may wait (1 refresh, 10 processing).
    static func limit(of kind: TaskRequest.Kind) -> Int { kind == .refresh ? 1 : 10 }

    var violations: [String] {
        var problems: [String] = []
        if Set(taskRequests.map(\.identifier)).count != taskRequests.count {
            problems.append("two pending task requests share an identifier")
        }
        for kind in TaskRequest.Kind.allCases
        where taskRequests.filter({ $0.kind == kind }).count > Self.limit(of: kind) {
            problems.append("more than \(Self.limit(of: kind)) \(kind.rawValue) task requests pending")
        }
        return problems
    }

    /// The app set its minimum background fetch interval (nil: Never).
    mutating func setFetchInterval(_ interval: VirtualTime?) { fetchInterval = interval }

    /// The system gave the app a background fetch at `time`.
    mutating func fetched(at time: Int64) { lastFetch = time }

    /// `submit(_:)`: the request replaces a pending one with its identifier; false, and
    /// nothing changes, when as many of its kind are pending as may be.
    mutating func submit(_ request: TaskRequest) -> Bool {
        var pending = taskRequests.filter { $0.identifier != request.identifier }
        guard pending.filter({ $0.kind == request.kind }).count < Self.limit(of: request.kind) else { return false }
        pending.append(request)
        taskRequests = pending
        check()
        return true
    }

    /// `cancel(taskRequestWithIdentifier:)`: false when none was pending.
    mutating func cancel(_ identifier: String) -> Bool {
        let had = taskRequests.contains { $0.identifier == identifier }
        taskRequests.removeAll { $0.identifier == identifier }
        return had
    }

    /// `cancelAllTaskRequests()`: how many were pending.
    mutating func cancelAll() -> Int {
        defer { taskRequests = [] }
        return taskRequests.count
    }

    /// The system runs the request: it leaves the pending list.
    mutating func take(_ identifier: String) -> TaskRequest? {
        let request = taskRequests.first { $0.identifier == identifier }
        taskRequests.removeAll { $0.identifier == identifier }
        return request
    }
}
