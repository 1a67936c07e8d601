import MessageCatalog
/// One scenario of the SVG timeline: a header (name, outcome, counts), a time
/// axis, and its lanes from the device lane at the top to the expectations at
/// the bottom. Drawn in layers so that labels stay on top of lines.
struct SVGSection {
    static let gutter = 150.0
    static let headerHeight = 46.0
    static let axisHeight = 34.0

    let trace: ScenarioTrace
    let timeline: TraceTimeline
    let axis: TimeAxis
    let groups: [MarkGroup]
    let lanes: [SVGLaneLayout]
    /// Each lane's top, from the section's top.
    let laneTops: [Double]
    /// Why the scenario did not pass, under the lanes (``FailureNote``).
    let note: FailureNote?
    let height: Double

    /// The plot's right edge: the axis, or a label that reaches beyond it.
    let contentWidth: Double
    var width: Double { Self.gutter + contentWidth + 16 }

    /// The language of the section's summary line.
    var language: Language = .en

    init(_ trace: ScenarioTrace, maxWidth: Double = TimeAxis.maxWidth, language: Language = .en) {
        self.trace = trace
        self.language = language
        timeline = TraceTimeline(trace.records)
        axis = TimeAxis(times: timeline.times, maxWidth: maxWidth)
        let groups = MarkGroup.groups(timeline.marks, axis: axis)
        let (timeline, axis) = (timeline, axis)
        self.groups = groups
        lanes = timeline.lanes.map { SVGLaneLayout(lane: $0, groups: groups, tasks: timeline.tasks, axis: axis) }
        var y = Self.headerHeight + Self.axisHeight
        var tops: [Double] = []
        for lane in self.lanes {
            tops.append(y)
            y += lane.height
        }
        laneTops = tops
        note = Self.note(trace, groups, axis)
        height = y + (note?.height ?? 0) + 14
        contentWidth = max(axis.width, lanes.map(\.rightEdge).max() ?? 0, note.map { $0.x + $0.width + 8 } ?? 0)
    }

    /// The failure's note, under the first failed expectation's ✕, else where the trace ends.
    private static func note(_ trace: ScenarioTrace, _ groups: [MarkGroup], _ axis: TimeAxis) -> FailureNote? {
        guard trace.outcome != .passed, let failure = trace.failure, !failure.isEmpty else { return nil }
        let mark = groups.first { $0.kind == .expectFail }?.x
        let anchor = mark ?? (axis.count > 0 ? axis.x(axis.count - 1) : 0)
        return FailureNote(text: failure, anchor: anchor, mark: mark, plotWidth: axis.width)
    }

    /// The section's elements, placed at `top`; lane backgrounds span `documentWidth`;
    /// with a link back to the picture's contents when it has them.
    func draw(top: Double, documentWidth: Double, linksToContents: Bool = false) -> String {
        var out = SVGBuffer()
        out.open(
            "g",
            [
                "class": "section", "transform": "translate(0 \(PictureText.number(top)))",
                "data-scenario": trace.name,
            ])
        drawHeader(&out)
        if linksToContents {
            out.open("a", ["href": "#contents"])
            out.text("↑ contents", x: documentWidth - 80, y: 22, attributes: ["class": "toc-back"])
            out.close("a")
        }
        drawLaneBackgrounds(&out, documentWidth: documentWidth)
        drawAxis(&out)
        out.open("g", ["transform": "translate(\(PictureText.number(Self.gutter)) 0)"])
        drawBands(&out)
        drawStubs(&out)
        drawTasks(&out)
        drawArrows(&out)
        drawMarks(&out)
        drawLabels(&out)
        if let note, let last = lanes.indices.last {
            let expectLane = laneIndex(.expectations)
            note.draw(
                &out, top: laneTops[last] + lanes[last].height,
                markBottom: expectLane.map { coreTop($0) + lanes[$0].coreHeight / 2 })
        }
        out.close("g")
        out.close("g")
        return out.text
    }

    /// The y of a lane's core top, from the section's top.
    func coreTop(_ lane: Int) -> Double { laneTops[lane] + lanes[lane].coreTop }

    func laneIndex(_ id: LaneID) -> Int? { lanes.firstIndex { $0.lane.id == id } }

    private func drawHeader(_ out: inout SVGBuffer) {
        let name = PictureText.truncated(trace.name, 90)
        out.text(name, x: 12, y: 22, attributes: ["class": "scenario"])
        var x = 12 + PictureText.width(name, size: 14, bold: true) + 10
        if let outcome = trace.outcome {
            let word = outcome == .passed ? "PASS" : outcome == .failed ? "FAIL" : "ERROR"
            let pillWidth = PictureText.width(word, size: 10) + 12
            out.element(
                "rect",
                [
                    "class": "outcome-\(outcome.rawValue)", "x": PictureText.number(x), "y": "10",
                    "width": PictureText.number(pillWidth), "height": "16", "rx": "8",
                ])
            out.text(word, x: x + 6, y: 22, attributes: ["class": "pill"])
            x += pillWidth + 10
        }
        out.text(summary, x: 12, y: 39, attributes: ["class": "sub"])
    }

    private var summary: String {
        let apps = timeline.appLanes.count
        let end = timeline.times.last.map(PictureText.seconds) ?? "0 s"
        let records = trace.records.count
        var parts = [
            Sentence(.svgRecords, "\(records)", records == 1 ? "" : "s").text(language),
            Sentence(.svgApps, "\(apps)", apps == 1 ? "" : "s").text(language),
            Sentence(.svgVirtualTime, end).text(language),
        ]
        if axis.scale < 1 { parts.append(Sentence(.svgLongTrace).text(language)) }
        if trace.recordsLeftOut > 0 {
            parts.append(Sentence(.svgMoreNotDrawn, "\(trace.recordsLeftOut)").text(language))
        }
        return parts.joined(separator: " · ")
    }

    private func drawLaneBackgrounds(_ out: inout SVGBuffer, documentWidth: Double) {
        for (index, layout) in lanes.enumerated() {
            let top = laneTops[index]
            if index % 2 == 0 {
                out.element(
                    "rect",
                    [
                        "class": "lane-bg", "x": "0", "y": PictureText.number(top),
                        "width": PictureText.number(documentWidth), "height": PictureText.number(layout.height),
                    ])
            }
            out.element(
                "line",
                [
                    "class": "lane-rule", "x1": "0", "x2": PictureText.number(documentWidth),
                    "y1": PictureText.number(top), "y2": PictureText.number(top),
                ])
            let middle = coreTop(index) + layout.coreHeight / 2
            out.text(
                PictureText.truncated(layout.lane.title, 18), x: 12, y: middle,
                attributes: ["class": "lane-title", "data-lane": laneKey(layout.lane.id)])
            out.text(layout.lane.subtitle, x: 12, y: middle + 12, attributes: ["class": "lane-sub"])
        }
    }

    /// A stable name for a lane, for the DOM: "device", "app:Todo", "scene:Notes#1", "expect".
    func laneKey(_ id: LaneID) -> String {
        switch id {
        case .device: return "device"
        case .app(let name): return "app:" + name
        case .scene(_, let scene): return "scene:" + scene
        case .expectations: return "expect"
        }
    }
}
