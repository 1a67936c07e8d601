import AppLifeCLI
import ArgumentParser
import MessageCatalog

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: help(.explore), discussion: help(.exploreDiscussion)
    ).parsedAlone(under: "applife")

    @Argument(
        help:
            optionHelp(
                "The Lua file declaring the apps (and optionally device{} and invariants); or merge and the shards' files."
            ))
    var targets: [String]
    @Option(
        help:
            optionHelp(
                "Runs in all, each on a fresh device and Lua state (default: what 5 s of this machine's time buys, printed)."
            )
    )
    var runs: Int?
    @Option(help: optionHelp("Steps per random walk; longest breadth-first sequence.")) var depth: Int = 20
    @Option(help: optionHelp("Worker threads (same results with any number).")) var jobs: Int = 1
    @Option(help: optionHelp("Directory for counterexample.lua, coverage.md and coverage.json.")) var out: String =
        "explore-out"
    @Option(
        help: optionHelp("random, bfs, or both (breadth-first up to 3 steps with half the runs, then random walks)."))
    var strategy: String = "both"
    @Option(help: optionHelp("Make part i of n of the runs (needs --runs); explore merge joins the parts.")) var shard:
        String?
    @Flag(help: optionHelp("Print the report as JSON.")) var json = false
    @Option(help: optionHelp("iOS version of the device profile (default: the file's device{} or 17).")) var ios: Int?
    @OptionGroup var limits: LimitOptions
    @OptionGroup var language: LanguageOption

    var merging: Bool { targets.first == "merge" }

    var settings: ExploreSettings {
        var settings = ExploreSettings()
        if let runs {
            settings.runs = runs
        } else {
            settings.timeBudget = ExploreSettings.defaultTimeBudget
        }
        settings.depth = depth
        settings.seed = limits.seed
        settings.strategyName = strategy
        settings.jobs = jobs
        settings.outDirectory = out
        settings.json = json
        settings.ios = ios
        settings.shardName = shard
        settings.language = (try? language.chosen()) ?? .en
        return settings
    }

    func validate() throws {
        if merging {
            guard targets.count > 1 else {
                throw ValidationError(usage(.usageExploreMergeFiles))
            }
            guard runs == nil, ios == nil, shard == nil, depth == 20, strategy == "both",
                limits.runLimits == RunLimits()
            else {
                throw ValidationError(usage(.usageExploreMergeOnlyFiles))
            }
            return
        }
        guard targets.count == 1 else {
            throw ValidationError(usage(.usageExploreOneFile))
        }
        if let problem = settings.problem(helpLanguage) { throw ValidationError(problem) }
    }

    func run() throws {
        let code =
            merging
            ? ExploreMerge.run(Array(targets.dropFirst()), settings: settings)
            : ExploreCommand.run(path: targets[0], settings: settings, limits: limits.runLimits)
        if code != 0 { throw ExitCode(code) }
    }
}
