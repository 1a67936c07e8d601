/// Where a life-cycle message goes: which delegate, under which selector, which
/// notifications UIKit posts with it, what the method takes and answers, and in which
/// iOS versions it exists. One table for every message, tested on its own.
///
///     DelegateMethod.didEnterBackground.route.notifications   // [.didEnterBackground]
///     DelegateMethod.openURL.route.since                      // 9
public struct MessageRoute: Sendable {
    /// The object UIKit (or SwiftUI) calls.
    public enum Receiver: String, Sendable, CaseIterable {
        /// `UIApplicationDelegate` (`app{ delegate = ... }`).
        case appDelegate
        /// `UIWindowSceneDelegate` (`app{ scene_delegate = ... }`), once per scene.
        case sceneDelegate
        /// SwiftUI's `onChange(of: scenePhase)` and `onOpenURL` (`app{ swiftui = ... }`).
        case swiftUI
        /// `UNUserNotificationCenterDelegate` (`app{ notification_delegate = ... }`), iOS 10+.
        case notificationDelegate

        /// How traces and warnings name the object (`AppDelegate`, `SceneDelegate`, …).
        public var objectName: String {
            switch self {
            case .appDelegate: return "AppDelegate"
            case .sceneDelegate: return "SceneDelegate"
            case .swiftUI: return "SwiftUI"
            case .notificationDelegate: return "UNUserNotificationCenterDelegate"
            }
        }
    }

    public let receiver: Receiver
    /// The key scripts use in the receiver's table.
    public let key: String
    /// Apple's selector (or SwiftUI's modifier), as traces show it.
    public let selector: String
    /// Posted right after the method returns (facts §2.0, C1 for the exception).
    public let notifications: [AppNotification]
    /// The method's arguments after the `UIApplication`, by the names scripts see.
    public let parameters: [MessageParameter]
    /// What the method returns, nil for void.
    public let returns: MessageValueType?
    /// The iOS version that introduced the method, and the one that deprecated it.
    public let since: Int
    public let deprecated: Int?
    /// Which apps UIKit calls it in (facts §8.2): an app delegate's UI-state, URL, activity,
    /// quick-action and restoration methods go to the scene delegate in a scene app, and
    /// the scene-session methods exist only there.
    public var apps: Apps = .every

    /// The apps a method is called in.
    public enum Apps: Sendable {
        case every, scenelessOnly, sceneAppsOnly

        /// Whether UIKit calls the method in an app of this life cycle.
        public func include(_ lifeCycle: LifeCycle) -> Bool {
            switch self {
            case .every: return true
            case .scenelessOnly: return !lifeCycle.usesScenes
            case .sceneAppsOnly: return lifeCycle.usesScenes
            }
        }
    }
}

/// A named argument of a life-cycle message.
public struct MessageParameter: Sendable, Equatable {
    public let name: String
    public let type: MessageValueType

    public init(_ name: String, _ type: MessageValueType) {
        self.name = name
        self.type = type
    }
}

/// The kinds of values messages carry, as the engine knows them; each binding maps them
/// to its own types.
public indirect enum MessageValueType: Sendable, Equatable {
    case string
    case boolean
    /// Anything (`annotation`).
    case any
    case optional(MessageValueType)
    /// One of a few words (`"newData"`, `"noData"`, `"failed"`).
    case words([String])
    /// String keys to values (a push's payload, `userInfo`, a restoration activity).
    case dictionary
    /// A structured value of the engine: `LaunchOptions`, `OpenURLOptions`, `UserActivity`, `Coder`.
    case record(String)
    /// A handler the app calls, with these arguments.
    case handler([MessageParameter])
    /// A scene of the app (`Scene`), or the scene's session (`SceneSession`).
    case scene
    case session
    /// A list of values of one type.
    case list(MessageValueType)
}

extension DelegateMethod {
    /// The route of this method.
    public var route: MessageRoute { Self.routes[ordinal] }

    /// Every method's route, built once (the engine reads one at every callback).
    private static let routes: [MessageRoute] = allCases.map { method in
        var route = method.baseRoute
        route.apps = method.apps
        return route
    }

