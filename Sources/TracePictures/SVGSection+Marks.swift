/// Marks, their labels and the lines that join them, task bars and URL arrows.
/// Every mark is a `<g class="mark KIND" data-count="N">` with a tooltip, so a
/// reader (and a test) can count what the picture holds.
extension SVGSection {
    private func aboveBaseline(_ lane: Int, row: Int) -> Double {
        coreTop(lane) - 6 - Double(row) * SVGLaneLayout.aboveRowHeight
    }

    private func belowBaseline(_ lane: Int, row: Int) -> Double {
        coreTop(lane) + lanes[lane].coreHeight + 12 + Double(row) * SVGLaneLayout.belowRowHeight
    }

    /// Thin lines from each labelled mark to its label, drawn under everything else.
    func drawStubs(_ out: inout SVGBuffer) {
        let n = PictureText.number
        for (index, layout) in lanes.enumerated() {
            for label in layout.above where label.row > 0 || !layout.lane.id.hasStates {
                let x = n(groups[label.group].x)
                out.element(
                    "line",
                    [
                        "class": "stub", "x1": x, "x2": x, "y1": n(coreTop(index)),
                        "y2": n(aboveBaseline(index, row: label.row) - 4),
                    ])
            }
            let bottom = coreTop(index) + layout.coreHeight
            for label in layout.below where label.row > 0 {
                let x = n(groups[label.group].x)
                out.element(
                    "line",
                    [
                        "class": "stub", "x1": x, "x2": x, "y1": n(bottom),
                        "y2": n(belowBaseline(index, row: label.row) - 4),
                    ])
            }
        }
    }

    func drawTasks(_ out: inout SVGBuffer) {
        let n = PictureText.number
        for (index, layout) in lanes.enumerated() where !layout.tasks.isEmpty || !layout.taskOverflow.isEmpty {
            let top = coreTop(index) + layout.coreHeight + layout.belowHeight + 2
            for row in layout.tasks {
                let bar = timeline.tasks[row.bars[0]]
                let (x0, x1) = (row.x0, row.x1)
                let y = top + Double(row.row) * SVGLaneLayout.taskRowHeight
                if row.bars.count > 1 {
                    let last = timeline.tasks[row.bars[row.bars.count - 1]]
                    out.open("g", ["class": "task merged", "data-count": String(row.bars.count)])
                    out.title(
                        "\(row.bars.count) background tasks, \(timeline.times[bar.begin].fixed3)–\(timeline.times[min(last.end, timeline.count - 1)].fixed3) s"
                    )
                    out.element("rect", ["x": n(x0), "y": n(y), "width": n(x1 - x0), "height": "10", "rx": "2"])
                    out.close("g")
                    continue
                }
                out.open("g", ["class": "task " + bar.ending.rawValue])
                out.title(taskDetail(bar))
                out.element("rect", ["x": n(x0), "y": n(y), "width": n(x1 - x0), "height": "10", "rx": "2"])
                if row.labelled { out.text(bar.label, x: row.inside ? x0 + 4 : x1 + 4, y: y + 8.5) }
                if let expired = bar.expired {
                    let x = axis.x(expired)
                    out.expiration(at: x, barTop: y)
                }
                out.close("g")
            }
            for more in layout.taskOverflow {
                out.text(
                    more.text, x: more.x, y: top + Double(layout.taskRows) * SVGLaneLayout.taskRowHeight + 8.5,
                    attributes: ["class": "more"])
            }
        }
    }

    private func taskDetail(_ bar: TaskBar) -> String {
        let begin = PictureText.seconds(timeline.times[bar.begin])
        var text = "\(bar.label): begin at \(begin)"
        if let expired = bar.expired { text += ", expired at \(PictureText.seconds(timeline.times[expired]))" }
        switch bar.ending {
        case .ended: text += ", ended at \(PictureText.seconds(timeline.times[bar.end]))"
        case .killed: text += ", still open when the process ended at \(PictureText.seconds(timeline.times[bar.end]))"
        case .open: text += ", still open at the end of the trace"
        }
        return text
    }

    /// URLs from the opener (an app, or the device lane for the user) to the receiver.
    func drawArrows(_ out: inout SVGBuffer) {
        let n = PictureText.number
        for arrow in timeline.arrows {
            guard let from = laneIndex(arrow.from), let to = laneIndex(arrow.to), from != to else { continue }
            let down = from < to
            let x1 = axis.x(arrow.fromIndex)
            let x2 = axis.x(arrow.toIndex)
            let y1 = down ? coreTop(from) + lanes[from].coreHeight : coreTop(from)
            let y2 = down ? coreTop(to) - 2 : coreTop(to) + lanes[to].coreHeight + 2
            let middle = (y1 + y2) / 2
            out.open("g", ["class": "url-arrow"])
            out.title("URL " + arrow.url)
            out.element(
                "path",
                [
                    "class": "arrow", "marker-end": "url(#arrowhead)",
                    "d": "M\(n(x1)) \(n(y1))C\(n(x1)) \(n(middle)) \(n(x2)) \(n(middle)) \(n(x2)) \(n(y2))",
                ])
            out.close("g")
        }
    }

