/// The time axis, the state bands and the marks of shortened gaps.
extension SVGSection {
    var axisY: Double { Self.headerHeight + 22 }

    /// Where the band boundary before record `index` lies: halfway between it and the record before.
    func boundary(_ index: Int) -> Double {
        if index <= 0 { return 0 }
        if index >= axis.count { return axis.width }
        return axis.x(index) - TimeAxis.step * axis.scale / 2
    }

    /// Instants as thick strokes on the axis (every record of one stroke happened at
    /// the same time), their times above, gap lengths on the line between them.
    func drawAxis(_ out: inout SVGBuffer) {
        let left = Self.gutter
        let y = PictureText.number(axisY)
        out.text("time", x: 12, y: axisY + 3, attributes: ["class": "axis-label"])
        out.element("line", ["class": "axis", "x1": PictureText.number(left), "x2": PictureText.number(left + axis.width),
                             "y1": y, "y2": y])
        var lastLabelEnd = -Double.infinity
        for instant in axis.instants {
            let x0 = left + instant.x0
            let x1 = left + max(instant.x1, instant.x0 + 1)
            out.element("line", ["class": "instant", "x1": PictureText.number(x0 - 0.5), "x2": PictureText.number(x1 + 0.5),
                                 "y1": y, "y2": y])
            let label = PictureText.seconds(instant.time)
            let width = PictureText.width(label, size: 10)
            guard x0 - 2 > lastLabelEnd else { continue }
            out.text(label, x: x0 - 2, y: axisY - 6, attributes: ["class": "axis-label"])
            out.element("line", ["class": "grid", "x1": PictureText.number(x0), "x2": PictureText.number(x0),
                                 "y1": PictureText.number(axisY + 4), "y2": PictureText.number(height - 10)])
            lastLabelEnd = x0 - 2 + width + 6
        }
        for gap in axis.gaps {
            let label = gap.compressed ? "≈ " + PictureText.duration(gap.duration) : "+" + PictureText.duration(gap.duration)
            let width = PictureText.width(label, size: 10)
            guard gap.x1 - gap.x0 >= width + 8 else { continue }
            let x = left + (gap.x0 + gap.x1 - width) / 2
            out.element("rect", ["class": "gap-fill", "x": PictureText.number(x - 2), "y": PictureText.number(axisY - 5),
                                 "width": PictureText.number(width + 4), "height": "10"])
            out.text(label, x: x, y: axisY + 3.5, attributes: ["class": "gap-label"])
        }
    }

    /// Each lane's state spans as coloured rects with the state's name where it fits.
    /// Spans narrower than a pixel (a long trace scaled down) merge into one rect
    /// coloured by the longest of them.
    func drawBands(_ out: inout SVGBuffer) {
        for (index, layout) in lanes.enumerated() where !layout.lane.spans.isEmpty {
            let top = coreTop(index)
            let across = groups.filter { $0.lane == layout.lane.id && Self.isAcrossBand($0.kind) }.map(\.x)
            var pending: (x0: Double, x1: Double, state: String, longest: Double)?
            func flush(_ out: inout SVGBuffer) {
                guard let run = pending else { return }
                drawBand(&out, state: run.state, x0: run.x0, x1: run.x1, top: top, height: layout.coreHeight, avoiding: [])
                pending = nil
            }
            for span in layout.lane.spans {
                let x0 = boundary(span.start)
                let x1 = boundary(span.end)
                if x1 - x0 >= 1 {
                    flush(&out)
                    drawBand(&out, state: span.state, x0: x0, x1: x1, top: top, height: layout.coreHeight, avoiding: across)
                } else if var run = pending {
                    if x1 - x0 > run.longest { (run.state, run.longest) = (span.state, x1 - x0) }
                    run.x1 = x1
                    pending = run
                    if run.x1 - run.x0 >= 2 { flush(&out) }
                } else {
                    pending = (x0, x1, span.state, x1 - x0)
                }
            }
            flush(&out)
        }
        drawGapBreaks(&out)
    }

    /// Marks drawn across the middle of a band, which its state name must not cover.
    static func isAcrossBand(_ kind: MarkKind) -> Bool { kind == .crash || kind == .termination || kind == .url }

    private func drawBand(
        _ out: inout SVGBuffer, state: String, x0: Double, x1: Double, top: Double, height: Double, avoiding marks: [Double]
    ) {
        let known = SVGStyle.stateClass(state)
        out.element("rect", ["class": "band " + known, "x": PictureText.number(x0), "y": PictureText.number(top),
                             "width": PictureText.number(max(x1 - x0, 0.5)), "height": PictureText.number(height),
                             "data-state": state])
        let width = PictureText.width(state, size: 10)
        var start = x0 + 5
        for x in marks where x >= start - 6 && x <= start + width + 6 { start = x + 8 }
        guard start + width + 3 <= x1 else { return }
        out.text(state, x: start, y: top + height / 2 + 3.5,
                 attributes: ["class": "band-label t" + String(known.dropFirst())])
    }

    /// A white slash pair across every band where a gap was shortened.
    private func drawGapBreaks(_ out: inout SVGBuffer) {
        for gap in axis.gaps where gap.compressed && gap.x1 - gap.x0 >= 12 {
            let x = (gap.x0 + gap.x1) / 2
            for (index, layout) in lanes.enumerated() where layout.lane.id.hasStates {
                let top = coreTop(index) - 2
                let bottom = coreTop(index) + layout.coreHeight + 2
                let n = PictureText.number
                out.element("path", ["class": "gap-fill",
                                     "d": "M\(n(x - 5)) \(n(bottom))L\(n(x - 1)) \(n(top))L\(n(x + 5)) \(n(top))L\(n(x + 1)) \(n(bottom))Z"])
                out.element("path", ["class": "gap-break",
                                     "d": "M\(n(x - 5)) \(n(bottom))L\(n(x - 1)) \(n(top))M\(n(x + 1)) \(n(bottom))L\(n(x + 5)) \(n(top))"])
            }
        }
    }
}
