/// Registering with the Apple Push Notification service: `registerForRemoteNotifications()`
/// (iOS 8) answers through the app delegate, on the main queue after the calling code
/// returns: `didRegisterForRemoteNotificationsWithDeviceToken:` with a token, or, for an app
/// without the `aps-environment` entitlement (`app{ push = true }`),
/// `didFailToRegisterForRemoteNotificationsWithError:`; so does a device without a network
/// connection (`system.network(false)`: APNs cannot be reached). No user prompt is involved. The
/// registration is a system record: it outlives the process; deleting the app forgets it,
/// and the next installation gets a new token.
///
///     try app.registerForRemoteNotifications()   // then delegate.didRegisterForRemoteNotifications
///     device.isRegisteredForRemoteNotifications(todo)   // true once registered
extension Device {
    func registerForRemoteNotifications(_ app: AppID) throws {
        try requireExecuting(app)
        try require(.registerForRemoteNotifications, by: app)
        let message: LifecycleMessage
        if !apps[app].spec.pushEntitlement {
            message = .didFailToRegisterForRemoteNotifications(.missingPushEntitlement(ios: profile.ios))
        } else if !conditions.network {
            message = .didFailToRegisterForRemoteNotifications(.offline)
        } else {
            apps[app].notifications.registeredForPush()
            message = .didRegisterForRemoteNotifications(deviceToken: deviceToken(app))
        }
        record(.log, app: app, name: "push", message: "registerForRemoteNotifications")
        try enqueueMain(app, after: 0) { [unowned self] in _ = self.deliverInForeground(app, message) }
    }

    func unregisterForRemoteNotifications(_ app: AppID) throws {
        try requireExecuting(app)
        try require(.unregisterForRemoteNotifications, by: app)
        apps[app].notifications.unregisteredForPush()
        record(.log, app: app, name: "push", message: "unregisterForRemoteNotifications")
    }

    /// `isRegisteredForRemoteNotifications`: registered and not unregistered since.
    public func isRegisteredForRemoteNotifications(_ app: AppID) -> Bool { apps[app].notifications.pushRegistered }

    /// The app's device token: 32 bytes in hex, the same for every process of one
    /// installation, different for another app or installation.
    public func deviceToken(_ app: AppID) -> String {
        let seed = "\(apps[app].spec.bundleID)#\(apps[app].notifications.installation)"
        return (0..<4).map { part in
            let hash = Self.mixed(Self.fnv1a(Array("\(seed)#\(part)".utf8)))
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
    private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// SplitMix64's finalizer: nearby inputs give unrelated-looking outputs.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

/// An `NSError` the system hands app code.
public struct SystemError: Sendable, Equatable {
    public var domain: String
    public var code: Int
    public var localizedDescription: String

    public init(domain: String, code: Int, localizedDescription: String) {
        self.domain = domain
        self.code = code
        self.localizedDescription = localizedDescription
    }

    /// No network connection, so APNs cannot be reached ("Registration might fail if the
    /// user's device isn't connected to the network"): NSURLErrorDomain -1009, the error of
    /// an offline request (UNVERIFIED: Apple names no error for it).
    static let offline = SystemError(
        domain: "NSURLErrorDomain", code: -1009, localizedDescription: "The Internet connection appears to be offline.")

    /// NSCocoaErrorDomain 3000, as devices log it (straight quotes before iOS 10).
    static func missingPushEntitlement(ios: Int) -> SystemError {
        let name = ios >= 10 ? "\u{201C}aps-environment\u{201D}" : "'aps-environment'"
        return SystemError(
            domain: "NSCocoaErrorDomain", code: 3000,
            localizedDescription: "no valid \(name) entitlement string found for application")
    }
}

extension Application {
    /// `registerForRemoteNotifications()` (iOS 8): the answer comes to the app delegate.
    public func registerForRemoteNotifications() throws { try device.registerForRemoteNotifications(id) }

    /// `unregisterForRemoteNotifications()`.
    public func unregisterForRemoteNotifications() throws { try device.unregisterForRemoteNotifications(id) }

    /// `isRegisteredForRemoteNotifications` (iOS 8).
    public var isRegisteredForRemoteNotifications: Bool { device.isRegisteredForRemoteNotifications(id) }
}
