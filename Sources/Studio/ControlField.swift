import Lifecycle
import LuaHost
import ScriptBindings

/// The wire field an argument of a control travels in, named as the action table names the
/// parameter, with the bound the server checks it against. Every parameter a studio row
/// needs has one, and each carries its parameter's Lua type (RequestDecodingTests).
enum ControlField {
    /// A string, not empty: an app's or a scene's name (`"Notes#2"`), a URL, a notification's identifier.
    case text(WritableKeyPath<WireRequest, String?>, limit: Int)
    case flag(WritableKeyPath<WireRequest, Bool?>)
    /// Seconds, finite, from 0 to the limit.
    case seconds(WritableKeyPath<WireRequest, Double?>, limit: Double)
    /// A string (of at most `limit` bytes), a finite number or a boolean: the argument of an
    /// action on the app's screen. A whole number travels as an integer.
    case scalar(WritableKeyPath<WireRequest, WireScalar?>, limit: Int)

    /// The field of a parameter (nil: the wire has none).
    static func named(_ name: String) -> ControlField? {
        switch name {
        case "app": .text(\.app, limit: StudioLimits.nameBytes)
        case "scene": .text(\.scene, limit: StudioLimits.nameBytes)
        case "url": .text(\.url, limit: StudioLimits.urlBytes)
        case "answer": .flag(\.answer)
        case "after": .seconds(\.after, limit: StudioLimits.callSeconds)
        case "duration": .seconds(\.duration, limit: StudioLimits.callSeconds)
        case "name": .text(\.name, limit: StudioLimits.nameBytes)
        case "notification": .text(\.notification, limit: StudioLimits.nameBytes)
        case "...": .scalar(\.value, limit: UILimits.textBytes)
        default: nil
        }
    }

    /// The field of a row's parameter: the one of its name, when the parameter takes what it
    /// carries (a Notification Center tap's identifier is a string; system.notification's
    /// payload, a table, has no field).
    static func of(_ parameter: APIParameter) -> ControlField? {
        guard let field = named(parameter.name) else { return nil }
        let types: [APIType]
        if case .union(let union) = parameter.type { types = union } else { types = [parameter.type] }
        return field.types.allSatisfy(types.contains) ? field : nil
    }

    /// The Lua types of the values it carries.
    var types: [APIType] {
        switch self {
        case .text: [.string]
        case .flag: [.boolean]
        case .seconds: [.number]
        case .scalar: [.string, .number, .boolean]
        }
    }

    /// The field's value as a Lua argument, checked; nil when the page left it out.
    func read(_ name: String, from wire: WireRequest) throws -> LuaLiteral? {
        switch self {
        case .text(let path, let limit):
            guard let text = wire[keyPath: path] else { return nil }
            return .string(try StudioRequest.text(text, name, limit: limit, empty: false))
        case .flag(let path):
            return wire[keyPath: path].map { .boolean($0) }
        case .seconds(let path, let limit):
            guard let seconds = wire[keyPath: path] else { return nil }
            return .quantity(try StudioRequest.number(seconds, name, in: 0...limit))
        case .scalar(let path, let limit):
            switch wire[keyPath: path] {
            case nil: return nil
            case .string(let text)?: return .string(try StudioRequest.text(text, "value", limit: limit))
            case .boolean(let flag)?: return .boolean(flag)
            case .number(let number)?:
                guard number.isFinite else { throw RequestError("'value' must be a finite number") }
                return number == number.rounded() && abs(number) < 9e15 ? .integer(Int64(number)) : .number(number)
            }
        }
    }

    /// Sets the field to an argument of its type (others leave it unset).
    func write(_ value: LuaLiteral, into wire: inout WireRequest) {
        switch (self, value) {
        case (.text(let path, _), .string(let text)): wire[keyPath: path] = text
        case (.flag(let path), .boolean(let flag)): wire[keyPath: path] = flag
        case (.seconds(let path, _), .number(let seconds)): wire[keyPath: path] = seconds
        case (.seconds(let path, _), .integer(let seconds)): wire[keyPath: path] = Double(seconds)
        case (.scalar(let path, _), .string(let text)): wire[keyPath: path] = .string(text)
        case (.scalar(let path, _), .boolean(let flag)): wire[keyPath: path] = .boolean(flag)
        case (.scalar(let path, _), .number(let number)): wire[keyPath: path] = .number(number)
        case (.scalar(let path, _), .integer(let number)): wire[keyPath: path] = .number(Double(number))
        default: break
        }
    }
}
