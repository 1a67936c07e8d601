import ScriptBindings

/// Every word the lab commands say to a student or teacher (list, start, check, hint, watch,
/// grade, pack), in one language. ``english`` and ``chinese`` fill in every field, so a
/// sentence missing from one language does not compile.
///
///     let words = LabWords.of(.zh)
///     words.hintLine(1, 3, "...")      // "提示 1/3：..."
struct LabWords: Sendable {
    let language: LabLanguage

    // MARK: A check's verdict

    let pass: String
    let fail: String
    let error: String
    let skip: String
    let hiddenCheck: @Sendable (Int) -> String
    /// `(skipped: needs 'launch is a list' to pass first)`; the argument is quoted already.
    let skipped: @Sendable (String) -> String
    let aHiddenCheck: String
    let quoted: @Sendable (String) -> String
    let why: String
    let at: String
    let crashLine: String
    let crashFailsTheCheck: String
    let crashed: @Sendable (_ app: String, _ seconds: String, _ message: String) -> String
    let notRunFileDidNotLoad: @Sendable (String) -> String
    /// The check is quoted already (``quoted``), or ``aHiddenCheck``.
    /// A check a grading run had no time left for: the submission's wall-clock budget was spent.
    let notRunOutOfTime: @Sendable (_ seconds: String) -> String
    let limitName: @Sendable (RunLimit) -> String
    let traceHeader: String
    /// `(and 2 more warnings: --trace shows them)`.
    let moreWarnings: @Sendable (Int) -> String
    let traceWithheld: String
    let traceHint: @Sendable (String) -> String
    let watchTraceHint: String
    /// `1 of 4 checks passed (2.5 of 10 points)`.
    let checksPassed: @Sendable (_ passed: Int, _ total: Int, _ score: String, _ points: String) -> String

    // MARK: What a failed expectation compared (``LabFailureText``)

    let expectationFailed: @Sendable (String) -> String
    let expectedByUIKit: String
    let yourAnswer: String
    let expected: String
    let actual: String
    let whatHappened: String
    let nothingMore: String
    let firstDifference: @Sendable (Int) -> String
    let rowsLeftOut: @Sendable (Int) -> String
    let notWhatUIKitDid: String
    let yourAnswerEnds: String
    let uikitDidMore: String
    let uikitDidNothingMore: String
    let notWhatShouldHappen: String
    let nothingMoreHappened: String
    let moreShouldFollow: String
    let nothingMoreShouldHappen: String
    /// `entries 1 to 3 are right; entry 4 is the first wrong one`.
    let rightUpTo: @Sendable (Int) -> String
    let oneStepOnly: String
    let sequenceExpected: String
    let sequenceMissing: String
    let sequenceActual: String
    let sequenceRightUpTo: @Sendable (Int) -> String
    let theValue: String
    let valueExpected: @Sendable (_ label: String, _ expected: String, _ actual: String) -> String
    let valueDifference: @Sendable (_ path: String, _ expected: String, _ actual: String) -> String
    let valueWrong: @Sendable (_ label: String, _ actual: String) -> String
    let valueWrongPart: @Sendable (_ path: String, _ actual: String) -> String
    let conditionExpected: @Sendable (ConditionComparison) -> String
    let conditionWrong: @Sendable (ConditionComparison) -> String
    let answerNotShown: String

    // MARK: list, start, check, hint

    let listHeader: @Sendable (_ title: String, _ done: Int, _ total: Int) -> String
    let next: String
    let allExercisesPass: String
    let created: @Sendable (_ path: String, _ check: String, _ watch: String) -> String
    let kept: @Sendable (_ path: String, _ check: String) -> String
    let everyCheckPassesNext: @Sendable (String) -> String
    let everyCheckPassesLast: String
    let stuck: @Sendable (_ command: String, _ hint: Int, _ count: Int) -> String
    let seenEveryHint: @Sendable (String) -> String
    let cannotReadStartFirst: @Sendable (_ file: String, _ start: String) -> String
    let hintLine: @Sendable (_ number: Int, _ count: Int, _ text: String) -> String
    let lastHint: String
    let noHints: String
    let noWorkspace: @Sendable (_ workspace: String, _ start: String) -> String
    let unknownExercise: @Sendable (_ name: String, _ suggestion: String?) -> String
    let unknownCheck: @Sendable (_ name: String, _ exercise: String, _ suggestion: String?, _ checks: String) -> String

    // MARK: watch

    let watchHeader: @Sendable (_ exercise: String, _ position: Int, _ count: Int, _ bar: String, _ done: Int) -> String
    let editing: @Sendable (String) -> String
    let keys: @Sendable (_ tracesShown: Bool) -> String
    let notYet: String
    let lastExerciseDone: String
    let checking: @Sendable (String) -> String
    let createdFromStarter: @Sendable (String) -> String

    // MARK: grade and pack

    let gradeStatus: @Sendable (String) -> String
    let gradeFailed: @Sendable (String) -> String
    let gradeErrorIn: @Sendable (String) -> String
    let gradeLimit: @Sendable (_ limit: RunLimit, _ location: String?) -> String
    let wrote: @Sendable (_ path: String, _ replacing: Bool) -> String
    let gradeSummary: @Sendable (_ count: Int, _ passed: Int, _ failed: Int, _ errors: Int) -> String
    let shardNote: @Sendable (_ shard: String, _ count: Int, _ total: Int) -> String
    /// `labSet`: the folder also carries a teacher's lab set (in .applife/labs).
    let packed: @Sendable (_ folder: String, _ exercises: Int, _ labSet: Bool) -> String
    /// How to work in a packed folder, with `exercise` as the example.
    /// How to work in a packed folder; `labs` is the flag its commands need (" --labs .applife/labs"), or "".
    let packHowTo: @Sendable (_ exercise: String, _ labs: String) -> String
    let packExercise: String
    let packTask: String
    let packHintsNote: String

    /// Commands and what they do, in an indented block with the descriptions aligned.
    static func commandTable(_ rows: [(command: String, does: String)]) -> String {
        let width = rows.map { DisplayWidth.of($0.command) }.max() ?? 0
        return rows.map { "    " + DisplayWidth.padded($0.command, to: width) + "  " + $0.does }.joined(separator: "\n")
    }

    static func of(_ language: LabLanguage) -> LabWords {
        switch language {
        case .en: return english
        case .zh: return chinese
        }
    }
}
