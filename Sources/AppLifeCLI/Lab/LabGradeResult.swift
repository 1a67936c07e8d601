import FoundationEssentials
import LuaHost
import ScriptBindings

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

    /// Why `student` is not a name `lab grade` gives (a file or folder name in the class
    /// folder, `.lua` taken off), or nil: 1 to 255 bytes, no `/` or NUL, not starting with `.`.
    /// (A control character can be in a file name: every writer of names escapes it.)
    static func studentProblem(_ student: String) -> String? {
        guard (1...255).contains(student.utf8.count), !student.hasPrefix("."),
            !student.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 })
        else { return "not a name lab grade gives (a file or folder name of the class folder)" }
        return nil
    }

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
        let labels = exercise?.labels(in: words.language) ?? [:]
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

    /// What in a results file `lab grade` cannot have written, if anything: a file is data,
    /// not a promise (`lab grade merge` reads files from other machines), so its lab's name,
    /// its numbers and its students are checked before any of them is used.
    func problem() -> String? {
        if let problem = LabLimits.nameProblem(lab) {
            return "lab \(LuaLiteral.quoted(TextCut.text(lab, limit: 80))): \(problem)"
        }
        guard version == 3 else { return "version \(version) (lab grade writes version 3)" }
        guard max_score.isFinite, (0...LabLimits.maximumPoints).contains(max_score) else {
            return "max_score \(max_score) (an exercise is worth 0 to \(Int(LabLimits.maximumPoints)) points)"
        }
        var students = Set<String>()
        for result in submissions {
            let student = LuaLiteral.quoted(TextCut.text(result.student, limit: 80))
            if let problem = SubmissionResult.studentProblem(result.student) { return "student \(student): \(problem)" }
            guard students.insert(result.student).inserted else { return "student \(student) is given twice" }
            guard result.version == 3, ["pass", "fail", "error"].contains(result.status),
                result.tests.allSatisfy({ ["pass", "fail", "error"].contains($0.status) })
            else { return "student \(student): a status lab grade does not write" }
            guard result.max_score == max_score else {
                return
                    "student \(student): max_score \(result.max_score), but the lab's is \(LabReport.points(max_score))"
            }
            guard result.score.isFinite, (0...max_score).contains(result.score) else {
                return
                    "student \(student): score \(result.score) (a score is 0 to max_score, \(LabReport.points(max_score)))"
            }
        }
        return nil
    }
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
