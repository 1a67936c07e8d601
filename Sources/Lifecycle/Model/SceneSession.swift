/// Identifies a `UISceneSession`: what the system keeps of a window across disconnects,
/// terminations and reboots until the user (or the app) discards it.
public struct SessionID: Hashable, Sendable, CustomStringConvertible {
    public let app: AppID
    public let number: Int
    public var description: String { "\(app)-session-\(number)" }
}

/// A scene session as the system keeps it.
struct SessionRecord {
    let id: SessionID
    /// `UISceneConfiguration.name`, from configurationForConnecting (or the default).
    var configuration: String
    /// `stateRestorationActivity`: saved when the scene enters the background, handed back
    /// at the next connection (facts §8.1, scenes §A.11).
    var restorationActivity: [String: String]?
}

/// `UIScene.ConnectionOptions`: why a scene connects (scenes §A.6). Empty for a tap on the icon.
public struct ConnectionOptions: Sendable, Equatable {
    public var urlContexts: [URLContext] = []
    public var userActivities: [UserActivity] = []
    public var shortcutItem: ShortcutItem?
    /// The tapped notification's payload (`notificationResponse`).
    public var notificationResponse: [String: String]?
    public var cloudKitShareMetadata: String?
    public var sourceApplication: String?
    /// The type of a Handoff activity still on its way: the activity itself comes after the
    /// connection, through `scene(_:continue:)` (Apple: `userActivities` "doesn't contain user
    /// activity objects related to Handoff").
    public var handoffUserActivityType: String?

    public init() {}

    public var isEmpty: Bool { self == ConnectionOptions() }
}

/// `UIOpenURLContext`: a URL with its open options.
public struct URLContext: Sendable, Equatable {
    public var url: AppURL
    public var options: OpenURLOptions
}

/// What the app's code sees of a session (`scene.session`).
public struct SceneSessionInfo: Sendable, Equatable {
    public var id: SessionID
    /// `persistentIdentifier`: stable across launches.
    public var persistentIdentifier: String
    public var configuration: String
    public var stateRestorationActivity: [String: String]?
}
