/// `UNUserNotificationCenter.current()` as one app's code sees it (iOS 10+): schedule and
/// remove local notifications, read what is pending and delivered, register categories of
/// actions, read the settings, ask for authorization. Completion handlers run on the app's
/// main queue after the calling code returns, with what was true at the call.
///
///     let center = try app.notificationCenter()
///     try center.add(NotificationRequest(identifier: "r1", content: NotificationContent(title: "Hi"),
///                                        trigger: NotificationTrigger(seconds: 60))) { error in … }
///     try center.pendingRequests { requests in app.log("\(requests.count) pending") }
public struct UserNotificationCenter {
    unowned let device: Device
    public let app: AppID

    /// `add(_:withCompletionHandler:)`: the completion gets nil, or "notificationsNotAllowed".
    public func add(_ request: NotificationRequest, completion: ((String?) throws -> Void)? = nil) throws {
        try device.addNotification(app, request, completion: completion)
    }

    /// `getPendingNotificationRequests(completionHandler:)`, soonest first.
    public func pendingRequests(_ completion: @escaping ([NotificationRequest]) throws -> Void) throws {
        try device.handOver(app, .getPendingNotificationRequests, device.pendingNotifications(of: app), to: completion)
    }

    /// `removePendingNotificationRequests(withIdentifiers:)`; unknown identifiers are ignored.
    public func removePendingRequests(_ identifiers: [String]) throws {
        try device.removePendingNotifications(app, identifiers: identifiers)
    }

    public func removeAllPendingRequests() throws { try device.removePendingNotifications(app, identifiers: nil) }

    /// `getDeliveredNotifications(completionHandler:)`, oldest first.
    public func deliveredNotifications(_ completion: @escaping ([DeliveredNotification]) throws -> Void) throws {
        try device.handOver(app, .getDeliveredNotifications, device.deliveredNotifications(of: app), to: completion)
    }

    /// `removeDeliveredNotifications(withIdentifiers:)`.
    public func removeDeliveredNotifications(_ identifiers: [String]) throws {
        try device.removeDeliveredNotifications(app, identifiers: identifiers)
    }

    public func removeAllDeliveredNotifications() throws {
        try device.removeDeliveredNotifications(app, identifiers: nil)
    }

    /// `getNotificationSettings(completionHandler:)`.
    public func settings(_ completion: @escaping (NotificationSettings) throws -> Void) throws {
        try device.handOver(app, .getNotificationSettings, device.notificationSettings(of: app), to: completion)
    }

    /// `setNotificationCategories(_:)`: replaces the registered categories.
    public func setCategories(_ categories: [NotificationCategory]) throws {
        try device.setNotificationCategories(app, categories)
    }

    /// `getNotificationCategories(completionHandler:)`: the registered categories (a set in
    /// Swift; here in the order they were registered).
    public func categories(_ completion: @escaping ([NotificationCategory]) throws -> Void) throws {
        try device.handOver(app, .getNotificationCategories, device.notificationCategories(of: app), to: completion)
    }

    /// `requestAuthorization(options:completionHandler:)`: the one prompt of
    /// `Application.requestAuthorization`.
    @discardableResult
    public func requestAuthorization(
        _ options: [Authorization], flags: Set<AuthorizationFlag> = [], completion: ((Bool) throws -> Void)? = nil
    ) throws -> Bool {
        try device.requestAuthorization(app, options, flags: flags, completion: completion)
    }

    /// `delegate = ...` (`present` false: `delegate = nil`), after the binding has made the
    /// new delegate the app's (`AppDelegate.hasNotificationDelegate` reads it). Apple: set it
    /// before the app finishes launching, or it may miss notifications; a response that
    /// already reached this process without a delegate is pointed out once (advice).
    public func delegateWasSet(present: Bool) throws {
        try device.notificationDelegateSet(app, present: present)
    }

    /// `setBadgeCount(_:withCompletionHandler:)` (iOS 16).
    public func setBadgeCount(_ value: Int, completion: ((String?) throws -> Void)? = nil) throws {
        try device.setBadgeCount(app, value, completion: completion)
    }
}

extension Application {
    /// `UNUserNotificationCenter.current()` (iOS 10): an unrecognized selector before.
    public func notificationCenter() throws -> UserNotificationCenter {
        try device.requireExecuting(id)
        try device.require(.currentNotificationCenter, by: id)
        return UserNotificationCenter(device: device, app: id)
    }
}
