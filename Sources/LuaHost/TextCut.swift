/// Long texts cut to a size a person can read and the host can afford: the
/// head and the tail stay (a message's `file:line:` and its end), the middle
/// becomes a note of how much was left out. Error messages, `log` lines and
/// crash reports go through it, so a script that raises or logs a 200 MB
/// string costs a few KB outside the Lua memory ceiling, not 200 MB.
///
///     TextCut.text(String(repeating: "x", count: 10_000), limit: 100)
///     // "xxx…(9920 bytes cut)…xxx" (at most 100 bytes)
public enum TextCut {
    /// The longest message kept whole.
    public static let limit = 4096

    /// `bytes` decoded as UTF-8 (invalid sequences become U+FFFD), cut when longer than
    /// `limit` to at most `limit` bytes, the note included. Reads only the head and the tail.
    public static func text(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = limit) -> String {
        guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
        // The note's length with as many digits as the whole count: never too short.
        let note = "…(\(bytes.count) bytes cut)…".utf8.count
        let kept = max(0, limit - note)
        let tailCount = kept / 4
        var head = kept - tailCount
        var tail = bytes.count - tailCount
        // Cut between characters: never inside a UTF-8 sequence.
        while head > 0, bytes[head] & 0xC0 == 0x80 { head -= 1 }
        while tail < bytes.count, bytes[tail] & 0xC0 == 0x80 { tail += 1 }
        let left = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<head]), as: UTF8.self)
        let right = String(decoding: UnsafeBufferPointer(rebasing: bytes[tail...]), as: UTF8.self)
        return left + "…(\(tail - head) bytes cut)…" + right
    }

    public static func text(_ bytes: [UInt8], limit: Int = limit) -> String {
        bytes.withUnsafeBufferPointer { text($0, limit: limit) }
    }

    public static func text(_ string: String, limit: Int = limit) -> String {
        guard string.utf8.count > limit else { return string }
        var string = string
        return string.withUTF8 { text($0, limit: limit) }
    }
}

/// The bounded-text rule: every name and message a script gives that can reach an output
/// (the trace, a report, a picture, a file) has a size limit, here and nowhere else. A name
/// identifies or labels something: longer is refused where it is declared (so two names
/// cannot be cut to the same text) and cut where app code sets it. A message is cut, head
/// and tail kept (``TextCut``). docs/semantics.md lists them.
public enum TextBound {
    /// App names, bundle ids, invariant names, scene titles and background task names.
    public static let name = 200
    /// A scenario's name, which is also its description.
    public static let scenarioName = 1000
    /// `log` and `print` lines, error messages, crash reports, invariant messages.
    public static let message = TextCut.limit
    /// A failed expectation's report (long lists are shortened before that).
    public static let report = 64 << 10
}
