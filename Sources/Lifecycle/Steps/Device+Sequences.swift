/// The UIKit sequences of facts §2 as reusable steps. Each step records the transition
/// first, then delivers the callback that announces it; `applicationState` inside the
/// callback follows facts §1.3 (willResignActive reads active, willEnterForeground reads
/// background). A step returns false when the app crashed or was condemned, which ends the
/// sequence for that app (the rest of the world goes on).
extension Device {
    /// Brings an app to the foreground from any state: launch (T1) or resume (T8).
    /// The caller has already moved the previous foreground app out. `event` (a URL, a
    /// notification, a quick action …) is delivered while inactive, after the launch or
    /// willEnterForeground and before didBecomeActive (§2.10, §2.11); at a launch it is
    /// skipped when the launch methods vetoed it (C5) unless `vetoable` is false.
    func bringToForeground(
        _ app: AppID, options: LaunchOptions = LaunchOptions(), vetoable: Bool = true,
        event: ((AppID) -> Bool)? = nil
    ) {
        if usesScenes(app) { return bringSceneAppToForeground(app, event: nil) }
        screen.show(apps[app].implicitScene)
        apps[app].inSwitcher = true
        apps[app].userKilled = false
        switch apps[app].state {
        case .notRunning:
            guard launch(app, options: options) else { return }
            if let event {
                if vetoable && launchVetoed(app) {
                    record(.url, app: app, name: "veto", message: "will/didFinishLaunching returned NO (vetoRule \(profile.vetoRule)): the event is not delivered")
                } else {
                    guard event(app) else { return }
                }
            }
            _ = becomeActive(app)
        case .background, .suspended:
            // §1.4: willEnterForeground, the event and didBecomeActive are one resume
            // transaction under one watchdog budget.
            _ = withUnit(app, budget(app, .resume)) {
                guard enterForeground(app) else { return false }
                if let event { guard event(app) else { return false } }
                return becomeActive(app)
            }
        case .inactive:
            if let event { guard event(app) else { return } }
            _ = becomeActive(app)
        case .active:
            // Already in front: a system sheet interrupts it while the event is delivered.
            guard let event else { break }
            guard resignActive(app), event(app) else { return }
            _ = becomeActive(app)
        }
    }

    /// Brings the app to the front for `event`: with its launch options and event method
    /// (sceneless), or with its scene's connection options and scene method.
    func open(_ app: AppID, for event: ForegroundEvent) {
        if usesScenes(app) { return bringSceneAppToForeground(app, event: event) }
        let cold = apps[app].state == .notRunning
        let delivery: (AppID) -> Bool
        switch event {
        case .url(let url, let options): delivery = { [unowned self] in self.deliverURL($0, url, options) }
        case .notification(let response):
            delivery = { [unowned self] in self.deliverNotificationResponse($0, response, cold: cold) }
        case .shortcut(let type): delivery = { [unowned self] in self.deliverShortcut($0, type) }
        case .activity(let activity): delivery = { [unowned self] in self.deliverActivity($0, activity) }
        case .cloudKitShare(let metadata): delivery = { [unowned self] in self.deliverCloudKitShare($0, metadata) }
        }
        bringToForeground(app, options: event.launchOptions(profile), vetoable: event.vetoable, event: delivery)
    }

    /// The app in front is interrupted (a panel, the switcher, a call): it resigns active.
    func deactivate(_ app: AppID) {
        if usesScenes(app) { return deactivateSceneApp(app) }
        if apps[app].state == .active { _ = resignActive(app) }
    }

    /// The interruption is over: the app in front becomes active again.
    func reactivate(_ app: AppID) {
        if usesScenes(app) { return reactivateSceneApp(app) }
        if apps[app].state == .inactive { _ = becomeActive(app) }
    }

    /// Takes the foreground app off the screen: resign (if active), then didEnterBackground.
    /// An app that does not run in the background quits instead (`quit`).
    func moveToBackground(_ app: AppID, reported: ApplicationState = .background) {
        if usesScenes(app) { return moveSceneAppToBackground(app) }
        screen.remove(app)
        if let reason = quitReason(app) { return quit(app, reason, reported: reported) }
        if apps[app].state == .active { guard resignActive(app) else { return } }
        if apps[app].state == .inactive { _ = enterBackground(app, reported: reported) }
    }

    /// §2.1: notRunning -> inactive, willFinishLaunching, [state restoration],
    /// didFinishLaunching (+ notification). Both must return within the launch watchdog (C7).
    func launch(_ app: AppID, options: LaunchOptions) -> Bool {
        startProcess(app)
        guard transition(app, to: .inactive) else { return false }
        return runLaunchMethods(app, options: options, reported: .inactive)
    }

    func startProcess(_ app: AppID) {
        apps[app].process = ProcessState(now: nowNS, footprintMB: apps[app].spec.memoryMB)
    }

