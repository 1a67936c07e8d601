/// System events: memory warning (§2.9), reboot, permission answers, scheduled closures.
extension Device {
    /// §2.9: every running app (not suspended) gets didReceiveMemoryWarning + notification,
    /// in installation order; no state changes.
    public func memoryWarning() throws {
        try allow(.memoryWarning)
        action("memoryWarning", nil, "system sends a memory warning")
        for a in apps.ids where isResponsive(a) { _ = warnMemory(a) }
        try drain()
    }

    /// Restarts the device: every process ends with no callback at all ([A1]: no
    /// willTerminate on reboot); the switcher is emptied; the device comes back on the home
    /// screen, unlocked, or, with a passcode, locked and not yet unlocked since it booted (§13).
    public func reboot() throws {
        try allow(.reboot)
        action("reboot", nil, "device reboots")
        for a in apps.ids where apps[a].process != nil {
            terminate(a, .reboot, message: nil, at: loop.now)
        }
        for a in apps.ids { apps[a].history.rebooted() }
        screen = Screen()
        if profile.passcode { screen.lockAtBoot() }
        try drain()
    }

    /// The user's answer to the app's permission prompt (scripted; may come before the
    /// prompt). Changes an existing authorization at once.
    public func grant(_ app: AppID, _ option: Authorization, _ yes: Bool) throws {
        try allow(.grant(app, .option(option, yes)))
        let a = app
        action(
            "grant", a, "user \(yes ? "allows" : "denies") \(option.rawValue)",
            fields: [TraceField(option.rawValue, .bool(yes))])
        apps[a].permissions.answer(option, yes)
    }

    /// The user's answer to the app's notification permission prompt, Allow or Don't Allow:
    /// it grants or denies every option the app asks for, together. Given after the prompt
    /// it acts as the Settings switch for the app's notifications.
    public func grant(_ app: AppID, _ allowed: Bool) throws {
        try allow(.grant(app, .all(allowed)))
        action(
            "grant", app, "user \(allowed ? "allows" : "does not allow") notifications",
            fields: [TraceField("allowed", .bool(allowed))])
        apps[app].permissions.answerPrompt(allowed)
    }

    /// Runs a scenario closure at a later time, in order with the device's own events.
    /// Its errors propagate out of `advance` (they are scenario errors, not crashes).
    public func schedule(after seconds: Double, _ body: @escaping Block) throws {
        let span = try duration(seconds, "schedule(after:)")
        loop.queue.schedule(at: loop.now.later(by: span.nanoseconds), .world(body))
    }
}
