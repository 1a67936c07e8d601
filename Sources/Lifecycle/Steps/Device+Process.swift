import MessageCatalog

/// A process's life (facts §1.1, §1.2): it starts, runs its launch methods, suspends when
/// idle in the background, wakes, resumes, and ends.
extension Device {
    /// A new process for the app (not yet running code). A sceneless app's process comes
    /// with its one implicit scene, unattached until the launch moves it.
    func startProcess(_ app: AppID) {
        let number = apps[app].history.processStarted()
        let process = ProcessState(
            now: loop.now, footprintMB: apps[app].spec.memoryMB, number: number, beforeFirstUnlock: isBeforeFirstUnlock)
        apps[app].startProcess(process)
    }

    /// The process's first code, before willFinishLaunching: code written per process sets
    /// itself up (and the trace shows the process start). Either way the app is told, once,
    /// when a later process starts with state an earlier one changed and that outlived it:
    /// what code written once keeps, or the variables outside `main` that `main` captured.
    func startAppCode(_ app: AppID) -> Bool {
        guard let p = apps[app].process else { return false }
        let delegate = apps[app].spec.delegate
        switch delegate.memory {
        case .host:
            return true
        case .file:
            // What the code keeps is read only when it may be advised about (reading it walks its tables).
            guard p.number >= 2, !apps[app].history.hasGiven(.sharedState) else { return true }
            adviseKept(app, delegate.keptState(), captured: false)
            return true
        case .process:
            record(.log, app: app, name: "process", message: "process \(p.number) starts")
            // Asked at every start until advised: each answer compares with the start before.
            if !apps[app].history.hasGiven(.sharedState) {
                let keeps = delegate.keptState()
                if p.number >= 2 { adviseKept(app, keeps, captured: true) }
            }
            let handle = Application(device: self, id: app)
            return invoke(app) { try delegate.processStarts(handle, number: p.number) }
        }
    }

    /// One advice, the first time a new process finds state its code keeps outside the
    /// process changed by an earlier one (`keeps`: the names, with their lines; `captured`:
    /// variables outside `main` that `main` captured).
    private func adviseKept(_ app: AppID, _ keeps: [String], captured: Bool) {
        guard !keeps.isEmpty, apps[app].history.give(.sharedState) else { return }
        let names = keeps.prefix(5).joined(separator: ", ") + (keeps.count > 5 ? ", …" : "")
        let name = apps[app].name
        advise(app, Sentence(captured ? .keptCaptured : .keptOutside, name, names), category: .advice)
    }

    /// Re-derives the app's state after its process started or changed phase, recording the
    /// app's transition.
    func refreshState(_ app: AppID) {
        let old = apps[app].state
        apps[app].refreshState()
        let new = apps[app].state
        if old != new { record(.transition, app: app, from: old.rawValue, to: new.rawValue) }
    }

    /// willFinish → shouldRestoreApplicationState (§9, when an archive exists) → didFinish,
    /// remembering what they returned (C5). Two crashes in a row here delete the archive.
    func runLaunchMethods(_ app: AppID, options: LaunchOptions, reported: ApplicationState) -> Bool {
        guard startAppCode(app) else { return false }
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
            guard restoreState(app, reported: reported) else { return false }
            if legacy {
                return deliver(.applicationDidFinishLaunching, to: app, reported: reported) != nil
            }
            guard let did = deliver(.didFinishLaunching(options), to: app, reported: reported) else { return false }
            answers.did = answer(.didFinishLaunching, did)
            return true
        }
        if ok {
            apps[app].history.launchSucceeded()
            apps[app].process?.launch.finished(answers: answers)
        } else if !isAlive(process), apps[app].history.lastTermination?.reason == .crash {
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
        guard let answers = apps[app].process?.launch.answers else { return false }
        let given = [answers.will, answers.did].compactMap { $0 }
        guard !given.isEmpty else { return false }
        switch profile.vetoRule {
        case .either: return given.contains(false)
        case .both: return given.allSatisfy { !$0 }
        }
    }

    /// T6: suspends a background app that has no task open (no callback, [A1]).
    func suspendIfIdle(_ app: AppID) {
        guard apps[app].state == .background, let p = apps[app].process, !p.clock.hung,
            p.background.isIdle(at: loop.now)
        else { return }
        apps[app].suspend(at: loop.now)
        refreshState(app)
        endBackgroundPeriod(app)
    }

    func scheduleSuspendCheck(_ app: AppID) {
        loop.queue.schedule(at: appNow(app), .suspendCheck(currentProcess(app)))
    }

    /// Unfreezes a suspended process: its clock resumes and the work that came due while
    /// it was frozen is queued again, in its original order, after the resume sequence.
    private func thaw(_ app: AppID) {
        for var e in apps[app].resume(at: loop.now) {
            e.time = loop.now
            loop.queue.push(e)
        }
    }

    /// A suspended process runs again (its phase; the app's state follows the scene step).
    func resumeIfSuspended(_ app: AppID) {
        guard apps[app].phase == .suspended, apps[app].process?.clock.hung == false else { return }
        thaw(app)
    }

    /// T7: suspended → background; its parked work runs again. A sceneless app hears
    /// didEnterBackground again only with `wakeCallsDidEnterBackground` (C10).
    func wake(_ app: AppID) -> Bool {
        guard apps[app].process?.clock.hung == false else { return false }
        thaw(app)
        refreshState(app)
        startBackgroundPeriod(app)
        guard let message = EdgeRoute(apps[app].spec.lifeCycle).wakeMessage(profile) else { return true }
        return withUnit(app, budget(app, .didEnterBackground)) {
            deliver(message, to: app, reported: .background) != nil
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

    /// Ends the process: transition to notRunning and a termination record. No callbacks.
    /// Everything the process left behind (queued work, completion handlers, its scenes)
    /// goes with it.
    func terminate(_ app: AppID, _ reason: TerminationReason, message: String?, at time: Int64) {
        guard apps[app].process != nil else { return }
        let from = apps[app].state
        let dead = currentProcess(app)
        let number = apps[app].process!.number
        loop.endedProcesses.append(apps[app].endProcess())
        record(.transition, app: app, time: time, from: from.rawValue, to: AppState.notRunning.rawValue)
        record(.termination, app: app, time: time, reason: reason.rawValue, message: message)
        let delegate = apps[app].spec.delegate
        if case .process = delegate.memory {
            record(
                .log, app: app, time: time, name: "process",
                message: "process \(number) ends (memory released)")
        }
        // What the process set up dies with it (a `main`'s code, the notification center's delegate).
        delegate.processEnded()
        apps[app].history.terminated(
            Termination(reason: reason, time: VirtualTime(nanoseconds: time), message: message))
        screen.remove(app)
        if reason == .user || reason == .reboot { screen.forgetLockReturn(of: app) }
        forget(dead)
    }

    /// Drops what a dead process left pending: its queued jobs and its completion handlers
    /// (with their deadlines).
    private func forget(_ process: ProcessID) {
        let handlers = Set(completions.filter { $0.value.process == process }.keys)
        for id in handlers { completions[id] = nil }
        loop.queue.remove { event in
            if case .completionDeadline(let id) = event.job { return handlers.contains(id) }
            return event.job.process == process
        }
    }
}
