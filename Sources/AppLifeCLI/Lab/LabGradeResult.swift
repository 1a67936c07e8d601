import FoundationEssentials

/// One submission's result: Exercism's test-runner contract, version 3
/// (`version`, `status` pass/fail/error, `message`, `tests` with `name`,
/// `status`, `message`, `output`, `test_code`), plus `student`, `score` and
/// `max_score`, and per test `time` (virtual seconds) and `skipped`. A test skipped
/// because a check it depends on did not pass fails with `skipped: true` and a message
/// that says so (check50: a skipped check is not a failed one).
public struct SubmissionResult: Codable, Sendable, Equatable {
    public struct Test: Codable, Sendable, Equatable {
        public var name: String
        public var status: String
        public var message: String?
        public var output: String?
        public var test_code: String?
        /// The virtual seconds the check simulated ("1.000"): the same on every run.
        public var time: String?
        /// The check did not run because one it depends on did not pass.
        public var skipped: Bool?
    }

    public var student: String
    public var version = 3
    public var status: String
    public var message: String?
    public var score: Double
    public var max_score: Double
    public var tests: [Test]

    /// A submission that could not be checked at all ("error: time limit").
    static func error(_ student: String, _ message: String, maxScore: Double) -> SubmissionResult {
        SubmissionResult(student: student, status: "error", message: message, score: 0, max_score: maxScore, tests: [])
    }

    /// Builds the result from check outcomes. A check stopped by a limit fails alone (its
    /// test is an `error` naming the limit and the student's line); the others keep their
    /// points, as under Classroom, which runs each check alone.
    static func from(
        _ outcomes: [CheckOutcome], student: String, points: Double, exercise: LabExercise? = nil,
        words: LabWords = .english
    ) -> SubmissionResult {
        let labels = exercise?.manifest.translations[words.language]?.labels ?? [:]
        let tests = outcomes.enumerated().map {
            OutcomeText.gradeTest($1, number: $0 + 1, exercise: exercise?.name ?? "", words: words, labels: labels)
        }
        let score = LabReport.score(outcomes, points: points)
        let message = outcomes.first.map { first in
            first.limit.map { OutcomeText.gradeMessage($0, at: first.location, words: words) } ?? first.report
        }
        return assembled(tests, student: student, score: score, points: points, firstMessage: message ?? nil)
    }

    /// Exercism's top-level status (version 3): `pass` when every test passed, `error` only
    /// when no check ran to a verdict (a file that does not load; a first check stopped by a
    /// limit, with the checks that depend on it skipped), else `fail`. The message goes with
    /// `error` alone.
    static func assembled(
        _ tests: [Test], student: String, score: Double, points: Double, firstMessage: String?
    ) -> SubmissionResult {
        let noVerdict =
            tests.contains { $0.status == "error" } && tests.allSatisfy { $0.status == "error" || $0.skipped == true }
        let status = tests.allSatisfy { $0.status == "pass" } ? "pass" : noVerdict ? "error" : "fail"
        return SubmissionResult(
            student: student, status: status, message: status == "error" ? firstMessage : nil, score: score,
            max_score: points, tests: tests)
    }
}

/// The batch file `lab grade` writes: every submission's result, by student. A shard's file
/// (`lab grade --shard 2/3`) also says which part of the class it holds.
public struct GradeReport: Codable, Sendable, Equatable {
    public var version = 3
    public var lab: String
    public var max_score: Double
    public var submissions: [SubmissionResult]
    /// Set in a shard's file only; `lab grade merge` checks and drops it.
    public var shard: GradeShard?

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// JUnit XML: a testsuite per student (with its score), a testcase per check.
    public var junit: String { JUnitReport.grades(self) }
}

/// Which part of a class a shard graded: submission `first` up to (not including) `end`,
/// in the order of the whole class, part `index` of `count`.
public struct GradeShard: Codable, Sendable, Equatable {
    public var index: Int
    public var count: Int
    /// How many submissions the whole class has.
    public var submissions: Int
    public var first: Int
    public var end: Int

    /// The most parts a class is split into, and the most submissions a class has.
    public static let maximumCount = 100_000
    public static let maximumSubmissions = 10_000_000

    /// Part `index` (from 1) of `count` of `total` submissions: the ranges of the parts
    /// follow each other and differ in length by one at most.
    public init(index: Int, count: Int, submissions total: Int) {
        self.index = index
        self.count = count
        submissions = total
        first = total * (index - 1) / count
        end = total * index / count
    }
}
