import Dispatch
import LuaHost
import TracePictures

#if canImport(Glibc)
import Glibc
#endif

/// The last line of defence: a hook cannot interrupt a C function such as a
/// runaway `string.find`, so if one evaluation (a scenario, a REPL input, a
/// lab check) outlives its time limit by a grace period, the process reports
/// where the script was and exits with code 2.
///
///     let watchdog = Watchdog(limit: 10, command: "applife repl")
///     watchdog.arm(state?.positionProbe, place: "stdin")
///     session.submit(line)
///     watchdog.disarm()
///
/// Arm it around the evaluation only, never around writing results: a slow
/// disk or a large report is not the script's fault. Before it ends the process it flushes
/// the sinks it was given, so what a run printed so far is not lost.
final class Watchdog: @unchecked Sendable {
    /// Seconds past the time limit before the process ends: the budget
    /// checks stop every script that returns to Lua or to the host sooner.
    static let grace: Double = 2

    private let limit: Double
    private let command: String
    private let exitStatus: Int32
    private let flushing: [TextSink]
    private let lock = Lock()
    /// When each armed slot's evaluation is overdue, and the place it names (a worker of
    /// `applife explore`; slot 0 otherwise).
    private var armed: [Int: (due: DispatchTime, place: String)] = [:]
    /// The state each slot's guard reads the script's line from (``follow(_:slot:)`` changes it).
    private var probes: [Int: LuaPositionProbe] = [:]
    /// The one check scheduled (its number and time): arming and disarming only write the
    /// table, so explore's thousands of runs a second schedule no timer each.
    private var check: (number: Int, at: DispatchTime)?

    /// `limit`: the time limit in seconds (0, negative or NaN: no guard);
    /// `command` names what ends in the message (`applife repl`).
    init(
        limit: Double, command: String = "applife", exitStatus: Int32 = ExitStatus.scriptError,
        flushing: [TextSink] = []
    ) {
        self.limit = limit
        self.command = command
        self.exitStatus = exitStatus
        self.flushing = flushing
    }

    /// Starts the guard for one evaluation. `probe` reports the script's last line; `place`
    /// is named when there is none yet. Evaluations that run at once (explore's workers)
    /// each have a slot of their own.
    func arm(_ probe: LuaPositionProbe?, place: String, slot: Int = 0) {
        guard limit > 0, limit.isFinite else { return }
        let due = DispatchTime.now() + min(limit, 1e9) + Self.grace
        lock.lock()
        armed[slot] = (due, place)
        probes[slot] = probe
        let schedule = scheduleCheck(before: due)
        lock.unlock()
        schedule?()
    }

    /// The evaluation goes on in another Lua state (the next run of an exploring lab check):
    /// the guard reads that one, and its time keeps running.
    func follow(_ probe: LuaPositionProbe, slot: Int = 0) {
        lock.lock()
        probes[slot] = probe
        lock.unlock()
    }

    func disarm(slot: Int = 0) {
        lock.lock()
        armed[slot] = nil
        probes[slot] = nil
        lock.unlock()
    }

    /// A check at `due` unless one comes sooner: what to call, outside the lock, to schedule
    /// it. A check made obsolete by an earlier one does nothing when it runs.
    private func scheduleCheck(before due: DispatchTime) -> (() -> Void)? {
        if let check, check.at <= due { return nil }
        let number = (check?.number ?? 0) + 1
        check = (number, due)
        return { DispatchQueue.global().asyncAfter(deadline: due) { [self] in runCheck(number) } }
    }

    private func runCheck(_ number: Int) {
        lock.lock()  // held until exit when a slot is overdue: a disarm racing this waits
        guard check?.number == number else {
            lock.unlock()
            return
        }
        check = nil
        let now = DispatchTime.now()
        if let (slot, entry) = armed.first(where: { $0.value.due <= now }) {
            fire(place: entry.place, slot: slot)
        }
        let schedule = armed.values.map(\.due).min().flatMap { scheduleCheck(before: $0) }
        lock.unlock()
        schedule?()
    }

    /// Ends the process; called with the lock held.
    private func fire(place: String, slot: Int) -> Never {
        let where_ = SafeText.terminalLine(probes[slot]?.lastPosition ?? place)
        for sink in flushing { sink.flush() }
        TextSink.standardError.write(
            "\(where_): time limit of \(TextFunctions.printf("%g", limit)) s exceeded inside a library function that cannot "
                + "be interrupted (such as a string pattern); \(command) has to stop here\n")
        exit(exitStatus)
    }
}
