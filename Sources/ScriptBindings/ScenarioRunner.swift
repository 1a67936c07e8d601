import Lifecycle
import LuaHost

/// The result of one scenario: its name, its trace and how it ended.
public struct ScenarioResult {
    public enum Status: String, Sendable { case passed, failed, error }
    public let name: String
    public let outcome: ScenarioOutcome
    /// Every record of the scenario's device, in order.
    public let records: [TraceRecord]

    public var status: Status { outcome.status }
    /// The expectation report (failed) or the error message and traceback (error).
    public var report: String? { outcome.report }
    /// `file:line` of the failed expectation or of the error.
    public var location: String? { outcome.location }

    /// The same name and outcome without the trace (what a summary keeps).
    public var withoutRecords: ScenarioResult { ScenarioResult(name: name, outcome: outcome, records: []) }
}

/// What a caller learns while a file runs, as it happens.
///
///     ScenarioRunner.run(path: path, source: bytes, options: options, progress: ScenarioProgress(
///         started: { probe in watchdog.arm(probe, place: path) },
///         finished: { result in watchdog.disarm(); report.write(result) }))
public struct ScenarioProgress {
    /// A Lua state was made and is about to run (the main chunk, then each
    /// scenario): its probe reports the script's last line from any thread.
    public var started: (LuaPositionProbe) -> Void
    /// One scenario ended, with its trace; nothing of it is kept afterwards.
    public var finished: (ScenarioResult) -> Void

    public init(started: @escaping (LuaPositionProbe) -> Void = { _ in }, finished: @escaping (ScenarioResult) -> Void) {
        self.started = started
        self.finished = finished
    }
}

/// Runs a scenario file: the main chunk declares apps and scenarios; each
/// scenario then runs on a fresh device and a fresh Lua state (the main
/// chunk runs again first). A file without scenarios is one scenario: its
/// main chunk, named after the file.
///
/// Call it on a thread with a large stack (``LuaThread``).
public enum ScenarioRunner {
    /// Every scenario's result, in order.
    public static func run(path: String, source: [UInt8], options: RunOptions) -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        run(path: path, source: source, options: options, progress: ScenarioProgress { results.append($0) })
        return results
    }

    /// Hands each result to `progress` as soon as its scenario ends: a file
    /// of many scenarios, or of long traces, never holds them all.
    public static func run(path: String, source: [UInt8], options: RunOptions, progress: ScenarioProgress) {
        let source = LuaSource(bytes: source)
        if let name = options.scenario { return runNamed(name, path: path, source: source, options: options, progress: progress) }
        let discovery = ScriptSession(path: path, options: options)
        defer { discovery.close() }
        let mainOutcome = attempt(discovery, progress) { try discovery.runMainChunk(source) }
        let declared = discovery.scenarios.map(\.name)
        if declared.isEmpty || mainOutcome.status == .error {
            progress.finished(result(named: fileName(path), discovery, mainOutcome))
            return
        }
        discovery.close()
        let selected = declared.filter { name in
            (options.filter.map { name.contains($0) } ?? true) && (options.scenario.map { name == $0 } ?? true)
        }
        for name in selected {
            let session = ScriptSession(path: path, options: options)
            let outcome = attempt(session, progress) {
                try session.runMainChunk(source)
                guard let scenario = session.scenarios.first(where: { $0.name == name }) else {
                    throw LuaError(kind: .runtime, message: "\(path): scenario '\(name)' was not declared again")
                }
                session.expectMark = session.device.mark()
                session.scenarioRunning = true
                try session.timeline.run(scenario.body, in: session)
            }
            let finished = result(named: name, session, outcome)
            session.close()
            progress.finished(finished)
        }
    }

    /// One named scenario (a lab check): no discovery pass, since the session that runs
    /// the scenario runs the main chunk first anyway. Ends as the discovery pass would:
    /// a main chunk that fails, or declares no scenario, is one result named after the
    /// file; a file without that scenario has no result.
    private static func runNamed(
        _ name: String, path: String, source: LuaSource, options: RunOptions, progress: ScenarioProgress
    ) {
        let session = ScriptSession(path: path, options: options)
        defer { session.close() }
        let mainOutcome = attempt(session, progress) { try session.runMainChunk(source) }
        if session.scenarios.isEmpty || mainOutcome.status == .error {
            return progress.finished(result(named: fileName(path), session, mainOutcome))
        }
        guard let scenario = session.scenarios.first(where: { $0.name == name }),
            options.filter.map({ name.contains($0) }) ?? true
        else { return }
        var outcome = mainOutcome  // an expectation failed in the main chunk: the check failed
        if outcome.status == .passed {
            session.expectMark = session.device.mark()
            session.scenarioRunning = true
            do {
                try session.timeline.run(scenario.body, in: session)
            } catch {
                outcome = session.outcome(of: error)
            }
        }
        let finished = result(named: name, session, outcome)
        session.close()
        progress.finished(finished)
    }

    private static func attempt(
        _ session: ScriptSession, _ progress: ScenarioProgress, _ body: () throws -> Void
    ) -> ScenarioOutcome {
        do {
            try session.start()
            progress.started(session.state.positionProbe)
            try body()
            return .passed
        } catch {
            return session.outcome(of: error)
        }
    }

    private static func result(named name: String, _ session: ScriptSession, _ outcome: ScenarioOutcome) -> ScenarioResult {
        ScenarioResult(name: name, outcome: outcome, records: session.device.records)
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
