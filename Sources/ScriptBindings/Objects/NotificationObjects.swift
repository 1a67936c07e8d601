import Lifecycle
import LuaHost

/// The notification objects app code reads, as Swift spells them: `UNNotificationResponse`
/// (`actionIdentifier`, `notification`, `targetScene`, `userText`), `UNNotification` (`date`,
/// `request`), `UNNotificationRequest` (`identifier`, `content`, `trigger`),
/// `UNNotificationContent` (`title`, `subtitle`, `body`, `badge`, `userInfo`,
/// `categoryIdentifier`, `threadIdentifier`) and iOS 4-9's `UILocalNotification`. Each is a
/// read-only snapshot; reading a field it does not have is an error with "did you mean", as
/// Swift would not compile it. `userInfo` is a plain table, nested as sent (a fresh copy at
/// each read), where a missing key reads nil, as a dictionary does.
///
///     didReceive = function(application, response, completion)
///       local info = response.notification.request.content.userInfo
///       log(info.aps.alert, info.id, response.actionIdentifier)
///       completion()
///     end
extension ScriptSession {
    static let responseFields = ["actionIdentifier", "notification", "targetScene", "userText"]
    static let notificationFields = ["date", "request"]
    static let requestObjectFields = ["identifier", "content", "trigger"]
    static let contentObjectFields = [
        "title", "subtitle", "body", "badge", "userInfo", "categoryIdentifier", "threadIdentifier",
    ]
    static let localNotificationFields = [
        "alertTitle", "alertBody", "applicationIconBadgeNumber", "userInfo", "category", "fireDate",
    ]

    func responseValue(_ response: NotificationResponse) -> LuaValue {
        .object(LuaObject(NotificationBox(response), as: classes.notificationResponse))
    }

    func userNotificationValue(_ notification: UserNotification) -> LuaValue {
        .object(LuaObject(NotificationBox(notification), as: classes.notification))
    }

    func requestValue(_ request: RequestView) -> LuaValue {
        .object(LuaObject(NotificationBox(request), as: classes.notificationRequest))
    }

    func contentValue(_ content: NotificationContent) -> LuaValue {
        .object(LuaObject(NotificationBox(content), as: classes.notificationContent))
    }

    /// A local notification as iOS 4-9 hands it over (`didReceiveLocalNotification`, the
    /// launch option `localNotification`).
    func localNotificationValue(_ notification: UserNotification) -> LuaValue {
        .object(LuaObject(NotificationBox(notification), as: classes.localNotification))
    }

    /// A `Date` as Lua reads it: seconds, on the same clock as `os.time()`.
    func dateValue(_ time: VirtualTime) -> LuaValue { .number(time.seconds) }

    static func userInfoValue(_ info: UserInfo) -> LuaValue { luaValue(info.value) }

    static func makeResponseClass(_ home: SessionLink) -> LuaClass {
        let fields: [RecordField<NotificationResponse>] = [
            ("actionIdentifier", { _, r in LuaValue(r.actionIdentifier) }),
            ("notification", { s, r in s.userNotificationValue(r.notification) }),
            ("targetScene", { s, r in try r.targetScene.map(s.sceneValue) ?? .nil }),
            ("userText", { _, r in r.userText.map { LuaValue($0) } ?? .nil }),
        ]
        return recordClass(
            home, "UNNotificationResponse", \.notificationResponse,
            fields, paths: NotificationPaths.response,
            describe: { "UNNotificationResponse (\($0.actionIdentifier))" })
    }

    static func makeNotificationClass(_ home: SessionLink) -> LuaClass {
        let fields: [RecordField<UserNotification>] = [
            ("date", { s, n in s.dateValue(n.date) }),
            ("request", { s, n in s.requestValue(RequestView(n)) }),
        ]
        return recordClass(
            home, "UNNotification", \.notification,
            fields, paths: NotificationPaths.notification,
            describe: { "UNNotification '\($0.requestIdentifier)'" })
    }

    static func makeRequestClass(_ home: SessionLink) -> LuaClass {
        let fields: [RecordField<RequestView>] = [
            ("identifier", { _, r in LuaValue(r.identifier) }),
            ("content", { s, r in s.contentValue(r.content) }),
            ("trigger", { _, r in NotificationValues.trigger(r) }),
        ]
        return recordClass(
            home, "UNNotificationRequest", \.notificationRequest,
            fields, paths: NotificationPaths.request,
            describe: { "UNNotificationRequest '\($0.identifier)'" })
    }

    static func makeContentClass(_ home: SessionLink) -> LuaClass {
        let fields: [RecordField<NotificationContent>] = [
            ("title", { _, c in LuaValue(c.title) }),
            ("subtitle", { _, c in LuaValue(c.subtitle) }),
            ("body", { _, c in LuaValue(c.body) }),
            ("badge", { _, c in c.badge.map { LuaValue(Int64($0)) } ?? .nil }),
            ("userInfo", { _, c in userInfoValue(c.userInfo) }),
            ("categoryIdentifier", { _, c in LuaValue(c.category) }),
            ("threadIdentifier", { _, c in LuaValue(c.threadIdentifier) }),
        ]
        return recordClass(
            home, "UNNotificationContent", \.notificationContent,
            fields,
            describe: { "UNNotificationContent \"\($0.headline.prefix(80))\"" })
    }

