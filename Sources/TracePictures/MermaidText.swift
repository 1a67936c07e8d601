/// Text from scripts (app names, file paths) in the Markdown files that hold Mermaid
/// diagrams (`run --mermaid`, explore's `coverage.md`): the one escaper for them. The
/// result is one line, so a name cannot close a table row, open a fenced block or start a
/// diagram of its own: line breaks and other control characters become their control
/// pictures (`\n` becomes `␊`), as on a terminal. A table's `|`, backquotes, and the HTML
/// specials `<`, `>` and `&` are escaped.
///
///     MermaidText.inline("Todo\n```mermaid")   // "Todo␊\`\`\`mermaid"
///     MermaidText.inline("a|b <i>")            // "a\|b &lt;i&gt;"
public enum MermaidText {
    public static func inline(_ text: String) -> String {
        var out = ""
        for scalar in SafeText.terminalLine(text).unicodeScalars {
            switch scalar {
            case "|": out += "\\|"
            case "`": out += "\\`"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            // Line and paragraph separators end a line for some Markdown readers.
            case "\u{2028}", "\u{2029}": out += "\u{2424}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
