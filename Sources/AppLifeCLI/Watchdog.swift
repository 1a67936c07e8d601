import Foundation
import LuaHost

/// The last line of defence: a hook cannot interrupt a C function such as a runaway
/// `string.find`, so if a scenario (or the file's main chunk) outlives its time limit by a
/// grace period, the process flushes what it printed, reports where the script was, and
/// exits with code 2. It is armed per scenario, so many scenarios that each keep within
/// the limit never trip it, and disarmed while reports are written.
///
///     let watchdog = Watchdog(limits: limits, path: "x.lua", flushing: output)
///     watchdog.arm("slow scenario"); watchdog.watch(state); ...; watchdog.disarm()
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let timeout: Double
    private let path: String
    private let flushing: [TextSink]
    private var state: LuaState?
    private var scenario: String?
    private var generation = 0
    private var armed = false

    init(limits: RunLimits, path: String, flushing: [TextSink] = []) {
        timeout = limits.timeout
        self.path = path
        self.flushing = flushing
    }

    /// Starts the clock for one scenario (nil: the main chunk).
    func arm(_ scenario: String?) {
        guard timeout > 0 else { return }
        lock.lock()
        generation += 1
        armed = true
        state = nil
        self.scenario = scenario
        let mine = generation
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 2) { [self] in fire(mine) }
    }

    func watch(_ state: LuaState?) {
        lock.lock()
        self.state = state
        lock.unlock()
    }

    func disarm() {
        lock.lock()
        armed = false
        state = nil
        lock.unlock()
    }

    private func fire(_ mine: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard armed, generation == mine else { return }
        let place = state?.lastPosition.map { "\($0.file):\($0.line)" } ?? path
        let within = scenario.map { " in scenario '\($0)'" } ?? ""
        for sink in flushing { sink.flush() }
        TextSink.standardError.write("\(place): time limit of \(String(format: "%g", timeout)) s exceeded\(within) "
            + "(stuck inside a library function, such as a string pattern, that cannot be interrupted)\n")
        exit(ExitStatus.scriptError)
    }
}
