import Lifecycle
import LuaHost

/// The result of one scenario: its name, its trace and how it ended.
public struct ScenarioResult {
    public enum Status: String, Sendable { case passed, failed, error }
    public let name: String
    public let outcome: ScenarioOutcome
    /// Every record of the scenario's device, in order (up to where the run stopped).
    public let records: TraceLog
    /// What the failed expectation compared, when one failed (a lab's report words it).
    public var expectation: ExpectationDetail? = nil
    /// What every expectation compared, passed or not, in order (only with
    /// `RunOptions.recordsExpectations`).
    public var checked: [ExpectationDetail] = []

    public var status: Status { outcome.status }
    /// The expectation report (failed) or the error message and traceback (error).
    public var report: String? { outcome.report }
    /// `file:line` of the failed expectation or of the error.
    public var location: String? { outcome.location }

    /// The same name and outcome without the trace (what a summary keeps).
    public var withoutRecords: ScenarioResult {
        ScenarioResult(name: name, outcome: outcome, records: [], expectation: expectation)
    }
}

/// What the runner tells its caller while it works, so output streams: a scenario starts,
/// each of its records as it happens, the scenario's result (after which the runner keeps
/// nothing of it, so a file of many scenarios or long traces never holds them all).
///
///     var events = RunEvents()
///     events.started = { name, index, total in print("== [\(index)/\(total)] \(name)") }
///     events.stateReady = { probe in watchdog.arm(probe, place: path) }
///     events.record = { print(TraceRecord.textLine($0)) }
public struct RunEvents {
    /// A scenario is about to run: its name, its number (from 1) and how many will run.
    public var started: ((_ name: String, _ index: Int, _ total: Int) -> Void)?
    /// A Lua state was made and is about to run (the main chunk, then each scenario): its
    /// probe reports the script's last line from any thread (a watchdog reads it).
    public var stateReady: ((LuaPositionProbe) -> Void)?
    /// A record of the running scenario.
    public var record: ((TraceRecord) -> Void)?
    /// A scenario ended.
    public var finished: ((ScenarioResult) -> Void)?

    public init() {}
}

/// Runs a scenario file: the main chunk declares apps and scenarios; each
/// scenario then runs on a fresh device and a Lua state as fresh (the main
/// chunk runs again first; ``ScenarioSessions``). A file without scenarios is one scenario: its
/// main chunk, named after the file.
///
/// Call it on a thread with a large stack (``LuaThread``).
public enum ScenarioRunner {
    /// Every selected scenario's result, in order (tests, and callers that want them all).
    public static func run(path: String, source: [UInt8], options: RunOptions) throws -> [ScenarioResult] {
        final class Collected { var results: [ScenarioResult] = [] }
        let collected = Collected()
        var events = RunEvents()
        events.finished = { collected.results.append($0) }
        try run(path: path, source: source, options: options, events: events)
        return collected.results
    }

    /// Runs the selected scenarios (``RunOptions/filter``, ``RunOptions/scenario``,
    /// ``RunOptions/line``), telling `events` as it goes and keeping nothing. Throws
    /// ``ScenarioSelectionError`` when a selection matches nothing; a file that does not
    /// load is a result, not a throw.
    public static func run(path: String, source: [UInt8], options: RunOptions, events: RunEvents) throws {
        let source = LuaSource(bytes: source)
        let discovery = discover(path: path, source: source, options: options, events: events)
        if discovery.declared.isEmpty, discovery.result.status != .error {
            // A file without scenarios has nothing a selection could choose.
            _ = try ScenarioSelection(options).select(from: [])
        }
        if discovery.declared.isEmpty || discovery.result.status == .error {
            events.started?(discovery.result.name, 1, 1)
            for record in discovery.result.records { events.record?(record) }
            events.finished?(discovery.result)
            return
        }
        let selected = try ScenarioSelection(options).select(from: discovery.declared)
        let sessions = ScenarioSessions(path: path, source: source, options: options)
        defer { sessions.close() }
        for (index, name) in selected.enumerated() {
            events.started?(name, index + 1, selected.count)
            events.finished?(runScenario(name, path: path, in: sessions, events: events))
        }
    }

