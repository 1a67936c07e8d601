import Lifecycle
import LuaHost

/// The outcome of one scenario.
public struct ScenarioResult {
    public enum Status: String, Sendable { case passed, failed, error }
    public let name: String
    public let status: Status
    /// Every record of the scenario's device, in order.
    public let records: [TraceRecord]
    /// The expectation report (failed) or the error message and traceback (error).
    public let report: String?
    /// `file:line` of the failed expectation or of the error.
    public let location: String?
}

/// Runs a scenario file: the main chunk declares apps and scenarios; each
/// scenario then runs on a fresh device and a fresh Lua state (the main
/// chunk runs again first). A file without scenarios is one scenario: its
/// main chunk, named after the file.
///
/// Call it on a thread with a large stack (``LuaThread``).
public enum ScenarioRunner {
    public static func run(path: String, source: [UInt8], options: RunOptions) -> [ScenarioResult] {
        let source = LuaSource(bytes: source)
        let discovery = ScriptSession(path: path, options: options)
        defer { discovery.close() }
        let mainOutcome = attempt(discovery) { try discovery.runMainChunk(source) }
        let declared = discovery.scenarios.map(\.name)
        if declared.isEmpty || mainOutcome.status == .error {
            return [result(named: fileName(path), discovery, mainOutcome)]
        }
        let selected = declared.filter { name in
            (options.filter.map { name.contains($0) } ?? true) && (options.scenario.map { name == $0 } ?? true)
        }
        return selected.map { name in
            let session = ScriptSession(path: path, options: options)
            defer { session.close() }
            let outcome = attempt(session) {
                try session.runMainChunk(source)
                guard let scenario = session.scenarios.first(where: { $0.name == name }) else {
                    throw LuaError(kind: .runtime, message: "\(path): scenario '\(name)' was not declared again")
                }
                session.expectMark = session.device.mark()
                session.scenarioRunning = true
                try session.timeline.run(scenario.body, in: session)
            }
            return result(named: name, session, outcome)
        }
    }

    private struct Outcome {
        var status: ScenarioResult.Status
        var report: String?
        var location: String?
    }

    private static func attempt(_ session: ScriptSession, _ body: () throws -> Void) -> Outcome {
        do {
            try session.start()
            try body()
            return Outcome(status: .passed)
        } catch {
            if let failure = session.failure {
                return Outcome(status: .failed, report: failure.text, location: failure.location)
            }
            guard let error = error as? LuaError else {
                return Outcome(status: .error, report: "\(session.path): \(error)")
            }
            var text = error.message
            if let traceback = error.traceback { text += "\n" + ErrorText.userFrames(traceback) }
            let location = error.file.flatMap { file in error.line.map { "\(file):\($0)" } }
            return Outcome(status: .error, report: text, location: location)
        }
    }

    private static func result(named name: String, _ session: ScriptSession, _ outcome: Outcome) -> ScenarioResult {
        ScenarioResult(
            name: name, status: outcome.status, records: session.device.records,
            report: outcome.report, location: outcome.location)
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
