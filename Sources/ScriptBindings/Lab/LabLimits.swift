/// What a lab set's files may hold. A lab set is read from a folder applife did not write (a
/// teacher's, one a student cloned, a pack handed around), so its names and numbers are
/// checked as they are read, before any of them names a file, reaches a terminal or becomes
/// a word of a shell command.
///
///     LabLimits.nameProblem("launch-order")   // nil
///     LabLimits.nameProblem("../secret")       // "... letters, digits, - and _ ..."
public enum LabLimits {
    /// The most points an exercise (or weight a check) may have: grades and Classroom's whole
    /// points are counted from them.
    public static let maximumPoints = 1_000_000.0

    /// The longest exercise name, in bytes.
    public static let nameBytes = 64

    /// Why `name` cannot be an exercise's name, or nil: it names a folder of the lab set and the
    /// files `lab start` and `lab pack` write, so it is 1 to 64 ASCII letters, digits, `-` and
    /// `_`, starting with a letter or digit: no path separator, no `..`, no control character,
    /// nothing a shell reads as syntax.
    public static func nameProblem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isWordByte(first), bytes.count <= nameBytes,
            bytes.allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        else {
            return "an exercise's name is 1 to \(nameBytes) ASCII letters, digits, - and _, starting with a letter or "
                + "digit (it names a folder and a file)"
        }
        return nil
    }

    /// Why `text` (a title, a welcome, a hint, a check's name or rationale) cannot be shown, or
    /// nil: it reaches terminals, so it holds no control character but line feeds and tabs.
    public static func textProblem(_ text: String) -> String? {
        guard let bad = text.unicodeScalars.first(where: isControl) else { return nil }
        let hex = String(bad.value, radix: 16, uppercase: true)
        return "holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) "
            + "(lab text reaches terminals: only line feeds and tabs are allowed)"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", scalar != "\t" else { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
