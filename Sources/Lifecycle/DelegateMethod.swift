/// Every app-delegate method of design §3, by short name. Its selector, notifications,
/// arguments and versions are in its route (`MessageRoute.swift`).
///
///     DelegateMethod(shortName: "didEnterBackground")?.selector   // "applicationDidEnterBackground:"
///     DelegateMethod(selector: "applicationWillTerminate:")       // .willTerminate
///     DelegateMethod.suggestion(for: "didEnterBackgroud")         // "didEnterBackground"
public enum DelegateMethod: String, Sendable, CaseIterable, CustomStringConvertible {
    case willFinishLaunching
    case didFinishLaunching
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    case didReceiveMemoryWarning
    case openURL
    case handleOpenURL
    case openURLSourceApplication
    case performFetch
    case didReceiveRemoteNotification
    case handleEventsForBackgroundURLSession
    case performActionForShortcutItem
    case continueUserActivity
    case shouldSaveApplicationState
    case shouldRestoreApplicationState

    public init?(shortName: String) { self.init(rawValue: shortName) }

    public init?(selector: String) {
        guard let m = DelegateMethod.allCases.first(where: { $0.selector == selector }) else { return nil }
        self = m
    }

    public var shortName: String { rawValue }

    /// Apple's Objective-C selector, as traces show it.
    public var selector: String { route.selector }

    /// The NSNotification UIKit posts with this method, if any (URL methods have none, [A2]).
    public var notification: AppNotification? { route.notifications.first }

    /// The nearest short name to a misspelt key, for "did you mean …?" messages.
    public static func suggestion(for name: String) -> String? {
        Spelling.nearest(to: name, in: allCases.map(\.rawValue))
    }

    public var description: String { rawValue }
}
