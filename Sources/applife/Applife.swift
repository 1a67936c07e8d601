import AppLifeCLI
import FoundationEssentials
import MessageCatalog
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

@main
struct Applife: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "applife",
        abstract: help(.applife),
        version: AppLifeVersion.description,
        subcommands: [Run.self, Repl.self, Lab.self, Explore.self, Types.self, Studio.self, Import.self]
    )

    /// ArgumentParser's usual entry point, except that bad usage exits with 2
    /// (README) instead of its 64.
    static func main() {
        // A plain `applife run FILE` has nothing to parse: it starts without building
        // the command tree (any other command line goes through ArgumentParser).
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.count == 2, arguments[0] == "run", !arguments[1].hasPrefix("-") {
            let target = RunTarget(arguments[1])
            var settings = RunSettings()
            settings.line = target.line
            settings.language = LanguageChoice.fromEnvironment()
            Glibc.exit(ScriptRun.run(path: target.path, limits: RunLimits(), settings: settings))
        }
        // The studio is a program of its own: every argument is its to read, --help included.
        if arguments.first == "studio" { Glibc.exit(StudioLauncher.exec(Array(arguments.dropFirst()))) }
        if arguments.first == "import" {
            Glibc.exit(StudioLauncher.execSibling("applife-import", what: "the importer", Array(arguments.dropFirst())))
        }
        let commands = configuration.subcommands.map { $0._commandName }
        let labCommands = Lab.configuration.subcommands.map { $0._commandName }
        let misspelt =
            CommandSpelling.problem(arguments, commands: commands + ["help"])
            ?? (arguments.first == "lab"
                ? CommandSpelling.problem(Array(arguments.dropFirst()), commands: labCommands + ["help"]) : nil)
        if let misspelt {
            TextSink.standardError.write("applife: \(misspelt)\n")
            Glibc.exit(ExitStatus.usage)
        }
        do {
            var command = try leafCommand(arguments) ?? parseAsRoot()
            try command.run()
        } catch {
            // A command's own exit code (and help, the version) stands; any other error
            // thrown while the arguments are turned into a call (an unknown --lang) is bad
            // usage, 2, never ArgumentParser's 1 or 64.
            guard error is ExitCode || exitCode(for: error) == .success else {
                let message = fullMessage(for: error)
                TextSink.standardError.write(message + "\n")
                // Our own errors are Chinese already; ArgumentParser's first line is English.
                let first = message.prefix { $0 != "\n" }
                if helpLanguage == .zh, !first.unicodeScalars.contains(where: { $0.value >= 0x4E00 }) {
                    let command = arguments.prefix { commands.contains($0) || labCommands.contains($0) }
                    TextSink.standardError.write(
                        UsageExplanation.chinese(for: message, command: command.joined(separator: " ")) + "\n")
                }
                Glibc.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

extension Applife {
    /// `applife lab grade ...` and the like, parsed by the named command alone. Parsing
    /// from the root builds every command's arguments by reflection and scans the binary's
    /// protocol conformances, which was half of a `lab grade` parent's instructions and
    /// is paid again by every graded child. Nil when the line names no leaf command or the
    /// leaf cannot parse it (help, a mistake): the full parse then runs and reports it in
    /// the words of the whole command tree.
    static func leafCommand(_ arguments: [String]) -> ParsableCommand? {
        var type: ParsableCommand.Type = Applife.self
        var used = 0
        while used < arguments.count,
            let next = type.configuration.subcommands.first(where: { $0._commandName == arguments[used] })
        {
            type = next
            used += 1
        }
        guard used > 0, type.configuration.subcommands.isEmpty else { return nil }
        assert(
            type.configuration._superCommandName == (["applife"] + arguments.prefix(used - 1)).joined(separator: " "),
            "a leaf command's configuration is .parsedAlone(under:) the names of the commands above it")
        // Help comes back as a command of the library's own: the full parse shows it.
        guard let command = try? type.parseAsRoot(Array(arguments.dropFirst(used))),
            ObjectIdentifier(Swift.type(of: command)) == ObjectIdentifier(type)
        else { return nil }
        return command
    }
}

extension CommandConfiguration {
    /// This leaf command's configuration, marked as a command of `parents` (`"applife lab"`)
    /// for the times ``Applife/leafCommand(_:)`` parses it alone. ArgumentParser then takes
    /// it for a pseudo-command and skips its check for `--generate-completion-script`: two
    /// more parses by reflection, most of a leaf parse. Parsed from the root, as help,
    /// mistakes and completion requests are, nothing changes: only the root's value is read.
    func parsedAlone(under parents: String) -> CommandConfiguration {
        var configuration = self
        configuration._superCommandName = parents
        return configuration
    }
}

extension RunSettings.TraceFormat: ExpressibleByArgument {}
extension RunSettings.ColourMode: ExpressibleByArgument {}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: help(.run), discussion: help(.runDiscussion)
    ).parsedAlone(under: "applife")

    @Argument(help: optionHelp("The scenario file to run (FILE or FILE:LINE).")) var file: String
    @Option(help: optionHelp("Trace format: text, jsonl or none.")) var trace: RunSettings.TraceFormat = .text
    @Option(help: optionHelp("Write the trace to this file instead of stdout.")) var out: String?
    @Option(
        parsing: .unconditional,
        help: optionHelp("iOS version of the device profile (default: the file's device{} or 17)."))
    var ios: Int?
    @Option(help: optionHelp("Run only scenarios whose name contains this (ignoring case).")) var filter: String?
    @Option(help: optionHelp("Run only the scenario with exactly this name.")) var scenario: String?
    @Flag(help: optionHelp("List the scenarios (line and name) without running them.")) var list = false
    @Flag(help: optionHelp("Run again whenever the file is saved (keys: r re-run, q quit).")) var watch = false
    @Option(
        name: .customLong("color"), help: optionHelp("Colour: auto (a terminal without NO_COLOR), always or never."))
    var colour: RunSettings.ColourMode = .auto
    @Option(help: optionHelp("Write JUnit XML (one testcase per scenario) to this file.")) var junit: String?
    @Option(help: optionHelp("Draw the run as an SVG swimlane timeline (one section per scenario) in this file."))
    var svg: String?
    @Option(
        help: optionHelp("Write the run as Chrome trace-event JSON (ui.perfetto.dev, chrome://tracing) to this file."))
    var perfetto: String?
    @Option(
        help: optionHelp(
            "Write a Mermaid state diagram of the transitions taken, with coverage, to this Markdown file."))
    var mermaid: String?
    @Option(
        help: optionHelp(
            "The branch choose(LABEL) takes, call after call: LABEL=BRANCH[,BRANCH...] (1/true, 2/false, ...)."))
    var choices: [String] = []
    @OptionGroup var limits: LimitOptions
    @OptionGroup var language: LanguageOption

    func validate() throws {
        if let problem = RunSettings.iosProblem(ios) { throw ValidationError(problem) }
        do { _ = try ChoiceWords.plan(choices) } catch { throw ValidationError(String(describing: error)) }
    }

    func run() throws {
        let target = RunTarget(file)
        var settings = RunSettings()
        settings.choices = (try? ChoiceWords.plan(choices)) ?? [:]
        settings.trace = trace
        settings.outPath = out
        settings.ios = ios
        settings.filter = filter
        settings.scenario = scenario
        settings.line = target.line
        settings.list = list
        settings.junitPath = junit
        settings.colour = colour == .auto ? nil : colour == .always
        settings.pictures = PictureOutputs(svgPath: svg, perfettoPath: perfetto, mermaidPath: mermaid)
        settings.language = try language.chosen()
        let code =
            watch
            ? ScriptRun.watch(path: target.path, limits: limits.runLimits, settings: settings)
            : ScriptRun.run(path: target.path, limits: limits.runLimits, settings: settings)
        if code != 0 { throw ExitCode(code) }
    }
}

struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: help(.repl), discussion: help(.replDiscussion)
    ).parsedAlone(under: "applife")

    @Argument(help: optionHelp("A scenario file whose apps to load.")) var file: String?
    @Option(
        parsing: .unconditional,
        help: optionHelp("iOS version of the device profile (default: the file's device{} or 17)."))
    var ios: Int?
    @OptionGroup var limits: LimitOptions
    @OptionGroup var language: LanguageOption

    func validate() throws {
        if let problem = RunSettings.iosProblem(ios) { throw ValidationError(problem) }
    }

    func run() throws {
        var settings = ReplCommand.Settings()
        settings.ios = ios
        settings.language = try language.chosen()
        let code = ReplCommand.run(path: file, limits: limits.runLimits, settings: settings)
        if code != 0 { throw ExitCode(code) }
    }
}

