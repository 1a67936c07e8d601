/// One life-cycle event delivered to an app's code: the method it calls and its arguments.
/// The engine makes a message, `Device.deliver` traces it under Apple's selector, hands it
/// to the app's delegate, and posts its notifications; the route table says where it goes.
/// `DelegateMethod` is the one list of methods: a message names its method once, in the
/// function that makes it.
///
///     delegate.receive(.openURL(url, OpenURLOptions(sourceApplication: "com.apple.mobilesafari")), application)
///     LifecycleMessage.didEnterBackground.method.selector   // "applicationDidEnterBackground:"
public struct LifecycleMessage {
    public let method: DelegateMethod
    /// The arguments after the `UIApplication`, in the order of the method's signature (a
    /// scene delegate's first argument is its scene).
    public let arguments: [MessageArgument]

    init(_ method: DelegateMethod, _ arguments: MessageArgument...) {
        self.method = method
        self.arguments = arguments
    }

    public var route: MessageRoute { method.route }

    /// The scene the message is about, if any.
    public var scene: SceneID? {
        for case .scene(let s) in arguments { return s }
        return nil
    }

    /// The `userInfo` of the notification posted with it: the launch options for
    /// UIApplicationDidFinishLaunchingNotification ([S8]), none otherwise.
    var notificationUserInfo: LaunchOptions? {
        guard method == .didFinishLaunching, case .launchOptions(let options)? = arguments.first, !options.isEmpty
        else { return nil }
        return options
    }

    /// The phase change a SwiftUI message reports.
    var phaseChange: (from: ScenePhase, to: ScenePhase)? {
        let phases = arguments.compactMap { argument -> ScenePhase? in
            if case .phase(let p) = argument { return p }
            return nil
        }
        return phases.count == 2 ? (phases[0], phases[1]) : nil
    }
}

/// A value a message carries to app code.
public enum MessageArgument {
    case scene(SceneID)
    case launchOptions(LaunchOptions)
    case url(AppURL)
    case openURLOptions(OpenURLOptions)
    /// A string, or nothing (`sourceApplication`, `annotation`).
    case text(String?)
    /// A push's payload (`userInfo`), nested as sent.
    case userInfo(UserInfo)
    /// A scene's restoration activity (string keys to string values).
    case restorationActivity([String: String])
    /// A handler the app must call, and what it takes.
    case completion(Completion, takes: CompletionValue)
    /// `continueUserActivity`'s restoration handler for this activity: app code may call it
    /// with objects, and UIKit calls restoreUserActivityState(_:) on each.
    case restorationHandler(UserActivity)
    case activity(UserActivity)
    /// A Home Screen quick action (`UIApplicationShortcutItem`).
    case shortcutItem(ShortcutItem)
    case session(SceneSessionInfo)
    case sessions([SceneSessionInfo])
    case connectionOptions(ConnectionOptions)
    case urlContexts([URLContext])
    /// A `UNNotification`; nil where Apple passes none (openSettingsFor from the Settings app).
    case notification(UserNotification?)
    /// iOS 4-9's `UILocalNotification`.
    case localNotification(UserNotification)
    case response(NotificationResponse)
    case phase(ScenePhase)
    /// An `NSError` the system reports (a failed registration).
    case error(SystemError)
}

/// What a completion handler takes from app code.
public enum CompletionValue: Sendable {
    /// Nothing (background URLSession events, a notification response).
    case nothing
    /// A `UIBackgroundFetchResult`.
    case fetchResult
    /// A quick action's `succeeded`.
    case succeeded
    /// willPresent's `UNNotificationPresentationOptions`.
    case presentationOptions
}

