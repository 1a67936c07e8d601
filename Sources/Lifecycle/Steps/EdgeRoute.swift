import MessageCatalog

/// A move of one scene between activation states (facts §8.1). Every app steps through
/// these: a scene app's windows, and a sceneless app's one implicit scene.
enum SceneEdge {
    /// unattached or background → foregroundInactive.
    case enterForeground
    /// foregroundInactive → foregroundActive.
    case becomeActive
    /// foregroundActive → foregroundInactive.
    case resignActive
    /// foregroundInactive, or unattached for a scene that comes up in the background → background.
    case enterBackground

    var target: SceneActivationState {
        switch self {
        case .enterForeground, .resignActive: return .foregroundInactive
        case .becomeActive: return .foregroundActive
        case .enterBackground: return .background
        }
    }

    /// The main-thread budget of the message that announces the edge.
    var budget: Budget { self == .enterBackground ? .didEnterBackground : .hang }
}

/// How one life cycle carries a scene edge to app code. Only this differs between a
/// sceneless app and a scene app; the step itself (`Device.step`) is the same.
///
/// - Sceneless (facts §2): the app delegate hears the edge, the app's transition is
///   recorded before the message, and each message brings its UIApplication notification
///   (the route table's). `applicationState` reads as facts §1.3 gives it. A scene that
///   comes up from unattached (the launch) hears nothing: the launch methods follow.
/// - Scenes (scenes §A.9): the scene delegate hears it, the scene's transition is recorded
///   before the message, and the app's own state follows after it, with the UIApplication
///   notifications of the aggregate's edges; `applicationState` reads the aggregate as it
///   was before the step.
///
/// Why the app came to the front (a URL, a Handoff activity, a quick action, a CloudKit
/// share) takes the same route: the app delegate's method (facts §2.10, §3) or the scene
/// delegate's (scenes §A.6). The sequences themselves are written once
/// (`Device.deliverForegroundEvent`).
struct EdgeRoute {
    let lifeCycle: LifeCycle

    init(_ lifeCycle: LifeCycle) { self.lifeCycle = lifeCycle }

    /// Whether the scene's own transition is traced, and the app's follows the message.
    var aggregateFollowsMessage: Bool { lifeCycle.usesScenes }

    /// The message that announces the edge, if any.
    func message(_ edge: SceneEdge, from old: SceneActivationState, _ scene: SceneID) -> LifecycleMessage? {
        guard lifeCycle.usesScenes else {
            if old == .unattached { return nil }
            switch edge {
            case .enterForeground: return .willEnterForeground
            case .becomeActive: return .didBecomeActive
            case .resignActive: return .willResignActive
            case .enterBackground: return .didEnterBackground
            }
        }
        switch edge {
        case .enterForeground: return .sceneWillEnterForeground(scene)
        case .becomeActive: return .sceneDidBecomeActive(scene)
        case .resignActive: return .sceneWillResignActive(scene)
        case .enterBackground: return .sceneDidEnterBackground(scene)
        }
    }

    /// What `applicationState` reads while the message runs. `background` is what a
    /// sceneless app's didEnterBackground reads (the lock's `lockBackgroundState`).
    func reported(_ edge: SceneEdge, before: AppState, background: ApplicationState?) -> ApplicationState {
        guard !lifeCycle.usesScenes else { return before.applicationState }
        switch edge {
        case .becomeActive, .resignActive: return .active
        case .enterForeground: return .background
        case .enterBackground: return background ?? .background
        }
    }

    /// The warning for an edge the scene cannot take now.
    func refusal(_ device: Device, _ scene: SceneID, from old: SceneActivationState, to new: SceneActivationState)
        -> Sentence
    {
        guard lifeCycle.usesScenes else {
            let phase = device.apps[scene.app].phase
            return Sentence(
                .illegalTransition, "\(AppState(phase: phase, mostActive: old))",
                "\(AppState(phase: phase, mostActive: new))")
        }
        return Sentence(.illegalSceneTransition, device.name(of: scene), "\(old)", "\(new)")
    }

