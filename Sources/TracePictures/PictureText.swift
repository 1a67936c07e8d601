import Lifecycle

/// Text helpers every picture shares: short names, estimated widths, escaping
/// and number formats that print the same bytes everywhere.
///
///     PictureText.notificationName("UIApplicationDidBecomeActiveNotification")  // "DidBecomeActive"
///     PictureText.number(12.25)                                                // "12.3"
///     PictureText.seconds(.seconds(62))                                        // "62 s"
enum PictureText {
    /// A notification without its `UIApplication`/`UIScene` prefix and `Notification` suffix.
    static func notificationName(_ name: String) -> String {
        var short = name.utf8[...]
        for prefix in ["UIApplication", "UIScene"] where short.starts(with: prefix.utf8) {
            short = short.dropFirst(prefix.utf8.count)
            break
        }
        let suffix = "Notification".utf8
        if short.count > suffix.count, short.suffix(suffix.count).elementsEqual(suffix) {
            short = short.dropLast(suffix.count)
        }
        return short.isEmpty ? name : String(Substring(short))
    }

    /// Cuts `text` to at most `limit` characters, ending in "…" when cut.
    static func truncated(_ text: String, _ limit: Int) -> String {
        let firstLine =
            text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard firstLine.count > limit else { return firstLine }
        return String(firstLine.prefix(max(1, limit - 1))) + "…"
    }

    /// At most `limit` characters of `text`, lines kept, ending in "…" when cut (tooltips).
    static func clipped(_ text: String, _ limit: Int) -> String {
        text.utf8.count <= limit || text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    /// An upper estimate of the drawn width of `text` in a sans-serif font of
    /// `size` pixels (DejaVu Sans, the widest common default, per character class);
    /// bold type is about a tenth wider.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "i", "j", "l", "I", ".", ",", ":", ";", "'", "!", "|", " ": ems += 0.32
            case "f", "t", "r", "(", ")", "[", "]", "-", "/": ems += 0.42
            case "m", "w", "M", "W", "@", "%": ems += 0.92
            case "A"..."Z": ems += 0.72
            case "a"..."z", "0"..."9": ems += 0.62
            default: ems += scalar.value > 0x2000 ? 1.0 : 0.66
            }
        }
        return ems * size * (bold ? 1.1 : 1)
    }

    /// Escapes text for an XML attribute or element (``SafeText/svgText(_:)``).
    static func xml(_ text: String) -> String { SafeText.svgText(text) }

    /// A coordinate rounded to tenths, without a trailing ".0": "12", "12.3", "-0.5".
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let whole = String(magnitude / 10)
        let fraction = magnitude % 10
        return fraction == 0 ? sign + whole : sign + whole + "." + String(fraction)
    }

    /// A time for an axis: whole seconds plainly, otherwise up to milliseconds ("0.25 s").
    static func seconds(_ time: VirtualTime) -> String {
        var text = time.fixed3
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }

    /// A duration for a gap label: "57 s", "12 min", "2.5 h", "0.25 s".
    static func duration(_ time: VirtualTime) -> String {
        let seconds = time.seconds
        if seconds >= 7200 { return trimmed(seconds / 3600) + " h" }
        if seconds >= 600 { return trimmed(seconds / 60) + " min" }
        return Self.seconds(time)
    }

    private static func trimmed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(tenths % 10)
    }
}
