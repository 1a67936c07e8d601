import AppLifeCLI
import ArgumentParser
import MessageCatalog

/// `applife lab ...`: teaching labs (docs/labs.md). Each subcommand turns its
/// arguments into one call of ``LabCommands`` or ``LabGrading``.
struct Lab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: help(.lab),
        subcommands: [
            LabList.self, LabStart.self, LabCheck.self, LabHint.self, LabWatch.self, LabVerify.self,
            LabPack.self, LabGrade.self, LabRunOne.self,
        ])
}

/// Where the labs and the student's workspace are, and the language.
struct LabLocation: ParsableArguments {
    @Option(help: optionHelp("The folder holding lab.lua (default: $APPLIFE_LABS, else the labs built into applife)."))
    var labs: String?
    @Option(help: optionHelp("Your work folder: exercise files and the progress file (default: lab-work)."))
    var workspace: String?
    @OptionGroup var language: LabLanguageOption

    func commands() throws -> LabCommands {
        var commands = LabCommands(labs: LabCatalog.locate(labs), workspace: workspace ?? LabCommands.defaultWorkspace)
        commands.language = try LanguageChoice.resolve(flag: language.lang)
        if let workspace { commands.repeatedFlags += " --workspace \(workspace)" }
        if let lang = language.lang { commands.repeatedFlags += " --lang \(lang)" }
        return commands
    }
}

/// `--lang en|zh`, else `$APPLIFE_LANG`, else the locale (LC_ALL, LC_MESSAGES, LANG), else English.
struct LabLanguageOption: ParsableArguments {
    @Option(help: optionHelp("The language: en or zh (default: $APPLIFE_LANG, else the locale, else en).")) var lang:
        String?
}

/// Turns a lab command's exit code into the process's.
private func finish(_ code: Int32) throws {
    if code != 0 { throw ExitCode(code) }
}

struct LabList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: help(.labList)
    ).parsedAlone(under: "applife lab")
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().list()) }
}

struct LabStart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: help(.labStart)
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The exercise.")) var name: String
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().start(name)) }
}

struct LabCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: help(.labCheck), discussion: help(.labCheckDiscussion)
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The exercise.")) var name: String
    @Option(help: optionHelp("Check this file instead of the one in your workspace.")) var file: String?
    @Option(
        name: .customLong("check"),
        help: optionHelp("Run only this check (its name or number) and those it depends on."))
    var only: String?
    @Option(help: optionHelp("Also write Exercism's results.json (version 3) into this folder.")) var results: String?
    @Flag(help: optionHelp("Show each failing check's timeline, with your log() lines.")) var trace = false
    @Option(help: optionHelp("Draw the failing check's trace as an SVG timeline in this file.")) var svg: String?
    @Option(parsing: .unconditional, help: optionHelp("Wall-clock seconds each check may run (0: no limit)."))
    var timeout: Double = RunLimits.checkSeconds
    @OptionGroup var location: LabLocation
    func run() throws {
        var commands = try location.commands()
        commands.limits.timeout = timeout
        try finish(commands.check(name, .init(file: file, trace: trace, svg: svg, only: only, results: results)))
    }

    func validate() throws { try validateSeconds(timeout, "--timeout") }
}

struct LabHint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint", abstract: help(.labHint)
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The exercise.")) var name: String
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().hint(name)) }
}

struct LabWatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: help(.labWatch)
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The exercise to start with.")) var name: String
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().watch(name)) }
}

struct LabVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: help(.labVerify)
    ).parsedAlone(under: "applife lab")
    @OptionGroup var location: LabLocation
    func run() throws { try finish(try location.commands().verify()) }
}

struct LabPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: help(.labPack), discussion: help(.labPackDiscussion)
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The folder to write.")) var directory: String
    @Option(
        name: .customLong("exercise"), help: optionHelp("Pack only this exercise (repeat for several; default: all)."))
    var exercises: [String] = []
    @Option(help: optionHelp("The folder holding lab.lua (default: $APPLIFE_LABS, else the labs built into applife)."))
    var labs: String?
    @Option(name: .customLong("applife-url"), help: optionHelp("Where the grading workflow downloads applife (https)."))
    var applifeURL: String?
    @Option(name: .customLong("applife-sha256"), help: optionHelp("The SHA-256 the downloaded applife must have."))
    var applifeSHA256: String?
    @OptionGroup var language: LabLanguageOption

    func validate() throws {
        if let problem = LabCommands.installerProblem(url: applifeURL, sha256: applifeSHA256) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        var commands = LabCommands(labs: LabCatalog.locate(labs))
        commands.language = try LanguageChoice.resolve(flag: language.lang)
        try finish(
            commands.pack(directory, only: exercises, installer: .init(url: applifeURL, sha256: applifeSHA256)))
    }
}

