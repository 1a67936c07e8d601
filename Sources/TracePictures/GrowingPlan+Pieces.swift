/// The pieces of a ``GrowingTimeline``: each keyed by what it draws (a record's index, a
/// span's first record, a lane), so that the same thing keeps its id as the trace grows.
/// `from` (a count of records a page already holds, with this layout) leaves out the pieces
/// that cannot have changed since: what records before it drew and closed (marks, labels,
/// ended spans and tasks, gaps between earlier instants); 0 draws every piece.
extension GrowingPlan {
    func pieces(from: Int = 0) -> [GrowingTimeline.Piece] {
        var pieces: [GrowingTimeline.Piece] = []
        func add(_ layer: GrowingTimeline.Layer, _ id: String, _ svg: String) {
            pieces.append(GrowingTimeline.Piece(layer: layer, id: id, svg: svg))
        }
        let n = PictureText.number
        // Lanes: backgrounds across the whole width, rules, names.
        for (index, plan) in lanes.enumerated() where from == 0 {
            var out = SVGBuffer()
            out.open("g", ["id": "lane-\(index)", "data-lane": key(plan.lane.id)])
            if index % 2 == 0 {
                out.element(
                    "rect",
                    ["class": "lane-bg", "x": "0", "y": n(plan.top), "width": "100%", "height": n(plan.height)])
            }
            out.element("line", ["class": "lane-rule", "x1": "0", "x2": "100%", "y1": n(plan.top), "y2": n(plan.top)])
            let middle = plan.coreTop + plan.coreHeight / 2
            out.text(
                PictureText.truncated(plan.lane.title, 18), x: 12, y: middle,
                attributes: ["class": "lane-title", "data-lane": key(plan.lane.id)])
            out.text(plan.lane.subtitle, x: 12, y: middle + 12, attributes: ["class": "lane-sub"])
            out.close("g")
            add(.lanes, "lane-\(index)", out.text)
        }
        if from == 0 {
            add(
                .lanes, "time",
                "<text id=\"time\" x=\"12\" y=\"\(n(GrowingTimeline.axisY + 3))\" class=\"axis-label\">time</text>\n")
        }
        axisPieces(add, from: from)
        bandPieces(add, from: from)
        markPieces(add, from: from)
        taskPieces(add, from: from)
        for arrow in timeline.arrows where arrow.toIndex >= from {
            guard let from = laneIndex(arrow.from), let to = laneIndex(arrow.to), from != to else { continue }
            let down = from < to
            let (x1, x2) = (axis.x(arrow.fromIndex), axis.x(arrow.toIndex))
            let y1 = down ? lanes[from].coreTop + lanes[from].coreHeight : lanes[from].coreTop
            let y2 = down ? lanes[to].coreTop - 2 : lanes[to].coreTop + lanes[to].coreHeight + 2
            let middle = (y1 + y2) / 2
            var out = SVGBuffer()
            out.open("g", ["id": "u-\(arrow.toIndex)", "class": "url-arrow"])
            out.title("URL " + arrow.url)
            out.element(
                "path",
                [
                    "class": "arrow", "marker-end": "url(#arrowhead)",
                    "d": "M\(n(x1)) \(n(y1))C\(n(x1)) \(n(middle)) \(n(x2)) \(n(middle)) \(n(x2)) \(n(y2))",
                ])
            out.close("g")
            add(.arrows, "u-\(arrow.toIndex)", out.text)
        }
        return pieces
    }

    typealias Add = (GrowingTimeline.Layer, String, String) -> Void

