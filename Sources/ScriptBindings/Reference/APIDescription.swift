import Exploration
import Lifecycle

/// The whole Lua API as data: every global, library function, object field
/// and method, delegate key and `device{}` switch, with parameter types,
/// one-line summaries, Apple's counterpart and the iOS version it came with.
/// docs/reference.md, the REPL's `:help` and editor type definitions are
/// generated from it; a test checks it against what a session installs.
///
///     let api = APIDescription.lua
///     api.entry(named: "user.tap")?.signature       // "user.tap(app: App|string)"
///     api.library("system")?.functions.filter { !$0.available }.map(\.name)
///     api.delegateKeys.map { ($0.name, $0.selector) }
public struct APIDescription: Sendable {
    /// Globals other than the time line: `app`, `device`, `now`, `busy`, `log`.
    public let globals: [APIFunction]
    /// The scenario time line: `scenario`, `wait`, `at`, `after`, `run_until_idle`.
    public let timeline: [APIFunction]
    /// Fields of `app{...}`.
    public let appFields: [APIField]
    public let delegateKeys: [APIDelegateKey]
    /// `UIApplication`, `App`, `LaunchOptions`, `DispatchTimer`, `DispatchGroup`, `NotificationToken`.
    public let classes: [APIClass]
    public let libraries: [APILibrary]
    /// Fields of `device{...}`: `ios` first, then the profile's switches by name.
    public let deviceSwitches: [APIDeviceSwitch]

    public func library(_ name: String) -> APILibrary? { libraries.first { $0.name == name } }
    public func `class`(_ name: String) -> APIClass? { classes.first { $0.name == name } }

    /// Every function and method, in document order.
    public var functions: [APIFunction] {
        globals + timeline + classes.flatMap(\.methods) + libraries.flatMap(\.functions)
    }

    /// A function by its written name (`wait`, `user.tap`, `application:openURL`).
    public func entry(named name: String) -> APIFunction? { functions.first { $0.name == name } }

    /// The names of all installed globals (time line included) and `library.function`s.
    public var installedNames: [String] {
        (globals + timeline).map(\.name) + libraries.map(\.name)
            + libraries.flatMap { library in library.functions.map(\.name) }
            + libraries.flatMap { library in library.fields.map { "\(library.name).\($0.name)" } }
    }
}

extension APIDescription {
    /// The API of this build.
    public static let lua = APIDescription(
        globals: Self.globalFunctions, timeline: Self.timelineFunctions, appFields: Self.declarationFields,
        delegateKeys: Self.delegateKeyList, classes: Self.classList, libraries: Self.libraryList,
        deviceSwitches: [
            APIDeviceSwitch(
                name: "ios", accepts: "integer", source: "applife",
                summary:
                    "the iOS major version whose rules the device follows, 2 (iPhone OS 2) to 27 (--ios wins over the file)"
            )
        ]
            + Profile.switches.map {
                APIDeviceSwitch(name: $0.name, accepts: $0.accepts, source: $0.source, summary: $0.summary)
            })

    /// An app argument: the handle `app{}` returned, or the app's name.
    static let appRef = APIType.union([.object("App"), .string])
    static let block = APIType.function([], returns: [])
    /// A scene argument: a Scene object, or its name as traces show it (`"Notes#2"`).
    static let sceneRef = APIType.union([.object("Scene"), .string])
    /// What an expectation is about: an app or a scene, by handle or by name (`"Notes"`, `"Notes#2"`).
    static let subjectRef = APIType.union([.object("App"), .object("Scene"), .string])

    static func fn(
        _ name: String, _ parameters: [APIParameter], returns: [APIType] = [], _ context: APIContext,
        _ summary: String, apple: AppleEquivalent? = nil
    ) -> APIFunction {
        APIFunction(
            name: name, parameters: parameters, returns: returns, summary: summary, context: context,
            apple: apple)
    }

    /// A function without parameters.
    static func fn(
        _ name: String, returns: [APIType] = [], _ context: APIContext, _ summary: String,
        apple: AppleEquivalent? = nil
    ) -> APIFunction {
        fn(name, [], returns: returns, context, summary, apple: apple)
    }

    static func p(_ name: String, _ type: APIType, optional: Bool = false) -> APIParameter {
        APIParameter(name, type, optional: optional)
    }

    static func apple(_ api: String, _ since: Int?, deprecated: Int? = nil) -> AppleEquivalent {
        AppleEquivalent(api, since: since, deprecated: deprecated)
    }

    static func field(
        _ name: String, _ type: APIType, _ access: APIField.Access, _ summary: String, optional: Bool = false,
        default defaultValue: String? = nil, apple: AppleEquivalent? = nil
    ) -> APIField {
        APIField(
            name: name, type: type, access: access, optional: optional, defaultValue: defaultValue,
            summary: summary, apple: apple)
    }

    // MARK: Globals and time line

    static let globalFunctions: [APIFunction] = [
        fn(
            "app", [p("declaration", .table)], returns: [.object("App")], .declaration,
            "declares and installs an app (see app{} fields); returns its handle"),
        fn(
            "device", [p("switches", .table)], .declaration,
            "sets the iOS profile (ios = n) and named switches; before the first user or system action"),
        fn(
            "invariant", [p("name", .string), p("check", .function([], returns: [.boolean, .optional(.string)]))],
            .declaration,
            "declares a property that must always hold: check() returns true, or false and a message; "
                + "applife explore checks it after every step, applife run after every action and wait"),
        fn(
            "now", returns: [.number], .anywhere,
            "virtual time in seconds (inside app code, the app's own clock)",
            apple: apple("CACurrentMediaTime()", 2)),
        fn(
            "busy", [p("seconds", .number)], .appCode,
            "blocks the main thread for that long; can trip a watchdog",
            apple: apple("Thread.sleep(forTimeInterval:) on the main thread", 2)),
        fn(
            "log", [p("...", .any, optional: true)], .anywhere,
            "a log record of the values joined by spaces (print makes the same record, with Lua's tab between values)",
            apple: apple("NSLog", 2)),
    ]

