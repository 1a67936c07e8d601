import MessageCatalog

/// How the user answers a notification: a plain tap (the default action), or an action of
/// the notification's category (iOS 10+, `setNotificationCategories`). An action with the
/// `foreground` option brings the app to the front like a tap; any other action is
/// handled in the background: the app is launched or woken there (a foreground app stays
/// in front), and the notification delegate's didReceive gets the response.
///
///     try device.tapNotification(chat, message, action: "reply", text: "On my way")
///     try device.tapDeliveredNotification(todo, identifier: "r1")   // from Notification Center
extension Device {
    /// The user taps a notification still in Notification Center (it leaves the list).
    public func tapDeliveredNotification(
        _ app: AppID, identifier: String, action: String = NotificationResponse.defaultAction, text: String? = nil
    ) throws {
        try tapNotification(app, NotificationTap(.delivered(identifier: identifier), action: action, text: text))
    }

    /// The user clears a notification in Notification Center (or on the Lock Screen): it
    /// leaves the delivered list. If its category has `customDismissAction` (iOS 10+), the
    /// app hears it as a response with `UNNotificationDismissActionIdentifier`, handled where
    /// the app is, as an action without the foreground option is (launched or woken into
    /// the background); otherwise no app code runs.
    public func clearNotification(_ app: AppID, identifier: String) throws {
        try allow(.clearNotification(app, identifier: identifier))
        let notification = takeDelivered(app, identifier: identifier)!
        action(
            "clearNotification", app,
            "user clears the \(notification.kind.rawValue) notification \(quoted(identifier)) in Notification Center")
        if profile.ios >= 10, let category = notification.category,
            apps[app].notifications.categories.first(where: { $0.identifier == category })?.options.contains(
                .customDismissAction) == true
        {
            respondInBackground(
                app,
                NotificationResponse(notification: notification, actionIdentifier: NotificationResponse.dismissAction))
        }
        try drain()
    }

    /// Why the user cannot clear the notification: the iOS version, or one not in
    /// Notification Center ("did you mean").
    func clearRefusal(_ app: AppID, _ identifier: String) -> EngineError? {
        func what() -> String { "clear the notification \(quoted(identifier)) of \(name(of: app))" }
        if let r = gate(.notificationCenter, what()) { return r }
        if callDepth != 0 { return .reentrantCall(what()) }
        return delivered(app, identifier) == nil ? invalid(what(), undelivered(app, identifier)) : nil
    }

    /// Why the tap cannot happen: the device's state, the iOS version, a notification not
    /// in Notification Center, or an action its category does not offer.
    func tapRefusal(_ app: AppID, _ tap: NotificationTap) -> EngineError? {
        func what() -> String { "tap a notification of \(name(of: app))" }
        if let r = gate(.remoteNotifications, what()) ?? notReady(what(), overlayAllowed: true) { return r }
        let notification: UserNotification
        switch tap.source {
        case .banner(let shown):
            if shown.kind == .local, let r = gate(.localNotifications, what()) { return r }
            notification = shown
        case .delivered(let identifier):
            guard let found = delivered(app, identifier) else {
                return invalid(
                    "tap the notification \(quoted(identifier)) of \(name(of: app))", undelivered(app, identifier))
            }
            notification = found
        }
        return actionRefusal(app, notification, tap.action, text: tap.text)
    }

    func delivered(_ app: AppID, _ identifier: String) -> UserNotification? {
        deliveredNotifications(of: app).first(where: { $0.notification.requestIdentifier == identifier })?.notification
    }

    func undelivered(_ app: AppID, _ identifier: String) -> Sentence {
        if let pending = apps[app].notifications.pending.first(where: { $0.request.identifier == identifier }) {
            let at = VirtualTime(nanoseconds: pending.fireTime).jsonSeconds
            return Sentence(.refusedNotYetDelivered, "\(at)")
        }
        let delivered = deliveredNotifications(of: app).map(\.notification.requestIdentifier)
        if let nearest = Spelling.nearest(to: identifier, in: delivered) {
            return Sentence(.refusedNotDeliveredDidYouMean, nearest)
        }
        if delivered.isEmpty { return Sentence(.refusedNoDelivered, name(of: app)) }
        return Sentence(.refusedNotDelivered, delivered.prefix(10).map { quoted($0) }.joined(separator: ", "))
    }

