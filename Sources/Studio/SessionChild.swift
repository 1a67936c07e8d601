import Dispatch
import NIOConcurrencyHelpers

#if canImport(Glibc)
import Glibc
#endif

/// A page's session process, started with one `posix_spawn`: its stdin, stdout and stderr
/// are pipes whose other ends the server reads and writes without blocking (NIO), every other
/// descriptor is closed in it, and a helper thread waits for it to end, so it is reaped
/// exactly once and never killed after that (its pid could name another process by then).
final class SessionChild: @unchecked Sendable {
    let pid: pid_t
    /// The server's ends: it writes requests to `input` and reads `output` and `errors`.
    let input: Int32
    let output: Int32
    let errors: Int32
    private let reaped = NIOLockedValueBox(false)

    private init(pid: pid_t, input: Int32, output: Int32, errors: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
    }

    /// Starts `executable` with `arguments`; `ended` gets its wait status once it has ended.
    static func start(_ executable: String, _ arguments: [String], ended: @escaping @Sendable (Int32) -> Void) throws
        -> SessionChild
    {
        // Every end is close-on-exec; the child's three are duplicated onto 0, 1 and 2.
        // (Sessions start one at a time, on the server's one event loop, so no other spawn
        // can inherit an end before it is marked.)
        let toChild = try makePipe()
        let fromChild: [Int32], errorsFromChild: [Int32]
        do {
            fromChild = try makePipe()
            do {
                errorsFromChild = try makePipe()
            } catch {
                closeAll(fromChild)
                throw error
            }
        } catch {
            closeAll(toChild)
            throw error
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGURG] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        // A process group of its own, which the studio ends whole (``SessionGroups``).
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = (argv + [nil]).withUnsafeBufferPointer { arguments in
            posix_spawn(&pid, executable, &actions, &attributes, arguments.baseAddress!, environ)
        }
        close(toChild[0])
        close(fromChild[1])
        close(errorsFromChild[1])
        guard status == 0 else {
            closeAll([toChild[1], fromChild[0], errorsFromChild[0]])
            throw SpawnError(status)
        }
        SessionGroups.add(pid)
        let child = SessionChild(pid: pid, input: toChild[1], output: fromChild[0], errors: errorsFromChild[0])
        let started = pid
        DispatchQueue.global().async {
            let pid = started
            // Wait for the end without reaping, so a kill meanwhile still names this process.
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
            child.reaped.withLockedValue { reaped in
                SessionGroups.remove(pid)
                reaped = true
            }
            var wait: Int32 = 0
            while waitpid(pid, &wait, 0) < 0 && errno == EINTR {}
            ended(wait)
        }
        return child
    }

    /// SIGKILL to its process group, unless it has already ended and been reaped.
    func kill() {
        reaped.withLockedValue { reaped in
            if !reaped { _ = Glibc.kill(-pid, SIGKILL) }
        }
    }

    private static func makePipe() throws -> [Int32] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnError(errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }

    /// Words for a wait status: "exit status 2", "killed by signal 9".
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return "exit status \((status >> 8) & 0xff)" }
        return "killed by signal \(signal)"
    }
}

struct SpawnError: Error, CustomStringConvertible {
    let code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { "cannot start a session process: \(String(cString: strerror(code)))" }
}
