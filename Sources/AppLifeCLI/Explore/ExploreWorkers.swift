import LuaHost

/// How many workers `explore --jobs N` runs: N, unless the process's memory budget
/// (``ProcessMemory``: an address-space cap, `ulimit -v`) holds fewer. Every worker has a
/// Lua state with the full `--memory-limit` (so a run's outcome never depends on how many
/// ran beside it), its rewinding region and its checkpoint, a thread's stack and arena, and
/// the explored file compiled; the host keeps a reserve for the rest (the report, shrinking).
/// Sixteen workers of 512 MB each under a 2 GiB cap once ended in SIGSEGV.
///
///     ExploreWorkers.allowed(16, memoryMegabytes: 512, sourceBytes: 300)
///     // (1, "applife explore: --jobs 16 lowered to 1: ...") under ulimit -v 2097152
enum ExploreWorkers {
    /// What the host keeps for itself beside the workers.
    static let hostReserve = 256 << 20

    /// The workers to run and, when fewer than `requested`, the line that says why.
    static func allowed(
        _ requested: Int, memoryMegabytes: Int, sourceBytes: Int, cap: Int? = ProcessMemory.addressSpaceLimit,
        used: Int = ProcessMemory.addressSpaceUsed
    ) -> (jobs: Int, note: String?) {
        guard requested > 1, let cap else { return (requested, nil) }
        let limit = memoryMegabytes > 0 ? memoryMegabytes << 20 : nil
        let worker =
            ProcessMemory.rewindRegion(memoryLimit: limit, cap: cap) + (limit ?? cap / 4) + ProcessMemory.threadOverhead
            + 2 * sourceBytes
        let room = cap - used - hostReserve
        let fit = max(1, room / worker)
        guard fit < requested else { return (requested, nil) }
        let note =
            "applife explore: --jobs \(requested) lowered to \(fit): this process may use \(cap >> 20) MB of address "
            + "space (ulimit -v), \(used >> 20) MB of it in use, and each worker may take \(worker >> 20) MB "
            + "(its --memory-limit of \(memoryMegabytes) MB, a copy to rewind to, its stack and the file)"
        return (fit, note)
    }
}
