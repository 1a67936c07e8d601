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
    /// `choices`: the branches `choose` takes again (a shrink candidate of a walk).
    case sequence([DeviceAction], listNext: Bool, choices: [MadeChoice] = [])
}

/// Which run of an exploration a failure came from, in a form that can be written down and
/// run again: walk *n*, or the breadth-first sequence chosen by the index of each step among
/// the actions possible at its turn (`Device.possibleActions(in:)`).
public enum RunIdentity: Sendable, Equatable {
    case walk(Int)
    case sequence(choices: [Int])

    /// The job that makes the run again. A sequence is replayed by its choices
    /// (``ExplorationRunner/replay(_:choices:builtins:)``), so it has no job.
    public func job(seed: UInt64) -> RunJob? {
        guard case .walk(let n) = self else { return nil }
        return .walk(index: n, seed: SeededRandom.derive(seed, n))
    }
}

/// Which part of an exploration one machine of several makes (`--shard 2/3`). Every shard
/// plans the same runs in the same order; of each part of the plan that can be split (the
/// walks, the last breadth-first level) it makes a contiguous share, and of the earlier
/// breadth-first levels, which the next level is built from, every shard makes all but
/// only the first counts them. Merging every shard's parts gives the whole exploration.
public struct ExplorationShard: Sendable, Equatable {
    /// From 1.
    public let index: Int
    public let count: Int

    /// Part `index` of `count`, or nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The whole exploration, on one machine.
    public static let whole = ExplorationShard(index: 1, count: 1)!

    /// This shard's share of `total` items: contiguous, the shares of all shards follow
    /// each other and differ in length by one at most.
    public func share(of total: Int) -> Range<Int> {
        (total * (index - 1) / count)..<(total * index / count)
    }
}
