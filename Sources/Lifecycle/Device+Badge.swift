/// The home-screen badge and badge authorization (facts §6).
extension Device {
    func setBadge(_ app: AppID, _ value: Int) throws {
        try requireExecuting(app)
        if profile.badgeNeedsAuthorization && !apps[app].granted.contains(.badge) {
            warn(app, "applicationIconBadgeNumber = \(value) ignored: badge authorization not granted")
            return
        }
        guard apps[app].badge != value else { return }
        apps[app].badge = value
        record(
            .badge, app: app, name: "applicationIconBadgeNumber",
            message: value == 0 ? "badge hidden" : "badge = \(value)", fields: [TraceField("value", .int(value))])
    }

    /// The user's answer comes from `Device.grant`; without a scripted answer it is "no".
    func requestAuthorization(_ app: AppID, _ options: [Authorization]) throws -> Bool {
        try requireExecuting(app)
        var all = true
        for option in options {
            apps[app].requested.insert(option)
            let yes = apps[app].answers[option] ?? false
            if yes { apps[app].granted.insert(option) } else { apps[app].granted.remove(option) }
            all = all && yes
        }
        let names = options.map(\.rawValue).joined(separator: ", ")
        record(.log, app: app, name: "requestAuthorization", message: "requestAuthorization(\(names)) -> \(all ? "granted" : "denied")")
        return all
    }

    /// Whether the home screen shows the badge.
    func badgeVisible(_ app: AppID) -> Bool {
        !profile.badgeNeedsAuthorization || apps[app].granted.contains(.badge)
    }
}
