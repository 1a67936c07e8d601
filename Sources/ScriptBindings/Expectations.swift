import Lifecycle
import LuaHost

/// A failed expectation: where it was written and what to show.
struct ExpectationFailure {
    let location: String?
    let text: String
}

/// `expect.*` (design §3). A pass leaves an `expect` record; a failure leaves
/// one too, then stops the scenario with the aligned report.
extension ScriptSession {
    /// The longest expectation report kept (reports of long lists are shortened before that).
    static let maximumReport = 64 << 10

    static let expectFunctions = ["callbacks", "sequence", "state", "scene_state", "badge", "terminated", "equal", "mark"]

    func expectLibrary() -> [(String, LuaFunction)] {
        [
            ("mark", LuaFunction("mark") { [unowned self] _ in
                expectMark = device.mark()
                return .none
            }),
            ("callbacks", LuaFunction("callbacks") { [unowned self] call in
                let (app, list) = try appAndList(call)
                let actual = observedEvents(app: app, kinds: [.callback])
                let diff = CallbackDiff(expected: list, actual: actual, showApp: app == nil)
                try settle("callbacks", diff.firstDifference == nil) { diff.report() }
                return .none
            }),
            ("sequence", LuaFunction("sequence") { [unowned self] call in
                let (app, list) = try appAndList(call)
                let actual = observedEvents(app: app, kinds: [.callback, .notification])
                let missing = SequenceMatch.firstMissing(list, in: actual)
                try settle("sequence", missing == nil) {
                    SequenceMatch.report(expected: list, actual: actual, missing: missing ?? 0, showApp: app == nil)
                }
                return .none
            }),
            ("state", LuaFunction("state") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let expected = try call.string(2)
                guard AppState(rawValue: expected) != nil else {
                    throw DeclarationError(unknown: expected, in: "state", candidates: AppState.allCases.map(\.rawValue))
                }
                let actual = device.state(of: handle.id).rawValue
                try settle("state", actual == expected) {
                    "expected \(handle.name) to be \(expected), but it is \(actual)"
                }
                return .none
            }),
            ("scene_state", LuaFunction("scene_state") { [unowned self] call in
                let scene = try sceneArgument(call, 1)
                let expected = try call.string(2)
                guard SceneActivationState(rawValue: expected) != nil else {
                    throw DeclarationError(
                        unknown: expected, in: "scene state", candidates: SceneActivationState.allCases.map(\.rawValue))
                }
                let actual = device.state(of: scene).rawValue
                try settle("scene_state", actual == expected) {
                    "expected \(device.name(of: scene)) to be \(expected), but it is \(actual)"
                }
                return .none
            }),
            ("badge", LuaFunction("badge") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let expected = try call.integer(2)
                let actual = Int64(device.badge(of: handle.id) ?? 0)
                try settle("badge", actual == expected) {
                    "expected \(handle.name)'s home-screen badge to be \(expected), but it is \(actual == 0 ? "hidden (0)" : String(actual))"
                }
                return .none
            }),
            ("terminated", LuaFunction("terminated") { [unowned self] call in
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
                try settle("terminated", matches) {
                    guard let termination else { return "expected \(handle.name) to have been terminated, but it never was" }
                    let actual = termination.reason.rawValue + (termination.code.map { " (\($0))" } ?? "")
                    let wanted = (reason ?? "any reason") + (code.map { " (\($0))" } ?? "")
                    return "expected \(handle.name) to be terminated for \(wanted), but it was terminated for \(actual)"
                }
                return .none
            }),
            ("equal", LuaFunction("equal") { [unowned self] call in
                let actual = try plain(call.value(1))
                let expected = try plain(call.value(2))
                let label = try call.optionalString(3)
                try settle("equal", actual == expected) {
                    // A value can be a table of a million entries: each side is cut.
                    (label.map { "\(TextCut.text($0, limit: 200)): " } ?? "")
                        + "expected \(TextCut.text(expected.description, limit: 2000)), got \(TextCut.text(actual.description, limit: 2000))"
                }
                return .none
            }),
        ]
    }

    /// `expect.callbacks{...}` or `expect.callbacks(app, {...})`.
    private func appAndList(_ call: LuaCall) throws -> (AppID?, [String]) {
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
    private func settle(_ name: String, _ passed: Bool, _ report: () -> String) throws {
        let location = state.currentLocation()
        if passed {
            device.append(TraceRecord(kind: .expect, name: name, message: "pass", at: location))
            return
        }
        let text = report()
        device.append(TraceRecord(kind: .expect, name: name, message: "fail", at: location))
        failure = ExpectationFailure(location: location, text: "expect.\(name) failed\n" + TextCut.text(text, limit: Self.maximumReport))
        throw LuaHostError.message("expect.\(name) failed")
    }

    /// A Lua value as a comparable, printable Swift value (tables deeply).
    private func plain(_ value: LuaValue) throws -> PlainValue {
        switch value {
        case .nil: return .nil
        case .boolean(let b): return .boolean(b)
        case .integer(let i): return .number(Double(i))
        case .number(let d): return .number(d)
        case .string(let s): return .string(s.text)
        case .reference(let ref) where ref.type == .table:
            return try plain(.table(state.table(ref)))
        case .table(let table):
            var fields: [String: PlainValue] = [:]
            for (offset, element) in table.sequence.enumerated() { fields[String(offset + 1)] = try plain(element) }
            for field in table.fields { fields[try plain(field.key).description] = try plain(field.value) }
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
        switch method.route.receiver {
        case .appDelegate: return method.shortName
        case .sceneDelegate: return "scene." + method.shortName
        case .notificationDelegate: return "notification." + method.shortName
        case .swiftUI:
            switch method {
            case .scenePhase: return "phase:" + (phase ?? "?")
            case .appPhase: return "app_phase:" + (phase ?? "?")
            default: return method.shortName
            }
        }
    }
}

/// Values `expect.equal` compares, printed the way Lua writes them.
enum PlainValue: Equatable, CustomStringConvertible {
    case `nil`, boolean(Bool), number(Double), string(String), table([String: PlainValue]), other(String)

    var description: String {
        switch self {
        case .nil: "nil"
        case .boolean(let b): String(b)
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : formatLuaNumber(d)
        case .string(let s): "\"\(s)\""
        case .table(let fields): "{" + fields.keys.sorted().map { "\($0) = \(fields[$0]!)" }.joined(separator: ", ") + "}"
        case .other(let s): s
        }
    }
}
