import MessageCatalog

/// The home-screen badge and the notification permission prompt (facts §6).
extension Device {
    /// `applicationIconBadgeNumber = value` (deprecated in iOS 17: a warning once).
    func setBadge(_ app: AppID, _ value: Int) throws {
        try requireExecuting(app)
        try require(.applicationIconBadgeNumber, by: app)
        try showBadge(
            app, value, "applicationIconBadgeNumber", ignored: "applicationIconBadgeNumber = \(value) ignored")
    }

    /// `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)` (iOS 16+): needs
    /// badge authorization like the property; the completion gets nil or "notAuthorized"
    /// on the main loop.queue.
    func setBadgeCount(_ app: AppID, _ value: Int, completion: ((String?) throws -> Void)?) throws {
        try requireExecuting(app)
        try require(.setBadgeCount, by: app)
        let shown = try showBadge(app, value, "setBadgeCount", ignored: "setBadgeCount(\(value)) ignored")
        if let completion {
            try enqueueMain(app, after: 0) { try completion(shown ? nil : "notAuthorized") }
        }
    }

    /// Sets the badge if the app may show one; a `badge` record on each change.
    @discardableResult
    private func showBadge(_ app: AppID, _ value: Int, _ name: String, ignored: String) throws -> Bool {
        guard badgeVisible(app) else {
            let sentence =
                apps[app].permissions.badgeRefused()
                ? Sentence(.badgeNotAuthorizedAsk, ignored, actionUsage(.grant(app, .option(.badge, true))))
                : Sentence(.badgeNotAuthorized, ignored)
            // iOS drops the write without a word: advice for the learner, not a misuse.
            advise(app, sentence, category: .advice)
            return false
        }
        guard apps[app].permissions.showBadge(value) else { return true }
        record(
            .badge, app: app, name: name, message: value == 0 ? "badge hidden" : "badge = \(value)",
            fields: [TraceField("value", .int(value))])
        return true
    }

    /// The permission prompt (iOS 8 registerUserNotificationSettings, iOS 10+
    /// requestAuthorization): shown once, at the first request; the user's one answer
    /// (`grant(app, allowed)`, else "every requested option was scripted yes") grants or
    /// denies every requested option together. Later requests show no prompt and report
    /// the current settings. With the app's notifications off in Settings no prompt shows
    /// and the answer is no. The completion (iOS 10 form) runs on the main loop.queue.
    func requestAuthorization(
        _ app: AppID, _ options: [Authorization], flags: Set<AuthorizationFlag> = [],
        completion: ((Bool) throws -> Void)? = nil
    ) throws -> Bool {
        try requireExecuting(app)
        let modern = completion != nil || profile.ios >= 10
        try require(modern ? .requestAuthorization : .registerUserNotificationSettings, by: app)
        let entry = apps[app].permissions
        let switchedOff = apps[app].settings.notificationsOff
        // providesAppNotificationSettings (iOS 12): Settings links to the app's own settings,
        // whatever the answer.
        if flags.contains(.providesAppNotificationSettings), profile.ios >= 12 {
            apps[app].permissions.asksForAppSettingsLink()
        }
        // Provisional (iOS 12): before any prompt, no prompt; granted quietly.
        if flags.contains(.provisional), profile.ios >= 12, entry.promptAnswer == nil, !switchedOff {
            apps[app].permissions.grantProvisionally(options)
            let names = (options.map(\.rawValue) + AuthorizationFlag.allCases.filter(flags.contains).map(\.rawValue))
                .joined(separator: ", ")
            record(
                .log, app: app, name: "requestAuthorization",
                message: "requestAuthorization(\(names)) -> granted provisionally (no prompt: delivered quietly)")
            if let completion { try enqueueMain(app, after: 0) { try completion(true) } }
            return true
        }
        let prompted = entry.promptAnswer == nil && !switchedOff
        let unscripted = entry.scriptedPromptAnswer == nil && options.allSatisfy { entry.answers[$0] == nil }
        apps[app].permissions.request(options, promptShows: prompted)
        let all = options.allSatisfy { allows(app, $0) }
        let link =
            flags.contains(.providesAppNotificationSettings) ? [AuthorizationFlag.providesAppNotificationSettings] : []
        let names = (options.map(\.rawValue) + link.map(\.rawValue)).joined(separator: ", ")
        let noPrompt = switchedOff ? "notifications are off in Settings" : "the user answered it before"
        record(
            .log, app: app, name: "requestAuthorization",
            message: "requestAuthorization(\(names)) -> \(all ? "granted" : "denied")"
                + (prompted ? "" : " (no prompt: \(noPrompt))")
                + (prompted && !all && unscripted
                    ? " (the scenario answers with \(actionUsage(.grant(app, .all(true)))))" : ""))
        if let completion { try enqueueMain(app, after: 0) { try completion(all) } }
        return all
    }

    /// Whether the home screen shows the badge.
    func badgeVisible(_ app: AppID) -> Bool {
        !profile.badgeNeedsAuthorization || allows(app, .badge)
    }
}

extension Application {
    /// `UNUserNotificationCenter.setBadgeCount` (iOS 16+); `completion` gets nil, or
    /// "notAuthorized" when the badge cannot show.
    ///
    ///     try app.setBadgeCount(3) { error in app.log("badge set: \(error ?? "ok")") }
    public func setBadgeCount(_ value: Int, completion: ((String?) throws -> Void)? = nil) throws {
        try device.setBadgeCount(id, value, completion: completion)
    }
}
