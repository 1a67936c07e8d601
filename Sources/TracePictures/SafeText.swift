/// Text from scripts and file names made safe for where it goes: XML 1.0
/// forbids most control characters (a JUnit file holding one is rejected by
/// every CI), and on a terminal they are commands (an escape sequence in a
/// student's file name can rewrite the teacher's screen). Each is replaced by
/// its Unicode control picture (`ESC` becomes `␛`), so it stays visible.
///
///     SafeText.xmlText("a\u{1B}[2Jb<")       // "a␛[2Jb&lt;"
///     SafeText.terminalLine("bob\u{1B}[31m")  // "bob␛[31m"
public enum SafeText {
    /// Escaped for XML element content; characters XML 1.0 does not allow
    /// are replaced.
    public static func xmlText(_ text: String) -> String { xml(text, referencingLineFeeds: false, tabs: false) }

    /// Escaped for an XML attribute value: line breaks and tabs become
    /// character references, which attribute normalisation would otherwise
    /// turn into spaces.
    public static func xmlAttribute(_ text: String) -> String { xml(text, referencingLineFeeds: true, tabs: true) }

    /// Escaped for an SVG's labels and tooltips, attribute or element: line feeds become
    /// character references (a label is drawn on one line), tabs stay.
    public static func svgText(_ text: String) -> String { xml(text, referencingLineFeeds: true, tabs: false) }

    /// The one XML escaper. Works on UTF-8 bytes and returns `text` itself when nothing
    /// needs escaping (a picture escapes every label). XML 1.0 allows tab, line feed,
    /// carriage return, U+0020–U+D7FF, U+E000–U+FFFD and U+10000 up; everything else
    /// (the other C0 controls, U+FFFE, U+FFFF; Swift strings hold no lone surrogates) is
    /// replaced by its control picture or U+FFFD, since escaping cannot make it legal.
    private static func xml(_ text: String, referencingLineFeeds: Bool, tabs: Bool) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF || Self.xmlSpecial(ascii: $0) != nil }) else {
            return text
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            if let entity = xmlSpecial(ascii: byte) {
                out += entity.utf8
            } else if byte == 0x0A {
                if referencingLineFeeds { out += "&#10;".utf8 } else { out.append(byte) }
            } else if byte == 0x09 {
                if tabs { out += "&#9;".utf8 } else { out.append(byte) }
            } else if byte == 0x0D {
                out += "&#13;".utf8
            } else if byte < 0x20 {
                out.unicodeScalarsAppend(picture(Unicode.Scalar(byte)))
            } else if byte == 0xEF, let second = bytes.next() {
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
                guard second == 0xBF, let third = bytes.next() else {
                    out += [byte, second]
                    continue
                }
                if third == 0xBE || third == 0xBF { out += [0xEF, 0xBF, 0xBD] } else { out += [byte, second, third] }
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func xmlSpecial(ascii byte: UInt8) -> String? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&apos;"
        default: nil
        }
    }

    /// One line for a terminal: no control characters at all (line breaks
    /// included), no C1 controls.
    public static func terminalLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(isControl(scalar) ? picture(scalar) : scalar)
        }
        return out
    }

    /// Lines for a terminal: control characters other than line breaks and tabs replaced.
    public static func terminalText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(isControl(scalar) && scalar != "\n" && scalar != "\t" ? picture(scalar) : scalar)
        }
        return out
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

extension [UInt8] {
    /// Appends `scalar` encoded as UTF-8.
    fileprivate mutating func unicodeScalarsAppend(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0) }
    }
}
