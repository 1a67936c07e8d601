import AppLifeTestSupport
import Foundation
import Testing
import Lifecycle
import LuaHost
import MessageCatalog
import ScriptBindings

// Scenario sources run through ScenarioRunner on a LuaThread (Lua states
// need a large stack); what comes back is plain data: results and records.

/// Runs `source` as the file `test.lua`; every scenario's result.
func runAll(
    _ source: String, path: String = "test.lua", ios: Int? = nil, seed: Int64 = 0, language: Language = .en
) throws -> [ScenarioResult] {
    var options = RunOptions()
    options.language = language
    options.ios = ios
    options.seed = seed
    // Only a safety net: no test here is about the clock (those set their own limit), and a
    // loaded machine can take many times 10 s for the biggest inputs in a debug build.
    options.timeout = 300
    let bytes = Array(source.utf8)
    return try LuaThread.run { try ScenarioRunner.run(path: path, source: bytes, options: options) }
}

/// Runs a file that declares one scenario (or none); its result.
func run(_ source: String, ios: Int? = nil, seed: Int64 = 0, language: Language = .en) throws -> ScenarioResult {
    let results = try runAll(source, ios: ios, seed: seed, language: language)
    guard results.count == 1 else { throw TestFailure("expected one scenario, got \(results.count)") }
    return results[0]
}

/// An app `Todo` whose delegate logs each listed callback's name and
/// `application.state`; `extra` goes inside the delegate table.
func loggingApp(_ keys: [String] = [], extra: String = "") -> String {
    let entries = keys.map { "  \($0) = function(a) log(\"\($0)\", a.state) end," }.joined(separator: "\n")
    return "local todo = app { name = \"Todo\", delegate = {\n\(entries)\n\(extra)\n} }\n"
}

extension ScenarioResult {
    func records(_ kind: TraceKind, app: String? = nil) -> [TraceRecord] {
        records.filter { $0.kind == kind && (app == nil || $0.app == app) }
    }

    /// Messages of `log` records (log() and print()).
    var logs: [String] { records(.log).compactMap(\.message) }
    var warnings: [String] { records(.warning).compactMap(\.message) }

    /// Delegate callbacks delivered to `app`, by short name.
    func callbacks(_ app: String = "Todo") -> [String] {
        records(.callback, app: app).compactMap { $0.name.flatMap { DelegateMethod(selector: $0)?.shortName } }
    }

    /// Report, status and location in one line, for failure messages.
    var summary: String { "\(status) at \(location ?? "-"): \(report ?? "")" }
}

/// A misuse of the applife API inside app code: the run stops with a script error at the
/// misuse's line, and no simulated crash is shown for it.
func expectMisuse(
    _ r: ScenarioResult, _ message: String, line: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(r.status == .error, "\(r.summary)", sourceLocation: sourceLocation)
    guard case .scriptError(let error) = r.outcome else {
        Issue.record("not a script error: \(r.summary)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.kind == .runtime, sourceLocation: sourceLocation)
    #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
    #expect(r.location == "test.lua:\(line)", "\(r.summary)", sourceLocation: sourceLocation)
    #expect(r.records(.crash).isEmpty, "a misuse is not a crash", sourceLocation: sourceLocation)
    #expect(r.records(.termination).isEmpty, sourceLocation: sourceLocation)
}

/// Todo allowed alerts and badges; `code` runs in didBecomeActive with `center`
/// (`UNUserNotificationCenter.current()`) in scope, on line 6; what follows starts on line 11.
func notifyingApp(_ code: String, extra: String = "") -> String {
    """
    local todo = app { name = "Todo", delegate = {
      didFinishLaunching = function(a) a:requestAuthorization({ "alert", "badge" }) return true end,
      didBecomeActive = function(a)
        local center = UNUserNotificationCenter.current()
        if not center then return end
        \(code)
      end,
      \(extra)
    } }
    system.grant(todo, true)

    """
}
