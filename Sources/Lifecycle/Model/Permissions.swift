/// The home-screen badge and what the user allowed the app (facts §6): a record that
/// outlives the app's processes. Every change says what happened and keeps the invariants
/// below (checked as it is made, in debug builds).
///
///     permissions.request([.alert, .badge], promptShows: true)   // the prompt, answered as scripted
///     permissions.answer(.badge, false)                          // system.grant(app, "badge", false)
struct Permissions: KeepsInvariants {
    static let owner = "permissions"

    /// What the home screen shows (0 = hidden).
    private(set) var badge = 0
    /// The user's scripted answers to permission prompts.
    private(set) var answers: [Authorization: Bool] = [:]
    /// Permissions the app asked for and got.
    private(set) var granted: Set<Authorization> = []
    private(set) var requested: Set<Authorization> = []
    /// Whether a refused badge has been explained once (later warnings stay short).
    private(set) var badgeRefusalExplained = false
    /// The answer to the notification permission prompt, once it was shown (iOS asks once).
    private(set) var promptAnswer: Bool?
    /// The scripted answer for the prompt (`Device.grant(app, allowed)`), before it shows.
    private(set) var scriptedPromptAnswer: Bool?
    /// Granted provisionally (iOS 12): no prompt has shown, and notifications go quietly to
    /// Notification Center only.
    private(set) var provisional = false
    /// The app asked for `providesAppNotificationSettings` (iOS 12): Settings links to its
    /// own notification settings.
    private(set) var providesAppSettings = false

    var violations: [String] {
        granted.isSubset(of: requested) ? [] : ["granted an option the app never asked for"]
    }

    /// The home screen shows `value`; false when it showed it already.
    mutating func showBadge(_ value: Int) -> Bool {
        guard badge != value else { return false }
        badge = value
        return true
    }

    /// The badge was refused; true the first time (the warning says how to allow it once).
    mutating func badgeRefused() -> Bool {
        defer { badgeRefusalExplained = true }
        return !badgeRefusalExplained
    }

    /// The app asks for `options`. When the prompt shows, the user's one answer (the scripted
    /// answer for the prompt, else yes when every option was scripted yes) grants or denies
    /// them together; an option scripted no stays denied.
    mutating func request(_ options: [Authorization], promptShows: Bool) {
        if promptShows {
            provisional = false
            let allowed = scriptedPromptAnswer ?? options.allSatisfy { answers[$0] == true }
            promptAnswer = allowed
            for option in options {
                if allowed && answers[option] != false { granted.insert(option) } else { granted.remove(option) }
            }
        }
        requested.formUnion(options)
        check()
    }

    /// `requestAuthorization` with `provisional` before any prompt: no prompt shows, and the
    /// options are granted quietly until the app asks without it (a prompt then).
    mutating func grantProvisionally(_ options: [Authorization]) {
        guard promptAnswer == nil else { return }
        provisional = true
        requested.formUnion(options)
        granted.formUnion(options)
        check()
    }

    /// A request carried `providesAppNotificationSettings`: from now on Settings shows the link.
    mutating func asksForAppSettingsLink() {
        providesAppSettings = true
    }

    /// The user's answer for one option (scripted; may come before the prompt). An option the
    /// app asked for changes at once.
    mutating func answer(_ option: Authorization, _ yes: Bool) {
        answers[option] = yes
        if requested.contains(option) {
            if yes { granted.insert(option) } else { granted.remove(option) }
        }
        check()
    }

    /// The user's answer to the notification prompt, Allow or Don't Allow. After the prompt
    /// it grants or denies everything the app asked for, as the Settings switch does.
    mutating func answerPrompt(_ allowed: Bool) {
        scriptedPromptAnswer = allowed
        guard promptAnswer != nil else { return }
        promptAnswer = allowed
        granted = allowed ? requested : []
        check()
    }

    /// Settings turned the app's notifications on: after a denied prompt, what the app
    /// asked for is authorized.
    mutating func allowedInSettings() {
        guard promptAnswer == false else { return }
        promptAnswer = true
        granted = requested
        check()
    }
}
