/// The UIKit sequences of facts §2 as reusable steps. Each step records the transition
/// first, then delivers the callback that announces it; `applicationState` inside the
/// callback follows facts §1.3 (willResignActive reads active, willEnterForeground reads
/// background). A step returns false when the app crashed or was condemned, which ends the
/// sequence for that app (the rest of the world goes on).
extension Device {
    /// Brings an app to the foreground from any state: launch (T1) or resume (T8).
    /// The caller has already moved the previous foreground app out.
    func bringToForeground(_ app: Int, options: LaunchOptions = LaunchOptions()) {
        frontApp = app
        apps[app].inSwitcher = true
        switch apps[app].state {
        case .notRunning:
            if launch(app, options: options) { _ = becomeActive(app) }
        case .background, .suspended:
            if enterForeground(app) { _ = becomeActive(app) }
        case .inactive:
            _ = becomeActive(app)
        case .active:
            break
        }
    }

    /// Takes the foreground app off the screen: resign (if active), then didEnterBackground.
    func moveToBackground(_ app: Int, reported: ApplicationState = .background) {
        if frontApp == app { frontApp = nil }
        if apps[app].state == .active { guard resignActive(app) else { return } }
        if apps[app].state == .inactive { _ = enterBackground(app, reported: reported) }
    }

    /// §2.1: notRunning -> inactive, willFinishLaunching, didFinishLaunching (+ notification).
    /// Both must return within the launch watchdog (C7).
    func launch(_ app: Int, options: LaunchOptions) -> Bool {
        apps[app].process = ProcessState(now: nowNS)
        guard transition(app, to: .inactive) else { return false }
        return withUnit(app, budget(app, .launch)) {
            // application:willFinishLaunchingWithOptions: exists from iOS 6 (UIApplication.h, [A2]).
            (profile.ios < 6 || deliver(app, .willFinishLaunching, reported: .inactive) { d, a in
                _ = try d.willFinishLaunching(a, options: options)
            })
                && deliver(app, .didFinishLaunching, reported: .inactive) { d, a in
                    _ = try d.didFinishLaunching(a, options: options)
                }
        }
    }

    /// T1/T4: inactive -> active, didBecomeActive.
    func becomeActive(_ app: Int) -> Bool {
        guard isResponsive(app), transition(app, to: .active) else { return false }
        return withUnit(app, hangBudget(app)) {
            deliver(app, .didBecomeActive, reported: .active) { d, a in try d.didBecomeActive(a) }
        }
    }

    /// T3: active -> inactive, willResignActive (reads active).
    func resignActive(_ app: Int) -> Bool {
        guard isResponsive(app), transition(app, to: .inactive) else { return false }
        return withUnit(app, hangBudget(app)) {
            deliver(app, .willResignActive, reported: .active) { d, a in try d.willResignActive(a) }
        }
    }

    /// T5: inactive -> background, didEnterBackground within its budget; the background
    /// time starts; the app suspends right after unless a task keeps it running.
    func enterBackground(_ app: Int, reported: ApplicationState = .background) -> Bool {
        guard isResponsive(app), transition(app, to: .background) else { return false }
        startBackgroundPeriod(app)
        let ok = withUnit(app, budget(app, .didEnterBackground)) {
            deliver(app, .didEnterBackground, reported: reported) { d, a in try d.didEnterBackground(a) }
        }
        if ok { scheduleSuspendCheck(app) }
        return ok
    }

    /// T8: background/suspended -> inactive, willEnterForeground (reads background).
    func enterForeground(_ app: Int) -> Bool {
        guard apps[app].process?.hung == false else { return false }
        if apps[app].state == .suspended { thaw(app) }
        endBackgroundPeriod(app)
        guard transition(app, to: .inactive) else { return false }
        return withUnit(app, hangBudget(app)) {
            deliver(app, .willEnterForeground, reported: .background) { d, a in try d.willEnterForeground(a) }
        }
    }

    /// T10/T11: applicationWillTerminate within its budget, then the process ends.
    func terminateGracefully(_ app: Int, reason: TerminationReason) {
        let reported = apps[app].state.applicationState
        let ok = withUnit(app, budget(app, .willTerminate)) {
            deliver(app, .willTerminate, reported: reported) { d, a in try d.willTerminate(a) }
        }
        if ok { terminate(app, reason, message: nil, at: appNow(app)) }
    }

    /// T6: suspends a background app that has no task open (no callback, [A1]).
    func suspendIfIdle(_ app: Int) {
        guard apps[app].state == .background, let p = apps[app].process, p.tasks.isEmpty, !p.hung else { return }
        guard transition(app, to: .suspended) else { return }
        apps[app].process!.suspendedSince = nowNS
        endBackgroundPeriod(app)
    }

    func scheduleSuspendCheck(_ app: Int) {
        queue.schedule(at: appNow(app), .suspendCheck(app: app, gen: apps[app].generation))
    }

    /// Unfreezes a suspended process: its clock resumes and the work that came due while
    /// it was frozen is queued again, in its original order, after the resume sequence.
    func thaw(_ app: Int) {
        guard let p = apps[app].process, let since = p.suspendedSince else { return }
        p.suspendedTotal += nowNS - since
        p.suspendedSince = nil
        let parked = p.parked
        p.parked = []
        apps[app].process = p
        for var e in parked {
            e.time = nowNS
            queue.push(e)
        }
    }
}
