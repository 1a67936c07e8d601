/// An iOS feature a user or system action relies on, with the version that brought it.
/// An action whose feature the profile's iOS does not have is refused (`EngineError.notAvailable`).
///
///     Feature.controlCenter.since                    // 7
///     try device.controlCenter()                     // on iOS 6: "cannot pull down Control Center:
///                                                    //  Control Center appeared in iOS 7 (this device runs iOS 6)"
public enum Feature: String, Sendable, CaseIterable {
    /// The app switcher and the background state (double-click Home).
    case multitasking
    case notificationCenter
    case controlCenter
    case remoteNotifications
    case localNotifications
    /// `content-available` pushes that launch or wake an app in the background.
    case silentPush
    case backgroundFetch
    /// The Settings switches for background refresh (`backgroundRefreshStatus`).
    case backgroundAppRefresh
    /// Home-screen quick actions (3D Touch).
    case quickActions
    case handoff
    case universalLinks
    case airDrop
    /// Open In… from another app (UIDocumentInteractionController).
    case documentInteraction
    /// Opening a document in place (`LSSupportsOpeningDocumentsInPlace`, `openInPlace`).
    case openInPlace
    case cloudKitSharing
    /// Launches for significant location changes and regions.
    case locationLaunch
    case bluetoothRestoration
    case backgroundURLSessions
    /// BGTaskScheduler: BGAppRefreshTask and BGProcessingTask.
    case backgroundTasks
    case prewarming
    /// `UIApplicationUserDidTakeScreenshotNotification`.
    case screenshotNotification
    /// Settings > Battery > Low Power Mode (`ProcessInfo.isLowPowerModeEnabled`).
    case lowPowerMode
    /// The link to an app's own notification settings (`providesAppNotificationSettings`).
    case appNotificationSettings

    /// The iOS major version that introduced it.
    public var since: Int {
        switch self {
        case .remoteNotifications, .documentInteraction: return 3
        case .multitasking, .localNotifications, .locationLaunch: return 4
        case .notificationCenter: return 5
        case .controlCenter, .silentPush, .backgroundFetch, .backgroundAppRefresh, .airDrop, .bluetoothRestoration,
            .backgroundURLSessions, .screenshotNotification:
            return 7
        case .handoff: return 8
        case .quickActions, .universalLinks, .openInPlace, .lowPowerMode: return 9
        case .cloudKitSharing: return 10
        case .appNotificationSettings: return 12
        case .backgroundTasks: return 13
        case .prewarming: return 15
        }
    }

    /// How an error message names it.
    public var words: String {
        switch self {
        case .multitasking: return "the app switcher (multitasking)"
        case .notificationCenter: return "Notification Center"
        case .controlCenter: return "Control Center"
        case .remoteNotifications: return "remote (push) notifications"
        case .localNotifications: return "local notifications"
        case .silentPush: return "background (content-available) pushes"
        case .backgroundFetch: return "background fetch"
        case .backgroundAppRefresh: return "Background App Refresh"
        case .quickActions: return "Home-screen quick actions"
        case .handoff: return "Handoff"
        case .universalLinks: return "universal links"
        case .airDrop: return "AirDrop"
        case .documentInteraction: return "Open In (document interaction)"
        case .openInPlace: return "opening documents in place"
        case .cloudKitSharing: return "CloudKit sharing"
        case .locationLaunch: return "launches for location events"
        case .bluetoothRestoration: return "Core Bluetooth state restoration"
        case .backgroundURLSessions: return "background URL sessions"
        case .backgroundTasks: return "BGTaskScheduler"
        case .prewarming: return "prewarming"
        case .screenshotNotification: return "the screenshot notification"
        case .lowPowerMode: return "Low Power Mode"
        case .appNotificationSettings: return "the link to an app's own notification settings"
        }
    }
}

extension Device {
    /// The version rule for user and system actions, in one place: why `what` cannot
    /// happen on this profile's iOS, or nil when the feature exists.
    public func versionRefusal(_ feature: Feature, _ what: String) -> EngineError? {
        guard profile.ios < feature.since else { return nil }
        return .notAvailable(action: what, feature: feature.words, since: feature.since, ios: profile.ios)
    }

    func requireFeature(_ feature: Feature, _ what: String) throws {
        if let refusal = versionRefusal(feature, what) { throw refusal }
    }
}
