/// Why an app comes to the front, delivered to the receiver its life cycle routes it to:
/// a sceneless app's delegate (facts §2.10, §2.11, §3), or a scene app's scene delegate
/// and SwiftUI's handlers (scenes §A.6, §B.4).
extension Device {
    /// The event to an app that is already running, as its scene comes up (or is on screen).
    func deliverWarm(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        guard let event else { return true }
        let app = scene.app
        guard EdgeRoute(apps[app].spec.lifeCycle).eventsReachScene else {
            return deliverToAppDelegate(event, app, cold: false)
        }
        let reported = apps[app].state.applicationState
        func send(_ message: LifecycleMessage) -> Bool {
            withUnit(app, hangBudget(app)) { deliver(message, to: app, reported: reported) != nil }
        }
        switch event {
        case .url(let url, let options):
            return send(.sceneOpenURLContexts(scene, [URLContext(url: url, options: options)]))
                && openInSwiftUI(url, scene)
        case .activity(let activity):
            guard send(.sceneWillContinueUserActivity(scene, type: activity.type)) else { return false }
            guard !activity.failsToArrive else {
                return send(
                    .sceneDidFailToContinueUserActivity(
                        scene, type: activity.type, error: UserActivity.handoffFailedError))
            }
            guard send(.sceneContinueUserActivity(scene, activity)) else { return false }
            return event.universalLink.map { openInSwiftUI($0, scene) } ?? true
        case .cloudKitShare(let metadata):
            return send(.sceneUserDidAcceptCloudKitShare(scene, metadata: metadata))
        case .notification(let response):
            return deliverNotificationResponse(app, response, cold: false)
        case .shortcut(let type):
            let completion =
                implements(app, .scenePerformActionForShortcutItem)
                ? makeCompletion(app, .scenePerformActionForShortcutItem, killsOnTimeout: false)
                : Completion.inert(self)
            return send(.scenePerformActionForShortcutItem(scene, type: type, completion))
        }
    }

    /// The event to a sceneless app's delegate: its open-URL, notification, quick-action,
    /// activity or CloudKit method, in the state it is in (inactive during a launch or resume).
    func deliverToAppDelegate(_ event: ForegroundEvent, _ app: AppID, cold: Bool) -> Bool {
        switch event {
        case .url(let url, let options): return deliverURL(app, url, options)
        case .notification(let response): return deliverNotificationResponse(app, response, cold: cold)
        case .shortcut(let type): return deliverShortcut(app, type)
        case .activity(let activity): return deliverActivity(app, activity)
        case .cloudKitShare(let metadata): return deliverCloudKitShare(app, metadata)
        }
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
