import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// The core of `applife lab watch`, without a terminal: it is told about
/// saves and keys and says what to show. The terminal loop
/// (``LabCommands/watch(_:)``) polls the file's modification time and
/// reads keys only on a TTY.
///
///     var watch = LabWatchCore(commands: commands, catalog: catalog, exercise: "launch-order")
///     print(watch.checkNow())         // the first run
///     print(watch.fileChanged())      // after a save
///     watch.key("h")                  // .show("Hint 1 of 3: ...")
struct LabWatchCore {
    enum Reaction: Equatable {
        case show(String)
        case quit
    }

    let commands: LabCommands
    let catalog: LabCatalog
    private(set) var exercise: String
    private(set) var passed = false
    /// Whether failing checks show their timeline (key `t`).
    private(set) var showsTraces = false
    /// The last run's report, to show again with or without traces.
    private var last: LabReport?

    init(commands: LabCommands, catalog: LabCatalog, exercise: String) {
        self.commands = commands
        self.catalog = catalog
        self.exercise = exercise
    }

    var studentPath: String { commands.studentPath(exercise) }

    /// Runs the checks and returns the screen: the exercise, progress, the report.
    mutating func checkNow() -> String {
        do {
            let current = try catalog.exercise(exercise)
            var report = try commands.runChecks(current, file: studentPath, record: true)
            report.traceHint = commands.words.watchTraceHint
            passed = report.allPassed
            last = report
            return screen()
        } catch {
            passed = false
            last = nil
            return header() + "\(error)\n" + keysLine
        }
    }

    /// The last run's screen again (after `t`), without running anything. The footer is
    /// made now, so its hint counter counts the hints revealed since the run.
    private func screen() -> String {
        guard var report = last else { return header() + keysLine }
        report.showsTraces = showsTraces
        return header() + report.text() + commands.footer(catalog, report.exercise, report) + keysLine
    }

    /// The exercise's task: its README, as `lab start` prints it.
    func task() -> String {
        guard let current = try? catalog.exercise(exercise), let task = try? catalog.task(current, commands.language)
        else {
            return ""
        }
        return task + "\n"
    }

    mutating func fileChanged() -> String { checkNow() }

    mutating func key(_ key: Character) -> Reaction {
        switch key {
        case "q", "Q", "\u{04}", "\u{1B}":
            return .quit
        case "h", "H":
            do {
                let failing = last.flatMap { LabCommands.firstFailing($0.outcomes) }
                let hints = try commands.revealHint(try catalog.exercise(exercise), failing: failing)
                // The screen again, its footer counting this hint, then the hints.
                return .show((last == nil ? "" : screen() + "\n") + hints)
            } catch {
                return .show("\(error)\n")
            }
        case "t", "T":
            showsTraces.toggle()
            return .show(screen())
        case "i", "I":
            return .show(task() + keysLine)
        case "n", "N":
            return .show(next())
        case "r", "R", "\n", "\r":
            return .show(checkNow())
        default:
            return .show(keysLine)
        }
    }

    /// Moves to the next exercise once this one passes (copying its starter).
    private mutating func next() -> String {
        guard passed else { return commands.words.notYet + "\n" }
        let names = catalog.set.exercises
        guard let index = names.firstIndex(of: exercise), index + 1 < names.count else {
            return commands.words.lastExerciseDone + "\n"
        }
        exercise = names[index + 1]
        let startSink = TextSink.memory()
        var quiet = commands
        quiet.output = startSink
        _ = quiet.start(exercise)
        return startSink.text + "\n" + checkNow()
    }

    private func header() -> String {
        let progress = LabProgress.load(workspace: commands.workspace)
        let names = catalog.set.exercises
        let done = names.filter { progress.stage($0) == .passed }.count
        let position = (names.firstIndex(of: exercise) ?? 0) + 1
        let filled = names.isEmpty ? 0 : done * 20 / names.count
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled) + "]"
        return commands.words.watchHeader(exercise, position, names.count, bar, done) + "\n"
            + commands.words.editing(studentPath) + "\n\n"
    }

    private var keysLine: String { "\n" + commands.words.keys(showsTraces) + "\n" }
}

extension LabCommands {
    /// `applife lab watch NAME`: re-runs the checks whenever the file is saved.
    public func watch(_ name: String) -> Int32 {
        perform {
            let catalog = try LabCatalog(source: labs)
            _ = try catalog.exercise(name)
            if !FileManager.default.fileExists(atPath: studentPath(name)) {
                var quiet = self
                quiet.output = TextSink.memory()
                _ = quiet.start(name)
                output.write(words.createdFromStarter(studentPath(name)) + "\n")
            }
            var core = LabWatchCore(commands: self, catalog: catalog, exercise: name)
            let terminal = RawTerminal()
            defer { terminal?.restore() }
            show(core.task() + words.checking(core.studentPath) + "\n", clear: terminal != nil)
            show(core.task() + core.checkNow(), clear: terminal != nil)
            var stamp = LabWatchCore.modificationDate(core.studentPath)
            while true {
                if let key = terminal?.readKey(timeoutMilliseconds: 250) {
                    if "rR\n\r".contains(key) { show("\n" + words.checking(core.studentPath) + "\n", clear: false) }
                    switch core.key(key) {
                    case .quit: return ExitStatus.success
                    case .show(let text): show(text, clear: text.hasPrefix("==") || text.hasPrefix("#"))
                    }
                } else if terminal == nil {
                    usleep(250_000)
                }
                let now = LabWatchCore.modificationDate(core.studentPath)
                if now != stamp {
                    stamp = now
                    show("\n" + words.checking(core.studentPath) + "\n", clear: false)
                    show(core.fileChanged(), clear: terminal != nil)
                }
            }
        }
    }

    private func show(_ text: String, clear: Bool) {
        if clear && colour { output.write("\u{1B}[2J\u{1B}[H") }
        output.write(text)
        output.flush()
    }
}

extension LabWatchCore {
    /// What tells a save: the modification time and the size (a save within
    /// the clock's granularity usually changes the size).
    static func modificationDate(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)/\(info.st_size)"
    }
}

/// Standard input in raw mode while watching, when it is a terminal.
final class RawTerminal {
    private var saved = termios()

    init?() {
        guard isatty(0) != 0, tcgetattr(0, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(0, TCSANOW, &raw)
    }

    func restore() {
        var original = saved
        tcsetattr(0, TCSANOW, &original)
    }

    func readKey(timeoutMilliseconds: Int32) -> Character? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else { return "q" }
        return Character(UnicodeScalar(byte))
    }
}
