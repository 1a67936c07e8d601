import FoundationEssentials

/// One submission's result: Exercism's test-runner contract, version 3
/// (`version`, `status` pass/fail/error, `message`, `tests` with `name`,
/// `status`, `message`, `output`, `test_code`), plus `score` and `max_score`.
/// A test skipped because a check it depends on did not pass has status
/// `skipped` (check50: a skipped check is not a failed one).
public struct SubmissionResult: Codable, Sendable, Equatable {
    public struct Test: Codable, Sendable, Equatable {
        public var name: String
        public var status: String
        public var message: String?
        public var output: String?
        public var test_code: String?
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

    /// Builds the result from check outcomes; a tripped budget anywhere makes
    /// the whole submission an error naming the limit.
    static func from(_ outcomes: [CheckOutcome], student: String, points: Double) -> SubmissionResult {
        let tests = outcomes.map(OutcomeText.gradeTest)
        let score = LabReport.score(outcomes, points: points)
        if let limit = outcomes.lazy.compactMap(\.limit).first {
            return SubmissionResult(
                student: student, status: "error", message: OutcomeText.gradeMessage(limit), score: 0,
                max_score: points, tests: tests)
        }
        let status = outcomes.allSatisfy { $0.status == .passed } ? "pass"
            : outcomes.contains { $0.status == .error } ? "error" : "fail"
        let failing = outcomes.first { $0.status == .error }
        return SubmissionResult(
            student: student, status: status, message: failing?.report, score: score, max_score: points, tests: tests)
    }
}

/// The batch file `lab grade` writes: every submission's result, by student.
public struct GradeReport: Codable, Sendable {
    public var version = 3
    public var lab: String
    public var max_score: Double
    public var submissions: [SubmissionResult]

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// JUnit XML: a testsuite per student, a testcase per check.
    public var junit: String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"\(OutcomeText.xml(lab))\">"]
        for submission in submissions {
            let tests = submission.tests.isEmpty
                ? [SubmissionResult.Test(name: "submission", status: "error", message: submission.message)]
                : submission.tests
            let failures = tests.filter { $0.status == "fail" }.count
            let errors = tests.filter { $0.status == "error" }.count
            let skipped = tests.filter { $0.status == "skipped" }.count
            lines.append("  <testsuite name=\"\(OutcomeText.xml(submission.student))\" tests=\"\(tests.count)\" "
                + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">")
            for test in tests {
                let open = "    <testcase classname=\"\(OutcomeText.xml(lab + "." + submission.student))\" name=\"\(OutcomeText.xml(test.name))\""
                switch test.status {
                case "pass":
                    lines.append(open + "/>")
                case "skipped":
                    lines.append(open + "><skipped message=\"\(OutcomeText.xml(test.message ?? ""))\"/></testcase>")
                default:
                    let tag = test.status == "fail" ? "failure" : "error"
                    let message = test.status == "fail" ? "check failed" : (submission.message ?? "error")
                    lines.append(open + ">")
                    lines.append("      <\(tag) message=\"\(OutcomeText.xml(message))\">\(OutcomeText.xmlText(test.message ?? ""))</\(tag)>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