    /// The action of the notification's category the user chooses (nil: the default
    /// action); `tapRefusal` made sure it exists.
    func chosenAction(_ app: AppID, _ notification: UserNotification, _ action: String) -> NotificationAction? {
        guard action != NotificationResponse.defaultAction, let identifier = notification.category else { return nil }
        let category = apps[app].notifications.categories.first(where: { $0.identifier == identifier })
        return category?.actions.first(where: { $0.identifier == action })
    }

    /// Why the user cannot choose `action` (with `text`) on the notification.
    private func actionRefusal(
        _ app: AppID, _ notification: UserNotification, _ action: String, text: String?
    ) -> EngineError? {
        func what() -> String { "choose the action '\(action.prefix(80))' of a notification of \(name(of: app))" }
        guard action != NotificationResponse.defaultAction else {
            if text != nil {
                return invalid(
                    "tap a notification of \(name(of: app))", Sentence(.refusedTextNeedsAction))
            }
            return nil
        }
        guard let identifier = notification.category else {
            return invalid(
                what(),
                Sentence(.refusedNoCategory))
        }
        guard let category = apps[app].notifications.categories.first(where: { $0.identifier == identifier }) else {
            return invalid(
                what(),
                Sentence(.refusedCategoryNotRegistered, String(identifier.prefix(80))))
        }
        guard let chosen = category.actions.first(where: { $0.identifier == action }) else {
            let names = category.actions.map(\.identifier)
            if let nearest = Spelling.nearest(to: action, in: names) {
                return invalid(
                    what(), Sentence(.refusedNoSuchActionDidYouMean, String(identifier.prefix(80)), nearest))
            }
            guard !names.isEmpty else {
                return invalid(what(), Sentence(.refusedCategoryNoActions, String(identifier.prefix(80))))
            }
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            return invalid(what(), Sentence(.refusedNoSuchAction, String(identifier.prefix(80)), list))
        }
        if chosen.textInput != nil && text == nil {
            return invalid(what(), Sentence(.refusedNeedsText))
        }
        if chosen.textInput == nil && text != nil {
            return invalid(what(), Sentence(.refusedTakesNoText))
        }
        return nil
    }

    /// Records the user's answer and delivers it: in front for a tap or a foreground action,
    /// in the background otherwise. `named`: the trace names the notification (one the
    /// user picked in Notification Center).
    func respond(_ app: AppID, _ response: NotificationResponse, _ chosen: NotificationAction?, named: Bool = false) {
        let kind = response.notification.kind.rawValue
        let which =
            named
            ? "the \(kind) notification \(quoted(response.notification.requestIdentifier))" : "a \(kind) notification"
        guard let chosen else {
            action("tapNotification", app, "user taps \(which)")
            screen.dismissOverlay()
            if let f = frontApp, f != app { moveToBackground(f) }
            bringToForeground(app, for: .notification(response))
            return
        }
        let title = chosen.title.isEmpty ? chosen.identifier : chosen.title
        let typed = response.userText.map { " (types \"\($0.prefix(80))\")" } ?? ""
        action(
            "notificationAction", app, "user chooses \"\(title.prefix(80))\" on \(which)\(typed)",
            fields: [TraceField("action", .string(chosen.identifier))])
        if chosen.opensApp {
            screen.dismissOverlay()
            if let f = frontApp, f != app { moveToBackground(f) }
            bringToForeground(app, for: .notification(response))
        } else {
            respondInBackground(app, response)
        }
    }

    /// An action without the foreground option: the app handles it where it is, or woken
    /// (launched) into the background, and is suspended again once it is done.
    private func respondInBackground(_ app: AppID, _ response: NotificationResponse) {
        switch apps[app].state {
        case .notRunning:
            guard launchInBackground(app, options: LaunchOptions()) else { return }
            if deliverNotificationResponse(app, response, cold: true) { scheduleSuspendCheck(app) }
        case .suspended:
            guard wake(app) else { return }
            if deliverNotificationResponse(app, response, cold: false) { scheduleSuspendCheck(app) }
        case .background:
            if isResponsive(app), deliverNotificationResponse(app, response, cold: false) { scheduleSuspendCheck(app) }
        case .inactive, .active:
            if isResponsive(app) { _ = deliverNotificationResponse(app, response, cold: false) }
        }
    }
}
