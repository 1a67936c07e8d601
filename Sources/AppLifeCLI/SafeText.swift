/// Text from scripts and file names made safe for where it goes: XML 1.0
/// forbids most control characters (a JUnit file holding one is rejected by
/// every CI), and on a terminal they are commands (an escape sequence in a
/// student's file name can rewrite the teacher's screen). Each is replaced by
/// its Unicode control picture (`ESC` becomes `␛`), so it stays visible.
///
///     SafeText.xmlText("a\u{1B}[2Jb<")       // "a␛[2Jb&lt;"
///     SafeText.terminalLine("bob\u{1B}[31m")  // "bob␛[31m"
enum SafeText {
    /// Escaped for XML element content; characters XML 1.0 does not allow
    /// are replaced.
    static func xmlText(_ text: String) -> String { xml(text, attribute: false) }

    /// Escaped for an XML attribute value: line breaks and tabs become
    /// character references, which attribute normalisation would otherwise
    /// turn into spaces.
    static func xmlAttribute(_ text: String) -> String { xml(text, attribute: true) }

    private static func xml(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            default:
                out.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : picture(scalar))
            }
        }
        return out
    }

    /// One line for a terminal: no control characters at all (line breaks
    /// included), no C1 controls.
    static func terminalLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(isControl(scalar) ? picture(scalar) : scalar)
        }
        return out
    }

    /// Lines for a terminal: control characters other than line breaks and tabs replaced.
    static func terminalText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(isControl(scalar) && scalar != "\n" && scalar != "\t" ? picture(scalar) : scalar)
        }
        return out
    }

    private static func isXMLCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }

    /// U+2400 + c for C0 controls, U+2421 for DEL, U+FFFD for the rest.
    private static func picture(_ s: Unicode.Scalar) -> Unicode.Scalar {
        if s.value < 0x20 { return Unicode.Scalar(0x2400 + s.value)! }
        if s.value == 0x7F { return "\u{2421}" }
        return "\u{FFFD}"
    }
}
