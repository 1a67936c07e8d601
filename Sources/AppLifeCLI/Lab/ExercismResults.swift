import FoundationEssentials

/// One solution's `results.json` in Exercism's test-runner interface, version 3 (exercism/docs,
/// building/tooling/test-runners/interface.md): `version`, `status` (`pass`, `fail`, or
/// `error` when no check ran cleanly), `message` (an error's only), and per check `name`,
/// `status` (`pass`, `fail`, `error`; a check skipped because one it depends on failed is a
/// `fail` that says so), `message`, `output` (the student's `log()` lines, at most 500
/// characters) and `test_code` (what the check is about, and how to run it alone). Nothing
/// else: the file is read by Exercism's website as it is.
struct ExercismResults: Encodable, Equatable {
    struct Test: Encodable, Equatable {
        var name: String
        var status: String
        var message: String?
        var output: String?
        var test_code: String?
    }

    var version = 3
    var status: String
    var message: String?
    var tests: [Test]

    init(_ outcomes: [CheckOutcome], exercise: LabExercise, words: LabWords) {
        let result = SubmissionResult.from(outcomes, student: "", points: 0, exercise: exercise, words: words)
        self.init(result)
    }

    /// The Exercism part of a graded submission.
    init(_ result: SubmissionResult) {
        status = result.status
        message = result.status == "error" ? result.message : nil
        tests = result.tests.map {
            Test(name: $0.name, status: $0.status, message: $0.message, output: $0.output, test_code: $0.test_code)
        }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}
