import Exploration
import Lifecycle
import TracePictures

/// `coverage.md` in the out directory: per app, a Mermaid state diagram drawn by the
/// pictures' renderer (`MermaidCoverage.diagram`, the one `applife run --mermaid` uses),
/// each legal transition labelled `✓ N×` or `✗` (never taken), unvisited states dashed;
/// then the callbacks reached and never reached.
enum ExploreMermaid {
    static func markdown(_ f: ExploreFindings) -> String {
        let coverage = f.result.coverage
        var out = "# Exploration coverage: \(MermaidText.inline(f.path))\n\n"
        out += ExploreReport.runsLine(f.result) + ".\n"
        out +=
            "Each arrow reads ✓ N× (taken N times) or ✗ (legal, never taken); dashed grey states were never entered.\n"
        for app in coverage.apps {
            out += "\n## \(MermaidText.inline(app.name))\n\n"
            out += MermaidCoverage.diagram(transitionCoverage(app))
            out += "\n| callback | calls |\n|---|---:|\n"
            for method in DelegateMethod.allCases
            where app.callbacks[method, default: 0] > 0 || app.implemented.contains(method) {
                out += "| \(method.rawValue) | \(app.callbacks[method, default: 0]) |\n"
            }
            let never = app.untakenTransitions
            out += "\nNever taken (\(never.count)): "
            out += never.isEmpty ? "none.\n" : never.map { "\($0.from) → \($0.to)" }.joined(separator: ", ") + ".\n"
            for line in ExploreCoverageText.notApplicableLines(app.notApplicable) { out += "\n" + line + ".\n" }
            if let scenes = app.scenes {
                out += "\n### \(MermaidText.inline(app.name))'s scenes\n\n"
                out += MermaidCoverage.diagram(sceneCoverage(scenes, app: app.name))
                let never = scenes.untakenTransitions
                out += "\nNever taken (\(never.count)): "
                out += never.isEmpty ? "none.\n" : never.map { "\($0.from) → \($0.to)" }.joined(separator: ", ") + ".\n"
            }
        }
        return out
    }

    /// A scene app's scene counts in the pictures' coverage type (the scene machine).
    static func sceneCoverage(_ scenes: SceneCoverage, app: String) -> TransitionCoverage {
        var coverage = TransitionCoverage(machine: .scene)
        for state in scenes.reachedStates { coverage.addVisited(state.rawValue) }
        for t in scenes.takenTransitions {
            coverage.add(
                .init(from: t.from.rawValue, to: t.to.rawValue), app: app, times: scenes.transitions[t, default: 0])
        }
        return coverage
    }

    /// One app's counts in the pictures' coverage type.
    static func transitionCoverage(_ app: ExplorationCoverage.App) -> TransitionCoverage {
        var coverage = TransitionCoverage(machine: .app)
        if app.states[.notRunning, default: 0] > 0 { coverage.addVisited(AppState.notRunning.rawValue) }
        for t in app.takenTransitions {
            coverage.add(
                .init(from: t.from.rawValue, to: t.to.rawValue), app: app.name, times: app.transitions[t, default: 0])
        }
        return coverage
    }
}
