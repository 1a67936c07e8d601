import MessageCatalog

/// Memory (facts §7, §2.9): footprints, pressure, jetsam. Every kill is a `termination`
/// record with reason `jetsam` and the xnu kill cause as its message.
///
///     try device.memoryPressure(.warning)                // purge suspended apps, then warn
///     try device.memoryPressure(.critical, needMB: 300)  // … then kill background apps
///     try app.setMemoryFootprint(3000)                   // over the per-process limit: killed
extension Device {
    /// Frees memory the way [S14] and [A1] describe: suspended apps are purged silently,
    /// largest first; if that is not enough, running apps get didReceiveMemoryWarning (+
    /// notification); at `.critical`, if still not enough, running background apps are
    /// killed, largest first. The foreground app is never a pressure victim. `needMB` nil
    /// means "as much as possible".
    public func memoryPressure(_ level: MemoryPressure, needMB: Int? = nil) throws {
        try allow(.memoryPressure(level, needMB: needMB))
        action(
            "memoryPressure", nil, "system is under \(level.rawValue) memory pressure",
            fields: needMB.map { [TraceField("needMB", .int($0))] } ?? [])
        var need = needMB ?? Int.max
        need -= jetsam(victims(in: [.suspended]), upTo: need)
        if need > 0 {
            for a in apps.ids where isResponsive(a) { _ = warnMemory(a) }
            if profile.memoryPressureDisconnectsScenes { disconnectBackgroundScenes() }
            if level == .critical {
                need -= jetsam(victims(in: [.background]), upTo: need)
            }
        }
        try drain()
    }

    /// Scenes §A.10: UIKit reclaims the background scenes of running scene apps (their
    /// sessions stay; a later connection makes new scene objects).
    private func disconnectBackgroundScenes() {
        for a in apps.ids where usesScenes(a) && isResponsive(a) && a != frontApp {
            for scene in apps[a].scenes where scene.state == .background {
                guard disconnect(scene.id) else { break }
            }
            if apps[a].state == .background { scheduleSuspendCheck(a) }
        }
    }

    /// The app's current footprint in MB (0 when not running).
    public func memoryFootprint(of app: AppID) -> Int { apps[app].process?.footprintMB ?? 0 }

    /// Processes in the given states, largest footprint first (install order on ties).
    private func victims(in states: Set<AppState>) -> [AppID] {
        let candidates = apps.filter { states.contains($0.state) }.filter { $0 != frontApp }
        // A stable sort keeps installation order among equal footprints.
        return candidates.enumerated()
            .sorted {
                (apps[$0.element].process!.footprintMB, -$0.offset) > (
                    apps[$1.element].process!.footprintMB, -$1.offset
                )
            }
            .map(\.element)
    }

    /// Kills until `need` MB are freed; returns what was freed.
    private func jetsam(_ victims: [AppID], upTo need: Int) -> Int {
        var freed = 0
        for a in victims where freed < need {
            let mb = apps[a].process?.footprintMB ?? 0
            terminate(a, .jetsam, message: "vm-pageshortage: \(mb) MB reclaimed", at: loop.now)
            let (sum, overflow) = freed.addingReportingOverflow(mb)
            freed = overflow ? .max : sum
        }
        return freed
    }

    func warnMemory(_ a: AppID) -> Bool {
        let reported = apps[a].state.applicationState
        return withUnit(a, apps[a].state.isForeground ? hangBudget(a) : nil) {
            deliver(.didReceiveMemoryWarning, to: a, reported: reported) != nil
        }
    }

    /// The largest footprint, allocation or pressure amount the engine accepts (1 TB): no
    /// device has more, and sums of footprints stay far from overflowing.
    public static let maxMegabytes = 1 << 20

    /// §7 per-process-limit: even the frontmost app dies, with no callback.
    func setFootprint(_ app: AppID, _ mb: Int) throws {
        try requireExecuting(app)
        guard mb >= 0, mb <= Self.maxMegabytes else {
            throw invalid(
                "set the memory footprint of \(apps[app].name)",
                Sentence(.refusedMegabytesRange, "\(mb)", "\(Self.maxMegabytes)"))
        }
        apps[app].process!.setFootprint(mb)
        guard mb > profile.perProcessLimitMB else { return }
        let message = perProcessLimitMessage(mb)
        if callDepth > 0 {
            scheduleKill(app, at: appNow(app), .jetsam, message)
            throw ProcessKilled(app: apps[app].name, reason: .jetsam)
        }
        terminate(app, .jetsam, message: message, at: loop.now)
    }

    /// App code allocates or frees `mb` (0 ... maxMegabytes): the footprint moves by that
    /// much, never below 0 (freeing more than the footprint is a warning).
    func changeFootprint(_ app: AppID, _ mb: Int, freeing: Bool) throws {
        try requireExecuting(app)
        let what = freeing ? "free" : "allocate"
        guard mb >= 0, mb <= Self.maxMegabytes else {
            throw invalid(
                "\(what) \(mb) MB in \(apps[app].name)", Sentence(.refusedAmountRange, "\(Self.maxMegabytes)"))
        }
        let current = apps[app].process!.footprintMB
        if freeing && mb > current {
            warn(app, Sentence(.freeMoreThanFootprint, "\(mb)", "\(current)"))
        }
        try setFootprint(app, freeing ? max(0, current - mb) : min(Self.maxMegabytes, current + mb))
    }

    /// §7: an app whose footprint at launch is over the per-process limit is killed by
    /// jetsam as soon as it runs, before any of its code.
    func checkLaunchFootprint(_ app: AppID) -> Bool {
        guard let mb = apps[app].process?.footprintMB, mb > profile.perProcessLimitMB else { return true }
        terminate(app, .jetsam, message: perProcessLimitMessage(mb), at: appNow(app))
        return false
    }

    private func perProcessLimitMessage(_ mb: Int) -> String {
        "per-process-limit: \(mb) MB over the \(profile.perProcessLimitMB) MB limit"
    }
}

/// How hard the system needs memory back.
public enum MemoryPressure: String, Sendable, CaseIterable {
    /// Purge suspended apps, then warn running ones.
    case warning
    /// As `warning`, then kill running background apps.
    case critical
}

extension Application {
    /// Changes the process's memory footprint (allocations, caches). Above
    /// `profile.perProcessLimitMB` the app is killed at once (jetsam `per-process-limit`).
    public func setMemoryFootprint(_ megabytes: Int) throws { try device.setFootprint(id, megabytes) }

    /// The process's footprint in MB.
    public var memoryFootprint: Int { device.apps[id].process?.footprintMB ?? 0 }

    /// App code allocates memory: the footprint grows by `megabytes`; past the per-process
    /// limit the app is killed at once (jetsam `per-process-limit`, `ProcessKilled`).
    ///
    ///     try app.allocate(300)    // a 300 MB image cache
    public func allocate(_ megabytes: Int) throws { try device.changeFootprint(id, megabytes, freeing: false) }

    /// App code frees memory: the footprint shrinks by `megabytes` (not below 0).
    public func free(_ megabytes: Int) throws { try device.changeFootprint(id, megabytes, freeing: true) }
}
