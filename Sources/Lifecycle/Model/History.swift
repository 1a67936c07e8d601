/// What the system remembers of the app's past processes and of the user's hand on it: a
/// record that outlives the processes. Every change says what happened and keeps the
/// invariants below (checked as it is made, in debug builds).
///
///     history.userOpened()            // a card in the switcher; background launches allowed again
///     history.give(.missingMethods)   // true once: the warning is given the first time only
struct History: KeepsInvariants {
    static let owner = "history"
    /// Distinct schemes a binary linked before iOS 9 may ask canOpenURL about (C8).
    static let queryLimit = 50

    /// Advice and warnings given once per app.
    enum Notice {
        /// State that outlived a process (code declared once in the scenario file).
        case sharedState
        /// Delegate methods this iOS lacks.
        case missingMethods
        /// This iOS ignores the app's scene manifest.
        case ignoredSceneManifest
        /// A deprecated API the app called.
        case deprecated(AppAPI)
    }

    /// Processes started since the app was installed.
    private(set) var processes = 0
    /// The dynamic quick actions the app set (`UIApplication.shortcutItems`).
    private(set) var shortcutItems: [ShortcutItem] = []
    /// Whether the app has a card in the app switcher.
    private(set) var inSwitcher = false
    /// Force-quit by the user: no background launch until the user opens it again ([S22]).
    private(set) var killedByUser = false
    /// Consecutive crashes during will/didFinishLaunching (two delete the archive, [A1]).
    private(set) var launchCrashes = 0
    private(set) var lastTermination: Termination?
    /// Distinct schemes asked about through canOpenURL (the legacy limit, C8).
    private(set) var queried: [String] = []
    // The notices given (plain flags: the launch asks for one every time).
    private var advisedSharedState = false
    private var warnedMissingMethods = false
    private var warnedIgnoredSceneManifest = false
    private var warnedAPIs: Set<AppAPI> = []

    var violations: [String] {
        var problems: [String] = []
        if queried.count > Self.queryLimit || Set(queried).count != queried.count {
            problems.append("\(queried.count) schemes queried, not \(Self.queryLimit) distinct ones at most")
        }
        if shortcutItems.count > Device.maxShortcutItems { problems.append("\(shortcutItems.count) quick actions") }
        return problems
    }

    /// A process starts: its number since the app was installed.
    mutating func processStarted() -> Int {
        processes += 1
        return processes
    }

    /// The launch methods returned: the count of crashes during launch starts again.
    mutating func launchSucceeded() { launchCrashes = 0 }

    /// The app crashed during will/didFinishLaunching: how many times in a row.
    mutating func launchCrashed() -> Int {
        launchCrashes += 1
        return launchCrashes
    }

    mutating func terminated(_ termination: Termination) { lastTermination = termination }

    // MARK: The user

    /// The user brought the app up: it has a card in the switcher, and may launch in the
    /// background again.
    mutating func userOpened() {
        inSwitcher = true
        killedByUser = false
    }

    /// The user swiped the app's card away.
    mutating func cardRemoved() { inSwitcher = false }

    /// The user force-quit the app (its card, or its last window).
    mutating func userKilled() { killedByUser = true }

    /// The device restarted: the switcher is empty and every force-quit is forgotten ("until
    /// … the device reboots", [S22]).
    mutating func rebooted() {
        inSwitcher = false
        killedByUser = false
    }

    // MARK: The app

    /// The app set `UIApplication.shortcutItems`.
    mutating func setShortcutItems(_ items: [ShortcutItem]) {
        shortcutItems = items
        check()
    }

    /// canOpenURL asked about `scheme` under the legacy limit: false when it is a new scheme
    /// past `queryLimit`.
    mutating func query(_ scheme: String) -> Bool {
        guard !queried.contains(scheme) else { return true }
        guard queried.count < Self.queryLimit else { return false }
        queried.append(scheme)
        check()
        return true
    }

    /// Whether the notice was given.
    func hasGiven(_ notice: Notice) -> Bool {
        switch notice {
        case .sharedState: return advisedSharedState
        case .missingMethods: return warnedMissingMethods
        case .ignoredSceneManifest: return warnedIgnoredSceneManifest
        case .deprecated(let api): return warnedAPIs.contains(api)
        }
    }

    /// Gives the notice: true the first time only.
    mutating func give(_ notice: Notice) -> Bool {
        guard !hasGiven(notice) else { return false }
        switch notice {
        case .sharedState: advisedSharedState = true
        case .missingMethods: warnedMissingMethods = true
        case .ignoredSceneManifest: warnedIgnoredSceneManifest = true
        case .deprecated(let api): warnedAPIs.insert(api)
        }
        return true
    }
}
