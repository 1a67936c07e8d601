import Lifecycle

/// What every picture is drawn from: one scenario's name, how it ended, and its
/// trace records in order. Renderers are pure functions of these values.
///
///     let traces = results.map(ScenarioTrace.init(result:))
///     let svg = SVGTimeline.document(traces)
public struct ScenarioTrace: Sendable {
    /// How the scenario ended; nil where there is no verdict (a REPL session).
    public enum Outcome: String, Sendable {
        case passed, failed, error
    }

    public var name: String
    public var outcome: Outcome?
    public var records: [TraceRecord]

    public init(name: String, outcome: Outcome?, records: [TraceRecord]) {
        self.name = name
        self.outcome = outcome
        self.records = records
    }
}
