import Foundation
import Lifecycle
import ScriptBindings

/// The REPL's `:` commands (`:help` for the list).
struct ReplCommands {
    enum Outcome { case done, quit }
    let session: ReplSession
    let printer: ReplPrinter

    static let names = ["help", "state", "trace", "time", "reset", "reload", "save", "svg", "quit"]

    mutating func run(_ line: String) -> Outcome {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = words.first ?? ""
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil
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
        case "save":
            save(argument)
        case "svg":
            svg(argument)
        case "quit", "q", "exit":
            return .quit
        default:
            let nearest = Self.names.min { distance($0, name) < distance($1, name) }
            let suggestion = nearest.flatMap { distance($0, name) <= 2 ? " (did you mean :\($0)?)" : nil } ?? ""
            printer.error("unknown command ':\(name)'\(suggestion); :help lists the commands")
        }
        printer.output.flush()
        return .done
    }

    private func state() {
        printer.line("t = \(session.now.fixed3) s")
        let apps = session.apps()
        if apps.isEmpty { printer.line("no apps installed (declare one with app{ name = \"...\" })") }
        let width = max(4, apps.map(\.name.count).max() ?? 0)
        for app in apps {
            let badge = app.badge.map(String.init) ?? "-"
            let tasks = app.tasks.isEmpty ? "none" : app.tasks.joined(separator: ", ")
            printer.line(app.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + app.state.padding(toLength: 10, withPad: " ", startingAt: 0) + "  badge \(badge)  tasks: \(tasks)")
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

    private func save(_ path: String?) {
        guard let path, !path.isEmpty else {
            printer.error(":save needs a file name: :save session.lua")
            return
        }
        let text = session.savedScript()
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            printer.error("applife: cannot write '\(path)'")
            return
        }
        printer.show(.note("saved \(session.entries.count) input(s) to \(path); run it with: applife run \(path)"))
    }

    private func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
