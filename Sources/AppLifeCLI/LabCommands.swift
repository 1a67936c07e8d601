import FoundationEssentials
import LuaHost
import ScriptBindings

/// `applife lab ...`: list, start, check, hint and verify, as plain functions
/// that return the exit code (0 passed, 1 a check failed, 2 bad usage or a
/// broken lab). Errors become one line on `errors` here, in ``perform(_:)``.
public struct LabCommands {
    /// The folder holding `lab.lua` (see ``LabCatalog/locate(_:)``).
    public var labs: String
    /// Where the student's files and the progress file live.
    public var workspace: String
    public var output: TextSink
    public var errors: TextSink
    public var colour: Bool
    public var limits = RunLimits()
    /// What the suggested commands repeat so they reach the same workspace (` --workspace ws`
    /// when the student gave one).
    public var workspaceFlag = ""
    public static let defaultWorkspace = "lab-work"

    public init(
        labs: String, workspace: String = LabCommands.defaultWorkspace, output: TextSink = .standardOutput,
        errors: TextSink = .standardError, colour: Bool? = nil
    ) {
        self.labs = labs
        self.workspace = workspace
        self.output = output
        self.errors = errors
        self.colour = colour ?? (output.isTerminal && !ScriptRun.noColour)
    }

    /// Runs a command body; a thrown error becomes a message and exit code 2.
    public func perform(_ body: () throws -> Int32) -> Int32 {
        defer {
            output.flush()
            errors.flush()
        }
        do {
            return try body()
        } catch {
            return OutcomeText.report("applife lab", error, to: errors)
        }
    }

    // MARK: list

    public func list() -> Int32 {
        perform {
            let catalog = try LabCatalog(root: labs)
            let progress = LabProgress.load(workspace: workspace)
            output.write(try listing(catalog, progress))
            return ExitStatus.success
        }
    }

    func listing(_ catalog: LabCatalog, _ progress: LabProgress) throws -> String {
        let names = catalog.set.exercises
        let done = names.filter { progress.stage($0) == .passed }.count
        var text = "\(catalog.set.title): \(done) of \(names.count) done\n"
        if done == 0 && progress.entries.isEmpty, !catalog.set.welcome.isEmpty {
            text += "\n" + TextFunctions.trimming(catalog.set.welcome) { TextFunctions.isWhitespace($0) || TextFunctions.isNewline($0) } + "\n\n"
        }
        let width = names.map(\.count).max() ?? 0
        for (index, name) in names.enumerated() {
            let exercise = try catalog.exercise(name)
            let mark: String
            switch progress.stage(name) {
            case .passed: mark = "[x]"
            case .started: mark = "[>]"
            case nil: mark = "[ ]"
            }
            let number = index + 1 < 10 ? " \(index + 1)" : "\(index + 1)"
            let padded = name + String(repeating: " ", count: width - name.count)
            text += "  \(mark) \(number). \(padded)  \(exercise.manifest.title)\n"
        }
        if let next = names.first(where: { progress.stage($0) != .passed }) {
            text += progress.stage(next) == nil
                ? "\nNext: applife lab start \(next)\(workspaceFlag)\n" : "\nNext: applife lab watch \(next)\(workspaceFlag)\n"
        } else {
            text += "\nEvery exercise passes. Well done!\n"
        }
        return text
    }

    // MARK: start

    public func start(_ name: String) -> Int32 {
        perform {
            let catalog = try LabCatalog(root: labs)
            let exercise = try catalog.exercise(name)
            let path = studentPath(name)
            let manager = FileManager.default
            try manager.createDirectory(atPath: workspace, withIntermediateDirectories: true)
            if let task = catalog.task(exercise) { output.write(task + "\n") }
            if manager.fileExists(atPath: path) {
                output.write("\(path) already exists: your work is kept. Edit it, then run `applife lab check \(name)\(workspaceFlag)`.\n")
            } else {
                let starter = try LabCatalog.read(exercise.starterPath)
                try starter.withUnsafeBytes { try OutputFile.write($0, to: path) }
                output.write("Created \(path). Edit it, then run `applife lab check \(name)\(workspaceFlag)` "
                    + "or `applife lab watch \(name)\(workspaceFlag)`.\n")
            }
            var progress = LabProgress.load(workspace: workspace)
            progress.start(name)
            try progress.save(workspace: workspace)
            return ExitStatus.success
        }
    }

    func studentPath(_ name: String) -> String { LabCatalog.join(workspace, name + ".lua") }

