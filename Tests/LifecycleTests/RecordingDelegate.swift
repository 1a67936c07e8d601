import Lifecycle

/// A test delegate that logs every call as "method:applicationState" and, through
/// observers installed at launch, every notification as "N:ShortName:applicationState".
/// Per-method hooks add behaviour; `missing` removes methods (implements -> false).
final class RecordingDelegate: AppDelegate {
    var log: [String] = []
    var hooks: [DelegateMethod: (Application) throws -> Void] = [:]
    var missing: Set<DelegateMethod> = []
    /// Part-2 methods this delegate implements (none unless a test says so).
    var extra: Set<DelegateMethod> = []
    var observeNotifications = true
    /// What will/didFinishLaunching return.
    var launchAnswer: (will: Bool, did: Bool) = (true, true)

    static let part1: Set<DelegateMethod> = [
        .willFinishLaunching, .didFinishLaunching, .didBecomeActive, .willResignActive,
        .didEnterBackground, .willEnterForeground, .willTerminate, .didReceiveMemoryWarning,
    ]

    func implements(_ method: DelegateMethod) -> Bool {
        (Self.part1.contains(method) || extra.contains(method)) && !missing.contains(method)
    }

    /// Returns the log since the last call and clears it.
    func take() -> [String] {
        defer { log = [] }
        return log
    }

    private func note(_ m: DelegateMethod, _ app: Application) throws {
        log.append("\(m.rawValue):\(app.state.rawValue)")
        try hooks[m]?(app)
    }

    /// Observers go in at the first launch method the profile delivers
    /// (willFinishLaunching exists from iOS 6 only).
    private var observingThisLaunch = false

    private func observeAll(_ app: Application) throws {
        guard observeNotifications, !observingThisLaunch else { return }
        observingThisLaunch = true
        for n in AppNotification.allCases {
            let short = n.rawValue.replacingPrefix("UIApplication").replacingSuffix("Notification")
            _ = try app.observe(n.rawValue) { [unowned self] in self.log.append("N:\(short):\(app.state.rawValue)") }
        }
    }

    /// Launch options of the last launch; the last URL and its options.
    var options: LaunchOptions?
    var url: AppURL?
    var urlOptions: OpenURLOptions?
    var activity: UserActivity?
    /// Handlers received (in order); `answer` calls each at once unless nil (then the test does).
    var handlers: [Completion] = []
    var answer: FetchResult? = .newData
    var saveAnswer = true
    var restoreAnswer = true

    func receive(_ message: LifecycleMessage, _ app: Application) throws -> MessageReply {
        switch message {
        case .willFinishLaunching(let options):
            self.options = options
            try observeAll(app)
            try note(.willFinishLaunching, app)
            return .bool(launchAnswer.will)
        case .didFinishLaunching:
            try observeAll(app)
            observingThisLaunch = false
            try note(.didFinishLaunching, app)
            return .bool(launchAnswer.did)
        case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground, .willTerminate,
            .didReceiveMemoryWarning:
            try note(message.method, app)
        case .openURL(let url, let options):
            self.url = url
            urlOptions = options
            try note(.openURL, app)
            return .bool(true)
        case .handleOpenURL(let url):
            self.url = url
            try note(.handleOpenURL, app)
            return .bool(true)
        case .openURLSourceApplication(let url, let sourceApplication, let annotation):
            self.url = url
            urlOptions = OpenURLOptions(sourceApplication: sourceApplication, annotation: annotation)
            try note(.openURLSourceApplication, app)
            return .bool(true)
        case .performFetch(let c), .didReceiveRemoteNotification(_, let c), .handleEventsForBackgroundURLSession(_, let c),
            .performActionForShortcutItem(_, let c):
            handlers.append(c)
            try note(message.method, app)
            if let answer { c.call(answer) }
        case .continueUserActivity(let activity):
            self.activity = activity
            try note(.continueUserActivity, app)
            return .bool(true)
        case .shouldSaveApplicationState:
            try note(.shouldSaveApplicationState, app)
            return .bool(saveAnswer)
        case .shouldRestoreApplicationState:
            try note(.shouldRestoreApplicationState, app)
            return .bool(restoreAnswer)
        case .scenePhase(_, let from, let to), .appPhase(let from, let to):
            log.append("\(message.method.rawValue):\(from)->\(to)")
        case .configurationForConnecting:
            try note(.configurationForConnecting, app)
            return configurationName.map { .text($0) } ?? .none
        case .sceneStateRestorationActivity:
            try note(.sceneStateRestorationActivity, app)
            return restorationActivity.map { .dictionary($0) } ?? .none
        case .scenePerformActionForShortcutItem(_, _, let c):
            handlers.append(c)
            try note(message.method, app)
            if answer != nil { c.call(succeeded: true) }
        case .sceneWillConnect(_, let session, let options):
            connections.append((session, options))
            try note(.sceneWillConnect, app)
        case .sceneOpenURLContexts(_, let contexts):
            url = contexts.first?.url
            try note(.sceneOpenURLContexts, app)
        case .didDiscardSceneSessions(let sessions):
            discarded.append(sessions.map(\.persistentIdentifier))
            try note(.didDiscardSceneSessions, app)
        case .sceneDidDisconnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
            .sceneDidEnterBackground, .sceneContinueUserActivity, .openURLAction, .significantTimeChange,
            .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable, .sceneWillContinueUserActivity:
            try note(message.method, app)
        case .applicationDidFinishLaunching:
            try observeAll(app)
            observingThisLaunch = false
            try note(.applicationDidFinishLaunching, app)
        case .didReceiveRemoteNotificationLegacy(let payload):
            self.payload = payload
            try note(message.method, app)
        case .didReceiveLocalNotification(let notification):
            self.notification = notification
            try note(message.method, app)
        case .willContinueUserActivityWithType(let type):
            activityType = type
            try note(message.method, app)
            return .bool(true)
        case .userDidAcceptCloudKitShare(let metadata), .sceneUserDidAcceptCloudKitShare(_, let metadata):
            shareMetadata = metadata
            try note(message.method, app)
        case .notificationWillPresent(let notification, let c):
            self.notification = notification
            handlers.append(c)
            try note(message.method, app)
            if let presentation { c.call(presenting: presentation) }
        case .notificationDidReceive(let response, let c):
            self.response = response
            handlers.append(c)
            try note(message.method, app)
            if answer != nil { c.call() }
        }
        return .none
    }

