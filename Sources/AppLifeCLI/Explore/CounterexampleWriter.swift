import Lifecycle
import LuaHost
import ScriptBindings

/// Writes a counterexample as a scenario `applife run` replays: the explored file's text
/// unchanged (its apps, `device{}` and invariants), then one scenario holding the shrunk
/// steps. A built-in invariant is declared inside the scenario (`invariants.no_crash`),
/// since `applife run` checks only the invariants a file declares.
///
///     CounterexampleWriter.action(.incomingCall(answer: true, after: 2, duration: 30), names)
///     // system.call{ answer = true, after = 2, duration = 30 }
enum CounterexampleWriter {
    static func scenario(
        original: [UInt8], path: String, counterexample: ExploreFindings.Counterexample, settings: ExploreSettings,
        names: [AppID: String], otherScenarios: Bool = false
    ) -> String {
        var text = String(decoding: original, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        let violation = counterexample.failure.violation!
        let e = settings.exploration
        text += "\n-- Counterexample written by `applife explore \(path) --seed \(e.seed) --runs \(e.runs) --depth \(e.depth)"
        text += " --strategy \(e.strategy.rawValue)`:\n"
        text += "-- invariant \"\(violation.name)\" broke at step \(counterexample.failure.step)"
        text += " (\(counterexample.origin), shrunk from \(counterexample.originalLength) to \(counterexample.steps.count) steps).\n"
        text += "-- Replay it with `applife run` on this file: it fails with the invariant's message.\n"
        if otherScenarios {
            text += "-- The file's own scenarios run too; add `--filter counterexample` to run only this one.\n"
        }
        text += "scenario(\(LuaLiteral.quoted("counterexample: " + violation.name)), function()\n"
        if let builtin = BuiltinInvariant(rawValue: violation.name) {
            text += "  invariant(\(LuaLiteral.quoted(builtin.rawValue)), invariants.\(builtin.luaName))\n"
        }
        for (index, step) in counterexample.steps.enumerated() {
            text += "  " + action(step.action, names) + "  -- \(index + 1)\n"
        }
        text += "end)\n"
        return text
    }

    /// The Lua call that performs `action`.
    static func action(_ action: DeviceAction, _ names: [AppID: String]) -> String {
        func app(_ id: AppID) -> String { LuaLiteral.quoted(names[id] ?? "\(id)") }
        func scene(_ id: SceneID) -> String { LuaLiteral.quoted("\(names[id.app] ?? "\(id.app)")#\(id.number)") }
        switch action {
        case .tap(let a): return "user.tap(\(app(a)))"
        case .home: return "user.home()"
        case .lock: return "user.lock()"
        case .unlock: return "user.unlock()"
        case .openSwitcher: return "user.switcher()"
        case .switchTo(let a): return "user.switch_to(\(app(a)))"
        case .kill(let a): return "user.kill(\(app(a)))"
        case .notificationCenter: return "user.notification_center()"
        case .controlCenter: return "user.control_center()"
        case .dismiss: return "user.dismiss()"
        case .incomingCall(let answer, let after, let duration):
            var fields: [String] = []
            if let answer { fields.append("answer = \(answer)") }
            fields.append("after = \(number(after))")
            if duration > 0 { fields.append("duration = \(number(duration))") }
            return "system.call{ " + fields.joined(separator: ", ") + " }"
        case .memoryWarning: return "system.memory_warning()"
        case .memoryPressure(let level, _): return "system.memory_pressure(\(LuaLiteral.quoted(level.rawValue)))"
        case .openURL(let url): return "user.open_url(\(LuaLiteral.quoted(url)))"
        case .tapNotification(let a): return "user.tap_notification(\(app(a)))"
        case .shortcut(let a, let type): return "user.shortcut(\(app(a)), \(LuaLiteral.quoted(type)))"
        case .silentPush(let a): return "system.silent_push(\(app(a)))"
        case .backgroundFetch(let a): return "system.background_fetch(\(app(a)))"
        case .reboot: return "system.reboot()"
        case .advance(let s): return "wait(\(number(s)))"
        case .openWindow(let a): return "user.open_window(\(app(a)))"
        case .focus(let s): return "user.focus(\(scene(s)))"
        case .closeWindow(let s): return "user.close_window(\(scene(s)))"
        case .killScene(let s): return "user.kill_scene(\(scene(s)))"
        case .disconnectScene(let s): return "system.disconnect_scene(\(scene(s)))"
        case .settings(let change):
            var fields: [String] = []
            if let a = change.app { fields.append("app = \(app(a))") }
            if let n = change.notifications { fields.append("notifications = \(n)") }
            switch change.backgroundAppRefresh {
            case .on?: fields.append("background_app_refresh = true")
            case .off?: fields.append("background_app_refresh = false")
            case .restricted?: fields.append("background_app_refresh = \"restricted\"")
            case nil: break
            }
            return "system.settings{ " + fields.joined(separator: ", ") + " }"
        }
    }

    /// Whether `applife run` on the written file fails with the same invariant: the check
    /// that a printed counterexample really reproduces.
    static func reproduces(path: String, source: [UInt8], options: RunOptions, invariant: String) -> Bool {
        var options = options
        options.filter = "counterexample: "
        let results = (try? ScenarioRunner.run(path: path, source: source, options: options)) ?? []
        return results.contains { result in
            guard case .expectationFailed(let report, _) = result.outcome else { return false }
            return report.hasPrefix("invariant '\(invariant)' violated")
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
