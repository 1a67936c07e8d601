import Lifecycle

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
        /// The run, to make it again (`applife explore merge` does).
        public var run: RunIdentity
        /// The branches `choose` took in the failing run, in order.
        public var choices: [MadeChoice] = []

        public init(origin: String, steps: [DeviceAction], failure: RunFailure, run: RunIdentity) {
            self.origin = origin
            self.steps = steps
            self.failure = failure
            self.run = run
        }
    }

    public var settings: ExplorationSettings
    public var breadthFirstRuns = 0
    public var walks = 0
    public var deepestBreadthFirst = 0
    public var stop = Stop.budget
    public var found: Found?
    public var coverage: ExplorationCoverage
    /// The parts of the plan this exploration (or shard) made and counts, in run order.
    public var parts: [ExplorationPart] = []

    public var runs: Int { breadthFirstRuns + walks }

    public init(settings: ExplorationSettings, coverage: ExplorationCoverage) {
        self.settings = settings
        self.coverage = coverage
    }

    /// The whole exploration from every shard's parts: the parts in run order (phase, then
    /// shard), counted up to and including the first that failed, as one machine would have.
    /// `coverage` is the subject's coverage before any run.
    public init(merging parts: [ExplorationPart], settings: ExplorationSettings, coverage: ExplorationCoverage) {
        self.init(settings: settings, coverage: coverage)
        for part in parts.sorted(by: { ($0.phase, $0.shard) < ($1.phase, $1.shard) }) {
            self.parts.append(part)
            breadthFirstRuns += part.breadthFirstRuns
            walks += part.walks
            if part.breadthFirstRuns > 0 { deepestBreadthFirst = max(deepestBreadthFirst, part.deepestBreadthFirst) }
            self.coverage.merge(part.coverage)
            if let found = part.found {
                self.found = found
                stop = .failure
                return
            }
        }
        if settings.strategy == .bfs, breadthFirstRuns < max(0, settings.runs) { stop = .exhausted }
    }
}

/// One part of an exploration's plan, in run order: a breadth-first level (or a shard's
/// share of the last one), or a shard's share of the walks; what its runs covered, and
/// the failure that ended it, if one did.
public struct ExplorationPart: Sendable {
    public enum Phase: Sendable, Equatable, Comparable {
        case breadthFirst(level: Int)
        case walks
    }

    public var phase: Phase
    /// The shard that made it (1 for a level every shard makes).
    public var shard: Int
    public var breadthFirstRuns = 0
    public var walks = 0
    public var deepestBreadthFirst = 0
    public var coverage: ExplorationCoverage
    public var found: ExplorationResult.Found?

    public init(phase: Phase, shard: Int, coverage: ExplorationCoverage) {
        self.phase = phase
        self.shard = shard
        self.coverage = coverage
    }
}