    /// The scenarios the file declares (name and line), without running any; or the
    /// main chunk's error (or failed expectation).
    public static func list(path: String, source: [UInt8], options: RunOptions) -> ScenarioListing {
        let discovery = discover(path: path, source: LuaSource(bytes: source), options: options, events: RunEvents())
        return ScenarioListing(
            scenarios: discovery.declared,
            error: discovery.result.status != .passed ? discovery.result : nil)
    }

    private static func discover(
        path: String, source: LuaSource, options: RunOptions, events: RunEvents
    ) -> (declared: [DeclaredScenario], result: ScenarioResult) {
        let session: ScriptSession
        do {
            session = try ScriptSession(path: path, options: options)
        } catch {
            let outcome = ScriptSession.outcome(of: error, path: path)
            return ([], ScenarioResult(name: fileName(path), outcome: outcome, records: []))
        }
        defer { session.close() }
        events.stateReady?(session.state.positionProbe)
        let outcome = finish(session) { try session.runMainChunk(source) }
        let declared = session.run.scenarios.map { DeclaredScenario(name: $0.name, location: $0.location) }
        var result = ScenarioResult(name: fileName(path), outcome: outcome, records: session.keptRecords)
        if declared.isEmpty, outcome == .passed, result.records.isEmpty {
            result = ScenarioResult(
                name: result.name,
                outcome: .scriptError(
                    ScriptError(
                        kind: .nothingToRun,
                        message: session.run.invariants.isEmpty
                            ? "\(path): nothing to run: the file declares no scenario and its main chunk left no trace "
                                + "(declare one: scenario(\"name\", function() ... end))"
                            : "\(path): nothing to run: the file declares invariants but no scenario "
                                + "(explore it: applife explore \(path); or declare a scenario)")),
                records: [])
        }
        return (declared, result)
    }

    private static func runScenario(
        _ name: String, path: String, in sessions: ScenarioSessions, events: RunEvents
    ) -> ScenarioResult {
        sessions.withSession(events) { session, runMainChunk in
            session.onRecord = events.record
            let outcome = finish(session) {
                try session.declareOnly(name)
                try runMainChunk()
                try session.declareOnly(nil)
                guard let scenario = session.run.scenarios.first(where: { $0.name == name }) else {
                    throw LuaError(kind: .runtime, message: "\(path): scenario '\(name)' was not declared again")
                }
                session.run.expectMark = session.device.mark()
                session.run.scenarioRunning = true
                try session.timeline.run(scenario.body, in: session)
            }
            var expectation: ExpectationDetail?
            if case .expectationFailed = outcome { expectation = session.run.stop.failure?.detail }
            var result = ScenarioResult(
                name: name, outcome: outcome, records: session.keptRecords, expectation: expectation)
            result.checked = session.run.checked
            return result
        } failed: { error in
            ScenarioResult(name: name, outcome: ScriptSession.outcome(of: error, path: path), records: [])
        }
    }

    /// Runs `body` on a started session; how it ended.
    private static func finish(_ session: ScriptSession, _ body: () throws -> Void) -> ScenarioOutcome {
        do {
            try body()
            try session.checkFatal()
        } catch {
            return session.outcome(of: error)
        }
        if let crash = session.unexpectedCrash() { return .unexpectedCrash(crash) }
        return .passed
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

/// A `scenario(name, fn)` of the file: its name and the `file:line` of the declaration.
public struct DeclaredScenario: Sendable, Equatable {
    public let name: String
    public let location: String?

    /// The line of the declaration.
    public var line: Int? {
        guard let location, let colon = location.lastIndex(of: ":") else { return nil }
        return Int(location[location.index(after: colon)...])
    }
}

/// What `applife run FILE --list` shows: the declared scenarios, or why the file did not load.
public struct ScenarioListing {
    public let scenarios: [DeclaredScenario]
    /// The main chunk's error, if it failed.
    public let error: ScenarioResult?
}
