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
    public func problem() -> String? {
        let e = exploration
        if let word = unknownStrategy {
            let names = ExplorationSettings.Strategy.allCases.map(\.rawValue)
            return "--strategy must be one of \(names.joined(separator: ", ")) (got '\(word)')"
        }
        if e.runs < 1 || e.runs > Self.maxRuns { return "--runs must be between 1 and \(Self.maxRuns) (got \(e.runs))" }
        if e.depth < 1 || e.depth > Self.maxDepth {
            return "--depth must be between 1 and \(Self.maxDepth) (got \(e.depth))"
        }
        if jobs < 1 || jobs > Self.maxJobs { return "--jobs must be between 1 and \(Self.maxJobs) (got \(jobs))" }
        if outDirectory.isEmpty { return "--out needs a directory" }
        if let text = unknownShard {
            return
                "--shard must be i/n with 1 <= i <= n <= \(Self.maxShards) (2/3: the second of three parts), got '\(text)'"
        }
        if shard != nil, timeBudget != nil {
            return "--shard needs --runs: every shard must plan the same runs, and a time budget depends on the machine"
        }
        return RunSettings.iosProblem(ios)
    }
}
