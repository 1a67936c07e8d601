import MessageCatalog

/// Named switches: list, read and set profile values by string name, with validation.
///
///     Profile.switchNames                          // ["badgeNeedsAuthorization", …]
///     try profile.set("lock", to: .string("resignOnly"))
///     try profile.set("backgroundBudget", to: .string("180"))   // numbers may come as text
///     profile.value(of: "lock")                    // .string("resignOnly")
///     try profile.set("lok", to: .bool(true))      // unknown switch 'lok', did you mean 'lock'?
public enum SwitchValue: Sendable, Equatable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)

    /// The value as a number; numbers may come as text ("180").
    var number: Double? {
        switch self {
        case .number(let n): n
        case .string(let s): Double(s)
        case .bool: nil
        }
    }

    public var description: String {
        switch self {
        case .bool(let b): return String(b)
        // Past the clock's range a number is shown as given, not as the time it would clamp to.
        case .number(let n): return abs(n) < 1e9 ? VirtualTime.seconds(n).jsonSeconds : "\(n)"
        case .string(let s): return "'\(s)'"
        }
    }
}

/// One switch: its name, what it accepts, the facts-sheet source, and a one-line meaning.
public struct ProfileSwitch: Sendable {
    public let name: String
    /// "bool", "seconds", or the accepted words joined by "|".
    public let accepts: String
    public let source: String
    public let summary: String
    let get: @Sendable (Profile) -> SwitchValue
    let set: @Sendable (inout Profile, SwitchValue) throws -> Void
}

extension Profile {
    public static var switchNames: [String] { switches.map(\.name) }

    public static func describe(_ name: String) -> ProfileSwitch? {
        switches.first { $0.name == name }
    }

    public func value(of name: String) -> SwitchValue? {
        Profile.describe(name)?.get(self)
    }

    public mutating func set(_ name: String, to value: SwitchValue) throws {
        guard let s = Profile.describe(name) else {
            throw EngineError.unknownSwitch(name: name, suggestion: Spelling.nearest(to: name, in: Profile.switchNames))
        }
        try s.set(&self, value)
    }

