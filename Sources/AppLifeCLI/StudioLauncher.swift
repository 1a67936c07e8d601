import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// `applife studio ...` becomes `applife-studio ...`, the program beside this executable. The
/// studio's web server is a program of its own so that applife links no server: `applife run`
/// keeps its start-up time and size (docs/architecture.md, "The studio").
public enum StudioLauncher {
    public static let programName = "applife-studio"

    /// Replaces this process with the studio; returns only when it cannot (exit status 2).
    public static func exec(_ arguments: [String], errors: TextSink = .standardError) -> Int32 {
        execSibling(programName, what: "the studio", arguments, errors: errors)
    }

    /// Replaces this process with `program`, found beside this executable; returns only
    /// when it cannot (exit status 2). `applife import` runs applife-import this way.
    public static func execSibling(
        _ program: String, what: String, _ arguments: [String], errors: TextSink = .standardError
    )
        -> Int32
    {
        let programName = program
        let executable = ProcessLauncher.currentExecutable() ?? CommandLine.arguments.first ?? "applife"
        let directory = TextFunctions.deletingLastPathComponent(executable)
        let path = (directory.isEmpty ? "." : directory == "/" ? "" : directory) + "/" + programName
        guard FileManager.default.isExecutableFile(atPath: path) else {
            errors.write(
                "applife: \(what) is a program of its own, \(programName), and it is not beside applife (\(path)): "
                    + "build it with `swift build -c release --product \(programName)`, or run scripts/install\n")
            return ExitStatus.usage
        }
        let argv = ([path] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        _ = (argv + [nil]).withUnsafeBufferPointer { execv(path, $0.baseAddress!) }
        errors.write("applife: cannot start \(path): \(String(cString: strerror(errno)))\n")
        return ExitStatus.usage
    }
}
