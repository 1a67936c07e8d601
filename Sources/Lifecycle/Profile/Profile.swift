/// The rules of one iOS version, every disputed or "about" value a named switch.
///
///     var p = Profile(ios: 12)            // any major version maps to its era's rules
///     p.backgroundBudget                  // 180 s (C6)
///     try p.set("backgroundBudget", to: .number(600))
///     try p.set("switcherKill", to: .string("silent"))
///     Profile.switchNames                 // for "did you mean" and listings
///
/// Defaults come from docs/ios-facts.md; docs/semantics.md has the table.
/// Room for the UIScene life cycle (iOS 13+) is a later `lifeCycle` value; nothing here
/// assumes it is the app-delegate one except the sequences themselves.
public struct Profile: Sendable, Equatable {
    /// The major iOS version the presets were taken from.
    public private(set) var ios: Int

    /// C1: whether UIApplicationWillEnterForegroundNotification is posted after the
    /// delegate method (header [A2]) or before it (current docs [S6]).
    public var willEnterForegroundNotification: NotificationOrder
    /// C2: what swiping away the card of a still-running app delivers.
    public var switcherKill: SwitcherKill
    /// C3: what locking the screen does to the foreground app.
    public var lock: LockBehaviour
    /// C3: `applicationState` read inside didEnterBackground after a lock.
    public var lockBackgroundState: ApplicationState
    /// C4: what accepting a call does to the foreground app.
    public var callAccepted: CallAccepted
    /// §2.5: whether a ringing call deactivates the app (full-screen call UI) or not
    /// (iOS 14 banner, UNVERIFIED: no resign until accepted).
    public var callRingResigns: Bool
    /// When an accepted call ends, the app that was in front comes back (observed, not sourced).
    public var callEndReturnsToApp: Bool
    /// C6: background time after backgrounding with a task open.
    public var backgroundBudget: VirtualTime
    /// §5.2: how long before the deadline the expiration handlers run (UNVERIFIED 4-5 s).
    public var expirationLeadTime: VirtualTime
    /// §1.4, §5.1: time didEnterBackground has to return.
    public var didEnterBackgroundBudget: VirtualTime
    /// §1.4: time willTerminate has to return.
    public var willTerminateBudget: VirtualTime
    /// C7: time from willFinishLaunching to didFinishLaunching returning.
    public var launchWatchdog: VirtualTime
    /// §1.4 scene-update / resume: longest main-thread block while in the foreground.
    public var foregroundHangLimit: VirtualTime
    /// §6: the badge shows only after the user granted badge authorization (iOS 8+).
    public var badgeNeedsAuthorization: Bool

    // URLs, launches, background events, memory (facts §3, §4, §5.4, §7).

    /// C5: whether a NO from either launch method vetoes the URL (will/didFinish docs,
    /// [A1]) or only NO from both (openURL docs).
    public var vetoRule: VetoRule
    /// §4.3: the newest open-URL delegate method this iOS knows (older ones are fallbacks).
    public var openURLMethod: OpenURLMethod
    /// C8: what canOpenURL answers for schemes missing from LSApplicationQueriesSchemes.
    public var canOpenURLRule: CanOpenURLRule
    /// C9: who gets a scheme several apps register.
    public var duplicateSchemes: DuplicateSchemes
    /// §4.4: sourceApplication is given only when the sender is of the same team
    /// (bundle-ID prefix), as current docs say (commonly dated iOS 13).
    public var sourceApplicationSameTeamOnly: Bool
    /// §3: tapping a local notification launches with `localNotification` (iOS 4-9; from
    /// 10 UNUserNotificationCenterDelegate, which has no launch key).
    public var localNotificationLaunchOption: Bool
    /// C10: whether a suspended app woken into the background gets didEnterBackground again.
    public var wakeCallsDidEnterBackground: Bool
    /// §5.4: time to call the fetch / silent-push completion handler.
    public var completionTimeout: VirtualTime
    /// §5.4: how long a location or Bluetooth wake keeps the app running ([A1] ≈10 s).
    public var eventWakeWindow: VirtualTime
    /// §7: per-process memory limit (jetsam `per-process-limit`), device-dependent (UNVERIFIED).
    public var perProcessLimitMB: Int

    // Scenes and SwiftUI (facts §8, scenes §A-B).

