import AppLifeCLI
import ArgumentParser

/// `applife import ...` (listed here for help; `Applife.main` hands the line on before parsing):
/// the importer is `applife-import`, a program of its own beside this one, so applife links no
/// Swift parser and `applife run` keeps its start-up.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a Lua model of an app from its Swift sources, Info.plist and entitlements.",
        discussion:
            "applife import PATH... [--out FILE] runs applife-import from beside applife. Exit status: 0 a model "
            + "was written (the report on stderr), 2 no app delegate, scene delegate or SwiftUI App, or bad usage."
    ).parsedAlone(under: "applife")

    @Argument(parsing: .allUnrecognized, help: optionHelp("PATH... and --out FILE (applife import --help)."))
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(StudioLauncher.execSibling("applife-import", what: "the importer", arguments))
    }
}
