import Exploration
import Lifecycle
import TracePictures

/// Coverage as text, per app: states, legal transitions and implemented callbacks
/// reached, with the ones never reached listed by name, and what the device can never show
/// the app (n/a) apart from them; fitted to `width` columns, aligned by display width.
///
///     Notes  states 5/5, transitions 9/13, callbacks 6/7 implemented
///            never taken: background → inactive, suspended → inactive, …
enum ExploreCoverageText {
    static func text(_ coverage: ExplorationCoverage, width: Int = TerminalWidth.fallback) -> String {
        var out = "coverage over \(coverage.runs) run\(coverage.runs == 1 ? "" : "s"), \(coverage.steps) steps:\n"
        let nameWidth = coverage.apps.map { DisplayWidth.of(SafeText.terminalLine($0.name)) }.max() ?? 0
        let pad = String(repeating: " ", count: nameWidth + 4)
        func add(_ label: String, _ pieces: [String], indent: String = pad) {
            guard !pieces.isEmpty else { return }
            let lines = DisplayWidth.wrap(
                pieces, joiner: ", ", width: width, prefix: indent + label,
                continuation: indent + String(repeating: " ", count: DisplayWidth.of(label)))
            out += lines.joined(separator: "\n") + "\n"
        }
        for app in coverage.apps {
            let na = app.notApplicable
            let called = app.callableCallbacks.count - app.unreachedCallbacks.count
            let counts = [
                "states \(app.reachedStates.count)/\(app.possibleStates.count)" + notApplicable(na.states.count),
                "transitions \(app.coveredLegalTransitions)/\(app.possibleTransitions.count)"
                    + notApplicable(na.transitions.count),
                "callbacks \(called)/\(app.callableCallbacks.count) implemented" + notApplicable(na.callbacks.count),
            ]
            let name = DisplayWidth.padded(SafeText.terminalLine(app.name), to: nameWidth)
            out +=
                DisplayWidth.wrap(counts, joiner: ", ", width: width, prefix: "  " + name + "  ", continuation: pad)
                .joined(separator: "\n") + "\n"
            add("never entered: ", app.unreachedStates.map(\.rawValue))
            add("never taken: ", transitions(app.untakenTransitions))
            add("never called: ", app.unreachedCallbacks.map(\.rawValue))
            for (label, items) in notApplicableLists(na) { add(label, items) }
            add(
                "NOT LEGAL but taken: ",
                transitions(app.takenTransitions.filter { !AppState.isLegal(from: $0.from, to: $0.to) }))
            if let scenes = app.scenes {
                out +=
                    pad + "scenes: states \(scenes.reachedStates.count)/\(SceneActivationState.allCases.count), "
                    + "transitions \(scenes.coveredLegalTransitions)/\(SceneCoverage.Transition.legal.count), "
                    + "\(scenes.callbacks.count) scene callbacks\n"
                add("never taken: ", scenes.untakenTransitions.map { "\($0.from) → \($0.to)" }, indent: pad + "  ")
            }
        }
        return out
    }

    /// What the device can never show the app, one list per kind, each labelled with why.
    static func notApplicableLists(_ na: ExplorationCoverage.Inapplicable) -> [(label: String, items: [String])] {
        let scene = na.transitions.filter { $0.from == .notRunning && $0.to == .inactive }
        let other = na.transitions.filter { !scene.contains($0) }
        let lists: [(label: String, items: [String])] = [
            ("n/a, no multitasking: ", na.states.map(\.rawValue)),
            ("n/a, a scene app launches into the background: ", transitions(scene)),
            ("n/a, no multitasking: ", transitions(other)),
            ("n/a, never called here: ", na.callbacks.map { "\($0.rawValue) (\(na.reason($0)))" }),
        ]
        return lists.filter { !$0.items.isEmpty }
    }

    /// The same, one line per kind (coverage.md).
    static func notApplicableLines(_ na: ExplorationCoverage.Inapplicable) -> [String] {
        notApplicableLists(na).map { $0.label + $0.items.joined(separator: ", ") }
    }

    static func transitions(_ list: [ExplorationCoverage.Transition]) -> [String] {
        list.map { "\($0.from) → \($0.to)" }
    }

    private static func notApplicable(_ count: Int) -> String { count == 0 ? "" : " (\(count) n/a)" }
}
