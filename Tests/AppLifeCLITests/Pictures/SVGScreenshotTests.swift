import Foundation
import Lifecycle
import Testing
@testable import AppLifeCLI
@testable import TracePictures

/// What the SVG timeline shows without a mouse: a screenshot, a PDF or a slide holds the
/// log lines and why a scenario failed as drawn text (not only in tooltips), and a picture
/// of many scenarios has a table of contents.
@Suite("SVGScreenshot")
struct SVGScreenshotTests {
    /// The `<text>` elements of an SVG as (classes, content), tooltips (`<title>`) left out.
    static func texts(_ svg: String) throws -> [(classes: String, text: String)] {
        let pattern = try Regex(#"<text [^>]*class="([^"]*)"[^>]*>([^<]*)</text>"#)
        return svg.matches(of: pattern).map { match in
            (String(match.output[1].substring ?? ""), unescape(String(match.output[2].substring ?? "")))
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func logLinesAreLabelledInPlace() throws {
        let traces = try PictureFixtures.traces("home-and-return")
        let labels = try Self.texts(SVGTimeline.document(traces, title: "t")).filter { $0.classes.contains("l-log") }
        let logs = traces.flatMap(\.records).filter { $0.kind == .log }.compactMap(\.message)
        #expect(!logs.isEmpty)
        #expect(labels.map(\.text) == logs, "every log line of the example is drawn as text")
    }

    @Test func theFailureIsWrittenUnderItsLanes() throws {
        let traces = try PictureFixtures.failureTraces()
        let notes = try Self.texts(SVGTimeline.document(traces, title: "failures.lua")).filter {
            $0.classes.contains("note")
        }
        let heads = notes.filter { $0.classes.contains("note-head") }.map(\.text)
        #expect(
            heads == [
                "expect.callbacks failed", "Notes crashed at 5.000 s: attempt to index a nil value (local 'draft')",
                "failures.lua:21: unknown function 'user.tapp' (did you mean 'user.tap'?)",
            ], "\(heads)")
        #expect(
            notes.contains { $0.text == ">   1  didFinishLaunching   0.000  willFinishLaunching" },
            "the diff keeps its columns")
        #expect(notes.contains { $0.text == "first difference at entry 1" }, "\(notes.map(\.text))")
        let passing = try Self.texts(SVGTimeline.document(try PictureFixtures.traces("home-and-return"), title: "t"))
        #expect(!passing.contains { $0.classes.contains("note") })
    }

    @Test func aLongOrHostileFailureIsCutAndEscaped() throws {
        let failure =
            "<script>\u{1B}[2J & \"x\"\n"
            + (1...10_000).map { "line \($0) " + String(repeating: "y", count: 500) }.joined(separator: "\n")
        let trace = ScenarioTrace(
            name: "s", outcome: .error, records: PictureFixtures.longTrace(count: 30), failure: failure)
        let svg = SVGTimeline.document([trace], title: "t")
        #expect(!svg.contains("<script>") && svg.contains("&lt;script&gt;␛[2J &amp; &quot;x&quot;"))
        let notes = try Self.texts(svg).filter { $0.classes.contains("note") }
        #expect(notes.count == FailureNote.maxLines)
        #expect(notes.last?.text == "… 9994 more lines in the text output")
        #expect(notes.allSatisfy { $0.text.count <= FailureNote.maxColumns })
        #expect(svg.utf8.count < 100_000)
        #expect(try SVGDocument(svg).sections.count == 1)
        let quiet = ScenarioTrace(name: "s", outcome: .passed, records: [], failure: "never drawn for a pass")
        #expect(!SVGTimeline.document([quiet], title: "t").contains("never drawn"))
    }

    @Test func manyScenariosHaveContentsThatLinkToEachSection() throws {
        let traces = try PictureFixtures.failureTraces()
        let svg = SVGTimeline.document(traces, title: "failures.lua")
        let links = svg.matches(of: try Regex(##"<a href="#(scenario-\d+)">"##)).map {
            String($0.output[1].substring ?? "")
        }
        #expect(links == (1...traces.count).map { "scenario-\($0)" })
        for link in links { #expect(svg.contains("<view id=\"\(link)\" viewBox=\"0 "), "no view \(link)") }
        #expect(svg.contains("<view id=\"contents\""))
        let entries = try Self.texts(svg).filter { $0.classes == "toc-entry" }.map(\.text)
        #expect(
            entries == [
                "1. home and back", "2. a wrong prediction of the launch", "3. a crash on the way back",
                "4. a mistake in the scenario",
            ])
        #expect(try Self.texts(svg).contains { $0.text == "Contents · 4 scenarios: 1 passed, 3 did not" })
        let two = SVGTimeline.document(Array(traces.prefix(2)), title: "t")
        #expect(!two.contains("class=\"contents\"") && !two.contains("<view"), "two scenarios need no contents")
    }

    @Test func contentsOfAThousandScenariosStayInColumns() {
        let names = (1...1000).map { "scenario \($0) " + String(repeating: "名", count: $0 % 50) }
        let contents = SVGContents(names: names, outcomes: names.map { _ in .passed }, width: 1500)
        #expect(contents.rows == 250 && contents.columnWidth == (1500 - 24) / 4)
        #expect(SVGContents(names: ["a", "b", "c"], outcomes: [nil, nil, nil], width: 760).rows == 3)
    }

    @Test func chineseTextHasChineseFaces() {
        let sheet = SVGStyle.sheet
        for face in ["'PingFang SC'", "'Microsoft YaHei'", "'Noto Sans CJK SC'"] { #expect(sheet.contains(face)) }
        let text = sheet.components(separatedBy: "text{font-family:")[1]
        #expect(
            text.range(of: "'DejaVu Sans'")!.lowerBound < text.range(of: "'Noto Sans CJK SC'")!.lowerBound,
            "Latin faces first, so Latin text keeps its face")
    }
}