    // Notifications, activities, CloudKit.
    var payload: [String: String]?
    var notification: UserNotification?
    var response: NotificationResponse?
    var activityType: String?
    var shareMetadata: String?
    /// What willPresent's completion is called with (nil: the test calls it).
    var presentation: [PresentationOption]? = []

    // Scene apps.
    static let scenes: Set<DelegateMethod> = [
        .configurationForConnecting, .didDiscardSceneSessions, .sceneWillConnect, .sceneDidDisconnect,
        .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
        .sceneOpenURLContexts, .sceneContinueUserActivity, .scenePerformActionForShortcutItem,
    ]
    var configurationName: String?
    var restorationActivity: [String: String]?
    var connections: [(session: SceneSessionInfo, options: ConnectionOptions)] = []
    var discarded: [[String]] = []
}

extension String {
    func replacingPrefix(_ p: String) -> String { hasPrefix(p) ? String(dropFirst(p.count)) : self }
    func replacingSuffix(_ s: String) -> String { hasSuffix(s) ? String(dropLast(s.count)) : self }
}

/// A device with one or two recorded apps.
struct World {
    let device: Device
    let todo: AppID
    let mail: AppID
    let todoLog: RecordingDelegate
    let mailLog: RecordingDelegate

    init(ios: Int = 17) { self.init(profile: Profile(ios: ios)) }

    init(ios: Int = 17, configure: (inout Profile) throws -> Void) throws {
        var profile = Profile(ios: ios)
        try configure(&profile)
        self.init(profile: profile)
    }

    init(profile: Profile) {
        self.init(profile: profile, todoSpec: { _ in }, mailSpec: { _ in })
    }

    /// Part-2 worlds: Todo and Mail with extra Info.plist declarations.
    init(
        profile: Profile, todoSpec: (inout AppSpec) -> Void, mailSpec: (inout AppSpec) -> Void = { _ in }
    ) {
        device = Device(profile: profile)
        todoLog = RecordingDelegate()
        mailLog = RecordingDelegate()
        var t = AppSpec(name: "Todo", bundleID: "com.acme.todolist", delegate: todoLog)
        todoSpec(&t)
        var m = AppSpec(name: "Mail", bundleID: "com.acme.mail", delegate: mailLog)
        mailSpec(&m)
        todo = device.install(t)
        mail = device.install(m)
    }

    var app: Application { device.application(todo) }
}

// The exact expected pieces, so each test reads like docs/ios-facts.md.
enum Seq {
    static let launch = [
        "willFinishLaunching:inactive", "didFinishLaunching:inactive", "N:DidFinishLaunching:inactive",
        "didBecomeActive:active", "N:DidBecomeActive:active",
    ]
    static let resign = ["willResignActive:active", "N:WillResignActive:active"]
    static let background = ["didEnterBackground:background", "N:DidEnterBackground:background"]
    static let foreground = ["willEnterForeground:background", "N:WillEnterForeground:background"]
    static let active = ["didBecomeActive:active", "N:DidBecomeActive:active"]
    static let terminate = ["willTerminate:background", "N:WillTerminate:background"]
}
