/// Notifications (facts §2.11, §3, §6): the user taps one, or one arrives. From iOS 10 a
/// `UNUserNotificationCenterDelegate` gets the tap (didReceive) and a notification arriving
/// in the foreground (willPresent); the app delegate's older methods are the fallback:
/// `application:didReceiveRemoteNotification:fetchCompletionHandler:` (iOS 7+, also after a
/// launch, [A2]), `application:didReceiveRemoteNotification:` (iOS 3-9, not at a launch)
/// and `application:didReceiveLocalNotification:` (iOS 4-9, not at a launch).
///
///     try device.tapNotification(todo, UserNotification(kind: .local, payload: ["list": "milk"]))
///     try device.deliverNotification(todo, UserNotification(push: ["aps": ["alert": "Hi", "badge": 3]]))
extension Device {
    /// The user taps a notification of the app: it launches (the remote payload in its
    /// launch options; a local one too on iOS 4-9) or comes to the front, and the response
    /// reaches the notification delegate or the app delegate while the app is inactive.
    /// With `action`, the user chooses that action of the notification's category instead
    /// (`Device+NotificationActions.swift`); `text` is what they typed into a text-input action.
    public func tapNotification(
        _ app: AppID, _ notification: UserNotification, action: String = NotificationResponse.defaultAction,
        text: String? = nil
    ) throws {
        try tapNotification(app, NotificationTap(.banner(notification), action: action, text: text))
    }

    /// The user taps a banner or a notification still in Notification Center (which then
    /// leaves the list), choosing the default action or one of its category's.
    public func tapNotification(_ app: AppID, _ tap: NotificationTap) throws {
        try allow(.tapNotification(app, tap))
        let notification: UserNotification
        var named = false
        switch tap.source {
        case .banner(let shown): notification = arrived(shown, app)
        case .delivered(let identifier):
            notification = takeDelivered(app, identifier: identifier)!
            named = true
        }
        let chosen = chosenAction(app, notification, tap.action)
        let response = NotificationResponse(
            notification: notification, actionIdentifier: tap.action, userText: tap.text)
        respond(app, response, chosen, named: named)
        try drain()
    }

    /// The user taps a notification banner (a push's payload, or a local one's `userInfo`).
    public func tapNotification(_ app: AppID, payload: UserInfo = [:], local: Bool = false) throws {
        try tapNotification(app, UserNotification(kind: local ? .local : .remote, payload: payload))
    }

    /// A notification as it arrives: dated now, and a push whose sender gave no identifier
    /// named by the device, `push-1`, `push-2`, … in order (APNs' own identifiers are
    /// UUIDs: these stand for them, so that two pushes are two notifications).
    func arrived(_ notification: UserNotification, _ app: AppID) -> UserNotification {
        var arrived = notification
        if arrived.identifier == nil {
            arrived.identifier = "push-\(notificationClock.nextPush)"
            notificationClock.nextPush += 1
        }
        arrived.date = VirtualTime(nanoseconds: appNow(app))
        return arrived
    }

    /// A notification arrives (a push with an alert, or a local notification fires). In the
    /// foreground the app decides: willPresent (iOS 10+) or the app delegate's method (it is
    /// not shown by default). Otherwise the system shows it and applies its badge.
    public func deliverNotification(_ app: AppID, _ notification: UserNotification) throws {
        try allow(.notification(app, notification))
        let a = app
        let notification = arrived(notification, a)
        action(
            "notification", a,
            notification.kind == .remote ? "a remote notification arrives" : "a local notification fires")
        if apps[a].state.isForeground, isResponsive(a) {
            _ = presentInForeground(a, notification)
        } else {
            showBySystem(a, notification, because: "\(name(of: a)) is not in the foreground", scheduled: false)
        }
        try drain()
    }

    // MARK: Delivery

    /// A tap: the notification delegate's didReceive if it implements it, then (or else)
    /// the app delegate's method per `remoteNotificationAppDelegate`. A dismissal
    /// (`UNNotificationDismissActionIdentifier`) reaches didReceive only: the app delegate
    /// has no method for it.
    func deliverNotificationResponse(_ app: AppID, _ response: NotificationResponse, cold: Bool) -> Bool {
        if !hasNotificationDelegate(app), let p = apps[app].process { p.launch.missedResponse() }
        let dismissal = response.actionIdentifier == NotificationResponse.dismissAction
        if implements(app, .notificationDidReceive) {
            guard
                deliverEvent(
                    app, .notificationDidReceive, killsOnTimeout: false, { .notificationDidReceive(response, $0) })
            else { return false }
            guard alsoCallsAppDelegate(response.notification), !dismissal else { return true }
        }
        return dismissal || deliverToAppDelegate(app, response.notification, cold: cold)
    }

