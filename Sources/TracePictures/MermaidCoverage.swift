/// `applife run FILE --mermaid OUT.md`: Markdown holding a Mermaid
/// `stateDiagram-v2` of every state and legal transition, each transition
/// labelled with how often the run took it (`✓ 3×`) or marked never taken
/// (`✗`), visited states coloured and unvisited ones dashed; then a table of
/// counts by app and the list of transitions never taken.
///
///     MermaidCoverage.markdown(traces, title: "examples/home-and-return.lua")
public enum MermaidCoverage {
    public static func markdown(_ traces: [ScenarioTrace], title: String) -> String {
        var coverage = TransitionCoverage(machine: .app)
        for trace in traces { coverage.add(trace.records) }
        var out = markdown(coverage, title: title, apps: apps(traces))
        let leftOut = traces.reduce(0) { $0 + $1.recordsLeftOut }
        if leftOut > 0 {
            out += "\n\(leftOut) records are not counted: the pictures' budget of records is spent.\n"
        }
        let scenes = traces.contains { $0.records.contains { $0.scene != nil && $0.kind == .transition } }
        guard scenes else { return out }
        var sceneCoverage = TransitionCoverage(machine: .scene)
        for trace in traces { sceneCoverage.add(trace.records) }
        out +=
            "\n"
            + markdown(sceneCoverage, title: title + " (scenes)", apps: [])
            .replacing("no apps:", with: "every scene:")
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

    public static func markdown(_ coverage: TransitionCoverage, title: String, apps: [String]) -> String {
        let legal = coverage.machine.legal.count
        let covered = coverage.coveredLegal
        let percent = legal == 0 ? 0 : (covered * 100 + legal / 2) / legal
        let taken = coverage.counts.reduce(0) { $0 + $1.times }
        let scenarios = "\(coverage.scenarios) scenario" + (coverage.scenarios == 1 ? "" : "s")
        let appList =
            apps.isEmpty
            ? "no apps" : (apps.count == 1 ? "app " : "apps ") + apps.map(MermaidText.inline).joined(separator: ", ")
        var out = "# State coverage: \(MermaidText.inline(title))\n\n"
        out += "\(scenarios), \(appList): \(taken) transition\(taken == 1 ? "" : "s") taken; "
        out += "\(covered) of the \(legal) legal \(coverage.machine.name)-state transitions covered (\(percent)%).\n"
        out +=
            "Each arrow reads ✓ N× (taken N times) or ✗ (legal, never taken); dashed grey states were never entered.\n\n"
        out += diagram(coverage)
        out += "\n| from | to | times | apps |\n|---|---|---:|---|\n"
        for count in coverage.counts {
            let to = count.isLegal ? count.transition.to : count.transition.to + " (not legal)"
            out +=
                "| \(count.transition.from) | \(to) | \(count.times) | \(count.apps.map(MermaidText.inline).joined(separator: ", ")) |\n"
        }
        let untaken = coverage.untaken
        out += "\n## Never taken (\(untaken.count))\n\n"
        if untaken.isEmpty { out += "Every legal transition was taken at least once.\n" }
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
