/// Per-process state: it all dies with the process. A class so the hot path mutates one
/// process in place instead of copying its tables out of the app array and back. Its parts
/// are structs stored inline (a tick reads `clock` with plain loads), each changed only
/// through its own named mutations. No mutation of a part calls out (to app code or back
/// into the device), so two accesses to one part can never overlap: the parts are exempt
/// from the runtime's exclusivity checks, as Device.apps is.
///
///     p.clock.block(until: end)              // the main thread's time and watchdog
///     p.mainQueue.park(event)                // timers, observers, work held while suspended
///     p.background.begin(task)               // what keeps it running in the background
///     p.launch.finished(answers: answers)    // how it launched
final class ProcessState {
    /// The main thread's time: busy, suspended, the unit's watchdog, condemned (read on every tick).
    @exclusivity(unchecked) var clock: ProcessClock
    /// Timers, observers, work parked while suspended.
    @exclusivity(unchecked) var mainQueue = MainQueue()
    /// The background period and what keeps the process running in it.
    @exclusivity(unchecked) var background = BackgroundWork()
    /// How it launched and what that leaves it.
    @exclusivity(unchecked) var launch: ProcessLaunch
    /// `applicationState` override for the callback being delivered (facts §1.3).
    private(set) var reportedState: ApplicationState?
    /// Current memory footprint in MB.
    private(set) var footprintMB: Int

    /// Its number among the app's processes since the app was installed (1 = the first).
    let number: Int
    /// When it started.
    let started: Int64

    init(now: Int64, footprintMB: Int = 0, number: Int = 1, beforeFirstUnlock: Bool = false) {
        clock = ProcessClock(now: now)
        launch = ProcessLaunch(beforeFirstUnlock: beforeFirstUnlock)
        started = now
        self.footprintMB = footprintMB
        self.number = number
    }

    /// `applicationState` reads `state` while a callback is delivered (nil: the app's own).
    func report(_ state: ApplicationState?) { reportedState = state }

    /// The app's memory footprint is now `mb`.
    func setFootprint(_ mb: Int) { footprintMB = mb }
}
