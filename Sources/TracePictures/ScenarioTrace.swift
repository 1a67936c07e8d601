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
    /// Records of the scenario the pictures do not hold (``PictureBudget``); pictures say so.
    public var recordsLeftOut: Int
    /// Why the scenario did not pass (the failed expectation's report, the error), written
    /// out in the picture; nil when it passed or the reader must not see it (a lab's check).
    public var failure: String?

    public init(
        name: String, outcome: Outcome?, records: [TraceRecord], recordsLeftOut: Int = 0, failure: String? = nil
    ) {
        self.name = name
        self.outcome = outcome
        self.records = records
        self.recordsLeftOut = recordsLeftOut
        self.failure = failure
    }
}

/// How many records the pictures of one command hold in all: a run of many scenarios, or a
/// long REPL session, draws at most this many (the first ones of a run, the latest ones of
/// a session), so their memory stays bounded whatever the script does.
///
///     var budget = PictureBudget()
///     let kept = budget.take(result.records)   // decodes at most what is left
public struct PictureBudget: Sendable {
    /// About what one scenario at the default output limit records; drawing it takes about 100 MB.
    public static let records = 250_000

    public private(set) var left: Int

    public init(records: Int = PictureBudget.records) { left = records }

    /// The first records of `log` that fit in what is left, and how many did not.
    public mutating func take(_ log: some Collection<TraceRecord>) -> (records: [TraceRecord], leftOut: Int) {
        let count = min(left, log.count)
        left -= count
        return (Array(log.prefix(count)), log.count - count)
    }

    /// The last records of `log` that fit in what is left, and how many earlier ones did not.
    public mutating func takeLatest(_ log: some BidirectionalCollection<TraceRecord>) -> (
        records: [TraceRecord], leftOut: Int
    ) {
        let count = min(left, log.count)
        left -= count
        return (Array(log.suffix(count)), log.count - count)
    }
}
