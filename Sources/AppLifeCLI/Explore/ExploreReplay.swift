import Lifecycle
import LuaHost
import ScriptBindings

/// How an exploration ran, as flags: what the printed commands (`again:`, `replay:`, the
/// counterexample's header) repeat, and what explore's own replay check runs with, made
/// from the same values so they cannot disagree. Every flag that changes behaviour is
/// there: `--seed` (walks, `math.random`, the device), `--ios`, and the limits that differ
/// from the defaults.
///
///     let replay = ExploreReplay(path: "notes.lua", settings: settings, limits: limits)
///     ShellWord.line(replay.runWords("out/counterexample.lua", scenario: nil))
///     // "applife run out/counterexample.lua --seed 7 --ios 12"
struct ExploreReplay {
    let path: String
    let settings: ExploreSettings
    let limits: RunLimits
    /// The branches `choose` took in the counterexample's run (`--choices`).
    var choices: [MadeChoice] = []

    /// `applife explore ...` as it ran (without `--jobs` and `--json`, which change nothing
    /// found; with `--out` when it is not the default, since the report names its files).
    var exploreWords: [String] {
        let e = settings.exploration
        var words = [
            "applife", "explore", path, "--seed", String(settings.seed), "--runs", String(e.runs),
            "--depth", String(e.depth), "--strategy", e.strategy.rawValue,
        ]
        words += limitFlags(seed: false)
        if let shard = settings.shard { words += ["--shard", "\(shard.index)/\(shard.count)"] }
        if settings.outDirectory != ExploreSettings().outDirectory { words += ["--out", settings.outDirectory] }
        return words
    }

    /// `applife run FILE ...` replaying a written counterexample; `scenario` picks it out
    /// when the file has scenarios of its own.
    func runWords(_ file: String, scenario: String?) -> [String] {
        ["applife", "run", file] + (scenario.map { ["--scenario", $0] } ?? []) + limitFlags(seed: true)
            + ChoiceWords.words(choices)
    }

    /// The options `applife run` takes from ``runWords(_:scenario:)``.
    func runOptions(scenario: String?) -> RunOptions {
        var run = RunSettings()
        run.ios = settings.ios
        run.scenario = scenario
        run.choices = choices.plan
        return ScriptRun.runOptions(limits, run)
    }

    private func limitFlags(seed: Bool) -> [String] {
        var flags: [String] = []
        let defaults = RunLimits()
        if seed, limits.seed != defaults.seed { flags += ["--seed", String(limits.seed)] }
        if let ios = settings.ios { flags += ["--ios", String(ios)] }
        if limits.timeout != defaults.timeout { flags += ["--timeout", LuaLiteral.quantity(limits.timeout).text] }
        if limits.memoryMegabytes != defaults.memoryMegabytes {
            flags += ["--memory-limit", String(limits.memoryMegabytes)]
        }
        if let instructions = limits.maxInstructions { flags += ["--max-instructions", String(instructions)] }
        return flags
    }
}
