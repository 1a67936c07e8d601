/// Why the user brings an app to the front: what its launch options (sceneless, facts §3)
/// or its scene's connection options (scenes §A.6) carry, and which method receives it
/// once the app runs.
enum ForegroundEvent {
    case url(AppURL, OpenURLOptions)
    /// A tapped notification (remote or local).
    case notification(NotificationResponse)
    case shortcut(ShortcutItem)
    case activity(UserActivity)
    case cloudKitShare(String)
    /// The user follows the link to the app's own notification settings (iOS 12): from the
    /// Settings app (nil) or from a notification in Notification Center.
    case notificationSettings(UserNotification?)

    /// The launch options of a sceneless cold launch.
    func launchOptions(_ profile: Profile) -> LaunchOptions {
        switch self {
        case .url(let url, let options):
            return LaunchOptions(
                url: url.string, sourceApplication: options.sourceApplication, annotation: options.annotation)
        case .notification(let response):
            let notification = response.notification
            switch notification.kind {
            case .remote: return LaunchOptions(remoteNotification: notification.userInfo)
            case .local:
                return profile.localNotificationLaunchOption
                    ? LaunchOptions(localNotification: notification) : LaunchOptions()
            }
        case .shortcut(let item): return LaunchOptions(shortcutItem: item)
        case .activity(let activity): return LaunchOptions(userActivityType: activity.type)
        case .cloudKitShare(let metadata): return LaunchOptions(cloudKitShareMetadata: metadata)
        case .notificationSettings: return LaunchOptions()
        }
    }

    /// The connection options of a scene that connects for it.
    var connectionOptions: ConnectionOptions {
        var options = ConnectionOptions()
        switch self {
        case .url(let url, let open):
            options.urlContexts = [URLContext(url: url, options: open)]
            options.sourceApplication = open.sourceApplication
        case .notification(let response): options.notificationResponse = response
        case .shortcut(let item): options.shortcutItem = item
        case .activity(let activity) where activity.isHandoff: options.handoffUserActivityType = activity.type
        case .activity(let activity): options.userActivities = [activity]
        case .cloudKitShare(let metadata): options.cloudKitShareMetadata = metadata
        case .notificationSettings: break
        }
        return options
    }

    /// Whether will/didFinishLaunching's NO suppresses it (C5): URLs, activities and quick
    /// actions; never a notification ([S7]: ignored for a push) or a CloudKit share.
    var vetoable: Bool {
        switch self {
        case .url, .shortcut, .activity: return true
        case .notification, .cloudKitShare, .notificationSettings: return false
        }
    }

    /// The universal link a SwiftUI app's onOpenURL would get for it.
    var universalLink: AppURL? {
        guard case .activity(let activity) = self, let link = activity.webpageURL else { return nil }
        return try? AppURL(link)
    }
}
