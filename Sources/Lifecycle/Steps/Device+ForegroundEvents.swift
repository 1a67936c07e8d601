/// Why an app comes to the front, delivered to the receiver its life cycle routes it to:
/// a sceneless app's delegate (facts §2.10, §2.11, §3), or a scene app's scene delegate
/// and SwiftUI's handlers (scenes §A.6, §B.4).
extension Device {
    /// The event to a running app, as its scene comes up or while it is on screen: to the
    /// receiver its life cycle routes it to (`EdgeRoute`), in the state the app is in
    /// (inactive during a launch or resume). Each sequence is written here once, for both life
    /// cycles; `cold` is a sceneless app's launch, where the older notification methods are
    /// not called ([A2]).
    func deliverForegroundEvent(_ event: ForegroundEvent?, to scene: SceneID, cold: Bool = false) -> Bool {
        guard let event else { return true }
        let app = scene.app
        let route = EdgeRoute(apps[app].spec.lifeCycle)
        switch event {
        case .url(let url, let options):
            let message = route.openURL(url, options, in: scene, appDelegate: urlMethod(app).method)
            return deliverInForeground(app, message) && openInSwiftUI(url, scene)
        case .activity(let activity):
            // §2.10 [E1]: willContinue (the data may still be on its way), then continue, or
            // didFailToContinue when the data never arrives.
            guard let answer = answerInForeground(app, route.willContinue(activity.type, in: scene)) else {
                return false
            }
            if activity.isHandoff { noteHandoffFeedback(app, activity.type, appNotifies: answer == .bool(true)) }
            guard !activity.failsToArrive else {
                let failure = route.didFailToContinue(activity.type, in: scene)
                guard deliverInForeground(app, failure) else { return false }
                if !implements(app, failure.method) {
                    record(
                        .log, app: app, name: "system",
                        message: "UIKit shows the user an error: the activity \(activity.type) could not be continued"
                            + " (\(UserActivity.handoffFailedError); \(failure.method.route.selector) is not implemented)"
                    )
                }
                return true
            }
            guard deliverInForeground(app, route.continueActivity(activity, in: scene)) else { return false }
            return event.universalLink.map { openInSwiftUI($0, scene) } ?? true
        case .cloudKitShare(let metadata):
            return deliverInForeground(app, route.acceptShare(metadata, in: scene))
        case .notification(let response):
            // targetScene (iOS 13): the scene that comes up for it; none in a sceneless app.
            let target = apps[app].spec.lifeCycle.usesScenes ? scene : nil
            return deliverNotificationResponse(app, response.shown(in: target), cold: cold)
        case .shortcut(let item):
            return deliverEvent(app, route.shortcutMethod, killsOnTimeout: false) {
                route.performShortcut(item, in: scene, $0)
            }
        case .notificationSettings(let notification):
            guard implements(app, .notificationOpenSettings) else {
                record(
                    .log, app: app, name: "system",
                    message: "\(apps[app].name) opens without its notification settings: its notification delegate"
                        + " does not implement userNotificationCenter(_:openSettingsFor:)")
                return true
            }
            return deliverInForeground(app, .notificationOpenSettings(notification))
        }
    }

    /// Who tells the user that a Handoff is under way: the app, when the app delegate's
    /// willContinueUserActivityWithType: returned true; iOS otherwise (a scene delegate's
    /// method returns nothing: UIKit always gives the feedback).
    private func noteHandoffFeedback(_ app: AppID, _ type: String, appNotifies: Bool) {
        let message =
            appNotifies
            ? "the app tells the user it is continuing \(type) (willContinueUserActivityWithType returned true)"
            : "iOS shows the user that \(apps[app].name) is continuing \(type)"
        record(.log, app: app, name: "system", message: message)
    }

    /// SwiftUI's onOpenURL for a scene of a SwiftUI app.
    func openInSwiftUI(_ url: AppURL, _ scene: SceneID) -> Bool {
        let app = scene.app
        guard apps[app].spec.lifeCycle == .swiftUI else { return true }
        let reported = apps[app].state.applicationState
        return withUnit(app, hangBudget(app)) {
            deliver(.openURLAction(scene, url), to: app, reported: reported) != nil
        }
    }
}
