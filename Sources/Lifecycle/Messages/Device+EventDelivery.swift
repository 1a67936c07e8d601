/// Delivering the event delegate methods: the open-URL method chosen by the profile and
/// what the delegate implements (facts §4.3), and the event methods of §2.11, §3, §5.4.
/// Each returns whether the app can go on. None posts a notification ([A2]).
extension Device {
    /// §4.3: the newest method the profile knows that the delegate implements; UIKit's
    /// fallbacks (openURL:options: → openURL:sourceApplication:annotation: → handleOpenURL:).
    func urlMethod(_ app: AppID) -> (method: DelegateMethod, implemented: Bool) {
        let order: [DelegateMethod]
        switch profile.openURLMethod {
        case .options: order = [.openURL, .openURLSourceApplication, .handleOpenURL]
        case .sourceApplication: order = [.openURLSourceApplication, .handleOpenURL]
        case .handleOpenURL: order = [.handleOpenURL]
        }
        if let m = order.first(where: { implements(app, $0) }) { return (m, true) }
        return (order[0], false)
    }

    /// Hands a URL to the app's open-URL method, in the state it is in (inactive during a
    /// launch or resume, §4.3 [E1]). The returned Bool is ignored, as UIKit does.
    func deliverURL(_ app: AppID, _ url: AppURL, _ options: OpenURLOptions) -> Bool {
        let message: LifecycleMessage
        switch urlMethod(app).method {
        case .openURL: message = .openURL(url, options)
        case .openURLSourceApplication:
            message = .openURLSourceApplication(
                url, sourceApplication: options.sourceApplication, annotation: options.annotation)
        default: message = .handleOpenURL(url)
        }
        return deliverInForeground(app, message)
    }

    /// `didReceiveRemoteNotification:fetchCompletionHandler:` (§2.11, §5.4).
    func deliverRemoteNotification(_ app: AppID, _ payload: [String: String]) -> Bool {
        deliverEvent(app, .didReceiveRemoteNotification, killsOnTimeout: true) {
            .didReceiveRemoteNotification(payload: payload, $0)
        }
    }

    func deliverFetch(_ app: AppID) -> Bool {
        deliverEvent(app, .performFetch, killsOnTimeout: true) { .performFetch($0) }
    }

    func deliverURLSession(_ app: AppID, _ identifier: String) -> Bool {
        deliverEvent(app, .handleEventsForBackgroundURLSession, killsOnTimeout: false) {
            .handleEventsForBackgroundURLSession(identifier: identifier, $0)
        }
    }

    func deliverShortcut(_ app: AppID, _ type: String) -> Bool {
        deliverEvent(app, .performActionForShortcutItem, killsOnTimeout: false) {
            .performActionForShortcutItem(type: type, $0)
        }
    }

    /// §2.10 [E1]: application:willContinueUserActivityWithType: (the activity's data may
    /// still be on its way), then continueUserActivity:restorationHandler:, or
    /// didFailToContinueUserActivityWithType:error: when the data never arrives.
    func deliverActivity(_ app: AppID, _ activity: UserActivity) -> Bool {
        guard deliverInForeground(app, .willContinueUserActivityWithType(activity.type)) else { return false }
        guard !activity.failsToArrive else {
            return deliverInForeground(
                app, .didFailToContinueUserActivity(type: activity.type, error: UserActivity.handoffFailedError))
        }
        return deliverInForeground(app, .continueUserActivity(activity))
    }

    /// application:userDidAcceptCloudKitShareWithMetadata: (iOS 10), after a launch too.
    func deliverCloudKitShare(_ app: AppID, _ metadata: String) -> Bool {
        deliverInForeground(app, .userDidAcceptCloudKitShare(metadata: metadata))
    }

    /// A method without a completion handler, under the hang budget, reading the state the
    /// app is in.
    func deliverInForeground(_ app: AppID, _ message: LifecycleMessage) -> Bool {
        let reported = apps[app].state.applicationState
        return withUnit(app, hangBudget(app)) { deliver(message, to: app, reported: reported) != nil }
    }

    /// A method with a completion handler; the handler is made only when the delegate
    /// implements the method (UIKit has nothing to wait for otherwise).
    func deliverEvent(
        _ app: AppID, _ method: DelegateMethod, killsOnTimeout: Bool, then: ((String?) -> Void)? = nil,
        _ message: (Completion) -> LifecycleMessage
    ) -> Bool {
        let reported = apps[app].state.applicationState
        let budget: Deadline? = apps[app].state.isForeground ? hangBudget(app) : nil
        let completion =
            implements(app, method)
            ? makeCompletion(app, method, killsOnTimeout: killsOnTimeout, then: then) : Completion.inert(self)
        return withUnit(app, budget) { deliver(message(completion), to: app, reported: reported) != nil }
    }
}