    /// The axis line, a stroke per instant (its time above it while labels do not collide,
    /// with a grid line down), and each gap's length.
    private func axisPieces(_ add: Add, from: Int) {
        let n = PictureText.number
        let y = GrowingTimeline.axisY
        add(
            .axis, "axis",
            "<line id=\"axis\" class=\"axis\" x1=\"0\" x2=\"\(n(axis.width))\" y1=\"\(n(y))\" y2=\"\(n(y))\"/>\n")
        var lastLabelEnd = -Double.infinity
        for instant in axis.instants {
            let label = PictureText.seconds(instant.time)
            let labelled = instant.x0 - 2 > lastLabelEnd
            if labelled { lastLabelEnd = instant.x0 - 2 + PictureText.width(label, size: 10) + 6 }
            guard instant.last + 1 >= from else { continue }
            var out = SVGBuffer()
            let id = "i-\(instant.first)"
            out.open("g", ["id": id])
            let x1 = max(instant.x1, instant.x0 + 1)
            out.element(
                "line", ["class": "instant", "x1": n(instant.x0 - 0.5), "x2": n(x1 + 0.5), "y1": n(y), "y2": n(y)])
            if labelled {
                out.text(label, x: instant.x0 - 2, y: y - 6, attributes: ["class": "axis-label"])
                out.element(
                    "line",
                    ["class": "grid", "x1": n(instant.x0), "x2": n(instant.x0), "y1": n(y + 4), "y2": n(height - 10)])
            }
            out.close("g")
            add(.axis, id, out.text)
        }
        for (gap, right) in zip(axis.gaps, axis.instants.dropFirst()) where right.last + 1 >= from {
            let label =
                gap.compressed ? "≈ " + PictureText.duration(gap.duration) : "+" + PictureText.duration(gap.duration)
            let width = PictureText.width(label, size: 10)
            if gap.x1 - gap.x0 >= width + 8 {
                let x = (gap.x0 + gap.x1 - width) / 2
                var out = SVGBuffer()
                out.open("g", ["id": "gap-\(right.first)"])
                out.element(
                    "rect", ["class": "gap-fill", "x": n(x - 2), "y": n(y - 5), "width": n(width + 4), "height": "10"])
                out.text(label, x: x, y: y + 3.5, attributes: ["class": "gap-label"])
                out.close("g")
                add(.axis, "gap-\(right.first)", out.text)
            }
            guard gap.compressed && gap.x1 - gap.x0 >= 12 else { continue }
            let x = (gap.x0 + gap.x1) / 2
            var out = SVGBuffer()
            out.open("g", ["id": "break-\(right.first)"])
            for plan in lanes where plan.lane.id.hasStates {
                let top = plan.coreTop - 2
                let bottom = plan.coreTop + plan.coreHeight + 2
                out.gapBreak(at: x, top: top, bottom: bottom)
            }
            out.close("g")
            add(.breaks, "break-\(right.first)", out.text)
        }
    }

    /// A band per state span, named where the name fits between the marks drawn across it.
    private func bandPieces(_ add: Add, from: Int) {
        let n = PictureText.number
        for (index, plan) in lanes.enumerated() where !plan.lane.spans.isEmpty {
            let across = timeline.marks.filter { $0.lane == plan.lane.id && SVGSection.isAcrossBand($0.kind) }
                .map { axis.x($0.index) }
            let top = plan.coreTop
            for span in plan.lane.spans where span.end + 1 >= from {
                let x0 = boundary(span.start)
                let x1 = boundary(span.end)
                let id = "b-\(index)-\(span.start)"
                let state = SVGStyle.stateClass(span.state)
                var out = SVGBuffer()
                out.open("g", ["id": id])
                out.element(
                    "path",
                    [
                        "class": "band " + state,
                        "d":
                            "M\(n(x0)) \(n(top))h\(n(max(x1 - x0, 0.5)))v\(n(plan.coreHeight))h\(n(-max(x1 - x0, 0.5)))z",
                    ])
                let width = PictureText.width(span.state, size: 10)
                var start = x0 + 5
                for x in across where x >= start - 6 && x <= start + width + 6 { start = x + 8 }
                if start + width + 3 <= x1 {
                    out.text(
                        span.state, x: start, y: top + plan.coreHeight / 2 + 3.5,
                        attributes: ["class": "band-label t" + String(state.dropFirst())])
                }
                out.close("g")
                add(.bands, id, out.text)
            }
        }
    }

