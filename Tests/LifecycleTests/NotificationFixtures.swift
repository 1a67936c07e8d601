@testable import Lifecycle

/// Fixtures of the notification suites: a request, a world whose Todo schedules them, and
/// what the device keeps of them.

/// A request for `id` with title "Water" and badge 3, firing after `seconds` (nil: now).
func notificationRequest(_ id: String, after seconds: Double? = 60, repeats: Bool = false, title: String = "Water")
    -> NotificationRequest
{
    NotificationRequest(
        identifier: id, content: NotificationContent(title: title, badge: 3),
        trigger: seconds.map { NotificationTrigger(seconds: $0, repeats: repeats) })
}

extension World {
    /// Todo, allowed alerts and badges, with `schedule` run as app code in didBecomeActive.
    static func notifying(ios: Int = 17, _ schedule: @escaping (UserNotificationCenter) throws -> Void = { _ in })
        throws
        -> World
    {
        let w = World(ios: ios)
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.alert, .badge]) }
        w.todoLog.hooks[.didBecomeActive] = { app in try schedule(app.notificationCenter()) }
        return w
    }

    /// Trigger events still queued.
    var notificationTriggers: Int {
        device.loop.queue.pending.filter {
            if case .notificationTrigger = $0.job { return true }
            return false
        }.count
    }

    /// The `log` records named "notification".
    var notificationLogs: [String] {
        device.records.filter { $0.kind == .log && $0.name == "notification" }.compactMap(\.message)
    }
}
