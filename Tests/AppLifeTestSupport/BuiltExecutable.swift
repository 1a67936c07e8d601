import Foundation

/// The executable a test runs as a child process:
///
///     let applife = try BuiltExecutable.require()
///     let run = try ChildProcess.run(applife, ["run", "examples/hello.lua"])
///
/// It is the `applife` SwiftPM built beside the running test bundle, so
/// `swift test`, `swift test -c release` and `--scratch-path` each test the
/// binary of their own build (`swift build --build-tests` builds both; so does
/// `swift test`). `APPLIFE_EXECUTABLE=/path/to/applife` tests another binary.
/// A missing binary is an error, never a skipped test: a test run that cannot
/// reach the executable must not pass.
public enum BuiltExecutable {
    /// The folder SwiftPM put the test bundle in (`.build/<triple>/debug`).
    public static var buildDirectory: URL? {
        let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let bundle = Bundle.main.executableURL ?? running.map(URL.init(fileURLWithPath:))
        guard let executable = bundle?.resolvingSymlinksInPath() else { return nil }
        // macOS runs `X.xctest/Contents/MacOS/X`; Linux runs the file `X.xctest` itself.
        var url = executable
        while url.pathExtension != "xctest" && url.pathComponents.count > 1 { url.deleteLastPathComponent() }
        return (url.pathExtension == "xctest" ? url : executable).deletingLastPathComponent()
    }

    /// Where the executable `name` is expected, whether or not it is there.
    public static func expectedPath(_ name: String = "applife") -> String? {
        if let path = ProcessInfo.processInfo.environment["APPLIFE_EXECUTABLE"], !path.isEmpty {
            return path
        }
        return buildDirectory?.appendingPathComponent(name).path
    }

    /// The path of the executable `name`; throws, saying how to build it, when it is missing.
    public static func require(_ name: String = "applife") throws -> String {
        guard let path = expectedPath(name) else {
            throw TestFailure("cannot tell where the test bundle runs from, so cannot find \(name)")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw TestFailure(
                """
                \(name) is not built at \(path). Build it with the tests (`swift build --build-tests`, \
                or `scripts/test`, which does), or point APPLIFE_EXECUTABLE at a built \(name).
                """)
        }
        return path
    }
}
