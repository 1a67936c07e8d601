import Lifecycle
import LuaHost
import MessageCatalog

/// Apple's Swift and Objective-C names for what the system objects offer under applife's
/// names, so that an unknown field read the way Apple's documentation spells it gets the
/// applife name in its "did you mean": `application:setApplicationIconBadgeNumber(3)` suggests
/// `badge`, `UserDefaults.standard:object("k")` suggests `get`, `scene.activationState`
/// suggests `state`.
///
///     AppleSpellings.suggestion(for: "beginBackgroundTaskWithName", in: names, apple: AppleSpellings.application)
///     // "beginBackgroundTask"
///
/// A spelling matches whole (`openURL:options:completionHandler:`, `open(_:options:completionHandler:)`),
/// by its first part (`beginBackgroundTaskWithName` of `beginBackgroundTaskWithName:expirationHandler:`),
/// without its punctuation and case; anything else falls back to the nearest name by edit distance.
enum AppleSpellings {
    /// `application` (UIApplication).
    static let application: [String: [String]] = [
        "state": ["applicationState"],
        "badge": ["applicationIconBadgeNumber", "setApplicationIconBadgeNumber:"],
        "beginBackgroundTask": [
            "beginBackgroundTask(withName:expirationHandler:)", "beginBackgroundTask(expirationHandler:)",
            "beginBackgroundTaskWithName:expirationHandler:", "beginBackgroundTaskWithExpirationHandler:",
        ],
        "endBackgroundTask": ["endBackgroundTask(_:)", "endBackgroundTask:"],
        "open": ["open(_:options:completionHandler:)", "openURL:options:completionHandler:"],
        "openURL": ["openURL(_:)", "openURL:"],
        "canOpenURL": ["canOpenURL(_:)", "canOpenURL:"],
        "requestAuthorization": [
            "requestAuthorization(options:completionHandler:)", "registerUserNotificationSettings(_:)",
            "registerUserNotificationSettings:",
        ],
        "shortcutItems": ["setShortcutItems:"],
        "isProtectedDataAvailable": ["protectedDataAvailable"],
        "isRegisteredForRemoteNotifications": ["registeredForRemoteNotifications"],
        "registerForRemoteNotifications": [
            "registerForRemoteNotificationTypes:", "registerForRemoteNotifications()",
        ],
        "setBadgeCount": ["setBadgeCount(_:withCompletionHandler:)", "setBadgeCount:withCompletionHandler:"],
        "setMinimumBackgroundFetchInterval": ["setMinimumBackgroundFetchInterval(_:)"],
        "writeFile": ["write(to:options:)", "writeToURL:options:error:", "createFile(atPath:contents:attributes:)"],
        "moveItem": ["moveItem(at:to:)", "moveItemAtURL:toURL:error:"],
        "removeItem": ["removeItem(at:)", "removeItemAtURL:error:"],
        "fileExists": ["fileExists(atPath:)", "fileExistsAtPath:"],
        "play_audio": ["play()", "playAudio"],
        "registerTask": ["register(forTaskWithIdentifier:using:launchHandler:)"],
        "submitTask": ["submit(_:)", "submitTaskRequest:error:"],
    ]

    /// The app handle a scenario holds (what app{} returned).
    static let appHandle: [String: [String]] = [
        "state": ["applicationState"],
        "badge": ["applicationIconBadgeNumber"],
        "bundle_id": ["bundleIdentifier", "CFBundleIdentifier"],
        "scenes": ["connectedScenes"],
        "defaults": ["UserDefaults", "standardUserDefaults"],
    ]

    /// The global `UIApplication`.
    static let uiApplication: [String: [String]] = [
        "shared": ["sharedApplication"],
        "openSettingsURLString": ["UIApplicationOpenSettingsURLString"],
        "openNotificationSettingsURLString": ["UIApplicationOpenNotificationSettingsURLString"],
    ]

    /// The global `UserDefaults`.
    static let userDefaultsGlobal: [String: [String]] = ["standard": ["standardUserDefaults"]]