    static let timelineFunctions: [APIFunction] = [
        fn(
            "scenario", [p("name", .string), p("body", block)], .declaration,
            "declares a scenario; each runs on a fresh device and Lua state after the main chunk"),
        ActionBinding.wait.function,
        fn(
            "at", [p("time", .number), p("fn", block)], .scenario,
            "runs fn as a time-line strand at that absolute virtual time (not in the past)"),
        fn(
            "after", [p("seconds", .number), p("fn", block)], .scenario,
            "runs fn as a time-line strand that many seconds from now"),
        fn(
            "run_until_idle", .scenario,
            "runs the device until no event is pending (timers, work, background deadlines)"),
    ]

    // MARK: app{}

    static let declarationFields: [APIField] =
        [
            field("name", .string, .declare, "the app's name, as traces show it"),
            field(
                "bundle_id", .string, .declare, "the bundle identifier", optional: true,
                default: "com.example.<name, lower case, letters and digits>",
                apple: apple("CFBundleIdentifier", 2)),
            field(
                "url_types", .list(.record([p("name", .string), p("schemes", .list(.string))])), .declare,
                "URL schemes the app opens", optional: true, default: "{}", apple: apple("CFBundleURLTypes", 2)),
            field(
                "document_types",
                .list(
                    .record([
                        p("name", .string), p("types", .list(.string)),
                        p("extensions", .list(.string), optional: true),
                    ])), .declare,
                "document types the app opens (AirDrop, Open In): UTIs and the file extensions that map to them",
                optional: true,
                default: "{}", apple: apple("CFBundleDocumentTypes", 3)),
            field(
                "queries_schemes", .list(.string), .declare, "schemes canOpenURL may ask about (iOS 9+)",
                optional: true,
                default: "{}", apple: apple("LSApplicationQueriesSchemes", 9)),
            field(
                "background_modes", .list(.string), .declare,
                "UIBackgroundModes (\"fetch\", \"remote-notification\", ...)", optional: true,
                default: "{}", apple: apple("UIBackgroundModes", 4)),
            field(
                "memory_mb", .integer, .declare,
                "the app's memory footprint in MB at launch (1 to 1048576); above the per-process limit jetsam kills it as it starts",
                optional: true, default: "50"),
            field(
                "life_cycle", .words(LifeCycle.allCases.map(\.rawValue)), .declare,
                "app delegate only (\"app\", the only choice before iOS 13), UIScene (\"scenes\") or SwiftUI's App (\"swiftui\")",
                optional: true, default: "\"app\"", apple: apple("UIApplicationSceneManifest", 13)),
            field(
                "multiple_windows", .boolean, .declare, "several windows on an iPad (scene apps)", optional: true,
                default: "false",
                apple: apple("UIApplicationSupportsMultipleScenes", 13)),
            field(
                "sdk", .integer, .declare,
                "the SDK the app was built with; a sceneless app built with SDK 27+ fails to launch on iOS 27+",
                optional: true, default: "the device's iOS", apple: apple("DTSDKName", 2)),
            field(
                "exits_on_suspend", .boolean, .declare,
                "quit instead of suspending: leaving the app sends willTerminate (honoured on iOS 4-12)",
                optional: true, default: "false",
                apple: apple("UIApplicationExitsOnSuspend", 4, deprecated: 13)),
            field(
                "bg_task_identifiers", .list(.string), .declare,
                "BGTask identifiers the app may register and submit; declaring any disables background fetch",
                optional: true, default: "{}", apple: apple("BGTaskSchedulerPermittedIdentifiers", 13)),
            field(
                "opens_in_place", .boolean, .declare,
                "documents from other apps open in place (openInPlace true) instead of a Documents/Inbox copy",
                optional: true, default: "false", apple: apple("LSSupportsOpeningDocumentsInPlace", 9)),
            field(
                "settings_bundle", .boolean, .declare,
                "the app ships a Settings bundle: opening UIApplication.openSettingsURLString shows its custom settings",
                optional: true, default: "false", apple: apple("Settings.bundle", 2)),
            pushField,
        ]
        + ReceiverBinding.all.map {
            field(
                // No notification_delegate is no delegate at all, not an empty one (Apple's
                // willPresent page tells the two apart).
                $0.field, .table, .declare, $0.summary, optional: true,
                default: $0.receiver == .notificationDelegate ? "none (no delegate)" : "{}",
                apple: apple($0.apple.name, $0.apple.since))
        } + [
            field(
                "ui", .table, .declare,
                "the app's own screen: { name = function(...) end | { args = { values }, run = function(...) end } }; "
                    + "user.ui(app, name, ...) performs an entry (a scene app's handler gets the scene last), explore "
                    + "tries each with each of its args",
                optional: true, default: "{}"),
            field(
                "main", .union([.function([], returns: [.table]), .string]), .declare,
                "runs in every new process before willFinishLaunching, with fresh globals, and returns the process's code "
                    + "({ delegate = ..., scene_delegate = ..., swiftui = ..., notification_delegate = ..., ui = ... }); its locals die with the process "
                    + "(the variables outside it that it captures do not). Or the path of a .lua file, relative to the declaring "
                    + "file and inside its folder, run anew in every process: its top-level locals are the process's memory",
                optional: true),
            field(
                "shortcut_items", .list(.object("ShortcutItem")), .declare,
                "the static Home Screen quick actions ({ type, title, subtitle, icon, userInfo }); the Home Screen shows them first, "
                    + "then the dynamic ones, up to homeScreenQuickActions (4); user.shortcut offers only those shown",
                optional: true, default: "{}", apple: apple("UIApplicationShortcutItems", 9)),
        ]

    // MARK: Delegate keys

    /// A delegate key: its arguments, result and versions come from the message route.
    static func key(_ method: DelegateMethod, _ summary: String) -> APIDelegateKey {
        let route = method.route
        return APIDelegateKey(
            method: method, parameters: route.parameters.map(parameter),
            returns: route.returns.map { [type($0)] } ?? [],
            summary: summary, since: route.since, deprecated: route.deprecated)
    }