    /// The device family: a phone shows one app; a pad several windows (docs/reference.md).
    public var idiom: Idiom
    /// C12: what swiping a running scene app away in the switcher delivers.
    public var sceneSwitcherKill: SceneSwitcherKill
    /// C13: whether a warm URL reaches `scene(_:openURLContexts:)` before the scene comes to
    /// the foreground (measured) or between willEnterForeground and didBecomeActive (sceneless order).
    public var sceneURLOrder: SceneURLOrder
    /// A.7 (UNVERIFIED): which background launches connect a scene (into the background).
    public var backgroundLaunchConnectsScene: BackgroundLaunchScene
    /// C14: whether a scene is disconnected right after it enters the background (template
    /// comment) or only when UIKit reclaims memory or the user closes it (Apple's doc).
    public var disconnectOnBackground: Bool
    /// A.9 (UNVERIFIED): UIApplication notifications of a scene app on edges of the aggregate
    /// state, or with every scene's transition.
    public var sceneAppNotifications: SceneAppNotifications
    /// A.10 (REC): memory pressure disconnects the background scenes of running scene apps
    /// (sessions kept) after the warnings.
    public var memoryPressureDisconnectsScenes: Bool
    /// A.8 (UNVERIFIED): several visible iPad windows all stay active (focus moving makes the
    /// window losing it resign and become active again), or only the focused one is active.
    public var ipadWindowFocus: IPadWindowFocus
    /// B.3 (UNVERIFIED): SwiftUI's scenePhase changes after or before the UIKit scene callback
    /// and its notifications.
    public var swiftUIPhaseOrder: SwiftUIPhaseOrder
    /// B.4: whether a SwiftUI app's onOpenURL gets a universal link that launched it cold
    /// (FB17446617, iOS 18.4, open: dropped).
    public var swiftUIColdUniversalLink: SwiftUIColdUniversalLink
    /// C15: whether a prewarmed launch runs will/didFinishLaunching (field reports) or no app
    /// code (Apple's launch-sequence page).
    public var prewarmRunsLaunch: Bool

    // Versions, launch paths and APIs.

    /// C4, §1.2, §11.3: whether the device runs apps in the background (iOS 4+). Without
    /// it Home, another app or a URL quits the app in front (applicationWillTerminate).
    public var multitasking: Bool
    /// §1.4 [E9]: willEnterForeground + didBecomeActive of a resume (sceneWillEnterForeground
    /// + sceneDidBecomeActive for a scene) must return within this, together.
    public var resumeWatchdog: VirtualTime
    /// §2.4 [S1][A1]: the device has a passcode, so locking makes protected data unavailable.
    public var passcode: Bool
    /// §2.11 [A2] against UNUserNotificationCenterDelegate's docs: whether the app delegate's
    /// remote-notification method is still called when the notification delegate handled it.
    public var remoteNotificationAppDelegate: RemoteNotificationAppDelegate
    /// §5.5: how long a BGAppRefreshTask may run (≈30 s, third-party measurements).
    public var refreshTaskTime: VirtualTime
    /// §5.5: how long a BGProcessingTask may run ("minutes", UNVERIFIED figure).
    public var processingTaskTime: VirtualTime
    /// What `backgroundRefreshStatus` reads in Low Power Mode: Apple says only that Background
    /// App Refresh "is disabled automatically" (denied: the user's own act; restricted: the
    /// user cannot turn it on while the mode lasts).
    public var lowPowerRefreshStatus: LowPowerRefreshStatus
    /// How the system ends a running BGProcessingTask when the user starts using the device
    /// (Apple: it "terminates" it): its expiration handler, or the app killed at once.
    public var processingTaskOnUse: ProcessingTaskOnUse
    /// A notification arriving in the foreground for an app whose notification center has no
    /// delegate at all (iOS 10+): shown with its own options, as Apple's willPresent page
    /// says, or not shown, as many developers report.
    public var notificationWithoutDelegate: NotificationWithoutDelegate
    /// Whether an app's keychain items stay when the app is deleted (observed on every iOS
    /// but a beta of 10.3; Apple does not document it either way).
    public var keychainSurvivesDeletion: Bool
    /// How many quick actions the Home Screen shows for an app, static ones first (Apple:
    /// "up to the system-defined limit"; the iOS 9 guide: four).
    public var homeScreenQuickActions: Int

