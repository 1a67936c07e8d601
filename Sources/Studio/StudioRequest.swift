import FoundationEssentials

/// What a page asks its session to do: one JSON object per WebSocket text message,
///
///     {"id": 7, "op": "control", "control": "tap", "app": "Todo"}
///     {"id": 8, "op": "wait", "seconds": 10}
///
/// The server decodes and checks every message (``decode(_:)``) before a session sees it,
/// and hands the session the checked request re-encoded (``line``): nothing a page sends
/// reaches Lua except as one of these operations. No operation names a file.
public struct StudioRequest: Sendable, Equatable {
    public enum Operation: Sendable, Equatable {
        /// A control of the device: one `user.*` or `system.*` statement.
        case control(ActionControl)
        /// `wait(seconds)`: virtual time passes.
        case wait(Double)
        /// `run_until_idle()`.
        case untilIdle
        /// A line of Lua typed at the page's prompt, run as the REPL runs it.
        case lua(String)
        /// New source text from the editor: a fresh device running it.
        case load(String)
        /// A fresh device with the source as it is.
        case reset
        /// The session as a scenario (what the REPL's `:save` writes).
        case save
        /// A lab exercise: its task, starter and checks.
        case exercise(String, language: String?)
        /// Runs an exercise's checks against an answer.
        case check(String, language: String?, answer: String)
        /// An exercise's hint `number` (from 1).
        case hint(String, language: String?, number: Int)
        /// The session's timeline drawn again as a whole, its words in `language` ("en", "zh"; nil: as before).
        case timeline(language: String?)
        /// The device as it was when the session had recorded record `record` (from 0): a
        /// timeline mark's moment. Changes nothing.
        case past(record: Int)
    }

    /// The page's number for the request; the session's `done` event repeats it.
    public var id: Int
    public var operation: Operation
    /// Draw no timeline after it (the page replays actions and wants only the last one's).
    public var quiet = false

    public init(id: Int, _ operation: Operation, quiet: Bool = false) {
        self.id = id
        self.operation = operation
        self.quiet = quiet
    }

    /// A page's message, checked: bounded strings, finite numbers in range, known names.
    /// Throws a ``RequestError`` that says what was wrong and what was expected.
    public static func decode(_ bytes: [UInt8]) throws -> StudioRequest {
        guard bytes.count <= StudioLimits.messageBytes else {
            throw RequestError(
                "a message may have at most \(StudioLimits.messageBytes) bytes, this one has \(bytes.count)")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw RequestError("a message must be UTF-8 text")
        }
        let wire: WireRequest
        do {
            wire = try JSONDecoder().decode(WireRequest.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw RequestError(RequestError.describe(error))
        } catch {
            throw RequestError("a message must be a JSON object such as {\"id\": 1, \"op\": \"reset\"}")
        }
        return try StudioRequest(wire)
    }

    /// The request as one JSON line, as the server hands it to the session process.
    public var line: String { wire.line }
}

/// A message the server refuses, and why.
public struct RequestError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    static func describe(_ error: DecodingError) -> String {
        func field(_ path: [CodingKey]) -> String { path.last.map { "'\($0.stringValue)'" } ?? "the message" }
        switch error {
        case .typeMismatch(let type, let context):
            let expected =
                type == String.self
                ? "a string"
                : type == Bool.self
                    ? "true or false"
                    : type == Int.self
                        ? "a whole number" : type == Double.self ? "a number" : "a JSON object"
            return "\(field(context.codingPath)) must be \(expected)"
        case .valueNotFound(_, let context):
            return "\(field(context.codingPath)) must not be null"
        case .keyNotFound(let key, _):
            return "'\(key.stringValue)' is missing (every message has an \"id\" number and an \"op\" name)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "a message must be a JSON object such as {\"id\": 1, \"op\": \"reset\"}"
                : "\(field(context.codingPath)) is not a valid value"
        @unknown default:
            return "a message must be a JSON object such as {\"id\": 1, \"op\": \"reset\"}"
        }
    }
}
