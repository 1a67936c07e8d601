/// Where the device's records go: numbered in order, kept when the device keeps its trace
/// (queries and pictures read them), and refused once a limit is reached.
///
///     var sink = TraceSink(TraceOptions(keep: true, maxRecords: 1000))
///     if sink.accept(record) { print(record) }   // stamped with the next sequence number
struct TraceSink {
    private(set) var records = TraceLog()
    /// The sequence number the next record gets.
    private(set) var nextSeq = 1
    /// Whether records are kept in memory (queries need them); streaming works either way.
    var keeps: Bool
    /// The most records, and bytes of text, the trace may take.
    let limits: (records: Int, bytes: Int)
    private(set) var used = (records: 0, bytes: 0)
    /// Whether a limit was reached: nothing more is accepted.
    private(set) var full = false

    init(_ options: TraceOptions) {
        keeps = options.keep
        limits = (options.maxRecords ?? .max, options.maxBytes ?? .max)
    }

    /// Stamps `record` with the next sequence number (even past a limit: numbers say how
    /// many were made) and keeps it; false when a limit refuses it.
    mutating func accept(_ record: inout TraceRecord) -> Bool {
        record.seq = nextSeq
        nextSeq += 1
        guard !full else { return false }
        used.records &+= 1
        used.bytes &+= record.approximateBytes
        if used.records > limits.records || used.bytes > limits.bytes {
            full = true
            return false
        }
        if keeps { records.append(record) }
        return true
    }

    /// Counts the limits from zero again (the REPL: the limits are per input).
    mutating func restartLimits() {
        used = (0, 0)
        full = false
    }

    /// Drops kept records; sequence numbers keep counting.
    mutating func clear() { records.removeAll() }
}
