import MessageCatalog
import FoundationEssentials
import Lifecycle
import LuaHost
import ScriptBindings

#if canImport(Glibc)
import Glibc
#endif

/// `applife repl [FILE.lua]`: a live device at a prompt. Loads the file's
/// apps and delegates (its scenarios are listed, not run), then reads Lua a
/// line at a time; see ``ReplSession`` for the rules and docs/repl.md.
///
/// On a terminal: a banner, colour, line editing with history and tab
/// completion (libedit). Otherwise (piped stdin): no banner, no colour, each
/// prompt printed with the line it read, so transcripts are reproducible.
public enum ReplCommand {
    public struct Settings {
        /// nil: whether stdin is a terminal.
        public var interactive: Bool?
        /// nil: whether stdout is a terminal.
        public var colour: Bool?
        /// The history file; nil: `$APPLIFE_HISTORY` or `~/.applife_history`.
        public var historyPath: String?
        /// iOS version of the device profile; nil: the file's `device{}` or 17.
        public var ios: Int?
        /// The language of the help, `:state`, the REPL's errors and the engine's warnings.
        public var language: Language = .en
        public init() {}
    }

    public static func run(
        path: String?, limits: RunLimits = RunLimits(), settings: Settings = Settings(),
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        if let problem = limits.problem() {
            return OutcomeText.report("applife", CommandError.badLimit(problem), to: errors)
        }
        let interactive = settings.interactive ?? (isatty(0) != 0)
        let source: [UInt8]?
        if let path {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                return OutcomeText.report("applife", CommandError.unreadableScript(path), to: errors)
            }
            source = Array(bytes)
        } else {
            source = nil
        }
        let printer = ReplPrinter(
            output: output, errors: errors,
            colour: settings.colour ?? (interactive && output.isTerminal && !ScriptRun.noColour),
            language: settings.language)
        var runSettings = RunSettings()
        runSettings.ios = settings.ios
        runSettings.language = settings.language
        let options = ScriptRun.runOptions(limits, runSettings)
        let historyPath = settings.historyPath ?? defaultHistoryPath()
        do {
            return try LuaThread.run {
                let reader: ReplLineReader =
                    interactive ? LineEditReader(historyPath: historyPath) : DescriptorLineReader()
                return loop(
                    path: path, source: source, options: options, reader: reader, printer: printer,
                    banner: interactive, catchSIGINT: true)
            }
        } catch {
            return OutcomeText.report("applife", error, to: errors)
        }
    }

    /// The read-evaluate-print loop over any reader (tests pass a list).
    static func loop(
        path: String?, source: [UInt8]?, options: RunOptions, reader: ReplLineReader, printer: ReplPrinter,
        banner: Bool,
        catchSIGINT: Bool = false
    ) -> Int32 {
        if catchSIGINT { LuaSIGINT.install() }
        defer { if catchSIGINT { LuaSIGINT.remove() } }
        let session = ReplSession(path: path, source: source, options: options) { printer.show($0) }
        defer { session.close() }
        if banner {
            // Our own words, painted after: `line` would show the colour's ESC as a picture.
            printer.output.write(
                printer.paint(
                    "\(AppLifeVersion.description): a simulated iOS device at a Lua prompt."
                        + " :help for help, Ctrl-D to leave.", "2") + "\n")
            printer.output.flush()
        }
        // Ctrl-C while app code runs waits for the next boundary between events: the input
        // stops at its `wait`, the app is untouched, the clock stays where it was.
        var deferredInterrupt = false
        if catchSIGINT {
            session.appCodeBoundary = { [unowned session] entering in
                if entering {
                    LuaSIGINT.target(nil)
                    if session.state?.takeInterruptRequest() == true { deferredInterrupt = true }
                } else {
                    LuaSIGINT.target(session.state)
                }
            }
            session.interruptRequested = { deferredInterrupt || LuaSIGINT.count > 0 }
        }
        // Each input has the time limit; one stuck in C code ends the process.
        let watchdog = Watchdog(limit: options.timeout ?? 0, command: "applife repl", flushing: [printer.output])
        func guarded(_ place: String, _ body: () -> Void) {
            printer.output.flush()
            watchdog.arm(session.state?.positionProbe, place: place)
            body()
            watchdog.disarm()
        }
        guarded(path ?? "stdin") { session.start() }
        LuaSIGINT.target(session.state)
        LineEditReader.complete = { [unowned session] line in session.completions(for: line) }
        defer { LineEditReader.complete = nil }
        var commands = ReplCommands(session: session, printer: printer)
        while true {
            let prompt = session.isContinuing ? ">> " : "> "
            printer.output.flush()
            switch reader.read(prompt: prompt) {
            case .end:
                if !reader.echoes { printer.line("") }
                // Scripted use (stdin not a terminal): an input that failed fails the run.
                return exitStatus(session, interactive: banner)
            case .interrupted:
                if reader.echoes { printer.line(prompt + "^C") }
                session.cancelInput()
            case .line(let line):
                if reader.echoes { printer.line(prompt + line) }
                if !session.isContinuing, line.hasPrefix(":") {
                    reader.remember(line)
                    var outcome = ReplCommands.Outcome.done
                    guarded(path ?? "stdin") { outcome = commands.run(line) }
                    if outcome == .quit { return exitStatus(session, interactive: banner) }
                    LuaSIGINT.target(session.state)  // :reset and :reload make a new state
                } else {
                    _ = LuaSIGINT.takeCount()
                    deferredInterrupt = false
                    let input = (session.pending + [line]).joined(separator: "\n")
                    var submitted = ReplSession.Submission.evaluated
                    guarded("stdin") { submitted = session.submit(line) }
                    if submitted == .evaluated { reader.remember(input) }
                }
            }
        }
    }

    /// 0, or in scripted use (stdin not a terminal) 2 when an input failed.
    static func exitStatus(_ session: ReplSession, interactive: Bool) -> Int32 {
        !interactive && session.errorCount > 0 ? ExitStatus.scriptError : ExitStatus.success
    }

    static func defaultHistoryPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["APPLIFE_HISTORY"] { return path.isEmpty ? nil : path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.applife_history"
    }
}
