/// The parts of an app's record that outlive its processes, each with one concern. The
/// device writes them; nothing here runs app code.

/// The home-screen badge and what the user allowed the app (facts §6).
struct Permissions {
    /// What the home screen shows (0 = hidden).
    var badge = 0
    /// The user's scripted answers to permission prompts.
    var answers: [Authorization: Bool] = [:]
    /// Permissions the app asked for and got.
    var granted: Set<Authorization> = []
    var requested: Set<Authorization> = []
    /// Whether a refused badge has been explained once (later warnings stay short).
    var badgeRefusalExplained = false
    /// The answer to the notification permission prompt, once it was shown (iOS asks once).
    var promptAnswer: Bool?
    /// The scripted answer for the prompt (`Device.grant(app, allowed)`), before it shows.
    var scriptedPromptAnswer: Bool?
}

/// What the app keeps in its container (facts §4.4, §9): it survives every termination and
/// a reboot; deleting the app wipes it.
struct Container {
    /// `UserDefaults.standard`.
    var defaults: [String: StoredValue] = [:]
    /// What `defaults` takes, encoded (`StoredValue.size`): bounded by `Container.defaultsLimit`.
    var defaultsSize = 0
    /// Files, as paths under the container (`Documents/Inbox/a.pdf`).
    var files: [String] = []
    /// File names copied to Documents/Inbox (so a second file with the same name is renamed).
    var inbox: [String] = []
    /// A state-restoration archive exists (saved after shouldSaveApplicationState said YES).
    var hasArchive = false
}

/// What the system schedules for the app in the background (facts §5.4, §5.5).
struct BackgroundScheduling {
    /// `setMinimumBackgroundFetchInterval:`; nil = Never.
    var fetchInterval: VirtualTime?
    /// When the system last gave the app a background fetch.
    var lastFetch: Int64?
    /// BGTaskScheduler requests waiting to run.
    var taskRequests: [TaskRequest] = []
}

/// What the system remembers of the app's past processes.
struct History {
    /// Processes started since the app was installed.
    var processes = 0
    /// The dynamic quick actions the app set (`UIApplication.shortcutItems`).
    var shortcutItems: [ShortcutItem] = []
    /// Whether the app has a card in the app switcher.
    var inSwitcher = false
    /// Force-quit by the user: no background launch until the user opens it again ([S22]).
    var userKilled = false
    /// Consecutive crashes during will/didFinishLaunching (two delete the archive, [A1]).
    var launchCrashes = 0
    var lastTermination: Termination?
    /// Distinct schemes asked about through canOpenURL (the legacy 50-scheme limit, C8).
    var queried: [String] = []
    /// The advice about state that outlived a process was given.
    var advisedSharedState = false
    /// The warning about delegate methods this iOS lacks was given.
    var warnedMissingMethods = false
    /// The warning that this iOS ignores the app's scene manifest was given.
    var warnedIgnoredSceneManifest = false
    /// Deprecated APIs the app was warned about (once each).
    var warnedAPIs: Set<AppAPI> = []
}
