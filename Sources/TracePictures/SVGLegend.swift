import MessageCatalog
/// The top of the picture: the file's name, what each colour and mark means
/// (every state, and the marks the run holds), and how to read the time axis.
struct SVGLegend {
    struct Item {
        let glyph: Glyph
        let text: String
        var width: Double { 22 + PictureText.width(text, size: 11) + 14 }
    }

    enum Glyph {
        case state(String)
        case mark(MarkKind, unimplemented: Bool)
        case task, expiredTask, arrow, gap
    }

    static let rowHeight = 20.0

    let rows: [[Item]]
    let noteLines: [String]
    let width: Double

    var height: Double { 40 + Double(rows.count) * Self.rowHeight + Double(noteLines.count) * 14 + 14 }

    /// The legend of `sections`, its words in `language` (state names stay as they are).
    init(sections: [SVGSection], width: Double, language: Language = .en) {
        func say(_ key: SentenceKey) -> String { Sentence(key).text(language) }
        self.width = width
        var states = SVGStyle.appStates
        if sections.contains(where: {
            $0.timeline.lanes.contains { if case .scene = $0.id { return true } else { return false } }
        }) {
            states += SVGStyle.sceneStates.filter { !states.contains($0) }
        }
        var marks: [Item] = []
        let groups = sections.flatMap(\.groups)
        for kind in MarkKind.allCases {
            let present = groups.filter { $0.kind == kind }
            guard !present.isEmpty else { continue }
            if kind == .callback {
                if present.contains(where: \.implemented) {
                    marks.append(Item(glyph: .mark(kind, unimplemented: false), text: say(.svgCallback)))
                }
                if present.contains(where: { !$0.implemented }) {
                    marks.append(Item(glyph: .mark(kind, unimplemented: true), text: say(.svgCallbackNotImplemented)))
                }
                continue
            }
            marks.append(Item(glyph: .mark(kind, unimplemented: false), text: Self.name(kind, language)))
        }
        let tasks = sections.flatMap(\.timeline.tasks)
        if !tasks.isEmpty { marks.append(Item(glyph: .task, text: say(.svgBackgroundTask))) }
        if tasks.contains(where: { $0.expired != nil }) {
            marks.append(Item(glyph: .expiredTask, text: say(.svgTaskExpired)))
        }
        if sections.contains(where: { !$0.timeline.arrows.isEmpty }) {
            marks.append(Item(glyph: .arrow, text: say(.svgURLOpened)))
        }
        if sections.contains(where: { $0.axis.gaps.contains(where: \.compressed) }) {
            marks.append(Item(glyph: .gap, text: say(.svgGapShortened)))
        }
        rows = Self.wrap([states.map { Item(glyph: .state($0), text: $0) }, marks], width: width - 24)
        noteLines = Self.words(say(.svgNote), width: width - 24, size: 10)
    }

