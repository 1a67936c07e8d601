/// One life-cycle event delivered to an app's code, with its arguments. The engine makes
/// a message, `Device.deliver` traces it under Apple's selector, hands it to the app's
/// delegate, and posts its notifications; the route table says where it goes.
///
///     delegate.receive(.openURL(url, OpenURLOptions(sourceApplication: "com.apple.mobilesafari")), application)
///     LifecycleMessage.didEnterBackground.method.selector   // "applicationDidEnterBackground:"
public enum LifecycleMessage {
    case willFinishLaunching(LaunchOptions)
    case didFinishLaunching(LaunchOptions)
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    case didReceiveMemoryWarning
    case openURL(AppURL, OpenURLOptions)
    case handleOpenURL(AppURL)
    case openURLSourceApplication(AppURL, sourceApplication: String?, annotation: String?)
    case performFetch(Completion)
    case didReceiveRemoteNotification(payload: [String: String], Completion)
    case handleEventsForBackgroundURLSession(identifier: String, Completion)
    case performActionForShortcutItem(type: String, Completion)
    case continueUserActivity(UserActivity)
    case shouldSaveApplicationState
    case shouldRestoreApplicationState

    /// The delegate method this message calls.
    public var method: DelegateMethod {
        switch self {
        case .willFinishLaunching: return .willFinishLaunching
        case .didFinishLaunching: return .didFinishLaunching
        case .didBecomeActive: return .didBecomeActive
        case .willResignActive: return .willResignActive
        case .didEnterBackground: return .didEnterBackground
        case .willEnterForeground: return .willEnterForeground
        case .willTerminate: return .willTerminate
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarning
        case .openURL: return .openURL
        case .handleOpenURL: return .handleOpenURL
        case .openURLSourceApplication: return .openURLSourceApplication
        case .performFetch: return .performFetch
        case .didReceiveRemoteNotification: return .didReceiveRemoteNotification
        case .handleEventsForBackgroundURLSession: return .handleEventsForBackgroundURLSession
        case .performActionForShortcutItem: return .performActionForShortcutItem
        case .continueUserActivity: return .continueUserActivity
        case .shouldSaveApplicationState: return .shouldSaveApplicationState
        case .shouldRestoreApplicationState: return .shouldRestoreApplicationState
        }
    }

    public var route: MessageRoute { method.route }
}

/// What app code answered a message: nothing, or a Bool (launch methods, URL methods,
/// restoration). How an answer counts is the engine's rule for that sequence.
public enum MessageReply: Sendable, Equatable {
    case none
    case bool(Bool)

    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
}
