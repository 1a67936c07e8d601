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
            "pending_notifications", .list(.object("UNNotificationRequest")), .read,
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
        .notificationOpenSettings:
            "the user followed the link to the app's own notification settings (iOS 12, providesAppNotificationSettings);"
            + " notification is the one they came from, nil from the Settings app: show your settings screen",
    ]

    /// `{ identifier, content = { title, subtitle, body, badge, userInfo, categoryIdentifier,
    /// threadIdentifier }, trigger = { seconds, repeats } }`.
    static let requestType = APIType.record([
        p("identifier", .string),
        p("content", contentType, optional: true),
        p("trigger", triggerType, optional: true),
    ])

    /// A notification's content as app code (center:add) and the scenario (a local
    /// notification) write it; `category` is `categoryIdentifier`'s short name.
    static let contentType = APIType.record([
        p("title", .string, optional: true), p("subtitle", .string, optional: true),
        p("body", .string, optional: true), p("badge", .integer, optional: true),
        p("userInfo", .table, optional: true), p("categoryIdentifier", .string, optional: true),
        p("threadIdentifier", .string, optional: true), p("category", .string, optional: true),
    ])

    static let triggerType = APIType.record([
        p("seconds", .number, optional: true),
        p(
            "dateComponents", .record(CalendarComponents.ranges.map { p($0.name, .integer, optional: true) }),
            optional: true),
        p("repeats", .boolean, optional: true),
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
        p("options", .list(.words(NotificationCategoryOption.allCases.map(\.rawValue))), optional: true),
    ])

    static let settingsType: APIType = {
        let setting = APIType.words(NotificationSetting.allCases.map(\.rawValue))
        return .record([
            p("authorizationStatus", .words(AuthorizationStatus.allCases.map(\.rawValue))), p("alertSetting", setting),
            p("badgeSetting", setting), p("soundSetting", setting), p("notificationCenterSetting", setting),
            p("lockScreenSetting", setting), p("providesAppNotificationSettings", .boolean),
        ])
    }()

    static let notificationCenterClass = APIClass(
        name: "UNUserNotificationCenter", variable: "center",
        summary: "UNUserNotificationCenter.current() in app code: local notifications, categories, settings "
            + "(handlers run on the main queue)",
        apple: apple("UNUserNotificationCenter", 10),
        fields: [
            field(
                "delegate", .object("NotificationCenterDelegate"), .readWrite,
                "the center's delegate in this process: a table of notification_delegate's functions, or nil; it dies "
                    + "with the process, and one set after a notification response arrived missed it (set it before "
                    + "the launch ends)", optional: true, apple: apple("delegate", 10))
        ],
        methods: [
            fn(
                "center:add", [p("request", requestType), p("completion", errorHandler, optional: true)], .appCode,
                "schedules a local notification (no trigger: now); a request with its identifier is replaced; "
                    + "without authorization completion gets \"notificationsNotAllowed\"; a repeating trigger under 60 s "
                    + "crashes (NSInternalInconsistencyException); the system keeps the soonest-firing 64",
                apple: apple("add(_:withCompletionHandler:)", 10)),
            fn(
                "center:getPendingNotificationRequests",
                [p("completion", .function([p("requests", .list(.object("UNNotificationRequest")))], returns: []))],
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
                "center:getNotificationCategories",
                [p("completion", .function([p("categories", .list(categoryType))], returns: []))], .appCode,
                "the registered categories, as setNotificationCategories took them (in that order; Swift's is a set)",
                apple: apple("getNotificationCategories(completionHandler:)", 10)),
            fn(
                "center:requestAuthorization",
                [
                    p("options", .list(.words(ScriptSession.authorizationWords))),
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
        summary: "what notification_delegate.didReceive gets, and a scene's options.notificationResponse: the "
            + "notification and what the user did with it (read-only; an unknown field is an error)",
        apple: apple("UNNotificationResponse", 10),
        fields: [
            field(
                "actionIdentifier", .string, .read,
                "com.apple.UNNotificationDefaultActionIdentifier for a plain tap, else the action's identifier",
                apple: apple("actionIdentifier", 10)),
            field(
                "notification", .object("UNNotification"), .read, "the notification", apple: apple("notification", 10)),
            field(
                "targetScene", .object("Scene"), .read,
                "the scene the system shows for it, in a scene app (nil in a sceneless app and in the background)",
                optional: true, apple: apple("targetScene", 13)),
            field(
                "userText", .string, .read, "what the user typed into a text_input action", optional: true,
                apple: apple("UNTextInputNotificationResponse.userText", 10)),
        ],
        methods: [])

    static let notificationClass = APIClass(
        name: "UNNotification", variable: "notification",
        summary: "a delivered notification: willPresent's argument, response.notification, getDeliveredNotifications, "
            + "app.delivered_notifications (read-only; an unknown field is an error)",
        apple: apple("UNNotification", 10),
        fields: [
            field(
                "date", .number, .read, "when it was delivered, in seconds on os.time()'s clock",
                apple: apple("date", 10)),
            field(
                "request", .object("UNNotificationRequest"), .read, "its request: identifier, content, trigger",
                apple: apple("request", 10)),
        ],
        methods: [])

    static let notificationRequestClass = APIClass(
        name: "UNNotificationRequest", variable: "request",
        summary: "a notification's request: a pending one (getPendingNotificationRequests, app.pending_notifications) "
            + "or a delivered one's (read-only)",
        apple: apple("UNNotificationRequest", 10),
        fields: [
            field(
                "identifier", .string, .read,
                "center:add's identifier; a push's apns-collapse-id or apns-id, else push-1, push-2, ...",
                apple: apple("identifier", 10)),
            field("content", .object("UNNotificationContent"), .read, "what it shows", apple: apple("content", 10)),
            field(
                "trigger", .table, .read,
                "center:add's trigger ({ seconds, repeats } or { dateComponents, repeats }); a push's { push = true, "
                    + "repeats = false }; nil: at once",
                optional: true, apple: apple("trigger", 10)),
        ],
        methods: [])

    static let notificationContentClass = APIClass(
        name: "UNNotificationContent", variable: "content",
        summary: "what a notification shows and carries; a push's comes from its payload's aps (read-only)",
        apple: apple("UNNotificationContent", 10),
        fields: [
            field("title", .string, .read, "the title (a push: aps.alert.title)", apple: apple("title", 10)),
            field(
                "subtitle", .string, .read, "the subtitle (a push: aps.alert.subtitle)", apple: apple("subtitle", 10)),
            field(
                "body", .string, .read, "the text (a push: aps.alert, or aps.alert.body)", apple: apple("body", 10)),
            field(
                "badge", .integer, .read, "the badge it sets (a push: aps.badge); nil leaves the badge alone",
                optional: true, apple: apple("badge", 10)),
            field(
                "userInfo", .table, .read,
                "a fresh copy of its dictionary, nested as sent (a push: the whole payload, aps included)",
                apple: apple("userInfo", 10)),
            field(
                "categoryIdentifier", .string, .read, "its category of actions (a push: aps.category); \"\" for none",
                apple: apple("categoryIdentifier", 10)),
            field(
                "threadIdentifier", .string, .read, "how Notification Center groups it (a push: aps[\"thread-id\"])",
                apple: apple("threadIdentifier", 10)),
        ],
        methods: [])

    static let localNotificationClass = APIClass(
        name: "UILocalNotification", variable: "notification",
        summary:
            "a local notification as iOS 4-9 hands it over: didReceiveLocalNotification, options.localNotification "
            + "(read-only)",
        apple: apple("UILocalNotification", 4, deprecated: 10),
        fields: [
            field("alertTitle", .string, .read, "its title", optional: true, apple: apple("alertTitle", 8)),
            field("alertBody", .string, .read, "its text", optional: true, apple: apple("alertBody", 4)),
            field(
                "applicationIconBadgeNumber", .integer, .read, "the badge it sets (0: none)",
                apple: apple("applicationIconBadgeNumber", 4)),
            field("userInfo", .table, .read, "a fresh copy of its dictionary", apple: apple("userInfo", 4)),
            field("category", .string, .read, "its category of actions", optional: true, apple: apple("category", 8)),
            field(
                "fireDate", .number, .read, "when it fired, in seconds on os.time()'s clock (nil: shown at once)",
                optional: true, apple: apple("fireDate", 4)),
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
