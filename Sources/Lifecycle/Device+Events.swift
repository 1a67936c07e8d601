/// Delivering the part-2 delegate methods: the open-URL method chosen by the profile and
/// what the delegate implements (facts §4.3), and the event methods of §2.11, §3, §5.4.
/// Each returns whether the app can go on. None posts a notification ([A2]).
extension Device {
    /// §4.3: the newest method the profile knows that the delegate implements; UIKit's
    /// fallbacks (openURL:options: → openURL:sourceApplication:annotation: → handleOpenURL:).
    func urlMethod(_ app: Int) -> (method: DelegateMethod, implemented: Bool) {
        let order: [DelegateMethod]
        switch profile.openURLMethod {
        case .options: order = [.openURL, .openURLSourceApplication, .handleOpenURL]
        case .sourceApplication: order = [.openURLSourceApplication, .handleOpenURL]
        case .handleOpenURL: order = [.handleOpenURL]
        }
        let delegate = apps[app].spec.delegate
        if let m = order.first(where: delegate.implements) { return (m, true) }
        return (order[0], false)
    }

    /// Hands a URL to the app's open-URL method, in the state it is in (inactive during a
    /// launch or resume, §4.3 [E1]). The returned Bool is ignored, as UIKit does.
    func deliverURL(_ app: Int, _ url: AppURL, _ options: OpenURLOptions) -> Bool {
        let (method, _) = urlMethod(app)
        let reported = apps[app].state.applicationState
        return withUnit(app, hangBudget(app)) {
            deliver(app, method, reported: reported) { d, a in
                switch method {
                case .openURL: _ = try d.openURL(a, url: url, options: options)
                case .openURLSourceApplication:
                    _ = try d.openURLSourceApplication(
                        a, url: url, sourceApplication: options.sourceApplication, annotation: options.annotation)
                default: _ = try d.handleOpenURL(a, url: url)
                }
            }
        }
    }

    /// `didReceiveRemoteNotification:fetchCompletionHandler:` (§2.11, §5.4).
    func deliverRemoteNotification(_ app: Int, _ payload: [String: String]) -> Bool {
        deliverEvent(app, .didReceiveRemoteNotification, killsOnTimeout: true) { d, a, c in
            try d.didReceiveRemoteNotification(a, payload: payload, completion: c)
        }
    }

    func deliverFetch(_ app: Int) -> Bool {
        deliverEvent(app, .performFetch, killsOnTimeout: true) { d, a, c in try d.performFetch(a, completion: c) }
    }

    func deliverURLSession(_ app: Int, _ identifier: String) -> Bool {
        deliverEvent(app, .handleEventsForBackgroundURLSession, killsOnTimeout: false) { d, a, c in
            try d.handleEventsForBackgroundURLSession(a, identifier: identifier, completion: c)
        }
    }

    func deliverShortcut(_ app: Int, _ type: String) -> Bool {
        deliverEvent(app, .performActionForShortcutItem, killsOnTimeout: false) { d, a, c in
            try d.performActionForShortcutItem(a, type: type, completion: c)
        }
    }

    func deliverActivity(_ app: Int, _ activity: UserActivity) -> Bool {
        let reported = apps[app].state.applicationState
        return withUnit(app, hangBudget(app)) {
            deliver(app, .continueUserActivity, reported: reported) { d, a in
                _ = try d.continueUserActivity(a, activity: activity)
            }
        }
    }

    /// A method with a completion handler; the handler is made only when the delegate
    /// implements the method (UIKit has nothing to wait for otherwise).
    private func deliverEvent(
        _ app: Int, _ method: DelegateMethod, killsOnTimeout: Bool,
        _ call: @escaping (any AppDelegate, Application, Completion) throws -> Void
    ) -> Bool {
        let reported = apps[app].state.applicationState
        let budget: Deadline? = apps[app].state.isForeground ? hangBudget(app) : nil
        return withUnit(app, budget) {
            deliver(app, method, reported: reported) { d, a in
                try call(d, a, makeCompletion(app, method, killsOnTimeout: killsOnTimeout))
            }
        }
    }
}
