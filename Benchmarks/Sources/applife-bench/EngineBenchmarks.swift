import Glibc
import Lifecycle

/// Engine throughput (CONTRIBUTING.md, benchmarks): timer callbacks through a Swift delegate,
/// with the trace kept in memory, and memory when the trace is not kept.
enum EngineBenchmarks {
    final class Ticker: AppDelegate {
        var ticks = 0
        func implements(_ method: DelegateMethod) -> Bool { method == .didFinishLaunching }
        func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply {
            guard message.method == .didFinishLaunching else { return .none }
            _ = try application.timer(every: 0.001) { [unowned self] in self.ticks += 1 }
            return .bool(true)
        }
    }

    /// Runs `seconds` of virtual time with a 1 ms timer in the foreground app.
    static func tick(seconds: Double, keep: Bool) throws -> (ticks: Int, records: Int) {
        let device = Device(profile: Profile(ios: 17), trace: TraceOptions(keep: keep))
        let ticker = Ticker()
        let app = device.install(AppSpec(name: "Ticker", bundleID: "bench.ticker", delegate: ticker))
        try device.tap(app)
        try device.advance(by: seconds)
        return (ticker.ticks, device.records.count)
    }

    static func run() throws -> [String] {
        var lines: [String] = []
        let atStart = peakResidentMegabytes()
        let clock = ContinuousClock()
        for keep in [true, false] {
            var best = Double.infinity
            var ticks = 0
            for _ in 0..<5 {
                var result = (ticks: 0, records: 0)
                let elapsed = try clock.measure { result = try tick(seconds: 1000, keep: keep) }
                ticks = result.ticks
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                best = min(best, seconds)
            }
            let rate = Double(ticks) / best
            let label = keep ? "timer callbacks/s, trace kept" : "timer callbacks/s, trace not kept"
            let verdict = rate >= 2_000_000 ? "ok" : "UNDER"
            lines.append(
                "\(label.padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%10.0f", rate))   bar >= 2000000  \(verdict)  (\(ticks) ticks, best of 5)"
            )
        }
        // Flat memory without a trace: peak RSS after 1M ticks, then after 5M more.
        _ = try tick(seconds: 1000, keep: false)
        let after1M = peakResidentMegabytes()
        _ = try tick(seconds: 5000, keep: false)
        let after5M = peakResidentMegabytes()
        lines.append(
            String(
                format:
                    "peak RSS: %.1f MB before the engine runs, %.1f MB after 1M ticks (trace not kept), %.1f MB after 5M more",
                atStart, after1M, after5M))
        return lines
    }

    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
