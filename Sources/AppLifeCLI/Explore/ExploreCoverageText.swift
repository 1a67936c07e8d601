import Lifecycle
import TracePictures

/// Coverage as text, per app: states, legal transitions and implemented callbacks
/// reached, with the ones never reached listed by name.
///
///     Notes  states 5/5, transitions 9/13, callbacks 6/7 implemented
///       never taken: background → inactive, suspended → inactive, …
enum ExploreCoverageText {
    static func text(_ coverage: ExplorationCoverage) -> String {
        var out = "coverage over \(coverage.runs) run\(coverage.runs == 1 ? "" : "s"), \(coverage.steps) steps:\n"
        let width = coverage.apps.map { SafeText.terminalLine($0.name).count }.max() ?? 0
        for app in coverage.apps {
            let legal = ExplorationCoverage.Transition.legal.count
            out += "  " + SafeText.terminalLine(app.name).padding(width) + "  states \(app.reachedStates.count)/\(AppState.allCases.count)"
            out += ", transitions \(app.coveredLegalTransitions)/\(legal)"
            out += ", callbacks \(app.implemented.count - app.unreachedCallbacks.count)/\(app.implemented.count) implemented\n"
            let pad = String(repeating: " ", count: width + 4)
            if !app.unreachedStates.isEmpty {
                out += pad + "never entered: " + app.unreachedStates.map(\.rawValue).joined(separator: ", ") + "\n"
            }
            if !app.untakenTransitions.isEmpty {
                out += pad + "never taken: " + app.untakenTransitions.map { "\($0.from) → \($0.to)" }.joined(separator: ", ") + "\n"
            }
            if !app.unreachedCallbacks.isEmpty {
                out += pad + "never called: " + app.unreachedCallbacks.map(\.rawValue).joined(separator: ", ") + "\n"
            }
            let illegal = app.takenTransitions.filter { !AppState.isLegal(from: $0.from, to: $0.to) }
            if !illegal.isEmpty {
                out += pad + "NOT LEGAL but taken: " + illegal.map { "\($0.from) → \($0.to)" }.joined(separator: ", ") + "\n"
            }
            if let scenes = app.scenes {
                out += pad + "scenes: states \(scenes.reachedStates.count)/"
                    + "\(SceneActivationState.allCases.count), transitions \(scenes.coveredLegalTransitions)/"
                    + "\(SceneCoverage.Transition.legal.count), \(scenes.callbacks.count) scene callbacks\n"
                if !scenes.untakenTransitions.isEmpty {
                    out += pad + "  never taken: "
                        + scenes.untakenTransitions.map { "\($0.from) → \($0.to)" }.joined(separator: ", ") + "\n"
                }
            }
        }
        return out
    }
}
