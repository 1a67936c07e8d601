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

    private func checkApp(_ id: AppID, _ require: (Bool, @autoclosure () -> String) -> Void) {
        let app = apps[id]
        let name = app.name
        // A process that hung half-way through a step stays as the step left it until the
        // watchdog ends it.
        require(
            app.state == app.derivedState || app.process?.clock.hung == true,
            "\(name): state \(app.state) but its process and scenes say \(app.derivedState)")
        require(
            (app.process == nil) == (app.phase == .notRunning), "\(name): phase \(app.phase) does not match its process"
        )
        require(app.phase != .notRunning || app.scenes.isEmpty, "\(name): scenes without a process")
        if !app.usesScenes {
            require(app.phase == .notRunning || app.scenes.count == 1, "\(name): running without its scene")
        }
        for scene in app.scenes {
            var what: String { self.name(of: scene.id) }  // worded only for a broken one
            require(scene.id.app == id, "\(name): scene \(scene.id) belongs to another app")
            // A scene whose willConnect hangs stays unattached until the watchdog ends the process.
            require(
                scene.state != .unattached || app.process?.clock.hung == true,
                "\(name): \(what) connected but never came up")
            if app.phase == .suspended {
                require(scene.state == .background, "\(name): suspended with \(what) \(scene.state)")
            }
            if scene.state.isForeground, app.process?.clock.hung != true {
                require(screen.isShown(scene: scene.id), "\(what) is \(scene.state) but not on screen")
            }
        }
        if app.usesScenes { checkSessions(of: id, require) }
        guard let p = app.process else { return }
        require(p.mainQueue.parked.isEmpty || app.phase == .suspended, "\(name): work parked while \(app.phase)")
        // A process hung half-way into the foreground keeps its background bookkeeping until
        // the watchdog ends it.
        require(
            p.background.deadline == nil || app.state == .background || p.clock.hung,
            "\(name): a background deadline while \(app.state)")
        require(
            p.background.pendingCompletions.allSatisfy { completions[$0]?.process == currentProcess(id) },
            "\(name): a pending completion handler of another process")
    }

    private func checkSessions(of id: AppID, _ require: (Bool, @autoclosure () -> String) -> Void) {
        let app = apps[id]
        let name = app.name
        let sessions = app.scenes.compactMap(\.session)
        require(sessions.count == app.scenes.count, "\(name): a scene without a session")
        require(Set(sessions).count == sessions.count, "\(name): two scenes show one session")
        for scene in app.scenes {
            require(
                scene.session.map { app.session($0) != nil } ?? false,
                "\(name): \(self.name(of: scene.id)) shows a discarded session")
        }
        require(
            app.spec.multipleWindows || app.scenes.count <= 1,
            "\(name): \(app.scenes.count) scenes without multiple windows")
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
