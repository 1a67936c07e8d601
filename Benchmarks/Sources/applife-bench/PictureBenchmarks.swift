import Lifecycle
import TracePictures

/// The pictures' scale bar: a scenario of 10^5 trace records renders
/// into an SVG in under 2 s and under 5 MB. The trace comes from the engine:
/// three apps taking turns in front, each starting a background task when it
/// leaves, with memory warnings and long waits in between.
enum PictureBenchmarks {
    final class Saver: AppDelegate {
        func implements(_ method: DelegateMethod) -> Bool {
            method == .didEnterBackground || method == .didBecomeActive
        }
        func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply {
            if message.method == .didEnterBackground { try didEnterBackground(application) }
            return .none
        }
        func didEnterBackground(_ application: Application) throws {
            var id = BackgroundTaskID.invalid
            id = application.beginBackgroundTask(name: "save") { application.endBackgroundTask(id) }
            try application.work(2) { application.endBackgroundTask(id) }
        }
    }

    /// At least `count` records of a busy three-app device.
    static func records(_ count: Int) throws -> [TraceRecord] {
        let device = Device(profile: Profile(ios: 17), trace: TraceOptions(keep: true))
        let apps = ["Mail", "Maps", "Notes"].map {
            device.install(AppSpec(name: $0, bundleID: "bench.\($0.lowercased())", delegate: Saver()))
        }
        var turn = 0
        while device.records.count < count {
            try device.tap(apps[turn % apps.count])
            try device.advance(by: turn % 7 == 0 ? 0.001 : 1)
            if turn % 5 == 0 { try device.memoryWarning() }
            if turn % 11 == 0 {
                try device.home()
                try device.advance(by: turn % 22 == 0 ? 600 : 40)
            }
            turn += 1
        }
        return Array(device.records.prefix(count))
    }

    /// Best of five, in seconds.
    static func best(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<5 {
            let elapsed = clock.measure(body)
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    /// The anchor, measured in the same run: writing the same records as JSON Lines.
    static func run() throws -> [String] {
        let records = try records(100_000)
        let trace = ScenarioTrace(name: "10^5 records", outcome: .passed, records: records)
        var svg = ""
        var perfetto = ""
        var jsonl = ""
        let svgTime = best { svg = SVGTimeline.document([trace], title: "bench") }
        let perfettoTime = best { perfetto = PerfettoTrace.json([trace]) }
        let anchor = best { jsonl = TraceRecord.jsonLines(records) }
        let megabytes = Double(svg.utf8.count) / 1_048_576
        func line(_ label: String, _ rest: String) -> String {
            label.padding(toLength: 48, withPad: " ", startingAt: 0) + " " + rest
        }
        return [
            line(
                "SVG of \(records.count) records",
                "\(fixed(svgTime)) s   bar < 2 s  \(svgTime < 2 ? "ok" : "OVER")  "
                    + "(\(fixed(svgTime / anchor))× the anchor; best of 5)"),
            line("  its size", "\(fixed(megabytes)) MB  bar < 5 MB  \(megabytes < 5 ? "ok" : "OVER")"),
            line(
                "Perfetto JSON of the same",
                "\(fixed(perfettoTime)) s (\(fixed(perfettoTime / anchor))× the anchor), "
                    + "\(fixed(Double(perfetto.utf8.count) / 1_048_576)) MB"),
            line(
                "  anchor: the same records as JSON Lines",
                "\(fixed(anchor)) s, \(fixed(Double(jsonl.utf8.count) / 1_048_576)) MB"),
        ]
    }

    private static func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