    /// The Lua type a message argument arrives as (the conversions of LuaDelegate).
    static func type(_ value: MessageValueType) -> APIType {
        switch value {
        case .string: .string
        case .boolean: .boolean
        case .any: .any
        case .optional(let wrapped): .optional(type(wrapped))
        case .words(let words): .words(words)
        case .dictionary: .table
        case .record(let name):
            [
                "LaunchOptions", "ConnectionOptions", "UNNotification", "UNNotificationResponse", "UILocalNotification",
                "NSError", "ShortcutItem",
            ].contains(name) ? .object(name) : .table
        case .handler(let parameters): .function(parameters.map(parameter), returns: [])
        case .scene: .object("Scene")
        case .session: .object("SceneSession")
        case .list(let element): .list(type(element))
        }
    }

    static func parameter(_ p: MessageParameter) -> APIParameter { APIParameter(p.name, type(p.type)) }

    static let delegateKeyList: [APIDelegateKey] = {
        let summaries: [DelegateMethod: String] = [
            .willFinishLaunching: "launch has begun; false declines to open the launch URL",
            .didFinishLaunching: "launch is done; false declines to open the launch URL",
            .didBecomeActive: "the app is active (frontmost, receiving events)",
            .willResignActive: "the app is about to become inactive (interruption, home, lock)",
            .didEnterBackground: "the app is in the background; return within the budget or be killed",
            .willEnterForeground: "the app is coming back from the background",
            .willTerminate: "the process is about to end (not called when suspended)",
            .didReceiveMemoryWarning: "free memory",
            .openURL: "open a URL (iOS 9+)",
            .handleOpenURL: "open a URL (legacy, before iOS 4.2)",
            .openURLSourceApplication: "open a URL with its source app (legacy, iOS 4.2-8)",
            .performFetch: "background fetch; call completion with the result",
            .didReceiveRemoteNotification: "a (silent) push arrived; call completion with the result",
            .handleEventsForBackgroundURLSession: "events of a background URL session; call completion when handled",
            .performActionForShortcutItem: "a Home-screen quick action was chosen",
            .continueUserActivity:
                "continue an activity (Handoff, universal link, Spotlight); restorationHandler({ obj, ... }) has UIKit call each obj:restoreUserActivityState(activity)",
            .shouldSaveApplicationState: "whether to save UI state (state restoration; only true says yes)",
            .shouldRestoreApplicationState: "whether to restore saved UI state (only true says yes)",
            .configurationForConnecting:
                "a new scene session needs a configuration; return its name (new sessions only)",
            .didDiscardSceneSessions: "sessions the user closed: now, or right after launch if the app was not running",
            .sceneWillConnect: "a scene connects; URLs, activities, a quick action or a notification arrive in options",
            .sceneDidDisconnect: "the scene object goes away (its session may stay); not a termination",
            .sceneWillEnterForeground: "the scene is coming to the foreground",
            .sceneDidBecomeActive: "the scene is active",
            .sceneWillResignActive: "the scene is about to become inactive",
            .sceneDidEnterBackground: "the scene is in the background",
            .sceneOpenURLContexts: "URLs for a scene that is already connected (not at a cold launch)",
            .sceneContinueUserActivity: "an activity for a connected scene (universal link, Handoff)",
            .scenePerformActionForShortcutItem: "a quick action for a connected scene; call completion",
            .sceneStateRestorationActivity: "return a table to restore the scene from at its next connection",
            .sceneDidUpdateUserActivity:
                "right after stateRestorationActivity: add last data to its table (what it holds then is saved)",
            .scenePhase: "a View's scenePhase changed (per scene)",
            .appPhase: "the App's scenePhase changed (every scene together)",
            .openURLAction: "onOpenURL: a URL or universal link for the scene",
            .applicationDidFinishLaunching:
                "launch is done (legacy, no options; called only without didFinishLaunching); the URL follows in the URL method",
            .didReceiveRemoteNotificationLegacy:
                "a push for the running app (legacy, before the fetchCompletionHandler form; not after a launch)",
            .didReceiveLocalNotification:
                "a local notification for the running app, or tapped while it ran (iOS 4-9; not after a launch)",
            .willContinueUserActivityWithType:
                "an activity is about to be continued (its data may still be on its way); return true if the app tells the user, else iOS does",
            .didFailToContinueUserActivity:
                "a Handoff activity's data never arrived: error says why (instead of continueUserActivity); without it UIKit shows an error",
            .userDidAcceptCloudKitShare:
                "the user accepted a CloudKit share (after the launch, if it launched the app)",
            .significantTimeChange: "midnight, a time-zone or carrier time change (queued while suspended)",
            .protectedDataWillBecomeUnavailable: "a device with a passcode locks: protected files become unreadable",
            .protectedDataDidBecomeAvailable: "the device unlocked: protected files are readable again",
            .sceneWillContinueUserActivity: "an activity is about to be continued in the scene",
            .sceneDidFailToContinueUserActivity:
                "a Handoff activity's data never arrived for the scene (instead of continueUserActivity); without it UIKit shows an error",
            .sceneUserDidAcceptCloudKitShare: "the user accepted a CloudKit share for a connected scene",
            .notificationWillPresent:
                "a notification arrives in the foreground; completion({ \"banner\", \"sound\", ... }) decides how it shows",
            .notificationDidReceive: "the user tapped a notification (or chose an action); call completion",
        ]
        return DelegateMethod.allCases.map { key($0, (summaries[$0] ?? notificationDelegateSummaries[$0])!) }
    }()

    // MARK: Objects

    static let classList: [APIClass] = [
        applicationClass, appHandleClass, launchOptionsClass, sceneClass, sessionClass, connectionOptionsClass,
        notificationClass, taskClass, userDefaultsClass, schedulerClass, processInfoClass, shortcutItemClass,
        timerClass,
        groupClass,
        tokenClass, notificationCenterClass, notificationResponseClass, notificationRequestClass,
        notificationContentClass, localNotificationClass, errorClass,
    ]

    static let userDefaultsLibrary = APILibrary(
        name: "UserDefaults", summary: "the app's key-value storage: it survives every termination and reboots",
        functions: [],
        objects: [
            field(
                "standard", .object("UserDefaults"), .read, "the running app's defaults (in app code)",
                apple: apple("UserDefaults.standard", 2))
        ])

    static let schedulerLibrary = APILibrary(
        name: "BGTaskScheduler", summary: "background tasks the system runs later (iOS 13)",
        functions: [],
        objects: [
            field(
                "shared", .object("BGTaskScheduler"), .read,
                "the running app's scheduler (in app code; an unrecognized selector before iOS 13)",
                apple: apple("BGTaskScheduler.shared", 13))
        ])

