import Exploration
import Lifecycle
import LuaHost
import ScriptBindings

/// Writes a counterexample as a file `applife run` replays, built from values: the explored
/// file's bytes as a Lua long string that `load` runs under the file's own name (after
/// `device { ios = N }` when it was explored with `--ios N`; its apps,
/// `device{}`, invariants and scenarios, its errors at its own lines; a final `return` or a
/// top-level `local user` stays inside it), then one scenario holding the shrunk steps, each
/// a call made from the action's values. The API names the steps use are taken before the
/// file runs, so nothing it declares can change them. A built-in invariant is declared inside
/// the scenario (`invariants.no_crash`), since `applife run` checks only the invariants a
/// file declares. Comments and the scenario's name quote every name, and the run's origin
/// (which `explore merge` reads from a shard's file), as a Lua literal, so a line break in
/// one cannot become code.
///
///     CounterexampleWriter.action(.incomingCall(answer: true, after: 2, duration: 30), names)
///     // system.call{answer = true, after = 2, duration = 30}
enum CounterexampleWriter {
    /// The API names a counterexample's steps use, bound before the explored file runs.
    static let apiNames = ["scenario", "invariant", "invariants", "user", "system", "wait", "assert", "load"]

    static func scenario(
        original: [UInt8], counterexample: ExploreFindings.Counterexample, replay: ExploreReplay, file: String,
        names: [AppID: String], otherScenarios: Bool
    ) -> [UInt8] {
        let failure = counterexample.failure
        let name = scenarioName(failure)
        var head = "-- Counterexample written by applife explore: "
        head +=
            failure.violation.map { "invariant \(LuaLiteral.quoted($0.name)) broke" } ?? "the run stopped with an error"
        head += " at step \(failure.step) (\(LuaLiteral.quoted(counterexample.origin)),"
        head += " shrunk from \(counterexample.originalLength) to \(counterexample.steps.count) steps).\n"
        head += "-- Found by: " + ShellWord.line(replay.exploreWords) + "\n"
        head += "-- Replay:   " + ShellWord.line(replay.runWords(file, scenario: otherScenarios ? name : nil)) + "\n"
        head +=
            failure.violation == nil
            ? "-- It stops with the same error. Below: the explored file, unchanged, then the steps.\n"
            : "-- It fails with the invariant's message. Below: the explored file, unchanged, then the steps.\n"
        for choice in counterexample.choices.prefix(50) {
            head += "-- choose(\(LuaLiteral.quoted(choice.label))) took branch \(choice.branch) of \(choice.count)\n"
        }
        if counterexample.choices.count > 50 {
            head += "-- ... and \(counterexample.choices.count - 50) more choices\n"
        }
        head += "local " + apiNames.joined(separator: ", ") + " = " + apiNames.joined(separator: ", ") + "\n"
        if let ios = replay.settings.ios { head += "device { ios = \(ios) }  -- explored with --ios \(ios)\n" }
        let source = LuaSource(bytes: original).bytes
        let level = longBracketLevel(source)
        var bytes = Array(head.utf8)
        bytes +=
            Array("assert(load([\(level)[\n".utf8) + source
            + Array("\n]\(level)], \(LuaLiteral.quoted("@" + replay.path)), \"t\"))()\n\n".utf8)
        var steps = "scenario(\(LuaLiteral.quoted(name)), function()\n"
        if let builtin = failure.violation.flatMap({ BuiltinInvariant(rawValue: $0.name) }) {
            steps += "  invariant(\(LuaLiteral.quoted(builtin.rawValue)), invariants.\(builtin.luaName))\n"
        }
        for (index, step) in counterexample.steps.enumerated() {
            steps += "  " + action(step.action, names) + "  -- \(index + 1)\n"
        }
        steps += "end)\n"
        return bytes + Array(steps.utf8)
    }

    /// The scenario a counterexample of `failure` is written as: named after the invariant
    /// (`counterexample: no crash`), or `counterexample: error`.
    static func scenarioName(_ failure: RunFailure) -> String {
        "counterexample: " + (failure.violation?.name ?? "error")
    }

    /// The `=` signs of a long bracket that does not occur in `text` (`]]`, `]=]`, ...).
    static func longBracketLevel(_ text: [UInt8]) -> String {
        var level = 0
        while containsClosing(text, level) { level += 1 }
        return String(repeating: "=", count: level)
    }

    private static func containsClosing(_ text: [UInt8], _ level: Int) -> Bool {
        let closing = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")]
        guard text.count >= closing.count else { return false }
        return (0...(text.count - closing.count)).contains { start in
            text[start] == closing[0] && text[start..<(start + closing.count)].elementsEqual(closing)
        }
    }

    /// The Lua call that performs `action`, its apps and scenes by `names` (the action
    /// table writes it, as the studio and the messages do).
    static func action(_ action: DeviceAction, _ names: [AppID: String]) -> String {
        ActionBinding.text(of: action, names: .names(names))
    }

    /// Whether `applife run` with `options` (the printed replay's) on the written file
    /// fails the same way (the same invariant breaks, or the same error stops it): the check
    /// that a printed counterexample reproduces.
    static func reproduces(path: String, source: [UInt8], options: RunOptions, failure: RunFailure) -> Bool {
        let results = (try? ScenarioRunner.run(path: path, source: source, options: options)) ?? []
        return results.contains { result in
            switch (result.outcome, failure) {
            case (.expectationFailed(let report, _), .violation(let violation, _)):
                return report.hasPrefix("invariant '\(violation.name)' violated")
            case (.scriptError, .error(_, _, let signature?)):
                return ExploreRunError(result.outcome).signature == signature
            default:
                return false
            }
        }
    }
}
