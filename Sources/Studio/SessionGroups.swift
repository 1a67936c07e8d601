#if canImport(Glibc)
import Glibc
#endif

/// The process groups of the live session processes, so that whatever stops the studio
/// (Ctrl-C, `kill`, a closed terminal: SIGINT, SIGTERM, SIGHUP) ends every session with it.
/// Each session runs in a process group of its own (its pid), so a stop signal meant for the
/// studio does not reach it by itself: the studio's handler kills each group, then dies of
/// the signal as before. A session stuck in a library function once ran on as an orphan at
/// full CPU for up to 900 s after `kill` of the studio.
///
/// The groups are kept in a fixed table of plain words, which a signal handler may read
/// (it takes no lock and allocates nothing).
enum SessionGroups {
    /// More than ``StudioLimits/sessions`` live at once: an ended session's slot is freed
    /// before its process is reaped.
    static let capacity = 64

    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()

    /// Remembers `pid`'s group (call before it can be signalled).
    static func add(_ pid: pid_t) {
        _ = slots  // made before any handler can run
        for index in 0..<capacity where slots[index] == 0 {
            slots[index] = pid
            return
        }
    }

    /// Forgets `pid`'s group (call before its process is reaped, so its pid is never reused
    /// while listed).
    static func remove(_ pid: pid_t) {
        for index in 0..<capacity where slots[index] == pid { slots[index] = 0 }
    }

    /// SIGKILL to every listed group; async-signal-safe.
    static func killAll() {
        for index in 0..<capacity where slots[index] > 0 { _ = kill(-slots[index], SIGKILL) }
    }

    /// SIGINT, SIGTERM and SIGHUP end every session's group, then the studio, as the signal
    /// would have; unblocked even when whoever started the studio left them blocked (a
    /// blocked mask is inherited across exec).
    static func endSessionsOnStop() {
        _ = slots
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                SessionGroups.killAll()
                // Dies of the signal once the handler returns (it is blocked until then).
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        var stops = sigset_t()
        sigemptyset(&stops)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stops, signal) }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    }
}
