import Dispatch
import FoundationEssentials
import TracePictures

#if canImport(Glibc)
import Glibc
#endif

/// The last line of defence for `applife explore`, like `applife run`'s: a hook cannot
/// interrupt a C function such as a runaway string pattern, so if one run outlives the
/// time limit by two seconds, the process says so and exits with code 2.
final class ExploreWatchdog: @unchecked Sendable {
    private let lock = Lock()
    private var started: [Int: Date] = [:]
    private var stopped = false
    private let limit: Double
    private let path: String

    init?(timeout: Double, path: String) {
        guard timeout > 0 else { return nil }
        limit = timeout + 2
        self.path = path
        tick()
    }

    func started(worker: Int) {
        lock.lock()
        started[worker] = Date()
        lock.unlock()
    }

    func finished(worker: Int) {
        lock.lock()
        started[worker] = nil
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private func tick() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !stopped else { return }
            let now = Date()
            if started.values.contains(where: { now.timeIntervalSince($0) > limit }) {
                TextSink.standardError.write(
                    "\(SafeText.terminalLine(path)): time limit of \(TextFunctions.printf("%g", limit - 2)) s exceeded in one run "
                        + "(stuck inside a library function, such as a string pattern, that cannot be interrupted)\n")
                exit(ExitStatus.scriptError)
            }
            tick()
        }
    }
}
