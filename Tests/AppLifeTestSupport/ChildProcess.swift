import Foundation

/// Runs a program to its end and keeps what it printed:
///
///     let run = try ChildProcess.run("/usr/bin/env", ["true"])
///     #expect(run.status == 0, "\(run.errors)")
///
/// Input and output go through files, not pipes, so a child that prints a
/// lot (or reads little) can never block the test.
public struct ChildProcess: Sendable {
    /// The exit status, or the signal number when `signalled`.
    public var status: Int32
    public var signalled: Bool
    public var output: String
    /// Standard error; empty when `mergingErrors` sent it to `output`.
    public var errors: String

    /// Runs `executable` with `arguments` in `directory` (default: the
    /// repository root), `input` on its standard input, and `environment`
    /// (default: this process's).
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL = Repository.root,
        input: Data = Data(), environment: [String: String]? = nil, mergingErrors: Bool = false
    ) throws -> ChildProcess {
        let scratch = try TemporaryDirectory(prefix: "al-child")
        defer { scratch.remove() }
        let inPath = scratch.file("stdin"), outPath = scratch.file("stdout"), errPath = scratch.file("stderr")
        try input.write(to: URL(fileURLWithPath: inPath))
        try Data().write(to: URL(fileURLWithPath: outPath))
        try Data().write(to: URL(fileURLWithPath: errPath))
        let stdin = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        defer {
            try? stdin.close()
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = mergingErrors ? stdout : stderr
        try process.run()
        process.waitUntilExit()
        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return ChildProcess(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: text(outPath), errors: mergingErrors ? "" : text(errPath))
    }
}
