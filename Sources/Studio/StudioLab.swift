import AppLifeCLI
import FoundationEssentials
import LuaHost

/// Lab mode's glue to the lab set (`LabCatalog`) and checker (`LabChecker`): the exercises,
/// an exercise's task, starter and hints, and its checks run against the page's answer. The
/// answer is checked from memory under the exercise's file name; nothing is written, and an
/// exercise is found only by a name the catalog lists.
///
/// Languages: `languages` is what the lab set offers, and every call takes the page's choice.
/// Today's labs are English only; a lab set with translations plugs in at ``resolve(_:)``
/// and ``exercise(_:language:)``.
final class StudioLab {
    private let catalog: LabCatalog?
    /// Why there are no labs, when there are none.
    private let problem: String?
    private let limits: RunLimits
    let languages = ["en"]

    init(root: String?, limits: RunLimits) {
        self.limits = limits
        do {
            catalog = try LabCatalog(root: try LabCatalog.locate(root))
            problem = nil
        } catch {
            catalog = nil
            problem = "\(error)"
        }
    }

    /// The exercises in learning order, `{"name","title"}` each (empty without labs).
    func list() -> [JSONObject] {
        guard let catalog else { return [] }
        return catalog.set.exercises.compactMap { name in
            guard let exercise = try? catalog.exercise(name) else { return nil }
            var object = JSONObject()
            object.add("name", name)
            object.add("title", exercise.manifest.title)
            return object
        }
    }

    var title: String? { catalog?.set.title }

    /// The page's language, checked; nil means the first the labs offer.
    func resolve(_ language: String?) throws -> String {
        guard let language else { return languages[0] }
        guard languages.contains(language) else {
            throw LabError.usage(
                "the labs are not available in '\(language)'; choose one of " + languages.joined(separator: ", "))
        }
        return language
    }

    func exercise(_ name: String, language: String?) throws -> LabExercise {
        guard let catalog else { throw LabError.usage(problem ?? "no labs found") }
        _ = try resolve(language)
        return try catalog.exercise(name)
    }

    /// `{"ev":"exercise",...}`: the task as its README says it, the starter, the checks' names.
    func exerciseEvent(_ name: String, language: String?) throws -> JSONObject {
        let exercise = try self.exercise(name, language: language)
        var object = JSONObject()
        object.add("ev", "exercise")
        object.add("name", exercise.name)
        object.add("language", try resolve(language))
        object.add("title", exercise.manifest.title)
        object.add("concept", exercise.manifest.concept)
        object.add("task", catalog?.task(exercise) ?? "")
        object.add("file", exercise.name + ".lua")
        let starter = FileManager.default.contents(atPath: exercise.starterPath).map {
            String(decoding: $0, as: UTF8.self)
        }
        object.add("starter", starter ?? "")
        object.add("hints", exercise.manifest.hints.count)
        object.add(
            "checks",
            objects: exercise.manifest.checks.map { check in
                var entry = JSONObject()
                entry.add("name", check.name)
                entry.add("hidden", check.hidden)
                return entry
            })
        return object
    }

    /// `{"ev":"hint",...}`: hint `number` of the exercise (the page counts what it has shown).
    func hintEvent(_ name: String, language: String?, number: Int) throws -> JSONObject {
        let hints = try exercise(name, language: language).manifest.hints
        guard number <= hints.count else {
            throw LabError.usage(
                hints.isEmpty ? "this exercise has no hints" : "this exercise has \(hints.count) hints")
        }
        var object = JSONObject()
        object.add("ev", "hint")
        object.add("exercise", name)
        object.add("number", number)
        object.add("count", hints.count)
        object.add("text", hints[number - 1])
        return object
    }

    /// Runs the checks against `answer`; returns the `checks` event and the outcomes (for the timeline).
    func check(_ name: String, language: String?, answer: String) throws -> (JSONObject, [CheckOutcome]) {
        let exercise = try self.exercise(name, language: language)
        let file = exercise.name + ".lua"
        let outcomes = LabChecker.run(exercise, studentPath: file, studentSource: Array(answer.utf8), limits: limits)
        var object = JSONObject()
        object.add("ev", "checks")
        object.add("exercise", name)
        object.add("passed", outcomes.allSatisfy { $0.status == .passed })
        object.add(
            "outcomes",
            objects: outcomes.map { outcome in
                var entry = JSONObject()
                entry.add("name", outcome.check.name)
                entry.add("status", outcome.status.rawValue)
                entry.add("hidden", outcome.check.hidden)
                // A hidden check shows its rationale only, never its scenario's report.
                if outcome.status == .failed || outcome.status == .error {
                    entry.add("rationale", outcome.check.rationale)
                    if !outcome.check.hidden { entry.add("report", outcome.report) }
                }
                entry.add("blockedBy", outcome.blockedBy)
                if let location = outcome.location, let place = LuaError.location(in: location + ":"),
                    place.file == file
                {
                    entry.add("line", place.line)
                }
                return entry
            })
        return (object, outcomes)
    }
}
