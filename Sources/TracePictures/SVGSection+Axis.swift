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
    /// Strokes less than two pixels apart (a long trace scaled down) join.
    func drawAxis(_ out: inout SVGBuffer) {
        let left = Self.gutter
        let y = PictureText.number(axisY)
        let n = PictureText.number
        out.text("time", x: 12, y: axisY + 3, attributes: ["class": "axis-label"])
        out.element("line", ["class": "axis", "x1": n(left), "x2": n(left + axis.width), "y1": y, "y2": y])
        var stroke: (x0: Double, x1: Double)?
        func flush(_ out: inout SVGBuffer) {
            guard let run = stroke else { return }
            out.element("line", ["class": "instant", "x1": n(run.x0 - 0.5), "x2": n(run.x1 + 0.5), "y1": y, "y2": y])
        }
        var lastLabelEnd = -Double.infinity
        for instant in axis.instants {
            let x0 = left + instant.x0
            let x1 = left + max(instant.x1, instant.x0 + 1)
            if let run = stroke, x0 - run.x1 < 2 {
                stroke = (run.x0, x1)
            } else {
                flush(&out)
                stroke = (x0, x1)
            }
            let label = PictureText.seconds(instant.time)
            let width = PictureText.width(label, size: 10)
            guard x0 - 2 > lastLabelEnd else { continue }
            out.text(label, x: x0 - 2, y: axisY - 6, attributes: ["class": "axis-label"])
            out.element("line", ["class": "grid", "x1": n(x0), "x2": n(x0), "y1": n(axisY + 4), "y2": n(height - 10)])
            lastLabelEnd = x0 - 2 + width + 6
        }
        flush(&out)
        for gap in axis.gaps {
            let label =
                gap.compressed ? "≈ " + PictureText.duration(gap.duration) : "+" + PictureText.duration(gap.duration)
            let width = PictureText.width(label, size: 10)
            guard gap.x1 - gap.x0 >= width + 8 else { continue }
            let x = left + (gap.x0 + gap.x1 - width) / 2
            out.element(
                "rect", ["class": "gap-fill", "x": n(x - 2), "y": n(axisY - 5), "width": n(width + 4), "height": "10"])
            out.text(label, x: x, y: axisY + 3.5, attributes: ["class": "gap-label"])
        }
    }

    /// Each lane's state spans as coloured bands, one `<path class="band s-STATE">`
    /// per state and lane, and the state's name where it fits. Spans narrower than
    /// `minimum` (a long trace scaled down) merge into one, coloured by the longest of them.
    func drawBands(_ out: inout SVGBuffer) {
        let minimum = axis.scale < 1 ? 2.0 : 1.0
        for (index, layout) in lanes.enumerated() where !layout.lane.spans.isEmpty {
            var bands = Bands(top: coreTop(index), height: layout.coreHeight)
            var pending: (x0: Double, x1: Double, state: String, longest: Double)?
            for span in layout.lane.spans {
                let x0 = boundary(span.start)
                let x1 = boundary(span.end)
                if x1 - x0 >= minimum {
                    if let run = pending { bands.add(run.state, run.x0, run.x1, named: false) }
                    pending = nil
                    bands.add(span.state, x0, x1, named: true)
                } else if var run = pending {
                    if x1 - x0 > run.longest { (run.state, run.longest) = (span.state, x1 - x0) }
                    run.x1 = x1
                    pending = run
                    if run.x1 - run.x0 >= 2 * minimum {
                        bands.add(run.state, run.x0, run.x1, named: false)
                        pending = nil
                    }
                } else {
                    pending = (x0, x1, span.state, x1 - x0)
                }
            }
            if let run = pending { bands.add(run.state, run.x0, run.x1, named: false) }
            let across = groups.filter { $0.lane == layout.lane.id && Self.isAcrossBand($0.kind) }.map(\.x)
            bands.draw(&out, avoiding: across)
        }
        drawGapBreaks(&out)
    }

    /// Marks drawn across the middle of a band, which its state name must not cover.
    static func isAcrossBand(_ kind: MarkKind) -> Bool { kind == .crash || kind == .termination || kind == .url }

    /// One lane's bands, collected per state in the order the states first appear.
    private struct Bands {
        let top: Double
        let height: Double
        var states: [String] = []
        var paths: [[String]] = []
        var names: [(state: String, x0: Double, x1: Double)] = []

        mutating func add(_ state: String, _ x0: Double, _ x1: Double, named: Bool) {
            let n = PictureText.number
            let segment = "M\(n(x0)) \(n(top))h\(n(max(x1 - x0, 0.5)))v\(n(height))h\(n(-max(x1 - x0, 0.5)))z"
            if let index = states.firstIndex(of: state) {
                paths[index].append(segment)
            } else {
                states.append(state)
                paths.append([segment])
            }
            if named { names.append((state, x0, x1)) }
        }

        /// Marks sorted by x; a name starts after any mark it would cover, or is left out.
        func draw(_ out: inout SVGBuffer, avoiding marks: [Double]) {
            for (state, segments) in zip(states, paths) {
                out.element("path", ["class": "band " + SVGStyle.stateClass(state), "d": segments.joined()])
            }
            for name in names {
                let width = PictureText.width(name.state, size: 10)
                var start = name.x0 + 5
                for x in marks where x >= start - 6 && x <= start + width + 6 { start = x + 8 }
                guard start + width + 3 <= name.x1 else { continue }
                out.text(
                    name.state, x: start, y: top + height / 2 + 3.5,
                    attributes: ["class": "band-label t" + String(SVGStyle.stateClass(name.state).dropFirst())])
            }
        }
    }

    /// A white slash pair across every band where a gap was shortened.
    private func drawGapBreaks(_ out: inout SVGBuffer) {
        for gap in axis.gaps where gap.compressed && gap.x1 - gap.x0 >= 12 {
            let x = (gap.x0 + gap.x1) / 2
            for (index, layout) in lanes.enumerated() where layout.lane.id.hasStates {
                let top = coreTop(index) - 2
                let bottom = coreTop(index) + layout.coreHeight + 2
                out.gapBreak(at: x, top: top, bottom: bottom)
            }
        }
    }
}
