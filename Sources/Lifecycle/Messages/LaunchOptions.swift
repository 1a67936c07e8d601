/// Why the app was launched: the `launchOptions` dictionary of will/didFinishLaunching,
/// keyed by the Swift names of `UIApplication.LaunchOptionsKey` (facts §3).
///
///     LaunchOptions()                                  // icon tap: empty (Lua sees nil)
///     LaunchOptions(url: "todolist://item/4", sourceApplication: "com.apple.mobilesafari")
///
/// Payload dictionaries are `[String: String]`; every encoder sorts their keys, so output stays deterministic.
public struct LaunchOptions: Sendable, Equatable {
    public var url: String?
    public var sourceApplication: String?
    public var annotation: String?
    public var remoteNotification: [String: String]?
    public var localNotification: [String: String]?
    public var location: Bool
    public var bluetoothCentrals: [String]
    public var bluetoothPeripherals: [String]
    /// The quick action chosen, whole (its subtitle, icon and `userInfo`).
    public var shortcutItem: ShortcutItem?
    public var userActivityType: String?
    public var cloudKitShareMetadata: String?

    public init(
        url: String? = nil, sourceApplication: String? = nil, annotation: String? = nil,
        remoteNotification: [String: String]? = nil, localNotification: [String: String]? = nil,
        location: Bool = false, bluetoothCentrals: [String] = [], bluetoothPeripherals: [String] = [],
        shortcutItem: ShortcutItem? = nil, userActivityType: String? = nil, cloudKitShareMetadata: String? = nil
    ) {
        self.url = url
        self.sourceApplication = sourceApplication
        self.annotation = annotation
        self.remoteNotification = remoteNotification
        self.localNotification = localNotification
        self.location = location
        self.bluetoothCentrals = bluetoothCentrals
        self.bluetoothPeripherals = bluetoothPeripherals
        self.shortcutItem = shortcutItem
        self.userActivityType = userActivityType
        self.cloudKitShareMetadata = cloudKitShareMetadata
    }

    /// True for a plain launch from the icon (UIKit passes nil).
    public var isEmpty: Bool { self == LaunchOptions() }

    /// The keys present, in a fixed order, for traces and the binding.
    public var presentKeys: [String] {
        var keys: [String] = []
        if url != nil { keys.append("url") }
        if sourceApplication != nil { keys.append("sourceApplication") }
        if annotation != nil { keys.append("annotation") }
        if remoteNotification != nil { keys.append("remoteNotification") }
        if localNotification != nil { keys.append("localNotification") }
        if location { keys.append("location") }
        if !bluetoothCentrals.isEmpty { keys.append("bluetoothCentrals") }
        if !bluetoothPeripherals.isEmpty { keys.append("bluetoothPeripherals") }
        if shortcutItem != nil { keys.append("shortcutItem") }
        if userActivityType != nil { keys.append("userActivityDictionary") }
        if cloudKitShareMetadata != nil { keys.append("cloudKitShareMetadata") }
        return keys
    }
}
