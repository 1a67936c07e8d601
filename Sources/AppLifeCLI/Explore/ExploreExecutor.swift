import Exploration
import Lifecycle
import LuaHost
import ScriptBindings

/// Runs exploration jobs on worker threads, each job on an `ExploreRun` with the limits of
/// `applife run`: a device of its own, and a Lua state each worker rewinds to where a fresh
/// one starts (``ExploreRuns``). Records come back in job order;
/// after a failing job, later jobs are skipped, earlier ones always run, so the first
/// failure is the same with any number of workers.
///
///     let executor = ExploreExecutor(path: path, source: bytes, options: options, depth: 20, jobs: 2)
///     let records = executor.execute(jobs)
final class ExploreExecutor: @unchecked Sendable {
    let path: String
    let source: [UInt8]
    let options: RunOptions
    let depth: Int
    let builtins: [BuiltinInvariant]
    let workers: Int
    /// Watches each worker's current run (a C function a hook cannot stop), one slot per worker.
    let watchdog: Watchdog?
    /// Told of each run's Lua state before its script runs (a lab check's watchdog follows it).
    var stateReady: ((LuaPositionProbe) -> Void)?
    /// Walks already made (a time budget's measurement), by number: not made again.
    private var known: [Int: RunRecord] = [:]
    /// Each worker's runs, made on its first job (one thread at a time uses each).
    private let runs: [WorkerRuns]

    init(
        path: String, source: [UInt8], options: RunOptions, depth: Int, builtins: [BuiltinInvariant], jobs: Int,
        watchdog: Watchdog?
    ) {
        self.path = path
        self.source = source
        self.options = options
        self.depth = depth
        self.builtins = builtins
        self.workers = max(1, jobs)
        self.watchdog = watchdog
        runs = (0..<max(1, jobs)).map { _ in WorkerRuns() }
    }

    /// A fresh subject, for a run made once (call on a large-stack thread; close it there).
    /// `ready` gets its state's probe instead of ``stateReady``.
    func subject(ready: ((LuaPositionProbe) -> Void)? = nil) throws -> ExploreRun {
        try ExploreRun(path: path, source: source, options: options, stateReady: ready ?? stateReady)
    }

    private func runs(_ worker: Int) -> ExploreRuns {
        let slot = runs[worker]
        if let runs = slot.runs { return runs }
        let runs = ExploreRuns(path: path, source: source, options: options)
        slot.runs = runs
        return runs
    }

    /// One job on a subject; a file that fails to load is an error at step 0. A job whose
    /// rewound state ran out of room runs again on a fresh one.
    func run(_ job: RunJob, worker: Int = 0) -> RunRecord {
        watchdog?.arm(nil, place: path, slot: worker)
        defer { watchdog?.disarm(slot: worker) }
        let ready = { [watchdog, stateReady] (probe: LuaPositionProbe) in
            watchdog?.follow(probe, slot: worker)
            stateReady?(probe)
        }
        let runs = runs(worker)
        let record = run(job) { try runs.next(stateReady: ready) }
        guard runs.lastRunOutgrewItsState else { return record }
        return run(job) { try subject(ready: ready) }
    }

    private func run(_ job: RunJob, on subject: () throws -> ExploreRun) -> RunRecord {
        do {
            let subject = try subject()
            defer { subject.close() }
            return ExplorationRunner.run(job, on: subject, depth: depth, builtins: builtins)
        } catch {
            return RunRecord(
                steps: [], failure: .error(String(describing: error), step: 0),
                coverage: ExplorationCoverage(apps: []))
        }
    }

    /// Keeps the record of walk `walk` for the jobs that ask for it later (call between
    /// batches, never while one runs).
    func keep(_ record: RunRecord, walk: Int) { known[walk] = record }

    func execute(_ jobs: [RunJob]) -> [RunRecord?] {
        let shared = Shared(count: jobs.count)
        for (index, job) in jobs.enumerated() {
            if case .walk(let walk, _) = job, let record = known[walk] { shared.put(record, at: index) }
        }
        LuaThread.runConcurrently(count: min(workers, max(1, jobs.count))) { [self] worker in
            while let index = shared.take() {
                let record = run(jobs[index], worker: worker)
                shared.put(record, at: index)
            }
        }
        return shared.records
    }

    /// One worker's runs: touched only by the thread running that worker now.
    private final class WorkerRuns: @unchecked Sendable {
        var runs: ExploreRuns?
    }

    /// The job counter and the results, behind one lock.
    private final class Shared: @unchecked Sendable {
        private let lock = Lock()
        private var next = 0
        private var firstFailure = Int.max
        private(set) var records: [RunRecord?]

        init(count: Int) { records = Array(repeating: nil, count: count) }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            while next < records.count, records[next] != nil { next += 1 }
            guard next < records.count, next < firstFailure else { return nil }
            next += 1
            return next - 1
        }

        func put(_ record: RunRecord, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            records[index] = record
            if record.failure != nil { firstFailure = min(firstFailure, index) }
        }
    }
}
