import MessageCatalog
import Exploration
import Lifecycle

/// The step that explains a violation: every claim of the report cites the step that justifies it.
/// - a kill at expiry: the step that began the task nobody ended;
/// - a crash, a misuse warning, a watchdog kill: the step in which the app code ran that raised
///   the error, logged the warning or blocked the main thread (named by its callback), or the
///   step that called a method whose completion handler was never called;
/// - the file's own invariants: the latest earlier step that changed the state of the app
///   concerned, or ran an entry of its screen (`ui`), which changes what its code keeps.
///
///     because step 2 (open notes://explore) began background task 1 "save draft" of Notes, never ended
///     because step 2 (lock) called willResignActive of Notes, which logged the warning
struct ExploreExplanation: Equatable {
    let step: Int
    /// Why, as a catalog sentence; its last argument is `which` when there is one.
    let sentence: Sentence
    var which: Sentence? = nil

    /// The reason in `language` (English in the JSON report).
    func reason(in language: Language) -> String {
        var s = sentence
        if let which, !s.arguments.isEmpty { s.arguments[s.arguments.count - 1] = which.text(language) }
        return s.text(language)
    }

    var reason: String { reason(in: .en) }

    static func find(
        _ failure: RunFailure, steps: [ExploreFindings.Step], records: [TraceRecord], stepEnds: [Int]
    ) -> ExploreExplanation? {
        guard let violation = failure.violation, failure.step >= 1, failure.step < stepEnds.count else { return nil }
        let trace = Trace(records: records, stepEnds: stepEnds, steps: steps.count)
        switch BuiltinInvariant(rawValue: violation.name) {
        case .noTaskKilledAtExpiry?:
            return trace.leak(violation, before: stepEnds[failure.step])
                ?? trace.offending(.noTaskKilledAtExpiry, at: failure.step)
        case .noCrash?, .noMisuseWarning?, .noWatchdogKill?:
            return BuiltinInvariant(rawValue: violation.name).flatMap { trace.offending($0, at: failure.step) }
        case .engine?:
            return nil
        case nil:
            return latestChange(of: violation.app, before: failure.step, steps: steps, trace: trace)
        }
    }

    /// The latest step before `failing` that moved `app` (any app when nil), or ran an entry
    /// of its screen.
    private static func latestChange(
        of app: String?, before failing: Int, steps: [ExploreFindings.Step], trace: Trace
    ) -> ExploreExplanation? {
        for n in stride(from: min(failing, steps.count) - 1, through: 1, by: -1) {
            let step = steps[n - 1]
            if case .ui(let touch) = step.action, let owner = trace.screenTouched(in: n),
                app.map({ $0 == owner }) ?? true
            {
                return ExploreExplanation(step: n, sentence: Sentence(.becauseUIEntry, touch.name, owner))
            }
            let relevant = app.map { step.appsChanged.contains($0) } ?? !step.appsChanged.isEmpty
            if relevant {
                return ExploreExplanation(
                    step: n, sentence: Sentence(.becauseMoved, step.saidChanges.joined(separator: ", ")))
            }
        }
        return nil
    }

    /// A run's records with the step each belongs to.
    private struct Trace {
        let records: [TraceRecord]
        let stepEnds: [Int]
        let steps: Int

        /// The app whose screen step `step` (from 1) touched: its `ui` action record names it.
        func screenTouched(in step: Int) -> String? {
            guard step < stepEnds.count else { return nil }
            return records[stepEnds[step - 1]..<stepEnds[step]].first { $0.kind == .action && $0.name == "ui" }?.app
        }

        /// The step (from 1) record `index` belongs to, if it is one of the shown steps.
        func step(of index: Int) -> Int? {
            guard let last = stepEnds.lastIndex(where: { $0 <= index }) else { return nil }
            let step = last + 1
            return step <= steps ? step : nil
        }

        /// The first task of the killed app still open when its last termination before record
        /// `end` (the kill at expiry) came, and the step that began it.
        func leak(_ violation: InvariantViolation, before end: Int) -> ExploreExplanation? {
            guard let app = violation.app else { return nil }
            var open: [(index: Int, record: TraceRecord)] = []
            var atKill: [(index: Int, record: TraceRecord)] = []
            for (index, r) in records.prefix(end).enumerated() where r.app == app {
                if r.kind == .task, r.name == "begin" { open.append((index, r)) }
                if r.kind == .task, r.name == "end" { open.removeAll { $0.record.id == r.id } }
                if r.kind == .termination {
                    atKill = open
                    open.removeAll()
                }
            }
            guard let leak = atKill.first, let step = step(of: leak.index) else { return nil }
            let label = leak.record.message.map { " \"\($0)\"" } ?? ""
            return ExploreExplanation(
                step: step, sentence: Sentence(.becauseLeakedTask, "\(leak.record.id ?? 0)\(label)", app))
        }

        /// The record of step `failing` that broke `invariant`, explained by the app code that
        /// made it: the callback it ran in (or whose completion handler was never called).
        func offending(_ invariant: BuiltinInvariant, at failing: Int) -> ExploreExplanation? {
            let range = stepEnds[failing - 1]..<min(stepEnds[failing], records.count)
            guard let index = range.first(where: { invariant.violation(in: CollectionOfOne(records[$0])) != nil })
            else {
                return nil
            }
            let record = records[index]
            let app = record.app ?? "the device"
            if invariant == .noWatchdogKill || invariant == .noMisuseWarning, let method = uncalledHandler(record),
                let call = lastCallback(of: record.app, before: index, named: method.selector),
                let step = step(of: call)
            {
                return ExploreExplanation(
                    step: step, sentence: Sentence(.becauseHandlerNeverCalled, method.rawValue, app))
            }
            let what: Sentence
            switch invariant {
            case .noCrash: what = Sentence(.whichRaisedError)
            case .noMisuseWarning: what = Sentence(.whichLoggedWarning)
            case .noWatchdogKill: what = Sentence(.whichBlocked)
            default: what = Sentence(.whichEnded)
            }
            // A crash or a warning comes from code of the step that shows it; a blocked main
            // thread may have blocked in an earlier step.
            let earliest = invariant == .noWatchdogKill ? 0 : range.lowerBound
            if let call = lastCallback(of: record.app, before: index, from: earliest), let step = step(of: call),
                let name = records[call].name
            {
                let key = DelegateMethod(selector: name)?.rawValue ?? name
                return ExploreExplanation(
                    step: step, sentence: Sentence(.becauseCalled, key, app, what.text(.en)), which: what)
            }
            return ExploreExplanation(
                step: failing, sentence: Sentence(.becauseRanCode, app, what.text(.en)), which: what)
        }

        /// The method whose completion handler a watchdog kill or a warning says was never
        /// called (its selector is a word of the message).
        private func uncalledHandler(_ record: TraceRecord) -> DelegateMethod? {
            guard let message = record.message, message.contains("completion handler") else { return nil }
            return message.split(separator: " ").lazy.compactMap { DelegateMethod(selector: String($0)) }.first
        }

        /// The index of the last implemented callback of `app` before record `index`, from
        /// record `earliest` on (only one named `selector` when given).
        private func lastCallback(
            of app: String?, before index: Int, from earliest: Int = 0, named selector: String? = nil
        ) -> Int? {
            guard index > earliest else { return nil }
            return (earliest..<index).last { i in
                let r = records[i]
                return r.kind == .callback && r.app == app && r.field("implemented") != .bool(false)
                    && (selector == nil || r.name == selector)
            }
        }
    }
}
