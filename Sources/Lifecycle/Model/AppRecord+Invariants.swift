/// What must hold of an app's record whenever no action is running: checked with the
/// device's invariants after every action and advance (debug builds), since a step may pass
/// through states that break them. What a single write could break, the write refuses
/// instead: a process comes and goes with its phase and its scenes (`startProcess`,
/// `suspend`, `resume`, `endProcess`), only a running scene app adds or removes scenes, a
/// scene shows a session of its own that no other scene shows, and a second scene needs
/// multiple windows (`addScene`). Each part checks its own invariants as it is written
/// (`KeepsInvariants`), so they are not checked again here: exploration runs this check
/// after every step of every walk, in release builds too.
///
///     record.violations   // [] on a sound record
extension AppRecord {
    /// Every broken invariant, as a sentence naming the app. Empty on a sound record.
    var violations: [String] {
        var problems: [String] = []
        checkInvariants { if !$0 { problems.append($1()) } }
        return problems
    }

    /// Hands each invariant to `require` with the sentence that names it broken (worded only
    /// when it is): the device passes its own, so a sound record costs no list.
    func checkInvariants(_ require: (Bool, @autoclosure () -> String) -> Void) {
        // A process that hung half-way through a step stays as the step left it until the
        // watchdog ends it.
        let hung = process?.clock.hung == true
        // Each field read once: exploration runs this after every step, in release builds too.
        let (state, phase, scenes) = (self.state, self.phase, self.scenes)
        require(state == derivedState || hung, "\(name): state \(state) but its process and scenes say \(derivedState)")
        for scene in scenes {
            var what: String { "\(name)#\(scene.id.number)" }  // worded only for a broken one
            // A scene whose willConnect hangs stays unattached until the watchdog ends the process.
            require(scene.state != .unattached || hung, "\(name): \(what) connected but never came up")
            if phase == .suspended {
                require(scene.state == .background, "\(name): suspended with \(what) \(scene.state)")
            }
            if let session = scene.session {
                require(self.session(session) != nil, "\(name): \(what) shows a discarded session")
            }
        }
        if let process {
            require(process.mainQueue.parked.isEmpty || phase == .suspended, "\(name): work parked while \(phase)")
            // A process hung half-way into the foreground keeps its background bookkeeping
            // until the watchdog ends it.
            require(
                process.background.deadline == nil || state == .background || hung,
                "\(name): a background deadline while \(state)")
        }
    }
}
