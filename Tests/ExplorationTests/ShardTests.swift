import Testing
@testable import Exploration
@testable import Lifecycle

/// An exploration split over machines: every shard's parts, merged, are the whole
/// exploration, with or without a failure, whatever the strategy and the number of shards.
@Suite("Shards")
struct ShardTests {
    static func explore(_ settings: ExplorationSettings, shard: ExplorationShard, plant: Bool) -> ExplorationResult {
        let subject = { SwiftSubject(plant: plant ? ShrinkAndCoverageTests.plant : { _, _, _ in }) }
        return Explorer(settings: settings, coverage: ExplorationCoverage(device: subject().device), shard: shard)
            .explore { jobs in
                var records: [RunRecord?] = []
                for job in jobs {
                    let record = ExplorationRunner.run(job, on: subject(), depth: settings.depth)
                    records.append(record)
                    if record.failure != nil { break }
                }
                return records + Array(repeating: nil, count: jobs.count - records.count)
            }
    }

    @Test(arguments: [
        (ExplorationSettings.Strategy.both, false), (.both, true), (.random, false), (.random, true), (.bfs, false),
        (.bfs, true),
    ])
    func mergedShardsAreTheWholeExploration(strategy: ExplorationSettings.Strategy, plant: Bool) throws {
        var settings = ExplorationSettings()
        settings.runs = 600
        settings.depth = 4
        settings.seed = 3
        settings.strategy = strategy
        let whole = Self.explore(settings, shard: .whole, plant: plant)
        #expect((whole.found != nil) == plant, "\(strategy): the planted bug is found")
        let zero = ExplorationCoverage(device: SwiftSubject().device)
        for count in 1...4 {
            let parts = (1...count).flatMap { index in
                Self.explore(settings, shard: ExplorationShard(index: index, count: count)!, plant: plant).parts
            }
            let merged = ExplorationResult(merging: parts, settings: settings, coverage: zero)
            #expect(merged.coverage == whole.coverage, "\(strategy), \(count) shards")
            #expect(merged.breadthFirstRuns == whole.breadthFirstRuns && merged.walks == whole.walks)
            #expect(merged.deepestBreadthFirst == whole.deepestBreadthFirst && merged.stop == whole.stop)
            #expect(merged.found?.origin == whole.found?.origin)
            #expect(merged.found?.failure == whole.found?.failure)
            #expect(merged.found?.run == whole.found?.run)
            #expect(merged.found?.steps == whole.found?.steps)
        }
    }

    /// A breadth-first failure is named by its choices, which replay it.
    @Test func breadthFirstFailureReplaysFromItsChoices() throws {
        var settings = ExplorationSettings()
        settings.runs = 400
        settings.depth = 3
        settings.strategy = .bfs
        let whole = Self.explore(settings, shard: .whole, plant: true)
        let found = try #require(whole.found)
        guard case .sequence(let choices) = found.run else {
            Issue.record("a breadth-first failure: \(found.origin)")
            return
        }
        let replayed = ExplorationRunner.replay(SwiftSubject(plant: ShrinkAndCoverageTests.plant), choices: choices)
        #expect(replayed.steps == found.steps)
        #expect(replayed.failure == found.failure)
    }

    @Test func sharesFollowEachOther() {
        for total in [0, 1, 7, 100] {
            for count in 1...5 {
                let shares = (1...count).map { ExplorationShard(index: $0, count: count)!.share(of: total) }
                #expect(shares.first?.lowerBound == 0 && shares.last?.upperBound == total)
                #expect(zip(shares, shares.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                #expect(Set(shares.map(\.count)).count <= 2)
            }
        }
        #expect(ExplorationShard(index: 0, count: 3) == nil && ExplorationShard(index: 4, count: 3) == nil)
    }
}
