/// A completion handler UIKit hands to the delegate: store it, call it later (from a
/// dispatched block, after work), exactly once.
///
///     func performFetch(_ app: Application, completion: Completion) throws {
///         try app.work(5) { completion.call(.newData) }
///     }
///
/// Fetch and silent-push handlers not called within `profile.completionTimeout` (30 s,
/// facts §5.4) get the app terminated; a second call is a `warning` record; a call after
/// the process died does nothing.
public struct Completion {
    unowned let device: Device
    let id: Int

    /// A handler for a method the delegate does not implement: never delivered, calling it
    /// does nothing.
    static func inert(_ device: Device) -> Completion { Completion(device: device, id: 0) }

    /// `UIBackgroundFetchResult` (performFetch, didReceiveRemoteNotification).
    public func call(_ result: FetchResult) { device.complete(id, result.rawValue) }

    /// The handlers that take no value (background URLSession events).
    public func call() { device.complete(id, nil) }

    /// `performActionForShortcutItem`'s `succeeded` argument.
    public func call(succeeded: Bool) { device.complete(id, succeeded ? "succeeded" : "failed") }

    /// willPresent's `UNNotificationPresentationOptions` (none: the notification is not shown).
    public func call(presenting options: [PresentationOption]) {
        device.complete(id, options.isEmpty ? "none" : options.map(\.rawValue).joined(separator: ", "))
    }
}

/// `UIBackgroundFetchResult`.
public enum FetchResult: String, Sendable, CaseIterable {
    case newData, noData, failed
}

/// `UIApplication.OpenURLOptionsKey` values (facts §4.4).
public struct OpenURLOptions: Sendable, Equatable {
    /// Bundle ID of the sender; nil when iOS withholds it (other team, `profile.sourceApplicationSameTeamOnly`).
    public var sourceApplication: String?
    public var annotation: String?
    /// False for Inbox copies (AirDrop, document interaction): copy before modifying.
    public var openInPlace: Bool
    public init(sourceApplication: String? = nil, annotation: String? = nil, openInPlace: Bool = false) {
        self.sourceApplication = sourceApplication
        self.annotation = annotation
        self.openInPlace = openInPlace
    }
}

/// An `NSUserActivity` being continued (Handoff, universal link, Spotlight).
public struct UserActivity: Hashable, Sendable {
    public var type: String
    public var userInfo: [String: String]
    /// For a universal link (`NSUserActivityTypeBrowsingWeb`).
    public var webpageURL: String?
    /// A Handoff activity whose data never arrives from the other device: the app hears
    /// didFailToContinueUserActivityWithType:error: instead of continueUserActivity.
    public var failsToArrive = false
    /// The error UIKit passes when a Handoff activity cannot be continued.
    public static let handoffFailedError = "NSUserActivityHandoffFailedError"

    /// Spotlight's activity type for an indexed item (`CSSearchableItemActionType`).
    public static let spotlightType = "com.apple.corespotlightitem"

    /// Whether it comes from another device by Handoff: not a universal link and not Spotlight.
    public var isHandoff: Bool { webpageURL == nil && type != Self.spotlightType }
    public init(type: String, userInfo: [String: String] = [:], webpageURL: String? = nil, failsToArrive: Bool = false)
    {
        self.type = type
        self.userInfo = userInfo
        self.webpageURL = webpageURL
        self.failsToArrive = failsToArrive
    }
}
