import MessageCatalog

/// The iOS APIs app code calls through `Application`, with the version each appeared in
/// (and was deprecated in). Calling one the profile's iOS does not have is what it was on a
/// real device: an uncaught `NSInvalidArgumentException` (unrecognized selector), so the
/// app crashes with a message naming the version.
///
///     AppAPI.setBadgeCount.since        // 16
///     try app.setBadgeCount(3)          // on iOS 15: crash "-[UNUserNotificationCenter
///                                       //  setBadgeCount:withCompletionHandler:]: unrecognized selector …"
public enum AppAPI: String, Sendable, CaseIterable {
    case applicationState
    case applicationIconBadgeNumber
    case backgroundTimeRemaining
    case beginBackgroundTask
    case beginBackgroundTaskWithName
    case endBackgroundTask
    case registerUserNotificationSettings
    case requestAuthorization
    case openURL
    case openURLWithCompletion
    case canOpenURL
    case setBadgeCount
    case setMinimumBackgroundFetchInterval
    case registerTask
    case submitTask
    case isProtectedDataAvailable
    case sharedScheduler
    case cancelTaskRequest
    case cancelAllTaskRequests
    case getPendingTaskRequests
    case shortcutItems
    case connectedScenes
    case openSessions
    case requestSceneSessionActivation
    case requestSceneSessionDestruction
    // UNUserNotificationCenter (iOS 10).
    case currentNotificationCenter
    case addNotificationRequest
    case getPendingNotificationRequests
    case removePendingNotificationRequests
    case removeAllPendingNotificationRequests
    case getDeliveredNotifications
    case removeDeliveredNotifications
    case removeAllDeliveredNotifications
    case getNotificationSettings
    case setNotificationCategories
    case getNotificationCategories
    case notificationCenterDelegate
    // Remote notifications and Background App Refresh.
    case registerForRemoteNotifications
    case unregisterForRemoteNotifications
    case isRegisteredForRemoteNotifications
    case backgroundRefreshStatus
    // ProcessInfo (Foundation).
    case isLowPowerModeEnabled
    case performExpiringActivity

    /// The class that answers the message, as the crash names it.
    public var receiver: String {
        switch self {
        case .requestAuthorization, .setBadgeCount, .currentNotificationCenter, .addNotificationRequest,
            .getPendingNotificationRequests, .removePendingNotificationRequests, .removeAllPendingNotificationRequests,
            .getDeliveredNotifications, .removeDeliveredNotifications, .removeAllDeliveredNotifications,
            .getNotificationSettings, .setNotificationCategories, .getNotificationCategories,
            .notificationCenterDelegate:
            return "UNUserNotificationCenter"
        case .registerTask, .submitTask, .sharedScheduler, .cancelTaskRequest, .cancelAllTaskRequests,
            .getPendingTaskRequests:
            return "BGTaskScheduler"
        case .isLowPowerModeEnabled, .performExpiringActivity: return "NSProcessInfo"
        default: return "UIApplication"
        }
    }

    /// Whether the class answers it (`+[UNUserNotificationCenter currentNotificationCenter]`)
    /// rather than an instance.
    public var isClassMethod: Bool { self == .currentNotificationCenter }

    /// The Objective-C selector.
    public var selector: String {
        switch self {
        case .applicationState: return "applicationState"
        case .applicationIconBadgeNumber: return "setApplicationIconBadgeNumber:"
        case .backgroundTimeRemaining: return "backgroundTimeRemaining"
        case .beginBackgroundTask: return "beginBackgroundTaskWithExpirationHandler:"
        case .beginBackgroundTaskWithName: return "beginBackgroundTaskWithName:expirationHandler:"
        case .endBackgroundTask: return "endBackgroundTask:"
        case .registerUserNotificationSettings: return "registerUserNotificationSettings:"
        case .requestAuthorization: return "requestAuthorizationWithOptions:completionHandler:"
        case .openURL: return "openURL:"
        case .openURLWithCompletion: return "openURL:options:completionHandler:"
        case .canOpenURL: return "canOpenURL:"
        case .setBadgeCount: return "setBadgeCount:withCompletionHandler:"
        case .setMinimumBackgroundFetchInterval: return "setMinimumBackgroundFetchInterval:"
        case .registerTask: return "registerForTaskWithIdentifier:usingQueue:launchHandler:"
        case .submitTask: return "submitTaskRequest:error:"
        case .isProtectedDataAvailable: return "isProtectedDataAvailable"
        case .sharedScheduler: return "sharedScheduler"
        case .cancelTaskRequest: return "cancelTaskRequestWithIdentifier:"
        case .cancelAllTaskRequests: return "cancelAllTaskRequests"
        case .getPendingTaskRequests: return "getPendingTaskRequestsWithCompletionHandler:"
        case .shortcutItems: return "shortcutItems"
        case .connectedScenes: return "connectedScenes"
        case .openSessions: return "openSessions"
        case .requestSceneSessionActivation: return "requestSceneSessionActivation:userActivity:options:errorHandler:"
        case .requestSceneSessionDestruction: return "requestSceneSessionDestruction:options:errorHandler:"
        case .currentNotificationCenter: return "currentNotificationCenter"
        case .addNotificationRequest: return "addNotificationRequest:withCompletionHandler:"
        case .getPendingNotificationRequests: return "getPendingNotificationRequestsWithCompletionHandler:"
        case .removePendingNotificationRequests: return "removePendingNotificationRequestsWithIdentifiers:"
        case .removeAllPendingNotificationRequests: return "removeAllPendingNotificationRequests"
        case .getDeliveredNotifications: return "getDeliveredNotificationsWithCompletionHandler:"
        case .removeDeliveredNotifications: return "removeDeliveredNotificationsWithIdentifiers:"
        case .removeAllDeliveredNotifications: return "removeAllDeliveredNotifications"
        case .getNotificationSettings: return "getNotificationSettingsWithCompletionHandler:"
        case .setNotificationCategories: return "setNotificationCategories:"
        case .getNotificationCategories: return "getNotificationCategoriesWithCompletionHandler:"
        case .notificationCenterDelegate: return "setDelegate:"
        case .registerForRemoteNotifications: return "registerForRemoteNotifications"
        case .unregisterForRemoteNotifications: return "unregisterForRemoteNotifications"
        case .isRegisteredForRemoteNotifications: return "isRegisteredForRemoteNotifications"
        case .backgroundRefreshStatus: return "backgroundRefreshStatus"
        case .isLowPowerModeEnabled: return "isLowPowerModeEnabled"
        case .performExpiringActivity: return "performExpiringActivityWithReason:usingBlock:"
        }
    }

