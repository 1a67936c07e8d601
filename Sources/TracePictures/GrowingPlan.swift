import Lifecycle

/// The layout of a ``GrowingTimeline``, decided from left to right so that what is drawn
/// stays where it is when records are added: an unscaled ``TimeAxis``, each label in the
/// lowest row free at its mark (or counted in a "+N" when none is), each background task in
/// the lowest row whose last task ended before it began.
struct GrowingPlan {
    /// One lane's rows, labels and tasks.
    struct LanePlan {
        let lane: Lane
        var above: [Label] = []
        var aboveMore: [More] = []
        var aboveRows = 0
        var below: [Label] = []
        var belowMore: [More] = []
        var belowRows = 0
        var tasks: [Task] = []
        var taskMore: [More] = []
        var taskRows = 0
        var top = 0.0

        var coreHeight: Double { lane.id.hasStates ? 20 : 14 }
        var aboveHeight: Double {
            let rows = Double(aboveRows + (aboveMore.isEmpty ? 0 : 1))
            return rows == 0 ? 4 : rows * SVGLaneLayout.aboveRowHeight + SVGLaneLayout.stubGap
        }
        var belowHeight: Double {
            let rows = Double(belowRows + (belowMore.isEmpty ? 0 : 1))
            return rows == 0 ? 0 : rows * SVGLaneLayout.belowRowHeight + 5
        }
        var tasksHeight: Double {
            let rows = Double(taskRows + (taskMore.isEmpty ? 0 : 1))
            return rows == 0 ? 0 : rows * SVGLaneLayout.taskRowHeight + 4
        }
        var height: Double { 8 + aboveHeight + coreHeight + belowHeight + tasksHeight + 10 }
        var coreTop: Double { top + 8 + aboveHeight }
    }

    struct Label {
        /// Index into the timeline's marks.
        let mark: Int
        let text: String
        let row: Int
    }

    /// Labels (or tasks) left out for want of a row, counted at `x`; `id` is the first one's record.
    struct More {
        let x: Double
        let id: Int
        var count: Int
    }

    struct Task {
        /// Index into the timeline's tasks.
        let bar: Int
        let row: Int
        let inside: Bool
    }

    static let aboveRows = (device: 4, other: 5)
    static let belowRows = 4
    static let taskRows = 6

    let timeline: TraceTimeline
    let axis: TimeAxis
    let records: [TraceRecord]
    var lanes: [LanePlan] = []
    var rightEdge = 0.0
    var height = 0.0

    init(_ records: [TraceRecord]) {
        self.records = records
        timeline = TraceTimeline(records)
        axis = TimeAxis(times: timeline.times, maxWidth: .infinity)
        var right = axis.width
        var byLane: [LaneID: [Int]] = [:]
        for (index, mark) in timeline.marks.enumerated() { byLane[mark.lane, default: []].append(index) }
        var top = Self.lanesTop
        for lane in timeline.lanes {
            var plan = LanePlan(lane: lane)
            plan.top = top
            let mine = byLane[lane.id] ?? []
            (plan.above, plan.aboveMore, plan.aboveRows) = place(
                mine.filter { !SVGLaneLayout.isBelow(timeline.marks[$0].kind) }, font: SVGLaneLayout.aboveFont,
                rows: lane.id == .device ? Self.aboveRows.device : Self.aboveRows.other, right: &right)
            (plan.below, plan.belowMore, plan.belowRows) = place(
                mine.filter { SVGLaneLayout.isBelow(timeline.marks[$0].kind) }, font: SVGLaneLayout.belowFont,
                rows: Self.belowRows, right: &right)
            placeTasks(&plan, right: &right)
            top += plan.height
            lanes.append(plan)
        }
        rightEdge = right
        height = top + 14
    }

    static var lanesTop: Double { GrowingTimeline.lanesTop }

