/// Why the user brings an app to the front: what its launch options (sceneless, facts §3)
/// or its scene's connection options (scenes §A.6) carry, and which method receives it
/// once the app runs.
enum ForegroundEvent {
    case url(AppURL, OpenURLOptions)
    case remoteNotification([String: String])
    case localNotification([String: String])
    case shortcut(String)
    case activity(UserActivity)
    case cloudKitShare(String)

    /// The launch options of a sceneless cold launch.
    func launchOptions(_ profile: Profile) -> LaunchOptions {
        switch self {
        case .url(let url, let options):
            return LaunchOptions(url: url.string, sourceApplication: options.sourceApplication, annotation: options.annotation)
        case .remoteNotification(let payload): return LaunchOptions(remoteNotification: payload)
        case .localNotification(let payload):
            return profile.localNotificationLaunchOption ? LaunchOptions(localNotification: payload) : LaunchOptions()
        case .shortcut(let type): return LaunchOptions(shortcutItem: type)
        case .activity(let activity): return LaunchOptions(userActivityType: activity.type)
        case .cloudKitShare(let metadata): return LaunchOptions(cloudKitShareMetadata: metadata)
        }
    }

    /// The connection options of a scene that connects for it.
    var connectionOptions: ConnectionOptions {
        var options = ConnectionOptions()
        switch self {
        case .url(let url, let open):
            options.urlContexts = [URLContext(url: url, options: open)]
            options.sourceApplication = open.sourceApplication
        case .remoteNotification(let payload), .localNotification(let payload): options.notificationResponse = payload
        case .shortcut(let type): options.shortcutItem = type
        case .activity(let activity): options.userActivities = [activity]
        case .cloudKitShare(let metadata): options.cloudKitShareMetadata = metadata
        }
        return options
    }

    /// Whether will/didFinishLaunching's NO suppresses it (C5; a push tap ignores it, [S7]).
    var vetoable: Bool {
        if case .remoteNotification = self { return false }
        return true
    }

    /// The universal link a SwiftUI app's onOpenURL would get for it.
    var universalLink: AppURL? {
        guard case .activity(let activity) = self, let link = activity.webpageURL else { return nil }
        return try? AppURL(link)
    }
}
