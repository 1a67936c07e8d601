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
                try session.timeline.run(scenario.body, in: session)
            }
            return result(named: name, session, outcome)
        }
    }

    private static func attempt(_ session: ScriptSession, _ body: () throws -> Void) -> ScenarioOutcome {
        do {
            try session.start()
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
