/// Where a life-cycle message goes: which delegate, under which selector, which
/// notifications UIKit posts with it, what the method takes and answers, and in which
/// iOS versions it exists. One table for every message, tested on its own.
///
///     DelegateMethod.didEnterBackground.route.notifications   // [.didEnterBackground]
///     DelegateMethod.openURL.route.since                      // 9
public struct MessageRoute: Sendable {
    /// The object UIKit calls.
    public enum Receiver: String, Sendable {
        case appDelegate
    }

    public let receiver: Receiver
    public let selector: String
    /// Posted right after the method returns (facts §2.0, C1 for the exception).
    public let notifications: [AppNotification]
    /// The method's arguments after the `UIApplication`, by the names scripts see.
    public let parameters: [MessageParameter]
    /// What the method returns, nil for void.
    public let returns: MessageValueType?
    /// The iOS version that introduced the method, and the one that deprecated it.
    public let since: Int
    public let deprecated: Int?
}

/// A named argument of a life-cycle message.
public struct MessageParameter: Sendable, Equatable {
    public let name: String
    public let type: MessageValueType

    public init(_ name: String, _ type: MessageValueType) {
        self.name = name
        self.type = type
    }
}

/// The kinds of values messages carry, as the engine knows them; each binding maps them
/// to its own types.
public indirect enum MessageValueType: Sendable, Equatable {
    case string
    case boolean
    /// Anything (`annotation`).
    case any
    case optional(MessageValueType)
    /// One of a few words (`"newData"`, `"noData"`, `"failed"`).
    case words([String])
    /// String keys to string values (payloads, `userInfo`).
    case dictionary
    /// A structured value of the engine: `LaunchOptions`, `OpenURLOptions`, `UserActivity`, `Coder`.
    case record(String)
    /// A handler the app calls, with these arguments.
    case handler([MessageParameter])
}

extension DelegateMethod {
    /// The route of this method.
    public var route: MessageRoute {
        switch self {
        case .willFinishLaunching:
            return app("application:willFinishLaunchingWithOptions:", [launchOptions], returns: .optional(.boolean), since: 6)
        case .didFinishLaunching:
            return app("application:didFinishLaunchingWithOptions:", [launchOptions], returns: .optional(.boolean),
                       posts: .didFinishLaunching, since: 3)
        case .didBecomeActive:
            return app("applicationDidBecomeActive:", posts: .didBecomeActive, since: 2)
        case .willResignActive:
            return app("applicationWillResignActive:", posts: .willResignActive, since: 2)
        case .didEnterBackground:
            return app("applicationDidEnterBackground:", posts: .didEnterBackground, since: 4)
        case .willEnterForeground:
            return app("applicationWillEnterForeground:", posts: .willEnterForeground, since: 4)
        case .willTerminate:
            return app("applicationWillTerminate:", posts: .willTerminate, since: 2)
        case .didReceiveMemoryWarning:
            return app("applicationDidReceiveMemoryWarning:", posts: .didReceiveMemoryWarning, since: 2)
        case .openURL:
            return app("application:openURL:options:", [url, .init("options", .record("OpenURLOptions"))],
                       returns: .boolean, since: 9)
        case .handleOpenURL:
            return app("application:handleOpenURL:", [url], returns: .boolean, since: 2, deprecated: 9)
        case .openURLSourceApplication:
            return app("application:openURL:sourceApplication:annotation:",
                       [url, .init("sourceApplication", .optional(.string)), .init("annotation", .any)],
                       returns: .boolean, since: 4, deprecated: 9)
        case .performFetch:
            return app("application:performFetchWithCompletionHandler:", [fetchCompletion], since: 7, deprecated: 13)
        case .didReceiveRemoteNotification:
            return app("application:didReceiveRemoteNotification:fetchCompletionHandler:",
                       [.init("userInfo", .dictionary), fetchCompletion], since: 7)
        case .handleEventsForBackgroundURLSession:
            return app("application:handleEventsForBackgroundURLSession:completionHandler:",
                       [.init("identifier", .string), .init("completion", .handler([]))], since: 7)
        case .performActionForShortcutItem:
            return app("application:performActionForShortcutItem:completionHandler:",
                       [.init("shortcutItem", .string), .init("completion", .handler([.init("succeeded", .boolean)]))],
                       since: 9)
        case .continueUserActivity:
            return app("application:continueUserActivity:restorationHandler:",
                       [.init("userActivity", .record("UserActivity")),
                        .init("restorationHandler", .handler([.init("objects", .record("RestorableObjects"))]))],
                       returns: .boolean, since: 8)
        case .shouldSaveApplicationState:
            return app("application:shouldSaveApplicationState:", [coder], returns: .boolean, since: 6)
        case .shouldRestoreApplicationState:
            return app("application:shouldRestoreApplicationState:", [coder], returns: .boolean, since: 6)
        }
    }

    private static let launchOptions = MessageParameter("options", .optional(.record("LaunchOptions")))
    private static let url = MessageParameter("url", .string)
    private static let coder = MessageParameter("coder", .record("Coder"))
    private static let fetchCompletion = MessageParameter(
        "completion", .handler([.init("result", .words(FetchResult.allCases.map(\.rawValue)))]))

    private var launchOptions: MessageParameter { Self.launchOptions }
    private var url: MessageParameter { Self.url }
    private var coder: MessageParameter { Self.coder }
    private var fetchCompletion: MessageParameter { Self.fetchCompletion }

    private func app(
        _ selector: String, _ parameters: [MessageParameter] = [], returns: MessageValueType? = nil,
        posts notification: AppNotification? = nil, since: Int, deprecated: Int? = nil
    ) -> MessageRoute {
        MessageRoute(
            receiver: .appDelegate, selector: selector, notifications: notification.map { [$0] } ?? [],
            parameters: parameters, returns: returns, since: since, deprecated: deprecated)
    }
}
