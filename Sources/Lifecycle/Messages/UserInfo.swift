/// A notification's `userInfo`, nested as it was sent: a push's whole payload as APNs
/// delivered it (its `aps` dictionary and the app's own keys), or what app code put in a
/// request's content. Keys are strings; values are property-list values (`StoredValue`:
/// strings, numbers, booleans, lists and dictionaries of them), kept sorted by key so every
/// output made from it is in one order. It is also a push's launch option
/// (`UIApplication.LaunchOptionsKey.remoteNotification` is the payload dictionary).
///
///     let payload: UserInfo = ["aps": ["alert": "Hi", "badge": 3], "id": 7]
///     payload["aps"]?["alert"]           // .string("Hi")
///     payload.value(at: "aps", "badge")  // .integer(3)
public struct UserInfo: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The top-level keys and their values, sorted by key, each key once.
    public let entries: [(key: String, value: StoredValue)]

    /// From unordered pairs (a repeated key keeps its last value).
    public init(_ pairs: [(String, StoredValue)] = []) {
        guard case .table(let sorted) = StoredValue.table(sorting: pairs) else { fatalError("a table") }
        entries = sorted
    }

    public init(dictionaryLiteral elements: (String, StoredValue)...) { self.init(elements) }

    public static func == (a: UserInfo, b: UserInfo) -> Bool { a.value == b.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// The whole dictionary as one value.
    public var value: StoredValue { .table(entries) }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value of a top-level key.
    public subscript(key: String) -> StoredValue? { entries.first { $0.key == key }?.value }

    /// The value at a path of dictionary keys (`value(at: "aps", "alert")`).
    public func value(at path: String...) -> StoredValue? {
        guard let first = path.first else { return nil }
        return path.dropFirst().reduce(self[first]) { $0?[$1] }
    }

    /// How deep it nests: 1 for a dictionary of strings, numbers and booleans.
    public var depth: Int { value.depth }

    /// The bytes of its text (keys, strings, numbers and booleans as they print): what its
    /// bounds count (`NotificationLimits.contentBytes`, `payloadBytes`).
    public var textBytes: Int { value.textBytes }
}
