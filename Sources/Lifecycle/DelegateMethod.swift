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

    /// A method by any name Apple's documentation and tutorials use for it: the selector with
    /// or without its last colon (`applicationDidEnterBackground`,
    /// `application:didFinishLaunchingWithOptions`), its last part
    /// (`didFinishLaunchingWithOptions`), or the Swift name
    /// (`application(_:didFinishLaunchingWithOptions:)`, `applicationDidEnterBackground(_:)`).
    public init?(appleName name: String) {
        if let m = DelegateMethod(selector: name) {
            self = m
            return
        }
        let wanted = DelegateMethod.normalized(name)
        guard let m = DelegateMethod.allCases.first(where: { $0.appleNames.contains(wanted) }) else { return nil }
        self = m
    }

    /// The Apple spellings ``init(appleName:)`` accepts, normalized (no colons or parentheses).
    var appleNames: [String] {
        let parts = selector.split(separator: ":").map(String.init)
        var names = [parts.joined(separator: "")]
        if parts.count > 1 { names.append(parts[1]) }
        if let first = parts.first, parts.count == 1, first.hasPrefix("application") {
            names.append(String(first.dropFirst("application".count)).lowercasedFirst)
        }
        return names.map(DelegateMethod.normalized)
    }

    /// Drops `:`, `(`, `)`, `_` and spaces, so `application(_:didFinishLaunchingWithOptions:)`,
    /// `application:didFinishLaunchingWithOptions:` and `applicationdidFinishLaunchingWithOptions` meet.
    static func normalized(_ name: String) -> String {
        name.filter { !":()_ ".contains($0) }.lowercased()
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

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