    static let processInfoLibrary = APILibrary(
        name: "ProcessInfo", summary: "the running process and the device it runs on",
        functions: [],
        objects: [
            field(
                "processInfo", .object("ProcessInfo"), .read, "the running app's process information (in app code)",
                apple: apple("ProcessInfo.processInfo", 2))
        ])

    static let processInfoClass = APIClass(
        name: "ProcessInfo", variable: "info",
        summary: "ProcessInfo.processInfo: the device's power state, and expiring activities",
        apple: apple("ProcessInfo", 2),
        fields: [
            field(
                "isLowPowerModeEnabled", .boolean, .read,
                "Low Power Mode is on (system.settings{ low_power = true }); observe NSProcessInfoPowerStateDidChangeNotification for changes",
                apple: apple("isLowPowerModeEnabled", 9))
        ],
        methods: [
            fn(
                "info:performExpiringActivity",
                [p("reason", .string), p("block", .function([p("expired", .boolean)], returns: []))],
                .appCode,
                "runs block(false) soon as app code; the process keeps running (background) while busy(seconds) inside the block keeps its thread blocked; block(true) when the process is about to be suspended",
                apple: apple("performExpiringActivity(withReason:using:) (iOS 8.2)", 8))
        ])

    static let userDefaultsClass = APIClass(
        name: "UserDefaults", variable: "defaults",
        summary: "UserDefaults.standard: strings, numbers, booleans and tables of them, kept in the app's container",
        apple: apple("UserDefaults", 2), fields: [],
        methods: [
            fn(
                "defaults:set", [p("key", .string), p("value", .any)], .appCode,
                "stores a value (nil removes the key); anything but strings, numbers, booleans and tables of them crashes the app, as iOS does",
                apple: apple("set(_:forKey:)", 2)),
            fn(
                "defaults:get", [p("key", .string)], returns: [.any], .appCode, "a copy of the stored value, or nil",
                apple: apple("object(forKey:)", 2)),
            fn(
                "defaults:remove", [p("key", .string)], .appCode, "removes the key",
                apple: apple("removeObject(forKey:)", 2)),
        ])

    static let schedulerClass = APIClass(
        name: "BGTaskScheduler", variable: "scheduler",
        summary: "BGTaskScheduler.shared: the requests it keeps survive the process; deleting the app drops them",
        apple: apple("BGTaskScheduler", 13), fields: [],
        methods: [
            fn(
                "scheduler:register",
                [p("identifier", .string), p("handler", .function([p("task", .object("BGTask"))], returns: []))],
                returns: [.boolean], .appCode, "as application:registerTask",
                apple: apple("register(forTaskWithIdentifier:using:launchHandler:)", 13)),
            fn(
                "scheduler:submit", [p("request", .table)],
                returns: [.boolean, .optional(.words(TaskSubmitError.allCases.map(\.rawValue)))], .appCode,
                "as application:submitTask", apple: apple("submit(_:)", 13)),
            fn(
                "scheduler:cancel", [p("identifier", .string)], .appCode,
                "drops the pending request with that identifier",
                apple: apple("cancel(taskRequestWithIdentifier:)", 13)),
            fn(
                "scheduler:cancelAllTaskRequests", [], .appCode, "drops every pending request",
                apple: apple("cancelAllTaskRequests()", 13)),
            fn(
                "scheduler:getPendingTaskRequests",
                [p("handler", .function([p("requests", .list(.table))], returns: []))], .appCode,
                "the pending requests, on the main queue",
                apple: apple("getPendingTaskRequests(completionHandler:)", 13)),
        ])

    static let shortcutItemClass = APIClass(
        name: "ShortcutItem", variable: "item",
        summary:
            "a Home Screen quick action, as performActionForShortcutItem, options.shortcutItem and application.shortcutItems "
            + "give it (a table that prints and concatenates as its type; compare item.type, not item)",
        apple: apple("UIApplicationShortcutItem", 9),
        fields: [
            field(
                "type", .string, .read, "what user.shortcut names (the declaration's type)",
                apple: apple("type", 9)),
            field(
                "localizedTitle", .string, .read,
                "what the Home Screen shows (declared as title; item.title reads it too)",
                apple: apple("localizedTitle", 9)),
            field(
                "localizedSubtitle", .optional(.string), .read,
                "a second line (declared as subtitle; item.subtitle reads it too)", optional: true,
                apple: apple("localizedSubtitle", 9)),
            field(
                "icon", .optional(.words(ShortcutItem.iconTypes)), .read,
                "the icon type (UIApplicationShortcutIcon(type:)); Swift cannot read it back, a scenario can",
                optional: true, apple: apple("icon", 9)),
            field(
                "userInfo", .optional(.table), .read,
                "what the app declared or set with it: property-list values, at most 4 KB (applife's bound), handed back whole",
                optional: true, apple: apple("userInfo", 9)),
        ],
        methods: [])

    static let taskClass = APIClass(
        name: "BGTask", variable: "task",
        summary: "the task a registerTask launch handler receives: set expirationHandler, call setTaskCompleted once",
        apple: apple("BGTask", 13),
        fields: [
            field("identifier", .string, .read, "the task's identifier", apple: apple("identifier", 13)),
            field(
                "kind", .words(TaskRequest.Kind.allCases.map(\.rawValue)), .read,
                "refresh (BGAppRefreshTask) or processing (BGProcessingTask)"),
            field(
                "expirationHandler", .optional(block), .readWrite,
                "runs shortly before the task's time is up; without one the task ends unsuccessfully there",
                apple: apple("expirationHandler", 13)),
        ],
        methods: [
            fn(
                "task:setTaskCompleted", [p("success", .boolean)], .appCode,
                "ends the task (before its time is up, or the app is killed); a second call is a warning",
                apple: apple("setTaskCompleted(success:)", 13))
        ])

