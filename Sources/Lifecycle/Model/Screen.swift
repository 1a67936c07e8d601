/// What the device shows, apart from the apps' own states: the lock, a system panel over
/// the apps, a phone call, and which scenes are in the foreground. Every change is a named
/// mutation that keeps `Screen+Invariants` (checked as it is made, in debug builds).
///
///     screen.show(scene)          // the scene the user works in
///     screen.frontApp             // the app of that scene
struct Screen: KeepsInvariants {
    static let owner = "screen"

    private(set) var locked = false
    /// The user has unlocked the device since it booted: until then, files of the default data
    /// protection class cannot be read (§13).
    private(set) var unlockedSinceBoot = true
    private(set) var overlay: Overlay?
    private(set) var call: CallState?
    /// Scenes on screen, in the order they came up.
    private(set) var foreground: [SceneID] = []
    /// Scenes that come back when the device is unlocked (the lock sent them to the background).
    private(set) var lockReturn: [SceneID] = []

    /// The app the user works in, if any.
    var frontApp: AppID? { foreground.last?.app }

    /// The scene the user works in: the last one shown or focused.
    var focused: SceneID? { foreground.last }

    func isShown(_ app: AppID) -> Bool { foreground.contains { $0.app == app } }

    func isShown(scene: SceneID) -> Bool { foreground.contains(scene) }

    /// The app's scenes on screen, in the order they came up.
    func scenes(of app: AppID) -> [SceneID] { foreground.filter { $0.app == app } }

    // MARK: Scenes on screen

    /// Puts the scene on screen as the only one (a phone shows one app at a time).
    mutating func show(_ scene: SceneID) { foreground = [scene] }

    /// Adds a window beside those on screen (iPad), focused; or focuses it if shown.
    mutating func add(_ scene: SceneID) {
        foreground.removeAll { $0 == scene }
        foreground.append(scene)
    }

    /// Takes every scene of the app off the screen.
    mutating func remove(_ app: AppID) { foreground.removeAll { $0.app == app } }

    /// Takes one scene off the screen.
    mutating func remove(scene: SceneID) { foreground.removeAll { $0 == scene } }

    mutating func clearForeground() { foreground = [] }

    // MARK: The lock

    /// Locks the device; a panel over the apps goes away.
    mutating func lock() {
        locked = true
        overlay = nil
        check()
    }

    /// The scenes the lock sent to the background, to bring back at the unlock.
    mutating func awaitUnlock(_ scenes: [SceneID]) {
        lockReturn = scenes
        check()
    }

    /// A device with a passcode comes back from a restart locked, and not yet unlocked since.
    mutating func lockAtBoot() {
        lock()
        unlockedSinceBoot = false
    }

    /// Unlocks the device; returns the scenes that were waiting for it.
    mutating func unlock() -> [SceneID] {
        let returning = lockReturn
        locked = false
        unlockedSinceBoot = true
        lockReturn = []
        check()
        return returning
    }

    /// The app will not come back at the unlock (the user killed it, the device restarted).
    mutating func forgetLockReturn(of app: AppID) { lockReturn.removeAll { $0.app == app } }

    // MARK: Panels and calls

    /// A system panel (the switcher, Notification or Control Center) covers the apps.
    mutating func showOverlay(_ panel: Overlay) {
        overlay = panel
        check()
    }

    mutating func dismissOverlay() { overlay = nil }

    /// A call rings, or its state changes.
    mutating func setCall(_ state: CallState) { call = state }

    mutating func endCall() { call = nil }
}

/// A system panel shown over the apps.
enum Overlay: String {
    case switcher, notificationCenter, controlCenter

    var words: String {
        switch self {
        case .switcher: return "the app switcher"
        case .notificationCenter: return "Notification Center"
        case .controlCenter: return "Control Center"
        }
    }
}
