import AppLifeCLI
import ArgumentParser

/// `applife studio ...` (listed here for help; `Applife.main` hands the line on before parsing):
/// the studio is `applife-studio`, a program of its own beside this one, so applife links no
/// web server, and every argument is its own to read, `--help` too.
struct Studio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "A live device in the browser, with the timeline growing as you click (applife studio --help).",
        discussion: "Runs applife-studio from beside applife with the same arguments."
    ).parsedAlone(under: "applife")

    @Argument(parsing: .allUnrecognized, help: "FILE and the studio's options (applife studio --help).") var arguments:
        [String] = []

    func run() throws {
        throw ExitCode(StudioLauncher.exec(arguments))
    }
}