    /// A notification arriving while the app is in the foreground (§2.11): willPresent
    /// decides how it shows; a delegate without it silences it; with no notification
    /// delegate at all (iOS 10+) the system shows it by its own options
    /// (`notificationWithoutDelegate`). The app delegate's method runs unless willPresent did.
    func presentInForeground(_ app: AppID, _ notification: UserNotification, scheduled: Bool = false) -> Bool {
        if profile.ios >= 10, !hasNotificationDelegate(app), profile.notificationWithoutDelegate == .shown {
            showBySystem(
                app, notification, because: "\(name(of: app)) has no notification delegate", scheduled: scheduled)
            return deliverToAppDelegate(app, notification, cold: false)
        }
        if implements(app, .notificationWillPresent) {
            let show: (String?) -> Void = { [unowned self] value in
                self.present(app, notification, options: PresentationOption.parse(value))
            }
            guard
                deliverEvent(
                    app, .notificationWillPresent, killsOnTimeout: false, then: show,
                    { .notificationWillPresent(notification, $0) })
            else { return false }
            guard alsoCallsAppDelegate(notification) else { return true }
        } else {
            record(.log, app: app, name: "notification", message: "not shown: \(name(of: app)) is in the foreground")
        }
        return deliverToAppDelegate(app, notification, cold: false)
    }

    /// Whether the app's notification center has a delegate now (iOS 10+; never before).
    func hasNotificationDelegate(_ app: AppID) -> Bool {
        profile.ios >= 10 && apps[app].spec.delegate.hasNotificationDelegate
    }

    private func alsoCallsAppDelegate(_ notification: UserNotification) -> Bool {
        notification.kind == .remote && profile.remoteNotificationAppDelegate == .always
    }

    /// What willPresent's completion handler asked for.
    private func present(_ app: AppID, _ notification: UserNotification, options: [PresentationOption]) {
        let shown = options.filter(\.shows).map(\.rawValue)
        let sound = options.contains(.sound) ? ", with sound" : ""
        record(
            .log, app: app, name: "notification",
            message: shown.isEmpty
                ? "not shown (willPresent chose no banner or list)\(sound)"
                : "shown in the foreground: \(shown.joined(separator: ", "))\(sound)")
        if options.contains(.list) || options.contains(.alert) { noteDelivered(app, notification) }
        if options.contains(.badge) { applyBadge(app, notification) }
    }

    /// The app delegate's notification method, the newest this iOS has that the delegate
    /// implements (traced as not implemented when it has none). At a launch only the
    /// fetchCompletionHandler variant is called ([A2]); the older ones are not.
    private func deliverToAppDelegate(_ app: AppID, _ notification: UserNotification, cold: Bool) -> Bool {
        switch notification.kind {
        case .remote:
            let modern = DelegateMethod.didReceiveRemoteNotification
            if modern.exists(on: profile.ios)
                && (implements(app, modern) || !implements(app, .didReceiveRemoteNotificationLegacy))
            {
                return deliverRemoteNotification(app, notification.userInfo)
            }
            guard !cold else { return true }
            return deliverInForeground(app, .didReceiveRemoteNotificationLegacy(payload: notification.userInfo))
        case .local:
            guard !cold else { return true }
            return deliverInForeground(app, .didReceiveLocalNotification(notification))
        }
    }

    /// §6 [S21]: the system sets the badge a notification carries, if the app may show one.
    func applyBadge(_ app: AppID, _ notification: UserNotification) {
        guard let value = notification.badge else { return }
        guard badgeVisible(app) else {
            record(.log, app: app, name: "notification", message: "badge \(value) not applied: no badge authorization")
            return
        }
        guard apps[app].permissions.showBadge(value) else { return }
        record(
            .badge, app: app, name: notification.kind == .remote ? "aps.badge" : "content.badge",
            message: value == 0 ? "badge hidden" : "badge = \(value)", fields: [TraceField("value", .int(value))])
    }
}

extension PresentationOption {
    /// The options a completion handler value names ("banner, badge"; "none" for none).
    static func parse(_ value: String?) -> [PresentationOption] {
        (value ?? "").split(separator: ",").compactMap { PresentationOption(rawValue: $0.trimmingSpaces) }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
