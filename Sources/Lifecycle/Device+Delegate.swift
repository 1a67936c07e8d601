/// Delivering one delegate method and its notification (facts §2.0, C1).
extension Device {
    /// Traces the callback (marking it when the delegate lacks the method), calls it if
    /// implemented, then posts its notification (before it for willEnterForeground when the
    /// profile says so). `reported` is what `applicationState` reads meanwhile (§1.3).
    /// Returns whether the app can go on.
    func deliver(
        _ app: Int, _ method: DelegateMethod, reported: ApplicationState,
        _ call: (any AppDelegate, Application) throws -> Void
    ) -> Bool {
        guard isResponsive(app) else { return false }
        let gen = apps[app].generation
        let saved = apps[app].process?.reportedState
        apps[app].process?.reportedState = reported
        defer { if isAlive(app, gen) { apps[app].process?.reportedState = saved } }

        let notifyFirst = method == .willEnterForeground && profile.willEnterForegroundNotification == .beforeDelegate
        if notifyFirst, let n = method.notification {
            guard post(app, n.rawValue, reported: reported) else { return false }
        }
        let delegate = apps[app].spec.delegate
        let implemented = delegate.implements(method)
        record(
            .callback, app: app, name: method.selector, state: reported.rawValue,
            fields: implemented ? [] : [TraceField("implemented", .bool(false))])
        if implemented {
            let handle = Application(device: self, id: AppID(index: app))
            guard invoke(app, { try call(delegate, handle) }) else { return false }
        }
        if !notifyFirst, let n = method.notification {
            guard post(app, n.rawValue, reported: reported) else { return false }
        }
        return isResponsive(app)
    }

    /// Posts a notification to the app's observers, in the order they subscribed.
    func post(_ app: Int, _ name: String, reported: ApplicationState) -> Bool {
        record(.notification, app: app, name: name, state: reported.rawValue)
        guard let observers = apps[app].process?.observers, !observers.isEmpty else { return true }
        for o in observers where o.name == name {
            // Skip observers removed by an earlier one during this post.
            guard apps[app].process?.observers.contains(where: { $0.id == o.id }) == true else { continue }
            guard invoke(app, o.body) else { return false }
        }
        return true
    }

    /// The main-thread budget of a life-cycle unit starting now.
    func budget(_ app: Int, _ kind: Budget) -> Deadline {
        Deadline(time: appNow(app).later(by: kind.allowance(profile).nanoseconds), kind: kind)
    }

    func hangBudget(_ app: Int) -> Deadline { budget(app, .hang) }
}
