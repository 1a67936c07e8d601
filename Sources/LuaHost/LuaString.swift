/// A Lua string: bytes, not necessarily UTF-8, possibly containing NUL.
///
///     let s: LuaString = "héllo"
///     s.bytes.count      // 6
///     s.text             // "héllo"; invalid UTF-8 shows as U+FFFD
public struct LuaString: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ text: String) { self.bytes = Array(text.utf8) }
    public init(stringLiteral value: String) { self.init(value) }

    /// The bytes decoded as UTF-8, with U+FFFD for invalid sequences.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The text when the bytes are valid UTF-8.
    public var validText: String? { String(validating: bytes, as: UTF8.self) }
    public var description: String { text }
}
