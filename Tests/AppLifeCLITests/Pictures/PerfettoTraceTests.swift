import Foundation
import Lifecycle
import Testing
@testable import AppLifeCLI
@testable import TracePictures

/// The Perfetto file is JSON in the trace-event format: every event has the
/// fields its phase needs, and the slices of each thread nest.
@Suite("PerfettoTrace")
struct PerfettoTraceTests {
    struct Event {
        let phase: String
        let pid: Int
        let tid: Int?
        let name: String
        let category: String?
        let ts: Double?
        let dur: Double?
        let args: [String: Any]
    }

    static func events(_ json: String) throws -> [Event] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let list = try #require(object?["traceEvents"] as? [[String: Any]])
        return try list.map { event in
            Event(
                phase: try #require(event["ph"] as? String), pid: try #require(event["pid"] as? Int),
                tid: event["tid"] as? Int, name: try #require(event["name"] as? String),
                category: event["cat"] as? String,
                ts: (event["ts"] as? NSNumber)?.doubleValue, dur: (event["dur"] as? NSNumber)?.doubleValue,
                args: event["args"] as? [String: Any] ?? [:])
        }
    }

    /// Slices of one thread, sorted by start (longer first), each inside or after the one before.
    static func checkNesting(_ events: [Event], sourceLocation: SourceLocation = #_sourceLocation) {
        let slices = events.filter { $0.phase == "X" }
        var threads: [String: [(Double, Double)]] = [:]
        for slice in slices {
            threads["\(slice.pid)/\(slice.tid ?? -1)", default: []].append((slice.ts!, slice.ts! + slice.dur!))
        }
        for (thread, spans) in threads {
            let sorted = spans.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 > $1.1) }
            var open: [(Double, Double)] = []
            for span in sorted {
                while let last = open.last, last.1 <= span.0 { open.removeLast() }
                if let last = open.last {
                    #expect(
                        span.1 <= last.1, "thread \(thread): \(span) overlaps \(last) without nesting",
                        sourceLocation: sourceLocation)
                }
                open.append(span)
            }
        }
    }

    @Test("every example: parses, fields present, slices nest", arguments: PictureFixtures.exampleNames())
    func example(_ name: String) throws {
        let traces = try PictureFixtures.traces(name)
        let events = try Self.events(PerfettoTrace.json(traces))
        for event in events {
            switch event.phase {
            case "X": #expect(event.ts != nil && event.dur != nil && event.tid != nil && event.dur! >= 0)
            case "i": #expect(event.ts != nil && event.tid != nil)
            case "C": #expect(event.ts != nil && !event.args.isEmpty)
            case "M": #expect(event.name == "process_name" || event.name == "thread_name")
            default: Issue.record("unexpected phase \(event.phase)")
            }
        }
        Self.checkNesting(events)
        let processes = events.filter { $0.name == "process_name" }.compactMap { $0.args["name"] as? String }
        for (index, trace) in traces.enumerated() {
            let suffix = traces.count > 1 ? " · \(index + 1). \(trace.name)" : ""
            #expect(processes.contains("Device" + suffix))
            for app in Set(trace.records.compactMap(\.app)) { #expect(processes.contains(app + suffix)) }
        }
        let callbacks = traces.flatMap(\.records).filter { $0.kind == .callback }.count
        #expect(events.filter { $0.phase == "i" && $0.category == "callback" }.count == callbacks)
    }

    @Test func stateSlicesCoverTheScenario() throws {
        let traces = try PictureFixtures.traces("home-and-return")
        let events = try Self.events(PerfettoTrace.json(traces))
        let todo = try #require(events.first { $0.name == "process_name" && $0.args["name"] as? String == "Todo" }).pid
        let states = events.filter { $0.phase == "X" && $0.pid == todo && $0.tid == 1 }
        #expect(
            states.map(\.name) == [
                "notRunning", "inactive", "active", "inactive", "background", "suspended", "inactive", "active",
            ])
        // Records of one instant stand 1 µs apart: the true times are in the arguments.
        let last = try #require(states.last)
        #expect((last.args["end_s"] as? NSNumber)?.doubleValue == 62)
        #expect(last.ts! + last.dur! >= 62_000_000 && last.ts! + last.dur! < 62_000_100)
        let task = try #require(events.first { $0.phase == "X" && $0.name == "task 1 \"save\"" })
        #expect(
            (task.args["start_s"] as? NSNumber)?.doubleValue == 2 && (task.args["end_s"] as? NSNumber)?.doubleValue == 5
        )
        #expect(task.ts! >= 2_000_000 && task.ts! < 2_000_100 && abs(task.dur! - 3_000_000) < 100)
        #expect(
            events.contains {
                $0.phase == "C" && $0.name == "background time" && ($0.args["s"] as? NSNumber)?.doubleValue == 3
            })
    }

    /// A story told at one virtual instant (two iPad windows opened, focused and closed at
    /// t = 0) reads left to right: each record 1 µs after the one before, in record order.
    @Test func recordsOfOneInstantStandOneMicrosecondApart() throws {
        let traces = try PictureFixtures.traces("scenes-ipad-windows")
        let events = try Self.events(PerfettoTrace.json(traces))
        let instants = events.filter { $0.phase == "i" && $0.args["seq"] != nil }
            .sorted { ($0.args["seq"] as! Int) < ($1.args["seq"] as! Int) }
        #expect(instants.count > 50)
        #expect(
            instants.allSatisfy { ($0.args["time_s"] as? NSNumber)?.doubleValue == 0 }, "the whole story is at t = 0")
        for (before, after) in zip(instants, instants.dropFirst()) where before.pid == after.pid {
            #expect(
                after.ts! > before.ts!, "\(after.name) at \(after.ts!) is not after \(before.name) at \(before.ts!)")
        }
        let spans = events.filter { $0.phase == "X" && $0.category == "state" }
        #expect(spans.contains { $0.dur! > 0 }, "state slices have a length")
        #expect(
            ScenarioEmitter.spread([.zero, .zero, .seconds(1), .seconds(1), VirtualTime(nanoseconds: 1_000_001_500)])
                .map(\.nanoseconds) == [0, 1000, 1_000_000_000, 1_000_001_000, 1_000_002_000])
    }

    @Test func badgeIsACounter() throws {
        let traces = try PictureFixtures.traces("seed001-background-task")
        let events = try Self.events(PerfettoTrace.json(traces))
        let badges = events.filter { $0.phase == "C" && $0.name == "badge" }
        #expect(
            badges.count == traces.flatMap(\.records).filter { $0.kind == .badge && $0.field("value") != nil }.count)
        #expect(badges.count > 10)
    }

    @Test func microsecondsAreExact() {
        #expect(PerfettoEvents.micros(.seconds(62)) == "62000000")
        #expect(PerfettoEvents.micros(VirtualTime(nanoseconds: 1_500)) == "1.5")
        #expect(PerfettoEvents.micros(VirtualTime(nanoseconds: 1_001)) == "1.001")
        #expect(PerfettoEvents.micros(VirtualTime(nanoseconds: -20)) == "-0.02")
    }

    @Test func longTraceStillNests() throws {
        let trace = ScenarioTrace(name: "long", outcome: .passed, records: PictureFixtures.longTrace(count: 20_000))
        Self.checkNesting(try Self.events(PerfettoTrace.json([trace])))
    }
}
