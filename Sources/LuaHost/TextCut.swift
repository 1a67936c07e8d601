/// Long texts cut to a size a person can read and the host can afford: the
/// head and the tail stay (a message's `file:line:` and its end), the middle
/// becomes a note of how much was left out. Error messages, `log` lines and
/// crash reports go through it, so a script that raises or logs a 200 MB
/// string costs a few KB outside the Lua memory ceiling, not 200 MB.
///
///     TextCut.text(String(repeating: "x", count: 10_000), limit: 100)
///     // "xxx…(9916 bytes cut)…xxx" (about 100 bytes)
public enum TextCut {
    /// The longest message kept whole.
    public static let limit = 4096

    /// `bytes` decoded as UTF-8 (invalid sequences become U+FFFD), cut when
    /// longer than `limit`. Reads only the head and the tail.
    public static func text(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = limit) -> String {
        guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
        let tailCount = limit / 4
        var head = limit - tailCount
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
