import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// `applife run --watch FILE`: runs the file, then again on every save (as `lab watch`
/// does for an exercise), until `q` or Ctrl-C. On a terminal the screen and its scrollback
/// are cleared before each run, so what is on the terminal is one run, whose failures are
/// listed under its summary.
extension ScriptRun {
    /// Home, erase the screen, erase the scrollback (what `clear` writes).
    static let clearScreen = "\u{1B}[H\u{1B}[2J\u{1B}[3J"

    public static func watch(
        path: String, limits: RunLimits, settings: RunSettings, output: TextSink = .standardOutput,
        errors: TextSink = .standardError
    ) -> Int32 {
        guard readable(path, errors: errors) != nil else { return ExitStatus.usage }
        let terminal = RawTerminal()
        defer { terminal?.restore() }
        var stamp = LabWatchCore.modificationDate(path)
        let clears = output.isTerminal
        var code = runOnce(path, limits, settings, output, errors, clear: clears)
        while true {
            if let key = terminal?.readKey(timeoutMilliseconds: 250) {
                switch key {
                case "q", "Q", "\u{04}", "\u{1B}": return code
                case "r", "R", "\n", "\r": code = runOnce(path, limits, settings, output, errors, clear: clears)
                default: break
                }
            } else if terminal == nil {
                usleep(250_000)
            }
            let now = LabWatchCore.modificationDate(path)
            if now != stamp, now != nil {
                stamp = now
                code = runOnce(path, limits, settings, output, errors, clear: clears)
            }
        }
    }

    /// One run of the watch loop: the screen cleared first when `clear`, the keys after.
    static func runOnce(
        _ path: String, _ limits: RunLimits, _ settings: RunSettings, _ output: TextSink, _ errors: TextSink,
        clear: Bool
    ) -> Int32 {
        if clear { output.write(clearScreen) }
        let code = run(path: path, limits: limits, settings: settings, output: output, errors: errors)
        output.write("\n[watching \(path): r re-run, q quit]\n")
        output.flush()
        return code
    }
}

/// `FILE` or `FILE:LINE` as `applife run` takes it: a path that does not exist but ends in
/// `:digits` after an existing file names the scenario declared at or above that line.
///
///     RunTarget("examples/seed002-callback-log.lua:40")   // path ".../seed002-callback-log.lua", line 40
public struct RunTarget: Equatable {
    public let path: String
    public let line: Int?

    public init(_ argument: String) {
        if !FileManager.default.fileExists(atPath: argument), let colon = argument.lastIndex(of: ":"),
            let line = Int(argument[argument.index(after: colon)...]), line > 0,
            FileManager.default.fileExists(atPath: String(argument[..<colon]))
        {
            path = String(argument[..<colon])
            self.line = line
        } else {
            path = argument
            line = nil
        }
    }
}
