/// One life-cycle event delivered to an app's code, with its arguments. The engine makes
/// a message, `Device.deliver` traces it under Apple's selector, hands it to the app's
/// delegate, and posts its notifications; the route table says where it goes.
///
///     delegate.receive(.openURL(url, OpenURLOptions(sourceApplication: "com.apple.mobilesafari")), application)
///     LifecycleMessage.didEnterBackground.method.selector   // "applicationDidEnterBackground:"
public enum LifecycleMessage {
    case willFinishLaunching(LaunchOptions)
    case didFinishLaunching(LaunchOptions)
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    case didReceiveMemoryWarning
    case openURL(AppURL, OpenURLOptions)
    case handleOpenURL(AppURL)
    case openURLSourceApplication(AppURL, sourceApplication: String?, annotation: String?)
    case performFetch(Completion)
    case didReceiveRemoteNotification(payload: [String: String], Completion)
    case handleEventsForBackgroundURLSession(identifier: String, Completion)
    case performActionForShortcutItem(type: String, Completion)
    case continueUserActivity(UserActivity)
    case shouldSaveApplicationState
    case shouldRestoreApplicationState
    case configurationForConnecting(SceneSessionInfo, ConnectionOptions)
    case didDiscardSceneSessions([SceneSessionInfo])
    case applicationDidFinishLaunching
    case didReceiveRemoteNotificationLegacy(payload: [String: String])
    case didReceiveLocalNotification(UserNotification)
    case willContinueUserActivityWithType(String)
    case userDidAcceptCloudKitShare(metadata: String)
    case significantTimeChange
    case protectedDataWillBecomeUnavailable
    case protectedDataDidBecomeAvailable
    case sceneWillConnect(SceneID, SceneSessionInfo, ConnectionOptions)
    case sceneDidDisconnect(SceneID)
    case sceneWillEnterForeground(SceneID)
    case sceneDidBecomeActive(SceneID)
    case sceneWillResignActive(SceneID)
    case sceneDidEnterBackground(SceneID)
    case sceneOpenURLContexts(SceneID, [URLContext])
    case sceneContinueUserActivity(SceneID, UserActivity)
    case scenePerformActionForShortcutItem(SceneID, type: String, Completion)
    case sceneStateRestorationActivity(SceneID)
    case sceneWillContinueUserActivity(SceneID, type: String)
    case sceneUserDidAcceptCloudKitShare(SceneID, metadata: String)
    case notificationWillPresent(UserNotification, Completion)
    case notificationDidReceive(NotificationResponse, Completion)
    case scenePhase(SceneID, from: ScenePhase, to: ScenePhase)
    case appPhase(from: ScenePhase, to: ScenePhase)
    case openURLAction(SceneID, AppURL)

    /// The delegate method this message calls.
    public var method: DelegateMethod {
        switch self {
        case .willFinishLaunching: return .willFinishLaunching
        case .didFinishLaunching: return .didFinishLaunching
        case .didBecomeActive: return .didBecomeActive
        case .willResignActive: return .willResignActive
        case .didEnterBackground: return .didEnterBackground
        case .willEnterForeground: return .willEnterForeground
        case .willTerminate: return .willTerminate
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarning
        case .openURL: return .openURL
        case .handleOpenURL: return .handleOpenURL
        case .openURLSourceApplication: return .openURLSourceApplication
        case .performFetch: return .performFetch
        case .didReceiveRemoteNotification: return .didReceiveRemoteNotification
        case .handleEventsForBackgroundURLSession: return .handleEventsForBackgroundURLSession
        case .performActionForShortcutItem: return .performActionForShortcutItem
        case .continueUserActivity: return .continueUserActivity
        case .shouldSaveApplicationState: return .shouldSaveApplicationState
        case .shouldRestoreApplicationState: return .shouldRestoreApplicationState
        case .configurationForConnecting: return .configurationForConnecting
        case .didDiscardSceneSessions: return .didDiscardSceneSessions
        case .applicationDidFinishLaunching: return .applicationDidFinishLaunching
        case .didReceiveRemoteNotificationLegacy: return .didReceiveRemoteNotificationLegacy
        case .didReceiveLocalNotification: return .didReceiveLocalNotification
        case .willContinueUserActivityWithType: return .willContinueUserActivityWithType
        case .userDidAcceptCloudKitShare: return .userDidAcceptCloudKitShare
        case .significantTimeChange: return .significantTimeChange
        case .protectedDataWillBecomeUnavailable: return .protectedDataWillBecomeUnavailable
        case .protectedDataDidBecomeAvailable: return .protectedDataDidBecomeAvailable
        case .sceneWillContinueUserActivity: return .sceneWillContinueUserActivity
        case .sceneUserDidAcceptCloudKitShare: return .sceneUserDidAcceptCloudKitShare
        case .notificationWillPresent: return .notificationWillPresent
        case .notificationDidReceive: return .notificationDidReceive
        case .sceneWillConnect: return .sceneWillConnect
        case .sceneDidDisconnect: return .sceneDidDisconnect
        case .sceneWillEnterForeground: return .sceneWillEnterForeground
        case .sceneDidBecomeActive: return .sceneDidBecomeActive
        case .sceneWillResignActive: return .sceneWillResignActive
        case .sceneDidEnterBackground: return .sceneDidEnterBackground
        case .sceneOpenURLContexts: return .sceneOpenURLContexts
        case .sceneContinueUserActivity: return .sceneContinueUserActivity
        case .scenePerformActionForShortcutItem: return .scenePerformActionForShortcutItem
        case .sceneStateRestorationActivity: return .sceneStateRestorationActivity
        case .scenePhase: return .scenePhase
        case .appPhase: return .appPhase
        case .openURLAction: return .openURLAction
        }
    }

    /// The scene the message is about, if any.
    public var scene: SceneID? {
        switch self {
        case .sceneWillConnect(let s, _, _), .sceneDidDisconnect(let s), .sceneWillEnterForeground(let s),
            .sceneDidBecomeActive(let s), .sceneWillResignActive(let s), .sceneDidEnterBackground(let s),
            .sceneOpenURLContexts(let s, _), .sceneContinueUserActivity(let s, _),
            .scenePerformActionForShortcutItem(let s, _, _), .sceneStateRestorationActivity(let s),
            .sceneWillContinueUserActivity(let s, _), .sceneUserDidAcceptCloudKitShare(let s, _),
            .scenePhase(let s, _, _), .openURLAction(let s, _):
            return s
        default:
            return nil
        }
    }

    /// The `userInfo` of the notification posted with it: the launch options for
    /// UIApplicationDidFinishLaunchingNotification ([S8]), none otherwise.
    var notificationUserInfo: LaunchOptions? {
        if case .didFinishLaunching(let options) = self, !options.isEmpty { return options }
        return nil
    }

    /// The phase change a SwiftUI message reports.
    var phaseChange: (from: ScenePhase, to: ScenePhase)? {
        switch self {
        case .scenePhase(_, let from, let to), .appPhase(let from, let to): return (from, to)
        default: return nil
        }
    }

    public var route: MessageRoute { method.route }
}

/// What app code answered a message: nothing, a Bool (launch methods, URL methods,
/// restoration), a name (a scene configuration) or a dictionary (a scene's restoration
/// activity). How an answer counts is the engine's rule for that sequence.
public enum MessageReply: Sendable, Equatable {
    case none
    case bool(Bool)
    case text(String)
    case dictionary([String: String])

    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
}