    /// Every mark with its tooltip (its line of the text trace), its label and the stub between.
    private func markPieces(_ add: Add, from: Int) {
        let n = PictureText.number
        for plan in lanes {
            for mark in timeline.marks where mark.lane == plan.lane.id && mark.index >= from {
                var kind = mark.kind.rawValue
                if mark.kind == .callback && !mark.implemented { kind += " unimplemented" }
                let id = "m-\(mark.index)"
                var out = "<g id=\"\(id)\" class=\"mark \(kind)\" data-count=\"1\">"
                out += "<title>" + PictureText.xml(TraceTimeline.detail(records[mark.index])) + "</title>"
                out += SVGSection.shape(
                    mark.kind, x: axis.x(mark.index), top: plan.coreTop, height: plan.coreHeight,
                    onBand: plan.lane.id.hasStates)
                add(.marks, id, out + "</g>\n")
            }
            let bottom = plan.coreTop + plan.coreHeight
            for (label, isAbove) in plan.above.map({ ($0, true) }) + plan.below.map({ ($0, false) }) {
                let mark = timeline.marks[label.mark]
                guard mark.index >= from else { continue }
                let x = axis.x(mark.index)
                let y = isAbove ? aboveBaseline(plan, row: label.row) : belowBaseline(plan, row: label.row)
                if label.row > 0 || (isAbove && !plan.lane.id.hasStates) {
                    let (y1, y2) = isAbove ? (plan.coreTop, y - 4) : (bottom, y - 4)
                    add(
                        .stubs, "s-\(mark.index)",
                        "<line id=\"s-\(mark.index)\" class=\"stub\" x1=\"\(n(x))\" x2=\"\(n(x))\" y1=\"\(n(y1))\" y2=\"\(n(y2))\"/>\n"
                    )
                }
                var out = SVGBuffer()
                out.text(
                    label.text, x: x + 3, y: y,
                    attributes: ["id": "l-\(mark.index)", "class": "lbl " + Self.labelClass(mark)])
                add(.labels, "l-\(mark.index)", out.text)
            }
            for (more, isAbove) in plan.aboveMore.map({ ($0, true) }) + plan.belowMore.map({ ($0, false) }) {
                let y =
                    isAbove
                    ? aboveBaseline(plan, row: plan.aboveRows) : belowBaseline(plan, row: plan.belowRows)
                var out = SVGBuffer()
                out.text(
                    "+\(more.count)", x: more.x + 2, y: y, attributes: ["id": "more-\(more.id)", "class": "lbl more"])
                add(.labels, "more-\(more.id)", out.text)
            }
        }
    }

    static func labelClass(_ mark: TimelineMark) -> String {
        if mark.kind == .callback && !mark.implemented { return "l-unimplemented" }
        switch mark.kind {
        case .expectPass: return "l-expect-pass"
        case .expectFail: return "l-expect-fail"
        default: return "l-" + mark.kind.rawValue
        }
    }

    /// Background-task bars, each keyed by its `begin` record.
    private func taskPieces(_ add: Add, from: Int) {
        let n = PictureText.number
        for plan in lanes where !plan.tasks.isEmpty || !plan.taskMore.isEmpty {
            let top = plan.coreTop + plan.coreHeight + plan.belowHeight + 2
            for task in plan.tasks {
                let bar = timeline.tasks[task.bar]
                guard bar.ending == .open || bar.end + 1 >= from || (bar.expired ?? -1) + 1 >= from else { continue }
                let (x0, x1) = taskSpan(bar)
                let y = top + Double(task.row) * SVGLaneLayout.taskRowHeight
                var out = SVGBuffer()
                let id = "t-\(bar.begin)"
                out.open("g", ["id": id, "class": "task " + bar.ending.rawValue])
                out.title(bar.label + " · " + PictureText.seconds(timeline.times[bar.begin]))
                out.element("rect", ["x": n(x0), "y": n(y), "width": n(x1 - x0), "height": "10", "rx": "2"])
                out.text(bar.label, x: task.inside ? x0 + 4 : x1 + 4, y: y + 8.5)
                if let expired = bar.expired {
                    let x = axis.x(expired)
                    out.expiration(at: x, barTop: y)
                }
                out.close("g")
                add(.tasks, id, out.text)
            }
            for more in plan.taskMore {
                var out = SVGBuffer()
                out.text(
                    "+\(more.count)", x: more.x,
                    y: top + Double(plan.taskRows) * SVGLaneLayout.taskRowHeight + 8.5,
                    attributes: ["id": "tmore-\(more.id)", "class": "more"])
                add(.tasks, "tmore-\(more.id)", out.text)
            }
        }
    }
}
