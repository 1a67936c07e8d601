import AppLifeCLI
import ArgumentParser
import MessageCatalog

/// `applife studio ...` (listed here for help; `Applife.main` hands the line on before parsing):
/// the studio is `applife-studio`, a program of its own beside this one, so applife links no
/// web server, and every argument is its own to read, `--help` too.
struct Studio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: help(.studio), discussion: help(.studioDiscussion)
    ).parsedAlone(under: "applife")

    @Argument(parsing: .allUnrecognized, help: optionHelp("FILE and the studio's options (applife studio --help)."))
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(StudioLauncher.exec(arguments))
    }
}
