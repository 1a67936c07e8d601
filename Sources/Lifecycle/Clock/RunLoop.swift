/// The device's virtual clock and pending work: events ordered by (time, sequence), and what
/// the loop that runs them must remember between two events. `Device+Clock` drives it.
struct RunLoop {
    /// The current virtual time, in nanoseconds.
    var now: Int64 = 0
    var queue = EventQueue()
    /// Processes that ended during the current event, kept alive until the loop takes the
    /// next one: the event's code borrows its process without retaining it.
    var endedProcesses: [ProcessState] = []
    /// Most events that may run at one instant before the loop gives up (runaway loops).
    var sameInstantLimit = 1_000_000
    /// Ticks per foreground repeating timer during `runUntilIdle` (nil outside it).
    var idleTicks: [ObjectIdentifier: Int]?
    /// A foreground timer that ticked `Device.neverIdleTicks` times in one `runUntilIdle`.
    var neverIdleTimer: (app: AppID, timer: TimerEntry)?
}
