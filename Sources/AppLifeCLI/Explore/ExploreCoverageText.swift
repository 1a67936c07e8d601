import Exploration
import Lifecycle
import MessageCatalog
import TracePictures

/// Coverage as text, per app: states, legal transitions and implemented callbacks
/// reached, with the ones never reached listed by name, and what the device can never show
/// the app (n/a) apart from them; fitted to `width` columns, aligned by display width.
///
///     Notes  states 5/5, transitions 9/13, callbacks 6/7 implemented
///            never taken: background → inactive, suspended → inactive, …
enum ExploreCoverageText {
    static func text(
        _ coverage: ExplorationCoverage, width: Int = TerminalWidth.fallback, language: Language = .en
    ) -> String {
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        let separator = Phrase.listSeparator(language)
        var out =
            say(.coverageOver, "\(coverage.runs)", coverage.runs == 1 ? "" : "s", "\(coverage.steps)") + "\n"
        let nameWidth = coverage.apps.map { DisplayWidth.of(SafeText.terminalLine($0.name)) }.max() ?? 0
        let pad = String(repeating: " ", count: nameWidth + 4)
        func add(_ label: String, _ pieces: [String], indent: String = pad) {
            guard !pieces.isEmpty else { return }
            let lines = DisplayWidth.wrap(
                pieces, joiner: separator, width: width, prefix: indent + label,
                continuation: indent + String(repeating: " ", count: DisplayWidth.of(label)))
            out += lines.joined(separator: "\n") + "\n"
        }
        for app in coverage.apps {
            let na = app.notApplicable
            let called = app.callableCallbacks.count - app.unreachedCallbacks.count
            let counts = [
                say(.coverageStates, "\(app.reachedStates.count)", "\(app.possibleStates.count)")
                    + notApplicable(na.states.count, language),
                say(.coverageTransitions, "\(app.coveredLegalTransitions)", "\(app.possibleTransitions.count)")
                    + notApplicable(na.transitions.count, language),
                say(.coverageCallbacks, "\(called)", "\(app.callableCallbacks.count)")
                    + notApplicable(na.callbacks.count, language),
            ]
            let name = DisplayWidth.padded(SafeText.terminalLine(app.name), to: nameWidth)
            out +=
                DisplayWidth.wrap(
                    counts, joiner: separator, width: width, prefix: "  " + name + "  ", continuation: pad
                )
                .joined(separator: "\n") + "\n"
            add(say(.neverEntered), app.unreachedStates.map(\.rawValue))
            add(say(.neverTaken), transitions(app.untakenTransitions))
            add(say(.neverCalled), app.unreachedCallbacks.map(\.rawValue))
            for (label, items) in notApplicableLists(na, language) { add(label, items) }
            add(
                say(.notLegalButTaken),
                transitions(app.takenTransitions.filter { !AppState.isLegal(from: $0.from, to: $0.to) }))
            if let scenes = app.scenes {
                out +=
                    pad
                    + say(
                        .coverageScenes, "\(scenes.reachedStates.count)", "\(SceneActivationState.allCases.count)",
                        "\(scenes.coveredLegalTransitions)", "\(SceneCoverage.Transition.legal.count)",
                        "\(scenes.callbacks.count)") + "\n"
                add(say(.neverTaken), scenes.untakenTransitions.map { "\($0.from) → \($0.to)" }, indent: pad + "  ")
            }
        }
        return out
    }

    /// What the device can never show the app, one list per kind, each labelled with why.
    static func notApplicableLists(
        _ na: ExplorationCoverage.Inapplicable, _ language: Language = .en
    ) -> [(label: String, items: [String])] {
        let scene = na.transitions.filter { $0.from == .notRunning && $0.to == .inactive }
        let other = na.transitions.filter { !scene.contains($0) }
        let lists: [(label: String, items: [String])] = [
            (Phrase.naNoMultitasking.text(language), na.states.map(\.rawValue)),
            (Phrase.naSceneLaunch.text(language), transitions(scene)),
            (Phrase.naNoMultitasking.text(language), transitions(other)),
            (
                Phrase.naNeverCalled.text(language),
                na.callbacks.map { Phrase.callbackWhy.text(language, $0.rawValue, na.reason($0, language)) }
            ),
        ]
        return lists.filter { !$0.items.isEmpty }
    }

    /// The same, one line per kind (coverage.md).
    static func notApplicableLines(_ na: ExplorationCoverage.Inapplicable, _ language: Language = .en) -> [String] {
        notApplicableLists(na, language).map { $0.label + $0.items.joined(separator: Phrase.listSeparator(language)) }
    }

    static func transitions(_ list: [ExplorationCoverage.Transition]) -> [String] {
        list.map { "\($0.from) → \($0.to)" }
    }

    private static func notApplicable(_ count: Int, _ language: Language) -> String {
        count == 0 ? "" : Phrase.notApplicableCount.text(language, "\(count)")
    }
}
