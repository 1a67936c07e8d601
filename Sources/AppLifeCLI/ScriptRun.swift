import Foundation
import LuaHost

/// `applife run FILE.lua` for a plain Lua script: load it the way lua.c
/// does, run it in the sandbox with the default limits, print to stdout,
/// report errors as `file:line: message` plus a traceback on stderr.
public enum ScriptRun {
    /// Runs the script at `path` and returns the process exit code
    /// (0 success, 2 script error or unreadable file).
    public static func run(path: String, limits: RunLimits, output: TextSink = .standardOutput,
                           errors: TextSink = .standardError) -> Int32 {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            errors.write("applife: cannot read '\(path)': no such file or not readable\n")
            return ExitStatus.usage
        }
        let watchdog = Watchdog(limits: limits, path: path)
        defer { watchdog.cancel() }
        do {
            try LuaThread.run {
                let state = try makeState(limits: limits, output: output)
                watchdog.watch(state)
                defer { watchdog.watch(nil) }
                state.warningHandler = { errors.write("\(path): warning: \($0)\n") }
                let chunk = try state.load(LuaSource(bytes: Array(bytes)), name: "@" + path)
                try state.call(.reference(chunk), arguments: [])
            }
            output.flush()
            return ExitStatus.success
        } catch let error as LuaError {
            output.flush()
            errors.write(ErrorReport.text(for: error))
            return ExitStatus.scriptError
        } catch {
            output.flush()
            errors.write("applife: \(error)\n")
            return ExitStatus.scriptError
        }
    }

    static func makeState(limits: RunLimits, output: TextSink) throws -> LuaState {
        let sandbox = LuaSandbox(
            output: { output.write(bytes: $0) },
            outputLimit: limits.outputBytes,
            randomSeed: limits.seed)
        let budgets = limits.luaLimits
        return try LuaState(
            limits: .init(memory: budgets.memory, instructions: budgets.instructions, seconds: budgets.seconds),
            sandbox: sandbox)
    }
}

/// Exit codes of design §2.
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let expectationFailed: Int32 = 1
    public static let scriptError: Int32 = 2
    public static let usage: Int32 = 2
}
