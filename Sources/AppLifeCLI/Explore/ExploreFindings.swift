import Exploration
import Lifecycle
import MessageCatalog

/// Everything an exploration found, ready for the text report, the JSON and the files.
struct ExploreFindings {
    /// One step of the minimal counterexample, as replayed.
    struct Step {
        let action: DeviceAction
        /// The step in English (the JSON's), and in the report's language.
        let words: String
        let said: String
        /// Only what changed: `Notes: active→inactive→background`, kills, crashes; in
        /// English (the JSON's), and in the report's language.
        let changes: [String]
        let saidChanges: [String]
        /// Names of the apps whose state changed.
        let appsChanged: [String]
    }

    /// The shrunk failing sequence.
    struct Counterexample {
        let failure: RunFailure
        let steps: [Step]
        let origin: String
        let originalLength: Int
        let shrinks: Int
        let attempts: Int
        /// The step that explains the violation, if one does.
        let because: ExploreExplanation?
        /// The replay's trace, up to a stop (`lab check --trace` shows it).
        var records: [TraceRecord] = []
        /// The branches `choose` took in the replay, in order.
        var choices: [MadeChoice] = []
    }

    let path: String
    let settings: ExploreSettings
    /// The commands that repeat the exploration and replay its counterexample.
    let replay: ExploreReplay
    let result: ExplorationResult
    let invariants: [String]
    let counterexample: Counterexample?
    /// Where the runnable scenario was written, and whether `applife run` on it failed
    /// with the same invariant.
    var scenarioPath: String?
    /// The scenario `applife run` must pick out of that file (it has scenarios of its own).
    var scenarioName: String? = nil
    var reproduced: Bool?
    var coveragePath: String?
    /// Where a shard wrote its part for `applife explore merge`.
    var shardPath: String?

    var exitCode: Int32 {
        switch result.found?.failure {
        case .violation?: return ExitStatus.expectationFailed
        case .error?: return ExitStatus.scriptError
        case nil: return ExitStatus.success
        }
    }
}

extension ExploreFindings.Step {
    /// Reads one step's records: state chains per app, terminations and crashes.
    init(action: DeviceAction, name: (AppID) -> String, records: ArraySlice<TraceRecord>, language: Language) {
        var chains: [(app: String, states: [String], isScene: Bool)] = []
        var extra: [(phrase: Phrase, arguments: [String])] = []
        for r in records {
            switch r.kind {
            case .transition:
                guard let app = r.scene ?? r.app, let from = r.from, let to = r.to else { continue }
                if let i = chains.firstIndex(where: { $0.app == app }) {
                    chains[i].states.append(to)
                } else {
                    chains.append((app, [from, to], r.scene != nil))
                }
            case .termination:
                extra.append((.changeTerminated, [r.app ?? "?", r.reason ?? "?"]))
            case .crash:
                extra.append((.changeCrashed, [r.app ?? "?"]))
            default:
                continue
            }
        }
        let chainLines = chains.map { "\($0.app): " + $0.states.joined(separator: "→") }
        self.init(
            action: action, words: action.words(name), said: action.words(name, language),
            changes: chainLines + extra.map { $0.phrase.text(.en, arguments: $0.arguments) },
            saidChanges: chainLines + extra.map { $0.phrase.text(language, arguments: $0.arguments) },
            appsChanged: chains.filter { !$0.isScene }.map(\.app))
    }
}