    /// The iOS versions the engine models: iPhone OS 2 to iOS 27.
    /// The iOS a device runs unless a file's `device{}` or `--ios` says otherwise.
    public static let defaultIOS = 17
    public static let supportedVersions: ClosedRange<Int> = 2...27

    /// `Profile(ios:)` for a modelled version; anything else is `EngineError.unsupportedVersion`.
    ///
    ///     try Profile.validated(ios: 3)     // iPhone OS 3: no multitasking
    ///     try Profile.validated(ios: 99)    // throws: "iOS 99 is not modelled: …"
    public static func validated(ios: Int) throws -> Profile {
        guard supportedVersions.contains(ios) else { throw EngineError.unsupportedVersion(ios) }
        return Profile(ios: ios)
    }

    /// A profile for iOS `ios`. Versions outside `supportedVersions` get the nearest era's
    /// rules; use `validated(ios:)` to refuse them.
    public init(ios: Int = Profile.defaultIOS) {
        self.ios = ios
        willEnterForegroundNotification = .afterDelegate
        switcherKill = .willTerminate
        lock = ios >= 5 ? .background : .resignOnly
        lockBackgroundState = ios >= 7 ? .background : .inactive
        callAccepted = ios >= 4 ? .background : .terminate
        callRingResigns = ios < 14
        callEndReturnsToApp = true
        backgroundBudget = .seconds(ios <= 6 ? 600 : ios <= 12 ? 180 : 30)
        expirationLeadTime = .seconds(5)
        didEnterBackgroundBudget = .seconds(5)
        willTerminateBudget = .seconds(5)
        launchWatchdog = .seconds(20)
        foregroundHangLimit = .seconds(10)
        badgeNeedsAuthorization = ios >= 8
        vetoRule = .either
        openURLMethod = ios >= 9 ? .options : ios >= 5 ? .sourceApplication : .handleOpenURL
        canOpenURLRule = ios >= 15 ? .declaredFifty : ios >= 9 ? .declared : .any
        duplicateSchemes = .nothing
        sourceApplicationSameTeamOnly = ios >= 13
        localNotificationLaunchOption = ios >= 4 && ios < 10
        wakeCallsDidEnterBackground = false
        completionTimeout = .seconds(30)
        eventWakeWindow = .seconds(10)
        perProcessLimitMB = 2048
        idiom = .iphone
        sceneSwitcherKill = .disconnectAndDiscard
        sceneURLOrder = .beforeForeground
        backgroundLaunchConnectsScene = .location
        disconnectOnBackground = false
        sceneAppNotifications = .aggregate
        memoryPressureDisconnectsScenes = true
        ipadWindowFocus = .allActive
        swiftUIPhaseOrder = .afterUIKit
        swiftUIColdUniversalLink = ios >= 18 ? .dropped : .delivered
        prewarmRunsLaunch = false
        multitasking = ios >= 4
        resumeWatchdog = .seconds(10)
        passcode = false
        remoteNotificationAppDelegate = .fallback
        refreshTaskTime = .seconds(30)
        processingTaskTime = .seconds(300)
        lowPowerRefreshStatus = .denied
        processingTaskOnUse = .expire
        notificationWithoutDelegate = .shown
        keychainSurvivesDeletion = true
        homeScreenQuickActions = 4
    }

    /// The presets the design names (every other version maps to the same rules).
    public static let presets: [Int] = [4, 6, 12, 17]
}

/// A foreground notification when the app's notification center has no delegate.
public enum NotificationWithoutDelegate: String, Sendable, CaseIterable {
    /// "the system uses the notification's original options to alert the user" (Apple).
    case shown
    /// Silenced, as with a delegate that lacks willPresent.
    case notShown
}

/// `backgroundRefreshStatus` while Low Power Mode is on.
public enum LowPowerRefreshStatus: String, Sendable, CaseIterable {
    case denied, restricted
}

/// What the user starting to use the device does to a running BGProcessingTask.
public enum ProcessingTaskOnUse: String, Sendable, CaseIterable {
    /// Its expiration handler runs now; the task must end within `expirationLeadTime`.
    case expire
    /// The app is terminated at once (0x8badf00d), with no handler.
    case terminate
}