    static let sceneClass = APIClass(
        name: "Scene", variable: "scene",
        summary:
            "one window's scene: the first argument of scene-delegate callbacks, app.scenes[i], "
            + "\(ActionBinding.row(.openWindow).lua)'s result",
        apple: apple("UIWindowScene", 13),
        fields: [
            field("app", .object("App"), .read, "the app the scene belongs to"),
            field("id", .integer, .read, "the scene's number in its app (traces name it Notes#1)"),
            field(
                "state", .words(SceneActivationState.allCases.map(\.rawValue)), .read,
                "activationState (unattached once disconnected)", apple: apple("activationState", 13)),
            field("session", .object("SceneSession"), .read, "the session it shows", apple: apple("session", 13)),
            field(
                "title", .optional(.string), .readWrite, "the window's title (set from app code)",
                apple: apple("title", 13)),
            field(
                "delegate", .optional(.table), .read,
                "the scene delegate of the code running now: its methods by key (nil without scene_delegate methods)",
                apple: apple("delegate", 13)),
        ],
        methods: [])

    static let sessionClass = APIClass(
        name: "SceneSession", variable: "session", summary: "what the system keeps of a window across launches",
        apple: apple("UISceneSession", 13),
        fields: [
            field(
                "persistentIdentifier", .string, .read, "stable across launches",
                apple: apple("persistentIdentifier", 13)),
            field(
                "configuration", .string, .read, "the configuration name configurationForConnecting gave",
                apple: apple("configuration.name", 13)),
            field(
                "stateRestorationActivity", .optional(.table), .read,
                "what stateRestorationActivity returned when the scene last entered the background",
                apple: apple("stateRestorationActivity", 13)),
        ],
        methods: [])

    static let connectionOptionsClass = APIClass(
        name: "ConnectionOptions", variable: "options",
        summary:
            "why a scene connects (scene_delegate.willConnect, delegate.configurationForConnecting); empty from the icon",
        apple: apple("UIScene.ConnectionOptions", 13),
        fields: [
            field(
                "urlContexts",
                .list(
                    .record([
                        p("url", .string), p("sourceApplication", .optional(.string)),
                        p("openInPlace", .boolean),
                    ])), .read,
                "URLs that launched the scene", apple: apple("urlContexts", 13)),
            field(
                "userActivities", .list(.table), .read, "universal links, Handoff", apple: apple("userActivities", 13)),
            field(
                "shortcutItem", .object("ShortcutItem"), .read, "the quick action chosen, with its userInfo",
                optional: true, apple: apple("shortcutItem", 13)),
            field(
                "notificationResponse", .object("UNNotificationResponse"), .read, "the notification tapped",
                optional: true,
                apple: apple("notificationResponse", 13)),
            field(
                "cloudKitShareMetadata", .string, .read, "a CloudKit share accepted", optional: true,
                apple: apple("cloudKitShareMetadata", 13)),
            field(
                "handoffUserActivityType", .string, .read,
                "the type of a Handoff activity on its way: the activity itself comes next, to continueUserActivity",
                optional: true, apple: apple("handoffUserActivityType", 13)),
            field(
                "sourceApplication", .string, .read, "bundle id of the app that opened the URL", optional: true,
                apple: apple("sourceApplication", 13)),
        ],
        methods: [])

