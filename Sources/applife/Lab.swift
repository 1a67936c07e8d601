import AppLifeCLI
import ArgumentParser

/// `applife lab ...`: teaching labs (docs/labs.md). Each subcommand turns its
/// arguments into one call of ``LabCommands`` or ``LabGrading``.
struct Lab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "Exercises with automatic checks, hints, progress and grades.",
        subcommands: [LabList.self, LabStart.self, LabCheck.self, LabHint.self, LabWatch.self, LabVerify.self,
                      LabGrade.self, LabRunOne.self])
}

/// Where the labs and the student's workspace are.
struct LabLocation: ParsableArguments {
    @Option(help: "The folder holding lab.lua (default: $APPLIFE_LABS, ./labs, or the labs of this checkout).")
    var labs: String?
    @Option(help: "Your work folder: exercise files and the progress file (default: lab-work).") var workspace: String?

    func commands() throws -> LabCommands {
        var commands = LabCommands(labs: try LabCatalog.locate(labs), workspace: workspace ?? LabCommands.defaultWorkspace)
        if let workspace { commands.workspaceFlag = " --workspace \(workspace)" }
        return commands
    }
}

/// Turns a lab command's exit code into the process's.
private func finish(_ code: Int32) throws {
    if code != 0 { throw ExitCode(code) }
}

struct LabList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the exercises with your progress."
    ).parsedAlone(under: "applife lab")
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().list()) }
}

struct LabStart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Show an exercise's task and copy its starter file into your workspace."
    ).parsedAlone(under: "applife lab")
    @Argument(help: "The exercise.") var name: String
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().start(name)) }
}

struct LabCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Run an exercise's checks against your file.",
        discussion: "Exit status: 0 every check passed, 1 a check failed, 2 bad usage."
    ).parsedAlone(under: "applife lab")
    @Argument(help: "The exercise.") var name: String
    @Option(help: "Check this file instead of the one in your workspace.") var file: String?
    @Flag(help: "Show each failing check's timeline, with your log() lines.") var trace = false
    @Option(help: "Draw the failing check's trace as an SVG timeline in this file.") var svg: String?
    @Option(help: "Wall-clock seconds each check may run (0: no limit).") var timeout: Double = 10
    @OptionGroup var location: LabLocation
    func run() throws {
        var commands = try location.commands()
        commands.limits.timeout = timeout
        try finish(commands.check(name, file: file, trace: trace, svg: svg))
    }

    func validate() throws { try validateSeconds(timeout, "--timeout") }
}

struct LabHint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint", abstract: "Reveal the next hint."
    ).parsedAlone(under: "applife lab")
    @Argument(help: "The exercise.") var name: String
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().hint(name)) }
}

struct LabWatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Re-run the checks on every save (keys: t trace, h hint, n next, r re-run, q quit)."
    ).parsedAlone(under: "applife lab")
    @Argument(help: "The exercise to start with.") var name: String
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().watch(name)) }
}

struct LabVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Author lint: every starter fails a check, every solution passes, hints exist, names are unique."
    ).parsedAlone(under: "applife lab")
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().verify()) }
}

struct LabGrade: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade a folder of submissions (one file or folder per student), each in its own limited process."
    ).parsedAlone(under: "applife lab")
    @Argument(help: "The folder of submissions.") var directory: String
    @Option(help: "The exercise the submissions answer.") var lab: String
    @Option(help: "Write results (Exercism version 3, plus score and max_score) here.") var json: String = "results.json"
    @Option(help: "Write JUnit XML here.") var junit: String?
    @Option(parsing: .unconditional, help: "Submissions graded at once.") var jobs: Int = 1
    @Option(name: .customLong("cpu-seconds"), parsing: .unconditional, help: "CPU seconds per submission.") var cpuSeconds: Int = 10
    @Option(name: .customLong("wall-seconds"), parsing: .unconditional, help: "Wall-clock seconds per submission.") var wallSeconds: Double = 30
    @Option(name: .customLong("memory-limit"), parsing: .unconditional, help: "Memory per submission in MB.") var memoryLimit: Int = 512
    @Option(help: "The folder holding lab.lua.") var labs: String?

    func settings(labs: String) -> GradeSettings {
        var settings = GradeSettings(labs: labs, exercise: lab, directory: directory)
        settings.jsonPath = json
        settings.junitPath = junit
        settings.jobs = jobs
        settings.cpuSeconds = cpuSeconds
        settings.wallSeconds = wallSeconds
        settings.memoryMegabytes = memoryLimit
        return settings
    }

    func validate() throws {
        if let problem = settings(labs: labs ?? "").problem() { throw ValidationError(problem) }
    }

    func run() throws {
        try finish(LabGrading.grade(settings(labs: try LabCatalog.locate(labs))))
    }
}

/// The child process of `lab grade`: checks one submission under limits and
/// prints its result as JSON. Not for people.
struct LabRunOne: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run-one", abstract: "Internal: grade one submission (used by lab grade).",
        shouldDisplay: false
    ).parsedAlone(under: "applife lab")
    @Argument(help: "The submission file.") var file: String
    @Option(help: "The exercise.") var lab: String
    @Option(help: "The folder holding lab.lua.") var labs: String
    @Option(name: .customLong("cpu-seconds")) var cpuSeconds: Int = 10
    @Option(name: .customLong("wall-seconds")) var wallSeconds: Double = 30
    @Option(name: .customLong("memory-limit")) var memoryLimit: Int = 512

    func validate() throws {
        var settings = GradeSettings(labs: labs, exercise: lab, directory: file)
        settings.cpuSeconds = cpuSeconds
        settings.wallSeconds = wallSeconds
        settings.memoryMegabytes = memoryLimit
        if let problem = settings.problem() { throw ValidationError(problem) }
    }

    func run() throws {
        try finish(LabGrading.runOne(file: file, exercise: lab, labs: labs, cpuSeconds: cpuSeconds,
                                          wallSeconds: wallSeconds, memoryMegabytes: memoryLimit))
    }
}
