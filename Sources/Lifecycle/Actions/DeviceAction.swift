import MessageCatalog

/// One user or system event as a value: every action a script can take (`user.*`,
/// `system.*`, `wait`), what `applife explore` generates, replays and shrinks, and what
/// `Device.perform(_:)` runs. Each case carries every argument its script call can pass,
/// calls the device method of the same name, and has its preconditions in one place
/// (`Device.refusal(of:)`).
///
///     try device.perform(.tap(todo))
///     try device.perform(.advance(31))          // let 31 s of virtual time pass
///     device.isPossible(.lock)                  // whether its preconditions hold now
///
/// Scene actions take a `SceneID`; exploration's `ActionSpace` lists the connected scenes to try.
/// The cases with large arguments are `indirect`, so that the value exploration copies at
/// every step stays a few words long.
public enum DeviceAction: Hashable, Sendable {
    case tap(AppID)
    case home
    case lock
    case unlock
    case openSwitcher
    case switchTo(AppID)
    case kill(AppID)
    case notificationCenter
    case controlCenter
    case dismiss
    /// `answer` nil: the call rings out unanswered.
    case incomingCall(answer: Bool?, after: Double, duration: Double)
    case memoryWarning
    case memoryPressure(MemoryPressure, needMB: Int?)
    case openURL(String)
    /// The user taps a notification: a banner (by default an empty push) or one still in
    /// Notification Center, with an action of its category.
    case tapNotification(AppID, NotificationTap = .banner)
    /// The user clears a notification still in Notification Center (swipes it away).
    case clearNotification(AppID, identifier: String)
    /// The user follows the link to the app's own notification settings: in Settings
    /// (`identifier` nil) or on a notification still in Notification Center.
    case openNotificationSettings(AppID, identifier: String?)
    case shortcut(AppID, type: String)
    case silentPush(AppID, payload: UserInfo = UserNotification.silentPayload)
    case backgroundFetch(AppID)
    case reboot
    /// Virtual time passes (everything due in between runs).
    case advance(Double)
    /// iPad windows of a scene app with `multiple_windows` (scenes §A.8).
    case openWindow(AppID)
    case focus(SceneID)
    case closeWindow(SceneID)
    case killScene(SceneID)
    /// The system reclaims a background scene.
    case disconnectScene(SceneID)
    /// The user deletes the app from the Home Screen.
    case deleteApp(AppID)
    /// The user offloads the app (Settings > General > iPhone Storage): the app goes, its
    /// documents and data stay.
    case offloadApp(AppID)
    /// The user changes a switch in Settings (`Device+Settings.swift`).
    case settings(SettingsChange)
    /// A file arrives by AirDrop for the app.
    case airdrop(AppID, file: String)
    /// Handoff, a universal link or a Spotlight item continued in the app.
    indirect case continueActivity(AppID, UserActivity)
    /// The user accepts a CloudKit share invitation.
    case acceptShare(AppID, metadata: String)
    /// Open In… from the app in front (`type` nil: from the file's extension).
    indirect case openDocument(AppID, file: String, type: String?, annotation: String?)
    /// The user's answer to a permission prompt.
    case grant(AppID, PermissionAnswer)
    case location(AppID)
    case bluetooth(AppID, BluetoothRole)
    case urlSession(AppID, identifier: String)
    case prewarm(AppID)
    /// A notification arrives (a push with an alert, or a local one fires).
    indirect case notification(AppID, UserNotification)
    /// The system runs a submitted BGTask.
    case backgroundTask(AppID, identifier: String)
    /// The system ends the app's background time early (`terminating`: kills it).
    case endBackgroundTime(AppID, terminating: Bool)
    case significantTimeChange
    /// The user takes a screenshot (the side and volume-up buttons).
    case screenshot
    /// The charger is plugged in (true) or out (`Device+Conditions.swift`).
    case power(Bool)
    /// The device gains (true) or loses its network connection.
    case network(Bool)
    /// The user does something on the app's own screen: an entry of its `ui`.
    case ui(UIAction)

    /// The app the action names, if any.
    public var app: AppID? {
        switch self {
        case .tap(let a), .switchTo(let a), .kill(let a), .tapNotification(let a, _), .clearNotification(let a, _),
            .openNotificationSettings(let a, _),
            .shortcut(let a, _),
            .silentPush(let a, _), .backgroundFetch(let a), .openWindow(let a), .deleteApp(let a), .offloadApp(let a),
            .airdrop(let a, _),
            .continueActivity(let a, _), .acceptShare(let a, _), .openDocument(let a, _, _, _), .grant(let a, _),
            .location(let a), .bluetooth(let a, _), .urlSession(let a, _), .prewarm(let a), .notification(let a, _),
            .backgroundTask(let a, _), .endBackgroundTime(let a, _):
            return a
        case .focus(let s), .closeWindow(let s), .killScene(let s), .disconnectScene(let s):
            return s.app
        case .settings(let change):
            return change.app
        case .ui(let action):
            return action.app
        case .home, .lock, .unlock, .openSwitcher, .notificationCenter, .controlCenter, .dismiss, .incomingCall,
            .memoryWarning, .memoryPressure, .openURL, .reboot, .advance, .significantTimeChange, .screenshot, .power,
            .network:
            return nil
        }
    }