/// The language of the help: `--lang X` (or `--lang=X`) anywhere on the command line, else
/// `APPLIFE_LANG`, else the locale; English when none names a language applife has. Read
/// once, before ArgumentParser builds any help.
let helpLanguage = Language.forHelp(
    arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)

/// A command's abstract or discussion in ``helpLanguage``.
func help(_ text: HelpText) -> String { text.text(helpLanguage) }

/// An option's, flag's or argument's help line in ``helpLanguage`` (``OptionHelp``).
func optionHelp(_ english: String) -> ArgumentHelp { ArgumentHelp(OptionHelp.text(english, helpLanguage)) }

/// A usage error of our own (thrown from `validate()`) in ``helpLanguage``.
func usage(_ key: SentenceKey, _ arguments: String...) -> String {
    Sentence(key, arguments: arguments).text(helpLanguage)
}

/// `--lang en|zh` of run, repl and explore: the language of warnings and explanations.
struct LanguageOption: ParsableArguments {
    @Option(
        help: optionHelp("The language of explanations: en or zh (default: $APPLIFE_LANG, else the locale, else en)."))
    var lang: String?

    func validate() throws {
        if case .failure(let problem) = LanguageChoice.forCommand(flag: lang) {
            throw ValidationError(problem.description)
        }
    }

