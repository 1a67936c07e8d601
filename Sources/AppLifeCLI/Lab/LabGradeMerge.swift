import FoundationEssentials
import LuaHost
import ScriptBindings

/// `applife lab grade merge A.json B.json ...`: joins the results of `lab grade --shard i/n`
/// (one file per shard, in any order) into the report one run over the whole class writes,
/// the same bytes, after checking that the shards belong together: one lab, one class, every
/// part once.
public enum LabGradeMerge {
    public static func merge(
        _ paths: [String], jsonPath: String?, junitPath: String?, language: LabLanguage = .en,
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        var commands = LabCommands(labs: .builtIn, output: output, errors: errors, colour: false)
        commands.language = language
        let words = commands.words
        return commands.perform {
            guard !paths.isEmpty else {
                throw LabError.usage("lab grade merge: give the shards' results files (A.json B.json ...)")
            }
            if let problem = [jsonPath, junitPath].compactMap({ $0 }).lazy.compactMap(OutputFile.problem).first {
                throw problem
            }
            let report = try joined(try paths.map { ($0, try read($0)) })
            try GradeConsole(words: words, output: output).finish(report, jsonPath: jsonPath, junitPath: junitPath)
            return ExitStatus.success
        }
    }

    /// One shard's file: a grade report that says which shard it is.
    static func read(_ path: String) throws -> GradeReport {
        guard let data = FileManager.default.contents(atPath: path) else { throw LabError.unreadable(path) }
        guard let report = try? JSONDecoder().decode(GradeReport.self, from: data) else {
            throw LabError.format("\(path): not a results file of applife lab grade")
        }
        guard let shard = report.shard else {
            throw LabError.format(
                "\(path): the results of a whole class, not of a shard (lab grade --shard i/n writes one)")
        }
        // A file is data, not a promise: its numbers are checked before any arithmetic.
        guard (1...GradeShard.maximumCount).contains(shard.count), (1...shard.count).contains(shard.index),
            (0...GradeShard.maximumSubmissions).contains(shard.submissions)
        else {
            throw LabError.format(
                "\(path): shard \(shard.index)/\(shard.count) of \(shard.submissions) submissions is not a shard lab grade writes"
            )
        }
        if let problem = report.problem() {
            throw LabError.format("\(path): \(problem): not a results file lab grade writes")
        }
        return report
    }

    /// The shards in order as one report, or an error naming the file that does not fit.
    static func joined(_ shards: [(path: String, report: GradeReport)]) throws -> GradeReport {
        guard let (firstPath, first) = shards.first, let plan = first.shard else { throw LabError.usage("no shards") }
        var byIndex: [Int: String] = [:]
        var byStudent: [String: String] = [:]
        for (path, report) in shards {
            guard let shard = report.shard else { continue }
            guard report.lab == first.lab else {
                throw LabError.format("\(path): lab '\(report.lab)', but \(firstPath) is lab '\(first.lab)'")
            }
            guard report.max_score == first.max_score else {
                throw LabError.format(
                    "\(path): lab '\(report.lab)' worth \(LabReport.points(report.max_score)) points, but in \(firstPath) "
                        + "it is worth \(LabReport.points(first.max_score)): grade every shard with the same lab set")
            }
            guard shard.count == plan.count, shard.submissions == plan.submissions else {
                throw LabError.format(
                    "\(path): shard \(shard.index)/\(shard.count) of \(shard.submissions) submissions, but \(firstPath) "
                        + "is of \(plan.count) shards and \(plan.submissions) submissions: grade every shard of one class"
                )
            }
            let expected = GradeShard(index: shard.index, count: shard.count, submissions: shard.submissions)
            guard shard == expected, report.submissions.count == shard.end - shard.first else {
                throw LabError.format(
                    "\(path): shard \(shard.index)/\(shard.count) does not hold the submissions its part should")
            }
            if let earlier = byIndex[shard.index] {
                throw LabError.format("shard \(shard.index)/\(shard.count) is given twice: \(earlier) and \(path)")
            }
            byIndex[shard.index] = path
            for result in report.submissions {
                if let earlier = byStudent.updateValue(path, forKey: result.student) {
                    throw LabError.format(
                        "student \(LuaLiteral.quoted(result.student)) is in two shards, \(earlier) and \(path): "
                            + "every student is in one shard of a class")
                }
            }
        }
        let missing = (1...plan.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw LabError.format(
                "missing shard\(missing.count == 1 ? "" : "s") "
                    + missing.map { "\($0)/\(plan.count)" }.joined(separator: ", ")
                    + ": merge needs every shard's results")
        }
        let ordered = shards.sorted { ($0.report.shard?.index ?? 0) < ($1.report.shard?.index ?? 0) }
        return GradeReport(
            lab: first.lab, max_score: first.max_score, submissions: ordered.flatMap(\.report.submissions))
    }
}
