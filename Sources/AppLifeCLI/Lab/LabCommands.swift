import FoundationEssentials
import LuaHost
import ScriptBindings

/// `applife lab ...`: list, start, check, hint and verify, as plain functions
/// that return the exit code (0 passed, 1 a check failed, 2 bad usage or a
/// broken lab). Errors become one line on `errors` here, in ``perform(_:)``.
public struct LabCommands {
    /// Where the lab set is (see ``LabCatalog/locate(_:)``).
    public var labs: LabSource
    /// Where the student's files and the progress file live.
    public var workspace: String
    public var output: TextSink
    public var errors: TextSink
    public var colour: Bool
    public var limits = RunLimits()
    /// The language the commands speak (``LanguageChoice``).
    public var language: LabLanguage = .en
    /// What the suggested commands repeat so they reach the same workspace in the same
    /// language (` --workspace ws --lang zh` when the student gave those).
    public var repeatedFlags = ""
    public static let defaultWorkspace = "lab-work"

    public init(
        labs: LabSource, workspace: String = LabCommands.defaultWorkspace, output: TextSink = .standardOutput,
        errors: TextSink = .standardError, colour: Bool? = nil
    ) {
        self.labs = labs
        self.workspace = workspace
        self.output = output
        self.errors = errors
        self.colour = colour ?? (output.isTerminal && !ScriptRun.noColour)
        limits.timeout = RunLimits.checkSeconds
    }

    /// The commands over the lab set in the folder `labs`.
    public init(
        labs: String, workspace: String = LabCommands.defaultWorkspace, output: TextSink = .standardOutput,
        errors: TextSink = .standardError, colour: Bool? = nil
    ) {
        self.init(labs: .folder(labs), workspace: workspace, output: output, errors: errors, colour: colour)
    }

    var words: LabWords { LabWords.of(language) }

    /// Runs a command body; a thrown error becomes a message and exit code 2.
    public func perform(_ body: () throws -> Int32) -> Int32 {
        defer {
            output.flush()
            errors.flush()
        }
        do {
            return try body()
        } catch let error as LabError {
            errors.write("applife lab: \(error.text(words))\n")
            return ExitStatus.usage
        } catch {
            return OutcomeText.report("applife lab", error, to: errors)
        }
    }

    /// `applife lab COMMAND NAME` with this workspace, as a suggestion shows it.
    func command(_ verb: String, _ name: String) -> String { "applife lab \(verb) \(name)\(repeatedFlags)" }

    // MARK: list

    public func list() -> Int32 {
        perform {
            let catalog = try LabCatalog(source: labs)
            let progress = LabProgress.load(workspace: workspace)
            output.write(try listing(catalog, progress))
            return ExitStatus.success
        }
    }

    func listing(_ catalog: LabCatalog, _ progress: LabProgress) throws -> String {
        let names = catalog.set.exercises
        let done = names.filter { progress.stage($0) == .passed }.count
        var text = words.listHeader(catalog.set.title(in: language), done, names.count) + "\n"
        let welcome = catalog.set.welcome(in: language)
        if done == 0 && progress.entries.isEmpty, !welcome.isEmpty {
            text +=
                "\n" + TextFunctions.trimming(welcome) { TextFunctions.isWhitespace($0) || TextFunctions.isNewline($0) }
                + "\n\n"
        }
        let width = names.map { DisplayWidth.of($0) }.max() ?? 0
        for (index, name) in names.enumerated() {
            let exercise = try catalog.exercise(name)
            let mark: String
            switch progress.stage(name) {
            case .passed: mark = "[x]"
            case .started: mark = "[>]"
            case nil: mark = "[ ]"
            }
            let number = DisplayWidth.leftPadded("\(index + 1)", to: 2)
            text +=
                "  \(mark) \(number). \(DisplayWidth.padded(name, to: width))  \(exercise.manifest.title(in: language))\n"
        }
        if let next = names.first(where: { progress.stage($0) != .passed }) {
            text += "\n" + words.next + command(progress.stage(next) == nil ? "start" : "watch", next) + "\n"
        } else {
            text += "\n" + words.allExercisesPass + "\n"
        }
        return text
    }

    // MARK: start

