import Lifecycle
import LuaHost

/// A failed expectation: where it was written, what to show, and what it compared.
struct ExpectationFailure {
    let location: String?
    let text: String
    var detail: ExpectationDetail? = nil
}

/// `expect.*` (docs/reference.md). A pass leaves an `expect` record; a failure leaves
/// one too, then stops the scenario with the aligned report.
extension ScriptSession {
    static let expectFunctions = [
        "callbacks", "sequence", "prediction", "state", "scene_state", "badge", "terminated", "crash", "equal", "mark",
    ]

    func expectLibrary() -> [(String, LuaFunction)] {
        [
            expectation("mark") { [unowned self] _ in
                expectMark = device.mark()
            },
            expectation("callbacks") { [unowned self] call in
                let (app, list) = try appAndList(call, kinds: [.callback])
                let actual = observedEvents(app: app, kinds: [.callback])
                let diff = CallbackDiff(expected: list, actual: actual, showApp: app == nil)
                try settle("callbacks", diff.firstDifference == nil, detail: diff.detail(prediction: false)) { diff.report() }
            },
            expectation("prediction") { [unowned self] call in
                let (app, list) = try appAndList(call, kinds: [.callback])
                let actual = observedEvents(app: app, kinds: [.callback])
                let diff = CallbackDiff(expected: list, actual: actual, showApp: app == nil)
                try settle("prediction", diff.firstDifference == nil, detail: diff.detail(prediction: true)) {
                    diff.predictionReport()
                }
            },
            expectation("sequence") { [unowned self] call in
                let (app, list) = try appAndList(call, kinds: [.callback, .notification])
                let actual = observedEvents(app: app, kinds: [.callback, .notification])
                let missing = SequenceMatch.firstMissing(list, in: actual)
                try settle("sequence", missing == nil, detail: .sequence(expected: list, missing: missing ?? 0)) {
                    SequenceMatch.report(expected: list, actual: actual, missing: missing ?? 0, showApp: app == nil)
                }
            },
            expectation("state") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let expected = try call.string(2)
                guard AppState(rawValue: expected) != nil else {
                    throw DeclarationError(unknown: expected, in: "state", candidates: AppState.allCases.map(\.rawValue))
                }
                let actual = device.state(of: handle.id).rawValue
                let detail = ConditionComparison(kind: .state, subject: handle.name, expected: expected, actual: actual)
                try settle("state", actual == expected, detail: .condition(detail)) {
                    "expected \(handle.name) to be \(expected), but it is \(actual)"
                }
            },
            expectation("scene_state") { [unowned self] call in
                let scene = try sceneArgument(call, 1)
                let expected = try call.string(2)
                guard SceneActivationState(rawValue: expected) != nil else {
                    throw DeclarationError(
                        unknown: expected, in: "scene state", candidates: SceneActivationState.allCases.map(\.rawValue))
                }
                let actual = device.state(of: scene).rawValue
                let detail = ConditionComparison(kind: .sceneState, subject: device.name(of: scene), expected: expected, actual: actual)
                try settle("scene_state", actual == expected, detail: .condition(detail)) {
                    "expected \(device.name(of: scene)) to be \(expected), but it is \(actual)"
                }
            },
            expectation("badge") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let expected = try call.integer(2)
                let actual = Int64(device.badge(of: handle.id) ?? 0)
                let detail = ConditionComparison(kind: .badge, subject: handle.name, expected: String(expected), actual: String(actual))
                try settle("badge", actual == expected, detail: .condition(detail)) {
                    "expected \(handle.name)'s home-screen badge to be \(expected), but it is \(actual == 0 ? "hidden (0)" : String(actual))"
                }
            },
            expectation("terminated") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let reason = try call.optionalString(2)
                if let reason, TerminationReason(rawValue: reason) == nil {
                    throw DeclarationError(
                        unknown: reason, in: "termination reason", candidates: TerminationReason.allCases.map(\.rawValue))
                }
                let code = try call.optionalString(3)
                if let code, !Termination.codes.contains(code) {
                    throw DeclarationError(unknown: code, in: "termination code", candidates: Termination.codes)
                }
                let termination = device.termination(of: handle.id)
                let matches = termination != nil && (reason == nil || termination!.reason.rawValue == reason)
                    && (code == nil || termination!.code == code)
                if matches && reason == TerminationReason.crash.rawValue { acknowledgeCrashes(of: handle.name) }
                let detail = ConditionComparison(
                    kind: .termination, subject: handle.name, expected: (reason ?? "any reason") + (code.map { " (\($0))" } ?? ""),
                    actual: termination.map { $0.reason.rawValue + ($0.code.map { " (\($0))" } ?? "") } ?? "never")
                try settle("terminated", matches, detail: .condition(detail)) {
                    guard let termination else { return "expected \(handle.name) to have been terminated, but it never was" }
                    let actual = termination.reason.rawValue + (termination.code.map { " (\($0))" } ?? "")
                    let wanted = (reason ?? "any reason") + (code.map { " (\($0))" } ?? "")
                    return "expected \(handle.name) to be terminated for \(wanted), but it was terminated for \(actual)"
                }
            },
            expectation("crash") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let text = try call.optionalString(2)
                let crashes = pendingCrashes(of: handle.name)
                let matching = crashes.filter { text == nil || ($0.message ?? "").contains(text!) }
                if !matching.isEmpty { acknowledgeCrashes(of: handle.name) }
                let detail = ConditionComparison(
                    kind: .crash, subject: handle.name, expected: text ?? "",
                    actual: crashes.isEmpty ? "" : TextCut.text(crashes.map { $0.message ?? "" }.joined(separator: "\n"), limit: 2000))
                try settle("crash", !matching.isEmpty, detail: .condition(detail)) {
                    if crashes.isEmpty { return "expected \(handle.name) to crash, but it did not (since the scenario began or its last expected crash)" }
                    let messages = crashes.map { "  " + ($0.message ?? "") }.joined(separator: "\n")
                    return "expected \(handle.name) to crash with a message containing \"\(text ?? "")\", but its crashes were:\n" + messages
                }
            },
            expectation("equal") { [unowned self] call in
                let actual = try plain(call.value(1))
                let expected = try plain(call.value(2))
                let label = try call.optionalString(3)
                let report = EqualityReport(actual: actual, expected: expected, label: label)
                try settle("equal", actual == expected, detail: .value(report.comparison)) { report.text }
            },
        ]
    }

    /// An expectation: only from the scenario (app code cannot judge itself).
    private func expectation(_ name: String, _ body: @escaping (LuaCall) throws -> Void) -> (String, LuaFunction) {
        (name, LuaFunction(name) { [unowned self] call in
            guard currentApp == nil else {
                throw LuaHostError.message(
                    "expect.\(name) cannot be called from app code (a callback or block): check from the scenario, "
                        + "for example after user.tap(app) returns")
            }
            try body(call)
            return .none
        })
    }

    /// `expect.callbacks{...}` or `expect.callbacks(app, {...})`; every entry must name a
    /// callback (or, for `kinds` with notifications, a notification).
    private func appAndList(_ call: LuaCall, kinds: Set<TraceKind>) throws -> (AppID?, [String]) {
        var app: AppID?
        var index: Int32 = 1
        if call.type(1) == .userdata {
            app = try appArgument(call, 1).id
            index = 2
        }
        let table = try state.table(try call.table(index))
        let list = try table.sequence.enumerated().map { offset, value in
            guard case .string(let s) = value else {
                throw LuaHostError.badArgument(index, "entry \(offset + 1) is a \(value.typeName), expected a callback name")
            }
            return s.text
        }
        for (offset, entry) in list.enumerated() where !ObservedEvent.isKnown(entry, kinds: kinds) {
            let candidates = ObservedEvent.knownNames(kinds: kinds)
            let unknown = DeclarationError(unknown: entry, in: "callback name", candidates: candidates)
            throw LuaHostError.badArgument(index, "entry \(offset + 1): \(unknown.description)")
        }
        return (app, list)
    }

    /// Callbacks (and notifications) since the mark, oldest first.
    private func observedEvents(app: AppID?, kinds: Set<TraceKind>) -> [ObservedEvent] {
        let appName = app.map { device.name(of: $0) }
        return device.records(since: expectMark).compactMap { record in
            guard kinds.contains(record.kind), let name = record.name else { return nil }
            if let appName, record.app != appName { return nil }
            return ObservedEvent(
                time: record.time, app: record.scene ?? record.app ?? "", name: name,
                phase: record.from.map { "\($0)->\(record.to ?? "?")" })
        }
    }

    /// Records the outcome; a failure stops the scenario.
    private func settle(
        _ name: String, _ passed: Bool, detail: @autoclosure () -> ExpectationDetail?, _ report: () -> String
    ) throws {
        let location = state.currentLocation()
        if passed {
            device.append(TraceRecord(kind: .expect, name: name, message: "pass", at: location))
            return
        }
        let text = report()
        device.append(TraceRecord(kind: .expect, name: name, message: "fail", at: location))
        failure = ExpectationFailure(
            location: location, text: "expect.\(name) failed\n" + TextCut.text(text, limit: TextBound.report), detail: detail())
        // No pcall can swallow it: the scenario has failed.
        throw state.stopScript("expect.\(name) failed")
    }

    /// A Lua value as a comparable, printable Swift value (tables deeply).
    func plain(_ value: LuaValue) throws -> PlainValue {
        switch value {
        case .nil: return .nil
        case .boolean(let b): return .boolean(b)
        case .integer(let i): return .number(Double(i))
        case .number(let d): return .number(d)
        case .string(let s): return .string(s.text)
        case .reference(let ref) where ref.type == .table:
            return try plain(.table(state.table(ref)))
        case .table(let table):
            var fields: [PlainKey: PlainValue] = [:]
            for (offset, element) in table.sequence.enumerated() { fields[.number(Double(offset + 1))] = try plain(element) }
            for field in table.fields { fields[PlainKey(try plain(field.key))] = try plain(field.value) }
            return .table(fields)
        default:
            return .other(try describe(value))
        }
    }
}