    // MARK: check

    /// With `trace`, each failing check's timeline follows it; with `svg`, the failing checks
    /// are also drawn there.
    public func check(_ name: String, file: String? = nil, trace: Bool = false, svg: String? = nil) -> Int32 {
        perform {
            if let problem = svg.flatMap(OutputFile.problem) { throw problem }
            let catalog = try LabCatalog(root: labs)
            let exercise = try catalog.exercise(name)
            var report = try runChecks(exercise, file: file ?? studentPath(name), record: file == nil)
            report.showsTraces = trace
            report.traceHint = "See what happened in a failing check, with your log() lines: "
                + "applife lab check \(name)\(workspaceFlag)" + (file.map { " --file \($0)" } ?? "") + " --trace"
            output.write(report.text())
            if let svg { output.write(try drawChecks(report.outcomes, exercise: name, to: svg)) }
            output.write(footer(catalog, exercise, report))
            return OutcomeText.exitCode(report.outcomes)
        }
    }

    /// Runs the checks on `file`; with `record`, notes the result in the progress file.
    func runChecks(_ exercise: LabExercise, file: String, record: Bool) throws -> LabReport {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw LabError.usage(
                "cannot read '\(file)'" + (record ? ": run `applife lab start \(exercise.name)\(workspaceFlag)` first" : ""))
        }
        let limits = self.limits
        let outcomes = try LuaThread.run {
            LabChecker.run(exercise, studentPath: file, studentSource: Array(data), limits: limits)
        }
        let report = LabReport(exercise: exercise, outcomes: outcomes, colour: colour)
        if record {
            var progress = LabProgress.load(workspace: workspace)
            progress.record(exercise.name, passed: report.allPassed)
            try progress.save(workspace: workspace)
        }
        return report
    }

    func footer(_ catalog: LabCatalog, _ exercise: LabExercise, _ report: LabReport) -> String {
        if report.allPassed {
            let names = catalog.set.exercises
            if let index = names.firstIndex(of: exercise.name), index + 1 < names.count {
                return "Every check passes. Next: applife lab start \(names[index + 1])\(workspaceFlag)\n"
            }
            return "Every check passes. That was the last exercise!\n"
        }
        let progress = LabProgress.load(workspace: workspace)
        let count = exercise.manifest.hints.count
        let seen = progress.hints(exercise.name)
        return seen < count
            ? "Stuck? applife lab hint \(exercise.name)\(workspaceFlag) (hint \(seen + 1) of \(count))\n"
            : "You have seen every hint; the README links the concept: \(exercise.readmePath)\n"
    }

    // MARK: hint

    public func hint(_ name: String) -> Int32 {
        perform {
            let catalog = try LabCatalog(root: labs)
            let exercise = try catalog.exercise(name)
            // Hints are progress: they belong in the workspace an exercise was started in.
            guard FileManager.default.fileExists(atPath: workspace) else {
                throw LabError.usage(
                    "no workspace '\(workspace)' here: start the exercise first (applife lab start \(name)\(workspaceFlag)), "
                        + "or pass --workspace DIR")
            }
            output.write(try revealHint(exercise))
            return ExitStatus.success
        }
    }

    /// Reveals the next hint (or repeats the last) and returns every hint seen so far.
    func revealHint(_ exercise: LabExercise) throws -> String {
        let hints = exercise.manifest.hints
        guard !hints.isEmpty else { return "This exercise has no hints.\n" }
        var progress = LabProgress.load(workspace: workspace)
        let before = progress.hints(exercise.name)
        let shown = progress.revealHint(exercise.name, of: hints.count)
        try progress.save(workspace: workspace)
        var text = ""
        for index in 0..<shown {
            text += "Hint \(index + 1) of \(hints.count): \(hints[index])\n"
        }
        if before == hints.count { text += "That was the last hint.\n" }
        return text
    }

    // MARK: verify

    public func verify() -> Int32 {
        perform {
            let catalog = try LabCatalog(root: labs)
            let problems = try LabVerifier(catalog: catalog, limits: limits).problems { line in output.write(line + "\n") }
            if problems.isEmpty {
                output.write("lab verify: \(catalog.set.exercises.count) exercises, no problems\n")
                return ExitStatus.success
            }
            for problem in problems { errors.write(problem + "\n") }
            output.write("lab verify: \(problems.count) problem\(problems.count == 1 ? "" : "s")\n")
            return ExitStatus.expectationFailed
        }
    }
}
