import FoundationEssentials
import LuaHost
import ScriptBindings

/// The author's lint (`applife lab verify`): names are unique, every exercise
/// has its files and at least one hint, every text has its translations,
/// dependencies name earlier checks, every check has its scenario, every starter
/// fails at least one check, every solution passes them all, and so does every
/// other right solution (`right/*.lua`), while every wrong one (`wrong/*.lua`) fails
/// the check its header names.
struct LabVerifier {
    let catalog: LabCatalog
    let limits: RunLimits

    /// Every problem found, as `path: message` lines; `progress` gets one line per exercise.
    func problems(progress: (String) -> Void = { _ in }) throws -> [String] {
        var problems: [String] = []
        guard catalog.source != .builtIn else {
            return ["the labs built into applife carry no solutions to verify: pass --labs DIR (the lab set's folder)"]
        }
        let names = catalog.set.exercises
        for language in LabLanguage.translated where catalog.set.translations[language] == nil {
            problems.append(
                "\(catalog.root)/lab.lua: no '\(language.rawValue)' table (the title and welcome in that language)")
        }
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            problems.append("\(catalog.root)/lab.lua: exercise '\(name)' is listed twice")
        }
        if names.isEmpty { problems.append("\(catalog.root)/lab.lua: no exercises") }
        for name in Set(names).sorted(by: { names.firstIndex(of: $0)! < names.firstIndex(of: $1)! }) {
            let found: [String]
            do {
                found = try exerciseProblems(try catalog.exercise(name))
            } catch {
                found = ["\(catalog.root)/\(name): \(error)"]
            }
            progress((found.isEmpty ? "ok    " : "FAIL  ") + name)
            problems += found
        }
        return problems
    }

    func exerciseProblems(_ exercise: LabExercise) throws -> [String] {
        var problems: [String] = []
        let manifest = exercise.manifest
        let place = LabCatalog.join(exercise.directory, "exercise.lua")
        if manifest.hints.isEmpty { problems.append("\(place): the hint list is empty") }
        if manifest.checks.isEmpty { problems.append("\(place): no checks") }
        var seen: [String] = []
        for check in manifest.checks {
            if seen.contains(check.name) { problems.append("\(place): check '\(check.name)' is declared twice") }
            for dependency in check.depends where !seen.contains(dependency) {
                problems.append(
                    "\(place): check '\(check.name)' depends on '\(dependency)', which is not an earlier check")
            }
            if check.rationale.isEmpty { problems.append("\(place): check '\(check.name)' has no rationale") }
            for language in LabLanguage.translated where check.translations[language] == nil {
                problems.append(
                    "\(place): check '\(check.name)' has no '\(language.rawValue)' table (its title and rationale)")
            }
            seen.append(check.name)
        }
        problems += translationProblems(exercise, place: place)
        let missing = [exercise.readmePath, exercise.starterPath, exercise.solutionPath]
            .filter { !FileManager.default.fileExists(atPath: $0) }
        problems += missing.map { "\($0): missing" }
        guard missing.isEmpty else { return problems }
        let solution = try run(exercise, exercise.solutionPath)
        for outcome in solution where outcome.status != .passed {
            let detail =
                outcome.report.map { ": " + $0.split(separator: "\n").prefix(3).joined(separator: " / ") } ?? ""
            problems.append(
                "\(exercise.solutionPath): the solution does not pass '\(outcome.check.name)' (\(outcome.status.rawValue))\(detail)"
            )
        }
        for language in LabLanguage.allCases {
            let path = LabCatalog.join(exercise.directory, LabExercise.fileName("starter", "lua", language))
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if try run(exercise, path).allSatisfy({ $0.status == .passed }) {
                problems.append("\(path): the starter passes every check (it should fail at least one)")
            }
        }
        problems += try wrongSolutionProblems(exercise)
        for path in Self.files(in: LabCatalog.join(exercise.directory, "right")) {
            for outcome in try run(exercise, path) where outcome.status != .passed {
                problems.append(
                    "\(path): this right solution does not pass '\(outcome.check.name)' (\(outcome.status.rawValue))")
            }
        }
        return problems
    }

    /// Each `wrong/*.lua` starts with comment lines naming the check it must fail and why it
    /// is wrong on an iPhone (`-- fails: NAME`, `-- why: ...`); it fails that check, and so
    /// never gets full marks.
    func wrongSolutionProblems(_ exercise: LabExercise) throws -> [String] {
        var problems: [String] = []
        let checks = exercise.manifest.checks.map(\.name)
        for path in Self.files(in: LabCatalog.join(exercise.directory, "wrong")) {
            let header = Self.header(try LabCatalog.read(path))
            guard let name = header["fails"], checks.contains(name), header["why"].map({ !$0.isEmpty }) == true else {
                problems.append(
                    "\(path): a wrong solution starts with '-- fails: CHECK' (one of: \(checks.joined(separator: ", "))) "
                        + "and '-- why: ...' (why it is wrong on an iPhone)")
                continue
            }
            let outcomes = try run(exercise, path)
            if outcomes.allSatisfy({ $0.status == .passed }) {
                problems.append("\(path): this wrong solution gets full marks")
            } else if outcomes.contains(where: { $0.check.name == name && $0.status == .passed }) {
                problems.append("\(path): this wrong solution passes '\(name)', which it must fail")
            }
        }
        return problems
    }

    /// The `.lua` files of `folder`, sorted; none when there is no such folder.
    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".lua") }.sorted().map { LabCatalog.join(folder, $0) }
    }

    /// `-- key: value` lines at the top of a file; a value goes on over lines indented
    /// further (`--   more`).
    static func header(_ bytes: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        var last: String?
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("--") else { break }
            let text = line.dropFirst(2)
            let trimmed = text.drop(while: { $0 == " " })
            if text.count - trimmed.count == 1, let colon = trimmed.firstIndex(of: ":"),
                colon != trimmed.startIndex, trimmed[..<colon].allSatisfy(\.isLetter)
            {
                let key = String(trimmed[..<colon])
                fields[key] = String(trimmed[trimmed.index(after: colon)...].drop(while: { $0 == " " }))
                last = key
            } else if let key = last, !trimmed.isEmpty {
                fields[key, default: ""] += " " + trimmed
            }
        }
        return fields
    }

    /// Every translated language has the exercise's title, as many hints as English and
    /// its README.
    func translationProblems(_ exercise: LabExercise, place: String) -> [String] {
        var problems: [String] = []
        let manifest = exercise.manifest
        for language in LabLanguage.translated {
            if let text = manifest.translations[language] {
                if text.hints.count != manifest.hints.count {
                    problems.append(
                        "\(place): \(language.rawValue) has \(text.hints.count) hints, English \(manifest.hints.count)")
                }
            } else {
                problems.append("\(place): no '\(language.rawValue)' table (the title and hints in that language)")
            }
            let readme = LabCatalog.join(exercise.directory, LabExercise.fileName("README", "md", language))
            if !FileManager.default.fileExists(atPath: readme) { problems.append("\(readme): missing") }
        }
        return problems
    }

    private func run(_ exercise: LabExercise, _ path: String) throws -> [CheckOutcome] {
        let source = try LabCatalog.read(path)
        let limits = self.limits
        return try LuaThread.run { LabChecker.run(exercise, studentPath: path, studentSource: source, limits: limits) }
    }
}
