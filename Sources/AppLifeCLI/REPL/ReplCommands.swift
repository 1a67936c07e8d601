import MessageCatalog
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

    /// `key` in the session's language.
    private func say(_ key: SentenceKey, _ arguments: String...) -> String {
        Sentence(key, arguments: arguments).text(printer.language)
    }

    mutating func run(_ line: String) -> Outcome {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = words.first ?? ""
        let argument = words.count > 1 ? TextFunctions.trimming(words[1], TextFunctions.isWhitespace) : nil
        switch name {
        case "help", "h", "?":
            printer.line(ReplHelp.text(argument, language: printer.language))
        case "state":
            state()
        case "trace":
            let count = argument.flatMap { Int($0) } ?? 20
            guard count >= 0, argument == nil || Int(argument!) != nil else {
                printer.error(say(.replTraceNeedsNumber, argument!))
                break
            }
            for record in session.records.suffix(count) {
                printer.line(TraceRecord.textLine(record, language: printer.language))
            }
        case "time":
            printer.line("t = \(session.now.fixed3) s")
        case "reset":
            session.start()
            printer.show(.note(say(.replReset)))
        case "reload":
            reload()
        case "save", "save!":
            save(argument, overwrite: name == "save!")
        case "svg":
            svg(argument)
        case "quit", "q", "exit":
            return .quit
        default:
            let suggestion = Spelling.nearest(to: name, in: Self.names).map { say(.replDidYouMean, $0) } ?? ""
            printer.error(say(.replUnknownCommand, name, suggestion))
        }
        printer.output.flush()
        return .done
    }

    private func state() {
        printer.line("t = \(session.now.fixed3) s")
        let apps = session.apps()
        if apps.isEmpty { printer.line(say(.replNoApps)) }
        let width = max(4, apps.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for app in apps {
            let badge = app.badge.map(String.init) ?? "-"
            let tasks = app.tasks.isEmpty ? say(.replNoTasks) : app.tasks.joined(separator: ", ")
            printer.line(
                DisplayWidth.padded(app.name, to: width) + "  "
                    + TextFunctions.padded(app.state, to: 10) + "  " + say(.replStateLine, badge, tasks))
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
            printer.error(say(.replReloadNeedsFile))
            return
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            printer.error(say(.replCannotRead, path))
            return
        }
        session.reload(source: Array(bytes))
        printer.show(.note(say(.replReloaded, path)))
    }

    /// `:save [--no-expect] FILE`; `:save!` replaces a file that exists.
    private func save(_ argument: String?, overwrite: Bool) {
        var words = (argument ?? "").split(separator: " ").map(String.init)
        let expectations = !words.contains("--no-expect")
        words.removeAll { $0 == "--no-expect" }
        guard let path = words.first, words.count == 1 else {
            printer.error(say(.replSaveNeedsName))
            return
        }
        var status = stat()
        if !overwrite, lstat(path, &status) == 0 {
            printer.error(say(.replSaveExists, path))
            return
        }
        do {
            try OutputFile.write(session.savedScript(expectations: expectations), to: path)
        } catch {
            printer.error(say(.replFailed, "\(error)"))
            return
        }
        let count = session.entries.count
        printer.show(.note(say(.replSaved, "\(count)", count == 1 ? "" : "s", path)))
    }
}
