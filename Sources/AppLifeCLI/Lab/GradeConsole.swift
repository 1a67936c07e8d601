import FoundationEssentials
import LuaHost
import TracePictures

/// What `lab grade` and `lab grade merge` print and write: a line per student with a reason
/// when it did not pass (columns aligned by display width, so Chinese names line up), the
/// report files (and whether they replaced earlier ones), and the counts.
struct GradeConsole {
    let words: LabWords
    let output: TextSink

    func finish(_ report: GradeReport, jsonPath: String?, junitPath: String?) throws {
        let results = report.submissions
        let statusWidth = ["pass", "fail", "error"].map { DisplayWidth.of(words.gradeStatus($0)) }.max() ?? 0
        let scores = results.map { "\(LabReport.points($0.score))/\(LabReport.points($0.max_score))" }
        let scoreWidth = scores.map { DisplayWidth.of($0) }.max() ?? 0
        // Names and messages come from students' files: no control character reaches the terminal.
        let names = results.map { SafeText.terminalLine(TextCut.text($0.student, limit: 100)) }
        let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
        for (index, result) in results.enumerated() {
            let status = DisplayWidth.padded(words.gradeStatus(result.status), to: statusWidth)
            var line = "\(status) \(DisplayWidth.padded(scores[index], to: scoreWidth))  "
            if let reason = OutcomeText.gradeReason(result, words: words) {
                line +=
                    DisplayWidth.padded(names[index], to: nameWidth) + "  "
                    + SafeText.terminalLine(TextCut.text(reason, limit: 200))
            } else {
                line += names[index]
            }
            output.write(line + "\n")
        }
        for (path, text) in [(jsonPath, report.json), (junitPath, report.junit)] {
            guard let path else { continue }
            let replacing = FileManager.default.fileExists(atPath: path)
            try OutputFile.write(text, to: path)
            output.write(words.wrote(path, replacing) + "\n")
        }
        let count = { (status: String) in results.filter { $0.status == status }.count }
        output.write(words.gradeSummary(results.count, count("pass"), count("fail"), count("error")) + "\n")
    }
}
