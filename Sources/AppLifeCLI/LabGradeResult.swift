import Foundation

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
        let tests = outcomes.map { outcome -> Test in
            let check = outcome.check
            let name = check.hidden ? "hidden: \(check.rationale)" : check.name
            switch outcome.status {
            case .passed:
                return Test(name: name, status: "pass")
            case .skipped:
                return Test(name: name, status: "skipped", message: "skipped: needs '\(outcome.blockedBy ?? "")' to pass first")
            case .failed, .error:
                var message = check.rationale
                if !check.hidden, let report = outcome.report { message += "\n" + report }
                if let location = outcome.location, !check.hidden { message += "\nat " + location }
                if !outcome.crashes.isEmpty { message += "\n" + outcome.crashes.joined(separator: "\n") }
                return Test(name: name, status: outcome.status == .failed ? "fail" : "error", message: message)
            }
        }
        let score = LabReport.score(outcomes, points: points)
        if let limit = outcomes.lazy.compactMap(limitMessage).first {
            return SubmissionResult(student: student, status: "error", message: limit, score: 0, max_score: points, tests: tests)
        }
        let status = outcomes.allSatisfy { $0.status == .passed } ? "pass"
            : outcomes.contains { $0.status == .error } ? "error" : "fail"
        let failing = outcomes.first { $0.status == .error }
        return SubmissionResult(
            student: student, status: status, message: failing?.report, score: score, max_score: points, tests: tests)
    }

    /// "error: time limit" / "error: memory limit" when a check tripped a budget.
    private static func limitMessage(_ outcome: CheckOutcome) -> String? {
        guard outcome.status == .error, let report = outcome.report else { return nil }
        if report.contains("time limit") || report.contains("instruction limit") { return "error: time limit" }
        if report.contains("memory limit") || report.contains("not enough memory") { return "error: memory limit" }
        return nil
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
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"\(JUnitReport.escape(lab))\">"]
        for submission in submissions {
            let tests = submission.tests.isEmpty
                ? [SubmissionResult.Test(name: "submission", status: "error", message: submission.message)]
                : submission.tests
            let failures = tests.filter { $0.status == "fail" }.count
            let errors = tests.filter { $0.status == "error" }.count
            let skipped = tests.filter { $0.status == "skipped" }.count
            lines.append("  <testsuite name=\"\(JUnitReport.escape(submission.student))\" tests=\"\(tests.count)\" "
                + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">")
            for test in tests {
                let open = "    <testcase classname=\"\(JUnitReport.escape(lab + "." + submission.student))\" name=\"\(JUnitReport.escape(test.name))\""
                switch test.status {
                case "pass":
                    lines.append(open + "/>")
                case "skipped":
                    lines.append(open + "><skipped message=\"\(JUnitReport.escape(test.message ?? ""))\"/></testcase>")
                default:
                    let tag = test.status == "fail" ? "failure" : "error"
                    let message = test.status == "fail" ? "check failed" : (submission.message ?? "error")
                    lines.append(open + ">")
                    lines.append("      <\(tag) message=\"\(JUnitReport.escape(message))\">\(JUnitReport.escapeText(test.message ?? ""))</\(tag)>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
