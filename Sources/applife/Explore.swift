import AppLifeCLI
import ArgumentParser

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore sequences of user and system events; shrink and write the first counterexample.",
        discussion: "Checks the built-in invariants and the file's invariant(name, fn) after every step. "
            + "Writes counterexample.lua, coverage.md and coverage.json to --out. "
            + "--seed seeds the walks as well as each run's math.random: the same seed prints the same bytes with any --jobs. "
            + "Exit status: 0 no invariant broke, 1 one broke, 2 a script error or bad usage."
    ).parsedAlone(under: "applife")

    @Argument(help: "The Lua file declaring the apps (and optionally device{} and invariants).") var file: String
    @Option(help: "Runs in all, each on a fresh device and Lua state (default: what 5 s of this machine's time buys, printed).")
    var runs: Int?
    @Option(help: "Steps per random walk; longest breadth-first sequence.") var depth: Int = 20
    @Option(help: "Worker threads (same results with any number).") var jobs: Int = 1
    @Option(help: "Directory for counterexample.lua, coverage.md and coverage.json.") var out: String = "explore-out"
    @Option(help: "random, bfs, or both (breadth-first up to 3 steps with half the runs, then random walks).")
    var strategy: String = "both"
    @Flag(help: "Print the report as JSON.") var json = false
    @Option(help: "iOS version of the device profile (default: the file's device{} or 17).") var ios: Int?
    @OptionGroup var limits: LimitOptions

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
        return settings
    }

    func validate() throws {
        if let problem = settings.problem() { throw ValidationError(problem) }
    }

    func run() throws {
        let code = ExploreCommand.run(path: file, settings: settings, limits: limits.runLimits)
        if code != 0 { throw ExitCode(code) }
    }
}
