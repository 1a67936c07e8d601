import AppLifeCLI
import FoundationEssentials
import LuaHost
import ScriptBindings
import TracePictures

/// Lab mode's glue to the lab set (`LabCatalog`) and checker (`LabChecker`): the exercises,
/// an exercise's task, starter and hints, and its checks run against the page's answer. The
/// answer is checked from memory under the exercise's file name; nothing is written, and an
/// exercise is found only by a name the catalog lists.
///
/// Languages: `languages` is what the lab set offers (English and Chinese), and every call
/// takes the page's choice; what a student reads comes from ``LabStudentView``, as in
/// `applife lab check`, so a check reveals no more here than there.
final class StudioLab {
    private let catalog: LabCatalog?
    /// Why there are no labs, when there are none.
    private let problem: String?
    private let limits: RunLimits
    /// Per exercise, the first check the page's last answer did not pass: hints follow it.
    private var failing: [String: String] = [:]
    let languages = LabLanguage.allCases.map(\.rawValue)

    init(root: String?, limits: RunLimits) {
        self.limits = limits
        do {
            catalog = try LabCatalog(source: LabCatalog.locate(root))
            problem = nil
        } catch {
            catalog = nil
            problem = "\(error)"
        }
    }

    /// The exercises in learning order, `{"name","title","titles":{"en":...,"zh":...}}` each
    /// (empty without labs): the page shows the title in its language.
    func list() -> [JSONObject] {
        guard let catalog else { return [] }
        return catalog.set.exercises.compactMap { name in
            guard let exercise = try? catalog.exercise(name) else { return nil }
            var object = JSONObject()
            object.add("name", name)
            object.add("title", exercise.manifest.title)
            var titles = JSONObject()
            for language in LabLanguage.allCases {
                titles.add(language.rawValue, exercise.manifest.title(in: language))
            }
            object.add("titles", object: titles)
            return object
        }
    }

    var title: String? { catalog?.set.title }

    /// The page's language, checked; nil means the first the labs offer.
    func resolve(_ language: String?) throws -> String {
        try view(language).language.rawValue
    }

    /// What a student reads, in the page's language.
    func view(_ language: String?) throws -> LabStudentView {
        guard let catalog else { throw LabError.usage(problem ?? "no labs found") }
        guard let language else { return LabStudentView(catalog: catalog, language: .en) }
        guard let chosen = LabLanguage(rawValue: language) else {
            throw LabError.usage(
                "the labs are not available in '\(language)'; choose one of " + languages.joined(separator: ", "))
        }
        return LabStudentView(catalog: catalog, language: chosen)
    }

    func exercise(_ name: String, language: String?) throws -> LabExercise {
        guard let catalog else { throw LabError.usage(problem ?? "no labs found") }
        _ = try view(language)
        return try catalog.exercise(name)
    }

    /// `{"ev":"exercise",...}`: the task as its README says it, the starter, the checks' names.
    func exerciseEvent(_ name: String, language: String?) throws -> JSONObject {
        let exercise = try self.exercise(name, language: language)
        let view = try self.view(language)
        var object = JSONObject()
        object.add("ev", "exercise")
        object.add("name", exercise.name)
        object.add("language", view.language.rawValue)
        object.add("title", view.title(exercise))
        object.add("concept", exercise.manifest.concept)
        object.add("task", try view.task(exercise))
        object.add("file", exercise.name + ".lua")
        object.add("starter", (try? view.starter(exercise)) ?? "")
        object.add("hints", view.hints(exercise).count)
        object.add(
            "checks",
            objects: exercise.manifest.checks.map { check in
                var entry = JSONObject()
                entry.add("name", check.name)
                entry.add("title", view.title(of: check))
                entry.add("hidden", check.hidden)
                return entry
            })
        return object
    }

    /// `{"ev":"hint",...}`: hint `number` of the exercise (the page counts what it has shown).
    func hintEvent(_ name: String, language: String?, number: Int) throws -> JSONObject {
        let hints = try view(language).hints(try exercise(name, language: language))
        guard number <= hints.count else {
            throw LabError.usage(
                hints.isEmpty ? "this exercise has no hints" : "this exercise has \(hints.count) hints")
        }
        // The first failing check's hints first, as `lab hint` orders them.
        let order = try exercise(name, language: language).manifest.hintOrder(failing: failing[name])
            .filter { $0 < hints.count }
        var object = JSONObject()
        object.add("ev", "hint")
        object.add("exercise", name)
        object.add("number", number)
        object.add("count", hints.count)
        object.add("text", hints[number - 1 < order.count ? order[number - 1] : number - 1])
        return object
    }

    /// Runs the checks against `answer`; returns the `checks` event and the timelines the
    /// student may see (none that would give a prediction's answer away).
    func check(_ name: String, language: String?, answer: String) throws -> (JSONObject, [ScenarioTrace]) {
        let exercise = try self.exercise(name, language: language)
        let view = try self.view(language)
        let file = exercise.name + ".lua"
        let outcomes = LabChecker.run(
            exercise, studentPath: file, studentSource: Array(answer.utf8), limits: limits, language: view.language)
        failing[name] = outcomes.first { $0.status == .failed || $0.status == .error }?.check.name
        var object = JSONObject()
        object.add("ev", "checks")
        object.add("exercise", name)
        object.add("passed", outcomes.allSatisfy { $0.status == .passed })
        object.add(
            "outcomes",
            objects: outcomes.enumerated().map { index, outcome in
                var entry = JSONObject()
                entry.add("name", outcome.check.name)
                entry.add("title", view.title(of: outcome.check))
                entry.add("status", outcome.status.rawValue)
                entry.add("hidden", outcome.check.hidden)
                // What `lab check` says, worded by the check's reveal policy (a hidden check:
                // its rationale only).
                if outcome.status == .failed || outcome.status == .error {
                    entry.add("rationale", outcome.check.rationale(in: view.language))
                    entry.add("report", view.report(outcome, number: index + 1, of: exercise).joined(separator: "\n"))
                }
                entry.add("blockedBy", outcome.blockedBy)
                if let location = outcome.location, let place = LuaError.location(in: location + ":"),
                    place.file == file
                {
                    entry.add("line", place.line)
                }
                return entry
            })
        let everyCheckPassed = outcomes.allSatisfy { $0.status == .passed }
        let traces = outcomes.compactMap { outcome -> ScenarioTrace? in
            guard outcome.status != .skipped,
                let records = view.timeline(outcome, of: exercise, everyCheckPassed: everyCheckPassed)
            else { return nil }
            let status: ScenarioTrace.Outcome =
                outcome.status == .passed ? .passed : outcome.status == .failed ? .failed : .error
            return ScenarioTrace(name: "check: \(view.title(of: outcome.check))", outcome: status, records: records)
        }
        return (object, traces)
    }
}
