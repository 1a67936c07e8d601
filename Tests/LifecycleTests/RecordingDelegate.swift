import Lifecycle

/// A test delegate that logs every call as "method:applicationState" and, through
/// observers installed at launch, every notification as "N:ShortName:applicationState".
/// Per-method hooks add behaviour; `missing` removes methods (implements -> false).
final class RecordingDelegate: AppDelegate {
    var log: [String] = []
    var hooks: [DelegateMethod: (Application) throws -> Void] = [:]
    var missing: Set<DelegateMethod> = []
    /// Methods beyond the basic ones this delegate implements (none unless a test says so).
    var extra: Set<DelegateMethod> = []
    var observeNotifications = true
    /// What will/didFinishLaunching return.
    var launchAnswer: (will: Bool, did: Bool) = (true, true)

    static let basics: Set<DelegateMethod> = [
        .willFinishLaunching, .didFinishLaunching, .didBecomeActive, .willResignActive,
        .didEnterBackground, .willEnterForeground, .willTerminate, .didReceiveMemoryWarning,
    ]

    func implements(_ method: DelegateMethod) -> Bool {
        (Self.basics.contains(method) || extra.contains(method)) && !missing.contains(method)
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

    /// Every message received, in order.
    var messages: [LifecycleMessage] = []

    func receive(_ message: LifecycleMessage, _ app: Application) throws -> MessageReply {
        messages.append(message)
        let method = message.method
        let arguments = message.arguments
        for case .completion(let c, _) in arguments { handlers.append(c) }
        switch method {
        case .willFinishLaunching:
            if case .launchOptions(let options)? = arguments.first { self.options = options }
            try observeAll(app)
            try note(method, app)
            return .bool(launchAnswer.will)
        case .didFinishLaunching, .applicationDidFinishLaunching:
            try observeAll(app)
            observingThisLaunch = false
            try note(method, app)
            return method == .didFinishLaunching ? .bool(launchAnswer.did) : .none
        case .openURL, .handleOpenURL, .openURLSourceApplication:
            if case .url(let url)? = arguments.first { self.url = url }
            if case .openURLOptions(let options)? = arguments.dropFirst().first { urlOptions = options }
            if method == .openURLSourceApplication, case .text(let source) = arguments[1],
                case .text(let annotation) = arguments[2]
            {
                urlOptions = OpenURLOptions(sourceApplication: source, annotation: annotation)
            }
            try note(method, app)
            return .bool(true)
        case .performFetch, .didReceiveRemoteNotification, .handleEventsForBackgroundURLSession,
            .performActionForShortcutItem:
            try note(method, app)
            if let answer, case .completion(let c, _)? = arguments.last { c.call(answer) }
        case .continueUserActivity:
            if case .activity(let activity)? = arguments.first { self.activity = activity }
            try note(method, app)
            return .bool(true)
        case .shouldSaveApplicationState:
            try note(method, app)
            return .bool(saveAnswer)
        case .shouldRestoreApplicationState:
            try note(method, app)
            return .bool(restoreAnswer)
        case .scenePhase, .appPhase:
            if let (from, to) = Self.phases(arguments) { log.append("\(method.rawValue):\(from)->\(to)") }
        case .configurationForConnecting:
            try note(method, app)
            return configurationName.map { .text($0) } ?? .none
        case .sceneStateRestorationActivity:
            try note(method, app)
            return restorationActivity.map { .dictionary($0) } ?? .none
        case .scenePerformActionForShortcutItem:
            try note(method, app)
            if answer != nil, case .completion(let c, _)? = arguments.last { c.call(succeeded: true) }
        case .sceneWillConnect:
            if case .session(let session) = arguments[1], case .connectionOptions(let options) = arguments[2] {
                connections.append((session, options))
            }
            try note(method, app)
        case .sceneOpenURLContexts:
            if case .urlContexts(let contexts) = arguments[1] { url = contexts.first?.url }
            try note(method, app)
        case .didDiscardSceneSessions:
            if case .sessions(let sessions)? = arguments.first {
                discarded.append(sessions.map(\.persistentIdentifier))
            }
            try note(method, app)
        case .didReceiveRemoteNotificationLegacy:
            if case .dictionary(let payload)? = arguments.first { self.payload = payload }
            try note(method, app)
        case .didReceiveLocalNotification:
            if case .notification(let notification)? = arguments.first { self.notification = notification }
            try note(method, app)
        case .willContinueUserActivityWithType:
            if case .text(let type)? = arguments.first { activityType = type }
            try note(method, app)
            return .bool(true)
        case .userDidAcceptCloudKitShare, .sceneUserDidAcceptCloudKitShare:
            if case .text(let metadata)? = arguments.last { shareMetadata = metadata }
            try note(method, app)
        case .notificationWillPresent:
            if case .notification(let notification)? = arguments.first { self.notification = notification }
            try note(method, app)
            if let presentation, case .completion(let c, _)? = arguments.last { c.call(presenting: presentation) }
        case .notificationDidReceive:
            if case .response(let response)? = arguments.first { self.response = response }
            try note(method, app)
            if answer != nil, case .completion(let c, _)? = arguments.last { c.call() }
        default:
            try note(method, app)
        }
        return .none
    }

    private static func phases(_ arguments: [MessageArgument]) -> (ScenePhase, ScenePhase)? {
        let phases = arguments.compactMap { argument -> ScenePhase? in
            if case .phase(let p) = argument { return p }
            return nil
        }
        return phases.count == 2 ? (phases[0], phases[1]) : nil
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

    // The app's screen (`ui`): its entries, and what a touch does beyond being logged as
    // "ui:words:applicationState" (with ":scene N" for a window of a scene app).
    var screen: [UIEntry] = []
    var uiHooks: [String: (UIAction, Application) throws -> Void] = [:]

    func perform(_ action: UIAction, scene: SceneID?, _ app: Application) throws {
        log.append("ui:\(action.words):\(app.state.rawValue)" + (scene.map { ":scene \($0.number)" } ?? ""))
        try uiHooks[action.name]?(action, app)
    }
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

    /// The quick actions the worlds' apps declare.
    static let quickActions = [
        ShortcutItem(type: "com.acme.new", title: "New"), ShortcutItem(type: "new", title: "New"),
    ]

    /// Worlds of Todo and Mail with extra Info.plist declarations.
    init(
        profile: Profile, todoSpec: (inout AppSpec) -> Void, mailSpec: (inout AppSpec) -> Void = { _ in }
    ) {
        device = Device(profile: profile)
        todoLog = RecordingDelegate()
        mailLog = RecordingDelegate()
        var t = AppSpec(name: "Todo", bundleID: "com.acme.todolist", delegate: todoLog)
        t.shortcutItems = Self.quickActions
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
