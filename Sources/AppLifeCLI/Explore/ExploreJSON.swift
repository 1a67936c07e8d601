import Exploration
import Lifecycle

/// `applife explore --json` (and `coverage.json` in the out directory): one JSON object
/// with fixed key order, `"v": 1`. Readers ignore keys they do not know.
///
///     {"v":1,"file":"notes.lua","seed":0,"strategy":"both","result":"violated",
///      "runs":{"breadthFirst":64,"walks":3,"steps":410,"stop":"failure"},
///      "counterexample":{...},"coverage":{"apps":[...]}}
enum ExploreJSON {
    static func document(_ f: ExploreFindings) -> String {
        let e = f.settings.exploration
        let r = f.result
        var fields: [(String, String)] = [
            ("v", "1"), ("file", s(f.path)), ("seed", "\(f.settings.seed)"), ("strategy", s(e.strategy.rawValue)),
            ("runsAsked", "\(e.runs)"),
        ]
        if let seconds = f.settings.timeBudget { fields.append(("budgetSeconds", TextFunctions.printf("%g", seconds))) }
        if let shard = f.settings.shard { fields.append(("shard", s("\(shard.index)/\(shard.count)"))) }
        fields += [
            ("depth", "\(e.depth)"),
            ("result", s(r.found == nil ? "passed" : (r.found!.failure.violation == nil ? "error" : "violated"))),
            ("invariants", array(f.invariants.map(s))),
            (
                "runs",
                object([
                    ("breadthFirst", "\(r.breadthFirstRuns)"), ("deepestBreadthFirst", "\(r.deepestBreadthFirst)"),
                    ("walks", "\(r.walks)"), ("steps", "\(r.coverage.steps)"), ("stop", s(r.stop.rawValue)),
                ])
            ),
        ]
        if let c = f.counterexample { fields.append(("counterexample", counterexample(c, f))) }
        fields.append(("coverage", coverage(r.coverage)))
        return object(fields)
    }

    private static func counterexample(_ c: ExploreFindings.Counterexample, _ f: ExploreFindings) -> String {
        var fields: [(String, String)] = [("origin", s(c.origin)), ("failingStep", "\(c.failure.step)")]
        switch c.failure {
        case .violation(let v, _):
            fields.append(("invariant", s(v.name)))
            fields.append(("message", s(v.message)))
            if let app = v.app { fields.append(("app", s(app))) }
            if let at = v.location { fields.append(("at", s(at))) }
        case .error(let message, _, _):
            fields.append(("error", s(message)))
        }
        if let b = c.because { fields.append(("because", object([("step", "\(b.step)"), ("reason", s(b.reason))]))) }
        fields.append(("originalLength", "\(c.originalLength)"))
        fields.append(("shrinks", "\(c.shrinks)"))
        fields.append(("replays", "\(c.attempts)"))
        fields.append(
            (
                "steps",
                array(
                    c.steps.map { step in
                        object([("action", s(step.words)), ("changes", array(step.changes.map(s)))])
                    })
            ))
        if let path = f.scenarioPath { fields.append(("scenario", s(path))) }
        if let reproduced = f.reproduced { fields.append(("reproduced", "\(reproduced)")) }
        return object(fields)
    }

    static func coverage(_ coverage: ExplorationCoverage) -> String {
        object([
            ("runs", "\(coverage.runs)"), ("steps", "\(coverage.steps)"),
            (
                "apps",
                array(
                    coverage.apps.map { app in
                        object(
                            [
                                ("name", s(app.name)),
                                (
                                    "states",
                                    object(AppState.allCases.map { ($0.rawValue, "\(app.states[$0, default: 0])") })
                                ),
                                (
                                    "transitions",
                                    array(
                                        (ExplorationCoverage.Transition.legal
                                            + app.takenTransitions.filter {
                                                !AppState.isLegal(from: $0.from, to: $0.to)
                                            })
                                            .map { t in
                                                object([
                                                    ("from", s(t.from.rawValue)), ("to", s(t.to.rawValue)),
                                                    ("times", "\(app.transitions[t, default: 0])"),
                                                    ("legal", "\(AppState.isLegal(from: t.from, to: t.to))"),
                                                    ("possible", "\(!app.notApplicable.transitions.contains(t))"),
                                                ])
                                            })
                                ),
                                (
                                    "callbacks",
                                    object(
                                        DelegateMethod.allCases.filter {
                                            app.callbacks[$0, default: 0] > 0 || app.implemented.contains($0)
                                        }
                                        .map { ($0.rawValue, "\(app.callbacks[$0, default: 0])") })
                                ),
                                ("neverCalled", array(app.unreachedCallbacks.map { s($0.rawValue) })),
                                ("notApplicable", notApplicable(app.notApplicable)),
                            ] + (app.scenes.map { [("scenes", scenes($0))] } ?? []))
                    })
            ),
        ])
    }

    /// What the device can never show the app: states, transitions, and implemented
    /// callbacks with why (`"iOS 9+"`, `"not in a scene app"`).
    private static func notApplicable(_ na: ExplorationCoverage.Inapplicable) -> String {
        object([
            ("states", array(na.states.map { s($0.rawValue) })),
            (
                "transitions",
                array(na.transitions.map { object([("from", s($0.from.rawValue)), ("to", s($0.to.rawValue))]) })
            ),
            ("callbacks", array(na.callbacks.map { object([("name", s($0.rawValue)), ("why", s(na.reason($0)))]) })),
        ])
    }

    private static func scenes(_ c: SceneCoverage) -> String {
        object([
            ("states", object(SceneActivationState.allCases.map { ($0.rawValue, "\(c.states[$0, default: 0])") })),
            (
                "transitions",
                array(
                    (SceneCoverage.Transition.legal
                        + c.takenTransitions.filter { !SceneActivationState.isLegal(from: $0.from, to: $0.to) })
                        .map { t in
                            object([
                                ("from", s(t.from.rawValue)), ("to", s(t.to.rawValue)),
                                ("times", "\(c.transitions[t, default: 0])"),
                                ("legal", "\(SceneActivationState.isLegal(from: t.from, to: t.to))"),
                            ])
                        })
            ),
            ("callbacks", object(c.callbacks.keys.sorted().map { ($0, "\(c.callbacks[$0]!)") })),
        ])
    }

    static func s(_ text: String) -> String { TraceRecord.jsonString(text) }
    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(s($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
