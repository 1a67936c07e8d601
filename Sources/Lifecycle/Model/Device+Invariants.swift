/// The device's own invariants: what must hold whenever no action is running. Checked
/// after every action and every advance of the clock in debug builds (so in every test);
/// a violation is an engine bug and stops the program with a message naming it.
///
///     device.invariantViolations()   // [] on a healthy device
extension Device {
    /// Every broken invariant, as a sentence. Empty on a healthy device.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ problem: @autoclosure () -> String) {
            if !condition { problems.append(problem()) }
        }
        require(callDepth == 0, "app code is still on the stack (depth \(callDepth))")
        for id in apps.ids { checkApp(id, require) }
        checkScreen(require)
        checkQueue(require)
        return problems
    }

    /// Stops with the violations, if any (debug builds only).
    func checkInvariants() {
        #if DEBUG
        invariantChecks += 1
        let problems = invariantViolations()
        if let invariantsBroken, !problems.isEmpty { return invariantsBroken(problems) }
        precondition(problems.isEmpty, "applife engine invariants broken: " + problems.joined(separator: "; "))
        #endif
    }

    /// The app's record checks itself (`AppRecord+Invariants`); what spans owners is
    /// checked here: its foreground scenes are on screen, its pending completion handlers are
    /// its process's.
    private func checkApp(_ id: AppID, _ require: (Bool, @autoclosure () -> String) -> Void) {
        let app = apps[id]
        app.checkInvariants(require)
        for scene in app.scenes where scene.state.isForeground && app.process?.clock.hung != true {
            require(screen.isShown(scene: scene.id), "\(name(of: scene.id)) is \(scene.state) but not on screen")
        }
        guard let p = app.process else { return }
        require(
            p.background.pendingCompletions.allSatisfy { completions[$0]?.process == currentProcess(id) },
            "\(app.name): a pending completion handler of another process")
    }

    private func checkScreen(_ require: (Bool, @autoclosure () -> String) -> Void) {
        require(
            profile.idiom == .ipad || screen.foreground.count <= 1, "more than one scene in the foreground on a phone")
        for scene in screen.foreground {
            require(
                apps.contains(scene.app) && apps[scene.app].scenes.contains { $0.id == scene },
                "the foreground scene \(scene) does not exist")
        }
        for id in apps.ids where apps[id].state.isForeground && apps[id].process?.clock.hung != true {
            require(screen.isShown(id), "\(apps[id].name) is \(apps[id].state) but not on screen")
        }
        for scene in screen.foreground {
            let app = apps[scene.app]
            let state = app.scene(scene)?.state ?? .unattached
            require(
                state.isForeground || app.process?.clock.hung == true, "\(name(of: scene)) is on screen but \(state)")
        }
        if screen.locked {
            for id in apps.ids where apps[id].state == .active && apps[id].process?.clock.hung != true {
                require(false, "\(apps[id].name) is active on a locked device")
            }
        }
        for problem in screen.violations { require(false, problem) }
    }

    private func checkQueue(_ require: (Bool, @autoclosure () -> String) -> Void) {
        require(loop.queue.isOrdered, "the event queue is out of order")
        let pending = loop.queue.pending  // made once: it copies every event
        for event in pending {
            require(event.time >= loop.now, "an event at \(event.time) ns is pending at \(loop.now) ns")
            if let process = event.job.process {
                require(isAlive(process), "work is pending for a dead process of \(apps[process.app].name)")
            }
        }
        for (id, handler) in completions {
            require(isAlive(handler.process), "completion handler \(id) belongs to a dead process")
        }
        checkNotificationTriggers(pending, require)
    }

    /// Each pending notification request has exactly one trigger event, and the count of
    /// repeating ones (which `runUntilIdle` leaves pending) is right.
    private func checkNotificationTriggers(_ queued: [Event], _ require: (Bool, @autoclosure () -> String) -> Void) {
        var events: [Int: Int] = [:]
        for event in queued {
            if case .notificationTrigger(_, let serial) = event.job { events[serial, default: 0] += 1 }
        }
        let pending = apps.ids.flatMap { apps[$0].notifications.pending }
        guard !pending.isEmpty || !events.isEmpty || notificationClock.repeating != 0 else { return }  // nothing to compare
        require(
            Set(pending.map(\.serial)) == Set(events.keys) && events.values.allSatisfy { $0 == 1 },
            "the pending notification requests and their trigger events differ")
        require(
            pending.filter(\.repeats).count == notificationClock.repeating,
            "\(notificationClock.repeating) repeating triggers counted, \(pending.filter(\.repeats).count) pending")
    }
}
