/// Which table of `main`'s result a delegate method goes in.
public enum DelegateRole: String, Sendable, CaseIterable {
    case appDelegate = "delegate"
    case sceneDelegate = "scene_delegate"
    case notificationDelegate = "notification_delegate"
    case swiftUI = "swiftui"
}

/// Swift delegate methods, named as Swift spells them (`name(label:label:)`), and the
/// applife key each becomes (docs/reference.md, "Delegate keys and Apple selectors").
enum DelegateKeys {
    static let appDelegate: [String: String] = [
        "application(_:willFinishLaunchingWithOptions:)": "willFinishLaunching",
        "application(_:didFinishLaunchingWithOptions:)": "didFinishLaunching",
        "applicationDidFinishLaunching(_:)": "applicationDidFinishLaunching",
        "applicationDidBecomeActive(_:)": "didBecomeActive",
        "applicationWillResignActive(_:)": "willResignActive",
        "applicationDidEnterBackground(_:)": "didEnterBackground",
        "applicationWillEnterForeground(_:)": "willEnterForeground",
        "applicationWillTerminate(_:)": "willTerminate",
        "applicationDidReceiveMemoryWarning(_:)": "didReceiveMemoryWarning",
        "applicationSignificantTimeChange(_:)": "significantTimeChange",
        "applicationProtectedDataWillBecomeUnavailable(_:)": "protectedDataWillBecomeUnavailable",
        "applicationProtectedDataDidBecomeAvailable(_:)": "protectedDataDidBecomeAvailable",
        "application(_:open:options:)": "openURL",
        "application(_:performFetchWithCompletionHandler:)": "performFetch",
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)": "didReceiveRemoteNotification",
        "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)": "didRegisterForRemoteNotifications",
        "application(_:didFailToRegisterForRemoteNotificationsWithError:)": "didFailToRegisterForRemoteNotifications",
        "application(_:handleEventsForBackgroundURLSession:completionHandler:)": "handleEventsForBackgroundURLSession",
        "application(_:performActionFor:completionHandler:)": "performActionForShortcutItem",
        "application(_:continue:restorationHandler:)": "continueUserActivity",
        "application(_:shouldSaveApplicationState:)": "shouldSaveApplicationState",
        "application(_:shouldSaveSecureApplicationState:)": "shouldSaveApplicationState",
        "application(_:shouldRestoreApplicationState:)": "shouldRestoreApplicationState",
        "application(_:shouldRestoreSecureApplicationState:)": "shouldRestoreApplicationState",
        "application(_:configurationForConnecting:options:)": "configurationForConnecting",
        "application(_:didDiscardSceneSessions:)": "didDiscardSceneSessions",
    ]

    static let sceneDelegate: [String: String] = [
        "scene(_:willConnectTo:options:)": "willConnect",
        "sceneDidDisconnect(_:)": "didDisconnect",
        "sceneWillEnterForeground(_:)": "willEnterForeground",
        "sceneDidBecomeActive(_:)": "didBecomeActive",
        "sceneWillResignActive(_:)": "willResignActive",
        "sceneDidEnterBackground(_:)": "didEnterBackground",
        "scene(_:openURLContexts:)": "openURLContexts",
        "scene(_:continue:)": "continueUserActivity",
        "windowScene(_:performActionFor:completionHandler:)": "performActionForShortcutItem",
        "stateRestorationActivity(for:)": "stateRestorationActivity",
        "scene(_:didUpdate:)": "didUpdateUserActivity",
    ]

    static let notificationDelegate: [String: String] = [
        "userNotificationCenter(_:willPresent:withCompletionHandler:)": "willPresent",
        "userNotificationCenter(_:didReceive:withCompletionHandler:)": "didReceive",
    ]

    /// The role and key of a method of a type with `roles`, or nil when it is not a delegate
    /// method (a helper, followed when called).
    static func key(_ selector: String, roles: Set<DelegateRole>) -> (DelegateRole, String)? {
        if roles.contains(.appDelegate), let key = appDelegate[selector] { return (.appDelegate, key) }
        if roles.contains(.sceneDelegate), let key = sceneDelegate[selector] { return (.sceneDelegate, key) }
        if roles.contains(.notificationDelegate), let key = notificationDelegate[selector] {
            return (.notificationDelegate, key)
        }
        return nil
    }

    /// The role a conformance names.
    static func role(conformance: String) -> DelegateRole? {
        switch conformance {
        case "UIApplicationDelegate": return .appDelegate
        case "UIWindowSceneDelegate", "UISceneDelegate": return .sceneDelegate
        case "UNUserNotificationCenterDelegate": return .notificationDelegate
        default: return nil
        }
    }
}
