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
                lines.append("    <\(tag) message=\"\(escape(message))\">\(escape(result.report ?? ""))</\(tag)>")
                lines.append("  </testcase>")
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