extension LifecycleMessage {
    public static func willFinishLaunching(_ options: LaunchOptions) -> Self {
        Self(.willFinishLaunching, .launchOptions(options))
    }
    public static func didFinishLaunching(_ options: LaunchOptions) -> Self {
        Self(.didFinishLaunching, .launchOptions(options))
    }
    public static var didBecomeActive: Self { Self(.didBecomeActive) }
    public static var willResignActive: Self { Self(.willResignActive) }
    public static var didEnterBackground: Self { Self(.didEnterBackground) }
    public static var willEnterForeground: Self { Self(.willEnterForeground) }
    public static var willTerminate: Self { Self(.willTerminate) }
    public static var didReceiveMemoryWarning: Self { Self(.didReceiveMemoryWarning) }
    public static func openURL(_ url: AppURL, _ options: OpenURLOptions) -> Self {
        Self(.openURL, .url(url), .openURLOptions(options))
    }
    public static func handleOpenURL(_ url: AppURL) -> Self { Self(.handleOpenURL, .url(url)) }
    public static func openURLSourceApplication(_ url: AppURL, sourceApplication: String?, annotation: String?) -> Self
    {
        Self(.openURLSourceApplication, .url(url), .text(sourceApplication), .text(annotation))
    }
    public static func performFetch(_ c: Completion) -> Self {
        Self(.performFetch, .completion(c, takes: .fetchResult))
    }
    public static func didReceiveRemoteNotification(payload: UserInfo, _ c: Completion) -> Self {
        Self(.didReceiveRemoteNotification, .userInfo(payload), .completion(c, takes: .fetchResult))
    }
    public static func didRegisterForRemoteNotifications(deviceToken: String) -> Self {
        Self(.didRegisterForRemoteNotifications, .text(deviceToken))
    }
    public static func didFailToRegisterForRemoteNotifications(_ error: SystemError) -> Self {
        Self(.didFailToRegisterForRemoteNotifications, .error(error))
    }
    public static func handleEventsForBackgroundURLSession(identifier: String, _ c: Completion) -> Self {
        Self(.handleEventsForBackgroundURLSession, .text(identifier), .completion(c, takes: .nothing))
    }
    public static func performActionForShortcutItem(_ item: ShortcutItem, _ c: Completion) -> Self {
        Self(.performActionForShortcutItem, .shortcutItem(item), .completion(c, takes: .succeeded))
    }
    public static func continueUserActivity(_ activity: UserActivity) -> Self {
        Self(.continueUserActivity, .activity(activity), .restorationHandler(activity))
    }
    /// The restoration activity stateRestorationActivity(for:) returned, for its last data.
    public static func sceneDidUpdateUserActivity(_ scene: SceneID, _ activity: [String: String]) -> Self {
        Self(.sceneDidUpdateUserActivity, .scene(scene), .restorationActivity(activity))
    }
    public static var shouldSaveApplicationState: Self { Self(.shouldSaveApplicationState) }
    public static var shouldRestoreApplicationState: Self { Self(.shouldRestoreApplicationState) }
    public static func configurationForConnecting(_ session: SceneSessionInfo, _ options: ConnectionOptions) -> Self {
        Self(.configurationForConnecting, .session(session), .connectionOptions(options))
    }
    public static func didDiscardSceneSessions(_ sessions: [SceneSessionInfo]) -> Self {
        Self(.didDiscardSceneSessions, .sessions(sessions))
    }
    public static var applicationDidFinishLaunching: Self { Self(.applicationDidFinishLaunching) }
    public static func didReceiveRemoteNotificationLegacy(payload: UserInfo) -> Self {
        Self(.didReceiveRemoteNotificationLegacy, .userInfo(payload))
    }
    public static func didReceiveLocalNotification(_ n: UserNotification) -> Self {
        Self(.didReceiveLocalNotification, .localNotification(n))
    }
    public static func willContinueUserActivityWithType(_ type: String) -> Self {
        Self(.willContinueUserActivityWithType, .text(type))
    }
    public static func didFailToContinueUserActivity(type: String, error: String) -> Self {
        Self(.didFailToContinueUserActivity, .text(type), .text(error))
    }
    public static func userDidAcceptCloudKitShare(metadata: String) -> Self {
        Self(.userDidAcceptCloudKitShare, .text(metadata))
    }
    public static var significantTimeChange: Self { Self(.significantTimeChange) }
    public static var protectedDataWillBecomeUnavailable: Self { Self(.protectedDataWillBecomeUnavailable) }
    public static var protectedDataDidBecomeAvailable: Self { Self(.protectedDataDidBecomeAvailable) }
    public static func sceneWillConnect(_ scene: SceneID, _ session: SceneSessionInfo, _ options: ConnectionOptions)
        -> Self
    {
        Self(.sceneWillConnect, .scene(scene), .session(session), .connectionOptions(options))
    }
    public static func sceneDidDisconnect(_ scene: SceneID) -> Self { Self(.sceneDidDisconnect, .scene(scene)) }
    public static func sceneWillEnterForeground(_ scene: SceneID) -> Self {
        Self(.sceneWillEnterForeground, .scene(scene))
    }
    public static func sceneDidBecomeActive(_ scene: SceneID) -> Self { Self(.sceneDidBecomeActive, .scene(scene)) }
    public static func sceneWillResignActive(_ scene: SceneID) -> Self { Self(.sceneWillResignActive, .scene(scene)) }
    public static func sceneDidEnterBackground(_ scene: SceneID) -> Self {
        Self(.sceneDidEnterBackground, .scene(scene))
    }
    public static func sceneOpenURLContexts(_ scene: SceneID, _ contexts: [URLContext]) -> Self {
        Self(.sceneOpenURLContexts, .scene(scene), .urlContexts(contexts))
    }
    public static func sceneContinueUserActivity(_ scene: SceneID, _ activity: UserActivity) -> Self {
        Self(.sceneContinueUserActivity, .scene(scene), .activity(activity))
    }
    public static func scenePerformActionForShortcutItem(_ scene: SceneID, _ item: ShortcutItem, _ c: Completion)
        -> Self
    {
        Self(.scenePerformActionForShortcutItem, .scene(scene), .shortcutItem(item), .completion(c, takes: .succeeded))
    }
    public static func sceneStateRestorationActivity(_ scene: SceneID) -> Self {
        Self(.sceneStateRestorationActivity, .scene(scene))
    }
    public static func sceneWillContinueUserActivity(_ scene: SceneID, type: String) -> Self {
        Self(.sceneWillContinueUserActivity, .scene(scene), .text(type))
    }
    public static func sceneDidFailToContinueUserActivity(_ scene: SceneID, type: String, error: String) -> Self {
        Self(.sceneDidFailToContinueUserActivity, .scene(scene), .text(type), .text(error))
    }
    public static func sceneUserDidAcceptCloudKitShare(_ scene: SceneID, metadata: String) -> Self {
        Self(.sceneUserDidAcceptCloudKitShare, .scene(scene), .text(metadata))
    }
    public static func notificationWillPresent(_ n: UserNotification, _ c: Completion) -> Self {
        Self(.notificationWillPresent, .notification(n), .completion(c, takes: .presentationOptions))
    }
    public static func notificationDidReceive(_ response: NotificationResponse, _ c: Completion) -> Self {
        Self(.notificationDidReceive, .response(response), .completion(c, takes: .nothing))
    }
    /// `notification` nil: the user came from the Settings app, not from a notification.
    public static func notificationOpenSettings(_ notification: UserNotification?) -> Self {
        Self(.notificationOpenSettings, .notification(notification))
    }
    public static func scenePhase(_ scene: SceneID, from: ScenePhase, to: ScenePhase) -> Self {
        Self(.scenePhase, .scene(scene), .phase(from), .phase(to))
    }
    public static func appPhase(from: ScenePhase, to: ScenePhase) -> Self { Self(.appPhase, .phase(from), .phase(to)) }
    public static func openURLAction(_ scene: SceneID, _ url: AppURL) -> Self {
        Self(.openURLAction, .scene(scene), .url(url))
    }
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
