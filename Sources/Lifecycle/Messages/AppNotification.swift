/// The `UIApplication` and `UIScene` notifications, and Foundation's power-state one, by
/// Apple's exact names.
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
    case significantTimeChange = "UIApplicationSignificantTimeChangeNotification"
    case protectedDataWillBecomeUnavailable = "UIApplicationProtectedDataWillBecomeUnavailable"
    case protectedDataDidBecomeAvailable = "UIApplicationProtectedDataDidBecomeAvailable"
    case backgroundRefreshStatusDidChange = "UIApplicationBackgroundRefreshStatusDidChangeNotification"
    case userDidTakeScreenshot = "UIApplicationUserDidTakeScreenshotNotification"
    /// Low Power Mode changed (iOS 9; `ProcessInfo.isLowPowerModeEnabled`).
    case powerStateDidChange = "NSProcessInfoPowerStateDidChangeNotification"
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

/// A notification as an observer receives it: its name, the scene that posted it (UIScene
/// notifications), and its `userInfo` (the launch options of
/// UIApplicationDidFinishLaunchingNotification).
public struct PostedNotification: Sendable, Equatable {
    public var name: String
    public var scene: SceneID?
    public var userInfo: LaunchOptions?
}
