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
                run.expectMark = device.mark()
            },
            expectation("callbacks") { [unowned self] call in
                let (subject, list) = try subjectAndList(call, kinds: [.callback])
                let actual = observedEvents(of: subject, kinds: [.callback])
                let diff = CallbackDiff(expected: list, actual: actual, showApp: Self.showsSource(subject, actual))
                try settle("callbacks", diff.firstDifference == nil, detail: diff.detail(prediction: false)) {
                    diff.report()
                }
            },
            expectation("prediction") { [unowned self] call in
                let (subject, list) = try subjectAndList(call, kinds: [.callback], fromModule: true)
                let actual = observedEvents(of: subject, kinds: [.callback])
                let diff = CallbackDiff(expected: list, actual: actual, showApp: Self.showsSource(subject, actual))
                try settle("prediction", diff.firstDifference == nil, detail: diff.detail(prediction: true)) {
                    diff.predictionReport()
                }
            },
            expectation("sequence") { [unowned self] call in
                let (subject, list) = try subjectAndList(call, kinds: [.callback, .notification])
                let actual = observedEvents(of: subject, kinds: [.callback, .notification])
                let missing = SequenceMatch.firstMissing(list, in: actual)
                try settle("sequence", missing == nil, detail: .sequence(expected: list, missing: missing ?? 0)) {
                    SequenceMatch.report(
                        expected: list, actual: actual, missing: missing ?? 0,
                        showApp: Self.showsSource(subject, actual))
                }
            },
            expectation("state") { [unowned self] call in
                let subject = try expectSubject(call, 1)
                if case .scene = subject { return try expectSceneState(call, subject) }
                let handle = subject.app
                let expected = try call.string(2)
                guard AppState(rawValue: expected) != nil else {
                    throw DeclarationError(
                        unknown: expected, in: "state", candidates: AppState.allCases.map(\.rawValue))
                }
                let actual = device.state(of: handle.id).rawValue
                let detail = ConditionComparison(kind: .state, subject: handle.name, expected: expected, actual: actual)
                try settle("state", actual == expected, detail: .condition(detail)) {
                    "expected \(handle.name) to be \(expected), but it is \(actual)"
                }
            },
            expectation("scene_state") { [unowned self] call in
                try expectSceneState(call, try expectSubject(call, 1))
            },
            expectation("badge") { [unowned self] call in
                let handle = try expectSubject(call, 1).app
                let expected = try call.integer(2)
                let actual = Int64(device.badge(of: handle.id) ?? 0)
                let detail = ConditionComparison(
                    kind: .badge, subject: handle.name, expected: String(expected), actual: String(actual))
                try settle("badge", actual == expected, detail: .condition(detail)) {
                    "expected \(handle.name)'s home-screen badge to be \(expected), but it is \(actual == 0 ? "hidden (0)" : String(actual))"
                }
            },
            expectation("terminated") { [unowned self] call in
                let handle = try expectSubject(call, 1).app
                let reason = try call.optionalString(2)
                if let reason, TerminationReason(rawValue: reason) == nil {
                    throw DeclarationError(
                        unknown: reason, in: "termination reason",
                        candidates: TerminationReason.allCases.map(\.rawValue))
                }
                let code = try call.optionalString(3)
                if let code, !Termination.codes.contains(code) {
                    throw DeclarationError(unknown: code, in: "termination code", candidates: Termination.codes)
                }
                let termination = device.termination(of: handle.id)
                let matches =
                    termination != nil && (reason == nil || termination!.reason.rawValue == reason)
                    && (code == nil || termination!.code == code)
                if matches && reason == TerminationReason.crash.rawValue { acknowledgeCrashes(of: handle.name) }
                let detail = ConditionComparison(
                    kind: .termination, subject: handle.name,
                    expected: (reason ?? "any reason") + (code.map { " (\($0))" } ?? ""),
                    actual: termination.map { $0.reason.rawValue + ($0.code.map { " (\($0))" } ?? "") } ?? "never")
                try settle("terminated", matches, detail: .condition(detail)) {
                    guard let termination else {
                        return "expected \(handle.name) to have been terminated, but it never was"
                    }
                    let actual = termination.reason.rawValue + (termination.code.map { " (\($0))" } ?? "")
                    let wanted = (reason ?? "any reason") + (code.map { " (\($0))" } ?? "")
                    return "expected \(handle.name) to be terminated for \(wanted), but it was terminated for \(actual)"
                }
            },
            expectation("crash") { [unowned self] call in
                let handle = try expectSubject(call, 1).app
                let text = try call.optionalString(2)
                let crashes = pendingCrashes(of: handle.name)
                let matching = crashes.filter { text == nil || ($0.message ?? "").contains(text!) }
                if !matching.isEmpty { acknowledgeCrashes(of: handle.name) }
                let detail = ConditionComparison(
                    kind: .crash, subject: handle.name, expected: text ?? "",
                    actual: crashes.isEmpty
                        ? "" : TextCut.text(crashes.map { $0.message ?? "" }.joined(separator: "\n"), limit: 2000))
                try settle("crash", !matching.isEmpty, detail: .condition(detail)) {
                    if crashes.isEmpty {
                        return
                            "expected \(handle.name) to crash, but it did not (since the scenario began or its last expected crash)"
                    }
                    let messages = crashes.map { "  " + ($0.message ?? "") }.joined(separator: "\n")
                    return
                        "expected \(handle.name) to crash with a message containing \"\(text ?? "")\", but its crashes were:\n"
                        + messages
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
        (
            name,
            LuaFunction(name) { [unowned self] call in
                guard run.currentApp == nil else {
                    throw Misuse(.expectFromAppCode, "expect.\(name)")
                }
                try body(call)
                return .none
            }
        )
    }

    /// `expect.callbacks{...}` or `expect.callbacks(app or scene, {...})`; every entry must name
    /// a callback (or, for `kinds` with notifications, a notification).
    ///
    /// With `fromModule` (a learner's prediction), an unknown entry written in a module's file
    /// (the student's) is an error at that file's line, not at the checks' call.
    private func subjectAndList(_ call: LuaCall, kinds: Set<TraceKind>, fromModule: Bool = false) throws -> (
        ExpectSubject?, [String]
    ) {
        var subject: ExpectSubject?
        var index: Int32 = 1
        if call.type(1) != .table {
            let named = try expectSubject(call, 1)
            try refuseUnknownScene(named, 1)
            subject = named
            index = 2
        }
        let table = try state.table(try call.table(index))
        let list = try table.sequence.enumerated().map { offset, value in
            guard case .string(let s) = value else {
                throw LuaHostError.badArgument(
                    index, "entry \(offset + 1) is a \(value.typeName), expected a callback name")
            }
            // Apple's spelling of a callback names the same callback (`applicationDidBecomeActive(_:)`).
            if !ObservedEvent.isKnown(s.text, kinds: kinds),
                let name = ObservedEvent.expectationName(forAppleName: s.text)
            {
                return name
            }
            return s.text
        }
        for (offset, entry) in list.enumerated() where !ObservedEvent.isKnown(entry, kinds: kinds) {
            let candidates = ObservedEvent.knownNames(kinds: kinds)
            let unknown = DeclarationError(unknown: entry, in: "callback name", candidates: candidates)
            if fromModule, let place = moduleLine(writing: entry) {
                throw LuaError(
                    kind: .runtime,
                    message:
                        "\(place.path):\(place.line): entry \(offset + 1) of the prediction: \(unknown.description)",
                    file: place.path, line: place.line)
            }
            throw LuaHostError.badArgument(index, "entry \(offset + 1): \(unknown.description)")
        }
        return (subject, list)
    }

    /// The first line of a module's file (the file under test) that writes `entry` as a
    /// string literal, "entry" or 'entry'.
    private func moduleLine(writing entry: String) -> (path: String, line: Int)? {
        for module in options.modules {
            let text = String(decoding: module.source, as: UTF8.self)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("\"\(entry)\"") || line.contains("'\(entry)'") {
                return (module.path, number + 1)
            }
        }
        return nil
    }

    /// Callbacks (and notifications) of the subject (every app's without one) since the mark,
    /// oldest first.
    private func observedEvents(of subject: ExpectSubject?, kinds: Set<TraceKind>) -> [ObservedEvent] {
        device.records(since: run.expectMark).compactMap { record in
            guard kinds.contains(record.kind), let name = record.name else { return nil }
            if let subject, !subject.owns(record) { return nil }
            return ObservedEvent(
                time: record.time, app: record.scene ?? record.app ?? "", name: name,
                phase: record.from.map { "\($0)->\(record.to ?? "?")" })
        }
    }

    /// Whether a report names where each event came from: always for every app's events, and
    /// for one app's when they come from several of its scenes (windows).
    static func showsSource(_ subject: ExpectSubject?, _ events: [ObservedEvent]) -> Bool {
        guard let subject else { return true }
        guard case .app(let handle) = subject else { return false }
        var scenes: Set<String> = []
        for event in events where event.app != handle.name {
            scenes.insert(event.app)
            if scenes.count > 1 { return true }
        }
        return false
    }

    /// `expect.scene_state(scene, state)`, and `expect.state` of a scene; an app stands for its
    /// one window.
    private func expectSceneState(_ call: LuaCall, _ subject: ExpectSubject) throws {
        let scene = try sceneOf(subject)
        let expected = try call.string(2)
        guard SceneActivationState(rawValue: expected) != nil else {
            throw DeclarationError(
                unknown: expected, in: "scene state", candidates: SceneActivationState.allCases.map(\.rawValue))
        }
        let name = device.name(of: scene)
        let actual = device.state(of: scene).rawValue
        let detail = ConditionComparison(kind: .sceneState, subject: name, expected: expected, actual: actual)
        try settle("scene_state", actual == expected, detail: .condition(detail)) {
            "expected \(name) to be \(expected), but it is \(actual)"
        }
    }

    /// The scene a scene expectation is about: the subject's scene while connected, or an
    /// app's only connected scene.
    private func sceneOf(_ subject: ExpectSubject) throws -> SceneID {
        switch subject {
        case .scene(_, _, let id?):
            return id
        case .scene(let name, _, nil):
            throw LuaHostError.badArgument(1, "no connected scene named '\(name)' (scenes are named like Notes#1)")
        case .app(let handle):
            guard device.lifeCycle(of: handle.id).usesScenes else {
                throw LuaHostError.badArgument(
                    1,
                    "\(handle.name) has no scenes of its own (life_cycle = \"app\"): use expect.state(\(handle.name), ...)"
                )
            }
            let scenes = device.scenes(of: handle.id)
            guard scenes.count == 1 else {
                let which =
                    scenes.isEmpty
                    ? "has no connected scene"
                    : "has \(scenes.count) scenes ("
                        + scenes.map { device.name(of: $0) }.joined(separator: ", ") + "): pass one"
                throw LuaHostError.badArgument(1, "\(handle.name) \(which)")
            }
            return scenes[0]
        }
    }

    /// Records the outcome; a failure stops the scenario.
    private func settle(
        _ name: String, _ passed: Bool, detail: @autoclosure () -> ExpectationDetail?, _ report: () -> String
    ) throws {
        let location = state.currentLocation()
        if options.recordsExpectations, let compared = detail() { run.checked.append(compared) }
        if passed {
            device.append(TraceRecord(kind: .expect, name: name, message: "pass", at: location))
            return
        }
        let text = report()
        device.append(TraceRecord(kind: .expect, name: name, message: "fail", at: location))
        run.stop.failure = ExpectationFailure(
            location: location, text: "expect.\(name) failed\n" + TextCut.text(text, limit: TextBound.report),
            detail: detail())
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
            for (offset, element) in table.sequence.enumerated() {
                fields[.number(Double(offset + 1))] = try plain(element)
            }
            for field in table.fields { fields[PlainKey(try plain(field.key))] = try plain(field.value) }
            return .table(fields)
        default:
            return .other(try describe(value))
        }
    }
}
