import ScriptBindings

/// JUnit XML: `applife run --junit` (one testsuite, a testcase per scenario) and `lab grade
/// --junit` (a testsuite per student with its score, a testcase per check).
enum JUnitReport {
    static func xml(results: [ScenarioResult], suite: String) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuite name=\"\(OutcomeText.xml(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
        ]
        for result in results { lines += OutcomeText.junitCase(result, suite: suite) }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A grade report as JUnit. `time` is the virtual seconds each check simulated (a
    /// suite's is their sum), so the file is the same bytes on every run, and merged shards
    /// equal one whole run; the score is a property of each student's suite.
    static func grades(_ report: GradeReport) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"\(OutcomeText.xml(report.lab))\">",
        ]
        for submission in report.submissions {
            let tests =
                submission.tests.isEmpty
                ? [SubmissionResult.Test(name: "submission", status: "error", message: submission.message)]
                : submission.tests
            let skipped = tests.filter { $0.skipped == true }.count
            let failures = tests.filter { $0.status == "fail" && $0.skipped != true }.count
            let errors = tests.filter { $0.status == "error" }.count
            let time = seconds(tests.reduce(0) { $0 + milliseconds($1.time) })
            lines.append(
                "  <testsuite name=\"\(OutcomeText.xml(submission.student))\" tests=\"\(tests.count)\" "
                    + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(time)\">")
            lines.append("    <properties>")
            lines.append("      <property name=\"score\" value=\"\(LabReport.points(submission.score))\"/>")
            lines.append("      <property name=\"max_score\" value=\"\(LabReport.points(submission.max_score))\"/>")
            lines.append("    </properties>")
            for test in tests {
                let open =
                    "    <testcase classname=\"\(OutcomeText.xml(report.lab + "." + submission.student))\" "
                    + "name=\"\(OutcomeText.xml(test.name))\" time=\"\(seconds(milliseconds(test.time)))\""
                if test.skipped == true {
                    lines.append(open + "><skipped message=\"\(OutcomeText.xml(test.message ?? ""))\"/></testcase>")
                } else if test.status == "pass" {
                    lines.append(open + "/>")
                } else {
                    let tag = test.status == "fail" ? "failure" : "error"
                    let message = test.status == "fail" ? "check failed" : (submission.message ?? "error")
                    lines.append(open + ">")
                    lines.append(
                        "      <\(tag) message=\"\(OutcomeText.xml(message))\">\(OutcomeText.xmlText(test.message ?? ""))</\(tag)>"
                    )
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "12.500" as 12500; anything else as 0.
    static func milliseconds(_ text: String?) -> Int {
        guard let text else { return 0 }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]), whole >= 0, whole < Int.max / 2000 else { return 0 }
        let digits = parts.count == 2 ? Array(parts[1].prefix(3)) : []
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return 0 }
        let thousandths = (digits + Array(repeating: "0", count: 3 - digits.count)).reduce(0) {
            $0 * 10 + Int(String($1))!
        }
        return whole * 1000 + thousandths
    }

    /// 12500 as "12.500".
    static func seconds(_ milliseconds: Int) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
