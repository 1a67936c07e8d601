import Lifecycle
import LuaHost

/// `user.*`: what the person holding the phone does, one row per action, in reference order.
extension ActionBinding {
    static let userRows: [ActionBinding] = [
        ActionBinding(
            .user, "tap", .tap, [p("app", appRef)],
            "taps the app's icon: launches it or brings it to the front",
            apple: apple("tapping a Home-screen icon", 2), studio: .app("Tap", in: .picture) { .tap($0) },
            read: { r in .tap(try r.app(1)) },
            write: { a, n in if case .tap(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .user, "home", .home, "goes to the Home screen (home button or swipe up)",
            apple: apple("Home button", 2), studio: .plain("Home", .home, in: .user)),
        ActionBinding(
            .user, "lock", .lock, "locks the screen", apple: apple("Sleep/Wake button", 2),
            studio: .plain("Lock", .lock, in: .user)),
        ActionBinding(
            .user, "unlock", .unlock, "unlocks the screen", apple: apple("unlock", 2),
            studio: .plain("Unlock", .unlock, in: .user)),
        ActionBinding(
            .user, "switcher", .openSwitcher, "opens the app switcher", apple: apple("App Switcher", 4),
            studio: .plain("Switcher", .openSwitcher, in: .user)),
        ActionBinding(
            .user, "switch_to", .switchTo, [p("app", appRef)], "picks the app's card in the switcher",
            apple: apple("App Switcher", 4), studio: .app("Switch to", in: .picture) { .switchTo($0) },
            read: { r in .switchTo(try r.app(1)) },
            write: { a, n in if case .switchTo(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .user, "kill", .kill, [p("app", appRef)], "swipes the app's card away in the switcher",
            apple: apple("App Switcher", 4), studio: .app("Kill", in: .picture) { .kill($0) },
            read: { r in .kill(try r.app(1)) },
            write: { a, n in if case .kill(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .user, "notification_center", .notificationCenter, "pulls down Notification Center over the app",
            apple: apple("Notification Center", 5),
            studio: .plain("Notification Center", .notificationCenter, in: .user)),
        ActionBinding(
            .user, "control_center", .controlCenter, "pulls up Control Center over the app",
            apple: apple("Control Center", 7), studio: .plain("Control Center", .controlCenter, in: .user)),
        ActionBinding(
            .user, "dismiss", .dismiss, "dismisses the switcher, Notification Center or Control Center",
            apple: apple("swipe away the overlay", 4), studio: .plain("Dismiss", .dismiss, in: .user)),
        tapNotification,
        ActionBinding(
            .user, "clear_notification", .clearNotification, [p("app", appRef), p("identifier", .string)],
            "clears a notification of the app in Notification Center (swipes it away): it leaves the delivered "
                + "list; a category with customDismissAction sends didReceive UNNotificationDismissActionIdentifier",
            apple: apple("UNNotificationDismissActionIdentifier; clearing from Notification Center", 5),
            exploration: .notExplored(
                because: "it names a notification in Notification Center, and explore's taps leave none there"),
            read: { r in .clearNotification(try r.app(1), identifier: try r.string(2)) },
            write: { a, n in
                guard case .clearNotification(let app, let identifier) = a else { return [] }
                return [n.app(app), .string(identifier)]
            }),
        ActionBinding(
            .user, "open_notification_settings", .openNotificationSettings,
            [p("app", appRef), p("identifier", .string, optional: true)],
            "follows the link to the app's own notification settings (iOS 12; the app asked for "
                + "providesAppNotificationSettings): from Settings, or from a notification still in Notification "
                + "Center; the app opens and its notification delegate's openSettingsFor gets that notification or nil",
            apple: apple("userNotificationCenter(_:openSettingsFor:)", 12),
            read: { r in .openNotificationSettings(try r.app(1), identifier: try r.optionalString(2)) },
            write: { a, n in
                guard case .openNotificationSettings(let app, let identifier) = a else { return [] }
                return [n.app(app)] + (identifier.map { [.string($0)] } ?? [])
            }),
        ActionBinding(
            .user, "shortcut", .shortcut, [p("app", appRef), p("type", .string)],
            "chooses a quick action the Home Screen shows (static ones first, up to four); the app gets the item with its userInfo",
            apple: apple("UIApplicationShortcutItem", 9),
            read: { r in .shortcut(try r.app(1), type: try r.string(2)) },
            write: { a, n in if case .shortcut(let app, let type) = a { [n.app(app), .string(type)] } else { [] } }),
        ActionBinding(
            .user, "airdrop", .airdrop, [p("app", appRef), p("file", .string)],
            "receives a file by AirDrop and opens it in the app", apple: apple("AirDrop", 7),
            exploration: .notExplored(because: "it needs a file of a type the app declares"),
            read: { r in
                let file = try r.string(2)
                return .airdrop(try r.app(1), file: file)
            },
            write: { a, n in if case .airdrop(let app, let file) = a { [n.app(app), .string(file)] } else { [] } }),
        ActionBinding(
            .user, "open_url", .openURL, [p("url", .string)],
            "opens a URL (from Safari, Messages, ...) in the app that handles it", apple: apple("URL schemes", 2),
            studio: .plain("Open URL", .openURL("studio://"), in: .system),
            read: { r in .openURL(try r.string(1)) },
            write: { a, _ in if case .openURL(let url) = a { [.string(url)] } else { [] } }),
        continueActivity,
        ActionBinding(
            .user, "accept_share", .acceptShare, [p("app", appRef), p("metadata", .string, optional: true)],
            "accepts a CloudKit share invitation in the app",
            apple: apple("application(_:userDidAcceptCloudKitShareWith:)", 10),
            exploration: .notExplored(because: "a share invitation is a story's own event, with its metadata"),
            read: { r in
                let metadata = try r.optionalString(2) ?? "share"
                return .acceptShare(try r.app(1), metadata: metadata)
            },
            write: { a, n in if case .acceptShare(let app, let m) = a { [n.app(app), .string(m)] } else { [] } }),
        openDocument,
        ActionBinding(
            .user, "open_window", .openWindow, [p("app", appRef)], returns: [.optional(.object("Scene"))],
            "opens a new window of a multiple_windows app on an iPad; returns its scene",
            apple: apple("requestSceneSessionActivation / activateSceneSession", 13),
            studio: .app("Open a window", in: .windows) { .openWindow($0) },
            read: { r in .openWindow(try r.app(1)) },
            write: { a, n in if case .openWindow(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .user, "close_window", .closeWindow, [p("scene", sceneRef)],
            "closes a window: disconnect and discard; the last window ends the process",
            apple: apple("closing a window, requestSceneSessionDestruction", 13),
            studio: .scene("Close") { .closeWindow($0) },
            read: { r in .closeWindow(try r.scene(1)) },
            write: { a, n in if case .closeWindow(let scene) = a { [n.scene(scene)] } else { [] } }),
        ActionBinding(
            .user, "focus", .focus, [p("scene", sceneRef)], "gives a visible iPad window the focus",
            apple: apple("tapping a window", 13), studio: .scene("Focus") { .focus($0) },
            read: { r in .focus(try r.scene(1)) },
            write: { a, n in if case .focus(let scene) = a { [n.scene(scene)] } else { [] } }),
        ActionBinding(
            .user, "kill_scene", .killScene, [p("scene", sceneRef)],
            "swipes one window away in the iPad's app switcher", apple: apple("App Switcher", 13),
            studio: .scene("Kill window") { .killScene($0) },
            read: { r in .killScene(try r.scene(1)) },
            write: { a, n in if case .killScene(let scene) = a { [n.scene(scene)] } else { [] } }),
        ActionBinding(
            .user, "delete_app", .deleteApp, [p("app", appRef)],
            "deletes the app: its process ends, its container (UserDefaults, files) and the system's records for it go; the next tap is a first launch",
            apple: apple("Remove App", 2),
            exploration: .notExplored(
                because: "deleting an app ends the story of its data; scenarios delete on purpose"),
            read: { r in .deleteApp(try r.app(1)) },
            write: { a, n in if case .deleteApp(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .user, "offload_app", .offloadApp, [p("app", appRef)],
            "offloads the app (Settings > General > iPhone Storage): its process ends and the app goes, but its container (UserDefaults, files) stays; the next tap reinstalls and launches it with its data",
            apple: apple("Offload App", 11),
            exploration: .notExplored(
                because: "offloading is the user freeing storage, a story's own event; scenarios offload on purpose"),
            read: { r in .offloadApp(try r.app(1)) },
            write: { a, n in if case .offloadApp(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .user, "screenshot", .screenshot,
            "takes a screenshot: the app on screen hears UIApplicationUserDidTakeScreenshotNotification",
            apple: apple("UIApplication.userDidTakeScreenshotNotification", 7),
            exploration: .notExplored(because: Self.changesEveryWalk),
            studio: .plain("Screenshot", .screenshot, in: .user)),
        ui,
    ]

    private static let ui = ActionBinding(
        .user, "ui", .ui,
        [
            p("app", APIDescription.subjectRef), p("name", .string),
            p("...", .union([.string, .number, .boolean]), optional: true),
        ],
        "does what the app's own screen offers: an entry of its ui with these arguments (a scene app's handler gets "
            + "the touched window's scene last); refused unless that app or window is in the foreground and active",
        apple: apple("the app's own controls (UIControl actions, SwiftUI Button)", 2),
        studio: .screen("UI"),
        read: { r in .ui(try r.uiAction()) },
        write: { a, n in
            guard case .ui(let action) = a else { return [] }
            let target: LuaLiteral
            switch action.target {
            case .app(let app): target = n.app(app)
            case .scene(let scene): target = n.scene(scene)
            }
            return [target, .string(action.name)] + action.arguments.map(\.literal)
        })

    private static let tapNotification = ActionBinding(
        .user, "tap_notification", .tapNotification,
        [
            p("app", appRef), p("notification", .union([.table, .string]), optional: true),
            p("options", notificationOptions(ActionReader.tapOptionFields), optional: true),
        ],
        "taps a notification of the app: a banner (a push's payload, or with kind \"local\" a content table, as "
            + "system.notification takes them), or one in Notification Center by its identifier; { action, text } "
            + "chooses an action of its category instead",
        apple: apple("remote notifications; UNUserNotificationCenterDelegate didReceive from iOS 10", 3),
        studio: .app("Tap notification", in: .system) { .tapNotification($0) },
        read: { r in
            let app = try r.app(1)
            return .tapNotification(app, try r.notificationTap())
        },
        write: { a, n in
            guard case .tapNotification(let app, let tap) = a else { return [] }
            return [n.app(app)] + ActionLiterals.tap(tap)
        })

    private static let continueActivity = ActionBinding(
        .user, "continue_activity", .continueActivity,
        [
            p("app", appRef),
            p(
                "activity",
                .record([
                    p("type", .string), p("webpageURL", .string, optional: true),
                    p("userInfo", .table, optional: true),
                    p("fails", .boolean, optional: true),
                ])),
        ],
        "continues an activity in the app: a universal link (webpageURL), Handoff, Spotlight; fails = true: Handoff data that never arrives",
        apple: apple("NSUserActivity: Handoff iOS 8, universal links iOS 9", 8),
        exploration: .notExplored(because: "an activity's type and data are the app's own"),
        read: { r in
            let app = try r.app(1)
            return .continueActivity(app, try r.activity(2))
        },
        write: { a, n in
            guard case .continueActivity(let app, let activity) = a else { return [] }
            return [n.app(app), ActionLiterals.activity(activity)]
        })

    private static let openDocument = ActionBinding(
        .user, "open_document", .openDocument,
        [
            p("app", appRef), p("file", .string),
            p(
                "options",
                .record([
                    p("annotation", .string, optional: true), p("type", .string, optional: true),
                ]), optional: true),
        ],
        "opens a document from the app in front in the app (Open In): an Inbox copy, or in place with opens_in_place",
        apple: apple("UIDocumentInteractionController", 3),
        exploration: .notExplored(because: "it needs a file of a type the app declares"),
        read: { r in
            let app = try r.app(1)
            let file = try r.string(2)
            var annotation: String?
            var type: String?
            if r.call.type(3) == .table {
                let options = try r.options(3, allowed: ["annotation", "type"], what: "\(r.binding.name) option")
                annotation = options["annotation"].stringValue
                type = options["type"].stringValue
            } else if !r.isAbsent(3) {
                throw LuaHostError.badArgument(3, "table expected ({ annotation = ..., type = ... })")
            }
            return .openDocument(app, file: file, type: type, annotation: annotation)
        },
        write: { a, n in
            guard case .openDocument(let app, let file, let type, let annotation) = a else { return [] }
            var options: [(String, LuaLiteral)] = []
            if let annotation { options.append(("annotation", .string(annotation))) }
            if let type { options.append(("type", .string(type))) }
            return [n.app(app), .string(file), options.isEmpty ? .nil : .record(options)]
        })
}

extension ActionBinding {
    /// An app argument: the handle `app{}` returned, or the app's name.
    static let appRef = APIDescription.appRef
    /// A scene argument: a Scene object, or its name as traces show it (`"Notes#2"`).
    static let sceneRef = APIDescription.sceneRef

    static func p(_ name: String, _ type: APIType, optional: Bool = false) -> APIParameter {
        APIParameter(name, type, optional: optional)
    }

    static func apple(_ api: String, _ since: Int, deprecated: Int? = nil) -> AppleEquivalent {
        AppleEquivalent(api, since: since, deprecated: deprecated)
    }
}