/// One callback or notification as expectations see it.
struct ObservedEvent {
    let time: VirtualTime
    /// The app, or the scene (`Notes#1`) for a scene's callback.
    let app: String
    /// The selector or notification name.
    let name: String
    /// A SwiftUI phase change, "inactive->active".
    var phase: String? = nil

    /// Whether `entry` (short name, `scene.` name, `phase:a->b`, selector or notification
    /// name) names this event.
    func matches(_ entry: String) -> Bool { entry == name || entry == shortName }

    /// How expectations write it: `didBecomeActive`, `scene.didBecomeActive`,
    /// `notification.didReceive`, `phase:inactive->active`, `app_phase:inactive->active`, or
    /// the name itself.
    var shortName: String {
        guard let method = DelegateMethod(selector: name) else { return name }
        switch method {
        case .scenePhase: return "phase:" + (phase ?? "?")
        case .appPhase: return "app_phase:" + (phase ?? "?")
        default: return ReceiverBinding.of(method.route.receiver).expectation(method.shortName)
        }
    }

    /// Whether an expectation entry can name an event of these kinds at all: an app-delegate
    /// key, `scene.` and a scene-delegate key, `notification.` and a notification-delegate key,
    /// a SwiftUI key, `phase:a->b` or `app_phase:a->b`
    /// between scene phases, a selector, or (with notifications) a notification name.
    static func isKnown(_ entry: String, kinds: Set<TraceKind>) -> Bool {
        if DelegateMethod(selector: entry) != nil { return true }
        for binding in ReceiverBinding.all {
            if binding.expectationPrefix.isEmpty {
                if DelegateMethod(key: entry, receiver: binding.receiver) != nil { return true }
            } else if let key = binding.key(in: entry) {
                return DelegateMethod(key: key, receiver: binding.receiver) != nil
            }
        }
        for prefix in ["phase:", "app_phase:"] where entry.hasPrefix(prefix) {
            let ends = entry.dropFirst(prefix.count).split(separator: "->", omittingEmptySubsequences: false).map(String.init)
            return ends.count == 2 && ends.allSatisfy { ScenePhase(rawValue: $0) != nil }
        }
        return kinds.contains(.notification) && AppNotification(rawValue: entry) != nil
    }

    /// The names `isKnown` accepts, keys first (for "did you mean").
    static func knownNames(kinds: Set<TraceKind>) -> [String] {
        ReceiverBinding.all.flatMap { binding in
            DelegateMethod.methods(of: binding.receiver).map { binding.expectation($0.shortName) }
        }
            + (kinds.contains(.notification) ? AppNotification.allCases.map(\.rawValue) : [])
    }
}