    public func start(_ name: String) -> Int32 {
        perform {
            let catalog = try LabCatalog(source: labs)
            let exercise = try catalog.exercise(name)
            let path = studentPath(name)
            let manager = FileManager.default
            try manager.createDirectory(atPath: workspace, withIntermediateDirectories: true)
            if let task = try catalog.task(exercise, language) { output.write(task + "\n") }
            if manager.fileExists(atPath: path) {
                output.write(words.kept(path, command("check", name)) + "\n")
            } else {
                let starter = try catalog.starter(exercise, language)
                try starter.withUnsafeBytes { try OutputFile.write($0, to: path) }
                output.write(words.created(path, command("check", name), command("watch", name)) + "\n")
            }
            var progress = LabProgress.load(workspace: workspace)
            progress.start(name)
            try progress.save(workspace: workspace)
            return ExitStatus.success
        }
    }

    func studentPath(_ name: String) -> String { LabCatalog.join(workspace, name + ".lua") }

    // MARK: hint

    public func hint(_ name: String) -> Int32 {
        perform {
            let catalog = try LabCatalog(source: labs)
            let exercise = try catalog.exercise(name)
            // Hints are progress: they belong in the workspace an exercise was started in.
            guard FileManager.default.fileExists(atPath: workspace) else {
                throw LabError.usage(words.noWorkspace(workspace, command("start", name)))
            }
            output.write(try revealHint(exercise, failing: try firstFailingCheck(exercise)))
            return ExitStatus.success
        }
    }

    /// The first check the workspace's file does not pass (nil when there is no file yet,
    /// or every check passes), so hints can follow it.
    func firstFailingCheck(_ exercise: LabExercise) throws -> String? {
        let file = studentPath(exercise.name)
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        let report = try runChecks(exercise, file: file, record: false)
        return Self.firstFailing(report.outcomes)
    }

    /// The first check that did not pass and was not skipped (a skipped check waits for
    /// another): the one a hint should help with.
    static func firstFailing(_ outcomes: [CheckOutcome]) -> String? {
        outcomes.first { $0.status == .failed || $0.status == .error }?.check.name
    }

    /// Reveals the next hint (or repeats the last) and returns every hint seen so far:
    /// the hints of `failing` (the first check that does not pass) come first.
    func revealHint(_ exercise: LabExercise, failing: String? = nil) throws -> String {
        let hints = exercise.manifest.hints(in: language)
        guard !hints.isEmpty else { return words.noHints + "\n" }
        var progress = LabProgress.load(workspace: workspace)
        let before = progress.hints(exercise.name)
        let shown = progress.revealHint(exercise.name, of: hints.count)
        try progress.save(workspace: workspace)
        let order = exercise.manifest.hintOrder(failing: failing).filter { $0 < hints.count }
        var text = ""
        for (number, index) in order.prefix(shown).enumerated() {
            text += words.hintLine(number + 1, hints.count, hints[index]) + "\n"
        }
        if before == hints.count { text += words.lastHint + "\n" }
        return text
    }

    // MARK: verify

    public func verify() -> Int32 {
        perform {
            let catalog = try LabCatalog(source: labs)
            // The checks are proven on whatever machine runs verify (a loaded CI runner, a debug
            // build): each gets the verifier's time, not a student's.
            var proving = limits
            proving.timeout = max(limits.timeout, RunLimits.verifySeconds)
            let problems = try LabVerifier(catalog: catalog, limits: proving, language: language).problems { line in
                output.write(line + "\n")
            }
            // The closing line stays as it is, for the tools that read it; another language's
            // summary comes before it.
            if problems.isEmpty {
                if language != .en {
                    output.write(Phrase.verifyAllGood.text(language, "\(catalog.set.exercises.count)") + "\n")
                }
                output.write("lab verify: \(catalog.set.exercises.count) exercises, no problems\n")
                return ExitStatus.success
            }
            for problem in problems { errors.write(problem + "\n") }
            if language != .en { output.write(Phrase.verifyProblems.text(language, "\(problems.count)") + "\n") }
            output.write("lab verify: \(problems.count) problem\(problems.count == 1 ? "" : "s")\n")
            return ExitStatus.expectationFailed
        }
    }
}
