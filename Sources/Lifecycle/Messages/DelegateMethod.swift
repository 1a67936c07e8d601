/// Every method UIKit or SwiftUI calls in app code: the app delegate's (docs/reference.md), the
/// scene delegate's and SwiftUI's (docs/reference.md). Its key in scripts, selector, notifications,
/// arguments and versions are in its route (`MessageRoute.swift`).
///
///     DelegateMethod(shortName: "didEnterBackground")?.selector   // "applicationDidEnterBackground:"
///     DelegateMethod(key: "didBecomeActive", receiver: .sceneDelegate)   // .sceneDidBecomeActive
///     DelegateMethod(selector: "applicationWillTerminate:")       // .willTerminate
///     DelegateMethod.suggestion(for: "didEnterBackgroud")         // "didEnterBackground"
public enum DelegateMethod: String, Sendable, CaseIterable, CustomStringConvertible {
    case willFinishLaunching
    case didFinishLaunching
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    case didReceiveMemoryWarning
    case openURL
    case handleOpenURL
    case openURLSourceApplication
    case performFetch
    case didReceiveRemoteNotification
    // Remote-notification registration (the answer to registerForRemoteNotifications).
    case didRegisterForRemoteNotifications
    case didFailToRegisterForRemoteNotifications
    case handleEventsForBackgroundURLSession
    case performActionForShortcutItem
    case continueUserActivity
    case shouldSaveApplicationState
    case shouldRestoreApplicationState
    // The app delegate's scene-session methods (facts §8.2).
    case configurationForConnecting
    case didDiscardSceneSessions
    // Legacy launch and notification methods, activities, CloudKit, system events.
    case applicationDidFinishLaunching
    case didReceiveRemoteNotificationLegacy
    case didReceiveLocalNotification
    case willContinueUserActivityWithType
    case didFailToContinueUserActivity
    case userDidAcceptCloudKitShare
    case significantTimeChange
    case protectedDataWillBecomeUnavailable
    case protectedDataDidBecomeAvailable
    // UIWindowSceneDelegate.
    case sceneWillConnect
    case sceneDidDisconnect
    case sceneWillEnterForeground
    case sceneDidBecomeActive
    case sceneWillResignActive
    case sceneDidEnterBackground
    case sceneOpenURLContexts
    case sceneContinueUserActivity
    case scenePerformActionForShortcutItem
    case sceneStateRestorationActivity
    case sceneDidUpdateUserActivity
    case sceneWillContinueUserActivity
    case sceneDidFailToContinueUserActivity
    case sceneUserDidAcceptCloudKitShare
    // UNUserNotificationCenterDelegate (iOS 10+).
    case notificationWillPresent
    case notificationDidReceive
    case notificationOpenSettings
    // SwiftUI.
    case scenePhase
    case appPhase
    case openURLAction

    /// An app-delegate method by its key (`app{ delegate = { key = ... } }`).
    public init?(shortName: String) { self.init(key: shortName, receiver: .appDelegate) }

    /// A method by the key scripts give it in the receiver's table.
    public init?(key: String, receiver: MessageRoute.Receiver) {
        guard let m = Self.byKey[receiver]?[key] else { return nil }
        self = m
    }

    public init?(selector: String) {
        guard let m = Self.bySelector[selector] else { return nil }
        self = m
    }

    /// The key scripts use in the receiver's table (`didBecomeActive`, `scene_phase`).
    public var shortName: String { route.key }

    /// The methods a receiver has, in declaration order.
    public static func methods(of receiver: MessageRoute.Receiver) -> [DelegateMethod] {
        allCases.filter { $0.route.receiver == receiver }
    }

    private static let bySelector = Dictionary(uniqueKeysWithValues: allCases.map { ($0.selector, $0) })
    private static let byKey: [MessageRoute.Receiver: [String: DelegateMethod]] = Dictionary(
        grouping: allCases, by: { $0.route.receiver }
    ).mapValues { Dictionary(uniqueKeysWithValues: $0.map { ($0.shortName, $0) }) }

    /// A method by any name Apple's documentation and tutorials use for it: the selector with
    /// or without its last colon (`applicationDidEnterBackground`,
    /// `application:didFinishLaunchingWithOptions`), its last part
    /// (`didFinishLaunchingWithOptions`), or the Swift name
    /// (`application(_:didFinishLaunchingWithOptions:)`, `applicationDidEnterBackground(_:)`).
    /// Only the receiver's own methods answer (a scene delegate's key is not an app delegate's).
    /// SwiftUI's keys have no such names (their "selectors" describe modifiers).
    public init?(appleName name: String, receiver: MessageRoute.Receiver = .appDelegate) {
        guard receiver != .swiftUI else { return nil }
        let candidates = DelegateMethod.methods(of: receiver)
        if let m = candidates.first(where: { $0.selector == name }) {
            self = m
            return
        }
        let wanted = DelegateMethod.normalized(name)
        guard let m = candidates.first(where: { $0.appleNames.contains(wanted) }) else { return nil }
        self = m
    }

    /// The Apple spellings ``init(appleName:)`` accepts, normalized (no colons or parentheses).
    var appleNames: [String] {
        let parts = selector.split(separator: ":").map(String.init)
        var names = [parts.joined(separator: "")]
        if parts.count > 1 { names.append(parts[1]) }
        if let first = parts.first, parts.count == 1, first.hasPrefix("application") {
            names.append(String(first.dropFirst("application".count)).lowercasedFirst)
        }
        return names.map(DelegateMethod.normalized)
    }

    /// Drops `:`, `(`, `)`, `_` and spaces, so `application(_:didFinishLaunchingWithOptions:)`,
    /// `application:didFinishLaunchingWithOptions:` and `applicationdidFinishLaunchingWithOptions` meet.
    static func normalized(_ name: String) -> String {
        name.filter { !":()_ ".contains($0) }.lowercased()
    }

    /// Apple's Objective-C selector, as traces show it.
    public var selector: String { route.selector }

    /// The NSNotification UIKit posts with this method, if any (URL methods have none, [A2]).
    public var notification: AppNotification? { route.notifications.first }

    /// The nearest key of the receiver's methods to a misspelt one, for "did you mean …?".
    public static func suggestion(for name: String, receiver: MessageRoute.Receiver = .appDelegate) -> String? {
        Spelling.nearest(to: name, in: methods(of: receiver).map(\.shortName))
    }

    public var description: String { rawValue }

    /// The method's place in `allCases` (declaration order), for tables indexed by method:
    /// a case without a payload is stored as its number, one byte for up to 256 cases
    /// (`DelegateMethodTests` holds both).
    @inline(__always) public var ordinal: Int { withUnsafeBytes(of: self) { Int($0[0]) } }

    /// Hashes the case itself, not its name: a raw-valued enum hashes its `rawValue` (a
    /// String) by default, and the engine looks a method up at every callback.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// Whether the method exists on iOS `ios` (UIKit never calls one it does not know).
    public func exists(on ios: Int) -> Bool { Self.since[ordinal] <= ios }

    /// Each method's first iOS version, looked up once (every delivery asks).
    private static let since = allCases.map(\.route.since)
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
