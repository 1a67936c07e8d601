import Lifecycle

/// Which of a file's scenarios run: all, those whose name contains `--filter` (ignoring
/// case), the one named by `--scenario`, or the one declared at or above `FILE:LINE`.
/// A selection that matches nothing is an error, never a green run of zero scenarios.
///
///     var options = RunOptions(); options.filter = "LOCK"
///     try ScenarioSelection(options).select(from: declared)   // ["lock and unlock"]
struct ScenarioSelection {
    let filter: String?
    let exactName: String?
    let line: Int?

    init(_ options: RunOptions) {
        filter = options.filter
        exactName = options.scenario
        line = options.line
    }

    func select(from declared: [DeclaredScenario]) throws -> [String] {
        if declared.isEmpty {
            if let filter { throw ScenarioSelectionError.noMatch(filter: filter, declared: []) }
            if let exactName { throw ScenarioSelectionError.unknownName(exactName, suggestion: nil, declared: []) }
            if let line { throw ScenarioSelectionError.noScenarioAtLine(line, first: nil) }
            return []
        }
        var chosen = declared
        if let exactName {
            guard let hit = chosen.first(where: { $0.name == exactName }) else {
                throw ScenarioSelectionError.unknownName(
                    exactName, suggestion: Spelling.nearest(to: exactName, in: declared.map(\.name)),
                    declared: declared.map(\.name))
            }
            chosen = [hit]
        }
        if let line {
            guard let hit = chosen.last(where: { ($0.line ?? Int.max) <= line }) else {
                throw ScenarioSelectionError.noScenarioAtLine(line, first: declared.compactMap(\.line).min())
            }
            chosen = [hit]
        }
        if let filter {
            let needle = filter.lowercased()
            chosen = chosen.filter { $0.name.lowercased().contains(needle) }
            if chosen.isEmpty { throw ScenarioSelectionError.noMatch(filter: filter, declared: declared.map(\.name)) }
        }
        return chosen.map(\.name)
    }
}

/// A selection of scenarios that matches none (text in AppLifeCLI's `OutcomeText`).
public enum ScenarioSelectionError: Error, Equatable {
    /// `--filter TEXT` matched no scenario name.
    case noMatch(filter: String, declared: [String])
    /// `--scenario NAME` names no scenario; the nearest name, if one is close.
    case unknownName(String, suggestion: String?, declared: [String])
    /// `FILE:LINE` is above the first scenario.
    case noScenarioAtLine(Int, first: Int?)
}