    static let applicationClass = APIClass(
        name: "UIApplication", variable: "application",
        summary: "the first argument of every delegate callback: the app as its own code sees it",
        apple: apple("UIApplication", 2),
        fields: [
            field(
                "state", .words(ApplicationState.allCases.map(\.rawValue)), .read,
                "applicationState: active, inactive or background (never suspended)",
                apple: apple("applicationState", 4)),
            field(
                "badge", .integer, .readWrite,
                "the icon badge (0 hides it); needs badge authorization from iOS 8, else ignored with a warning",
                apple: apple("applicationIconBadgeNumber", 2)),
            field(
                "backgroundTimeRemaining", .number, .read,
                "seconds of background time left; huge (DBL_MAX) in the foreground, 0 when not running",
                apple: apple("backgroundTimeRemaining", 4)),
            field("name", .string, .read, "the app's name from app{}"),
            field(
                "memoryFootprint", .integer, .read,
                "the process's memory footprint in MB (memory_mb, then allocate/free)"),
            field(
                "isProtectedDataAvailable", .boolean, .read,
                "false while a device with a passcode is locked (protected files unreadable)",
                apple: apple("isProtectedDataAvailable", 4)),
            field(
                "shortcutItems", .list(.object("ShortcutItem")), .readWrite,
                "the dynamic Home Screen quick actions ({ type, title, subtitle, icon, userInfo }), shown after the static "
                    + "shortcut_items while places remain (homeScreenQuickActions); the system keeps them across processes",
                apple: apple("shortcutItems", 9)),
            field(
                "connectedScenes", .list(.object("Scene")), .read,
                "the scenes connected now (a sceneless app: its one implicit scene)",
                apple: apple("connectedScenes", 13)),
            field(
                "openSessions", .list(.object("SceneSession")), .read,
                "every scene session the system keeps for the app, connected or not", apple: apple("openSessions", 13)),
        ] + notificationApplicationFields,
        methods: [
            fn(
                "application:beginBackgroundTask",
                [p("name", .string, optional: true), p("handler", block, optional: true)],
                returns: [.integer], .appCode,
                "asks for background time; the handler runs shortly before it expires; returns the task id (0 = invalid)",
                apple: apple(
                    "beginBackgroundTask(withName:expirationHandler:) (name form iOS 7; handler only iOS 4)", 4)),
            fn(
                "application:endBackgroundTask", [p("id", .integer)], .appCode,
                "ends a background task; an unknown or already-ended id is a warning record",
                apple: apple("endBackgroundTask(_:)", 4)),
            fn(
                "application:requestAuthorization",
                [
                    p("options", .list(.words(ScriptSession.authorizationWords))),
                    p(
                        "completion", .function([p("granted", .boolean), p("error", .nil)], returns: []),
                        optional: true),
                ],
                returns: [.boolean], .appCode,
                "one permission prompt (the first time) for every option together; the answer is the scenario's system.grant (default no); completion (iOS 10) gets it on the main queue; with \"provisional\" (iOS 12) before any prompt: no prompt, granted quietly (Notification Center only)",
                apple: apple(
                    "registerUserNotificationSettings(_:) (iOS 8); UNUserNotificationCenter.requestAuthorization (iOS 10)",
                    8)),
            fn(
                "application:openURL",
                [
                    p("url", .string), p("options", .table, optional: true),
                    p("completion", .function([p("success", .boolean)], returns: []), optional: true),
                ],
                returns: [.optional(.boolean)], .appCode,
                "opens a URL in the app that handles it; before iOS 10 (openURL:) it returns whether it will, and a completion there is an unrecognized selector",
                apple: apple("open(_:options:completionHandler:) (iOS 10; openURL: before)", 2)),
            fn(
                "application:open",
                [
                    p("url", .string),
                    p("options", .record([p("universalLinksOnly", .boolean, optional: true)]), optional: true),
                    p("completion", .function([p("success", .boolean)], returns: []), optional: true),
                ],
                .appCode,
                "opens a URL in the app that handles it, as Swift's UIApplication.shared.open(url); the completion gets whether it opened; before iOS 10 an unrecognized selector (use openURL there)",
                apple: apple("open(_:options:completionHandler:)", 10)),
            fn(
                "application:setBadgeCount",
                [
                    p("count", .integer),
                    p("completion", .function([p("error", .optional(.string))], returns: []), optional: true),
                ],
                .appCode, "sets the badge (needs badge authorization); completion gets nil or \"notAuthorized\"",
                apple: apple("UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)", 16)),
            fn(
                "application:allocate", [p("mb", .integer)], .appCode,
                "the footprint grows by mb; past the per-process limit jetsam kills the app at once"),
            fn("application:free", [p("mb", .integer)], .appCode, "the footprint shrinks by mb (not below 0)"),
            fn(
                "application:setMinimumBackgroundFetchInterval",
                [p("interval", .union([.number, .words(["minimum", "never"])]))],
                .appCode,
                "without it (default never) the system gives the app no background fetch; kept across launches",
                apple: apple("setMinimumBackgroundFetchInterval(_:)", 7, deprecated: 13)),
            fn(
                "application:registerTask",
                [p("identifier", .string), p("handler", .function([p("task", .object("BGTask"))], returns: []))],
                returns: [.boolean], .appCode,
                "registers a BGTask launch handler; only for bg_task_identifiers, only before the launch ends",
                apple: apple("BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)", 13)),
            fn(
                "application:submitTask",
                [
                    p(
                        "request",
                        .record([
                            p("identifier", .string),
                            p("kind", .words(TaskRequest.Kind.allCases.map(\.rawValue)), optional: true),
                            p("earliest", .number, optional: true),
                            p("requires_external_power", .boolean, optional: true),
                            p("requires_network", .boolean, optional: true),
                        ]))
                ],
                returns: [.boolean, .optional(.words(TaskSubmitError.allCases.map(\.rawValue)))], .appCode,
                "submits a BGAppRefreshTaskRequest or BGProcessingTaskRequest (run only on an idle device, with power and network if it requires them); false and the error when refused",
                apple: apple("BGTaskScheduler.submit(_:)", 13)),
            fn(
                "application:writeFile",
                [
                    p("url", .string),
                    p(
                        "options",
                        .record([p("protection", .words(FileProtection.allCases.map(\.rawValue)), optional: true)]),
                        optional: true),
                ],
                returns: [.boolean], .appCode,
                "writes a file of the container (file URL or Documents/... path) with a data-protection class (default completeUntilFirstUserAuthentication); false in Documents/Inbox (read-only), or while the class's key is unavailable (a locked device with a passcode)",
                apple: apple("Data.write(to:options:) (.completeFileProtection...: iOS 4)", 2)),
            fn(
                "application:readFile", [p("url", .string)],
                returns: [.boolean, .optional(.words(["NSFileReadNoSuchFileError", "NSFileReadNoPermissionError"]))],
                .appCode,
                "reads a file of the container: true, or false and the error (a complete or completeUnlessOpen file while the device with a passcode is locked; any but none before the first unlock)",
                apple: apple("Data(contentsOf:)", 2)),
            fn(
                "application:moveItem", [p("from", .string), p("to", .string)], returns: [.boolean], .appCode,
                "moves a file within the container (out of Documents/Inbox before changing it)",
                apple: apple("FileManager.moveItem(at:to:)", 2)),
            fn(
                "application:removeItem", [p("url", .string)], returns: [.boolean], .appCode,
                "deletes a file of the container (Inbox files too)", apple: apple("FileManager.removeItem(at:)", 2)),
            fn(
                "application:fileExists", [p("url", .string)], returns: [.boolean], .appCode,
                "whether the container has the file", apple: apple("FileManager.fileExists(atPath:)", 2)),
            fn(
                "application:canOpenURL", [p("url", .string)], returns: [.boolean], .appCode,
                "whether an installed app handles the URL", apple: apple("canOpenURL(_:)", 3)),
            fn(
                "application:requestSceneSessionActivation",
                [
                    p("session", .nil),
                    p(
                        "userActivity",
                        .record([
                            p("activityType", .string), p("userInfo", .table, optional: true),
                            p("webpageURL", .string, optional: true), p("title", .string, optional: true),
                        ]), optional: true),
                    p("options", .table, optional: true),
                    p(
                        "errorHandler",
                        .function(
                            [
                                p(
                                    "error",
                                    .record([
                                        p("domain", .string), p("code", .integer), p("localizedDescription", .string),
                                    ]))
                            ], returns: []), optional: true),
                ],
                .appCode,
                "asks for a new window (iPad, multiple_windows, app in front) right after the calling code returns; its willConnect options carry the activity in userActivities; otherwise errorHandler gets UISceneErrorDomain 0 (multipleScenesNotSupported) or 1 (requestDenied)",
                apple: apple("requestSceneSessionActivation(_:userActivity:options:errorHandler:)", 13)),
            fn(
                "application:requestSceneSessionDestruction",
                [
                    p("session", .object("SceneSession")), p("options", .table, optional: true),
                    p("errorHandler", .function([p("error", .table)], returns: []), optional: true),
                ],
                .appCode,
                "closes the session right after the calling code returns, as closing its window does (disconnect, didDiscardSceneSessions; the last window ends the process); a session without a window is discarded",
                apple: apple("requestSceneSessionDestruction(_:options:errorHandler:)", 13)),
            fn(
                "application:play_audio", [p("seconds", .number)], .appCode,
                "plays audio for that long; with background_modes audio the app keeps running in the background meanwhile",
                apple: apple("AVAudioPlayer.play()", 2)),
        ] + notificationApplicationMethods)

