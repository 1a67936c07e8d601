import MessageCatalog

/// Local notifications app code schedules through `UNUserNotificationCenter` (iOS 10+):
/// pending requests with a time-interval trigger, their removal, the categories of
/// actions, and the settings the center reports. The pending list is a system record: it
/// outlives the process, and each request has one trigger event in the queue
/// (`Device+NotificationDelivery.swift` fires it).
///
///     try center.add(NotificationRequest(identifier: "r1", content: NotificationContent(title: "Hi"),
///                                        trigger: NotificationTrigger(seconds: 60)))
///     device.pendingNotifications(of: todo).map(\.identifier)   // ["r1"]
extension Device {
    /// `add(_:withCompletionHandler:)`: a trigger iOS would refuse is its exception (a
    /// crash); without authorization the request is refused (`notificationsNotAllowed`);
    /// otherwise it replaces a pending request with its identifier, and past
    /// `NotificationLimits.pending` the latest-firing request is discarded.
    func addNotification(_ app: AppID, _ request: NotificationRequest, completion: ((String?) throws -> Void)?) throws {
        try requireExecuting(app)
        try require(.addNotificationRequest, by: app)
        if let exception = request.trigger?.exception { throw exception }
        let error: String?
        if !authorizationStatus(app).delivers {
            error = "notificationsNotAllowed"
            record(
                .log, app: app, name: "notification",
                message: "add \(quoted(request.identifier)) refused: notificationsNotAllowed (authorization is "
                    + "\(authorizationStatus(app).rawValue))")
        } else {
            error = nil
            schedule(app, request)
        }
        if let completion { try enqueueMain(app, after: 0) { try completion(error) } }
    }

    private func schedule(_ app: AppID, _ request: NotificationRequest) {
        removePending(app) { $0.request.identifier == request.identifier }
        let fireTime: Int64
        if let trigger = request.trigger {
            // A calendar trigger reads the device's clock (the one os.time() reads).
            guard let first = trigger.firstFire(now: trigger.calendar == nil ? appNow(app) : now.nanoseconds) else {
                record(
                    .log, app: app, name: "notification",
                    message: "\(quoted(request.identifier)) not scheduled: no date matches its calendar trigger")
                return
            }
            fireTime = first
        } else {
            fireTime = appNow(app)
        }
        let serial = notificationClock.nextSerial
        notificationClock.nextSerial += 1
        let entry = PendingNotification(request: request, fireTime: fireTime, serial: serial)
        let discarded = apps[app].notifications.add(entry)
        if entry.repeats { notificationClock.repeating += 1 }
        loop.queue.schedule(at: entry.fireTime, .notificationTrigger(app, serial: serial))
        let when =
            request.trigger.map { trigger in
                if trigger.calendar != nil {
                    let at = CalendarComponents.dateText(CalendarComponents.floorDiv(fireTime, 1_000_000_000))
                    return trigger.repeats ? "at every matching date, first at \(at)" : "at \(at)"
                }
                return trigger.repeats ? "every \(seconds(trigger.seconds))" : "in \(seconds(trigger.seconds))"
            } ?? "now"
        record(.log, app: app, name: "notification", message: "scheduled \(quoted(request.identifier)): fires \(when)")
        // The system keeps the soonest-firing requests (Apple's UILocalNotification page).
        guard let discarded else { return }
        dropTriggers(of: [discarded], app)
        warn(
            app, Sentence(.pendingDiscarded, "\(NotificationLimits.pending)", quoted(discarded.request.identifier)))
    }

    /// Removes matching pending requests and their trigger events.
    func removePending(_ app: AppID, where matches: (PendingNotification) -> Bool) {
        dropTriggers(of: apps[app].notifications.removePending(where: matches), app)
    }

    /// Drops the trigger events of requests that left the pending list.
    func dropTriggers(of removed: [PendingNotification], _ app: AppID) {
        guard !removed.isEmpty else { return }
        notificationClock.repeating -= removed.filter(\.repeats).count
        let serials = Set(removed.map(\.serial))
        loop.queue.remove {
            if case .notificationTrigger(app, let serial) = $0.job { return serials.contains(serial) }
            return false
        }
    }