    /// Splits text into lines no wider than `width`.
    static func words(_ text: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty && PictureText.width(candidate, size: size) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func name(_ kind: MarkKind, _ language: Language = .en) -> String {
        let key: SentenceKey
        switch kind {
        case .action: key = .svgAction
        case .callback: key = .svgCallback
        case .notification: key = .svgNotification
        case .url: key = .svgURLEvent
        case .badge: key = .svgBadge
        case .log: key = .svgLogLine
        case .warning: key = .svgWarning
        case .crash: key = .svgCrash
        case .termination: key = .svgTermination
        case .expectPass: key = .svgExpectPass
        case .expectFail: key = .svgExpectFail
        }
        return Sentence(key).text(language)
    }

    /// Each group starts a row; a row that would pass `width` continues below.
    static func wrap(_ groups: [[Item]], width: Double) -> [[Item]] {
        var rows: [[Item]] = []
        for group in groups where !group.isEmpty {
            var row: [Item] = []
            var used = 0.0
            for item in group {
                if !row.isEmpty && used + item.width > width {
                    rows.append(row)
                    row = []
                    used = 0
                }
                row.append(item)
                used += item.width
            }
            rows.append(row)
        }
        return rows
    }

    func draw(title: String) -> String {
        var out = SVGBuffer()
        out.open("g", ["class": "legend"])
        out.text(PictureText.truncated(title, 120), x: 12, y: 24, attributes: ["class": "title"])
        var y = 40.0
        for row in rows {
            var x = 14.0
            for item in row {
                out.raw(glyph(item.glyph, x: x, y: y))
                out.text(item.text, x: x + 22, y: y + 11)
                x += item.width
            }
            y += Self.rowHeight
        }
        for line in noteLines {
            out.text(line, x: 12, y: y + 10, attributes: ["class": "sub"])
            y += 14
        }
        out.close("g")
        return out.text
    }

    private func glyph(_ glyph: Glyph, x: Double, y: Double) -> String {
        let n = PictureText.number
        let middle = y + 7
        switch glyph {
        case .state(let state):
            return
                "<rect class=\"band \(SVGStyle.stateClass(state))\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"16\" height=\"14\" rx=\"2\"/>"
        case .mark(let kind, let unimplemented):
            let cls = kind.rawValue + (unimplemented ? " unimplemented" : "")
            let c = n(x + 8)
            let shape: String
            switch kind {
            case .callback: shape = "<circle cx=\"\(c)\" cy=\"\(n(middle))\" r=\"3.5\"/>"
            case .notification:
                shape =
                    "<path d=\"M\(c) \(n(middle - 4.5))L\(n(x + 12.5)) \(n(middle))L\(c) \(n(middle + 4.5))L\(n(x + 3.5)) \(n(middle))Z\"/>"
            case .action: shape = "<path d=\"M\(n(x + 3)) \(n(y + 2))L\(n(x + 13)) \(n(y + 2))L\(c) \(n(y + 11))Z\"/>"
            case .url: shape = "<circle cx=\"\(c)\" cy=\"\(n(middle))\" r=\"3.5\"/>"
            case .badge:
                shape = "<rect x=\"\(n(x + 4.5))\" y=\"\(n(middle - 3.5))\" width=\"7\" height=\"7\" rx=\"3.5\"/>"
            case .log: shape = "<circle cx=\"\(c)\" cy=\"\(n(middle))\" r=\"2\"/>"
            case .warning:
                shape =
                    "<path d=\"M\(c) \(n(middle - 5))L\(n(x + 13)) \(n(middle + 4))L\(n(x + 3)) \(n(middle + 4))Z\"/>"
            case .crash:
                shape =
                    "<path d=\"M\(n(x + 4)) \(n(middle - 4))L\(n(x + 12)) \(n(middle + 4))M\(n(x + 12)) \(n(middle - 4))L\(n(x + 4)) \(n(middle + 4))\"/>"
            case .termination: shape = "<rect x=\"\(n(x + 6.5))\" y=\"\(n(y))\" width=\"3\" height=\"14\"/>"
            case .expectPass:
                shape =
                    "<circle cx=\"\(c)\" cy=\"\(n(middle))\" r=\"6\"/><path d=\"M\(n(x + 5)) \(n(middle))L\(n(x + 7.2)) \(n(middle + 2.5))L\(n(x + 11.2)) \(n(middle - 2.5))\"/>"
            case .expectFail:
                shape =
                    "<circle cx=\"\(c)\" cy=\"\(n(middle))\" r=\"6\"/><path d=\"M\(n(x + 5.5)) \(n(middle - 2.5))L\(n(x + 10.5)) \(n(middle + 2.5))M\(n(x + 10.5)) \(n(middle - 2.5))L\(n(x + 5.5)) \(n(middle + 2.5))\"/>"
            }
            return "<g class=\"\(cls)\">\(shape)</g>"
        case .task:
            return "<g class=\"task\"><rect x=\"\(n(x))\" y=\"\(n(y + 2))\" width=\"17\" height=\"10\" rx=\"2\"/></g>"
        case .expiredTask:
            return
                "<g class=\"task\"><path class=\"expire\" d=\"M\(n(x + 4)) \(n(y + 2))L\(n(x + 12)) \(n(y + 2))L\(n(x + 8)) \(n(y + 9))Z\"/></g>"
        case .arrow:
            return
                "<path class=\"arrow\" marker-end=\"url(#arrowhead)\" d=\"M\(n(x)) \(n(middle))L\(n(x + 16)) \(n(middle))\"/>"
        case .gap:
            return
                "<path class=\"gap-break\" d=\"M\(n(x + 3)) \(n(y + 13))L\(n(x + 7)) \(n(y + 1))M\(n(x + 9)) \(n(y + 13))L\(n(x + 13)) \(n(y + 1))\"/>"
        }
    }
}

extension SVGLegend {
    /// Every state, mark and sign the timeline can draw, whatever a run holds: the studio's
    /// growing timeline (``GrowingTimeline``) draws its legend once and keeps it.
    init(everything language: Language, width: Double) {
        func say(_ key: SentenceKey) -> String { Sentence(key).text(language) }
        self.width = width
        let states = SVGStyle.appStates + SVGStyle.sceneStates.filter { !SVGStyle.appStates.contains($0) }
        var marks: [Item] = []
        for kind in MarkKind.allCases {
            marks.append(Item(glyph: .mark(kind, unimplemented: false), text: Self.name(kind, language)))
            if kind == .callback {
                marks.append(Item(glyph: .mark(kind, unimplemented: true), text: say(.svgCallbackNotImplemented)))
            }
        }
        marks.append(Item(glyph: .task, text: say(.svgBackgroundTask)))
        marks.append(Item(glyph: .expiredTask, text: say(.svgTaskExpired)))
        marks.append(Item(glyph: .arrow, text: say(.svgURLOpened)))
        marks.append(Item(glyph: .gap, text: say(.svgGapShortened)))
        rows = Self.wrap([states.map { Item(glyph: .state($0), text: $0) }, marks], width: width - 24)
        noteLines = Self.words(say(.svgNote), width: width - 24, size: 10)
    }
}
