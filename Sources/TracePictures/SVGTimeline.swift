import MessageCatalog
/// `applife run FILE --svg OUT.svg`: a swimlane timeline of a run, one section
/// per scenario (with a table of contents from ``SVGContents/minimumScenarios`` on), as
/// one self-contained SVG file (an embedded style sheet, no scripts, no external fonts).
/// The same traces always give the same bytes.
///
///     let svg = SVGTimeline.document([ScenarioTrace(name: "home", outcome: .passed, records: records)],
///                                    title: "examples/home-and-return.lua")
public enum SVGTimeline {
    public static func document(
        _ traces: [ScenarioTrace], title: String, maxWidth: Double = 9000, language: Language = .en
    ) -> String {
        let sections = traces.map { SVGSection($0, maxWidth: maxWidth, language: language) }
        let width = max(760, sections.map(\.width).max() ?? 0).rounded(.up)
        let legend = SVGLegend(sections: sections, width: width, language: language)
        var top = legend.height
        var body = ""
        let contents =
            sections.count >= SVGContents.minimumScenarios
            ? SVGContents(names: traces.map(\.name), outcomes: traces.map(\.outcome), width: width) : nil
        if let contents {
            body += contents.draw(top: top)
            top += contents.height
        }
        var views = ""
        for (index, section) in sections.enumerated() {
            if contents != nil {
                views +=
                    "<view id=\"\(SVGContents.viewID(index))\" viewBox=\"0 \(PictureText.number(top)) "
                    + "\(PictureText.number(width)) \(PictureText.number(section.height))\" preserveAspectRatio=\"xMidYMin meet\"/>\n"
            }
            body += section.draw(top: top, documentWidth: width, linksToContents: contents != nil)
            top += section.height
        }
        if sections.isEmpty {
            body += "<text x=\"12\" y=\"\(PictureText.number(top + 20))\" class=\"sub\">no scenario ran</text>\n"
            top += 36
        }
        let height = top.rounded(.up)
        let w = PictureText.number(width)
        let h = PictureText.number(height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        out += "<title>" + PictureText.xml("applife timeline: " + title) + "</title>\n"
        out += "<style>\n" + SVGStyle.sheet + "</style>\n"
        out +=
            "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
        out += "<path class=\"arrowhead\" d=\"M0 0L10 5L0 10Z\"/></marker></defs>\n"
        if contents != nil { out += "<view id=\"contents\" viewBox=\"0 0 \(w) \(h)\"/>\n" + views }
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += legend.draw(title: title)
        out += body
        out += "</svg>\n"
        return out
    }
}