    /// The same action for another app (exploration's shrinker tries earlier apps); an
    /// action that names no app, or a scene, stays as it is.
    public func replacingApp(with other: AppID) -> DeviceAction {
        switch self {
        case .tap: return .tap(other)
        case .switchTo: return .switchTo(other)
        case .kill: return .kill(other)
        case .tapNotification(_, let tap): return .tapNotification(other, tap)
        case .clearNotification(_, let identifier): return .clearNotification(other, identifier: identifier)
        case .openNotificationSettings(_, let identifier):
            return .openNotificationSettings(other, identifier: identifier)
        case .shortcut(_, let type): return .shortcut(other, type: type)
        case .silentPush(_, let payload): return .silentPush(other, payload: payload)
        case .backgroundFetch: return .backgroundFetch(other)
        case .ui(let action): return .ui(action.replacingApp(with: other))
        default: return self
        }
    }

    /// Whether the action only lets time pass.
    public var isWait: Bool {
        if case .advance = self { return true }
        return false
    }
}

extension DeviceAction {
    /// The action without its arguments: what a table of actions is keyed by (one Lua
    /// function per kind), and what a check that every action is covered enumerates.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case tap, home, lock, unlock, openSwitcher, switchTo, kill, notificationCenter, controlCenter, dismiss
        case incomingCall, memoryWarning, memoryPressure, openURL, tapNotification, clearNotification, shortcut
        case openNotificationSettings, silentPush
        case backgroundFetch, reboot, advance, openWindow, focus, closeWindow, killScene, disconnectScene
        case deleteApp, offloadApp, settings, airdrop, continueActivity, acceptShare, openDocument, grant, location
        case bluetooth, urlSession, prewarm, notification, backgroundTask, endBackgroundTime, significantTimeChange
        case screenshot, power, network, ui
    }

    public var kind: Kind {
        switch self {
        case .tap: return .tap
        case .home: return .home
        case .lock: return .lock
        case .unlock: return .unlock
        case .openSwitcher: return .openSwitcher
        case .switchTo: return .switchTo
        case .kill: return .kill
        case .notificationCenter: return .notificationCenter
        case .controlCenter: return .controlCenter
        case .dismiss: return .dismiss
        case .incomingCall: return .incomingCall
        case .memoryWarning: return .memoryWarning
        case .memoryPressure: return .memoryPressure
        case .openURL: return .openURL
        case .tapNotification: return .tapNotification
        case .clearNotification: return .clearNotification
        case .openNotificationSettings: return .openNotificationSettings
        case .shortcut: return .shortcut
        case .silentPush: return .silentPush
        case .backgroundFetch: return .backgroundFetch
        case .reboot: return .reboot
        case .advance: return .advance
        case .openWindow: return .openWindow
        case .focus: return .focus
        case .closeWindow: return .closeWindow
        case .killScene: return .killScene
        case .disconnectScene: return .disconnectScene
        case .deleteApp: return .deleteApp
        case .offloadApp: return .offloadApp
        case .settings: return .settings
        case .airdrop: return .airdrop
        case .continueActivity: return .continueActivity
        case .acceptShare: return .acceptShare
        case .openDocument: return .openDocument
        case .grant: return .grant
        case .location: return .location
        case .bluetooth: return .bluetooth
        case .urlSession: return .urlSession
        case .prewarm: return .prewarm
        case .notification: return .notification
        case .backgroundTask: return .backgroundTask
        case .endBackgroundTime: return .endBackgroundTime
        case .significantTimeChange: return .significantTimeChange
        case .screenshot: return .screenshot
        case .power: return .power
        case .network: return .network
        case .ui: return .ui
        }
    }
}

