import MessageCatalog
import Exploration
import Lifecycle

/// What `applife explore` was asked for (docs/guide.md §12).
public struct ExploreSettings: Sendable {
    /// Runs, depth, seed, strategy.
    public var exploration = ExplorationSettings()
    /// Worker threads, each with its own Lua states (`--jobs`).
    public var jobs = 1
    /// Where the counterexample and the coverage picture go (`--out`).
    public var outDirectory = "explore-out"
    /// JSON on stdout instead of the text report (`--json`).
    public var json = false
    /// The language of the report's explanations (`--lang`); its JSON is English.
    public var language: Language = .en
    /// iOS version of the device profile; nil: the file's `device{}` or 17.
    public var ios: Int?
    /// Colour: nil decides by whether stdout is a terminal.
    public var colour: Bool?
    /// Columns the report may take: nil asks the terminal (``TerminalWidth``).
    public var columns: Int?
    /// Seconds of host time the exploration may take when no `--runs` is given: the run
    /// count is chosen from a measurement of this machine (``ExploreBudget``); nil when
    /// `runs` is what was asked.
    public var timeBudget: Double?

    /// The part this machine makes of an exploration spread over several (`--shard i/n`).
    public var shard: ExplorationShard?

    /// The budget of an exploration without `--runs`.
    public static let defaultTimeBudget = 5.0

    public init() {}

    /// `--runs`, `--depth`, `--seed`, `--strategy` for the executable (which imports no engine).
    public var runs: Int {
        get { exploration.runs }
        set { exploration.runs = newValue }
    }
    public var depth: Int {
        get { exploration.depth }
        set { exploration.depth = newValue }
    }
    public var seed: Int64 {
        get { Int64(bitPattern: exploration.seed) }
        set { exploration.seed = UInt64(bitPattern: newValue) }
    }
    /// `--shard i/n` for the executable; a malformed one is reported by `problem()`.
    public var shardName: String? {
        get { unknownShard ?? shard.map { "\($0.index)/\($0.count)" } }
        set {
            shard = nil
            unknownShard = nil
            guard let text = newValue else { return }
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count <= Self.maxShards,
                let shard = ExplorationShard(index: index, count: count)
            {
                self.shard = shard
            } else {
                unknownShard = text
            }
        }
    }
    private var unknownShard: String?

    /// The strategy's name; an unknown one is reported by `problem()`.
    public var strategyName: String {
        get { unknownStrategy ?? exploration.strategy.rawValue }
        set {
            if let s = ExplorationSettings.Strategy(rawValue: newValue) {
                exploration.strategy = s
                unknownStrategy = nil
            } else {
                unknownStrategy = newValue
            }
        }
    }
    private var unknownStrategy: String?

    /// Largest values accepted: a run is a fresh Lua state, so these bound the work.
    public static let maxRuns = 1_000_000
    public static let maxDepth = 1_000
    public static let maxJobs = 64
    /// The most machines one exploration is spread over.
    public static let maxShards = 10_000

    /// The problem with the settings, if any, naming the flag.
    public func problem(_ language: Language = .en) -> String? {
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        let e = exploration
        if let word = unknownStrategy {
            let names = ExplorationSettings.Strategy.allCases.map(\.rawValue)
            return say(.problemStrategy, names.joined(separator: ", "), word)
        }
        if e.runs < 1 || e.runs > Self.maxRuns { return say(.problemRuns, "\(Self.maxRuns)", "\(e.runs)") }
        if e.depth < 1 || e.depth > Self.maxDepth { return say(.problemDepth, "\(Self.maxDepth)", "\(e.depth)") }
        if jobs < 1 || jobs > Self.maxJobs { return say(.problemExploreJobs, "\(Self.maxJobs)", "\(jobs)") }
        if outDirectory.isEmpty { return say(.problemOut) }
        if let text = unknownShard { return say(.problemShard, "\(Self.maxShards)", text) }
        if shard != nil, timeBudget != nil { return say(.problemShardNeedsRuns) }
        return RunSettings.iosProblem(ios)
    }
}
