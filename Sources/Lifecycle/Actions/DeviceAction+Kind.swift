extension DeviceAction {
    /// The action without its arguments: what a table of actions is keyed by (one Lua
    /// function per kind), and what a check that every action is covered enumerates.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case tap, home, lock, unlock, openSwitcher, switchTo, kill, notificationCenter, controlCenter, dismiss
        case incomingCall, memoryWarning, memoryPressure, openURL, tapNotification, shortcut, silentPush
        case backgroundFetch, reboot, advance, openWindow, focus, closeWindow, killScene, disconnectScene
        case deleteApp, settings, airdrop, continueActivity, acceptShare, openDocument, grant, location
        case bluetooth, urlSession, prewarm, notification, backgroundTask, endBackgroundTime, significantTimeChange
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
        }
    }
}
