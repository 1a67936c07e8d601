import Exploration
import Lifecycle
import MessageCatalog
import TracePictures

/// `coverage.md` in the out directory: per app, a Mermaid state diagram drawn by the
/// pictures' renderer (`MermaidCoverage.diagram`, the one `applife run --mermaid` uses),
/// each legal transition labelled `✓ N×` or `✗` (never taken), unvisited states dashed;
/// then the callbacks reached and never reached.
enum ExploreMermaid {
    static func markdown(_ f: ExploreFindings) -> String {
        let coverage = f.result.coverage
        let language = f.settings.language
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        let stop = say(.mdSentenceEnd)
        func never(_ list: [String]) -> String {
            say(.mdNeverTakenList, "\(list.count)")
                + (list.isEmpty ? say(.mdNone) : list.joined(separator: Phrase.listSeparator(language))) + stop + "\n"
        }
        var out = say(.mdExplorationCoverage, MermaidText.inline(f.path)) + "\n\n"
        out += ExploreReport.runsLine(f.result, language) + stop + "\n"
        out += say(.mdArrowLegend) + "\n"
        for app in coverage.apps {
            out += "\n## \(MermaidText.inline(app.name))\n\n"
            out += MermaidCoverage.diagram(transitionCoverage(app))
            out += "\n" + say(.mdCallbackTable) + "\n|---|---:|\n"
            for method in DelegateMethod.allCases
            where app.callbacks[method, default: 0] > 0 || app.implemented.contains(method) {
                out += "| \(method.rawValue) | \(app.callbacks[method, default: 0]) |\n"
            }
            out += "\n" + never(app.untakenTransitions.map { "\($0.from) → \($0.to)" })
            for line in ExploreCoverageText.notApplicableLines(app.notApplicable, language) {
                out += "\n" + line + stop + "\n"
            }
            if let scenes = app.scenes {
                out += "\n### " + say(.mdAppsScenes, MermaidText.inline(app.name)) + "\n\n"
                out += MermaidCoverage.diagram(sceneCoverage(scenes, app: app.name))
                out += "\n" + never(scenes.untakenTransitions.map { "\($0.from) → \($0.to)" })
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