    /// `UserDefaults.standard`.
    static let userDefaults: [String: [String]] = [
        "set": [
            "set(_:forKey:)", "setObject:forKey:", "setValue:forKey:", "setBool:forKey:", "setInteger:forKey:",
            "setDouble:forKey:", "setFloat:forKey:", "setURL:forKey:",
        ],
        "get": [
            "object(forKey:)", "objectForKey:", "value(forKey:)", "valueForKey:", "string(forKey:)", "stringForKey:",
            "bool(forKey:)", "boolForKey:", "integer(forKey:)", "integerForKey:", "double(forKey:)", "doubleForKey:",
            "float(forKey:)", "array(forKey:)", "dictionary(forKey:)", "data(forKey:)", "url(forKey:)",
        ],
        "remove": ["removeObject(forKey:)", "removeObjectForKey:"],
    ]

    /// The global `BGTaskScheduler`.
    static let schedulerGlobal: [String: [String]] = ["shared": ["sharedScheduler"]]

    /// `BGTaskScheduler.shared`.
    static let scheduler: [String: [String]] = [
        "register": [
            "register(forTaskWithIdentifier:using:launchHandler:)",
            "registerForTaskWithIdentifier:usingQueue:launchHandler:",
        ],
        "submit": ["submit(_:)", "submitTaskRequest:error:"],
        "cancel": ["cancel(taskRequestWithIdentifier:)", "cancelTaskRequestWithIdentifier:"],
        "getPendingTaskRequests": [
            "getPendingTaskRequests(completionHandler:)", "getPendingTaskRequestsWithCompletionHandler:",
            "pendingTaskRequests()",
        ],
    ]

    /// The global `ProcessInfo`.
    static let processInfoGlobal: [String: [String]] = ["processInfo": ["processInfo()", "NSProcessInfo"]]

    /// `ProcessInfo.processInfo`.
    static let processInfo: [String: [String]] = ["isLowPowerModeEnabled": ["lowPowerModeEnabled"]]

    /// A quick action (UIApplicationShortcutItem).
    static let shortcutItem: [String: [String]] = [
        "localizedTitle": ["title"], "localizedSubtitle": ["subtitle"], "type": ["shortcutType"],
    ]

    /// A BGTask.
    static let task: [String: [String]] = [
        "setTaskCompleted": ["setTaskCompleted(success:)", "setTaskCompletedWithSuccess:"]
    ]

    /// A scene (UIWindowScene).
    static let scene: [String: [String]] = ["state": ["activationState"]]

    /// A scene session (UISceneSession).
    static let session: [String: [String]] = ["configuration": ["configuration.name"]]

    /// The applife name `key` stands for: an Apple spelling of one of `candidates` (whole or
    /// its first part), else the nearest candidate by edit distance, else nil.
    static func suggestion(for key: String, in candidates: [String], apple: [String: [String]]) -> String? {
        let wanted = normalized(key)
        if !wanted.isEmpty {
            for name in candidates {
                guard let spellings = apple[name] else { continue }
                if spellings.contains(where: { normalized($0) == wanted || normalized(String(firstPart($0))) == wanted }
                ) {
                    return name
                }
            }
        }
        return Spelling.nearest(to: key, in: candidates)
    }

    /// Without `:`, `(`, `)`, `_`, `.` and spaces, lower case: `open(_:options:completionHandler:)`
    /// and `openURL:options:completionHandler:` are compared letter by letter.
    static func normalized(_ name: String) -> String {
        guard name.utf8.count <= 256 else { return "" }
        return name.filter { !":()_. ".contains($0) }.lowercased()
    }

    /// The name before its first argument label: `beginBackgroundTaskWithName` of
    /// `beginBackgroundTaskWithName:expirationHandler:`, `open` of `open(_:options:completionHandler:)`.
    private static func firstPart(_ spelling: String) -> Substring {
        spelling.prefix { $0 != ":" && $0 != "(" }
    }
}

extension DeclarationError {
    /// An unknown field of a system object: the applife name for Apple's spelling of it, or
    /// the nearest name, or the whole list.
    init(unknown name: String, in what: String, candidates: [String], apple: [String: [String]], prefix: String = "") {
        let shown = TextCut.text(name, limit: 200)
        if let nearest = AppleSpellings.suggestion(for: name, in: candidates, apple: apple) {
            self.init(.unknownNameDidYouMean, kind: what, prefix + shown, prefix + nearest)
        } else {
            let listed = Spelling.listed(for: prefix + shown, in: candidates.map { prefix + $0 })
            self.init(.unknownNameExpected, kind: what, prefix + shown, listed)
        }
    }
}
