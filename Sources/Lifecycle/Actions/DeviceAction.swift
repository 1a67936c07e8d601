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
    case shortcut(AppID, type: String)
    case silentPush(AppID, payload: [String: String] = UserNotification.silentPayload)
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
    /// The user changes a switch in Settings (`Device+Settings.swift`).
    case settings(SettingsChange)
    /// A file arrives by AirDrop for the app.
    case airdrop(AppID, file: String)
    /// Handoff, a universal link or a Spotlight item continued in the app.
    case continueActivity(AppID, UserActivity)
    /// The user accepts a CloudKit share invitation.
    case acceptShare(AppID, metadata: String)
    /// Open In… from the app in front (`type` nil: from the file's extension).
    case openDocument(AppID, file: String, type: String?, annotation: String?)
    /// The user's answer to a permission prompt.
    case grant(AppID, PermissionAnswer)
    case location(AppID)
    case bluetooth(AppID, BluetoothRole)
    case urlSession(AppID, identifier: String)
    case prewarm(AppID)
    /// A notification arrives (a push with an alert, or a local one fires).
    case notification(AppID, UserNotification)
    /// The system runs a submitted BGTask.
    case backgroundTask(AppID, identifier: String)
    /// The system ends the app's background time early (`terminating`: kills it).
    case endBackgroundTime(AppID, terminating: Bool)
    case significantTimeChange

    /// The app the action names, if any.
    public var app: AppID? {
        switch self {
        case .tap(let a), .switchTo(let a), .kill(let a), .tapNotification(let a, _), .shortcut(let a, _),
            .silentPush(let a, _), .backgroundFetch(let a), .openWindow(let a), .deleteApp(let a), .airdrop(let a, _),
            .continueActivity(let a, _), .acceptShare(let a, _), .openDocument(let a, _, _, _), .grant(let a, _),
            .location(let a), .bluetooth(let a, _), .urlSession(let a, _), .prewarm(let a), .notification(let a, _),
            .backgroundTask(let a, _), .endBackgroundTime(let a, _):
            return a
        case .focus(let s), .closeWindow(let s), .killScene(let s), .disconnectScene(let s):
            return s.app
        case .settings(let change):
            return change.app
        case .home, .lock, .unlock, .openSwitcher, .notificationCenter, .controlCenter, .dismiss, .incomingCall,
            .memoryWarning, .memoryPressure, .openURL, .reboot, .advance, .significantTimeChange:
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
        case .shortcut(_, let type): return .shortcut(other, type: type)
        case .silentPush(_, let payload): return .silentPush(other, payload: payload)
        case .backgroundFetch: return .backgroundFetch(other)
        default: return self
        }
    }

    /// Whether the action only lets time pass.
    public var isWait: Bool {
        if case .advance = self { return true }
        return false
    }
}

/// What the user taps in `DeviceAction.tapNotification`: a banner, or a notification still
/// in Notification Center (by its identifier); the default action or one of its category's,
/// with the text typed into a text-input action.
public struct NotificationTap: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A notification shown as the scenario describes it (its payload and kind).
        case banner(UserNotification)
        /// One still in Notification Center.
        case delivered(identifier: String)
    }

    public var source: Source
    public var action: String
    public var text: String?

    public init(_ source: Source, action: String = NotificationResponse.defaultAction, text: String? = nil) {
        self.source = source
        self.action = action
        self.text = text
    }

    /// A plain tap on a remote notification with an empty payload.
    public static let banner = NotificationTap(.banner(UserNotification(kind: .remote)))
}

/// The user's answer to an app's permission prompt (`Device.grant`): Allow or Don't Allow
/// for every option the app asks for, or one option alone (as in Settings).
public enum PermissionAnswer: Hashable, Sendable {
    case all(Bool)
    case option(Authorization, Bool)
}
