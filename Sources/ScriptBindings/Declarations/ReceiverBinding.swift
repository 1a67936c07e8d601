import Lifecycle

/// How one receiver of life-cycle messages looks to scripts: the `app{}` field that holds
/// its table of functions, that table's class in the editor types, the prefix expectations
/// write before its keys, the life cycles that may have it, and its description in the
/// reference. Every Lua-facing name of a receiver comes from this one table.
///
///     ReceiverBinding.of(.sceneDelegate).field          // "scene_delegate"
///     ReceiverBinding.of(.sceneDelegate).expectation("didBecomeActive")   // "scene.didBecomeActive"
struct ReceiverBinding: Sendable {
    let receiver: MessageRoute.Receiver
    /// The `app{}` field (and the key of `main`'s result) holding the functions.
    let field: String
    /// The class of that table in the editor types.
    let editorClass: String
    /// What expectations write before a key of this receiver.
    let expectationPrefix: String
    /// The life cycles whose apps may have it, nil for every one, with their words in errors.
    let lifeCycles: (allowed: [LifeCycle], words: String)?
    /// The `app{}` field's reference line and Apple's name for the object.
    let summary: String
    let apple: (name: String, since: Int)
    /// The reference's section on its keys: its title and the note under the table.
    let referenceTitle: String
    let referenceNote: String

    static let all: [ReceiverBinding] = [
        ReceiverBinding(
            receiver: .appDelegate, field: "delegate", editorClass: "AppDelegate", expectationPrefix: "",
            lifeCycles: nil, summary: "the app delegate: functions keyed by delegate keys",
            apple: ("UIApplicationDelegate", 2), referenceTitle: "Delegate keys and Apple selectors",
            referenceNote:
                "Keys may also be written as Apple's selector. An unknown key is an error that suggests the nearest "
                + "(\"did you mean didEnterBackground?\"). Traces always show the selector. In a scene app UIKit "
                + "sends the foreground and background callbacks, URLs, activities and quick actions to the scene "
                + "delegate instead; declaring them on the app delegate leaves a warning."),
        ReceiverBinding(
            receiver: .sceneDelegate, field: "scene_delegate", editorClass: "SceneDelegate",
            expectationPrefix: "scene.",
            lifeCycles: ([.scenes, .swiftUI], "\"scenes\" or \"swiftui\""),
            summary: "the scene delegate of a scene or SwiftUI app: functions keyed by scene-delegate keys",
            apple: ("UIWindowSceneDelegate", 13), referenceTitle: "Scene delegate keys",
            referenceNote:
                "`app{ scene_delegate = { ... } }` of a `scenes` or `swiftui` app. Each callback's first argument "
                + "is the scene; traces name it (`Notes#1`) and show `[SceneDelegate selector]`. In "
                + "expect.callbacks, write `scene.didBecomeActive`."),
        ReceiverBinding(
            receiver: .swiftUI, field: "swiftui", editorClass: "SwiftUIHandlers", expectationPrefix: "",
            lifeCycles: ([.swiftUI], "\"swiftui\""),
            summary: "a SwiftUI app's scene_phase, app_phase and open_url functions",
            apple: ("onChange(of: scenePhase), onOpenURL", 14), referenceTitle: "SwiftUI keys",
            referenceNote:
                "`app{ swiftui = { ... } }` of a `swiftui` app. Phases start at inactive and change only when the "
                + "scene's state maps to another phase; in expect.callbacks write `phase:inactive->active` or "
                + "`app_phase:inactive->active`."),
        ReceiverBinding(
            receiver: .notificationDelegate, field: "notification_delegate", editorClass: "NotificationCenterDelegate",
            expectationPrefix: "notification.", lifeCycles: nil,
            summary: "UNUserNotificationCenterDelegate: willPresent and didReceive functions (any life cycle)",
            apple: ("UNUserNotificationCenterDelegate", 10), referenceTitle: "Notification delegate keys",
            referenceNote:
                "`app{ notification_delegate = { ... } }`: UNUserNotificationCenterDelegate (iOS 10+), for sceneless "
                + "and scene apps alike. Its first argument is the application. When it implements a method, the app "
                + "delegate's older notification method is not called for that notification (see the "
                + "remoteNotificationAppDelegate switch)."),
    ]

    static func of(_ receiver: MessageRoute.Receiver) -> ReceiverBinding {
        all.first { $0.receiver == receiver }!
    }

    static var fields: [String] { all.map(\.field) }

    /// Whether an app of `lifeCycle` may have this receiver.
    func allowed(in lifeCycle: LifeCycle) -> Bool { lifeCycles.map { $0.allowed.contains(lifeCycle) } ?? true }

    /// How expectations name the key `key` of this receiver.
    func expectation(_ key: String) -> String { expectationPrefix + key }

    /// The key an expectation entry names for this receiver, if it has the prefix (receivers
    /// without a prefix are matched by their keys alone).
    func key(in entry: String) -> String? {
        guard !expectationPrefix.isEmpty, entry.hasPrefix(expectationPrefix) else { return nil }
        return String(entry.dropFirst(expectationPrefix.count))
    }
}
