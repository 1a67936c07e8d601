/// How a process launched, and what that leaves it: will/didFinishLaunching's answers, whether
/// the launch methods returned, and its UserDefaults when it started before the first unlock
/// after a restart (§13: it never reads the container's file, only the keys it set itself).
/// Stored inline in `ProcessState`.
///
///     p.launch.finished(answers: (will: true, did: nil))
///     p.launch.canRead("draft")   // false before the first unlock, unless it set the key
struct ProcessLaunch {
    /// What will/didFinishLaunching returned (nil: not implemented or not delivered).
    private(set) var answers: (will: Bool?, did: Bool?) = (nil, nil)
    /// The launch methods have returned (BGTaskScheduler registrations close then).
    private(set) var launched = false
    /// Started before the first unlock after a restart: its UserDefaults never read the
    /// container's file.
    let startedBeforeFirstUnlock: Bool
    /// The keys such a process set itself (it reads those back).
    private(set) var defaultsSetBeforeFirstUnlock: Set<String> = []
    /// It was told once that its UserDefaults read nothing.
    private(set) var toldDefaultsUnreadable = false
    /// A notification response reached it while its notification center had no delegate
    /// (told once, when app code sets one).
    private(set) var responseWithoutDelegate = false

    init(beforeFirstUnlock: Bool) { startedBeforeFirstUnlock = beforeFirstUnlock }

    /// The launch methods returned, with these answers.
    mutating func finished(answers: (will: Bool?, did: Bool?)) {
        self.answers = answers
        launched = true
    }

    /// App code set the default `key`.
    mutating func setDefault(_ key: String) {
        if startedBeforeFirstUnlock { defaultsSetBeforeFirstUnlock.insert(key) }
    }

    /// Whether the process can read the default `key` from the container.
    func canRead(_ key: String) -> Bool {
        !startedBeforeFirstUnlock || defaultsSetBeforeFirstUnlock.contains(key)
    }

    /// A response arrived with no notification delegate to hear it.
    mutating func missedResponse() { responseWithoutDelegate = true }

    /// App code set a notification delegate: whether a response came before it (once).
    mutating func takeMissedResponse() -> Bool {
        defer { responseWithoutDelegate = false }
        return responseWithoutDelegate
    }

    /// The process is told its UserDefaults are unreadable: true the first time only.
    mutating func tellDefaultsUnreadable() -> Bool {
        defer { toldDefaultsUnreadable = true }
        return !toldDefaultsUnreadable
    }
}
