import Lifecycle

/// A Lua type as the API description states it; `description` is the
/// LuaLS (lua-language-server) spelling, so editor type definitions can be
/// generated from it.
///
///     APIType.list(.string).description                     // "string[]"
///     APIType.words(["active", "inactive"]).description      // "\"active\"|\"inactive\""
///     APIType.function([.init("result", .string)], returns: []).description   // "fun(result: string)"
public indirect enum APIType: Sendable, Equatable, CustomStringConvertible {
    case any, `nil`, boolean, integer, number, string, table
    /// A Lua function with these parameters and results.
    case function([APIParameter], returns: [APIType])
    /// A sequence of values of one type.
    case list(APIType)
    /// A table with these named fields.
    case record([APIParameter])
    /// A string that must be one of these words.
    case words([String])
    /// An object of one of the described classes (``APIClass/name``).
    case object(String)
    case optional(APIType)
    case union([APIType])

    public var description: String {
        switch self {
        case .any: "any"
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .table: "table"
        case .function(let parameters, let returns):
            "fun(" + parameters.map(\.description).joined(separator: ", ") + ")"
                + (returns.isEmpty ? "" : ": " + returns.map(\.description).joined(separator: ", "))
        case .list(let element):
            element.isCompound ? "(\(element))[]" : "\(element)[]"
        case .record(let fields):
            "{ " + fields.map(\.description).joined(separator: ", ") + " }"
        case .words(let words): words.map { "\"\($0)\"" }.joined(separator: "|")
        case .object(let name): name
        case .optional(let wrapped): wrapped.isCompound ? "(\(wrapped))?" : "\(wrapped)?"
        case .union(let types):
            // A function's own return types would swallow the rest: `(fun(): table)|string`.
            types.map { if case .function = $0 { "(\($0))" } else { $0.description } }.joined(separator: "|")
        }
    }

    private var isCompound: Bool {
        switch self {
        case .words(let w): w.count > 1
        case .union, .function: true
        default: false
        }
    }
}

/// One parameter of a function, or one field of a record type.
public struct APIParameter: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public let type: APIType
    public let optional: Bool

    public init(_ name: String, _ type: APIType, optional: Bool = false) {
        self.name = name
        self.type = type
        self.optional = optional
    }

    /// `name: type`, or `name?: type` when it may be left out.
    public var description: String { "\(name)\(optional ? "?" : ""): \(type)" }
}

/// Where a function may be called from.
public enum APIContext: String, Sendable, CaseIterable {
    /// The main chunk or a scenario body (not app code).
    case declaration
    /// The scenario's time line: main chunk, scenario body, at()/after() functions.
    case scenario
    /// App code: a delegate callback, block, timer or observer.
    case appCode
    /// Anywhere.
    case anywhere
}

/// Apple's counterpart of an entry and the iOS version it appeared in.
public struct AppleEquivalent: Sendable, Equatable {
    /// The Swift or Objective-C API, or a short description of the system behaviour.
    public let api: String
    /// The major iOS version it appeared in (the minor one, if any, is in `api`).
    public let since: Int?
    /// The major iOS version that deprecated it, if any.
    public let deprecated: Int?

    public init(_ api: String, since: Int?, deprecated: Int? = nil) {
        self.api = api
        self.since = since
        self.deprecated = deprecated
    }
}

/// A global, a library function or a method, as written in Lua
/// (`wait`, `user.tap`, `application:beginBackgroundTask`, `timer:cancel`).
public struct APIFunction: Sendable {
    public let name: String
    public let parameters: [APIParameter]
    public let returns: [APIType]
    public let summary: String
    public let context: APIContext
    public let apple: AppleEquivalent?

    /// The name without its library or object (`tap`, `beginBackgroundTask`).
    public var shortName: String {
        String(name.split(whereSeparator: { $0 == "." || $0 == ":" }).last ?? Substring(name))
    }

    /// `user.tap(app: App|string)`, `dispatch.timer(...) -> DispatchTimer`.
    public var signature: String {
        name + "(" + parameters.map(\.description).joined(separator: ", ") + ")"
            + (returns.isEmpty ? "" : " -> " + returns.map(\.description).joined(separator: ", "))
    }

    /// This function's type, for editor type definitions.
    public var type: APIType { .function(parameters, returns: returns) }
}

/// A field of a table or an object.
public struct APIField: Sendable {
    public enum Access: String, Sendable { case read, readWrite, declare }
    public let name: String
    public let type: APIType
    public let access: Access
    /// Whether the field may be absent (left out of a declaration, missing from launch options).
    public let optional: Bool
    /// What an omitted field means, if it has a default.
    public let defaultValue: String?
    public let summary: String
    public let apple: AppleEquivalent?

}

/// A kind of object scripts hold: fields, methods, and how scripts reach it.
public struct APIClass: Sendable {
    /// The Lua class name (`tostring` and type definitions): `UIApplication`, `App`, ...
    public let name: String
    /// The variable it is usually held in (`application`, `app`, `timer`).
    public let variable: String
    public let summary: String
    public let apple: AppleEquivalent?
    public let fields: [APIField]
    public let methods: [APIFunction]
}

/// A global table of functions (`user`, `system`, `dispatch`, `notifications`, `expect`),
/// or of a class's constants (`UIApplication`).
public struct APILibrary: Sendable {
    public let name: String
    public let summary: String
    public let functions: [APIFunction]
    /// Values the table holds besides its functions.
    public var fields: [APIField] = []
    /// The running app's own objects, made when read in app code (`UIApplication.shared`,
    /// `UserDefaults.standard`); not keys of the table.
    public var objects: [APIField] = []
}

/// A key of `app{ delegate = {...} }`: the Lua short name of one app-delegate method.
public struct APIDelegateKey: Sendable {
    public let method: DelegateMethod
    /// The arguments after `application`.
    public let parameters: [APIParameter]
    public let returns: [APIType]
    public let summary: String
    public let since: Int
    public let deprecated: Int?

    public var name: String { method.shortName }
    public var selector: String { method.selector }
    public var notification: String? { method.notification?.rawValue }
    /// Whose table the key goes in: `delegate`, `scene_delegate` or `swiftui`.
    public var receiver: MessageRoute.Receiver { method.route.receiver }

    /// The table field of `app{}` holding this key.
    public var table: String { ReceiverBinding.of(receiver).field }

    /// The arguments a script's function receives, the first included.
    public var arguments: [APIParameter] {
        switch receiver {
        case .appDelegate, .notificationDelegate: [APIParameter("application", .object("UIApplication"))] + parameters
        case .sceneDelegate: [APIParameter("scene", .object("Scene"))] + parameters
        case .swiftUI: parameters
        }
    }

    /// The Lua function type a script writes for this key.
    public var type: APIType { .function(arguments, returns: returns) }
}

/// A field of `device{}`: `ios`, or one named switch of the profile.
public struct APIDeviceSwitch: Sendable {
    public let name: String
    /// `bool`, `seconds`, `integer`, or the accepted words joined by `|` (as ``ProfileSwitch/accepts``).
    public let accepts: String
    /// Where docs/ios-facts.md records it (or "applife" for a choice of the model).
    public let source: String
    public let summary: String

    public var type: APIType {
        switch accepts {
        case "bool": .boolean
        case "seconds": .number
        case "integer": .integer
        default: .words(accepts.split(separator: "|").map(String.init))
        }
    }

    /// The value on a device of this iOS version (`device{ ios = n }` with nothing else set).
    public func defaultValue(ios: Int) -> String {
        if name == "ios" { return String(ios) }
        return Profile(ios: ios).value(of: name)?.description ?? "—"
    }
}