    /// All switches, sorted by name so listings are stable.
    public static let switches: [ProfileSwitch] = [
        choice(
            "callAccepted", \.callAccepted, "C4 §2.5",
            "accepting a call backgrounds (iOS 4+) or terminates (<= 3) the app"),
        flag(
            "badgeNeedsAuthorization", \.badgeNeedsAuthorization, "§6 [A2]",
            "badge shows only after badge authorization (iOS 8+)"),
        flag(
            "callEndReturnsToApp", \.callEndReturnsToApp, "— (observed)",
            "after an accepted call ends, the app that was in front comes back"),
        flag(
            "callRingResigns", \.callRingResigns, "§2.5 (UNVERIFIED >= 14)",
            "a ringing call deactivates the foreground app"),
        seconds(
            "backgroundBudget", \.backgroundBudget, "C6 §5.3", "background time with a task open: 600 / 180 / 30 s"),
        seconds(
            "didEnterBackgroundBudget", \.didEnterBackgroundBudget, "§5.1 [S6]", "time didEnterBackground has to return"
        ),
        seconds(
            "expirationLeadTime", \.expirationLeadTime, "§5.2 (UNVERIFIED)",
            "expiration handlers run this long before the deadline"),
        seconds(
            "foregroundHangLimit", \.foregroundHangLimit, "§1.4 [S16] scene-update",
            "longest main-thread block in the foreground"),
        seconds(
            "launchWatchdog", \.launchWatchdog, "C7 §1.4 [S16]",
            "willFinish + didFinishLaunching must return within this"),
        choice("lock", \.lock, "C3 §2.4 [E2][E3]", "locking: resignOnly (iOS 4) or background (5+)"),
        choice(
            "lockBackgroundState", \.lockBackgroundState, "C3 §2.4",
            "applicationState inside didEnterBackground after a lock"),
        choice(
            "switcherKill", \.switcherKill, "C2 §2.8 [E5][S6]", "swiping a running app's card: willTerminate or silent"),
        choice(
            "willEnterForegroundNotification", \.willEnterForegroundNotification, "C1 §2.0 [A2][S6]",
            "notification afterDelegate (header) or beforeDelegate (docs)"),
        seconds("willTerminateBudget", \.willTerminateBudget, "§1.4 [S6]", "time willTerminate has to return"),
        choice(
            "vetoRule", \.vetoRule, "C5 §3 [S7][S9][A1]",
            "a NO from either (default) or both launch methods vetoes the URL"),
        choice(
            "openURLMethod", \.openURLMethod, "§4.3 [A2][S9]",
            "newest open-URL method: options (9+), sourceApplication (4.2-8), handleOpenURL"),
        choice(
            "canOpenURLRule", \.canOpenURLRule, "C8 §4.2 [S10][A3]",
            "canOpenURL: any (<9), legacyFifty, declared (9-14), declaredFifty (15+)"),
        choice(
            "duplicateSchemes", \.duplicateSchemes, "C9 §4.1 [S11]",
            "a scheme several apps claim: nothing (warning), firstInstalled, lastInstalled"),
        flag(
            "sourceApplicationSameTeamOnly", \.sourceApplicationSameTeamOnly, "§4.4 [S9]",
            "sourceApplication only for senders of the same team (13+)"),
        flag(
            "localNotificationLaunchOption", \.localNotificationLaunchOption, "§3 [S8]",
            "a tapped local notification is a launch option (iOS 4-9)"),
        flag(
            "wakeCallsDidEnterBackground", \.wakeCallsDidEnterBackground, "C10 §1.2 T7 [S3]",
            "a suspended app woken for an event gets didEnterBackground again"),
        seconds(
            "completionTimeout", \.completionTimeout, "§5.4 [S22]", "fetch / silent-push completion handler deadline"),
        seconds(
            "eventWakeWindow", \.eventWakeWindow, "§5.4 [A1]",
            "how long a location or Bluetooth wake keeps the app running"),
        megabytes(
            "perProcessLimitMB", \.perProcessLimitMB, "§7 [S15] (UNVERIFIED value)",
            "footprint above which even the foreground app is killed"),
        choice(
            "idiom", \.idiom, "applife",
            "iphone (one app on screen) or ipad (several windows of a multiple_windows app)"),
        choice(
            "sceneSwitcherKill", \.sceneSwitcherKill, "C12 scenes §A.5",
            "killing a running scene app: disconnectAndDiscard, backgroundOnly or disconnectOnly"),
        choice(
            "sceneURLOrder", \.sceneURLOrder, "C13 scenes §A.6",
            "a warm URL reaches openURLContexts beforeForeground (measured) or afterForeground"),
        choice(
            "backgroundLaunchConnectsScene", \.backgroundLaunchConnectsScene, "scenes §A.7 (UNVERIFIED)",
            "background launches that connect a scene: never, location, always"),
        flag(
            "disconnectOnBackground", \.disconnectOnBackground, "C14 scenes §A.8",
            "a scene disconnects right after entering the background"),
        choice(
            "sceneAppNotifications", \.sceneAppNotifications, "scenes §A.9 (UNVERIFIED)",
            "a scene app's UIApplication notifications: aggregate edges or perScene"),
        flag(
            "memoryPressureDisconnectsScenes", \.memoryPressureDisconnectsScenes, "scenes §A.8, §A.10",
            "memory pressure disconnects running scene apps' background scenes"),
        choice(
            "ipadWindowFocus", \.ipadWindowFocus, "scenes §A.8 (UNVERIFIED)",
            "visible iPad windows: allActive, or focusedOnly active"),
        choice(
            "swiftUIPhaseOrder", \.swiftUIPhaseOrder, "scenes §B.3 (UNVERIFIED)",
            "scenePhase changes afterUIKit or beforeUIKit scene callbacks"),
        choice(
            "swiftUIColdUniversalLink", \.swiftUIColdUniversalLink, "scenes §B.4 FB17446617",
            "a universal link that launches a SwiftUI app: dropped (18+) or delivered"),
        flag(
            "prewarmRunsLaunch", \.prewarmRunsLaunch, "C15 scenes §A.13",
            "a prewarmed launch runs will/didFinishLaunching (field reports) or no app code"),
        flag(
            "multitasking", \.multitasking, "C4 §1.2 §11.3",
            "apps run in the background (iOS 4+); without it Home quits the app in front"),
        seconds(
            "resumeWatchdog", \.resumeWatchdog, "§1.4 [E9]",
            "willEnterForeground + didBecomeActive must return within this, together"),
        flag(
            "keychainSurvivesDeletion", \.keychainSurvivesDeletion, "— (observed; UNVERIFIED, undocumented)",
            "an app's keychain items stay when the app is deleted, for its next installation"),
        flag(
            "passcode", \.passcode, "§2.4 [S1][A1]",
            "the device has a passcode: locking makes protected data unavailable"),
        choice(
            "remoteNotificationAppDelegate", \.remoteNotificationAppDelegate, "§2.11 [A2] (UNVERIFIED)",
            "app delegate's push method when the notification delegate handled it: fallback or always"),
        seconds("refreshTaskTime", \.refreshTaskTime, "§5.5", "how long a BGAppRefreshTask may run"),
        seconds("processingTaskTime", \.processingTaskTime, "§5.5 (UNVERIFIED)", "how long a BGProcessingTask may run"),
        choice(
            "lowPowerRefreshStatus", \.lowPowerRefreshStatus, "§12.5 [N10] (UNVERIFIED value)",
            "backgroundRefreshStatus in Low Power Mode: denied or restricted"),
        choice(
            "notificationWithoutDelegate", \.notificationWithoutDelegate, "[WP] (reports disagree)",
            "a foreground notification when the notification center has no delegate: shown (Apple) or notShown"),
        choice(
            "processingTaskOnUse", \.processingTaskOnUse, "§5.5 [S26] (UNVERIFIED manner)",
            "the user starts using the device: a BGProcessingTask's expiration handler (expire) or a kill (terminate)"),
        count(
            "homeScreenQuickActions", \.homeScreenQuickActions, "§13.4 [P10] (Adopting 3D Touch on iPhone: four)",
            "how many quick actions the Home Screen shows, static ones first", range: 0...64),
    ].sorted { $0.name < $1.name }