    func removePendingNotifications(_ app: AppID, identifiers: [String]?) throws {
        try requireExecuting(app)
        try require(
            identifiers == nil ? .removeAllPendingNotificationRequests : .removePendingNotificationRequests, by: app)
        let wanted = identifiers.map(Set.init)
        removePending(app) { wanted?.contains($0.request.identifier) ?? true }
    }

    func removeDeliveredNotifications(_ app: AppID, identifiers: [String]?) throws {
        try requireExecuting(app)
        try require(identifiers == nil ? .removeAllDeliveredNotifications : .removeDeliveredNotifications, by: app)
        apps[app].notifications.removeDelivered(identifiers.map(Set.init))
    }

    /// `setNotificationCategories(_:)`: replaces every registered category.
    func setNotificationCategories(_ app: AppID, _ categories: [NotificationCategory]) throws {
        try requireExecuting(app)
        try require(.setNotificationCategories, by: app)
        apps[app].notifications.setCategories(categories)
        let names = categories.map { quoted($0.identifier) }.joined(separator: ", ")
        record(.log, app: app, name: "notification", message: "categories: \(names.isEmpty ? "none" : names)")
    }

    /// App code set (or cleared) the notification center's delegate.
    func notificationDelegateSet(_ app: AppID, present: Bool) throws {
        try requireExecuting(app)
        try require(.notificationCenterDelegate, by: app)
        record(
            .log, app: app, name: "notification",
            message: present ? "UNUserNotificationCenter delegate set" : "UNUserNotificationCenter delegate removed")
        guard present, let p = apps[app].process, p.launch.takeMissedResponse() else { return }
        advise(app, Sentence(.missedNotificationResponse, name(of: app)), category: .advice)
    }

    /// Hands `value` to a completion handler on the app's main queue, after the caller returns.
    func handOver<Value>(_ app: AppID, _ api: AppAPI, _ value: Value, to completion: @escaping (Value) throws -> Void)
        throws
    {
        try requireExecuting(app)
        try require(api, by: app)
        try enqueueMain(app, after: 0) { try completion(value) }
    }

    // MARK: What the system keeps (the scenario reads it too)

    /// The app's pending requests, soonest first.
    public func pendingNotifications(of app: AppID) -> [NotificationRequest] {
        apps[app].notifications.pending.sorted { ($0.fireTime, $0.serial) < ($1.fireTime, $1.serial) }.map(\.request)
    }

    /// The app's notifications in Notification Center, oldest first.
    public func deliveredNotifications(of app: AppID) -> [DeliveredNotification] { apps[app].notifications.delivered }

    /// The categories the app registered last.
    public func notificationCategories(of app: AppID) -> [NotificationCategory] { apps[app].notifications.categories }

    /// `UNNotificationSettings`: the prompt's answer and the Settings switch.
    public func notificationSettings(of app: AppID) -> NotificationSettings {
        NotificationSettings(
            authorizationStatus: authorizationStatus(app), alertSetting: setting(app, .alert),
            badgeSetting: setting(app, .badge), soundSetting: setting(app, .sound),
            providesAppNotificationSettings: apps[app].permissions.providesAppSettings)
    }

    /// Denied while Settings' switch is off; before the prompt not determined; after it,
    /// authorized when any option was granted.
    func authorizationStatus(_ app: AppID) -> AuthorizationStatus {
        let permissions = apps[app].permissions
        if apps[app].settings.notificationsOff { return .denied }
        if permissions.provisional { return .provisional }
        guard permissions.promptAnswer != nil else { return .notDetermined }
        return permissions.granted.isEmpty ? .denied : .authorized
    }

    private func setting(_ app: AppID, _ option: Authorization) -> NotificationSetting {
        guard apps[app].permissions.requested.contains(option) else { return .notSupported }
        return allows(app, option) ? .enabled : .disabled
    }

    /// Whether the user lets the app use this kind of notification now.
    func allows(_ app: AppID, _ option: Authorization) -> Bool {
        !apps[app].settings.notificationsOff && apps[app].permissions.granted.contains(option)
    }

    func quoted(_ identifier: String) -> String { "'\(identifier.prefix(80))'" }
}
