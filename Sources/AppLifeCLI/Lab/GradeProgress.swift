import FoundationEssentials
import ScriptBindings

#if canImport(Glibc)
import Glibc
#endif

/// What a grading child has finished so far: one JSON line per check, written the moment
/// the check ends, so the parent keeps them when a limit kills the child in a later check
/// (the kernel's CPU limit, the address-space limit, the watchdog of a check stuck in C).
struct GradeProgressLine: Codable, Equatable {
    /// The check's index in the exercise's list.
    var index: Int
    var test: SubmissionResult.Test
}

/// Appends progress lines to the child's file with write(2): nothing waits in a buffer
/// when the process is killed.
struct GradeProgressWriter {
    private let descriptor: Int32

    /// nil when the file cannot be made (the child then reports only at its end).
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    func append(_ line: GradeProgressLine) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(line) else { return }
        let bytes = Array(data) + [UInt8(ascii: "\n")]
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    func close() { _ = Glibc.close(descriptor) }
}

/// The parent's side: every check's test, filled from the children's progress lines and,
/// for the check a child died in, from how it died. Checks after it are run by a new child.
struct GradeProgress {
    let exercise: LabExercise
    let words: LabWords
    private(set) var tests: [SubmissionResult.Test?]

    init(exercise: LabExercise, words: LabWords) {
        self.exercise = exercise
        self.words = words
        tests = Array(repeating: nil, count: exercise.manifest.checks.count)
    }

    /// Reads a child's progress file; lines that do not parse or name no check are ignored.
    mutating func absorb(_ bytes: [UInt8]) {
        let decoder = JSONDecoder()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let entry = try? decoder.decode(GradeProgressLine.self, from: Data(line)),
                tests.indices.contains(entry.index)
            else { continue }
            tests[entry.index] = entry.test
        }
    }

    /// The first check from `start` with no result yet: where a child died, or nil when all are done.
    func firstMissing(from start: Int) -> Int? {
        tests.indices.first { $0 >= start && tests[$0] == nil }
    }

    /// The names of the checks that passed, for the next child's dependencies.
    var passedNames: Set<String> {
        Set(tests.indices.filter { tests[$0]?.status == "pass" }.map { exercise.manifest.checks[$0].name })
    }

    /// Check `index` ended with its child: an error with how it ended.
    mutating func ended(at index: Int, message: String, limit: RunLimit?) {
        let outcome = CheckOutcome(
            check: exercise.manifest.checks[index], status: .error, report: message, location: nil, crashes: [],
            blockedBy: nil, limit: limit)
        tests[index] = test(outcome, index)
    }

    /// Every check still without a result: the submission's time was spent before it.
    mutating func outOfTime(seconds: Double) {
        for index in tests.indices where tests[index] == nil {
            let outcome = CheckOutcome(
                check: exercise.manifest.checks[index], status: .error, report: nil, location: nil, crashes: [],
                blockedBy: nil, limit: .time, notRun: .outOfTime(seconds: seconds))
            tests[index] = test(outcome, index)
        }
    }

    /// The submission's result: the score from the checks' weights, Exercism's status.
    func result(student: String, points: Double, firstMessage: String?) -> SubmissionResult {
        let checks = exercise.manifest.checks
        let all = tests.map { $0 ?? SubmissionResult.Test(name: "", status: "error") }
        let score = LabReport.score(
            checks.indices.map { (checks[$0].weight, all[$0].status == "pass") }, points: points)
        return SubmissionResult.assembled(
            all, student: student, score: score, points: points, firstMessage: firstMessage ?? all.first?.message)
    }

    private func test(_ outcome: CheckOutcome, _ index: Int) -> SubmissionResult.Test {
        Self.test(outcome, index: index, exercise: exercise, words: words)
    }

    /// The grade test of the exercise's check number `index + 1`, in `words`' language: what
    /// a child writes as a progress line and the parent writes for a check a child died in.
    static func test(_ outcome: CheckOutcome, index: Int, exercise: LabExercise, words: LabWords)
        -> SubmissionResult.Test
    {
        OutcomeText.gradeTest(
            outcome, number: index + 1, exercise: exercise.name, words: words,
            labels: exercise.labels(in: words.language))
    }
}
