import Lifecycle

/// What to explore and how far.
///
///     var settings = ExplorationSettings()
///     settings.runs = 1000; settings.depth = 20; settings.seed = 7; settings.strategy = .both
public struct ExplorationSettings: Sendable, Equatable {
    public enum Strategy: String, Sendable, CaseIterable {
        /// Random walks of `depth` steps, each seeded from the exploration's seed and its number.
        case random
        /// Every possible sequence, shortest first, up to `depth`, while runs remain.
        case bfs
        /// Breadth-first up to `bothDepth` steps with half the runs, then random walks.
        case both
    }

    /// Runs in all (each on a fresh device): walks, or sequences replayed breadth-first.
    public var runs = 500
    /// Steps per walk; longest breadth-first sequence.
    public var depth = 20
    public var seed: UInt64 = 0
    public var strategy = Strategy.both
    /// How deep `both` goes breadth-first before walking.
    public var bothDepth = 3
    public var builtins = BuiltinInvariant.allCases

    public init() {}
}

/// One run to do: a random walk, or a given sequence (breadth-first).
public enum RunJob: Sendable, Equatable {
    case walk(index: Int, seed: UInt64)
    case sequence([DeviceAction], listNext: Bool)
}

/// How an exploration ended.
public struct ExplorationResult: Sendable {
    public enum Stop: String, Sendable {
        /// Every run asked for was made.
        case budget
        /// Breadth-first search ran out of sequences before the budget.
        case exhausted
        /// An invariant broke (or a run failed).
        case failure
    }

    /// Where a failing run came from: `random walk 17` or `breadth-first sequence 143`.
    public struct Found: Sendable {
        public var origin: String
        public var steps: [DeviceAction]
        public var failure: RunFailure
    }

    public var settings: ExplorationSettings
    public var breadthFirstRuns = 0
    public var walks = 0
    public var deepestBreadthFirst = 0
    public var stop = Stop.budget
    public var found: Found?
    public var coverage: ExplorationCoverage

    public var runs: Int { breadthFirstRuns + walks }
}

/// Decides which runs to make and reads their records in a fixed order, so the result
/// depends only on the settings and the subject, never on how runs are spread over
/// workers. The caller runs batches of jobs (in parallel if it likes) with `execute`,
/// which must return one record per job, in job order; after a failing job it may skip
/// (return nil for) later jobs, never earlier ones.
///
///     let result = Explorer(settings: settings, coverage: ExplorationCoverage(device: probe))
///         .explore { jobs in jobs.map { run($0) } }
public struct Explorer {
    public var settings: ExplorationSettings
    private var result: ExplorationResult

    public init(settings: ExplorationSettings, coverage: ExplorationCoverage) {
        self.settings = settings
        result = ExplorationResult(settings: settings, coverage: coverage)
    }

    public func explore(execute: ([RunJob]) -> [RunRecord?]) -> ExplorationResult {
        var explorer = self
        let runs = max(0, settings.runs)
        let depth = max(0, settings.depth)
        switch settings.strategy {
        case .random:
            explorer.walk(runs, depth: depth, execute)
        case .bfs:
            explorer.breadthFirst(runs, depth: depth, execute)
            if explorer.result.found == nil && explorer.result.breadthFirstRuns < runs { explorer.result.stop = .exhausted }
        case .both:
            explorer.breadthFirst(runs / 2, depth: min(depth, settings.bothDepth), execute)
            if explorer.result.found == nil {
                explorer.walk(runs - explorer.result.breadthFirstRuns, depth: depth, execute)
            }
        }
        return explorer.result
    }

    private mutating func walk(_ count: Int, depth: Int, _ execute: ([RunJob]) -> [RunRecord?]) {
        guard count > 0 else { return }
        let jobs = (0..<count).map { RunJob.walk(index: $0 + 1, seed: SeededRandom.derive(settings.seed, $0 + 1)) }
        for (offset, record) in execute(jobs).enumerated() {
            guard let record else { break }
            result.walks += 1
            if take(record, origin: "random walk \(offset + 1)") { return }
        }
    }

    private mutating func breadthFirst(_ budget: Int, depth: Int, _ execute: ([RunJob]) -> [RunRecord?]) {
        var level: [[DeviceAction]] = [[]]
        var length = 0
        while !level.isEmpty, result.breadthFirstRuns < budget {
            let room = budget - result.breadthFirstRuns
            if level.count > room { level = Array(level.prefix(room)) }
            let jobs = level.map { RunJob.sequence($0, listNext: length < depth) }
            var next: [[DeviceAction]] = []
            for (offset, record) in execute(jobs).enumerated() {
                guard let record else { break }
                result.breadthFirstRuns += 1
                result.deepestBreadthFirst = length
                if take(record, origin: "breadth-first sequence \(result.breadthFirstRuns)") { return }
                // Never more children than runs remain for them.
                let wanted = budget - result.breadthFirstRuns - next.count
                if length < depth, wanted > 0 { next += record.next.prefix(wanted).map { level[offset] + [$0] } }
            }
            level = next
            length += 1
        }
    }

    /// Counts a record; true when it failed (the exploration stops).
    private mutating func take(_ record: RunRecord, origin: String) -> Bool {
        result.coverage.merge(record.coverage)
        guard let failure = record.failure else { return false }
        result.found = .init(origin: origin, steps: record.steps, failure: failure)
        result.stop = .failure
        return true
    }
}

extension ExplorationRunner {
    /// Runs one job on a fresh subject.
    public static func run(
        _ job: RunJob, on subject: some ExplorationSubject, depth: Int, builtins: [BuiltinInvariant] = BuiltinInvariant.allCases
    ) -> RunRecord {
        switch job {
        case .walk(_, let seed): return walk(subject, depth: depth, seed: seed, builtins: builtins)
        case .sequence(let steps, let listNext): return replay(subject, steps, listNext: listNext, builtins: builtins)
        }
    }
}
