import Lifecycle

/// `applife run FILE --perfetto OUT.json`: Chrome trace-event JSON that
/// ui.perfetto.dev and chrome://tracing open. One virtual microsecond is one
/// microsecond of the trace, except that records of one instant stand 1 µs apart
/// (``ScenarioEmitter/spread(_:)``); their true times are in the arguments (`time_s`,
/// `start_s`, `end_s`).
///
/// Per scenario: a "Device" process (user and system input, expectations, the
/// scenario as one slice) and one process per app, whose threads are the
/// state (complete `X` slices that never overlap), callbacks, notifications and
/// other events (instants), and background tasks (slices, one thread per row
/// so that slices always nest); counters for the badge, the open background
/// tasks and the seconds spent in the background. Scene lanes get threads of
/// their own in their app's process.
///
///     PerfettoTrace.json([trace])   // {"displayTimeUnit":"ms","traceEvents":[...]}
public enum PerfettoTrace {
    public static func json(_ traces: [ScenarioTrace]) -> String {
        var events = PerfettoEvents()
        for (index, trace) in traces.enumerated() {
            let suffix = traces.count > 1 ? " · \(index + 1). \(trace.name)" : ""
            ScenarioEmitter(trace: trace, suffix: suffix, events: events).emit(into: &events)
        }
        let leftOut = traces.reduce(0) { $0 + $1.recordsLeftOut }
        let note = leftOut > 0 ? ",\"recordsNotDrawn\":\(leftOut)" : ""
        return "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"generator\":\"applife\",\"clock\":\"virtual\","
            + "\"sameInstant\":\"records 1 us apart; true times in args time_s, start_s, end_s\"\(note)},\"traceEvents\":[\n"
            + events.lines.joined(separator: ",\n") + "\n]}\n"
    }
}

/// The events written so far, and the next free process id.
struct PerfettoEvents {
    var lines: [String] = []
    var nextPID = 1

    /// Microseconds, exactly: "0", "2000000", "1500.25".
    static func micros(_ time: VirtualTime) -> String {
        let ns = time.nanoseconds
        let sign = ns < 0 ? "-" : ""
        let magnitude = ns.magnitude
        var fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(magnitude / 1000) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: digits - text.count) + text
    }

    /// A JSON string literal; quick when nothing needs escaping (JSON Lines' escaper otherwise).
    static func string(_ text: String) -> String {
        let plain = !text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }
        return plain ? "\"" + text + "\"" : TraceRecord.jsonString(text)
    }

    mutating func metadata(pid: Int, tid: Int? = nil, name: String) {
        let kind = tid == nil ? "process_name" : "thread_name"
        let thread = tid.map { ",\"tid\":\($0)" } ?? ""
        lines.append(
            "{\"ph\":\"M\",\"pid\":\(pid)\(thread),\"name\":\"\(kind)\",\"args\":{\"name\":\(Self.string(name))}}")
    }

    mutating func slice(
        pid: Int, tid: Int, name: String, category: String, start: VirtualTime, end: VirtualTime, args: String = ""
    ) {
        let duration = Self.micros(end - start)
        lines.append(
            "{\"ph\":\"X\",\"pid\":\(pid),\"tid\":\(tid),\"name\":\(Self.string(name)),\"cat\":\"\(category)\","
                + "\"ts\":\(Self.micros(start)),\"dur\":\(duration)\(argsField(args))}")
    }

    mutating func instant(pid: Int, tid: Int, name: String, category: String, at time: VirtualTime, args: String = "") {
        lines.append(
            "{\"ph\":\"i\",\"s\":\"t\",\"pid\":\(pid),\"tid\":\(tid),\"name\":\(Self.string(name)),"
                + "\"cat\":\"\(category)\",\"ts\":\(Self.micros(time))\(argsField(args))}")
    }

    mutating func counter(pid: Int, name: String, at time: VirtualTime, key: String, value: String) {
        lines.append(
            "{\"ph\":\"C\",\"pid\":\(pid),\"name\":\(Self.string(name)),\"ts\":\(Self.micros(time)),"
                + "\"args\":{\(Self.string(key)):\(value)}}")
    }

    private func argsField(_ args: String) -> String { args.isEmpty ? "" : ",\"args\":{\(args)}" }
}
