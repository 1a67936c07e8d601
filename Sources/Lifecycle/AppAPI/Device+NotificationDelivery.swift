/// Local notifications arriving by themselves at their trigger time (virtual): a
/// foreground app's notification delegate decides (willPresent, `presentInForeground`);
/// otherwise the system shows a banner, applies the badge and keeps the notification in
/// Notification Center (the delivered list). Nothing is shown without authorization.
///
///     try device.advance(by: 60)        // the request added with trigger { seconds = 60 } fires
///     device.deliveredNotifications(of: todo).map(\.notification.identifier)   // ["r1"]
extension Device {
    /// A trigger event: a one-shot request leaves the pending list, a repeating one is
    /// scheduled again one interval later; then the notification is presented.
    func fireNotification(_ app: AppID, serial: Int) {
        guard let entry = apps[app].notifications.pending.first(where: { $0.serial == serial }) else { return }
        if entry.repeats, let next = entry.request.trigger?.nextFire(after: entry.fireTime), next > entry.fireTime {
            apps[app].notifications.reschedule(serial, at: next)
            loop.queue.schedule(at: next, .notificationTrigger(app, serial: serial))
        } else {
            // At the end of virtual time a repeating request fires for the last time.
            removePending(app) { $0.serial == serial }
        }
        present(app, scheduled: arrived(UserNotification(request: entry.request), app))
    }

    private func present(_ app: AppID, scheduled notification: UserNotification) {
        action("notification", app, "local notification \(quoted(notification.requestIdentifier)) fires")
        let status = authorizationStatus(app)
        guard status.delivers else {
            record(
                .log, app: app, name: "notification",
                message: "not shown: \(name(of: app)) may not show notifications (authorization \(status.rawValue))")
            return
        }
        if apps[app].state.isForeground, isResponsive(app) {
            _ = presentInForeground(app, notification, scheduled: true)
        } else {
            showBySystem(app, notification, because: "\(name(of: app)) is not in the foreground", scheduled: true)
        }
    }

    /// The banner (or lock-screen entry) the system shows by the notification's own options,
    /// `because` the app is not in front or has no notification delegate. One the app
    /// scheduled shows only with alert authorization (`scheduled`; one the scenario sends
    /// shows); the badge applies with badge authorization.
    func showBySystem(_ app: AppID, _ notification: UserNotification, because: String, scheduled: Bool) {
        if apps[app].permissions.provisional, !apps[app].settings.notificationsOff {
            // Apple: provisional notifications appear only in Notification Center's history.
            record(
                .log, app: app, name: "notification",
                message: "delivered quietly to Notification Center (provisional authorization): no banner, no sound")
            noteDelivered(app, notification)
        } else if !scheduled {
            record(.log, app: app, name: "notification", message: "shown by the system (\(because))")
            noteDelivered(app, notification)
        } else if allows(app, .alert) {
            let title = notification.content.headline
            let what = title.isEmpty ? quoted(notification.requestIdentifier) : "\"\(title.prefix(80))\""
            record(.log, app: app, name: "notification", message: "shown by the system: \(what) (\(because))")
            noteDelivered(app, notification)
        } else {
            record(.log, app: app, name: "notification", message: "not shown: alerts are off for \(name(of: app))")
        }
        applyBadge(app, notification)
    }

    /// Notification Center keeps a shown notification until the user or the app removes
    /// it; a newer one with its identifier replaces it; past `NotificationLimits.delivered`
    /// the oldest goes.
    func noteDelivered(_ app: AppID, _ notification: UserNotification) {
        apps[app].notifications.noteDelivered(notification)
    }

    /// A delivered notification by its identifier, taken out of Notification Center (the
    /// user tapped it).
    func takeDelivered(_ app: AppID, identifier: String) -> UserNotification? {
        apps[app].notifications.takeDelivered(identifier)
    }

    /// Forgets everything the system keeps of the app's notifications (the app was
    /// deleted): pending requests and their triggers, delivered notifications, categories,
    /// the push registration; the next installation gets a new device token.
    public func forgetNotificationRecords(_ app: AppID) {
        dropTriggers(of: apps[app].notifications.appDeleted(), app)
    }
}
