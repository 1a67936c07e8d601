import AppLifeCLI
import ArgumentParser
import FoundationEssentials
import MessageCatalog
import Studio

#if canImport(Glibc)
import Glibc
#endif

/// `applife studio` (which starts this program from beside the applife executable): argument
/// parsing only. `--session` is the studio's own: each page's session process.
@main
struct AppLifeStudio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "applife studio",
        abstract: HelpText.studioServer.text(helpLanguage),
        discussion: HelpText.studioServerDiscussion.text(helpLanguage),
        version: AppLifeVersion.description
    )

    @Argument(help: optionHelp("A scenario file whose apps the device starts with.")) var file: String?
    @Option(help: optionHelp("The port to listen on (0: a free one).")) var port: Int = 0
    @Flag(help: optionHelp("Open the page in the desktop's browser (xdg-open).")) var open = false
    @Option(help: optionHelp("The lab set for lab mode (default: as applife lab finds it).")) var labs: String?
    @Option(
        help: optionHelp(
            "The page's language, en or zh (default: APPLIFE_LANG, else the browser's, else the locale's)."))
    var lang: String?
    @Option(name: .customLong("save-dir"), help: optionHelp("The folder \"save as scenario\" writes to."))
    var saveDirectory: String = "."
    @Option(
        parsing: .unconditional,
        help: optionHelp("iOS version of the device profile (default: the file's device{} or 17)."))
    var ios: Int?
    @Option(parsing: .unconditional, help: optionHelp("Seed of math.random.")) var seed: Int64 = 0
    @Option(parsing: .unconditional, help: optionHelp("Wall-clock seconds one action's Lua may run (0.1 to 3600)."))
    var timeout: Double = StudioLimits.requestSeconds

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError(usage(.usagePort, String(port))) }
        guard timeout.isFinite, (0.1...3600).contains(timeout) else {
            throw ValidationError(usage(.usageStudioTimeout, String(timeout)))
        }
        if let problem = RunSettings.iosProblem(ios) { throw ValidationError(problem) }
        if lang != nil {
            do { _ = try LanguageChoice.resolve(flag: lang) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        var settings = StudioSettings()
        settings.path = file
        settings.port = port
        settings.open = open
        settings.labs = labs
        settings.language = lang
        settings.saveDirectory = saveDirectory
        settings.ios = ios
        settings.seed = seed
        settings.timeout = timeout
        let code = StudioServer.run(settings)
        if code != 0 { throw ExitCode(code) }
    }

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--session" {
            do {
                let session = try Session.parse(Array(arguments.dropFirst()))
                var settings = SessionProcess.Settings()
                settings.path = session.file
                settings.labs = session.labs
                settings.ios = session.ios
                settings.seed = session.seed
                settings.timeout = session.timeout
                settings.language = session.lang.flatMap { Language(rawValue: $0) } ?? .en
                Glibc.exit(SessionProcess.run(settings))
            } catch {
                TextSink.standardError.write(Session.fullMessage(for: error) + "\n")
                Glibc.exit(ExitStatus.usage)
            }
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // Exit codes are the README's: any error that is not the command's own code or a
            // clean exit (help, the version) is bad usage, 2.
            guard error is ExitCode || exitCode(for: error) == .success else {
                TextSink.standardError.write(fullMessage(for: error) + "\n")
                Glibc.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

/// `--session [FILE] [--labs DIR] [--ios N] [--seed N] [--timeout S] [--lang en|zh]`: one page's
/// session, started by the server.
struct Session: ParsableArguments {
    @Option var lang: String?
    @Argument var file: String?
    @Option var labs: String?
    @Option(parsing: .unconditional) var ios: Int?
    @Option(parsing: .unconditional) var seed: Int64 = 0
    @Option(parsing: .unconditional) var timeout: Double = StudioLimits.requestSeconds
}

/// The language of the help: `--lang X` (or `--lang=X`) anywhere on the command line, else
/// `APPLIFE_LANG`, else the locale; English when none names a language applife has. Read
/// once, before ArgumentParser builds any help.
let helpLanguage = Language.forHelp(
    arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)

/// An option's, flag's or argument's help line in ``helpLanguage`` (``OptionHelp``).
func optionHelp(_ english: String) -> ArgumentHelp { ArgumentHelp(OptionHelp.text(english, helpLanguage)) }

/// A usage error of our own (thrown from `validate()`) in ``helpLanguage``.
func usage(_ key: SentenceKey, _ arguments: String...) -> String {
    Sentence(key, arguments: arguments).text(helpLanguage)
}
