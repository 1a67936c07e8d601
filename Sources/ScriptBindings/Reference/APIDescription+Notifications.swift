import Lifecycle

/// The API description of notifications, push registration and Settings: the
/// `UNUserNotificationCenter` global and its center object, the `UIApplication` global's
/// constants, the application members and app handle fields, `system.settings` and the
/// tap with an action.
extension APIDescription {
    static let notificationApplicationFields: [APIField] = [
        field(
            "backgroundRefreshStatus", .words(BackgroundRefreshStatus.allCases.map(\.rawValue)), .read,
            "whether the system may refresh the app in the background (system.settings{ background_app_refresh = ... })",
            apple: apple("backgroundRefreshStatus", 7)),
        field(
            "isRegisteredForRemoteNotifications", .boolean, .read,
            "registered with APNs (registerForRemoteNotifications succeeded, no unregister since); kept across launches",
            apple: apple("isRegisteredForRemoteNotifications", 8)),
    ]

    static let notificationApplicationMethods: [APIFunction] = [
        fn(
            "application:registerForRemoteNotifications", .appCode,
            "asks APNs for a device token: delegate.didRegisterForRemoteNotifications(application, token) on the main "
                + "queue, or didFailToRegisterForRemoteNotifications(application, error) without app{ push = true }",
            apple: apple("registerForRemoteNotifications()", 8)),
        fn(
            "application:unregisterForRemoteNotifications", .appCode,
            "stops receiving remote notifications (isRegisteredForRemoteNotifications reads false)",
            apple: apple("unregisterForRemoteNotifications()", 3)),
    ]

    static let notificationAppHandleFields: [APIField] = [
        field(
            "pending_notifications", .list(requestType), .read,
            "the requests the system holds for the app, soonest first (they outlive its processes)",
            apple: apple("getPendingNotificationRequests", 10)),
        field(
            "delivered_notifications", .list(.object("UNNotification")), .read,
            "the app's notifications in Notification Center, oldest first",
            apple: apple("getDeliveredNotifications", 10)),
    ]

    static let pushField = field(
        "push", .boolean, .declare,
        "the aps-environment entitlement: without it registering for remote notifications fails",
        optional: true, default: "false", apple: apple("aps-environment", 3))

    static let notificationDelegateSummaries: [DelegateMethod: String] = [
        .didRegisterForRemoteNotifications: "APNs gave the app its device token (hex); send it to your server",
        .didFailToRegisterForRemoteNotifications:
            "registration failed (error.domain, error.code, error.localizedDescription): no push entitlement",
    ]

    /// `{ identifier, content = { title, body, badge, userInfo, category }, trigger = { seconds, repeats } }`.
    static let requestType = APIType.record([
        p("identifier", .string),
        p(
            "content",
            .record([
                p("title", .string, optional: true), p("body", .string, optional: true),
                p("badge", .integer, optional: true),
                p("userInfo", .table, optional: true), p("category", .string, optional: true),
            ]), optional: true),
        p("trigger", .record([p("seconds", .number), p("repeats", .boolean, optional: true)]), optional: true),
    ])

    static let categoryType = APIType.record([
        p("identifier", .string),
        p(
            "actions",
            .list(
                .record([
                    p("identifier", .string), p("title", .string, optional: true),
                    p("options", .list(.words(NotificationActionOption.allCases.map(\.rawValue))), optional: true),
                    p(
                        "text_input",
                        .union([
                            .boolean,
                            .record([
                                p("button", .string, optional: true),
                                p("placeholder", .string, optional: true),
                            ]),
                        ]), optional: true),
                ])), optional: true),
    ])

    static let settingsType: APIType = {
        let setting = APIType.words(NotificationSetting.allCases.map(\.rawValue))
        return .record([
            p("authorizationStatus", .words(AuthorizationStatus.allCases.map(\.rawValue))), p("alertSetting", setting),
            p("badgeSetting", setting), p("soundSetting", setting), p("notificationCenterSetting", setting),
            p("lockScreenSetting", setting),
        ])
    }()