public enum NotificationOrder: String, Sendable, CaseIterable {
    case afterDelegate, beforeDelegate
}

public enum SwitcherKill: String, Sendable, CaseIterable {
    /// Running app: (didEnterBackground if frontmost) then applicationWillTerminate ([E5], [S6]).
    case willTerminate
    /// Never notified (App Programming Guide 2017 [A1]).
    case silent
}

public enum LockBehaviour: String, Sendable, CaseIterable {
    /// iOS 4: willResignActive only; unlock gives didBecomeActive.
    case resignOnly
    /// iOS 5+: willResignActive then didEnterBackground; unlock is a normal resume.
    case background
}

public enum CallAccepted: String, Sendable, CaseIterable {
    /// iOS 4+: didEnterBackground, then suspended as usual.
    case background
    /// iPhone OS 3 and earlier: applicationWillTerminate, then terminated.
    case terminate
}

public enum VetoRule: String, Sendable, CaseIterable {
    /// A NO from either launch method suppresses the URL (will/didFinish pages, [A1]).
    case either
    /// Only NO from both (openURL / handleOpenURL pages).
    case both
}

public enum OpenURLMethod: String, Sendable, CaseIterable {
    /// `application:openURL:options:` (iOS 9+), falling back to the two older ones.
    case options
    /// `application:openURL:sourceApplication:annotation:` (iOS 4.2-8), then handleOpenURL.
    case sourceApplication
    /// `application:handleOpenURL:` only (before 4.2).
    case handleOpenURL
}

public enum CanOpenURLRule: String, Sendable, CaseIterable {
    /// Before iOS 9: true whenever an installed app claims the scheme.
    case any
    /// A binary linked before iOS 9 on iOS 9+: the first 50 distinct schemes asked about.
    case legacyFifty
    /// iOS 9+: only schemes listed in LSApplicationQueriesSchemes.
    case declared
    /// Linked on iOS 15+: only the first 50 LSApplicationQueriesSchemes entries count.
    case declaredFifty
}

public enum DuplicateSchemes: String, Sendable, CaseIterable {
    /// Undefined per Apple; the seed saw nothing happen: no app opens, with a warning.
    case nothing
    case firstInstalled
    case lastInstalled
}

public enum SceneSwitcherKill: String, Sendable, CaseIterable {
    /// didEnterBackground → sceneDidDisconnect → didDiscardSceneSessions → willTerminate (REC).
    case disconnectAndDiscard
    /// didEnterBackground → willTerminate: no disconnect, no discard (Neuburg, iOS 13 iPhone).
    case backgroundOnly
    /// sceneDidDisconnect → willTerminate, no didEnterBackground (Apple forums 732170, 2023).
    case disconnectOnly
}

public enum SceneURLOrder: String, Sendable, CaseIterable {
    /// openURLContexts while still in the background, then willEnterForeground (Flutter's log).
    case beforeForeground
    /// willEnterForeground, openURLContexts, didBecomeActive (the sceneless order, facts §2.10).
    case afterForeground
}

public enum BackgroundLaunchScene: String, Sendable, CaseIterable {
    /// No background launch connects a scene.
    case never
    /// Location events connect a scene in the background; pushes and fetches do not (REC).
    case location
    /// Every background launch connects a scene in the background.
    case always
}

public enum SceneAppNotifications: String, Sendable, CaseIterable {
    /// Once per edge of the app's aggregate state (REC).
    case aggregate
    /// With every scene's transition (the duplicates NativeScript saw).
    case perScene
}

public enum IPadWindowFocus: String, Sendable, CaseIterable {
    /// Every visible window is foregroundActive.
    case allActive
    /// Only the focused window is foregroundActive; the others are foregroundInactive.
    case focusedOnly
}

public enum SwiftUIPhaseOrder: String, Sendable, CaseIterable {
    case afterUIKit, beforeUIKit
}

public enum RemoteNotificationAppDelegate: String, Sendable, CaseIterable {
    /// Only when the notification delegate does not handle it (UNUserNotificationCenter docs).
    case fallback
    /// After the notification delegate too (the iOS 11 header's wording, [A2]).
    case always
}

public enum SwiftUIColdUniversalLink: String, Sendable, CaseIterable {
    /// Neither onOpenURL nor onContinueUserActivity fires (FB17446617).
    case dropped
    case delivered
}