    /// Left to right, each label in the lowest row that is free where it starts.
    private func place(_ marks: [Int], font: Double, rows: Int, right: inout Double) -> ([Label], [More], Int) {
        var ends = [Double](repeating: -.infinity, count: rows)
        var labels: [Label] = []
        var more: [More] = []
        var used = 0
        // A session repeats a few labels many times: each is cut and measured once.
        var measured: [String: (text: String, width: Double)] = [:]
        for index in marks {
            let mark = timeline.marks[index]
            let bold = SVGLaneLayout.isBold(mark.kind)
            let key = (bold ? "b" : "r") + (mark.kind == .action ? "a" : "o") + mark.label
            let label: (text: String, width: Double)
            if let known = measured[key] {
                label = known
            } else {
                let text = PictureText.truncated(
                    mark.label,
                    mark.kind == .action ? SVGLaneLayout.actionLabelLength : SVGLaneLayout.labelLength)
                label = (text, PictureText.width(text, size: font, bold: bold))
                measured[key] = label
            }
            let text = label.text
            let start = axis.x(mark.index) - 1
            let end = start + label.width + 4
            if let row = ends.firstIndex(where: { $0 <= start }) {
                ends[row] = end + LabelRows.padding
                labels.append(Label(mark: index, text: text, row: row))
                used = max(used, row + 1)
                right = max(right, end)
            } else if var last = more.last,
                start + 1 < last.x + PictureText.width("+\(last.count + 1)", size: 10) + LabelRows.padding
            {
                last.count += 1
                more[more.count - 1] = last
            } else {
                more.append(More(x: start + 1, id: mark.index, count: 1))
                right = max(right, start + 31)
            }
        }
        return (labels, more, used)
    }

    /// Each task in the lowest row whose tasks all ended (by record) before it began, its label
    /// inside when it fits, else after it.
    private func placeTasks(_ plan: inout LanePlan, right: inout Double) {
        var rows: [(end: Int, until: Double)?] = []
        for (index, bar) in timeline.tasks.enumerated() where bar.lane == plan.lane.id {
            let (x0, x1) = taskSpan(bar)
            let label = PictureText.width(bar.label, size: SVGLaneLayout.taskFont) + 8
            let closed = bar.ending != .open
            let inside = closed && label <= x1 - x0
            let until = closed ? (inside ? x1 : x1 + label) + LabelRows.padding : Double.infinity
            let free = rows.firstIndex { row in
                guard let row else { return true }
                return row.end < bar.begin && row.until <= x0
            }
            let row = free ?? (rows.count < Self.taskRows ? rows.count : nil)
            guard let row else {
                if var last = plan.taskMore.last, x0 < last.x + 30 {
                    last.count += 1
                    plan.taskMore[plan.taskMore.count - 1] = last
                } else {
                    plan.taskMore.append(More(x: x0, id: bar.begin, count: 1))
                }
                continue
            }
            if row == rows.count { rows.append(nil) }
            rows[row] = (closed ? bar.end : Int.max, until)
            plan.tasks.append(Task(bar: index, row: row, inside: inside))
            right = max(right, inside ? x1 : x1 + label)
        }
        plan.taskRows = rows.count
    }

    func taskSpan(_ bar: TaskBar) -> (Double, Double) {
        let x0 = axis.x(bar.begin)
        return (x0, max(axis.x(bar.end), x0 + 3))
    }

    /// A stable name for a lane: "device", "app:Todo", "scene:Notes#1", "expect".
    func key(_ id: LaneID) -> String {
        switch id {
        case .device: return "device"
        case .app(let name): return "app:" + name
        case .scene(let app, let scene): return "scene:" + app + "/" + scene
        case .expectations: return "expect"
        }
    }

    func laneIndex(_ id: LaneID) -> Int? { lanes.firstIndex { $0.lane.id == id } }

    func aboveBaseline(_ lane: LanePlan, row: Int) -> Double {
        lane.coreTop - 6 - Double(row) * SVGLaneLayout.aboveRowHeight
    }

    func belowBaseline(_ lane: LanePlan, row: Int) -> Double {
        lane.coreTop + lane.coreHeight + 12 + Double(row) * SVGLaneLayout.belowRowHeight
    }

    /// Where the band boundary before record `index` lies.
    func boundary(_ index: Int) -> Double {
        if index <= 0 { return 0 }
        if index >= axis.count { return axis.width }
        return axis.x(index) - TimeAxis.step / 2
    }
}