    /// What a running app hears when the system wakes it from suspension (C10): only a
    /// sceneless app's didEnterBackground, and only with `wakeCallsDidEnterBackground`.
    func wakeMessage(_ profile: Profile) -> LifecycleMessage? {
        !lifeCycle.usesScenes && profile.wakeCallsDidEnterBackground ? .didEnterBackground : nil
    }

    /// How a running app leaves when the user swipes it away (C12): a sceneless app has no
    /// sessions to disconnect or discard.
    func switcherKill(_ profile: Profile) -> SceneSwitcherKill {
        lifeCycle.usesScenes ? profile.sceneSwitcherKill : .backgroundOnly
    }

    /// Whether a scene disconnects right after it enters the background (C14; scene apps only).
    func disconnectsInBackground(_ profile: Profile) -> Bool { lifeCycle.usesScenes && profile.disconnectOnBackground }

    /// Whether a warm URL reaches the app before its scene enters the foreground (C13; the
    /// sceneless order is willEnterForeground, the URL, didBecomeActive, facts §2.10).
    func urlBeforeForeground(_ profile: Profile) -> Bool {
        lifeCycle.usesScenes && profile.sceneURLOrder == .beforeForeground
    }

    // MARK: Why the app came to the front

    /// A URL: the scene's openURLContexts, or the app delegate's open-URL method that the
    /// profile and the delegate chose (`appDelegate`, facts §4.3; asked only then).
    func openURL(
        _ url: AppURL, _ options: OpenURLOptions, in scene: SceneID, appDelegate: @autoclosure () -> DelegateMethod
    ) -> LifecycleMessage {
        guard !lifeCycle.usesScenes else {
            return .sceneOpenURLContexts(scene, [URLContext(url: url, options: options)])
        }
        switch appDelegate() {
        case .openURL: return .openURL(url, options)
        case .openURLSourceApplication:
            return .openURLSourceApplication(
                url, sourceApplication: options.sourceApplication, annotation: options.annotation)
        default: return .handleOpenURL(url)
        }
    }

    /// Handoff begins: only the activity's type is known (its data may still be on its way).
    func willContinue(_ type: String, in scene: SceneID) -> LifecycleMessage {
        lifeCycle.usesScenes
            ? .sceneWillContinueUserActivity(scene, type: type) : .willContinueUserActivityWithType(type)
    }

    /// The activity's data never arrived.
    func didFailToContinue(_ type: String, in scene: SceneID) -> LifecycleMessage {
        let error = UserActivity.handoffFailedError
        return lifeCycle.usesScenes
            ? .sceneDidFailToContinueUserActivity(scene, type: type, error: error)
            : .didFailToContinueUserActivity(type: type, error: error)
    }

    /// The activity, continued.
    func continueActivity(_ activity: UserActivity, in scene: SceneID) -> LifecycleMessage {
        lifeCycle.usesScenes ? .sceneContinueUserActivity(scene, activity) : .continueUserActivity(activity)
    }

    /// The user accepted a CloudKit share.
    func acceptShare(_ metadata: String, in scene: SceneID) -> LifecycleMessage {
        lifeCycle.usesScenes
            ? .sceneUserDidAcceptCloudKitShare(scene, metadata: metadata)
            : .userDidAcceptCloudKitShare(metadata: metadata)
    }

    /// The method that hears a quick action (its completion handler is made for it).
    var shortcutMethod: DelegateMethod {
        lifeCycle.usesScenes ? .scenePerformActionForShortcutItem : .performActionForShortcutItem
    }

    /// A quick action, with its completion handler.
    func performShortcut(_ item: ShortcutItem, in scene: SceneID, _ completion: Completion) -> LifecycleMessage {
        lifeCycle.usesScenes
            ? .scenePerformActionForShortcutItem(scene, item, completion)
            : .performActionForShortcutItem(item, completion)
    }
}