    private static func count(
        _ name: String, _ path: WritableKeyPath<Profile, Int> & Sendable, _ source: String, _ summary: String,
        range: ClosedRange<Int>
    ) -> ProfileSwitch {
        ProfileSwitch(
            name: name, accepts: "count", source: source, summary: summary,
            get: { .number(Double($0[keyPath: path])) },
            set: { profile, value in
                guard let n = value.number, n == n.rounded(), n >= Double(range.lowerBound),
                    n <= Double(range.upperBound)
                else {
                    throw EngineError.badSwitchValue(
                        name: name, value: value.description,
                        expected: Sentence(.expectWholeNumber, "\(range.lowerBound)", "\(range.upperBound)"))
                }
                profile[keyPath: path] = Int(n)
            })
    }

    private static func flag(
        _ name: String, _ path: WritableKeyPath<Profile, Bool> & Sendable, _ source: String, _ summary: String
    ) -> ProfileSwitch {
        ProfileSwitch(
            name: name, accepts: "bool", source: source, summary: summary,
            get: { .bool($0[keyPath: path]) },
            set: { profile, value in
                switch value {
                case .bool(let b): profile[keyPath: path] = b
                case .string("true"): profile[keyPath: path] = true
                case .string("false"): profile[keyPath: path] = false
                default:
                    throw EngineError.badSwitchValue(
                        name: name, value: value.description, expected: Sentence(.expectTrueOrFalse))
                }
            })
    }

    private static func seconds(
        _ name: String, _ path: WritableKeyPath<Profile, VirtualTime> & Sendable, _ source: String, _ summary: String
    ) -> ProfileSwitch {
        ProfileSwitch(
            name: name, accepts: "seconds", source: source, summary: summary,
            get: { .number($0[keyPath: path].seconds) },
            set: { profile, value in
                guard let n = value.number, n.isFinite, n >= 0 else {
                    throw EngineError.badSwitchValue(
                        name: name, value: value.description, expected: Sentence(.expectSeconds))
                }
                profile[keyPath: path] = .seconds(n)
            })
    }

    private static func megabytes(
        _ name: String, _ path: WritableKeyPath<Profile, Int> & Sendable, _ source: String, _ summary: String
    ) -> ProfileSwitch {
        ProfileSwitch(
            name: name, accepts: "megabytes", source: source, summary: summary,
            get: { .number(Double($0[keyPath: path])) },
            set: { profile, value in
                guard let n = value.number, n.isFinite, n >= 1, n == n.rounded(), n < 1e12 else {
                    throw EngineError.badSwitchValue(
                        name: name, value: value.description, expected: Sentence(.expectMegabytes))
                }
                profile[keyPath: path] = Int(n)
            })
    }

    private static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Profile, E> & Sendable, _ source: String, _ summary: String
    ) -> ProfileSwitch where E.RawValue == String {
        let words = E.allCases.map(\.rawValue)
        return ProfileSwitch(
            name: name, accepts: words.joined(separator: "|"), source: source, summary: summary,
            get: { .string($0[keyPath: path].rawValue) },
            set: { profile, value in
                guard case .string(let s) = value, let e = E(rawValue: s) else {
                    throw EngineError.badSwitchValue(
                        name: name, value: value.description,
                        expected: Sentence(.expectOneOf, words.joined(separator: " or ")))
                }
                profile[keyPath: path] = e
            })
    }
}
