/// Delivering the event delegate methods: the open-URL method chosen by the profile and
/// what the delegate implements (facts §4.3), the background events' methods (§2.11, §5.4),
/// and the two ways an event method is delivered, with a completion handler or without.
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

    /// `didReceiveRemoteNotification:fetchCompletionHandler:` (§2.11, §5.4).
    func deliverRemoteNotification(_ app: AppID, _ payload: UserInfo) -> Bool {
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

    /// A method without a completion handler, under the hang budget, reading the state the
    /// app is in.
    func deliverInForeground(_ app: AppID, _ message: LifecycleMessage) -> Bool {
        answerInForeground(app, message) != nil
    }

    /// The same, with the delegate's reply (nil: the app cannot go on).
    func answerInForeground(_ app: AppID, _ message: LifecycleMessage) -> MessageReply? {
        let reported = apps[app].state.applicationState
        var reply: MessageReply?
        _ = withUnit(app, hangBudget(app)) {
            reply = deliver(message, to: app, reported: reported)
            return reply != nil
        }
        return isResponsive(app) ? reply : nil
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
