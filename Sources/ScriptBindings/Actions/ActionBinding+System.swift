import Lifecycle
import LuaHost

/// `system.*`: what iOS and the world do, one row per action, in reference order; and the
/// time line's `wait`, the action that lets time pass.
extension ActionBinding {
    static let systemRows: [ActionBinding] = [
        call,
        ActionBinding(
            .system, "memory_warning", .memoryWarning, "a memory warning to running apps",
            apple: apple("applicationDidReceiveMemoryWarning(_:)", 2),
            studio: .plain("Memory warning", .memoryWarning, in: .system)),
        ActionBinding(
            .system, "reboot", .reboot,
            "restarts the device: every process ends; with a passcode it comes back locked, its files protected until the first unlock",
            apple: apple("restart", 2)),
        grant,
        memoryPressure,
        ActionBinding(
            .system, "silent_push", .silentPush, [p("app", appRef), p("payload", .table, optional: true)],
            "a content-available push; its payload, nested as APNs sends it (default { aps = { [\"content-available\"] = 1 } }), "
                + "is the launch option remoteNotification and didReceiveRemoteNotification's userInfo",
            apple: apple("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", 7),
            read: { r in
                let app = try r.app(1)
                let payload = r.isAbsent(2) ? UserNotification.silentPayload : try r.payload(2)
                return .silentPush(app, payload: payload)
            },
            write: { a, n in
                guard case .silentPush(let app, let payload) = a else { return [] }
                return [
                    n.app(app),
                    payload == UserNotification.silentPayload ? .nil : ActionLiterals.value(payload.value),
                ]
            }),
        ActionBinding(
            .system, "background_fetch", .backgroundFetch, [p("app", appRef)], "a background fetch",
            apple: apple("application(_:performFetchWithCompletionHandler:)", 7, deprecated: 13),
            read: { r in .backgroundFetch(try r.app(1)) },
            write: { a, n in if case .backgroundFetch(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .system, "location", .location, [p("app", appRef)], "a location event (significant change, region)",
            apple: apple("LaunchOptionsKey.location", 4),
            read: { r in .location(try r.app(1)) },
            write: { a, n in if case .location(let app) = a { [n.app(app)] } else { [] } }),
        ActionBinding(
            .system, "bluetooth", .bluetooth,
            [p("app", appRef), p("kind", .words(BluetoothRole.allCases.map(\.rawValue)), optional: true)],
            "a Bluetooth event for a central or peripheral manager",
            apple: apple("Core Bluetooth state restoration", 7),
            read: { r in
                let role = try r.word(2, BluetoothRole.central, in: "Bluetooth kind")
                return .bluetooth(try r.app(1), role)
            },
            write: { a, n in
                if case .bluetooth(let app, let role) = a { [n.app(app), .string(role.rawValue)] } else { [] }
            }),
        ActionBinding(
            .system, "url_session", .urlSession, [p("app", appRef), p("id", .string)],
            "a background URL session finished",
            apple: apple("application(_:handleEventsForBackgroundURLSession:completionHandler:)", 7),
            exploration: .notExplored(
                because: "only an app that started a background URLSession hears of it, by its identifier"),
            read: { r in
                let app = try r.app(1)
                return .urlSession(app, identifier: try r.string(2))
            },
            write: { a, n in if case .urlSession(let app, let id) = a { [n.app(app), .string(id)] } else { [] } }),
        ActionBinding(
            .system, "disconnect_scene", .disconnectScene, [p("scene", sceneRef)],
            "UIKit reclaims a background scene: sceneDidDisconnect, the session stays",
            apple: apple("sceneDidDisconnect(_:)", 13),
            read: { r in .disconnectScene(try r.scene(1)) },
            write: { a, n in if case .disconnectScene(let scene) = a { [n.scene(scene)] } else { [] } }),
        ActionBinding(
            .system, "prewarm", .prewarm, [p("app", appRef)],
            "iOS creates the app's process ahead of the user (see the prewarmRunsLaunch switch)",
            apple: apple("prewarming (ActivePrewarm)", 15),
            exploration: .notExplored(because: Self.changesEveryWalk),
            read: { r in .prewarm(try r.app(1)) },
            write: { a, n in if case .prewarm(let app) = a { [n.app(app)] } else { [] } }),
        notification,
        ActionBinding(
            .system, "background_task", .backgroundTask, [p("app", appRef), p("identifier", .string)],
            "runs a submitted BGTask whose earliest date has passed: launches or wakes the app in the background",
            apple: apple("BGTaskScheduler", 13),
            read: { r in
                let app = try r.app(1)
                return .backgroundTask(app, identifier: try r.string(2))
            },
            write: { a, n in if case .backgroundTask(let app, let id) = a { [n.app(app), .string(id)] } else { [] } }),
        ActionBinding(
            .system, "end_background_time", .endBackgroundTime,
            [p("app", appRef), p("mode", .words(EndMode.allCases.map(\.rawValue)), optional: true)],
            "the system ends the app's background time early: expiration handlers now, or terminate",
            apple: apple("backgroundTimeRemaining ends early", 4),
            exploration: .notExplored(because: Self.changesEveryWalk),
            read: { r in
                let app = try r.app(1)
                let mode = try r.word(2, EndMode.expire, in: "\(r.binding.name) mode")
                return .endBackgroundTime(app, terminating: mode == .terminate)
            },
            write: { a, n in
                guard case .endBackgroundTime(let app, let terminating) = a else { return [] }
                return [n.app(app), .string((terminating ? EndMode.terminate : .expire).rawValue)]
            }),
        ActionBinding(
            .system, "significant_time_change", .significantTimeChange,
            "midnight or a time change: applicationSignificantTimeChange to running apps, queued for suspended ones",
            apple: apple("applicationSignificantTimeChange(_:)", 2),
            exploration: .notExplored(because: Self.changesEveryWalk)),
        settings,
        ActionBinding(
            .system, "power", .power, [p("connected", .boolean)],
            "the charger is plugged in (true) or out: a BGProcessingTask that requires external power waits for it",
            apple: apple("a charger: external power (requiresExternalPower)", 2),
            exploration: .notExplored(because: Self.changesEveryWalk),
            read: { r in .power(try r.call.strictBoolean(1)) },
            write: { a, _ in if case .power(let on) = a { [.boolean(on)] } else { [] } }),
        ActionBinding(
            .system, "network", .network, [p("reachable", .boolean)],
            "the device gains (true) or loses its network connection: a BGProcessingTask that requires it waits for it",
            apple: apple("a network connection (requiresNetworkConnectivity)", 2),
            exploration: .notExplored(because: Self.changesEveryWalk),
            read: { r in .network(try r.call.strictBoolean(1)) },
            write: { a, _ in if case .network(let on) = a { [.boolean(on)] } else { [] } }),
    ]

    /// Why an event every app can hear is not among explore's candidates yet.
    static let changesEveryWalk =
        "a candidate every file's apps would get changes the walk that each existing --seed reproduces"

    /// How `end_background_time` ends it.
    enum EndMode: String, CaseIterable {
        case expire, terminate
    }

    private static let call = ActionBinding(
        .system, "call", .incomingCall,
        [
            p(
                "options",
                .record([
                    p("answer", .boolean, optional: true), p("after", .number, optional: true),
                    p("duration", .number, optional: true),
                ]))
        ],
        "an incoming call: answered or declined after some seconds of ringing, lasting duration",
        apple: apple("incoming phone call", 2),
        studio: .presets(
            "Incoming call", in: .system,
            [
                .init("answer after 2 s", .incomingCall(answer: true, after: 2, duration: 30)),
                .init("decline after 2 s", .incomingCall(answer: false, after: 2, duration: 0)),
                .init("let it ring out", .incomingCall(answer: nil, after: 20, duration: 0)),
            ]),
        read: { r in
            let options = try r.options(1, allowed: ["answer", "after", "duration"], what: "\(r.lua) option")
            let answer: Bool? = options["answer"].isNil ? nil : options["answer"].isTruthy
            let after = options["after"].numberValue ?? 0
            let duration = options["duration"].numberValue ?? 0
            return .incomingCall(answer: answer, after: after, duration: duration)
        },
        write: { a, _ in
            guard case .incomingCall(let answer, let after, let duration) = a else { return [] }
            return [ActionLiterals.call(answer: answer, after: after, duration: duration)]
        })

    private static let grant = ActionBinding(
        .system, "grant", .grant,
        [
            p("app", appRef), p("permission", .words(Authorization.allCases.map(\.rawValue)), optional: true),
            p("granted", .boolean),
        ],
        "the user's answer to the permission prompt: system.grant(app, true) allows every requested option; with a permission, that option alone (as in Settings)",
        apple: apple("permission alert", 8),
        exploration: .notExplored(because: "the answer to a permission prompt is a premise of the story"),
        read: { r in
            let app = try r.app(1)
            // system.grant(app, true): the answer to the prompt, every option together.
            if r.call.type(2) == .boolean, r.call.count == 2 { return .grant(app, .all(r.call.boolean(2))) }
            let what = try r.string(2)
            guard let option = Authorization(rawValue: what) else {
                throw DeclarationError(
                    unknown: what, in: "permission", candidates: Authorization.allCases.map(\.rawValue))
            }
            // A forgotten answer must not silently mean "denied".
            guard r.call.type(3) == .boolean else { throw LuaHostError.badArgument(3, "boolean expected") }
            return .grant(app, .option(option, r.call.boolean(3)))
        },
        write: { a, n in
            switch a {
            case .grant(let app, .all(let allowed)): return [n.app(app), .boolean(allowed)]
            case .grant(let app, .option(let option, let yes)):
                return [n.app(app), .string(option.rawValue), .boolean(yes)]
            default: return []
            }
        })

    private static let memoryPressure = ActionBinding(
        .system, "memory_pressure", .memoryPressure,
        [
            p("level", .words(MemoryPressure.allCases.map(\.rawValue)), optional: true),
            p("mb", .integer, optional: true),
        ],
        "the system needs mb MB (default: all it can get): purges suspended apps largest first until enough is free, warns running apps only if that was not enough; critical then kills background apps",
        apple: apple("jetsam", 2),
        read: { r in
            let level = try r.word(1, MemoryPressure.warning, in: "memory pressure level")
            let need = r.isAbsent(2) ? nil : try r.call.integer(2)
            return .memoryPressure(level, needMB: need.map { Int(clamping: $0) })
        },
        write: { a, _ in
            guard case .memoryPressure(let level, let need) = a else { return [] }
            return [.string(level.rawValue), need.map { .integer(Int64($0)) } ?? .nil]
        })

    private static let notification = ActionBinding(
        .system, "notification", .notification,
        [
            p("app", appRef), p("notification", .table, optional: true),
            p("options", notificationOptions(ActionReader.notificationOptionFields), optional: true),
        ],
        "a notification arrives: a push's payload nested as APNs sends it ({ aps = { alert = ..., badge = ... }, ... }; "
            + "its identifier is [\"apns-collapse-id\"] or [\"apns-id\"], else push-1, push-2, ...), or with kind "
            + "\"local\" a content table ({ title, body, badge, userInfo, categoryIdentifier, ... }); in the foreground "
            + "willPresent (or the app delegate) decides; otherwise the system shows it and applies its badge",
        apple: apple("userNotificationCenter(_:willPresent:withCompletionHandler:) from iOS 10", 3),
        exploration: .notExplored(because: Self.changesEveryWalk),
        studio: .app("Notification", in: .system) { .notification($0, UserNotification(push: [:])) },
        read: { r in
            let app = try r.app(1)
            let options = try r.notificationOptions(3, allowed: ActionReader.notificationOptionFields)
            return .notification(app, try r.notification(2, options, optionsIndex: 3))
        },
        write: { a, n in
            guard case .notification(let app, let notification) = a else { return [] }
            return [n.app(app)] + ActionLiterals.notificationArguments(notification)
        })

    /// A notification's options: its kind alone, or a table of `fields` (the APNs headers
    /// are written as Lua keys in brackets).
    static func notificationOptions(_ fields: [String]) -> APIType {
        .union([
            .words(UserNotification.Kind.allCases.map(\.rawValue)),
            .record(
                fields.map { field in
                    field == "kind"
                        ? p(field, .words(UserNotification.Kind.allCases.map(\.rawValue)), optional: true)
                        : p(field, .string, optional: true)
                }),
        ])
    }

    private static let settings = ActionBinding(
        .system, "settings", .settings,
        [
            p(
                "switches",
                .record([
                    p("app", appRef, optional: true), p("notifications", .boolean, optional: true),
                    p("background_app_refresh", .union([.boolean, .words(["restricted"])]), optional: true),
                    p("low_power", .boolean, optional: true),
                ]))
        ],
        "the user in Settings: notifications (one app's Allow Notifications, or every app's without app), Background "
            + "App Refresh (the device's switch, \"restricted\" by parental controls, or one app's) and Low Power Mode "
            + "(iOS 9, the device's: Background App Refresh off while it is on)",
        apple: apple("Settings > Notifications; Settings > General > Background App Refresh; Settings > Battery", 3),
        exploration: .notExplored(because: Self.changesEveryWalk),
        read: { r in .settings(try r.settingsChange(1)) },
        write: { a, n in if case .settings(let change) = a { [ActionLiterals.settings(change, n)] } else { [] } })

    /// `wait(seconds)`: the time line's own function (it yields the scenario), written here so
    /// that explore's counterexamples and the reference take it from the table too.
    static let wait = ActionBinding(
        .timeline, "wait", .advance, [p("seconds", .number)],
        "lets virtual time pass; not in app code (use dispatch.after there)", apple: nil,
        read: { r in .advance(try r.call.number(1)) },
        write: { a, _ in if case .advance(let seconds) = a { [.quantity(seconds)] } else { [] } })
}
