import ScriptBindings

/// JUnit XML: one testcase per scenario; a failure carries the aligned
/// expectation report, an error the message and traceback.
enum JUnitReport {
    static func xml(results: [ScenarioResult], suite: String) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
        ]
        for result in results {
            let open = "  <testcase classname=\"\(escape(suite))\" name=\"\(escape(result.name))\""
            switch result.status {
            case .passed:
                lines.append(open + "/>")
            case .failed, .error:
                let tag = result.status == .failed ? "failure" : "error"
                let message = result.location.map { "at \($0)" } ?? tag
                lines.append(open + ">")
                lines.append("    <\(tag) message=\"\(escape(message))\">\(escapeText(result.report ?? ""))</\(tag)>")
                lines.append("  </testcase>")
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escaped for an attribute (names, messages): see ``SafeText``.
    static func escape(_ text: String) -> String { SafeText.xmlAttribute(text) }

    /// Escaped for element content (reports, tracebacks).
    static func escapeText(_ text: String) -> String { SafeText.xmlText(text) }
}
