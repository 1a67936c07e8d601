/// Places horizontal labels in rows so that no label overlaps another and, where
/// the rows allow, no line from a mark to its label crosses a label. Each label
/// starts at its mark and takes the lowest row (0 is next to the marks) that is free;
/// labels are placed from right to left, urgent ones (crashes, failures)
/// first, so a cluster climbs like a staircase from its last mark up to its
/// first. A label that fits in none of `maxRows` rows is left out, and the
/// left-out labels are counted in one extra row ("+12") near their marks.
///
///     let placed = LabelRows(maxRows: 4).place([LabelRows.Request(x: 10, width: 80, urgent: false)])
///     placed.rows      // [0]
struct LabelRows {
    struct Request {
        let x: Double
        let width: Double
        let urgent: Bool
    }

    /// A count of labels left out, drawn at `x`.
    struct Overflow {
        let x: Double
        var count: Int
        var text: String { "+\(count)" }
    }

    struct Placement {
        /// For each request: its row, or nil when left out.
        var rows: [Int?]
        var overflow: [Overflow]
        /// Rows in use, not counting the overflow row.
        var rowCount: Int
    }

    static let padding = 6.0
    let maxRows: Int
    let overflowFontSize: Double
    /// False for labels without lines to their marks (task bars): then the first takes the lowest row.
    let rightToLeft: Bool

    init(maxRows: Int, overflowFontSize: Double = 10, rightToLeft: Bool = true) {
        self.maxRows = maxRows
        self.overflowFontSize = overflowFontSize
        self.rightToLeft = rightToLeft
    }

    func place(_ requests: [Request]) -> Placement {
        var occupied = [Row](repeating: Row(), count: maxRows)
        var rows = [Int?](repeating: nil, count: requests.count)
        var sorted = Array(requests.indices)
        if rightToLeft {
            sorted.sort { requests[$0].x > requests[$1].x || (requests[$0].x == requests[$1].x && $0 > $1) }
        }
        let order = sorted.filter { requests[$0].urgent } + sorted.filter { !requests[$0].urgent }
        for index in order {
            let request = requests[index]
            let span = Span(start: request.x, end: request.x + request.width + Self.padding, stub: request.x)
            // Crossing no line if possible, else at least overlapping no label.
            let row =
                (0..<maxRows).first { Self.allowed(span, row: $0, in: occupied) }
                ?? (0..<maxRows).first { !occupied[$0].overlaps(span.start, span.end) }
            if let row {
                occupied[row].insert(span)
                rows[index] = row
            }
        }
        var overflow: [Overflow] = []
        for index in requests.indices where rows[index] == nil {
            let x = requests[index].x
            if var last = overflow.last,
                x < last.x + PictureText.width("+\(last.count + 1)", size: overflowFontSize) + Self.padding
            {
                last.count += 1
                overflow[overflow.count - 1] = last
            } else {
                overflow.append(Overflow(x: x, count: 1))
            }
        }
        let used = (rows.compactMap { $0 }.max() ?? -1) + 1
        return Placement(rows: rows, overflow: overflow, rowCount: used)
    }

    /// Free in its row; its line to the marks crosses no label in a lower row;
    /// it covers no line of a label in a higher row.
    private static func allowed(_ span: Span, row: Int, in occupied: [Row]) -> Bool {
        guard !occupied[row].overlaps(span.start, span.end) else { return false }
        for lower in 0..<row where occupied[lower].covers(span.stub) { return false }
        for higher in (row + 1)..<max(row + 1, occupied.count) where occupied[higher].hasStub(in: span.start, span.end)
        {
            return false
        }
        return true
    }

    struct Span {
        let start: Double
        let end: Double
        let stub: Double
    }

    /// Disjoint spans sorted by start.
    struct Row {
        private(set) var spans: [Span] = []

        mutating func insert(_ span: Span) {
            spans.insert(span, at: position(span.start))
        }

        func overlaps(_ start: Double, _ end: Double) -> Bool {
            let index = position(start)
            if index > 0, spans[index - 1].end > start { return true }
            return index < spans.count && spans[index].start < end
        }

        /// Whether some span contains `x` (its label would be crossed by a line at x).
        func covers(_ x: Double) -> Bool {
            let index = position(x)
            if index < spans.count, spans[index].start == x { return true }
            return index > 0 && spans[index - 1].end > x
        }

        /// Whether a span's line starts inside [start, end].
        func hasStub(in start: Double, _ end: Double) -> Bool {
            let index = position(start)
            return index < spans.count && spans[index].stub <= end
        }

        private func position(_ x: Double) -> Int {
            var low = 0
            var high = spans.count
            while low < high {
                let middle = (low + high) / 2
                if spans[middle].start < x { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
