import Lifecycle
import LuaHost

/// One session for run after run of one file (exploration's runs): started with a state
/// that rewinds, its file compiled, ``keepForRuns()`` keeps the state as it is; each
/// ``startAnotherRun()`` then makes the session what a new one is at that point: the Lua
/// state rewound to the checkpoint (``LuaState/rewind()``: every Lua object, upvalue,
/// the registry, the random generator and the collector as they were), a new device, and
/// nothing a run declares or leaves behind. Only the main chunk runs again: the state, the
/// API and the compiled file are made once.
extension ScriptSession {
    /// A started session for `source` whose state rewinds, the file compiled and kept
    /// (``keepForRuns()``), with its compiled main chunk; nil when the state cannot rewind or
    /// the file does not compile (run each time on a new session, which reports the error).
    /// `prepare` sets the session up before the file is compiled.
    static func rewinding(
        path: String, source: LuaSource, options: RunOptions, prepare: (ScriptSession) -> Void = { _ in }
    ) -> (session: ScriptSession, chunk: LuaRef)? {
        guard let session = try? ScriptSession(path: path, options: options, rewinds: true) else { return nil }
        prepare(session)
        do {
            let chunk = try session.loadMainChunk(source)
            if try session.keepForRuns() { return (session, chunk) }
        } catch {}
        session.close()
        return nil
    }

    /// Keeps the state as it is now, the API installed, the file compiled, no script run.
    /// False when the state cannot rewind (the session then serves one run only).
    func keepForRuns() throws -> Bool {
        guard state.canRewind else { return false }
        try state.checkpoint()
        return true
    }

    /// Starts the next run: a new device, link, timeline and ``RunState``, so everything a run
    /// sets goes back to what ``init(path:options:rewinds:)`` left (`ExploreRunsTests`
    /// holds each stored property to it), and the state rewinds.
    func startAnotherRun() throws {
        detachFromDevice()
        link = SessionLink()
        link.session = Unmanaged.passUnretained(self)
        device = Self.newDevice(options)
        device.shouldStop = interruptRequested
        attachDevice()
        timeline = Timeline()
        run = RunState()
        try state.rewind()
    }
}