    /// The chosen language (``validate()`` has refused a bad one).
    func chosen() throws -> Language {
        try LanguageChoice.forCommand(flag: lang).get()
    }
}

/// The limits every script run has (README), shared by the commands that run Lua.
struct LimitOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: optionHelp("Wall-clock seconds a script (or one REPL input) may run (0: no limit)."))
    var timeout: Double = RunLimits().timeout
    @Option(
        name: .customLong("memory-limit"), parsing: .unconditional,
        help: optionHelp("Lua memory ceiling in MB (0: no limit)."))
    var memoryLimit: Int = RunLimits().memoryMegabytes
    @Option(
        name: .customLong("max-instructions"), parsing: .unconditional,
        help: optionHelp("Stop after this many Lua instructions."))
    var maxInstructions: Int64?
    @Option(parsing: .unconditional, help: optionHelp("Seed of math.random.")) var seed: Int64 = 0

    /// NaN would compare false with every limit and turn them all off; a huge one would overflow.
    func validate() throws {
        if let problem = runLimits.problem(helpLanguage) { throw ValidationError(problem) }
    }

    var runLimits: RunLimits {
        var limits = RunLimits()
        limits.timeout = timeout
        limits.memoryMegabytes = memoryLimit
        limits.maxInstructions = maxInstructions
        limits.seed = seed
        return limits
    }
}

struct Types: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: help(.types), discussion: help(.typesDiscussion)
    ).parsedAlone(under: "applife")

    @Argument(help: optionHelp("The folder of your scenario files.")) var directory: String = "."
    @Flag(help: optionHelp("Replace .luarc.json or .luacheckrc even when applife did not write them.")) var force =
        false
    @OptionGroup var language: LanguageOption

    func run() throws {
        let code = TypesCommand.run(directory: directory, force: force, language: try language.chosen())
        if code != 0 { throw ExitCode(code) }
    }
}

/// A time limit option: finite, not negative (0 turns the limit off), and in range.
func validateSeconds(_ value: Double, _ option: String) throws {
    var limits = RunLimits()
    limits.timeout = value
    if let problem = limits.problem(helpLanguage) {
        throw ValidationError(problem.replacing("--timeout", with: option))
    }
}