    /// willFinish → shouldRestoreApplicationState (§9, when an archive exists) → didFinish,
    /// remembering what they returned (C5). Two crashes in a row here delete the archive.
    func runLaunchMethods(_ app: AppID, options: LaunchOptions, reported: ApplicationState) -> Bool {
        warnAboutMissingMethods(app)
        guard checkSceneAdoption(app), checkLaunchFootprint(app) else { return false }
        let process = currentProcess(app)
        var answers: (will: Bool?, did: Bool?) = (nil, nil)
        /// Only an implemented method answers; anything but an explicit NO is YES.
        func answer(_ method: DelegateMethod, _ reply: MessageReply) -> Bool? {
            implements(app, method) ? reply.bool ?? true : nil
        }
        let legacy = usesLegacyLaunch(app)
        let ok = withUnit(app, budget(app, .launch)) {
            // application:willFinishLaunchingWithOptions: exists from iOS 6 (UIApplication.h, [A2]):
            // earlier profiles skip it (deliver knows the versions).
            guard let will = deliver(.willFinishLaunching(options), to: app, reported: reported) else { return false }
            answers.will = answer(.willFinishLaunching, will)
            guard usesScenes(app) || restoreState(app, reported: reported) else { return false }
            if legacy {
                return deliver(.applicationDidFinishLaunching, to: app, reported: reported) != nil
            }
            guard let did = deliver(.didFinishLaunching(options), to: app, reported: reported) else { return false }
            answers.did = answer(.didFinishLaunching, did)
            return true
        }
        if ok {
            apps[app].launchCrashes = 0
            apps[app].process?.launchAnswers = answers
            apps[app].process?.launched = true
        } else if !isAlive(process), apps[app].lastTermination?.reason == .crash {
            noteLaunchCrash(app)
        }
        return ok
    }

    /// §3 Legacy: `applicationDidFinishLaunching:` (no options) on iPhone OS 2, and later
    /// when the delegate implements it instead of the WithOptions method ([S6], [E10]).
    func usesLegacyLaunch(_ app: AppID) -> Bool {
        !DelegateMethod.didFinishLaunching.exists(on: profile.ios)
            || (!implements(app, .didFinishLaunching) && implements(app, .applicationDidFinishLaunching))
    }

    /// C5: whether will/didFinishLaunching's answers suppress the launch's URL, activity or
    /// quick action. Only implemented methods count.
    func launchVetoed(_ app: AppID) -> Bool {
        guard let answers = apps[app].process?.launchAnswers else { return false }
        let given = [answers.will, answers.did].compactMap { $0 }
        guard !given.isEmpty else { return false }
        switch profile.vetoRule {
        case .either: return given.contains(false)
        case .both: return given.allSatisfy { !$0 }
        }
    }

    /// T1/T4: inactive -> active, didBecomeActive.
    func becomeActive(_ app: AppID) -> Bool {
        guard isResponsive(app), transition(app, to: .active) else { return false }
        return withUnit(app, hangBudget(app)) {
            deliver(.didBecomeActive, to: app, reported: .active) != nil
        }
    }

    /// T3: active -> inactive, willResignActive (reads active).
    func resignActive(_ app: AppID) -> Bool {
        guard isResponsive(app), transition(app, to: .inactive) else { return false }
        return withUnit(app, hangBudget(app)) {
            deliver(.willResignActive, to: app, reported: .active) != nil
        }
    }

    /// T5: inactive -> background, didEnterBackground within its budget; the background
    /// time starts; the app suspends right after unless a task keeps it running.
    func enterBackground(_ app: AppID, reported: ApplicationState = .background) -> Bool {
        guard isResponsive(app), transition(app, to: .background) else { return false }
        startBackgroundPeriod(app)
        let ok = withUnit(app, budget(app, .didEnterBackground)) {
            deliver(.didEnterBackground, to: app, reported: reported) != nil
        }
        guard ok, preserveState(app) else { return false }
        scheduleSuspendCheck(app)
        return true
    }

    /// T8: background/suspended -> inactive, willEnterForeground (reads background).
    func enterForeground(_ app: AppID) -> Bool {
        guard apps[app].process?.hung == false else { return false }
        if apps[app].state == .suspended { thaw(app) }
        endBackgroundPeriod(app)
        guard transition(app, to: .inactive) else { return false }
        return withUnit(app, hangBudget(app)) {
            deliver(.willEnterForeground, to: app, reported: .background) != nil
        }
    }

    /// T10/T11: applicationWillTerminate within its budget, then the process ends.
    func terminateGracefully(_ app: AppID, reason: TerminationReason, message: String? = nil) {
        let reported = apps[app].state.applicationState
        let ok = withUnit(app, budget(app, .willTerminate)) {
            deliver(.willTerminate, to: app, reported: reported) != nil
        }
        if ok { terminate(app, reason, message: message, at: appNow(app)) }
    }

    /// T6: suspends a background app that has no task open (no callback, [A1]).
    func suspendIfIdle(_ app: AppID) {
        guard apps[app].state == .background, let p = apps[app].process, p.tasks.isEmpty, !p.hung,
            p.pendingCompletions.isEmpty, p.runningTasks.isEmpty, p.holdUntil <= nowNS
        else { return }
        if usesScenes(app) {
            setPhase(app, .suspended)
        } else {
            guard transition(app, to: .suspended) else { return }
        }
        p.suspendedSince = nowNS
        endBackgroundPeriod(app)
    }

    func scheduleSuspendCheck(_ app: AppID) {
        queue.schedule(at: appNow(app), .suspendCheck(currentProcess(app)))
    }

    /// Unfreezes a suspended process: its clock resumes and the work that came due while
    /// it was frozen is queued again, in its original order, after the resume sequence.
    func thaw(_ app: AppID) {
        guard let p = apps[app].process, let since = p.suspendedSince else { return }
        p.suspendedTotal += nowNS - since
        p.suspendedSince = nil
        let parked = p.parked
        p.parked = []
        for var e in parked {
            e.time = nowNS
            queue.push(e)
        }
    }
}