    /// Lane by lane, in a `<g class="marks" data-lane="app:Todo">` each.
    func drawMarks(_ out: inout SVGBuffer) {
        for (lane, layout) in lanes.enumerated() {
            let top = coreTop(lane)
            out.open("g", ["class": "marks", "data-lane": laneKey(layout.lane.id)])
            for group in groups where group.lane == layout.lane.id {
                var kind = group.kind.rawValue
                if group.kind == .callback && !group.implemented { kind += " unimplemented" }
                out.raw("<g class=\"mark \(kind)\" data-count=\"\(group.count)\">")
                out.title(group.detail(trace.records, timeline.times))
                out.raw(
                    Self.shape(
                        group.kind, x: group.x, top: top, height: layout.coreHeight, onBand: layout.lane.id.hasStates))
                out.raw("</g>\n")
            }
            out.close("g")
        }
    }

    /// A mark's shape at `x` on a lane whose core spans `top` to `top + height`.
    static func shape(_ kind: MarkKind, x: Double, top: Double, height: Double, onBand: Bool) -> String {
        let n = PictureText.number
        let middle = top + height / 2
        let bottom = top + height
        switch kind {
        case .callback:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(onBand ? top : middle))\" r=\"3.2\"/>"
        case .notification:
            let y = onBand ? bottom : middle
            return "<path d=\"M\(n(x)) \(n(y - 4))L\(n(x + 4)) \(n(y))L\(n(x)) \(n(y + 4))L\(n(x - 4)) \(n(y))Z\"/>"
        case .action:
            return "<path d=\"M\(n(x - 5)) \(n(top + 1))L\(n(x + 5)) \(n(top + 1))L\(n(x)) \(n(top + 10))Z\"/>"
        case .url:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(middle))\" r=\"3.5\"/>"
        case .badge:
            return "<rect x=\"\(n(x - 3.5))\" y=\"\(n(top - 3.5))\" width=\"7\" height=\"7\" rx=\"3.5\"/>"
        case .log:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(onBand ? bottom : middle))\" r=\"2\"/>"
        case .warning:
            let y = onBand ? top : middle - 4
            return "<path d=\"M\(n(x)) \(n(y - 5))L\(n(x + 5)) \(n(y + 4))L\(n(x - 5)) \(n(y + 4))Z\"/>"
        case .crash:
            return
                "<path d=\"M\(n(x - 5)) \(n(middle - 5))L\(n(x + 5)) \(n(middle + 5))M\(n(x + 5)) \(n(middle - 5))L\(n(x - 5)) \(n(middle + 5))\"/>"
        case .termination:
            return "<rect x=\"\(n(x - 1.5))\" y=\"\(n(top - 2))\" width=\"3\" height=\"\(n(height + 4))\"/>"
        case .expectPass:
            return
                "<circle cx=\"\(n(x))\" cy=\"\(n(middle))\" r=\"6\"/><path d=\"M\(n(x - 3)) \(n(middle))L\(n(x - 0.8)) \(n(middle + 2.5))L\(n(x + 3.2)) \(n(middle - 2.5))\"/>"
        case .expectFail:
            return
                "<circle cx=\"\(n(x))\" cy=\"\(n(middle))\" r=\"6\"/><path d=\"M\(n(x - 2.5)) \(n(middle - 2.5))L\(n(x + 2.5)) \(n(middle + 2.5))M\(n(x + 2.5)) \(n(middle - 2.5))L\(n(x - 2.5)) \(n(middle + 2.5))\"/>"
        }
    }

    /// Labels last, with a white halo, so that lines never cross their letters.
    func drawLabels(_ out: inout SVGBuffer) {
        for (index, layout) in lanes.enumerated() {
            for label in layout.above {
                let group = groups[label.group]
                out.text(
                    label.text, x: group.x + 3, y: aboveBaseline(index, row: label.row),
                    attributes: ["class": "lbl " + labelClass(group)])
            }
            for more in layout.aboveOverflow {
                out.text(
                    more.text, x: more.x + 2, y: aboveBaseline(index, row: layout.aboveRows),
                    attributes: ["class": "lbl more"])
            }
            for label in layout.below {
                let group = groups[label.group]
                out.text(
                    label.text, x: group.x + 3, y: belowBaseline(index, row: label.row),
                    attributes: ["class": "lbl " + labelClass(group)])
            }
            for more in layout.belowOverflow {
                out.text(
                    more.text, x: more.x + 2, y: belowBaseline(index, row: layout.belowRows),
                    attributes: ["class": "lbl more"])
            }
        }
    }

    private func labelClass(_ group: MarkGroup) -> String {
        if group.kind == .callback && !group.implemented { return "l-unimplemented" }
        switch group.kind {
        case .expectPass: return "l-expect-pass"
        case .expectFail: return "l-expect-fail"
        default: return "l-" + group.kind.rawValue
        }
    }
}
