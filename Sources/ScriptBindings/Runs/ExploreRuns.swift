import Exploration
import LuaHost

/// Exploration runs of one file on one Lua state that rewinds: the state is made, the API
/// installed and the file compiled once; each ``next(stateReady:)`` rewinds the state to
/// that point (``LuaState/rewind()``) and runs the main chunk, so a run sees nothing an
/// earlier one did and costs what its own script and steps cost. Where a state cannot
/// rewind, or the file does not compile, each run is a fresh ``ExploreRun`` (which reports
/// the error as exploration shows it).
///
///     let runs = ExploreRuns(path: "notes.lua", source: bytes, options: RunOptions())
///     defer { runs.close() }
///     for seed in seeds {
///         let run = try runs.next()
///         defer { run.close() }
///         _ = ExplorationRunner.walk(run, depth: 20, seed: seed)
///     }
///
/// Use it on one thread at a time, with a large stack (``LuaThread``); close each run
/// before the next.
public final class ExploreRuns {
    public let path: String
    public let source: [UInt8]
    public let options: RunOptions
    private var session: ScriptSession?
    private var chunk: LuaRef?
    private var current: ExploreRun?

    public init(path: String, source: [UInt8], options: RunOptions) {
        self.path = path
        self.source = source
        self.options = options
        (session, chunk) =
            ScriptSession.rewinding(path: path, source: LuaSource(bytes: source), options: options) {
                $0.checksInvariants = false
            } ?? (nil, nil)
    }

    /// Whether runs share one state that rewinds (else each has a fresh one).
    public var rewinds: Bool { session != nil }

    /// Whether the last run's state ran out of its region of addresses (a block a new state
    /// would have had was refused): run it again on a fresh ``ExploreRun``.
    public var lastRunOutgrewItsState: Bool { session?.state.outgrewItsRegion ?? false }

    /// The next run. Throws ``ExploreRunError`` as ``ExploreRun/init(path:source:options:stateReady:)`` does.
    public func next(stateReady: ((LuaPositionProbe) -> Void)? = nil) throws -> ExploreRun {
        guard let session, let chunk else {
            return try ExploreRun(path: path, source: source, options: options, stateReady: stateReady)
        }
        precondition(current?.isClosed ?? true, "ExploreRuns: close a run before the next")
        let run = try ExploreRun(rewinding: session, chunk: chunk, stateReady: stateReady)
        current = run
        return run
    }

    /// Closes the state (the runs' devices stay readable).
    public func close() {
        current?.close()
        current = nil
        chunk = nil
        session?.close()
        session = nil
    }

    deinit { close() }
}
