/// The table of contents of a picture of many scenarios: each scenario's number, outcome
/// and name, in columns under the legend, each a link to a view of its section (SVG
/// `<view>`: a browser shows the file from that section down; Back returns). Each section
/// header links back to the contents.
///
///     SVGContents(names: ["launch", "home"], outcomes: [.passed, .failed], width: 1200)
struct SVGContents {
    /// From this many scenarios on, a picture has contents.
    static let minimumScenarios = 3
    /// One column holds at least this many entries before a second one starts.
    static let minimumRows = 12
    static let narrowestColumn = 360.0
    static let widestColumn = 640.0
    static let rowHeight = 17.0
    static let headHeight = 26.0

    let names: [String]
    let outcomes: [ScenarioTrace.Outcome?]
    let rows: Int
    let columnWidth: Double

    var height: Double { Self.headHeight + Double(rows) * Self.rowHeight + 14 }

    /// One column down to ``minimumRows`` entries, then as many columns as `width` holds.
    init(names: [String], outcomes: [ScenarioTrace.Outcome?], width: Double) {
        self.names = names
        self.outcomes = outcomes
        let room = max(1, Int((width - 24) / Self.narrowestColumn))
        rows = max(1, min(names.count, max(Self.minimumRows, (names.count + room - 1) / room)))
        let columns = (names.count + rows - 1) / rows
        columnWidth = min(Self.widestColumn, (width - 24) / Double(max(1, columns)))
    }

    /// The fragment of scenario `index` (from 0): `scenario-1`, …
    static func viewID(_ index: Int) -> String { "scenario-\(index + 1)" }

    func draw(top: Double) -> String {
        let passed = outcomes.filter { $0 == .passed }.count
        let notPassed = outcomes.filter { $0 == .failed || $0 == .error }.count
        var summary = "\(names.count) scenarios"
        if passed + notPassed > 0 { summary += ": \(passed) passed, \(notPassed) did not" }
        var out = SVGBuffer()
        out.open("g", ["class": "contents", "transform": "translate(0 \(PictureText.number(top)))"])
        out.text("Contents · " + summary, x: 12, y: 16, attributes: ["class": "toc-head"])
        for (index, name) in names.enumerated() {
            let column = index / rows
            let row = index % rows
            let x = 12 + Double(column) * columnWidth
            let y = Self.headHeight + Double(row) * Self.rowHeight + 8
            out.open("a", ["href": "#" + Self.viewID(index)])
            let word = outcomes[index].map { $0 == .passed ? "PASS" : $0 == .failed ? "FAIL" : "ERROR" }
            var textX = x
            if let outcome = outcomes[index], let word {
                let pill = PictureText.width(word, size: 9) + 8
                out.element(
                    "rect",
                    [
                        "class": "outcome-\(outcome.rawValue)", "x": PictureText.number(x),
                        "y": PictureText.number(y - 10),
                        "width": PictureText.number(pill), "height": "13", "rx": "6",
                    ])
                out.text(word, x: x + 4, y: y, attributes: ["class": "pill"])
                textX += pill + 6
            }
            let room = Int((columnWidth - (textX - x) - 16) / 6.5)
            out.text(
                PictureText.truncated("\(index + 1). \(name)", max(8, room)), x: textX, y: y,
                attributes: ["class": "toc-entry"])
            out.close("a")
        }
        out.close("g")
        return out.text
    }
}
