/// An app's keychain items (generic passwords, `kSecClassGenericPassword`): kept by the
/// device, outside the app's container, so they outlive every process, reboots, offloading
/// and (as observed, `keychainSurvivesDeletion`) the app's deletion. Each item has an
/// accessibility class that says when its data can be read.
///
///     keychain.add(KeychainKey(service: "api", account: "me"), KeychainItem(data: "t0k", accessibility: .afterFirstUnlock))
struct Keychain {
    /// The most items one app may keep, applife's own bound.
    static let itemLimit = 1_000
    /// The most bytes one item's data may take, applife's own bound.
    static let dataLimit = 64 * 1024

    private(set) var items: [KeychainKey: KeychainItem] = [:]

    var keys: [KeychainKey] { items.keys.sorted() }

    subscript(key: KeychainKey) -> KeychainItem? { items[key] }

    mutating func store(_ item: KeychainItem, at key: KeychainKey) { items[key] = item }
    mutating func remove(_ key: KeychainKey) { items[key] = nil }
    mutating func removeAll() { items = [:] }
}

/// What identifies a generic password: `kSecAttrService` and `kSecAttrAccount`.
public struct KeychainKey: Hashable, Comparable, Sendable {
    public var service: String
    public var account: String

    public init(service: String, account: String) {
        self.service = service
        self.account = account
    }

    public static func < (a: KeychainKey, b: KeychainKey) -> Bool { (a.service, a.account) < (b.service, b.account) }

    var words: String { "\(service)/\(account)" }
}

/// One item: its data (`kSecValueData`, as text) and its accessibility class.
public struct KeychainItem: Equatable, Sendable {
    public var data: String
    public var accessibility: KeychainAccessibility

    public init(data: String, accessibility: KeychainAccessibility = .whenUnlocked) {
        self.data = data
        self.accessibility = accessibility
    }
}

/// `kSecAttrAccessible…`: when an item's data can be read, on a device with a passcode.
///
/// | class | while locked | before the first unlock | without a passcode |
/// |---|---|---|---|
/// | `whenUnlocked` (the default) | no | no | yes |
/// | `afterFirstUnlock` | yes | no | yes |
/// | `whenPasscodeSetThisDeviceOnly` | no | no | cannot be stored |
/// | `whenUnlockedThisDeviceOnly` | no | no | yes |
/// | `afterFirstUnlockThisDeviceOnly` | yes | no | yes |
///
/// "ThisDeviceOnly" only keeps an item out of backups, which applife does not model.
public enum KeychainAccessibility: String, Sendable, CaseIterable {
    case whenUnlocked, afterFirstUnlock, whenPasscodeSetThisDeviceOnly, whenUnlockedThisDeviceOnly
    case afterFirstUnlockThisDeviceOnly

    func allowsAccess(locked: Bool, beforeFirstUnlock: Bool) -> Bool {
        switch self {
        case .afterFirstUnlock, .afterFirstUnlockThisDeviceOnly: return !beforeFirstUnlock
        case .whenUnlocked, .whenUnlockedThisDeviceOnly, .whenPasscodeSetThisDeviceOnly:
            return !locked && !beforeFirstUnlock
        }
    }

    /// Apple's constant, as the trace names it.
    var constant: String {
        "kSecAttrAccessible" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// The `OSStatus` a keychain call returns.
public enum KeychainStatus: Int, Sendable, CaseIterable {
    case success = 0
    case param = -50
    case notAvailable = -25291
    case duplicateItem = -25299
    case itemNotFound = -25300
    case interactionNotAllowed = -25308

    /// Apple's constant (`errSecItemNotFound`).
    public var name: String {
        switch self {
        case .success: return "errSecSuccess"
        case .param: return "errSecParam"
        case .notAvailable: return "errSecNotAvailable"
        case .duplicateItem: return "errSecDuplicateItem"
        case .itemNotFound: return "errSecItemNotFound"
        case .interactionNotAllowed: return "errSecInteractionNotAllowed"
        }
    }
}
