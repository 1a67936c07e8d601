/// A command line as text a shell reads back as the same words: the commands applife
/// prints for a person to run again (explore's replay, a lab check's). Plain words stay as
/// they are; others are single-quoted; a word holding a control character (a line break in
/// a file name) uses bash's `$'...'`, so the line stays one line.
///
///     ShellWord.line(["applife", "run", "my file.lua", "--seed", "-1"])
///     // "applife run 'my file.lua' --seed -1"
///     ShellWord.quoted("a\nb")   // "$'a\\nb'"
enum ShellWord {
    static func line(_ words: [String]) -> String { words.map(quoted).joined(separator: " ") }

    static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
        guard word.unicodeScalars.contains(where: isControl) else {
            return "'" + word.replacing("'", with: "'\\''") + "'"
        }
        var out = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if isControl(scalar) {
                    // Byte by byte: bash turns \u escapes into text only in a UTF-8 locale.
                    UTF8.encode(scalar) { byte in
                        let hex = String(byte, radix: 16)
                        out += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", "=", ",": return true
        default: return false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
