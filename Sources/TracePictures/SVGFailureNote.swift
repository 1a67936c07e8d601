/// Why a scenario did not pass, written out under its lanes where the picture shows it
/// happen: under the red ✕ of the failed expectation, or where the trace stops (an error,
/// a crash nobody expected). A screenshot, a PDF or a slide then holds the message, not
/// only its tooltip. Its first lines only: the text output has the whole report.
///
///     FailureNote(text: "expect.state failed\nexpected Todo to be suspended, but it is notRunning",
///                 anchor: 420, mark: 420, plotWidth: 900)
struct FailureNote {
    static let maxLines = 8
    static let maxColumns = 110
    static let lineHeight = 13.0
    static let fontSize = 10.5

    let lines: [String]
    /// The left of the text, from the plot's left.
    let x: Double
    /// The x of the ✕ the note belongs to, if the failure was an expectation's.
    let mark: Double?

    var height: Double { 16 + Double(lines.count) * Self.lineHeight }
    var width: Double { lines.map { Self.width($0) }.max() ?? 0 }

    /// The note of `text` placed at `anchor`, moved left when it would pass `plotWidth`.
    init(text: String, anchor: Double, mark: Double?, plotWidth: Double) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // An error's traceback is for the terminal; the picture shows where and what.
        if let traceback = lines.firstIndex(of: "stack traceback:") { lines.removeSubrange(traceback...) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        if lines.count > Self.maxLines {
            let more = lines.count - (Self.maxLines - 1)
            lines = Array(lines.prefix(Self.maxLines - 1)) + ["… \(more) more lines in the text output"]
        }
        self.lines = lines.map { Self.cut($0) }
        self.mark = mark
        let width = self.lines.map { Self.width($0) }.max() ?? 0
        x = max(0, min(anchor, plotWidth - width))
    }

    /// A line cut to ``maxColumns`` characters, ending in "…" when cut.
    static func cut(_ line: String) -> String {
        line.count <= maxColumns ? line : String(line.prefix(maxColumns - 1)) + "…"
    }

    /// An upper estimate of a line's width in the monospace face: CJK and other wide
    /// characters take two cells.
    static func width(_ text: String) -> Double {
        let cells = text.unicodeScalars.reduce(0.0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
        return cells * 0.62 * fontSize
    }

    /// The note's elements: a dashed line from the ✕ down to the text, then the lines, the
    /// first in bold. `top` is the note's top; `markBottom` the bottom of the ✕'s lane core.
    func draw(_ out: inout SVGBuffer, top: Double, markBottom: Double?) {
        let n = PictureText.number
        out.open("g", ["class": "failure-note"])
        if let mark, let markBottom {
            out.element(
                "line", ["class": "note-stub", "x1": n(mark), "x2": n(mark), "y1": n(markBottom + 7), "y2": n(top + 4)])
        }
        for (index, line) in lines.enumerated() {
            let y = top + 14 + Double(index) * Self.lineHeight
            out.text(line, x: x, y: y, attributes: ["class": index == 0 ? "lbl note note-head" : "lbl note"])
        }
        out.close("g")
    }
}