extension DeviceAction {
    /// A short phrase for reports: `tap Notes`, `wait 31 s`, `close Notes#2`; in Chinese
    /// `轻点 Notes`, `等待 31 秒` (``Phrase``). API and Apple names stay as they are.
    public func words(_ name: (AppID) -> String, _ language: Language = .en) -> String {
        func say(_ phrase: Phrase, _ arguments: String...) -> String {
            phrase.text(language, arguments: arguments)
        }
        func scene(_ s: SceneID) -> String { "\(name(s.app))#\(s.number)" }
        func time(_ value: Double) -> String { say(.seconds, secondsNumber(value)) }
        switch self {
        case .tap(let a): return say(.tap, name(a))
        case .home: return say(.home)
        case .lock: return say(.lock)
        case .unlock: return say(.unlock)
        case .openSwitcher: return say(.openSwitcher)
        case .switchTo(let a): return say(.switchTo, name(a))
        case .kill(let a): return say(.kill, name(a))
        case .notificationCenter: return say(.notificationCenter)
        case .controlCenter: return say(.controlCenter)
        case .dismiss: return say(.dismiss)
        case .incomingCall(let answer, let after, let duration):
            switch answer {
            case true?: return say(.callAnswered, time(after), time(duration))
            case false?: return say(.callDeclined, time(after))
            case nil: return say(.callRingsOut, time(after))
            }
        case .memoryWarning: return say(.memoryWarning)
        case .memoryPressure(let level, let need):
            return need.map { say(.memoryPressureNeed, level.rawValue, "\($0)") }
                ?? say(.memoryPressure, level.rawValue)
        case .openURL(let url): return say(.openURL, url)
        case .tapNotification(let a, let tap):
            switch tap.source {
            case .banner: return say(.tapBanner, name(a))
            case .delivered(let identifier): return say(.tapDelivered, identifier, name(a))
            }
        case .clearNotification(let a, let identifier): return say(.clearNotification, identifier, name(a))
        case .openNotificationSettings(let a, let identifier):
            return identifier.map { say(.openNotificationSettingsFrom, name(a), $0) }
                ?? say(.openNotificationSettings, name(a))
        case .shortcut(let a, let type): return say(.quickAction, type, name(a))
        case .silentPush(let a, _): return say(.silentPush, name(a))
        case .backgroundFetch(let a): return say(.backgroundFetch, name(a))
        case .reboot: return say(.reboot)
        case .advance(let s): return say(.wait, time(s))
        case .openWindow(let a): return say(.openWindow, name(a))
        case .focus(let s): return say(.focus, scene(s))
        case .closeWindow(let s): return say(.closeWindow, scene(s))
        case .killScene(let s): return say(.killScene, scene(s))
        case .disconnectScene(let s): return say(.disconnectScene, scene(s))
        case .deleteApp(let a): return say(.deleteApp, name(a))
        case .offloadApp(let a): return say(.offloadApp, name(a))
        case .settings(let change): return say(.settings, change.words(name, language))
        case .airdrop(let a, let file): return say(.airdrop, file, name(a))
        case .continueActivity(let a, let activity): return say(.continueActivity, activity.type, name(a))
        case .acceptShare(let a, _): return say(.acceptShare, name(a))
        case .openDocument(let a, let file, _, _): return say(.openDocument, file, name(a))
        case .grant(let a, .all(let yes)): return say(yes ? .allow : .deny, name(a))
        case .grant(let a, .option(let option, let yes)):
            return say(yes ? .allowOption : .denyOption, option.rawValue, name(a))
        case .location(let a): return say(.locationEvent, name(a))
        case .bluetooth(let a, let role): return say(.bluetoothEvent, role.rawValue, name(a))
        case .urlSession(let a, let identifier): return say(.urlSession, identifier, name(a))
        case .prewarm(let a): return say(.prewarm, name(a))
        case .notification(let a, let notification): return say(.notificationTo, notification.kind.rawValue, name(a))
        case .backgroundTask(let a, let identifier): return say(.backgroundTask, identifier, name(a))
        case .endBackgroundTime(let a, let terminating):
            return say(terminating ? .endBackgroundTimeTerminating : .endBackgroundTime, name(a))
        case .significantTimeChange: return say(.significantTimeChange)
        case .screenshot: return say(.screenshot)
        case .power(let on): return say(on ? .chargerIn : .chargerOut)
        case .network(let on): return say(on ? .networkUp : .networkDown)
        case .ui(let action):
            switch action.target {
            case .app(let a): return "\(name(a)): \(action.words)"
            case .scene(let s): return "\(scene(s)): \(action.words)"
            }
        }
    }
}

/// `31 s`, `0.5 s`: seconds as people write them.
func seconds(_ value: Double) -> String { secondsNumber(value) + " s" }

/// `31`, `0.5`: the number of `seconds(_:)`, for a phrase that names the unit itself.
func secondsNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
}

/// What the user taps in `DeviceAction.tapNotification`: a banner, or a notification still
/// in Notification Center (by its identifier); the default action or one of its category's,
/// with the text typed into a text-input action. Immutable, and a class so that the plain
/// tap exploration tries for every app at every step shares one instance
/// (``NotificationTap/banner``) and a `DeviceAction` stays two words long.
public final class NotificationTap: Hashable, Sendable, CustomStringConvertible {
    public enum Source: Hashable, Sendable {
        /// A notification shown as the scenario describes it (its payload and kind).
        case banner(UserNotification)
        /// One still in Notification Center.
        case delivered(identifier: String)
    }

    public let source: Source
    public let action: String
    public let text: String?

    public init(_ source: Source, action: String = NotificationResponse.defaultAction, text: String? = nil) {
        self.source = source
        self.action = action
        self.text = text
    }

    /// A plain tap on a remote notification with an empty payload.
    public static let banner = NotificationTap(.banner(UserNotification(push: [:])))

    public static func == (a: NotificationTap, b: NotificationTap) -> Bool {
        a === b || (a.source == b.source && a.action == b.action && a.text == b.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(action)
        hasher.combine(text)
    }

    public var description: String { "NotificationTap(\(source), action: \(action), text: \(text ?? "nil"))" }
}

/// The user's answer to an app's permission prompt (`Device.grant`): Allow or Don't Allow
/// for every option the app asks for, or one option alone (as in Settings).
public enum PermissionAnswer: Hashable, Sendable {
    case all(Bool)
    case option(Authorization, Bool)
}
