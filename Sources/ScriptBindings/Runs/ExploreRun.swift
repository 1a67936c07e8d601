import Exploration
import Lifecycle
import LuaHost

/// One exploration run of a Lua file: a Lua state and device on which the file's main
/// chunk has declared its apps, `device{}` and invariants; exploration then performs its
/// steps and checks the invariants after each (`ExplorationSubject`). The state is a fresh
/// one, or one that ``ExploreRuns`` rewinds to where a fresh one would be.
///
///     let run = try ExploreRun(path: "notes.lua", source: bytes, options: RunOptions())
///     defer { run.close() }
///     let record = ExplorationRunner.walk(run, depth: 20, seed: 7)
///
/// Create, use and close it on one thread with a large stack (``LuaThread``).
public final class ExploreRun: ExplorationSubject {
    private let session: ScriptSession
    /// The session serves run after run (``ExploreRuns``): closing ends this run only.
    private let shared: Bool
    /// Where the run stopped, kept when it closes (a shared session goes on to other runs).
    private var stopSeq: Int?
    public private(set) var isClosed = false

    /// Runs the main chunk. Throws ``ExploreRunError`` when it cannot (a syntax error, a
    /// failed expectation or error in the main chunk, a limit). `stateReady` gets the new Lua
    /// state's position probe before any script runs (a watchdog follows it).
    public init(
        path: String, source: [UInt8], options: RunOptions, stateReady: ((LuaPositionProbe) -> Void)? = nil
    ) throws {
        do {
            session = try ScriptSession(path: path, options: options)
        } catch {
            throw ExploreRunError(ScriptSession.outcome(of: error, path: path))
        }
        shared = false
        session.checksInvariants = false
        do {
            stateReady?(session.state.positionProbe)
            try session.runMainChunk(LuaSource(bytes: source))
        } catch {
            defer { session.close() }
            throw ExploreRunError(session.outcome(of: error))
        }
    }

    /// The next run of a session that rewinds (``ExploreRuns``): the state goes back to its
    /// checkpoint, then the compiled main chunk runs.
    init(rewinding session: ScriptSession, chunk: LuaRef, stateReady: ((LuaPositionProbe) -> Void)?) throws {
        self.session = session
        shared = true
        do {
            try session.startAnotherRun()
            stateReady?(session.state.positionProbe)
            try session.runMainChunk(chunk)
        } catch {
            defer { close() }
            throw ExploreRunError(session.outcome(of: error))
        }
    }

    public var device: Device { session.device }

    /// Whether `record` happened before the run stopped (a misuse of applife in app code):
    /// later records, such as the crash the error left behind, are not shown, as under `run`.
    public func isShown(_ record: TraceRecord) -> Bool {
        (isClosed ? stopSeq : session.run.stop.seq).map { record.seq < $0 } ?? true
    }

    /// The names of the file's invariants, in order.
    public var invariantNames: [String] { session.run.invariants.map(\.name) }

    /// The scenarios the file declares (exploration does not run them).
    public var scenarioNames: [String] { session.run.scenarios.map(\.name) }

    public func perform(_ action: DeviceAction) throws {
        do {
            session.run.worldStarted = true
            try session.drive { try session.device.perform(action) }
        } catch {
            throw ExploreRunError(session.outcome(of: error))
        }
    }

    public func brokenInvariants() throws -> [InvariantViolation] {
        do {
            return try session.brokenInvariants().map(\.1)
        } catch {
            throw ExploreRunError(session.outcome(of: error))
        }
    }

    /// Ends the run: closes its Lua state, or leaves a shared one to the next run. The
    /// device and ``isShown(_:)`` still answer.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        stopSeq = session.run.stop.seq
        if shared { session.detachFromDevice() } else { session.close() }
    }
}

/// Why an exploration run stopped: the outcome `applife run` would report. A script error
/// (a misuse of the API in app code, an error in an invariant) is reproducible: the same
/// steps stop at the same line with the same message, so shrinking looks for fewer.
public struct ExploreRunError: ReproducibleError, CustomStringConvertible {
    public let outcome: ScenarioOutcome

    public init(_ outcome: ScenarioOutcome) { self.outcome = outcome }

    public var signature: String? {
        guard case .scriptError(let error) = outcome, error.kind == .runtime else { return nil }
        return (error.location ?? "") + " " + (error.message.split(separator: "\n").first.map(String.init) ?? "")
    }

    public var description: String {
        let text = outcome.report ?? "error"
        guard let location = outcome.location, !text.hasPrefix(location) else { return text }
        return "\(location): \(text)"
    }
}

extension ScriptSession {
    /// What an error stopping the script means, as `applife run` reports it.
    /// A failed expectation comes first, then a stop (a misuse in app code, a budget).
    func outcome(of error: any Error) -> ScenarioOutcome {
        if let failure = run.stop.failure {
            return .expectationFailed(report: failure.text, location: failure.location)
        }
        if let fatal = run.stop.fatal { return ScenarioOutcome(fatal) }
        return Self.outcome(of: error, path: path)
    }

    /// What an error that kept a session for `path` from being made means.
    static func outcome(of error: any Error, path: String) -> ScenarioOutcome {
        if let error = error as? LuaError { return ScenarioOutcome(error) }
        return .scriptError(ScriptError(kind: .host, message: "\(path): \(error)"))
    }
}