    static let appHandleClass = APIClass(
        name: "App", variable: "app", summary: "what app{} returns: the app seen from outside (read-only)", apple: nil,
        fields: [
            field("name", .string, .read, "the app's name"),
            field("bundle_id", .string, .read, "the bundle identifier"),
            field(
                "state", .words(AppState.allCases.map(\.rawValue)), .read,
                "the external state, including suspended and notRunning"),
            field("badge", .optional(.integer), .read, "what the home screen shows; nil when no badge is visible"),
            field(
                "terminated", .optional(.words(TerminationReason.allCases.map(\.rawValue))), .read,
                "why the last process ended, or nil if none ever did"),
            field("scenes", .list(.object("Scene")), .read, "a scene app's connected scenes, oldest first"),
            field(
                "process", .optional(.record([p("number", .integer), p("launched", .number)])), .read,
                "the running process (its number since installation, when it started), or nil"),
            field(
                "defaults", .table, .read, "a copy of what the app's UserDefaults hold (it survives kills and reboots)"),
            field("files", .list(.string), .read, "the files in the app's container, as paths under it"),
        ] + notificationAppHandleFields + recordAppHandleFields,
        methods: [])

    static let launchOptionsClass = APIClass(
        name: "LaunchOptions", variable: "options",
        summary: "the options table of willFinishLaunching/didFinishLaunching; nil for a launch from the icon",
        apple: apple("UIApplication.LaunchOptionsKey", 3),
        fields: [
            field("url", .string, .read, "the URL to open", optional: true, apple: apple("LaunchOptionsKey.url", 3)),
            field(
                "sourceApplication", .string, .read, "bundle id of the app that opened the URL", optional: true,
                apple: apple("LaunchOptionsKey.sourceApplication", 3)),
            field(
                "annotation", .string, .read, "the URL's annotation", optional: true,
                apple: apple("LaunchOptionsKey.annotation", 3)),
            field(
                "remoteNotification", .table, .read, "the push payload", optional: true,
                apple: apple("LaunchOptionsKey.remoteNotification", 3)),
            field(
                "localNotification", .object("UILocalNotification"), .read, "the local notification",
                optional: true, apple: apple("LaunchOptionsKey.localNotification", 4, deprecated: 10)),
            field(
                "location", .boolean, .read, "launched for a location event", optional: true,
                apple: apple("LaunchOptionsKey.location", 4)),
            field(
                "bluetoothCentrals", .list(.string), .read, "central manager identifiers to restore", optional: true,
                apple: apple("LaunchOptionsKey.bluetoothCentrals", 7)),
            field(
                "bluetoothPeripherals", .list(.string), .read, "peripheral manager identifiers to restore",
                optional: true,
                apple: apple("LaunchOptionsKey.bluetoothPeripherals", 7)),
            field(
                "shortcutItem", .object("ShortcutItem"), .read, "the quick action chosen, with its userInfo",
                optional: true, apple: apple("LaunchOptionsKey.shortcutItem", 9)),
            field(
                "userActivityDictionary", .record([p("userActivityType", .string)]), .read, "the activity to continue",
                optional: true,
                apple: apple("LaunchOptionsKey.userActivityDictionary", 8)),
            field(
                "cloudKitShareMetadata", .string, .read, "a CloudKit share accepted", optional: true,
                apple: apple("LaunchOptionsKey.cloudKitShareMetadata", 10)),
        ],
        methods: [])

    static let timerClass = APIClass(
        name: "DispatchTimer", variable: "timer", summary: "a repeating main-queue timer (dispatch.timer)",
        apple: apple("DispatchSourceTimer", 4), fields: [],
        methods: [fn("timer:cancel", .anywhere, "stops the timer; no tick after this", apple: apple("cancel()", 4))])

    static let groupClass = APIClass(
        name: "DispatchGroup", variable: "group", summary: "a dispatch group (dispatch.group)",
        apple: apple("DispatchGroup", 4), fields: [],
        methods: [
            fn("group:enter", .anywhere, "one more piece of work in flight", apple: apple("enter()", 4)),
            fn(
                "group:leave", .anywhere, "one piece of work done; more leaves than enters is an error",
                apple: apple("leave()", 4)),
            fn(
                "group:notify", [p("fn", block)], .anywhere,
                "runs fn on the main queue once nothing is in flight", apple: apple("notify(queue: .main, execute:)", 4)
            ),
        ])

    static let tokenClass = APIClass(
        name: "NotificationToken", variable: "token",
        summary: "an observer registration; pass it to notifications.remove",
        apple: apple("NSObjectProtocol (addObserver's result)", 4), fields: [], methods: [])

    // MARK: Libraries

    static let libraryList: [APILibrary] = [
        userLibrary, systemLibrary, dispatchLibrary, notificationsLibrary, keychainLibrary, expectLibrary,
        invariantsLibrary,
        notificationCenterLibrary, applicationLibrary, userDefaultsLibrary, schedulerLibrary, processInfoLibrary,
    ]

    static let invariantsLibrary = APILibrary(
        name: "invariants",
        summary: "the checks applife explore always makes, as functions to pass to invariant(name, fn)",
        functions: BuiltinInvariant.allCases.map { builtin in
            fn(
                "invariants.\(builtin.luaName)", returns: [.boolean, .optional(.string)], .anywhere,
                "\"\(builtin.rawValue)\": true, or false and what broke it: \(builtin.summary)")
        })

    static let userLibrary = APILibrary(
        name: "user", summary: "what the person holding the phone does (from the scenario)",
        functions: ActionBinding.rows(of: .user).map(\.function))

    static let systemLibrary = APILibrary(
        name: "system", summary: "what iOS and the world do (from the scenario)",
        functions: ActionBinding.rows(of: .system).map(\.function))

