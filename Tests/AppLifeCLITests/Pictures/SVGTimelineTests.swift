import Foundation
import Lifecycle
import Testing
@testable import AppLifeCLI
@testable import TracePictures

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG is well-formed XML with one lane per app and per scene and, on each lane,
/// one mark per callback and notification record (a merged mark counts its records).
@Suite("SVGTimeline")
struct SVGTimelineTests {
    @Test(
        "every example: valid XML, one lane per app, every callback marked", arguments: PictureFixtures.exampleNames())
    func example(_ name: String) throws {
        let traces = try PictureFixtures.traces(name)
        let svg = SVGTimeline.document(traces, title: name)
        let document = try SVGDocument(svg)
        #expect(document.sections.count == traces.count)
        for (trace, section) in zip(traces, document.sections) {
            try Self.checkSection(trace, section)
        }
    }

    static func checkSection(
        _ trace: ScenarioTrace, _ section: SVGDocument.Section, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        func lane(_ record: TraceRecord) -> String? {
            guard let app = record.app else { return nil }
            return record.scene.map { "scene:" + $0 } ?? "app:" + app
        }
        var apps: [String] = []
        var lanes: [String] = []
        for record in trace.records {
            if let app = record.app, !apps.contains(app) { apps.append(app) }
            if let key = lane(record), !lanes.contains(key) { lanes.append(key) }
        }
        #expect(
            section.laneKeys.filter { $0.hasPrefix("app:") } == apps.map { "app:" + $0 },
            "scenario '\(trace.name)': lanes \(section.laneKeys)", sourceLocation: sourceLocation)
        #expect(
            Set(section.laneKeys.filter { $0.hasPrefix("scene:") }) == Set(lanes.filter { $0.hasPrefix("scene:") }),
            "scenario '\(trace.name)': one lane per scene, \(section.laneKeys)", sourceLocation: sourceLocation)
        for kind in [TraceKind.callback, .notification] {
            for key in lanes {
                let records = trace.records.filter { $0.kind == kind && lane($0) == key }.count
                let marked = section.marks.filter { $0.kind == kind.rawValue && $0.lane == key }.reduce(0) {
                    $0 + $1.count
                }
                #expect(
                    marked == records, "scenario '\(trace.name)', \(key): \(records) \(kind) records, \(marked) marked",
                    sourceLocation: sourceLocation)
            }
        }
        let expects = trace.records.filter { $0.kind == .expect }.count
        #expect(
            section.marks.filter { $0.kind == "expect" }.reduce(0) { $0 + $1.count } == expects,
            sourceLocation: sourceLocation)
    }

    @Test func sameRecordsGiveTheSameBytes() {
        let trace = ScenarioTrace(name: "long", outcome: .failed, records: PictureFixtures.longTrace(count: 2_000))
        #expect(SVGTimeline.document([trace], title: "t") == SVGTimeline.document([trace], title: "t"))
    }

    /// The bar itself (10^5 records in under 2 s and 5 MB) is measured by the
    /// benchmark (`applife-bench pictures`); here 2 × 10^4 records, already far
    /// too many for the full scale, show that marks merge and nothing is lost.
    @Test("a long trace: dense marks merge, the file stays small, counts still add up")
    func scale() throws {
        let trace = ScenarioTrace(name: "long", outcome: .passed, records: PictureFixtures.longTrace(count: 20_000))
        let svg = SVGTimeline.document([trace], title: "long")
        #expect(svg.utf8.count < 5 << 20, "\(svg.utf8.count) bytes for 20000 records")
        let document = try SVGDocument(svg)
        #expect(document.marks.count < 10_000, "marks were not merged: \(document.marks.count)")
        #expect(document.marks.contains { $0.count > 1 })
        try Self.checkSection(trace, document.sections[0])
        #expect(svg.contains("nearby marks merged"))
    }

    @Test("hostile text: markup, quotes, control characters, huge names")
    func hostileText() throws {
        let name = "<b>&\"'\u{1}\u{FFFE}\u{FFFF}" + String(repeating: "x", count: 10_000)
        let records = [
            TraceRecord(seq: 1, app: name, kind: .action, name: "tap", message: "user taps </svg>"),
            TraceRecord(seq: 2, app: name, kind: .transition, from: "notRunning", to: "inactive"),
            TraceRecord(seq: 3, app: name, kind: .callback, name: "]]><script>alert(1)</script>"),
            TraceRecord(
                seq: 4, app: name, kind: .log, message: "nul \u{0} and bell \u{7}\nsecond line \u{FFFF}\u{FFFE}\r"),
            TraceRecord(seq: 5, time: .seconds(-5), app: name, kind: .transition, from: "inactive", to: "strange"),
            TraceRecord(seq: 6, time: .seconds(1e9), kind: .warning, message: String(repeating: "w", count: 100_000)),
        ]
        let svg = SVGTimeline.document([ScenarioTrace(name: name, outcome: .error, records: records)], title: name)
        let document = try SVGDocument(svg)
        #expect(!svg.contains("<script"))
        let shown = name.replacingOccurrences(of: "\u{1}", with: "\u{2401}")
            .replacingOccurrences(of: "\u{FFFE}", with: "\u{FFFD}").replacingOccurrences(
                of: "\u{FFFF}", with: "\u{FFFD}")
        #expect(document.sections.first?.laneKeys.contains("app:" + shown) == true)
        #expect(
            !svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || ($0.value < 0x20 && $0 != "\n") }
        )
        #expect(svg.utf8.count < 200_000)
    }

    @Test func noScenarioStillDrawsADocument() throws {
        let svg = SVGTimeline.document([], title: "empty")
        #expect(try SVGDocument(svg).sections.isEmpty)
        let empty = SVGTimeline.document(
            [ScenarioTrace(name: "nothing", outcome: .passed, records: [])], title: "empty")
        #expect(try SVGDocument(empty).sections.count == 1)
    }

    @Test("labels in one row never overlap, and a label left out is counted")
    func labelRows() {
        let requests = (0..<40).map { LabelRows.Request(x: Double($0) * 5, width: 60, urgent: $0 == 39) }
        let placement = LabelRows(maxRows: 3).place(requests)
        #expect(placement.rows[39] != nil, "an urgent label is always placed first")
        for row in 0..<3 {
            let spans = requests.indices.filter { placement.rows[$0] == row }.map {
                requests[$0].x...(requests[$0].x + 60)
            }
            for (a, b) in zip(spans, spans.dropFirst()) { #expect(a.upperBound <= b.lowerBound) }
        }
        let left = placement.rows.filter { $0 == nil }.count
        #expect(left > 0)
        #expect(placement.overflow.reduce(0) { $0 + $1.count } == left)
    }

    @Test func gapsAreShortenedAndMarked() {
        let times: [VirtualTime] = [.zero, .zero, .seconds(0.001), .seconds(600.001)]
        let axis = TimeAxis(times: times)
        #expect(axis.x(1) - axis.x(0) == TimeAxis.step)
        #expect(axis.x(2) > axis.x(1), "a 1 ms gap still shows")
        #expect(axis.x(3) - axis.x(2) < 400, "a 600 s wait is shortened")
        #expect(axis.gaps.map(\.compressed) == [false, true])
    }
}

/// The parts of an SVG timeline the tests look at, read with Foundation's XMLParser.
struct SVGDocument {
    struct Mark {
        let kind: String
        let lane: String
        let count: Int
    }

    struct Section {
        var name: String
        var laneKeys: [String] = []
        var marks: [Mark] = []
    }

    var sections: [Section] = []
    var marks: [Mark] { sections.flatMap(\.marks) }

    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw SVGError.invalid("line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")")
        }
        sections = reader.sections
    }

    enum SVGError: Error { case invalid(String) }

    private final class Reader: NSObject, XMLParserDelegate {
        var sections: [Section] = []
        var lane = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
            if name == "g", classes.contains("section") {
                sections.append(Section(name: attributes["data-scenario"] ?? ""))
            } else if name == "text", classes.contains("lane-title"), let lane = attributes["data-lane"] {
                sections[sections.count - 1].laneKeys.append(lane)
            } else if name == "g", classes == ["marks"] {
                lane = attributes["data-lane"] ?? ""
            } else if name == "g", classes.first == "mark", classes.count > 1 {
                sections[sections.count - 1].marks.append(
                    Mark(
                        kind: classes[1], lane: lane, count: Int(attributes["data-count"] ?? "") ?? 0))
            }
        }
    }
}
