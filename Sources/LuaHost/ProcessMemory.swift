#if canImport(Glibc)
import Glibc
#endif

/// The memory of the whole process, which every Lua state, worker thread and host copy in
/// it shares: under an address-space cap (`ulimit -v`, as graders and CI sandboxes set), one
/// budget for all of them. A state's rewinding region is sized to it, `explore --jobs` is
/// lowered to what it holds, and a block the system refuses below a state's own limit is
/// reported as the cap's doing, never as a signal.
///
///     ProcessMemory.addressSpaceLimit    // 2_147_483_648 under ulimit -v 2097152; nil: none
public enum ProcessMemory {
    /// The most address space the process may have (the soft `RLIMIT_AS`), nil when unlimited.
    public static var addressSpaceLimit: Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(Int.max)
        else { return nil }
        return Int(limit.rlim_cur)
    }

    /// The address space the process has now (`VmSize`), 0 when it cannot be read.
    public static var addressSpaceUsed: Int {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 63) }
        guard count > 0 else { return 0 }
        var pages = 0
        for byte in buffer[0..<count] {
            guard (48...57).contains(byte) else { break }
            pages = pages * 10 + Int(byte - 48)
        }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The address space a worker thread takes besides its Lua state: its stack
    /// (``LuaThread/defaultStackSize``) and the C library's arena for the thread's own
    /// allocations (64 MiB of addresses on 64-bit glibc).
    public static let threadOverhead = LuaThread.defaultStackSize + (64 << 20)

    /// The addresses a rewinding state with `memoryLimit` reserves for its region: far more
    /// than any limit when the process has no cap (no memory is used until Lua touches it);
    /// under a cap, twice the state's limit and a little, so that several fit.
    public static func rewindRegion(memoryLimit: Int?, cap: Int? = addressSpaceLimit) -> Int {
        let unbounded = 1 << 36
        guard let cap else { return unbounded }
        return min(unbounded, (memoryLimit ?? cap / 4) * 2 + (64 << 20))
    }

    /// The message for a block the system refused below the state's own limit.
    static var refusalText: String {
        guard let cap = addressSpaceLimit else { return "not enough memory (the system refused it)" }
        return "not enough memory: the system refused it below the memory limit, because this process may use only "
            + "\(cap >> 20) MB of address space (ulimit -v); fewer --jobs, or a lower --memory-limit, leave more"
    }
}
