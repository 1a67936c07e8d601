import Lifecycle
import LuaHost

/// The `application` members about notifications and background refresh (push
/// registration, `backgroundRefreshStatus`), and the app handle's system records the
/// scenario reads (`app.pending_notifications`, `app.delivered_notifications`).
extension ScriptSession {
    static let notificationApplicationProperties = ["backgroundRefreshStatus", "isRegisteredForRemoteNotifications"]
    static let notificationApplicationMethodNames = [
        "registerForRemoteNotifications", "unregisterForRemoteNotifications",
    ]
    static let notificationAppFields = ["pending_notifications", "delivered_notifications"]

    static func notificationApplicationMethods(_ home: SessionLink) -> [(String, LuaFunction)] {
        [
            home.method("registerForRemoteNotifications") { session, call in
                let handle = try session.ownApplication(call)
                try session.engine { try handle.application.registerForRemoteNotifications() }
                return .none
            },
            home.method("unregisterForRemoteNotifications") { session, call in
                let handle = try session.ownApplication(call)
                try session.engine { try handle.application.unregisterForRemoteNotifications() }
                return .none
            },
        ]
    }

    /// The application property `key` if it is one of these, else nil. Reading one the
    /// profile's iOS lacks crashes the app (unrecognized selector).
    func notificationApplicationProperty(_ application: Application, _ key: String) throws -> LuaValue? {
        switch key {
        case "backgroundRefreshStatus":
            try application.use(.backgroundRefreshStatus)
            return LuaValue(application.backgroundRefreshStatus.rawValue)
        case "isRegisteredForRemoteNotifications":
            try application.use(.isRegisteredForRemoteNotifications)
            return .boolean(application.isRegisteredForRemoteNotifications)
        default:
            return nil
        }
    }

    /// The app handle field `key` if it is one of these, else nil: copies of the lists the
    /// system keeps (pending requests soonest first, delivered notifications oldest first).
    func notificationAppField(_ app: AppID, _ key: String) -> LuaValue? {
        switch key {
        case "pending_notifications":
            return .table(LuaTable(array: device.pendingNotifications(of: app).map { requestValue(RequestView($0)) }))
        case "delivered_notifications":
            return .table(
                LuaTable(array: device.deliveredNotifications(of: app).map { userNotificationValue($0.notification) }))
        default:
            return nil
        }
    }
}
