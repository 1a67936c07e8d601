/// An error that came out of Lua: a script error, a syntax error, or a budget
/// that ran out.
///
///     do {
///         try state.run(file: "examples/x.lua")
///     } catch let error as LuaError {
///         print(error.message)   // "examples/x.lua:12: attempt to call a nil value"
///     }
public struct LuaError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in the categories a user acts on differently.
    public enum Kind: String, Sendable {
        /// `budget`: the instruction budget; `output`: the bytes `print` may write.
        case runtime, syntax, memory, budget, timeout, output
        /// ``LuaState/requestInterrupt()`` stopped the script (Ctrl-C in the REPL).
        case interrupted
        /// ``LuaState/stopScript(_:)``: the host ended the script (a failed expectation).
        case stopped
    }

    public var kind: Kind
    /// The message as Lua reports it, usually starting with `file:line:`.
    public var message: String
    /// The chunk the error points at, as given when it was loaded.
    public var file: String?
    public var line: Int?
    /// Lua's stack traceback ("stack traceback:\n\t...") when one was taken.
    public var traceback: String?

    public init(kind: Kind, message: String, file: String? = nil, line: Int? = nil, traceback: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.traceback = traceback
    }

    public var description: String { message }

    /// The message without its leading `file:line: `.
    public var reason: String {
        guard let file, let line else { return message }
        let prefix = "\(file):\(line): "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// Splits `file:line: rest` at the first `:<digits>:` of the first line.
    public static func location(in message: String) -> (file: String, line: Int)? {
        let bytes = Array(message.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ":"), i > 0 {
                var j = i + 1
                var line = 0
                while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57, line < 100_000_000 {
                    line = line * 10 + Int(bytes[j] - 48)
                    j += 1
                }
                if j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: ":") {
                    return (String(decoding: bytes[0..<i], as: UTF8.self), line)
                }
            }
            if bytes[i] == UInt8(ascii: "\n") { return nil }
            i += 1
        }
        return nil
    }
}
