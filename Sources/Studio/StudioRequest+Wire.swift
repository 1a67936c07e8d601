import LuaHost
import ScriptBindings

/// The JSON form of a request: every field any operation uses, each optional. Whole
/// numbers are read as numbers and checked here, so 1.5 or 1e300 get a message of ours.
struct WireRequest: Decodable, Equatable {
    var id: Double
    var op: String
    var control: String?
    var app: String?
    var scene: String?
    var url: String?
    /// An entry of the app's screen (`user.ui`), and its argument.
    var name: String?
    var value: WireScalar?
    /// A notification in Notification Center, by its identifier (`user.tap_notification`).
    var notification: String?
    var seconds: Double?
    var answer: Bool?
    var after: Double?
    var duration: Double?
    var text: String?
    var exercise: String?
    var language: String?
    var number: Double?
    /// True: the session draws no timeline after this request.
    var quiet: Bool?

    init(id: Int, op: String) {
        self.id = Double(id)
        self.op = op
    }

    var line: String {
        var object = JSONObject()
        object.add("id", id)
        object.add("op", op)
        object.add("control", control)
        object.add("app", app)
        object.add("scene", scene)
        object.add("url", url)
        object.add("name", name)
        value?.add("value", to: &object)
        object.add("notification", notification)
        object.add("seconds", seconds)
        object.add("answer", answer)
        object.add("after", after)
        object.add("duration", duration)
        object.add("text", text)
        object.add("exercise", exercise)
        object.add("language", language)
        object.add("number", number)
        object.add("quiet", quiet)
        return object.text
    }
}

/// A string, a number or a boolean: the argument of an action on the app's screen.
enum WireScalar: Decodable, Equatable {
    case string(String)
    case number(Double)
    case boolean(Bool)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func add(_ key: String, to object: inout JSONObject) {
        switch self {
        case .string(let text): object.add(key, text)
        case .number(let number): object.add(key, number)
        case .boolean(let flag): object.add(key, flag)
        }
    }
}

extension StudioRequest {
    /// The operations by their wire names, for messages that name none of them.
    static let operations = [
        "control", "wait", "idle", "lua", "load", "reset", "save", "exercise", "check", "hint", "timeline", "past",
    ]

    init(_ wire: WireRequest) throws {
        guard wire.id.isFinite, wire.id == wire.id.rounded(), (0...9_007_199_254_740_992).contains(wire.id) else {
            throw RequestError("'id' must be a whole number from 0 to 2^53")
        }
        id = Int(wire.id)
        quiet = wire.quiet ?? false
        switch wire.op {
        case "control": operation = .control(try ActionControl(wire))
        case "wait":
            let seconds = try Self.number(wire.seconds, "seconds", in: 0...StudioLimits.waitSeconds)
            operation = .wait(seconds)
        case "idle": operation = .untilIdle
        case "lua": operation = .lua(try Self.text(wire.text, "text", limit: StudioLimits.codeBytes))
        case "load": operation = .load(try Self.text(wire.text, "text", limit: StudioLimits.sourceBytes))
        case "reset": operation = .reset
        case "save": operation = .save
        case "exercise": operation = .exercise(try Self.exercise(wire), language: try Self.language(wire))
        case "check":
            let answer = try Self.text(wire.text, "text", limit: StudioLimits.sourceBytes)
            operation = .check(try Self.exercise(wire), language: try Self.language(wire), answer: answer)
        case "hint":
            guard let number = wire.number, number == number.rounded(), (1...1000).contains(number) else {
                throw RequestError("'number' must be the hint's number, from 1")
            }
            operation = .hint(try Self.exercise(wire), language: try Self.language(wire), number: Int(number))
        case "timeline": operation = .timeline(language: try Self.language(wire))
        case "past":
            guard let number = wire.number, number == number.rounded(), (0...1e9).contains(number) else {
                throw RequestError("'number' must be a record's index in the trace, from 0")
            }
            operation = .past(record: Int(number))
        default:
            throw RequestError(
                "unknown 'op' \(Self.shown(wire.op)); expected one of " + Self.operations.joined(separator: ", "))
        }
    }

    var wire: WireRequest {
        var wire = WireRequest(id: id, op: "")
        wire.quiet = quiet ? true : nil
        switch operation {
        case .control(let control):
            wire.op = "control"
            wire.control = control.name
            control.write(into: &wire)
        case .wait(let seconds):
            wire.op = "wait"
            wire.seconds = seconds
        case .untilIdle: wire.op = "idle"
        case .lua(let text): (wire.op, wire.text) = ("lua", text)
        case .load(let text): (wire.op, wire.text) = ("load", text)
        case .reset: wire.op = "reset"
        case .save: wire.op = "save"
        case .exercise(let name, let language): (wire.op, wire.exercise, wire.language) = ("exercise", name, language)
        case .check(let name, let language, let answer):
            (wire.op, wire.exercise, wire.language, wire.text) = ("check", name, language, answer)
        case .hint(let name, let language, let number):
            (wire.op, wire.exercise, wire.language, wire.number) = ("hint", name, language, Double(number))
        case .timeline(let language): (wire.op, wire.language) = ("timeline", language)
        case .past(let record): (wire.op, wire.number) = ("past", Double(record))
        }
        return wire
    }

    // MARK: Fields

    private static func exercise(_ wire: WireRequest) throws -> String {
        let name = try self.name(wire.exercise, "exercise")
        guard LabLimits.nameProblem(name) == nil else {
            throw RequestError(
                "'exercise' must be an exercise's folder name (letters, digits, - and _), got \(shown(name))")
        }
        return name
    }

    /// A language code such as "en" or "zh-Hans"; nil: the session's default.
    private static func language(_ wire: WireRequest) throws -> String? {
        guard let code = wire.language else { return nil }
        guard (2...16).contains(code.utf8.count), code.utf8.allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: "-") })
        else {
            throw RequestError("'language' must be a language code such as \"en\", got \(shown(code))")
        }
        return code
    }

    private static func name(_ value: String?, _ field: String) throws -> String {
        try text(value, field, limit: StudioLimits.nameBytes, empty: false)
    }

    static func text(_ value: String?, _ field: String, limit: Int, empty: Bool = true) throws -> String {
        guard let value else { throw RequestError("'\(field)' is missing") }
        guard value.utf8.count <= limit else {
            throw RequestError("'\(field)' may have at most \(limit) bytes, this one has \(value.utf8.count)")
        }
        guard empty || !value.isEmpty else { throw RequestError("'\(field)' must not be empty") }
        return value
    }

    static func number(_ value: Double?, _ field: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value else { throw RequestError("'\(field)' is missing") }
        guard value.isFinite, range.contains(value) else {
            throw RequestError(
                "'\(field)' must be a number of seconds from \(LuaLiteral.quantity(range.lowerBound).text) to "
                    + "\(LuaLiteral.quantity(range.upperBound).text)")
        }
        return value
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }

    /// A value from the page, quoted and cut short for an error message.
    static func shown(_ text: String) -> String {
        let cut =
            text.unicodeScalars.count > 40
            ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "..." : text
        return "\"" + cut.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined() + "\""
    }
}
