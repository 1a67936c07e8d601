import ScriptBindings

/// JUnit XML for `applife run --junit`: one testsuite, one testcase per scenario
/// (``OutcomeText/junitCase(_:suite:)``).
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
}
