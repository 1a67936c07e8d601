import LuaHost

/// The sessions a file's scenarios run in. Each scenario must start as on a new device with a
/// new Lua state that has run the file's main chunk, and nothing else. Making that state
/// for every scenario (a state, the API, the compiled file) cost about a millisecond each and
/// made a file of n scenarios cost n compiles of all n declarations; so the state is made
/// and the file compiled once, and each scenario rewinds to that point
/// (``ScriptSession/startAnotherRun()``). Where a state cannot rewind, or the file does not
/// compile, each scenario gets a fresh session, which reports the error as before.
///
/// Use it on one thread, with a large stack (``LuaThread``).
final class ScenarioSessions {
    private let path: String
    private let source: LuaSource
    private let options: RunOptions
    private var shared: (session: ScriptSession, chunk: LuaRef)?

    init(path: String, source: LuaSource, options: RunOptions) {
        self.path = path
        self.source = source
        self.options = options
        shared = ScriptSession.rewinding(path: path, source: source, options: options)
    }

    /// Runs `body` with a session in which the main chunk is about to run, and the chunk
    /// to run; the session is ready for ``ScriptSession/outcome(of:)`` if `body` throws.
    /// A run that outgrew the shared state's addresses (a block a new state would have had
    /// was refused) runs again on a fresh session, and so do the runs after it.
    /// `failed` gets the error when no session could be made.
    func withSession<Result>(
        _ events: RunEvents, _ body: (ScriptSession, _ runChunk: () throws -> Void) -> Result,
        failed: (any Error) -> Result
    ) -> Result {
        if let (session, chunk) = shared, (try? session.startAnotherRun()) != nil {
            events.stateReady?(session.state.positionProbe)
            let result = body(session) { try session.runMainChunk(chunk) }
            if !session.state.outgrewItsRegion { return result }
            close()
        }
        let session: ScriptSession
        do {
            session = try ScriptSession(path: path, options: options)
        } catch {
            return failed(error)
        }
        defer { session.close() }
        events.stateReady?(session.state.positionProbe)
        return body(session) { try session.runMainChunk(source) }
    }

    func close() {
        shared?.session.close()
        shared = nil
    }

    deinit { close() }
}
