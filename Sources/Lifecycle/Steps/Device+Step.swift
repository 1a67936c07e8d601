/// The one step every app takes (facts §2, §8.1, scenes §A): a scene changes state, app
/// code hears of it as the app's life cycle routes it (`EdgeRoute`), the app's aggregate
/// state follows with its UIApplication notifications, then SwiftUI's phases (§B.3).
/// Each step returns whether the app can go on: false when it crashed or was condemned,
/// which ends the sequence for that app (the rest of the world goes on).
extension Device {
    /// Moves `scene` along `edge`. `background` is what a sceneless app's didEnterBackground
    /// reads (`lockBackgroundState` when the lock sends it there).
    func step(_ scene: SceneID, _ edge: SceneEdge, background: ApplicationState? = nil) -> Bool {
        let app = scene.app
        guard isResponsive(app), let old = apps[app].scene(scene)?.state else { return false }
        let new = edge.target
        let route = EdgeRoute(apps[app].spec.lifeCycle)
        guard SceneActivationState.isLegal(from: old, to: new) else {
            warn(app, route.refusal(self, scene, from: old, to: new))
            return false
        }
        let before = apps[app].state
        apps[app].update(scene) { $0.state = new }
        if route.aggregateFollowsMessage {
            record(.transition, app: app, scene: scene, from: old.rawValue, to: new.rawValue)
        } else {
            _ = refreshAggregate(app, sceneChange: nil)
        }
        let phasesFirst = profile.swiftUIPhaseOrder == .beforeUIKit
        if phasesFirst { guard updatePhases(app, scene) else { return false } }
        guard let message = route.message(edge, from: old, scene) else { return true }
        let reported = route.reported(edge, before: before, background: background)
        let process = currentProcess(app)
        guard withUnit(app, budget(app, edge.budget), { deliver(message, to: app, reported: reported) != nil }) else {
            // Condemned inside the callback (a watchdog): the cached state still follows the
            // scene, with no record, until the kill fires.
            if isAlive(process) { apps[app].refreshState() }
            return false
        }
        if route.aggregateFollowsMessage { guard refreshAggregate(app, sceneChange: (old, new)) else { return false } }
        if !phasesFirst { guard updatePhases(app, scene) else { return false } }
        return isResponsive(app)
    }

    /// unattached or background → foregroundInactive (a suspended process resumes first).
    func enterForeground(_ scene: SceneID) -> Bool {
        resumeIfSuspended(scene.app)
        return step(scene, .enterForeground)
    }

    /// foregroundInactive → foregroundActive.
    func becomeActive(_ scene: SceneID) -> Bool { step(scene, .becomeActive) }

    /// foregroundActive → foregroundInactive.
    func resignActive(_ scene: SceneID) -> Bool { step(scene, .resignActive) }

    /// → background within the didEnterBackground budget, then what the app saves for
    /// restoration (facts §9, scenes §A.11) and, with `disconnectOnBackground` (C14), the
    /// disconnection; the app may then suspend.
    func enterBackground(_ scene: SceneID, background: ApplicationState? = nil) -> Bool {
        let app = scene.app
        guard step(scene, .enterBackground, background: background), saveForRestoration(scene) else { return false }
        if EdgeRoute(apps[app].spec.lifeCycle).disconnectsInBackground(profile) {
            guard disconnect(scene) else { return false }
        }
        if apps[app].state == .background { scheduleSuspendCheck(app) }
        return true
    }

    // MARK: The aggregate

    /// Re-derives the app's state after a scene event: a transition record, the background
    /// time starting or ending with it, and, for a scene app, the UIApplication notifications
    /// of its edges (per scene with `sceneAppNotifications` perScene).
    func refreshAggregate(_ app: AppID, sceneChange: (SceneActivationState, SceneActivationState)?) -> Bool {
        let old = apps[app].state
        apps[app].refreshState()
        let new = apps[app].state
        if old != new {
            record(.transition, app: app, from: old.rawValue, to: new.rawValue)
            if new == .background && old.isForeground { startBackgroundPeriod(app) }
            if new.isForeground && !old.isForeground { endBackgroundPeriod(app) }
        }
        guard EdgeRoute(apps[app].spec.lifeCycle).aggregateFollowsMessage else { return true }
        var edges = Self.notifications(from: old, to: new)
        if profile.sceneAppNotifications == .perScene, let (from, to) = sceneChange {
            edges = Self.notifications(
                from: AppState(phase: .running, mostActive: from), to: AppState(phase: .running, mostActive: to))
        }
        return edges.allSatisfy { post(app, $0.rawValue, reported: new.applicationState) }
    }

    /// The UIApplication notifications of a change of the app's state, in UIKit's order.
    static func notifications(from old: AppState, to new: AppState) -> [AppNotification] {
        var names: [AppNotification] = []
        if !old.isForeground && new.isForeground { names.append(.willEnterForeground) }
        if new == .active && old != .active { names.append(.didBecomeActive) }
        if old == .active && new != .active { names.append(.willResignActive) }
        if old.isForeground && !new.isForeground && new != .notRunning { names.append(.didEnterBackground) }
        return names
    }

    // MARK: SwiftUI

    /// A SwiftUI app's views see the scene's phase change, then the App sees the aggregate
    /// (§B.1-B.2: derived from the scene states, duplicates coalesced, starting inactive).
    func updatePhases(_ app: AppID, _ scene: SceneID?) -> Bool {
        guard apps[app].spec.lifeCycle == .swiftUI, isResponsive(app) else { return true }
        let reported = apps[app].state.applicationState
        if let scene, let record = apps[app].scene(scene) {
            let new = ScenePhase(record.state)
            if new != record.phase {
                apps[app].update(scene) { $0.phase = new }
                guard deliver(.scenePhase(scene, from: record.phase, to: new), to: app, reported: reported) != nil
                else { return false }
            }
        }
        guard let aggregate = apps[app].scenes.map(\.phase).max(), aggregate != apps[app].appPhase else { return true }
        let old = apps[app].appPhase
        apps[app].updateAppPhase(aggregate)
        return deliver(.appPhase(from: old, to: aggregate), to: app, reported: reported) != nil
    }
}