    static func makeLocalNotificationClass(_ home: SessionLink) -> LuaClass {
        let fields: [RecordField<UserNotification>] = [
            ("alertTitle", { _, n in n.content.title.isEmpty ? .nil : LuaValue(n.content.title) }),
            ("alertBody", { _, n in n.content.body.isEmpty ? .nil : LuaValue(n.content.body) }),
            ("applicationIconBadgeNumber", { _, n in LuaValue(Int64(n.badge ?? 0)) }),
            ("userInfo", { _, n in userInfoValue(n.userInfo) }),
            ("category", { _, n in n.category.map { LuaValue($0) } ?? .nil }),
            ("fireDate", { s, n in n.trigger == nil ? .nil : s.dateValue(n.date) }),
        ]
        return recordClass(
            home, "UILocalNotification", \.localNotification,
            fields,
            describe: { "UILocalNotification '\($0.requestIdentifier)'" })
    }

    typealias RecordField<Value> = (String, (ScriptSession, Value) throws -> LuaValue)

    /// A class of read-only objects holding a `Value`: each field is read by its function;
    /// an unknown field is an error with "did you mean" (`paths`: where a field of a deeper
    /// object is read from here, `userInfo` -> `request.content.userInfo`), a write is an error.
    private static func recordClass<Value>(
        _ home: SessionLink, _ name: String, _ own: KeyPath<ObjectClasses, LuaClass>,
        _ fields: [RecordField<Value>], paths: [String: String] = [:], describe: @escaping (Value) -> String
    ) -> LuaClass {
        let names = fields.map(\.0)
        let readers = Dictionary(uniqueKeysWithValues: fields)
        return LuaClass(
            name: name,
            metamethods: [
                home.method("__index") { session, call in
                    let box = try call.object(1, session.classes[keyPath: own], as: NotificationBox<Value>.self)
                    let key = try call.string(2)
                    guard let read = readers[key] else {
                        if let path = paths[key] {
                            throw DeclarationError("unknown \(name) field '\(key)' (did you mean '\(path)'?)")
                        }
                        throw DeclarationError(unknown: key, in: "\(name) field", candidates: names)
                    }
                    return try call.returning(try read(session, box.value))
                },
                home.method("__newindex") { _, call in
                    let key = (try? call.string(2)).map { ".\($0)" } ?? ""
                    throw LuaHostError.message(
                        "\(name)\(key) cannot be set: the system's notification objects are read-only")
                },
                home.method("__tostring") { session, call in
                    let box = try call.object(1, session.classes[keyPath: own], as: NotificationBox<Value>.self)
                    return try call.returning(.string(LuaString(describe(box.value))))
                },
            ])
    }
}

/// Where a field app code reads on the wrong object lives, as Swift spells the way there:
/// applife's first notification table had `notification.userInfo`, `notification.identifier`,
/// `notification.title` ...; Swift reads them through `request.content`, and so does applife
/// now. An old script's read is an error naming the way (no second spelling to learn).
enum NotificationPaths {
    static let contentFields = [
        "title", "subtitle", "body", "badge", "userInfo", "categoryIdentifier", "threadIdentifier",
    ]
    /// On `UNNotificationRequest`: the content's fields.
    static let request: [String: String] = Dictionary(
        uniqueKeysWithValues: contentFields.map { ($0, "content.\($0)") } + [("category", "content.categoryIdentifier")]
    )
    /// On `UNNotification`: the request's and the content's.
    static let notification: [String: String] = request.mapValues { "request.\($0)" }
        .merging([
            "identifier": "request.identifier", "trigger": "request.trigger", "content": "request.content",
            "kind": "request.trigger",
        ]) {
            a, _ in a
        }
    /// On `UNNotificationResponse`: the notification's, and its date and request.
    static let response: [String: String] = notification.mapValues { "notification.\($0)" }
        .merging(["date": "notification.date", "request": "notification.request"]) { a, _ in a }
}

/// One notification value as Lua holds it.
final class NotificationBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `UNNotificationRequest` as app code reads it: a pending request, or the request of a
/// delivered notification (a push's trigger is `UNPushNotificationTrigger`).
struct RequestView {
    let identifier: String
    let content: NotificationContent
    let trigger: NotificationTrigger?
    let push: Bool

    init(_ notification: UserNotification) {
        identifier = notification.requestIdentifier
        content = notification.content
        trigger = notification.trigger
        push = notification.kind == .remote
    }

    init(_ request: NotificationRequest) {
        identifier = request.identifier
        content = request.content
        trigger = request.trigger
        push = false
    }
}
