import Exploration
import LuaHost

/// The number of runs a time budget buys on this machine, for `applife explore` without
/// `--runs`: the first walks of the plan run in growing batches, timed with the monotonic
/// clock, until a fifth of the budget has passed; the rate they ran at gives the runs the
/// whole budget holds, rounded down to two significant figures. The exploration then makes
/// exactly that many runs, as `--runs N` would, and the report prints N: the output depends
/// on the machine only through N, and `--runs N` repeats it anywhere. The walks made while
/// measuring are kept (``ExploreExecutor/keep(_:)``) and not run again.
///
///     ExploreBudget.runs(seconds: 5, executor: executor, settings: settings.exploration)   // 7300 here
enum ExploreBudget {
    /// The smallest number of runs a budget buys.
    static let minimumRuns = 10

    static func runs(seconds: Double, executor: ExploreExecutor, settings: ExplorationSettings) -> Int {
        let start = LuaState.monotonicNow
        var next = 1
        var batch = max(4, executor.workers)
        var elapsed = 0.0
        var failed = false
        while elapsed < seconds / 5, !failed, next <= ExploreSettings.maxRuns {
            let jobs = (next..<next + batch).map {
                RunJob.walk(index: $0, seed: SeededRandom.derive(settings.seed, $0))
            }
            let records = executor.execute(jobs)
            for (offset, record) in records.enumerated() {
                guard let record else { continue }
                executor.keep(record, walk: next + offset)
                if record.failure != nil { failed = true }
            }
            next += batch
            batch *= 2
            elapsed = LuaState.monotonicNow - start
        }
        let measured = next - 1
        let rate = Double(measured) / max(elapsed, 1e-6)
        var runs = roundedDown(Int(min(Double(ExploreSettings.maxRuns), rate * seconds)))
        // The measured walks belong to the plan: every one of them is made.
        let walksShare = settings.strategy == .both ? 2 : 1
        runs = max(runs, measured * walksShare, minimumRuns)
        return min(runs, ExploreSettings.maxRuns)
    }

    /// `n` with only its two leading digits kept: 7342 → 7300, 96 → 96.
    static func roundedDown(_ n: Int) -> Int {
        var unit = 1
        while n / unit >= 100 { unit *= 10 }
        return n / unit * unit
    }
}
