import Exploration
import Lifecycle

/// Coverage as text, per app: states, legal transitions and implemented callbacks
/// reached, with the ones never reached listed by name, and what the device can never show
/// the app (n/a) apart from them.
///
///     Notes  states 5/5, transitions 9/13, callbacks 6/7 implemented
///       never taken: background → inactive, suspended → inactive, …
enum ExploreCoverageText {
    static func text(_ coverage: ExplorationCoverage) -> String {
        var out = "coverage over \(coverage.runs) run\(coverage.runs == 1 ? "" : "s"), \(coverage.steps) steps:\n"
        let width = coverage.apps.map { SafeText.terminalLine($0.name).count }.max() ?? 0
        for app in coverage.apps {
            let na = app.notApplicable
            out += "  " + SafeText.terminalLine(app.name).padding(width)
            out += "  states \(app.reachedStates.count)/\(app.possibleStates.count)" + notApplicable(na.states.count)
            out +=
                ", transitions \(app.coveredLegalTransitions)/\(app.possibleTransitions.count)"
                + notApplicable(na.transitions.count)
            let called = app.callableCallbacks.count - app.unreachedCallbacks.count
            out +=
                ", callbacks \(called)/\(app.callableCallbacks.count) implemented" + notApplicable(na.callbacks.count)
                + "\n"
            let pad = String(repeating: " ", count: width + 4)
            if !app.unreachedStates.isEmpty {
                out += pad + "never entered: " + app.unreachedStates.map(\.rawValue).joined(separator: ", ") + "\n"
            }
            if !app.untakenTransitions.isEmpty {
                out += pad + "never taken: " + transitions(app.untakenTransitions) + "\n"
            }
            if !app.unreachedCallbacks.isEmpty {
                out += pad + "never called: " + app.unreachedCallbacks.map(\.rawValue).joined(separator: ", ") + "\n"
            }
            for line in notApplicableLines(na) { out += pad + line + "\n" }
            let illegal = app.takenTransitions.filter { !AppState.isLegal(from: $0.from, to: $0.to) }
            if !illegal.isEmpty {
                out += pad + "NOT LEGAL but taken: " + transitions(illegal) + "\n"
            }
            if let scenes = app.scenes {
                out +=
                    pad + "scenes: states \(scenes.reachedStates.count)/"
                    + "\(SceneActivationState.allCases.count), transitions \(scenes.coveredLegalTransitions)/"
                    + "\(SceneCoverage.Transition.legal.count), \(scenes.callbacks.count) scene callbacks\n"
                if !scenes.untakenTransitions.isEmpty {
                    out +=
                        pad + "  never taken: "
                        + scenes.untakenTransitions.map { "\($0.from) → \($0.to)" }.joined(separator: ", ") + "\n"
                }
            }
        }
        return out
    }

    /// What the device can never show the app, one line per kind, each saying why.
    static func notApplicableLines(_ na: ExplorationCoverage.Inapplicable) -> [String] {
        var lines: [String] = []
        if !na.states.isEmpty {
            lines.append("n/a, no multitasking: " + na.states.map(\.rawValue).joined(separator: ", "))
        }
        let scene = na.transitions.filter { $0.from == .notRunning && $0.to == .inactive }
        let other = na.transitions.filter { !scene.contains($0) }
        if !scene.isEmpty { lines.append("n/a, a scene app launches into the background: " + transitions(scene)) }
        if !other.isEmpty { lines.append("n/a, no multitasking: " + transitions(other)) }
        if !na.callbacks.isEmpty {
            lines.append(
                "n/a, never called here: "
                    + na.callbacks.map { "\($0.rawValue) (\(na.reason($0)))" }.joined(separator: ", "))
        }
        return lines
    }

    static func transitions(_ list: [ExplorationCoverage.Transition]) -> String {
        list.map { "\($0.from) → \($0.to)" }.joined(separator: ", ")
    }

    private static func notApplicable(_ count: Int) -> String { count == 0 ? "" : " (\(count) n/a)" }
}