    static let notificationCenterClass = APIClass(
        name: "UNUserNotificationCenter", variable: "center",
        summary: "UNUserNotificationCenter.current() in app code: local notifications, categories, settings "
            + "(handlers run on the main queue)",
        apple: apple("UNUserNotificationCenter", 10),
        fields: [],
        methods: [
            fn(
                "center:add", [p("request", requestType), p("completion", errorHandler, optional: true)], .appCode,
                "schedules a local notification (no trigger: now); a request with its identifier is replaced; "
                    + "without authorization completion gets \"notificationsNotAllowed\"; a repeating trigger under 60 s "
                    + "crashes (NSInternalInconsistencyException); the system keeps the soonest-firing 64",
                apple: apple("add(_:withCompletionHandler:)", 10)),
            fn(
                "center:getPendingNotificationRequests",
                [p("completion", .function([p("requests", .list(requestType))], returns: []))],
                .appCode, "the pending requests, soonest first",
                apple: apple("getPendingNotificationRequests(completionHandler:)", 10)),
            fn(
                "center:removePendingNotificationRequests", [p("identifiers", .list(.string))], .appCode,
                "cancels pending requests (unknown identifiers are ignored)",
                apple: apple("removePendingNotificationRequests(withIdentifiers:)", 10)),
            fn(
                "center:removeAllPendingNotificationRequests", .appCode, "cancels every pending request",
                apple: apple("removeAllPendingNotificationRequests()", 10)),
            fn(
                "center:getDeliveredNotifications",
                [p("completion", .function([p("notifications", .list(.object("UNNotification")))], returns: []))],
                .appCode, "the app's notifications in Notification Center, oldest first",
                apple: apple("getDeliveredNotifications(completionHandler:)", 10)),
            fn(
                "center:removeDeliveredNotifications", [p("identifiers", .list(.string))], .appCode,
                "removes notifications from Notification Center",
                apple: apple("removeDeliveredNotifications(withIdentifiers:)", 10)),
            fn(
                "center:removeAllDeliveredNotifications", .appCode, "empties the app's part of Notification Center",
                apple: apple("removeAllDeliveredNotifications()", 10)),
            fn(
                "center:getNotificationSettings",
                [p("completion", .function([p("settings", settingsType)], returns: []))],
                .appCode, "authorizationStatus and each setting, following the prompt and system.settings",
                apple: apple("getNotificationSettings(completionHandler:)", 10)),
            fn(
                "center:setNotificationCategories", [p("categories", .list(categoryType))], .appCode,
                "replaces the categories of actions notifications may carry (content.category names one)",
                apple: apple("setNotificationCategories(_:)", 10)),
            fn(
                "center:requestAuthorization",
                [
                    p("options", .list(.words(Authorization.allCases.map(\.rawValue)))),
                    p("completion", .function([p("granted", .boolean)], returns: []), optional: true),
                ],
                .appCode, "the one permission prompt of application:requestAuthorization",
                apple: apple("requestAuthorization(options:completionHandler:)", 10)),
            fn(
                "center:setBadgeCount", [p("count", .integer), p("completion", errorHandler, optional: true)], .appCode,
                "sets the badge (needs badge authorization), as application:setBadgeCount",
                apple: apple("setBadgeCount(_:withCompletionHandler:)", 16)),
        ])

    private static let errorHandler = APIType.function([p("error", .optional(.string))], returns: [])

    static let notificationResponseClass = APIClass(
        name: "UNNotificationResponse", variable: "response",
        summary: "what notification_delegate.didReceive gets: the notification and the action the user chose",
        apple: apple("UNNotificationResponse", 10),
        fields: [
            field(
                "actionIdentifier", .string, .read,
                "com.apple.UNNotificationDefaultActionIdentifier for a plain tap, else the action's identifier",
                apple: apple("actionIdentifier", 10)),
            field(
                "notification", .object("UNNotification"), .read, "the notification", apple: apple("notification", 10)),
            field(
                "userText", .string, .read, "what the user typed into a text_input action", optional: true,
                apple: apple("UNTextInputNotificationResponse.userText", 10)),
        ],
        methods: [])

    static let errorClass = APIClass(
        name: "NSError", variable: "error",
        summary: "an error the system reports (didFailToRegisterForRemoteNotifications)",
        apple: apple("NSError", 2),
        fields: [
            field("domain", .string, .read, "NSCocoaErrorDomain, ...", apple: apple("domain", 2)),
            field(
                "code", .integer, .read, "the error's code (3000: no aps-environment entitlement)",
                apple: apple("code", 2)),
            field(
                "localizedDescription", .string, .read, "the message devices log",
                apple: apple("localizedDescription", 2)),
        ],
        methods: [])

    static let notificationCenterLibrary = APILibrary(
        name: "UNUserNotificationCenter", summary: "the notification center of the app whose code runs (iOS 10+)",
        functions: [
            fn(
                "UNUserNotificationCenter.current", returns: [.object("UNUserNotificationCenter")], .appCode,
                "the app's notification center (the same object each time); only in app code",
                apple: apple("UNUserNotificationCenter.current()", 10))
        ])

    static let applicationLibrary = APILibrary(
        name: "UIApplication",
        summary: "the running app's application object, and UIApplication's constants (readable anywhere)",
        functions: [],
        fields: [
            field(
                "openSettingsURLString", .string, .read,
                "\"app-settings:\": application:openURL opens the app's page in Settings (the app goes to the background)",
                apple: apple("UIApplication.openSettingsURLString", 8)),
            field(
                "openNotificationSettingsURLString", .string, .read,
                "\"app-settings:notifications\": the app's notification settings in Settings",
                apple: apple(
                    "UIApplication.openNotificationSettingsURLString (UIApplicationOpenNotificationSettingsURLString 15.4)",
                    16)),
        ],
        objects: [
            field(
                "shared", .object("UIApplication"), .read,
                "the running app's application object, the one its callbacks receive (in app code: a scene delegate, SwiftUI, main)",
                apple: apple("UIApplication.shared", 2))
        ])
}
