import Lifecycle
import ScriptBindings

/// What a student sees of an exercise and its checks, in one language, for a front end other
/// than the terminal (the studio): the task, the starter, the hints, each check's verdict
/// worded as its reveal policy allows, and a check's timeline only when it may be shown
/// (a prediction's timeline is its answer). The terminal's `lab check` reads the same.
public struct LabStudentView: Sendable {
    public let catalog: LabCatalog
    public let language: LabLanguage

    public init(catalog: LabCatalog, language: LabLanguage) {
        self.catalog = catalog
        self.language = language
    }

    public func title(_ exercise: LabExercise) -> String { exercise.manifest.title(in: language) }

    public func task(_ exercise: LabExercise) throws -> String { try catalog.task(exercise, language) ?? "" }

    public func starter(_ exercise: LabExercise) throws -> String {
        String(decoding: try catalog.starter(exercise, language), as: UTF8.self)
    }

    public func hints(_ exercise: LabExercise) -> [String] { exercise.manifest.hints(in: language) }

    /// The check's title, in the language.
    public func title(of check: CheckManifest) -> String { check.title(in: language) }

    /// The lines `lab check` prints for the outcome (verdict, rationale, what went wrong).
    public func report(_ outcome: CheckOutcome, number: Int, of exercise: LabExercise) -> [String] {
        LabReport(exercise: exercise, outcomes: [outcome], colour: false, words: LabWords.of(language))
            .describe(outcome, number: number)
    }

    /// The check's timeline as the student may see it, or nil when it would give the answer
    /// away (a prediction that does not reveal all, passed or not, until every check passes)
    /// or the check is hidden.
    public func timeline(_ outcome: CheckOutcome, of exercise: LabExercise, everyCheckPassed: Bool = false)
        -> [TraceRecord]?
    {
        guard !outcome.check.hidden, everyCheckPassed || !outcome.withholdsTrace else { return nil }
        return LabReport(exercise: exercise, outcomes: [outcome], colour: false, words: LabWords.of(language))
            .studentTimeline(outcome)
    }
}
