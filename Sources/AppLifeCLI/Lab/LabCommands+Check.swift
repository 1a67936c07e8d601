import MessageCatalog
import FoundationEssentials
import LuaHost
import ScriptBindings

/// `applife lab check`: every check of an exercise, or one (`--check NAME`, whose exit code
/// is its verdict, for GitHub Classroom), optionally writing Exercism's results.json.
extension LabCommands {
    /// What `lab check` does besides checking: the file (default: the workspace's), each
    /// failing check's timeline (`trace`), an SVG of it (`svg`), one check only (`only`),
    /// and a folder for results.json (`results`).
    public struct CheckOptions: Sendable {
        public var file: String?
        public var trace = false
        public var svg: String?
        public var only: String?
        public var results: String?

        public init(
            file: String? = nil, trace: Bool = false, svg: String? = nil, only: String? = nil, results: String? = nil
        ) {
            self.file = file
            self.trace = trace
            self.svg = svg
            self.only = only
            self.results = results
        }
    }

    /// With `trace`, each failing check's timeline follows it; with `svg`, the failing checks
    /// are also drawn there.
    public func check(_ name: String, file: String? = nil, trace: Bool = false, svg: String? = nil) -> Int32 {
        check(name, CheckOptions(file: file, trace: trace, svg: svg))
    }

    /// Exit code 0 when every check run passed, else 1 (2 on bad usage). With `only`, the
    /// named check runs after the checks it depends on, and its own verdict is the exit code.
    public func check(_ name: String, _ options: CheckOptions) -> Int32 {
        perform {
            if let problem = options.svg.flatMap(OutputFile.problem) { throw problem }
            let catalog = try LabCatalog(source: labs)
            var exercise = try catalog.exercise(name)
            if let only = options.only { exercise = try exercise.narrowed(to: only) }
            let resultsPath = try options.results.map(Self.resultsFile)
            let file = options.file ?? studentPath(name)
            var report = try runChecks(exercise, file: file, record: options.file == nil && options.only == nil)
            report.showsTraces = options.trace
            report.showsScore = options.only == nil
            var again = command("check", name) + (options.file.map { " --file " + ShellWord.quoted($0) } ?? "")
            if let only = options.only { again += " --check " + ShellWord.quoted(only) }
            report.traceHint = words.traceHint(again + " --trace")
            output.write(report.text())
            if let svg = options.svg { output.write(try drawChecks(report, to: svg)) }
            if let resultsPath {
                let results = ExercismResults(report.outcomes, exercise: exercise, words: words)
                try OutputFile.write(results.json, to: resultsPath)
            }
            guard options.only == nil else {
                return report.outcomes.last?.status == .passed ? ExitStatus.success : ExitStatus.expectationFailed
            }
            output.write(footer(catalog, exercise, report))
            return OutcomeText.exitCode(report.outcomes)
        }
    }

    /// `DIR/results.json`, with DIR made if missing; an unwritable folder is found before
    /// anything runs.
    static func resultsFile(_ folder: String) throws -> String {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = LabCatalog.join(folder, "results.json")
        if let problem = OutputFile.problem(path) { throw problem }
        return path
    }

    /// Runs the checks on `file`; with `record`, notes the result in the progress file.
    func runChecks(_ exercise: LabExercise, file: String, record: Bool) throws -> LabReport {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw LabError.usage(
                record ? words.cannotReadStartFirst(file, command("start", exercise.name)) : "cannot read '\(file)'")
        }
        let limits = self.limits
        let language = self.language
        let outcomes = try LuaThread.run {
            LabChecker.run(
                exercise, studentPath: file, studentSource: Array(data), limits: limits, language: language)
        }
        var report = LabReport(exercise: exercise, outcomes: outcomes, colour: colour)
        report.words = words
        if record {
            var progress = LabProgress.load(workspace: workspace)
            progress.record(exercise.name, passed: report.allPassed)
            try progress.save(workspace: workspace)
        }
        return report
    }

    /// What to do next: the next exercise, or the next hint (its number read now, so it is
    /// never stale).
    func footer(_ catalog: LabCatalog, _ exercise: LabExercise, _ report: LabReport) -> String {
        if report.allPassed {
            let names = catalog.set.exercises
            if let index = names.firstIndex(of: exercise.name), index + 1 < names.count {
                return words.everyCheckPassesNext(command("start", names[index + 1])) + "\n"
            }
            return words.everyCheckPassesLast + "\n"
        }
        let progress = LabProgress.load(workspace: workspace)
        let count = exercise.manifest.hints(in: language).count
        let seen = progress.hints(exercise.name)
        return seen < count
            ? words.stuck(command("hint", exercise.name), seen + 1, count) + "\n"
            : words.seenEveryHint(command("start", exercise.name)) + "\n"
    }
}

extension LabExercise {
    /// The exercise with only check `selector` (its name, or its number from 1) and the
    /// checks it depends on, in order.
    func narrowed(to selector: String) throws -> LabExercise {
        let checks = manifest.checks
        let byNumber = Int(selector).flatMap { checks.indices.contains($0 - 1) ? checks[$0 - 1].name : nil }
        guard let name = byNumber ?? checks.first(where: { $0.name == selector })?.name else {
            throw LabError.unknownCheck(
                selector, exercise: self.name, candidates: checks.filter { !$0.hidden }.map(\.name))
        }
        var needed: Set<String> = [name]
        for check in checks.reversed() where needed.contains(check.name) { needed.formUnion(check.depends) }
        var narrowed = manifest
        narrowed.checks = checks.filter { needed.contains($0.name) }
        return LabExercise(
            name: self.name, directory: directory, manifest: narrowed, checksPath: checksPath,
            checksSource: checksSource)
    }
}
