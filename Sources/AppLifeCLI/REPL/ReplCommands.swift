import FoundationEssentials
import Lifecycle
import ScriptBindings
import TracePictures

#if canImport(Glibc)
import Glibc
#endif

/// The REPL's `:` commands (`:help` for the list).
struct ReplCommands {
    enum Outcome { case done, quit }
    let session: ReplSession
    let printer: ReplPrinter

    static let names = ReplSession.commandNames

    mutating func run(_ line: String) -> Outcome {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = words.first ?? ""
        let argument = words.count > 1 ? TextFunctions.trimming(words[1], TextFunctions.isWhitespace) : nil
        switch name {
        case "help", "h", "?":
            printer.line(ReplHelp.text(argument))
        case "state":
            state()
        case "trace":
            let count = argument.flatMap { Int($0) } ?? 20
            guard count >= 0, argument == nil || Int(argument!) != nil else {
                printer.error(":trace takes a number of records, got '\(argument!)'")
                break
            }
            for record in session.records.suffix(count) { printer.line(TraceRecord.textLine(record)) }
        case "time":
            printer.line("t = \(session.now.fixed3) s")
        case "reset":
            session.start()
            printer.show(.note("reset: a fresh device at t = 0.000"))
        case "reload":
            reload()
        case "save", "save!":
            save(argument, overwrite: name == "save!")
        case "svg":
            svg(argument)
        case "quit", "q", "exit":
            return .quit
        default:
            let suggestion = Spelling.nearest(to: name, in: Self.names).map { " (did you mean :\($0)?)" } ?? ""
            printer.error("unknown command ':\(name)'\(suggestion); :help lists the commands")
        }
        printer.output.flush()
        return .done
    }

    private func state() {
        printer.line("t = \(session.now.fixed3) s")
        let apps = session.apps()
        if apps.isEmpty { printer.line("no apps installed (declare one with app{ name = \"...\" })") }
        let width = max(4, apps.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for app in apps {
            let badge = app.badge.map(String.init) ?? "-"
            let tasks = app.tasks.isEmpty ? "none" : app.tasks.joined(separator: ", ")
            printer.line(
                DisplayWidth.padded(app.name, to: width) + "  "
                    + TextFunctions.padded(app.state, to: 10) + "  badge \(badge)  tasks: \(tasks)")
            // A scene app's windows under it, each with its activation state and title.
            let sceneWidth = app.scenes.map { DisplayWidth.of($0.name) }.max() ?? 0
            for scene in app.scenes {
                let title = scene.title.map { "  \"" + SafeText.terminalLine($0) + "\"" } ?? ""
                printer.line("  " + DisplayWidth.padded(scene.name, to: sceneWidth) + "  " + scene.state + title)
            }
        }
    }

    private func reload() {
        guard let path = session.path else {
            printer.error(":reload needs a file: start with applife repl FILE.lua")
            return
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            printer.error("applife: cannot read '\(path)': no such file or not readable")
            return
        }
        session.reload(source: Array(bytes))
        printer.show(.note("reloaded \(path): a fresh device at t = 0.000"))
    }

    /// `:save [--no-expect] FILE`; `:save!` replaces a file that exists.
    private func save(_ argument: String?, overwrite: Bool) {
        var words = (argument ?? "").split(separator: " ").map(String.init)
        let expectations = !words.contains("--no-expect")
        words.removeAll { $0 == "--no-expect" }
        guard let path = words.first, words.count == 1 else {
            printer.error(":save needs one file name: :save session.lua (or :save --no-expect session.lua)")
            return
        }
        var status = stat()
        if !overwrite, lstat(path, &status) == 0 {
            printer.error("\(path) exists: :save! \(path) replaces it")
            return
        }
        do {
            try OutputFile.write(session.savedScript(expectations: expectations), to: path)
        } catch {
            printer.error("applife: \(error)")
            return
        }
        let count = session.entries.count
        printer.show(.note("saved \(count) input\(count == 1 ? "" : "s") to \(path); run it with: applife run \(path)"))
    }
}
