/// The `UIApplication` and `UIScene` notifications, by Apple's exact names.
///
///     application.observe(AppNotification.didEnterBackground.rawValue) { … }
public enum AppNotification: String, Sendable, CaseIterable {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"
    case didReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
    // Per scene (iOS 13+, facts §8.1).
    case sceneWillConnect = "UISceneWillConnectNotification"
    case sceneDidDisconnect = "UISceneDidDisconnectNotification"
    case sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"
    case sceneDidActivate = "UISceneDidActivateNotification"
    case sceneWillDeactivate = "UISceneWillDeactivateNotification"
    case sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"

    /// Whether a scene posts it (rather than the application).
    public var isSceneNotification: Bool { rawValue.hasPrefix("UIScene") }
}
