#if canImport(Glibc)
import Glibc
#endif

/// The few text functions applife took from Foundation's `NSString`, written on the
/// standard library so the executable links no more than FoundationEssentials (the rest
/// of Foundation brings ICU's data and doubles the binary and its start-up work).
enum TextFunctions {
    /// The scalars Foundation's `CharacterSet.whitespaces` holds: tab, the spaces (category
    /// Zs) and, as CoreFoundation has it, the zero-width space U+200B.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }

    /// The scalars of `CharacterSet.newlines`: U+000A-U+000D, U+0085, U+2028, U+2029.
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `text` without the leading and trailing scalars `trimmed` says yes to.
    static func trimming(_ text: some StringProtocol, _ trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(text).unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
            let last = scalars.lastIndex(where: { !trimmed($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// `text` padded with spaces to `width` characters (longer text is left as it is).
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// A number as C's printf writes it with `format` (one conversion, such as "%g").
    static func printf(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = Int(withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The last component of a path, as `NSString.lastPathComponent` gives it ("b" for
    /// "a/b/", "/" for "/").
    static func lastPathComponent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component, as `NSString.deletingLastPathComponent` gives
    /// it ("a" for "a/b", "/" for "/a", "" for "a").
    static func deletingLastPathComponent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed == "/" ? "/" : "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
