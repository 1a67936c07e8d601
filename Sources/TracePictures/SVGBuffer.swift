/// Builds SVG text: elements with attributes in the order given (never a
/// dictionary's), escaped, one element per line.
///
///     var out = SVGBuffer()
///     out.element("rect", ["x": "0", "y": "0", "width": "10", "height": "10"])
///     out.text   // "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>\n"
struct SVGBuffer {
    private(set) var text = ""

    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += "<" + name
        append(attributes)
        text += ">\n"
    }

    mutating func close(_ name: String) {
        text += "</" + name + ">\n"
    }

    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        text += "<" + name
        append(attributes)
        text += "/>\n"
    }

    /// A `<text>` element at (x, y).
    mutating func text(_ content: String, x: Double, y: Double, attributes: KeyValuePairs<String, String> = [:]) {
        text += "<text x=\"" + PictureText.number(x) + "\" y=\"" + PictureText.number(y) + "\""
        append(attributes)
        text += ">" + PictureText.xml(content) + "</text>\n"
    }

    /// A `<title>` (a tooltip in browsers) for the enclosing element.
    mutating func title(_ content: String) {
        text += "<title>" + PictureText.xml(content) + "</title>"
    }

    mutating func raw(_ content: String) {
        text += content
    }

    private mutating func append(_ attributes: KeyValuePairs<String, String>) {
        for (key, value) in attributes {
            text += " "
            text += key
            text += "=\""
            text += PictureText.xml(value)
            text += "\""
        }
    }
}
