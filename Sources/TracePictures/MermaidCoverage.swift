import MessageCatalog

/// `applife run FILE --mermaid OUT.md`: Markdown holding a Mermaid
/// `stateDiagram-v2` of every state and legal transition, each transition
/// labelled with how often the run took it (`✓ 3×`) or marked never taken
/// (`✗`), visited states coloured and unvisited ones dashed; then a table of
/// counts by app and the list of transitions never taken.
///
///     MermaidCoverage.markdown(traces, title: "examples/home-and-return.lua")
public enum MermaidCoverage {
    public static func markdown(_ traces: [ScenarioTrace], title: String, language: Language = .en) -> String {
        var coverage = TransitionCoverage(machine: .app)
        for trace in traces { coverage.add(trace.records) }
        var out = markdown(coverage, title: title, apps: apps(traces), language: language)
        let leftOut = traces.reduce(0) { $0 + $1.recordsLeftOut }
        if leftOut > 0 {
            out += "\n" + Phrase.mdRecordsLeftOut.text(language, "\(leftOut)") + "\n"
        }
        let scenes = traces.contains { $0.records.contains { $0.scene != nil && $0.kind == .transition } }
        guard scenes else { return out }
        var sceneCoverage = TransitionCoverage(machine: .scene)
        for trace in traces { sceneCoverage.add(trace.records) }
        out +=
            "\n"
            + markdown(
                sceneCoverage, title: Phrase.mdScenesTitle.text(language, title), apps: [], language: language)
        return out
    }

    static func apps(_ traces: [ScenarioTrace]) -> [String] {
        var names: [String] = []
        for trace in traces {
            for lane in TraceTimeline(trace.records).appLanes where !names.contains(lane.title) {
                names.append(lane.title)
            }
        }
        return names
    }

    public static func markdown(
        _ coverage: TransitionCoverage, title: String, apps: [String], language: Language = .en
    ) -> String {
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        let legal = coverage.machine.legal.count
        let covered = coverage.coveredLegal
        let percent = legal == 0 ? 0 : (covered * 100 + legal / 2) / legal
        let taken = coverage.counts.reduce(0) { $0 + $1.times }
        let scenarios = say(.mdScenarios, "\(coverage.scenarios)", coverage.scenarios == 1 ? "" : "s")
        let names = apps.map(MermaidText.inline).joined(separator: Phrase.listSeparator(language))
        let isScene = coverage.machine.name == StateMachine.scene.name
        let appList =
            isScene
            ? say(.mdEveryScene) : apps.isEmpty ? say(.mdNoApps) : say(apps.count == 1 ? .mdApp : .mdApps, names)
        let machine = say(isScene ? .mdSceneMachine : .mdAppMachine)
        var out = say(.mdStateCoverage, MermaidText.inline(title)) + "\n\n"
        out +=
            say(
                .mdTaken, scenarios, appList, "\(taken)", taken == 1 ? "" : "s", "\(covered)", "\(legal)", machine,
                "\(percent)") + "\n"
        out += say(.mdArrowLegend) + "\n\n"
        out += diagram(coverage)
        out += "\n" + say(.mdTableHeading) + "\n|---|---|---:|---|\n"
        for count in coverage.counts {
            let to = count.isLegal ? count.transition.to : count.transition.to + say(.mdNotLegal)
            out +=
                "| \(count.transition.from) | \(to) | \(count.times) | \(count.apps.map(MermaidText.inline).joined(separator: ", ")) |\n"
        }
        let untaken = coverage.untaken
        out += "\n## " + say(.mdNeverTaken, "\(untaken.count)") + "\n\n"
        if untaken.isEmpty { out += say(.mdEveryTaken) + "\n" }
        for count in untaken { out += "- \(count.transition.from) → \(count.transition.to)\n" }
        return out
    }

    /// The diagram alone, in a fenced `mermaid` block.
    public static func diagram(_ coverage: TransitionCoverage) -> String {
        var out = "```mermaid\nstateDiagram-v2\n    direction LR\n"
        out += "    classDef visited fill:#e8f5e9,stroke:#2e7d32,color:#1b5e20\n"
        out += "    classDef unvisited fill:#fafafa,stroke:#9e9e9e,stroke-dasharray:4 3,color:#9e9e9e\n"
        out += "    [*] --> \(coverage.machine.initial)\n"
        for count in coverage.counts {
            let label = count.times > 0 ? "✓ \(count.times)×" : "✗"
            let warning = count.isLegal ? "" : " (not legal)"
            out += "    \(count.transition.from) --> \(count.transition.to) : \(label)\(warning)\n"
        }
        let visited =
            coverage.machine.states.filter { coverage.visited.contains($0) }
            + coverage.visited.filter { !coverage.machine.states.contains($0) }
        let unvisited = coverage.machine.states.filter { !coverage.visited.contains($0) }
        if !visited.isEmpty { out += "    class \(visited.joined(separator: ",")) visited\n" }
        if !unvisited.isEmpty { out += "    class \(unvisited.joined(separator: ",")) unvisited\n" }
        out += "```\n"
        return out
    }
}
