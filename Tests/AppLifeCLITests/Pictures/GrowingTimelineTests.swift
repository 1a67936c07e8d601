import Lifecycle
import MessageCatalog
import Testing

@testable import TracePictures

/// The studio's growing timeline: what a page holds after the first picture and every
/// change since is the picture of the whole trace drawn at once, and what was drawn stays put.
@Suite("GrowingTimeline")
struct GrowingTimelineTests {
    /// A page's picture: pieces by id in their layer, in the order the page put them there.
    struct Page {
        var layers: [GrowingTimeline.Layer: [String]] = [:]
        var svg: [String: String] = [:]

        /// The whole picture, drawn again.
        mutating func start(_ pieces: [GrowingTimeline.Piece]) {
            layers = [:]
            svg = [:]
            take(pieces)
        }

        /// Pieces put in: a new id at the end of its layer, a known one replaced where it is.
        mutating func take(_ pieces: [GrowingTimeline.Piece]) { apply(pieces) }

        private mutating func apply(_ pieces: [GrowingTimeline.Piece]) {
            for piece in pieces {
                if svg[piece.id] == nil { layers[piece.layer, default: []].append(piece.id) }
                svg[piece.id] = piece.svg
            }
        }

        /// Each layer's elements as a set of (id, svg).
        var elements: [GrowingTimeline.Layer: Set<String>] {
            layers.mapValues { Set($0.map { $0 + "\u{1}" + (svg[$0] ?? "") }) }
        }
    }

    static func elements(_ picture: GrowingTimeline) -> [GrowingTimeline.Layer: Set<String>] {
        var result: [GrowingTimeline.Layer: Set<String>] = [:]
        for piece in picture.pieces { result[piece.layer, default: []].insert(piece.id + "\u{1}" + piece.svg) }
        return result
    }

    @Test(
        "record by record, the first picture and the pieces drawn since make the picture of the whole trace",
        arguments: PictureFixtures.goldenExamples)
    func appendingEqualsDrawingAtOnce(example: String) throws {
        for trace in try PictureFixtures.traces(example) {
            var page = Page()
            var previous: GrowingTimeline?
            for count in 1...trace.records.count {
                let whole = GrowingTimeline(trace.records.prefix(count))
                // What the studio sends: the pieces that may have changed since the page's picture.
                let since = GrowingTimeline(trace.records.prefix(count), from: count - 1)
                #expect(since.layout == whole.layout)
                if let previous, previous.layout == whole.layout {
                    #expect(whole.changes(since: previous)?.removed == [], "a piece went: \(example) \(count)")
                    page.take(since.pieces)
                } else {
                    page.start(whole.pieces)
                }
                previous = whole
                #expect(page.elements == Self.elements(whole), "\(example), \(trace.name), \(count) records")
            }
        }
    }

    @Test("what is drawn stays put: an earlier picture with the same layout has the same marks and labels")
    func drawnPiecesNeverMove() throws {
        let trace = try #require(try PictureFixtures.traces("multi-app").first)
        let records = trace.records
        let late = GrowingTimeline(records)
        let kept = Dictionary(late.pieces.map { ($0.id, $0.svg) }, uniquingKeysWith: { a, _ in a })
        var compared = 0
        for count in stride(from: records.count - 1, to: 0, by: -1) {
            let early = GrowingTimeline(records.prefix(count))
            guard early.layout == late.layout else { break }
            for piece in early.pieces where piece.id.hasPrefix("m-") || piece.id.hasPrefix("l-") {
                #expect(kept[piece.id] == piece.svg, "\(piece.id) moved between \(count) and \(records.count) records")
                compared += 1
            }
            #expect(late.width >= early.width, "the picture grows instead of shrinking to fit")
        }
        #expect(compared > 0, "the layout changed with the last record: nothing compared")
    }

    @Test("a long session is never scaled down: its marks stay 18 px or more apart")
    func neverScaled() throws {
        let trace = try #require(try PictureFixtures.traces("home-and-return").first)
        var records: [TraceRecord] = []
        while records.count < 3000 { records += trace.records }
        let picture = GrowingTimeline(records)
        #expect(picture.width > 9000, "run --svg would scale this down to 9000 px")
        // Record by record, the layout settles: the whole picture is drawn again only early on.
        var layouts = 0
        var last = ""
        for count in 1...400 {
            let layout = GrowingTimeline(records.prefix(count)).layout
            if layout != last { layouts += 1 }
            last = layout
        }
        #expect(layouts < 20, "drawn whole \(layouts) times in 400 records")
        #expect(picture.pieces.filter { $0.id.hasPrefix("m-") }.count == GrowingPlan(records).timeline.marks.count)
    }

    @Test("the legend and the summary line follow the language; the layout names it")
    func language() throws {
        let trace = try #require(try PictureFixtures.traces("home-and-return").first)
        let english = GrowingTimeline(trace.records)
        let chinese = GrowingTimeline(trace.records, language: .zh)
        #expect(english.layout != chinese.layout, "a switch of language draws the picture again")
        #expect(english.changes(since: chinese) == nil)
        #expect(chinese.summary.contains("条记录"), "\(chinese.summary)")
        #expect(chinese.legend != english.legend)
        #expect(english.legend.contains("callback"))
    }

    @Test("an empty trace draws its lanes and axis; a changed layout gives no changes")
    func edges() {
        let empty = GrowingTimeline([TraceRecord]())
        #expect(empty.pieces.contains { $0.id == "axis" })
        #expect(empty.document.hasPrefix("<svg "))
        #expect(empty.skeleton.contains("id=\"layer-marks\""))
        #expect(!empty.skeleton.contains("id=\"axis\""))
    }
}
