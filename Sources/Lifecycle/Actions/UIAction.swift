/// What the user does on an app's own screen: one entry of the app's `ui` (type a word,
/// press Save, flip a switch), on the app or on one of its windows, with argument values.
/// Immutable, and a class so that a `DeviceAction` stays two words long (exploration copies
/// actions at every step).
///
///     try device.perform(.ui(UIAction(.app(notes), "type", [.string("milk")])))
///     // the trace:   0.000  Notes  user: type "milk"
public final class UIAction: Hashable, Sendable, CustomStringConvertible {
    /// The app (its window the user works in) or the window touched.
    public let target: UITarget
    /// The entry's name in the app's `ui`.
    public let name: String
    /// Strings, numbers and booleans, at most `UILimits.arguments`.
    public let arguments: [UIValue]

    public init(_ target: UITarget, _ name: String, _ arguments: [UIValue] = []) {
        self.target = target
        self.name = name
        self.arguments = arguments
    }

    /// The app whose screen it is.
    public var app: AppID { target.app }

    /// `type "milk"`: the entry and its arguments as a script writes them.
    public var words: String {
        ([name] + arguments.map(\.description)).joined(separator: " ")
    }

    /// The same action on another app's screen (a window names its own app: unchanged).
    func replacingApp(with other: AppID) -> UIAction {
        guard case .app = target else { return self }
        return UIAction(.app(other), name, arguments)
    }

    public static func == (a: UIAction, b: UIAction) -> Bool {
        a === b || (a.target == b.target && a.name == b.name && a.arguments == b.arguments)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(name)
        hasher.combine(arguments)
    }

    public var description: String { "UIAction(\(target), \(words))" }
}

/// Where the user touches an app's screen: the app (in a scene app, the window of it the
/// user works in), or one window of a scene app.
public enum UITarget: Hashable, Sendable {
    case app(AppID)
    case scene(SceneID)

    public var app: AppID {
        switch self {
        case .app(let app): return app
        case .scene(let scene): return scene.app
        }
    }
}

/// An argument of a `ui` entry: a Lua scalar.
public enum UIValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int64)
    /// A float (never NaN: it would equal nothing, not even itself).
    case number(Double)
    case boolean(Bool)

    /// As a script writes it: `"milk"` (quoted, control characters escaped), `3`, `0.5`, `true`.
    public var description: String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .integer(let i): return String(i)
        case .number(let d): return d.isInfinite ? (d < 0 ? "-inf" : "inf") : "\(d)"
        case .boolean(let b): return b ? "true" : "false"
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F:
                let digits = String(scalar.value)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// One entry of an app's `ui`: its name, and the values `args` lists for exploration.
///
///     UIEntry(name: "type", values: [.string("milk"), .string("eggs")]).tries
///                                   // [["milk"], ["eggs"]]: explore tries each value
///     UIEntry(name: "clear").tries  // [[]]: once, with no argument
public struct UIEntry: Hashable, Sendable {
    public let name: String
    /// The values of its `args`; empty when it takes no argument.
    public let values: [UIValue]

    public init(name: String, values: [UIValue] = []) {
        self.name = name
        self.values = values
    }

    /// The argument lists exploration tries: each value alone, or no argument.
    public var tries: [[UIValue]] { values.isEmpty ? [[]] : values.map { [$0] } }
}

/// applife's bounds on an app's screen (not Apple's): a scenario's call and a declaration
/// are refused past them, so one action's words and exploration's candidates stay small.
public enum UILimits {
    /// Entries in one app's `ui`.
    public static let entries = 64
    /// Values in one entry's `args`.
    public static let values = 64
    /// Arguments of one action.
    public static let arguments = 8
    /// Bytes of one string argument (UTF-8).
    public static let textBytes = 1024
}
