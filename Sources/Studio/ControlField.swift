import LuaHost
import ScriptBindings

/// The wire field an argument of a control travels in, named as the action table names the
/// parameter, with the bound the server checks it against. Every parameter a studio row
/// needs has one, and each carries its parameter's Lua type (RequestDecodingTests).
enum ControlField {
    /// A string, not empty: an app's or a scene's name (`"Notes#2"`), a URL.
    case text(WritableKeyPath<WireRequest, String?>, limit: Int)
    case flag(WritableKeyPath<WireRequest, Bool?>)
    /// Seconds, finite, from 0 to the limit.
    case seconds(WritableKeyPath<WireRequest, Double?>, limit: Double)

    /// The field of a parameter (nil: the wire has none).
    static func named(_ name: String) -> ControlField? {
        switch name {
        case "app": .text(\.app, limit: StudioLimits.nameBytes)
        case "scene": .text(\.scene, limit: StudioLimits.nameBytes)
        case "url": .text(\.url, limit: StudioLimits.urlBytes)
        case "answer": .flag(\.answer)
        case "after": .seconds(\.after, limit: StudioLimits.callSeconds)
        case "duration": .seconds(\.duration, limit: StudioLimits.callSeconds)
        default: nil
        }
    }

    /// The Lua type of the values it carries.
    var type: APIType {
        switch self {
        case .text: .string
        case .flag: .boolean
        case .seconds: .number
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
        }
    }

    /// Sets the field to an argument of its type (others leave it unset).
    func write(_ value: LuaLiteral, into wire: inout WireRequest) {
        switch (self, value) {
        case (.text(let path, _), .string(let text)): wire[keyPath: path] = text
        case (.flag(let path), .boolean(let flag)): wire[keyPath: path] = flag
        case (.seconds(let path, _), .number(let seconds)): wire[keyPath: path] = seconds
        case (.seconds(let path, _), .integer(let seconds)): wire[keyPath: path] = Double(seconds)
        default: break
        }
    }
}