    static let dispatchLibrary = APILibrary(
        name: "dispatch",
        summary: "GCD as app code uses it: the main queue, timers, groups, work off the main thread (on every profile: "
            + "before iOS 4 apps did the same with NSTimer and performSelector)",
        functions: [
            fn(
                "dispatch.async", [p("fn", block)], .appCode, "runs fn on the main queue soon",
                apple: apple("DispatchQueue.main.async", 4)),
            fn(
                "dispatch.after", [p("seconds", .number), p("fn", block)], .appCode,
                "runs fn on the main queue after that many seconds (while the app executes)",
                apple: apple("DispatchQueue.main.asyncAfter", 4)),
            fn(
                "dispatch.timer", [p("interval", .number), p("fn", block), p("start", .number, optional: true)],
                returns: [.object("DispatchTimer")], .appCode,
                "repeats fn every interval (first after start, default one interval); missed ticks coalesce",
                apple: apple("DispatchSource.makeTimerSource", 4)),
            fn(
                "dispatch.group", returns: [.object("DispatchGroup")], .appCode, "a new dispatch group",
                apple: apple("DispatchGroup()", 4)),
            fn(
                "dispatch.work", [p("seconds", .number), p("done", block)], .appCode,
                "work off the main thread taking that long (frozen while suspended), then done on the main queue",
                apple: apple("DispatchQueue.global().async + DispatchQueue.main.async", 4)),
        ])

    static let keychainLibrary: APILibrary = {
        let status = APIType.words(KeychainStatus.allCases.map(\.name))
        let name = [p("service", .string), p("account", .string)]
        let accessible = p("accessible", .words(KeychainAccessibility.allCases.map(\.rawValue)), optional: true)
        return APILibrary(
            name: "keychain",
            summary: "the keychain as app code uses it (generic passwords): kept by the device outside the app's "
                + "container, so its items outlive every process, reboots, offloading and (keychainSurvivesDeletion) "
                + "the app's deletion; an item whose accessibility class's key is unavailable (a locked device with a "
                + "passcode, or one not unlocked since it restarted) answers errSecInteractionNotAllowed",
            functions: [
                fn(
                    "keychain.add", [p("query", .record(name + [p("data", .string), accessible]))], returns: [status],
                    .appCode,
                    "stores a new item (accessible: default whenUnlocked); errSecDuplicateItem if it exists",
                    apple: apple("SecItemAdd", 2)),
                fn(
                    "keychain.copy", [p("query", .record(name))], returns: [status, .optional(.string)], .appCode,
                    "the item's data (kSecReturnData), or errSecItemNotFound / errSecInteractionNotAllowed and nil",
                    apple: apple("SecItemCopyMatching", 2)),
                fn(
                    "keychain.update", [p("query", .record(name)), p("changes", .record([p("data", .string)]))],
                    returns: [status], .appCode, "replaces the item's data", apple: apple("SecItemUpdate", 2)),
                fn(
                    "keychain.delete", [p("query", .record(name))], returns: [status], .appCode, "removes the item",
                    apple: apple("SecItemDelete", 2)),
            ])
    }()

    static let notificationsLibrary = APILibrary(
        name: "notifications",
        summary:
            "NotificationCenter: the UIApplication and UIScene notifications, and the power state (Low Power Mode)",
        functions: [
            fn(
                "notifications.observe",
                [
                    p("name", .words(AppNotification.allCases.map(\.rawValue))),
                    p(
                        "fn",
                        .function(
                            [
                                p(
                                    "notification",
                                    .record([
                                        p("name", .string), p("object", .object("Scene"), optional: true),
                                        p("userInfo", .table, optional: true),
                                    ]))
                            ], returns: [])),
                ],
                returns: [.object("NotificationToken")], .appCode,
                "calls fn(notification) each time the notification is posted to this app (userInfo: DidFinishLaunching's launch options)",
                apple: apple("NotificationCenter.addObserver(forName:object:queue:using:)", 4)),
            fn(
                "notifications.remove", [p("token", .object("NotificationToken"))], .anywhere,
                "stops observing", apple: apple("NotificationCenter.removeObserver(_:)", 2)),
        ])

    static let expectLibrary = APILibrary(
        name: "expect",
        summary:
            "expectations: a pass is recorded, a failure stops the scenario with an aligned report (pcall cannot catch it)",
        functions: [
            fn("expect.mark", .scenario, "expect.callbacks/sequence count from here on"),
            fn(
                "expect.callbacks", [p("of", subjectRef, optional: true), p("names", .list(.string))], .scenario,
                "exactly these callbacks, in order, since the scenario began or expect.mark() (short names, scene.name, notification.name, phase:a->b, app_phase:a->b, or selectors); "
                    + "of every app, of one app and its scenes, or of one scene (\"Notes#2\")"),
            fn(
                "expect.sequence", [p("of", subjectRef, optional: true), p("names", .list(.string))], .scenario,
                "these callbacks or notifications in this order, gaps allowed"),
            fn(
                "expect.prediction", [p("of", subjectRef, optional: true), p("names", .list(.string))], .scenario,
                "a learner's predicted callbacks, checked as expect.callbacks; the report's expected column is what UIKit did"
            ),
            fn(
                "expect.state", [p("app", subjectRef), p("state", .words(AppState.allCases.map(\.rawValue)))],
                .scenario,
                "the app's external state now (given a scene, the scene's state, as expect.scene_state)"),
            fn(
                "expect.scene_state",
                [
                    p("scene", subjectRef),
                    p("state", .words(SceneActivationState.allCases.map(\.rawValue))),
                ], .scenario,
                "a scene's activation state now; an app with one connected scene stands for it"),
            fn(
                "expect.badge", [p("app", subjectRef), p("n", .integer)], .scenario,
                "what the home screen shows (0: no badge); a scene stands for its app"),
            fn(
                "expect.terminated",
                [
                    p("app", subjectRef),
                    p("reason", .words(TerminationReason.allCases.map(\.rawValue)), optional: true),
                    p("code", .words(Termination.codes), optional: true),
                ],
                .scenario,
                "the app's last process ended (for this reason, with this code); \"crash\" also expects its crashes; "
                    + "a scene stands for its app"),
            fn(
                "expect.crash", [p("app", subjectRef), p("message", .string, optional: true)], .scenario,
                "the app crashed (a Lua error in its code) since the scenario began or its last expected crash; "
                    + "a crash nobody expects fails the scenario; a scene stands for its app"),
            fn(
                "expect.equal", [p("actual", .any), p("expected", .any), p("message", .string, optional: true)],
                .scenario,
                "two values are equal (tables compared deeply)"),
        ])
}
