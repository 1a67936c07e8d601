/// The home-screen badge and badge authorization (facts §6).
extension Device {
    func setBadge(_ app: AppID, _ value: Int) throws {
        try requireExecuting(app)
        if profile.badgeNeedsAuthorization && !apps[app].granted.contains(.badge) {
            let fix = apps[app].badgeRefusalExplained ? ""
                : " (the app asks with requestAuthorization; the scenario answers with system.grant(app, \"badge\", true))"
            apps[app].badgeRefusalExplained = true
            warn(app, "applicationIconBadgeNumber = \(value) ignored: badge authorization not granted" + fix)
            return
        }
        guard apps[app].badge != value else { return }
        apps[app].badge = value
        record(
            .badge, app: app, name: "applicationIconBadgeNumber",
            message: value == 0 ? "badge hidden" : "badge = \(value)", fields: [TraceField("value", .int(value))])
    }

    /// The user's answers come from `Device.grant`, one per permission (as the switches in
    /// Settings); without a scripted answer it is "no". The result is `granted` as iOS reports
    /// it: true when the user allowed notifications at all, i.e. some requested option is on.
    func requestAuthorization(_ app: AppID, _ options: [Authorization]) throws -> Bool {
        try requireExecuting(app)
        var on: [String] = [], off: [String] = []
        for option in options {
            apps[app].requested.insert(option)
            let yes = apps[app].answers[option] ?? false
            if yes { apps[app].granted.insert(option) } else { apps[app].granted.remove(option) }
            if yes { on.append(option.rawValue) } else { off.append(option.rawValue) }
        }
        let names = options.map(\.rawValue).joined(separator: ", ")
        let answer: String
        switch (on.isEmpty, off.isEmpty) {
        case (false, true): answer = "granted"
        case (true, _): answer = "denied (the scenario answers with system.grant(app, permission, true))"
        case (false, false): answer = "granted: \(on.joined(separator: ", ")); off: \(off.joined(separator: ", "))"
        }
        record(.log, app: app, name: "requestAuthorization", message: "requestAuthorization(\(names)) -> \(answer)")
        return !on.isEmpty
    }

    /// Whether the home screen shows the badge.
    func badgeVisible(_ app: AppID) -> Bool {
        !profile.badgeNeedsAuthorization || apps[app].granted.contains(.badge)
    }
}
