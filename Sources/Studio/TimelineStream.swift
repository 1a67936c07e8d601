import Lifecycle
import MessageCatalog
import TracePictures

/// The session's timeline as the page receives it: the whole picture once (`"full": true`:
/// its empty frame, its legend and every piece), then per event only the pieces that are new
/// or changed (a piece never goes while the layout stays: ``GrowingTimeline``), each message
/// numbered (`seq`) so that a page that missed one asks for the whole picture again (the
/// `timeline` request). The whole picture is sent again when its layout changes (a new lane,
/// a lane that needs another row, the language), after a reset or reload, and when the page
/// asks.
///
///     var stream = TimelineStream()
///     stream.event(records, now: now)   // {"ev":"timeline","view":"session","seq":1,"full":true,...}
///     stream.event(more, now: later)    // {"ev":"timeline","view":"session","seq":2,"pieces":[...],...}
struct TimelineStream {
    /// The pieces the page holds, by id, the layout they belong to and how many records they draw.
    private var held: (layout: String, records: Int, pieces: [String: String])?
    private(set) var sequence = 0
    /// The language of the legend and the summary line.
    var language: Language = .en

    /// The next message draws the whole picture.
    mutating func redraw(language: Language? = nil) {
        if let language { self.language = language }
        held = nil
    }

    /// The message that brings the page from what it holds to the picture of `records`.
    mutating func event(_ records: some Collection<TraceRecord>, now: VirtualTime) -> JSONObject {
        sequence += 1
        var object = JSONObject()
        object.add("ev", "timeline")
        object.add("view", "session")
        object.add("seq", sequence)
        if records.count > StudioLimits.timelineRecords {
            held = nil
            object.add("full", true)
            object.add(
                "note",
                "\(records.count) trace records are more than the timeline draws (\(StudioLimits.timelineRecords)); "
                    + "Reset starts a fresh device")
            return object
        }
        // Only what may have changed since the records the page holds; all of it for a new layout.
        let since = held.map { min($0.records, records.count) } ?? 0
        var picture = GrowingTimeline(records, language: language, from: since)
        let full = held?.layout != picture.layout || since == 0
        if full, since > 0 { picture = GrowingTimeline(records, language: language) }
        object.add("at", now.fixed3)
        object.add("summary", picture.summary)
        object.add("width", picture.width)
        object.add("height", picture.height)
        var pieces = full ? [:] : held?.pieces ?? [:]
        var changed: [GrowingTimeline.Piece] = []
        for piece in picture.pieces where pieces[piece.id] != piece.svg {
            pieces[piece.id] = piece.svg
            changed.append(piece)
        }
        held = (picture.layout, records.count, pieces)
        if full {
            object.add("full", true)
            object.add("legend", picture.legend)
            object.add("svg", picture.skeleton)
        }
        object.add("pieces", objects: changed.map(Self.json))
        return object
    }

    private static func json(_ piece: GrowingTimeline.Piece) -> JSONObject {
        var item = JSONObject()
        item.add("layer", piece.layer.rawValue)
        item.add("id", piece.id)
        item.add("svg", piece.svg)
        return item
    }
}