struct LabGrade: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: help(.labGrade), discussion: help(.labGradeDiscussion)
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The folder of submissions; or merge and the shards' results files.")) var targets:
        [String]
    @Option(help: optionHelp("The exercise the submissions answer.")) var lab: String?
    @Option(help: optionHelp("Write results (Exercism version 3 per submission, plus score and max_score) here."))
    var json: String = "results.json"
    @Option(help: optionHelp("Write JUnit XML here.")) var junit: String?
    @Option(parsing: .unconditional, help: optionHelp("Submissions graded at once.")) var jobs: Int = 1
    @Option(
        help: optionHelp(
            "Grade only part i of n of the submissions (i/n), for a CI matrix; lab grade merge joins the parts."))
    var shard: String?
    @Option(
        parsing: .unconditional,
        help: optionHelp("Wall-clock seconds each check may run: the Lua deadline, which names the line."))
    var timeout: Double = RunLimits.checkSeconds
    @Option(
        name: .customLong("cpu-seconds"), parsing: .unconditional,
        help: optionHelp("CPU seconds per grading child (the kernel's backstop); a check it stops fails alone."))
    var cpuSeconds: Int = 10
    @Option(
        name: .customLong("wall-seconds"), parsing: .unconditional,
        help: optionHelp("Wall-clock seconds per submission (the parent's backstop)."))
    var wallSeconds: Double = 30
    @Option(
        name: .customLong("memory-limit"), parsing: .unconditional, help: optionHelp("Memory per submission in MB."))
    var memoryLimit: Int = RunLimits().memoryMegabytes
    @Option(help: optionHelp("The folder holding lab.lua (default: $APPLIFE_LABS, else the labs built into applife)."))
    var labs: String?
    @OptionGroup var language: LabLanguageOption

    var merging: Bool { targets.first == "merge" }

    func validate() throws {
        if merging {
            guard targets.count > 1 else {
                throw ValidationError(usage(.usageGradeMergeFiles))
            }
            return
        }
        guard targets.count == 1 else {
            throw ValidationError(usage(.usageGradeOneFolder))
        }
        guard lab != nil else { throw ValidationError(usage(.usageGradeNeedsLab)) }
        var bounds = GradeSettings(labs: labs ?? "", exercise: lab ?? "", directory: targets[0])
        bounds.jobs = jobs
        bounds.cpuSeconds = cpuSeconds
        bounds.wallSeconds = wallSeconds
        bounds.memoryMegabytes = memoryLimit
        if let problem = bounds.problem(helpLanguage) { throw ValidationError(problem) }
        guard timeout.isFinite, timeout > 0, timeout < Double(cpuSeconds), timeout < wallSeconds else {
            throw ValidationError(usage(.usageGradeTimeout))
        }
        if let shard, GradeShardOption(shard) == nil {
            throw ValidationError(usage(.usageGradeShard, shard))
        }
    }

    func run() throws {
        if merging {
            try finish(
                LabGradeMerge.merge(
                    Array(targets.dropFirst()), jsonPath: json, junitPath: junit,
                    language: try LanguageChoice.resolve(flag: language.lang)))
            return
        }
        var settings = GradeSettings(labs: LabCatalog.locate(labs), exercise: lab ?? "", directory: targets[0])
        settings.jsonPath = json
        settings.junitPath = junit
        settings.jobs = jobs
        settings.checkSeconds = timeout
        settings.cpuSeconds = cpuSeconds
        settings.wallSeconds = wallSeconds
        settings.memoryMegabytes = memoryLimit
        settings.shard = shard.flatMap(GradeShardOption.init).map { ($0.index, $0.count) }
        settings.language = try LanguageChoice.resolve(flag: language.lang)
        try finish(LabGrading.grade(settings))
    }
}

/// `--shard i/n`.
struct GradeShardOption {
    let index: Int
    let count: Int

    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            count <= GradeShard.maximumCount,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }
}

/// The child process of `lab grade`: checks one submission under limits and
/// prints its result as JSON. Not for people.
struct LabRunOne: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run-one", abstract: "Internal: grade one submission (used by lab grade).",
        shouldDisplay: false
    ).parsedAlone(under: "applife lab")
    @Argument(help: optionHelp("The submission file.")) var file: String
    @Option(help: optionHelp("The exercise.")) var lab: String
    @Option(help: optionHelp("The folder holding lab.lua (default: the labs built into applife).")) var labs: String?
    @Option(parsing: .unconditional) var timeout: Double = RunLimits.checkSeconds
    @Option(name: .customLong("cpu-seconds"), parsing: .unconditional) var cpuSeconds: Int = 10
    @Option(name: .customLong("memory-limit"), parsing: .unconditional) var memoryLimit: Int = RunLimits()
        .memoryMegabytes
    @Option var lang: String = "en"
    @Option(help: optionHelp("Append each check's result to this file as it ends.")) var progress: String?
    @Option(name: .customLong("from-check"), help: optionHelp("The check to start at (from 1).")) var fromCheck: Int = 1
    @Option(help: optionHelp("A check before --from-check that passed (repeatable).")) var passed: [Int] = []

    func validate() throws {
        guard (1...10_000).contains(fromCheck), passed.allSatisfy({ (1..<fromCheck).contains($0) }) else {
            throw ValidationError(usage(.usageFromCheck))
        }
        var settings = GradeSettings(labs: labs ?? "", exercise: lab, directory: file)
        settings.cpuSeconds = cpuSeconds
        settings.memoryMegabytes = memoryLimit
        if let problem = settings.problem(helpLanguage) { throw ValidationError(problem) }
        try validateSeconds(timeout, "--timeout")
    }

    func run() throws {
        try finish(
            LabGrading.runOne(
                file: file, exercise: lab, labs: labs.map { .folder($0) } ?? .builtIn, checkSeconds: timeout,
                cpuSeconds: cpuSeconds, memoryMegabytes: memoryLimit, language: try LanguageChoice.resolve(flag: lang),
                progress: progress, fromCheck: fromCheck, passed: passed))
    }
}