    /// Which apps UIKit calls the method in (facts §8.2).
    private var apps: MessageRoute.Apps {
        switch self {
        case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground, .openURL, .handleOpenURL,
            .openURLSourceApplication, .continueUserActivity, .willContinueUserActivityWithType,
            .didFailToContinueUserActivity,
            .performActionForShortcutItem, .userDidAcceptCloudKitShare, .shouldSaveApplicationState,
            .shouldRestoreApplicationState:
            return .scenelessOnly
        case .configurationForConnecting, .didDiscardSceneSessions:
            return .sceneAppsOnly
        default:
            return .every
        }
    }

    private var baseRoute: MessageRoute {
        switch self {
        case .willFinishLaunching:
            return app(
                "application:willFinishLaunchingWithOptions:", [launchOptions], returns: .optional(.boolean), since: 6)
        case .didFinishLaunching:
            return app(
                "application:didFinishLaunchingWithOptions:", [launchOptions], returns: .optional(.boolean),
                posts: .didFinishLaunching, since: 3)
        case .didBecomeActive:
            return app("applicationDidBecomeActive:", posts: .didBecomeActive, since: 2)
        case .willResignActive:
            return app("applicationWillResignActive:", posts: .willResignActive, since: 2)
        case .didEnterBackground:
            return app("applicationDidEnterBackground:", posts: .didEnterBackground, since: 4)
        case .willEnterForeground:
            return app("applicationWillEnterForeground:", posts: .willEnterForeground, since: 4)
        case .willTerminate:
            return app("applicationWillTerminate:", posts: .willTerminate, since: 2)
        case .didReceiveMemoryWarning:
            return app("applicationDidReceiveMemoryWarning:", posts: .didReceiveMemoryWarning, since: 2)
        case .openURL:
            return app(
                "application:openURL:options:", [url, .init("options", .record("OpenURLOptions"))],
                returns: .boolean, since: 9)
        case .handleOpenURL:
            return app("application:handleOpenURL:", [url], returns: .boolean, since: 2, deprecated: 9)
        case .openURLSourceApplication:
            return app(
                "application:openURL:sourceApplication:annotation:",
                [url, .init("sourceApplication", .optional(.string)), .init("annotation", .any)],
                returns: .boolean, since: 4, deprecated: 9)
        case .performFetch:
            return app("application:performFetchWithCompletionHandler:", [fetchCompletion], since: 7, deprecated: 13)
        case .didReceiveRemoteNotification:
            return app(
                "application:didReceiveRemoteNotification:fetchCompletionHandler:",
                [.init("userInfo", .dictionary), fetchCompletion], since: 7)
        case .didRegisterForRemoteNotifications:
            return app(
                "application:didRegisterForRemoteNotificationsWithDeviceToken:", [.init("deviceToken", .string)],
                since: 3)
        case .didFailToRegisterForRemoteNotifications:
            return app(
                "application:didFailToRegisterForRemoteNotificationsWithError:",
                [.init("error", .record("NSError"))], since: 3)
        case .handleEventsForBackgroundURLSession:
            return app(
                "application:handleEventsForBackgroundURLSession:completionHandler:",
                [.init("identifier", .string), .init("completion", .handler([]))], since: 7)
        case .performActionForShortcutItem:
            return app(
                "application:performActionForShortcutItem:completionHandler:",
                [
                    .init("shortcutItem", .record("ShortcutItem")),
                    .init("completion", .handler([.init("succeeded", .boolean)])),
                ],
                since: 9)
        case .continueUserActivity:
            return app(
                "application:continueUserActivity:restorationHandler:",
                [
                    .init("userActivity", .record("UserActivity")),
                    .init("restorationHandler", .handler([.init("objects", .record("RestorableObjects"))])),
                ],
                returns: .boolean, since: 8)
        case .shouldSaveApplicationState:
            return app("application:shouldSaveApplicationState:", [coder], returns: .boolean, since: 6)
        case .shouldRestoreApplicationState:
            return app("application:shouldRestoreApplicationState:", [coder], returns: .boolean, since: 6)
        case .configurationForConnecting:
            return app(
                "application:configurationForConnectingSceneSession:options:",
                [.init("session", .session), connectionOptions], returns: .optional(.string), since: 13)
        case .didDiscardSceneSessions:
            return app("application:didDiscardSceneSessions:", [.init("sessions", .list(.session))], since: 13)
        case .applicationDidFinishLaunching:
            return app("applicationDidFinishLaunching:", posts: .didFinishLaunching, since: 2)
        case .didReceiveRemoteNotificationLegacy:
            return app(
                "application:didReceiveRemoteNotification:", [.init("userInfo", .dictionary)], since: 3,
                deprecated: 10)
        case .didReceiveLocalNotification:
            return app(
                "application:didReceiveLocalNotification:", [.init("notification", .record("UILocalNotification"))],
                since: 4, deprecated: 10)
        case .willContinueUserActivityWithType:
            return app("application:willContinueUserActivityWithType:", [activityType], returns: .boolean, since: 8)
        case .didFailToContinueUserActivity:
            return app(
                "application:didFailToContinueUserActivityWithType:error:", [activityType, activityError], since: 8)
        case .userDidAcceptCloudKitShare:
            return app("application:userDidAcceptCloudKitShareWithMetadata:", [shareMetadata], since: 10)
        case .significantTimeChange:
            return app("applicationSignificantTimeChange:", posts: .significantTimeChange, since: 2)
        case .protectedDataWillBecomeUnavailable:
            return app(
                "applicationProtectedDataWillBecomeUnavailable:", posts: .protectedDataWillBecomeUnavailable,
                since: 4)
        case .protectedDataDidBecomeAvailable:
            return app("applicationProtectedDataDidBecomeAvailable:", posts: .protectedDataDidBecomeAvailable, since: 4)
        case .sceneWillConnect:
            return scene(
                "willConnect", "scene:willConnectToSession:options:", [.init("session", .session), connectionOptions],
                posts: .sceneWillConnect)
        case .sceneDidDisconnect:
            return scene("didDisconnect", "sceneDidDisconnect:", posts: .sceneDidDisconnect)
        case .sceneWillEnterForeground:
            return scene("willEnterForeground", "sceneWillEnterForeground:", posts: .sceneWillEnterForeground)
        case .sceneDidBecomeActive:
            return scene("didBecomeActive", "sceneDidBecomeActive:", posts: .sceneDidActivate)
        case .sceneWillResignActive:
            return scene("willResignActive", "sceneWillResignActive:", posts: .sceneWillDeactivate)
        case .sceneDidEnterBackground:
            return scene("didEnterBackground", "sceneDidEnterBackground:", posts: .sceneDidEnterBackground)
        case .sceneOpenURLContexts:
            return scene("openURLContexts", "scene:openURLContexts:", [.init("contexts", .list(.record("URLContext")))])
        case .sceneContinueUserActivity:
            return scene(
                "continueUserActivity", "scene:continueUserActivity:", [.init("userActivity", .record("UserActivity"))])
        case .scenePerformActionForShortcutItem:
            return scene(
                "performActionForShortcutItem", "windowScene:performActionForShortcutItem:completionHandler:",
                [
                    .init("shortcutItem", .record("ShortcutItem")),
                    .init("completion", .handler([.init("succeeded", .boolean)])),
                ])
        case .sceneStateRestorationActivity:
            return scene(
                "stateRestorationActivity", "stateRestorationActivityForScene:", returns: .optional(.dictionary))
        case .sceneDidUpdateUserActivity:
            return scene(
                "didUpdateUserActivity", "scene:didUpdateUserActivity:", [.init("userActivity", .dictionary)])
        case .sceneWillContinueUserActivity:
            return scene("willContinueUserActivityWithType", "scene:willContinueUserActivityWithType:", [activityType])
        case .sceneDidFailToContinueUserActivity:
            return scene(
                "didFailToContinueUserActivity", "scene:didFailToContinueUserActivityWithType:error:",
                [activityType, activityError])
        case .sceneUserDidAcceptCloudKitShare:
            return scene(
                "userDidAcceptCloudKitShare", "windowScene:userDidAcceptCloudKitShareWithMetadata:", [shareMetadata])
        case .notificationWillPresent:
            return MessageRoute(
                receiver: .notificationDelegate, key: "willPresent",
                selector: "userNotificationCenter:willPresentNotification:withCompletionHandler:", notifications: [],
                parameters: [
                    notificationArgument,
                    .init(
                        "completion",
                        .handler([.init("options", .list(.words(PresentationOption.allCases.map(\.rawValue))))])),
                ],
                returns: nil, since: 10, deprecated: nil)
        case .notificationDidReceive:
            return MessageRoute(
                receiver: .notificationDelegate, key: "didReceive",
                selector: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                notifications: [],
                parameters: [.init("response", .record("UNNotificationResponse")), .init("completion", .handler([]))],
                returns: nil, since: 10, deprecated: nil)
        case .notificationOpenSettings:
            return MessageRoute(
                receiver: .notificationDelegate, key: "openSettingsFor",
                selector: "userNotificationCenter:openSettingsForNotification:", notifications: [],
                parameters: [.init("notification", .optional(.record("UNNotification")))],
                returns: nil, since: 12, deprecated: nil)
        case .scenePhase:
            return swiftUI(
                "scene_phase", "onChange(of: scenePhase)",
                [.init("scene", .scene), .init("old", phase), .init("new", phase)])
        case .appPhase:
            return swiftUI("app_phase", "App.onChange(of: scenePhase)", [.init("old", phase), .init("new", phase)])
        case .openURLAction:
            return swiftUI("open_url", "onOpenURL(perform:)", [.init("scene", .scene), .init("url", .string)])
        }
    }

