/// Every app-delegate method of design §3, by short name, with Apple's selector.
///
///     DelegateMethod(shortName: "didEnterBackground")?.selector   // "applicationDidEnterBackground:"
///     DelegateMethod(selector: "applicationWillTerminate:")       // .willTerminate
///     DelegateMethod.suggestion(for: "didEnterBackgroud")         // "didEnterBackground"
///
/// Methods after `didReceiveMemoryWarning` are declared for the binding's key validation
/// and wired up in part 2 (URLs, background launches, restoration).
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
    public var selector: String {
        switch self {
        case .willFinishLaunching: return "application:willFinishLaunchingWithOptions:"
        case .didFinishLaunching: return "application:didFinishLaunchingWithOptions:"
        case .didBecomeActive: return "applicationDidBecomeActive:"
        case .willResignActive: return "applicationWillResignActive:"
        case .didEnterBackground: return "applicationDidEnterBackground:"
        case .willEnterForeground: return "applicationWillEnterForeground:"
        case .willTerminate: return "applicationWillTerminate:"
        case .didReceiveMemoryWarning: return "applicationDidReceiveMemoryWarning:"
        case .openURL: return "application:openURL:options:"
        case .handleOpenURL: return "application:handleOpenURL:"
        case .openURLSourceApplication: return "application:openURL:sourceApplication:annotation:"
        case .performFetch: return "application:performFetchWithCompletionHandler:"
        case .didReceiveRemoteNotification:
            return "application:didReceiveRemoteNotification:fetchCompletionHandler:"
        case .handleEventsForBackgroundURLSession:
            return "application:handleEventsForBackgroundURLSession:completionHandler:"
        case .performActionForShortcutItem:
            return "application:performActionForShortcutItem:completionHandler:"
        case .continueUserActivity: return "application:continueUserActivity:restorationHandler:"
        case .shouldSaveApplicationState: return "application:shouldSaveApplicationState:"
        case .shouldRestoreApplicationState: return "application:shouldRestoreApplicationState:"
        }
    }

    /// The NSNotification UIKit posts for this method, if any (URL methods have none, [A2]).
    public var notification: AppNotification? {
        switch self {
        case .didFinishLaunching: return .didFinishLaunching
        case .didBecomeActive: return .didBecomeActive
        case .willResignActive: return .willResignActive
        case .didEnterBackground: return .didEnterBackground
        case .willEnterForeground: return .willEnterForeground
        case .willTerminate: return .willTerminate
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarning
        default: return nil
        }
    }

    /// The nearest short name to a misspelt key, for "did you mean …?" messages.
    public static func suggestion(for name: String) -> String? {
        Spelling.nearest(to: name, in: allCases.map(\.rawValue))
    }

    public var description: String { rawValue }
}
