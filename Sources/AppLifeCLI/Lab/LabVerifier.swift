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
    /// The language of the problems (the paths and names in them stay as they are).
    var language: Language = .en

    private func say(_ phrase: Phrase, _ arguments: String...) -> String {
        phrase.text(language, arguments: arguments)
    }

    /// Every problem found, as `path: message` lines; `progress` gets one line per exercise.
    func problems(progress: (String) -> Void = { _ in }) throws -> [String] {
        var problems: [String] = []
        guard catalog.source != .builtIn else {
            return [say(.verifyBuiltIn)]
        }
        let names = catalog.set.exercises
        let setFile = "\(catalog.root)/lab.lua"
        for missing in LabLanguage.translated where catalog.set.translations[missing] == nil {
            problems.append(say(.verifyNoSetTable, setFile, missing.rawValue))
        }
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            problems.append(say(.verifyListedTwice, setFile, name))
        }
        if names.isEmpty { problems.append(say(.verifyNoExercises, setFile)) }
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
        if manifest.hints.isEmpty { problems.append(say(.verifyNoHints, place)) }
        if manifest.checks.isEmpty { problems.append(say(.verifyNoChecks, place)) }
        var seen: [String] = []
        for check in manifest.checks {
            if seen.contains(check.name) { problems.append(say(.verifyCheckTwice, place, check.name)) }
            for dependency in check.depends where !seen.contains(dependency) {
                problems.append(say(.verifyBadDependency, place, check.name, dependency))
            }
            if check.rationale.isEmpty { problems.append(say(.verifyNoRationale, place, check.name)) }
            for missing in LabLanguage.translated where check.translations[missing] == nil {
                problems.append(say(.verifyNoCheckTable, place, check.name, missing.rawValue))
            }
            seen.append(check.name)
        }
        problems += translationProblems(exercise, place: place)
        let missing = [exercise.readmePath, exercise.starterPath, exercise.solutionPath]
            .filter { !FileManager.default.fileExists(atPath: $0) }
        problems += missing.map { say(.verifyMissing, $0) }
        guard missing.isEmpty else { return problems }
        let solution = try run(exercise, exercise.solutionPath, recordsExpectations: true)
        problems += scenarioProblems(exercise)
        problems += labelProblems(exercise, solution, place: place)
        problems += try leakProblems(exercise, solution)
        problems += countProblems(exercise)
        for outcome in solution where outcome.status != .passed {
            let detail =
                outcome.report.map { ": " + $0.split(separator: "\n").prefix(3).joined(separator: " / ") } ?? ""
            problems.append(
                say(.verifySolutionFails, exercise.solutionPath, outcome.check.name, outcome.status.rawValue, detail))
        }
        for starterLanguage in LabLanguage.allCases {
            let path = LabCatalog.join(exercise.directory, LabExercise.fileName("starter", "lua", starterLanguage))
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if try run(exercise, path).allSatisfy({ $0.status == .passed }) {
                problems.append(say(.verifyStarterPasses, path))
            }
        }
        problems += try wrongSolutionProblems(exercise)
        for path in Self.files(in: LabCatalog.join(exercise.directory, "right")) {
            for outcome in try run(exercise, path) where outcome.status != .passed {
                problems.append(say(.verifyRightFails, path, outcome.check.name, outcome.status.rawValue))
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
                problems.append(say(.verifyWrongHeader, path, checks.joined(separator: ", ")))
                continue
            }
            let outcomes = try run(exercise, path)
            if outcomes.allSatisfy({ $0.status == .passed }) {
                problems.append(say(.verifyWrongFullMarks, path))
            } else if outcomes.contains(where: { $0.check.name == name && $0.status == .passed }) {
                problems.append(say(.verifyWrongPasses, path, name))
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
        for translated in LabLanguage.translated {
            if let text = manifest.translations[translated] {
                if text.hints.count != manifest.hints.count {
                    problems.append(
                        say(
                            .verifyHintCount, place, translated.rawValue, "\(text.hints.count)",
                            "\(manifest.hints.count)"))
                }
            } else {
                problems.append(say(.verifyNoExerciseTable, place, translated.rawValue))
            }
            let readme = LabCatalog.join(exercise.directory, LabExercise.fileName("README", "md", translated))
            if !FileManager.default.fileExists(atPath: readme) { problems.append(say(.verifyMissing, readme)) }
        }
        return problems
    }

    /// Every scenario of checks.lua is a check of exercise.lua: one without its entry never runs.
    func scenarioProblems(_ exercise: LabExercise) -> [String] {
        var options = RunOptions()
        if let solution = try? LabCatalog.read(exercise.solutionPath) {
            options.modules = [
                ScriptModule(function: "student", path: exercise.solutionPath, source: solution, returnsTable: true)
            ]
        }
        let checks = Set(exercise.manifest.checks.map(\.name))
        let listing = try? LuaThread.run {
            ScenarioRunner.list(path: exercise.checksPath, source: exercise.checksSource, options: options)
        }
        return (listing?.scenarios ?? []).filter { !checks.contains($0.name) }.map { scenario in
            say(.verifyStrayScenario, "\(exercise.checksPath):\(scenario.line ?? 1)", scenario.name)
        }
    }

    /// Every `expect.equal` label with words (a space) has its translation in every language.
    func labelProblems(_ exercise: LabExercise, _ outcomes: [CheckOutcome], place: String) -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for outcome in outcomes {
            for case .value(let comparison) in outcome.checked {
                guard let label = comparison.label, label.contains(" "), seen.insert(label).inserted else { continue }
                for translated in LabLanguage.translated
                where exercise.manifest.translations[translated]?.labels[label] == nil {
                    problems.append(say(.verifyNoLabel, place, label, outcome.check.name, translated.rawValue))
                }
            }
        }
        return problems
    }

    /// No task, starter, hint or rationale holds what a prediction or a hidden check expects
    /// (the values its expectations compared when the solution ran).
    func leakProblems(_ exercise: LabExercise, _ outcomes: [CheckOutcome]) throws -> [String] {
        let texts = try studentTexts(exercise)
        var problems: [String] = []
        for outcome in outcomes where outcome.check.hidden || outcome.isPrediction || outcome.check.prediction {
            let answers = LabAnswerLeaks.answers(
                outcome.checked, prediction: outcome.check.prediction || outcome.isPrediction)
            for answer in answers {
                for text in texts where LabAnswerLeaks.leaks(answer, in: text) {
                    problems.append(say(.verifyLeak, text.place, outcome.check.name, "\(answer)"))
                }
            }
        }
        return problems
    }

    /// What a student of the exercise reads: its tasks and starters (every language), hints
    /// and rationales.
    func studentTexts(_ exercise: LabExercise) throws -> [LabAnswerLeaks.Text] {
        var texts: [LabAnswerLeaks.Text] = []
        let place = LabCatalog.join(exercise.directory, "exercise.lua")
        for language in LabLanguage.allCases {
            let readme = LabCatalog.join(exercise.directory, LabExercise.fileName("README", "md", language))
            let starter = LabCatalog.join(exercise.directory, LabExercise.fileName("starter", "lua", language))
            for (path, kind) in [(readme, LabAnswerLeaks.Text.Kind.task), (starter, .starter)]
            where FileManager.default.fileExists(atPath: path) {
                texts.append(
                    .init(place: path, kind: kind, text: String(decoding: try LabCatalog.read(path), as: UTF8.self)))
            }
            for (index, hint) in exercise.manifest.hints(in: language).enumerated() {
                texts.append(.init(place: "\(place): \(language.rawValue) hint \(index + 1)", kind: .hint, text: hint))
            }
            for check in exercise.manifest.checks {
                texts.append(
                    .init(
                        place: "\(place): \(language.rawValue) rationale of '\(check.name)'", kind: .rationale,
                        text: check.rationale(in: language)))
            }
        }
        return texts
    }

    /// At least four wrong solutions (a constants answer, the taught mistake, typical slips)
    /// and one other right one prove the checks.
    func countProblems(_ exercise: LabExercise) -> [String] {
        var problems: [String] = []
        let wrong = Self.files(in: LabCatalog.join(exercise.directory, "wrong")).count
        let right = Self.files(in: LabCatalog.join(exercise.directory, "right")).count
        if wrong < 4 {
            problems.append(
                say(.verifyFewWrong, LabCatalog.join(exercise.directory, "wrong"), "\(wrong)", wrong == 1 ? "" : "s"))
        }
        if right < 1 { problems.append(say(.verifyNoRight, LabCatalog.join(exercise.directory, "right"))) }
        return problems
    }

    private func run(_ exercise: LabExercise, _ path: String, recordsExpectations: Bool = false) throws
        -> [CheckOutcome]
    {
        let source = try LabCatalog.read(path)
        let limits = self.limits
        return try LuaThread.run {
            LabChecker.run(
                exercise, studentPath: path, studentSource: source, limits: limits,
                recordsExpectations: recordsExpectations)
        }
    }
}
