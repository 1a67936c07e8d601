import Lifecycle
import MessageCatalog

/// The studio's timeline: the swimlanes of `applife run --svg`, laid out so that the picture
/// can grow one event at a time. Time never shrinks to fit (the axis is never scaled, so a
/// drawn record keeps its x and a drawn gap its width), labels take the lowest free row from
/// left to right (a new label never moves an old one), and every element is a keyed
/// ``Piece`` in a ``Layer``. A longer trace of the same session gives the same pieces for what
/// was already drawn, plus new ones and a few that grew (the open state band, the axis line);
/// only a change of ``layout`` (a new lane, a lane that needs another row of labels, the
/// language) needs the picture drawn again as a whole.
///
///     let before = GrowingTimeline(records.prefix(40), language: .en)
///     let after = GrowingTimeline(records, language: .en)
///     before.layout == after.layout   // then after.pieces = before.pieces, updated and extended
///
/// `applife run --svg` keeps its own layout (``SVGTimeline``): this one is the studio's.
public struct GrowingTimeline: Sendable {
    /// The picture's layers, bottom to top.
    public enum Layer: String, CaseIterable, Sendable {
        case lanes, axis, bands, breaks, stubs, tasks, arrows, marks, labels
    }

    /// One element of the picture (its root carries `id`), in its layer.
    public struct Piece: Sendable, Equatable {
        public let layer: Layer
        public let id: String
        public let svg: String
    }

    static let axisY = 22.0
    static let lanesTop = 34.0
    static let legendWidth = 900.0

    /// The lanes (in order, with their heights) and the language: when it changes, the
    /// picture is drawn again as a whole.
    public let layout: String
    public let width: Double
    public let height: Double
    /// The summary line (records, apps, virtual time) in `language`.
    public let summary: String
    public let pieces: [Piece]
    public let language: Language

    /// The picture of `records`; with `from` (the count of records a page holds a picture of,
    /// in the same ``layout``), only the pieces that may have changed or are new since: the
    /// others are the same as that picture's (a page that puts these in holds the whole picture).
    public init<Records: Collection>(_ records: Records, language: Language = .en, from: Int = 0)
    where Records.Element == TraceRecord {
        let records = Array(records)
        self.language = language
        let plan = GrowingPlan(records)
        pieces = plan.pieces(from: max(0, from))
        width = (SVGSection.gutter + plan.rightEdge + 16).rounded(.up)
        height = plan.height.rounded(.up)
        layout =
            language.rawValue + "|"
            + plan.lanes.map { "\(plan.key($0.lane.id))=\(PictureText.number($0.height))" }
            .joined(separator: "|")
        let apps = plan.timeline.appLanes.count
        let end = plan.timeline.times.last.map(PictureText.seconds) ?? "0 s"
        summary = [
            Sentence(.svgRecords, "\(records.count)", records.count == 1 ? "" : "s").text(language),
            Sentence(.svgApps, "\(apps)", apps == 1 ? "" : "s").text(language),
            Sentence(.svgVirtualTime, end).text(language),
        ].joined(separator: " · ")
    }

    /// What a page holding `previous` must add, replace (same id) and remove to hold this
    /// picture; nil when the layout changed (the whole picture must be drawn again).
    public func changes(since previous: GrowingTimeline) -> Changes? {
        guard previous.layout == layout else { return nil }
        var held = [String: String](minimumCapacity: previous.pieces.count)
        for piece in previous.pieces { held[piece.id] = piece.svg }
        var changed: [Piece] = []
        for piece in pieces {
            if held.removeValue(forKey: piece.id) != piece.svg { changed.append(piece) }
        }
        return Changes(pieces: changed, removed: held.keys.sorted())
    }

    /// New and changed pieces, and the ids of pieces that went.
    public struct Changes: Sendable, Equatable {
        public let pieces: [Piece]
        public let removed: [String]
    }

    /// The whole picture as one SVG.
    public var document: String { frame(withPieces: true) }

    /// The picture without its pieces: its size, the style sheet and an empty layer each, into
    /// which a page puts the pieces.
    public var skeleton: String { frame(withPieces: false) }

    /// The SVG around the pieces: its size, the style sheet and a `<g id="layer-…">` per layer
    /// (the plot's layers shifted right of the lane names).
    private func frame(withPieces: Bool) -> String {
        let w = PictureText.number(width)
        let h = PictureText.number(height)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        out += "<style>\n" + SVGStyle.sheet + "</style>\n"
        out +=
            "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
        out += "<path class=\"arrowhead\" d=\"M0 0L10 5L0 10Z\"/></marker></defs>\n"
        for layer in Layer.allCases {
            let shift = layer == .lanes ? "" : " transform=\"translate(\(PictureText.number(SVGSection.gutter)) 0)\""
            out += "<g id=\"layer-\(layer.rawValue)\"\(shift)>\n"
            if withPieces { for piece in pieces where piece.layer == layer { out += piece.svg } }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The legend in `language`: every state and mark the timeline can draw (it never changes
    /// while the language stays), as an SVG of its own.
    public var legend: String {
        let legend = SVGLegend(everything: language, width: Self.legendWidth)
        let w = PictureText.number(Self.legendWidth)
        let h = PictureText.number(legend.height - 26)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 26 \(w) \(h)\">\n"
        out += "<style>\n" + SVGStyle.sheet + "</style>\n"
        out +=
            "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
        out += "<path class=\"arrowhead\" d=\"M0 0L10 5L0 10Z\"/></marker></defs>\n"
        out += legend.draw(title: "")
        out += "</svg>\n"
        return out
    }
}
