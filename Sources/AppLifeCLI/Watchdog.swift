import Foundation
import LuaHost

/// The last line of defence: a hook cannot interrupt a C function such as a
/// runaway `string.find`, so if a script outlives its time limit by a grace
/// period, the process reports where the script was and exits with code 2.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var state: LuaState?
    private var cancelled = false

    init(limits: RunLimits, path: String) {
        guard limits.timeout > 0 else { return }
        let grace = limits.timeout + 2
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !cancelled else { return }
            let place = state?.lastPosition.map { "\($0.file):\($0.line)" } ?? path
            let report = TextSink.standardError
            report.write("\(place): time limit of \(String(format: "%g", limits.timeout)) s exceeded "
                + "(stuck inside a library function, such as a string pattern, that cannot be interrupted)\n")
            exit(ExitStatus.scriptError)
        }
    }

    func watch(_ state: LuaState?) {
        lock.lock()
        self.state = state
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
