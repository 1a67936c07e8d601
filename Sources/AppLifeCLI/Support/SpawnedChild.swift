import CSpawn
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// A child process started with one `posix_spawn` and waited for on the calling thread
/// (no helper thread, no polling), killed with SIGKILL if it outlives its wall-clock limit.
///
///     let end = try SpawnedChild.run(
///         "/usr/bin/applife", ["lab", "run-one", "erin.lua"], environment: ["PATH": "/usr/bin:/bin"],
///         directory: folder, stdout: "\(folder)/.result.json", stderr: "\(folder)/.stderr", wallSeconds: 30)
///     end.code      // its exit status (when `signal` is 0)
enum SpawnedChild {
    struct End: Equatable {
        /// The exit status, when no signal ended it.
        var code: Int32
        /// The signal that ended it, or 0.
        var signal: Int32
        /// Killed at the wall-clock limit.
        var timedOut: Bool
    }

    enum Failure: Error, CustomStringConvertible {
        case start(String, Int32)
        case wait(Int32)

        var description: String {
            switch self {
            case .start(let path, let error): return "cannot start \(path): \(String(cString: strerror(error)))"
            case .wait(let error): return "cannot wait for a child: \(String(cString: strerror(error)))"
            }
        }
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: String,
        stdout: String, stderr: String, wallSeconds: Double
    ) throws -> End {
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let error = (argv + [nil]).withUnsafeBufferPointer { arguments in
            (envp + [nil]).withUnsafeBufferPointer { environment in
                applife_spawn(
                    &pid, executable, arguments.baseAddress, environment.baseAddress, directory, stdout, stderr)
            }
        }
        guard error == 0 else { throw Failure.start(executable, error) }
        let limit = WallLimit(pid)
        let kill = DispatchWorkItem { limit.kill() }
        DispatchQueue.global().asyncAfter(deadline: .now() + min(max(wallSeconds, 0), 1e9), execute: kill)
        let waited = applife_await_end(pid)
        limit.ended()
        kill.cancel()
        var code: Int32 = 0, signal: Int32 = 0
        let reaped = applife_reap(pid, &code, &signal)
        guard waited == 0, reaped == 0 else { throw Failure.wait(waited != 0 ? waited : reaped) }
        return End(code: code, signal: signal, timedOut: limit.killed && signal == SIGKILL)
    }

    /// Kills the child at most once, and never after it has ended: it is not reaped until
    /// `ended()`, so its pid still names it when `kill()` runs.
    private final class WallLimit: @unchecked Sendable {
        private let lock = Lock()
        private let pid: pid_t
        private var done = false
        private(set) var killed = false

        init(_ pid: pid_t) { self.pid = pid }

        func kill() {
            lock.withLock {
                guard !done else { return }
                _ = Glibc.kill(pid, SIGKILL)
                killed = true
            }
        }

        func ended() { lock.withLock { done = true } }
    }
}
