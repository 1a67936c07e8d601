/// The vertical plan of one lane: which labels go in which row above the lane's
/// core (the state band, or the line of the device and expectation lanes), the
/// notification labels below it, and the rows of background-task bars.
///
///     top ┬ overflow row ("+3"), label rows (… row 1, row 0)
///         ├ core: state band (app, scene) or line (device, expect)
///         ├ notification label rows (row 0, row 1, …)
///         └ task rows
struct SVGLaneLayout {
    struct Label {
        /// Index into the section's mark groups.
        let group: Int
        let text: String
        let row: Int
    }

    /// One task bar, or in a scaled-down picture several that touch, merged.
    struct TaskRow {
        /// Indexes into the timeline's tasks.
        let bars: [Int]
        let x0: Double
        let x1: Double
        let row: Int
        /// Whether the label fits inside the bar (else it follows the bar).
        let inside: Bool
        /// False in a scaled-down picture when the label does not fit inside.
        let labelled: Bool
    }

    static let aboveRowHeight = 13.0
    static let belowRowHeight = 12.0
    static let taskRowHeight = 15.0
    static let stubGap = 7.0
    static let labelLength = 34
    static let actionLabelLength = 44
    static let aboveFont = 11.0
    static let belowFont = 10.0
    static let taskFont = 9.5

    let lane: Lane
    var above: [Label] = []
    var aboveOverflow: [LabelRows.Overflow] = []
    var aboveRows = 0
    var below: [Label] = []
    var belowOverflow: [LabelRows.Overflow] = []
    var belowRows = 0
    var tasks: [TaskRow] = []
    var taskOverflow: [LabelRows.Overflow] = []
    var taskRows = 0
    /// The furthest right any label or task reaches.
    var rightEdge = 0.0

    var coreHeight: Double { lane.id.hasStates ? 20 : 14 }
    /// Space for the label rows above the core, the overflow row included.
    var aboveHeight: Double {
        let rows = Double(aboveRows + (aboveOverflow.isEmpty ? 0 : 1))
        return rows == 0 ? 4 : rows * Self.aboveRowHeight + Self.stubGap
    }
    var belowHeight: Double {
        let rows = Double(belowRows + (belowOverflow.isEmpty ? 0 : 1))
        return rows == 0 ? 0 : rows * Self.belowRowHeight + 5
    }
    var tasksHeight: Double {
        let rows = Double(taskRows + (taskOverflow.isEmpty ? 0 : 1))
        return rows == 0 ? 0 : rows * Self.taskRowHeight + 4
    }
    var height: Double { 8 + aboveHeight + coreHeight + belowHeight + tasksHeight + 10 }
    /// The top of the core, from the lane's top.
    var coreTop: Double { 8 + aboveHeight }

    /// Labels go below the core for notifications and log lines (whose dots sit there).
    static func isBelow(_ kind: MarkKind) -> Bool { kind == .notification || kind == .log }

    /// Kinds whose labels are set in bold (see ``SVGStyle``).
    static func isBold(_ kind: MarkKind) -> Bool { kind == .action || isUrgent(kind) }

    static func isUrgent(_ kind: MarkKind) -> Bool {
        kind == .crash || kind == .termination || kind == .expectFail
    }

    init(lane: Lane, groups: [MarkGroup], tasks bars: [TaskBar], axis: TimeAxis) {
        self.lane = lane
        // Every mark is labelled, log lines too: a screenshot shows them, not only a hover.
        let mine = groups.indices.filter { groups[$0].lane == lane.id }
        let aboveGroups = mine.filter { !Self.isBelow(groups[$0].kind) }
        let belowGroups = mine.filter { Self.isBelow(groups[$0].kind) }
        var right = 0.0
        (above, aboveOverflow, aboveRows) = Self.place(
            aboveGroups, groups, font: Self.aboveFont, maxRows: lane.id == .device ? 4 : 5, rightEdge: &right)
        (below, belowOverflow, belowRows) = Self.place(
            belowGroups, groups, font: Self.belowFont, maxRows: 4, rightEdge: &right)
        rightEdge = right
        placeTasks(bars, axis: axis)
    }

    private static func place(
        _ indexes: [Int], _ groups: [MarkGroup], font: Double, maxRows: Int, rightEdge: inout Double
    ) -> ([Label], [LabelRows.Overflow], Int) {
        let texts = indexes.map {
            PictureText.truncated(groups[$0].label, groups[$0].kind == .action ? actionLabelLength : labelLength)
        }
        let requests = zip(indexes, texts).map { index, text in
            LabelRows.Request(
                x: groups[index].x - 1,
                width: PictureText.width(text, size: font, bold: isBold(groups[index].kind)) + 4,
                urgent: isUrgent(groups[index].kind))
        }
        let placement = LabelRows(maxRows: maxRows).place(requests)
        var labels: [Label] = []
        for (position, index) in indexes.enumerated() {
            guard let row = placement.rows[position] else { continue }
            labels.append(Label(group: index, text: texts[position], row: row))
            rightEdge = max(rightEdge, requests[position].x + requests[position].width)
        }
        for more in placement.overflow { rightEdge = max(rightEdge, more.x + 30) }
        return (labels, placement.overflow, placement.rowCount)
    }

    /// Bars in rows; a label goes inside its bar when it fits, else after it
    /// (in a scaled-down picture, only inside: the tooltip has it).
    private mutating func placeTasks(_ bars: [TaskBar], axis: TimeAxis) {
        var merged: [(bars: [Int], x0: Double, x1: Double)] = []
        for index in bars.indices where bars[index].lane == lane.id {
            let x0 = axis.x(bars[index].begin)
            let x1 = max(axis.x(bars[index].end), x0 + 3)
            if axis.scale < 1, let last = merged.last, x0 <= last.x1 + 2 {
                merged[merged.count - 1] = (last.bars + [index], last.x0, max(last.x1, x1))
            } else {
                merged.append(([index], x0, x1))
            }
        }
        guard !merged.isEmpty else { return }
        var inside: [Bool] = []
        let requests = merged.map { group -> LabelRows.Request in
            let width = group.x1 - group.x0
            let text = PictureText.width(bars[group.bars[0]].label, size: Self.taskFont) + 8
            inside.append(group.bars.count == 1 && text <= width)
            return LabelRows.Request(
                x: group.x0, width: text <= width || axis.scale < 1 ? width : width + text, urgent: false)
        }
        let placement = LabelRows(maxRows: 6, rightToLeft: false).place(requests)
        for (position, group) in merged.enumerated() {
            guard let row = placement.rows[position] else { continue }
            tasks.append(
                TaskRow(
                    bars: group.bars, x0: group.x0, x1: group.x1, row: row, inside: inside[position],
                    labelled: inside[position] || axis.scale == 1))
            rightEdge = max(rightEdge, requests[position].x + requests[position].width)
        }
        taskOverflow = placement.overflow
        taskRows = placement.rowCount
    }
}
