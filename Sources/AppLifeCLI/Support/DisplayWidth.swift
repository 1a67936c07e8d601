/// How many terminal columns text takes: a Chinese, Japanese or Korean character or an
/// emoji takes two, a combining mark or a zero-width character none, anything else one.
/// Columns of a table line up when they are padded by this width, not by `count`.
///
///     DisplayWidth.of("备忘录")                   // 6
///     DisplayWidth.padded("王芳", to: 6)          // "王芳  "
///
/// Wide characters are Unicode's East Asian Wide and Fullwidth ranges (UAX #11) and emoji
/// shown as emoji; what a terminal does with the rest of the ambiguous characters varies,
/// and they count as one.
enum DisplayWidth {
    /// The columns `text` takes, counted per character (grapheme cluster).
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character takes: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: isWide) { return 2 }
        // An emoji made to show as one by its variation selector (❤️).
        if first.properties.isEmoji, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if isZeroWidth(first) { return 0 }
        return 1
    }

    /// `text` followed by spaces up to `width` columns (longer text is left as it is).
    static func padded(_ text: String, to width: Int) -> String {
        let used = of(text)
        return used >= width ? text : text + String(repeating: " ", count: width - used)
    }

    /// Spaces, then `text`, up to `width` columns.
    static func leftPadded(_ text: String, to width: Int) -> String {
        let used = of(text)
        return used >= width ? text : String(repeating: " ", count: width - used) + text
    }

    /// `pieces` joined by `joiner` into lines of at most `width` columns, filled greedily:
    /// the first line starts with `prefix`, the next ones with `continuation`, and a joiner
    /// that ends a line stays on it (its trailing spaces dropped). A piece wider than a line
    /// stands alone on its line; nothing is cut.
    ///
    ///     DisplayWidth.wrap(["a → b", "c → d"], joiner: ", ", width: 9, continuation: "  ")
    ///     // ["a → b,", "  c → d"]
    static func wrap(_ pieces: [String], joiner: String, width: Int, prefix: String = "", continuation: String = "")
        -> [String]
    {
        var lines: [String] = []
        var line = prefix
        var used = of(prefix)
        var empty = true
        for (index, piece) in pieces.enumerated() {
            let last = index == pieces.count - 1
            let ending = last ? "" : trimmedRight(joiner)
            if !empty, used + of(piece) + of(ending) > width {
                lines.append(trimmedRight(line))
                line = continuation
                used = of(continuation)
            }
            let addition = piece + (last ? "" : joiner)
            line += addition
            used += of(addition)
            empty = false
        }
        lines.append(trimmedRight(line))
        return lines
    }

    /// `text`'s words (split at spaces) in lines of at most `width` columns.
    static func wrap(_ text: String, width: Int, prefix: String = "", continuation: String = "") -> [String] {
        wrap(
            text.split(separator: " ", omittingEmptySubsequences: false).map(String.init), joiner: " ", width: width,
            prefix: prefix, continuation: continuation)
    }

    private static func trimmedRight(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// A scalar that takes two columns.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.contains(scalar.value) }
    }

    /// A scalar that takes no column of its own: a combining mark, a format character (the
    /// zero-width space and joiner, variation selectors), or a control character.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, from Unicode's EastAsianWidth.txt.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B-F, compatibility supplement
        0x30000...0x3FFFD,  // Extensions G and H
    ]
}
