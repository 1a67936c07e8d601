import Lifecycle

/// Decides which runs to make and reads their records in a fixed order, so the result
/// depends only on the settings and the subject, never on how runs are spread over
/// workers or machines. The caller runs batches of jobs (in parallel if it likes) with
/// `execute`, which must return one record per job, in job order; after a failing job it
/// may skip (return nil for) later jobs, never earlier ones.
///
///     let result = Explorer(settings: settings, coverage: ExplorationCoverage(device: probe))
///         .explore { jobs in jobs.map { run($0) } }
///
/// A shard (``ExplorationShard``) makes its share of the plan; its result counts only that
/// share, in ``ExplorationResult/parts``, which ``ExplorationResult/init(merging:settings:coverage:)``
/// joins with the other shards' into the whole exploration.
public struct Explorer {
    public var settings: ExplorationSettings
    public let shard: ExplorationShard
    private var result: ExplorationResult
    /// What a part starts from: the subject's coverage before any run.
    private let empty: ExplorationCoverage
    /// Breadth-first runs of the whole plan so far, every shard's: the walks come after them.
    private var allBreadthFirst = 0

    public init(settings: ExplorationSettings, coverage: ExplorationCoverage, shard: ExplorationShard = .whole) {
        self.settings = settings
        self.shard = shard
        empty = coverage
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
            if explorer.result.found == nil && explorer.allBreadthFirst < runs { explorer.result.stop = .exhausted }
        case .both:
            explorer.breadthFirst(runs / 2, depth: min(depth, settings.bothDepth), execute)
            if explorer.result.found == nil {
                explorer.walk(runs - explorer.allBreadthFirst, depth: depth, execute)
            }
        }
        return explorer.result
    }

    private mutating func walk(_ count: Int, depth: Int, _ execute: ([RunJob]) -> [RunRecord?]) {
        guard count > 0 else { return }
        let share = shard.share(of: count)
        var part = ExplorationPart(phase: .walks, shard: shard.index, coverage: empty)
        defer { result.parts.append(part) }
        let jobs = share.map { RunJob.walk(index: $0 + 1, seed: SeededRandom.derive(settings.seed, $0 + 1)) }
        for (offset, record) in execute(jobs).enumerated() {
            guard let record else { break }
            let number = share.lowerBound + offset + 1
            result.walks += 1
            part.walks += 1
            if take(record, into: &part, origin: "random walk \(number)", run: .walk(number)) { return }
        }
    }

    /// Every possible sequence, shortest first, level by level while runs remain. A level
    /// that a next one is built from is made whole by every shard (only the first counts
    /// it); the last level is shared out.
    private mutating func breadthFirst(_ budget: Int, depth: Int, _ execute: ([RunJob]) -> [RunRecord?]) {
        var level: [(steps: [DeviceAction], choices: [Int])] = [([], [])]
        var length = 0
        while !level.isEmpty, allBreadthFirst < budget {
            let room = budget - allBreadthFirst
            if level.count > room { level = Array(level.prefix(room)) }
            let last = length >= depth || level.count >= room
            let owned = last ? shard.share(of: level.count) : (shard.index == 1 ? 0..<level.count : 0..<0)
            let made = last ? owned : 0..<level.count
            var part = ExplorationPart(
                phase: .breadthFirst(level: length), shard: last ? shard.index : 1, coverage: empty)
            var next: [(steps: [DeviceAction], choices: [Int])] = []
            var stopped = false
            let jobs = made.map { RunJob.sequence(level[$0].steps, listNext: !last) }
            for (offset, record) in execute(jobs).enumerated() {
                guard let record else { break }
                let index = made.lowerBound + offset
                let number = allBreadthFirst + index + 1
                let origin = "breadth-first sequence \(number)"
                if owned.contains(index) {
                    result.breadthFirstRuns += 1
                    result.deepestBreadthFirst = length
                    part.breadthFirstRuns += 1
                    part.deepestBreadthFirst = length
                    if take(record, into: &part, origin: origin, run: .sequence(choices: level[index].choices)) {
                        stopped = true
                        break
                    }
                } else if let failure = record.failure {
                    // Every shard makes this level; the first reports the failure. The rest stop too.
                    result.found = .init(
                        origin: origin, steps: record.steps, failure: failure,
                        run: .sequence(choices: level[index].choices))
                    result.found?.choices = record.choices
                    result.stop = .failure
                    stopped = true
                    break
                }
                // Never more children than runs remain for them.
                let wanted = budget - number - next.count
                if !last, wanted > 0 {
                    for (choice, action) in record.next.prefix(wanted).enumerated() {
                        next.append((level[index].steps + [action], level[index].choices + [choice]))
                    }
                }
            }
            if !owned.isEmpty { result.parts.append(part) }
            if stopped { return }
            allBreadthFirst += level.count
            level = next
            length += 1
        }
    }

    /// Counts a record in the result and in its part; true when it failed (this exploration
    /// stops).
    private mutating func take(_ record: RunRecord, into part: inout ExplorationPart, origin: String, run: RunIdentity)
        -> Bool
    {
        result.coverage.merge(record.coverage)
        part.coverage.merge(record.coverage)
        guard let failure = record.failure else { return false }
        var found = ExplorationResult.Found(origin: origin, steps: record.steps, failure: failure, run: run)
        found.choices = record.choices
        result.found = found
        part.found = found
        result.stop = .failure
        return true
    }
}

extension ExplorationRunner {
    /// Runs one job on a fresh subject.
    public static func run(
        _ job: RunJob, on subject: some ExplorationSubject, depth: Int,
        builtins: [BuiltinInvariant] = BuiltinInvariant.allCases
    ) -> RunRecord {
        switch job {
        case .walk(_, let seed): return walk(subject, depth: depth, seed: seed, builtins: builtins)
        case .sequence(let steps, let listNext, let choices):
            return replay(subject, steps, listNext: listNext, choices: choices, builtins: builtins)
        }
    }
}
