/// What the device shows, apart from the apps' own states: the lock, a system panel over
/// the apps, a phone call, and which scenes are in the foreground.
///
///     screen.show(scene)          // the scene the user works in
///     screen.frontApp             // the app of that scene
struct Screen {
    var locked = false
    var overlay: Overlay?
    var call: CallState?
    /// Scenes on screen, in the order they came up.
    private(set) var foreground: [SceneID] = []
    /// Scenes that come back when the device is unlocked (the lock sent them to the background).
    var lockReturn: [SceneID] = []

    /// The app the user works in, if any.
    var frontApp: AppID? { foreground.last?.app }

    /// Puts the scene on screen as the only one (a phone shows one app at a time).
    mutating func show(_ scene: SceneID) { foreground = [scene] }

    /// Adds a window beside those on screen (iPad), focused; or focuses it if shown.
    mutating func add(_ scene: SceneID) {
        foreground.removeAll { $0 == scene }
        foreground.append(scene)
    }

    /// The scene the user works in: the last one shown or focused.
    var focused: SceneID? { foreground.last }

    /// Takes every scene of the app off the screen.
    mutating func remove(_ app: AppID) { foreground.removeAll { $0.app == app } }

    /// Takes one scene off the screen.
    mutating func remove(scene: SceneID) { foreground.removeAll { $0 == scene } }

    mutating func clearForeground() { foreground = [] }

    func isShown(_ app: AppID) -> Bool { foreground.contains { $0.app == app } }

    func isShown(scene: SceneID) -> Bool { foreground.contains(scene) }

    /// The app's scenes on screen, in the order they came up.
    func scenes(of app: AppID) -> [SceneID] { foreground.filter { $0.app == app } }
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