    /// The iOS major version that introduced it.
    public var since: Int {
        switch self {
        case .applicationIconBadgeNumber, .openURL: return 2
        case .canOpenURL, .unregisterForRemoteNotifications: return 3
        case .applicationState, .backgroundTimeRemaining, .beginBackgroundTask, .endBackgroundTask,
            .isProtectedDataAvailable:
            return 4
        case .beginBackgroundTaskWithName, .setMinimumBackgroundFetchInterval, .backgroundRefreshStatus: return 7
        // performExpiringActivity is iOS 8.2: the iOS 8 profile is its last minor release.
        case .registerUserNotificationSettings, .registerForRemoteNotifications, .isRegisteredForRemoteNotifications,
            .performExpiringActivity:
            return 8
        case .requestAuthorization, .openURLWithCompletion, .currentNotificationCenter, .addNotificationRequest,
            .getPendingNotificationRequests, .removePendingNotificationRequests, .removeAllPendingNotificationRequests,
            .getDeliveredNotifications, .removeDeliveredNotifications, .removeAllDeliveredNotifications,
            .getNotificationSettings, .setNotificationCategories, .getNotificationCategories,
            .notificationCenterDelegate:
            return 10
        case .shortcutItems, .isLowPowerModeEnabled: return 9
        case .registerTask, .submitTask, .sharedScheduler, .cancelTaskRequest, .cancelAllTaskRequests,
            .getPendingTaskRequests, .connectedScenes, .openSessions, .requestSceneSessionActivation,
            .requestSceneSessionDestruction:
            return 13
        case .setBadgeCount: return 16
        }
    }

    /// The iOS major version that deprecated it (a warning when app code uses it there).
    public var deprecated: Int? {
        switch self {
        case .applicationIconBadgeNumber: return 17
        case .setMinimumBackgroundFetchInterval: return 13
        case .registerUserNotificationSettings, .openURL: return 10
        default: return nil
        }
    }

    /// What replaces it, for the deprecation warning.
    var replacement: String? {
        switch self {
        case .applicationIconBadgeNumber: return "UNUserNotificationCenter setBadgeCount (application:setBadgeCount)"
        case .setMinimumBackgroundFetchInterval: return "BGTaskScheduler with a BGAppRefreshTaskRequest"
        case .registerUserNotificationSettings: return "UNUserNotificationCenter requestAuthorization"
        case .openURL: return "openURL:options:completionHandler:"
        default: return nil
        }
    }
}

/// An Objective-C message the running iOS does not understand: the uncaught exception a
/// real device raises. Thrown into app code, where it is a crash.
public struct UnrecognizedSelector: Error, Equatable, Sendable, CustomStringConvertible {
    public var api: AppAPI
    public var ios: Int

    public var description: String {
        "\(api.isClassMethod ? "+" : "-")[\(api.receiver) \(api.selector)]: unrecognized selector sent to "
            + (api.isClassMethod ? "class" : "instance")
            + " (\(api.selector) appeared in iOS \(api.since); this device runs iOS \(ios))"
    }
}

extension Device {
    /// Lets app code use `api`: throws `UnrecognizedSelector` when this iOS lacks it, and
    /// leaves one warning per app and API when this iOS has deprecated it.
    func require(_ api: AppAPI, by app: AppID) throws {
        guard profile.ios >= api.since else { throw UnrecognizedSelector(api: api, ios: profile.ios) }
        if let deprecated = api.deprecated, profile.ios >= deprecated, apps[app].history.give(.deprecated(api)) {
            let sentence =
                api.replacement.map { Sentence(.deprecatedUse, api.selector, "\(deprecated)", $0) }
                ?? Sentence(.deprecated, api.selector, "\(deprecated)")
            advise(app, sentence, category: .deprecated)
        }
    }
}

/// An Objective-C exception UIKit or a framework raises in app code (uncaught: a crash).
///
///     AppException.inconsistency("All launch handlers must be registered before application finishes launching")
public struct AppException: Error, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    static func inconsistency(_ reason: String) -> AppException {
        AppException(name: "NSInternalInconsistencyException", reason: reason)
    }

    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }
}

/// What kind of advice a warning record is (its `category` field).
public enum WarningCategory: String, Sendable {
    /// A deprecated API still in use.
    case deprecated
    /// Something the profile's iOS version does not have, ignores, or asks the app to change
    /// (a delegate method it never calls, a key it ignores, the scene-adoption notice).
    case version
    /// How the app is written, not what it does wrong: code UIKit never calls in this kind of
    /// app, state kept outside the app's process.
    case advice
}
