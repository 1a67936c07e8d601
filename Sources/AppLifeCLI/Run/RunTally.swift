import Lifecycle

/// App crashes and warnings of a run, counted as its scenarios end (their records are not kept).
struct RunTally {
    var crashes = 0
    var warnings = 0

    mutating func count(_ records: TraceLog) {
        for index in records.indices {
            let kind = records.kind(at: index)
            if kind == .crash { crashes += 1 } else if kind == .warning { warnings += 1 }
        }
    }
}