    private static let connectionOptions = MessageParameter("options", .record("ConnectionOptions"))
    private static let phase = MessageValueType.words(ScenePhase.allCases.map(\.rawValue))
    private var connectionOptions: MessageParameter { Self.connectionOptions }
    private var phase: MessageValueType { Self.phase }

    private static let notificationParameter = MessageParameter("notification", .record("UNNotification"))
    private static let activityTypeParameter = MessageParameter("userActivityType", .string)
    private static let shareParameter = MessageParameter("cloudKitShareMetadata", .string)
    private var notificationArgument: MessageParameter { Self.notificationParameter }
    private var activityType: MessageParameter { Self.activityTypeParameter }
    private var activityError: MessageParameter { MessageParameter("error", .string) }
    private var shareMetadata: MessageParameter { Self.shareParameter }

    private static let launchOptions = MessageParameter("options", .optional(.record("LaunchOptions")))
    private static let url = MessageParameter("url", .string)
    private static let coder = MessageParameter("coder", .record("Coder"))
    private static let fetchCompletion = MessageParameter(
        "completion", .handler([.init("result", .words(FetchResult.allCases.map(\.rawValue)))]))

    private var launchOptions: MessageParameter { Self.launchOptions }
    private var url: MessageParameter { Self.url }
    private var coder: MessageParameter { Self.coder }
    private var fetchCompletion: MessageParameter { Self.fetchCompletion }

    private func app(
        _ selector: String, _ parameters: [MessageParameter] = [], returns: MessageValueType? = nil,
        posts notification: AppNotification? = nil, since: Int, deprecated: Int? = nil
    ) -> MessageRoute {
        MessageRoute(
            receiver: .appDelegate, key: rawValue, selector: selector, notifications: notification.map { [$0] } ?? [],
            parameters: parameters, returns: returns, since: since, deprecated: deprecated)
    }

    /// A scene-delegate method: its first argument is the scene (not listed).
    private func scene(
        _ key: String, _ selector: String, _ parameters: [MessageParameter] = [], returns: MessageValueType? = nil,
        posts notification: AppNotification? = nil, since: Int = 13
    ) -> MessageRoute {
        MessageRoute(
            receiver: .sceneDelegate, key: key, selector: selector, notifications: notification.map { [$0] } ?? [],
            parameters: parameters, returns: returns, since: since, deprecated: nil)
    }

    private func swiftUI(_ key: String, _ selector: String, _ parameters: [MessageParameter]) -> MessageRoute {
        MessageRoute(
            receiver: .swiftUI, key: key, selector: selector, notifications: [], parameters: parameters, returns: nil,
            since: 14, deprecated: nil)
    }
}
