/// Launches into the foreground, where the two life cycles truly differ (facts §2.1, §3,
/// §8.2, scenes §A.1, §A.6): a sceneless app comes up inactive and hears why it launched
/// in its launch options; a scene app launches in the background, then a scene connects
/// with the reason in its connection options.
extension Device {
    /// §2.1: notRunning → inactive, willFinishLaunching, [state restoration],
    /// didFinishLaunching (+ notification), then the event (skipped when the launch methods
    /// vetoed it, C5), then didBecomeActive. Both launch methods must return within the
    /// launch watchdog (C7).
    func launchIntoForeground(_ app: AppID, for event: ForegroundEvent?) {
        startProcess(app)
        guard let scene = apps[app].implicitScene else { return }
        screen.show(scene)
        guard step(scene, .enterForeground),
            runLaunchMethods(app, options: event?.launchOptions(profile) ?? LaunchOptions(), reported: .inactive)
        else { return }
        if let event {
            if event.vetoable && launchVetoed(app) {
                record(
                    .url, app: app, name: "veto",
                    message:
                        "will/didFinishLaunching returned NO (vetoRule \(profile.vetoRule)): the event is not delivered"
                )
            } else {
                guard deliverForegroundEvent(event, to: scene, cold: true) else { return }
            }
        }
        _ = becomeActive(scene)
    }

    /// §A.1: the process starts in the background (a scene app launches in the background
    /// state, [STATE]), will/didFinishLaunching run (with no launch options for a user launch,
    /// facts §8.2), then the sessions discarded while the app did not run are reported.
    func launchSceneApp(_ app: AppID, options: LaunchOptions = LaunchOptions()) -> Bool {
        startProcess(app)
        refreshState(app)
        guard runLaunchMethods(app, options: options, reported: .background) else { return false }
        return deliverPendingDiscards(app)
    }

    /// A scene connects for the event (cold): willConnect with it in the connection options,
    /// willEnterForeground, then didBecomeActive; the scene methods get nothing (§A.6).
    func connectToForeground(_ app: AppID, for event: ForegroundEvent?) {
        resumeIfSuspended(app)
        guard let scene = connectScene(app, options: event?.connectionOptions ?? ConnectionOptions()) else { return }
        screen.show(scene)
        guard enterForeground(scene), deliverColdToSwiftUI(event, to: scene), deliverColdResponse(event, to: scene),
            deliverAfterConnection(event, to: scene)
        else { return }
        _ = becomeActive(scene)
    }

    /// A notification that launched a scene app cold: in the connection options, and to the
    /// notification delegate's didReceive while the scene is still foregroundInactive
    /// (openhab-ios PR #1229); the app delegate's methods are not called.
    private func deliverColdResponse(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        guard case .notification(let response)? = event, implements(scene.app, .notificationDidReceive) else {
            return true
        }
        return deliverEvent(scene.app, .notificationDidReceive, killsOnTimeout: false) {
            .notificationDidReceive(response.shown(in: scene), $0)
        }
    }

    /// A Handoff activity that launched a scene app cold: only its type came with the
    /// connection; the activity follows once the scene is up, as a warm one does
    /// (willContinueUserActivityWithType, then scene(_:continue:)).
    /// A request for the app's notification settings follows once the scene is up, too.
    private func deliverAfterConnection(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        switch event {
        case .activity(let activity)? where activity.isHandoff: return deliverForegroundEvent(event, to: scene)
        case .notificationSettings?: return deliverForegroundEvent(event, to: scene)
        default: return true
        }
    }

    /// §B.4: SwiftUI hands a cold launch's URL to onOpenURL once the scene is up; a
    /// universal link is dropped on the profiles with FB17446617.
    private func deliverColdToSwiftUI(_ event: ForegroundEvent?, to scene: SceneID) -> Bool {
        guard apps[scene.app].spec.lifeCycle == .swiftUI else { return true }
        if case .url(let url, _)? = event { return openInSwiftUI(url, scene) }
        guard let link = event?.universalLink else { return true }
        if profile.swiftUIColdUniversalLink == .dropped {
            record(
                .log, app: scene.app, scene: scene, name: "swiftui",
                message:
                    "the universal link that launched the app reaches neither onOpenURL nor onContinueUserActivity (FB17446617)"
            )
            return true
        }
        return openInSwiftUI(link, scene)
    }
}
