import AppLifeTestSupport
import Foundation
import Testing

/// The process guard of every command that runs Lua: a script stuck inside a
/// library function the hook cannot interrupt (a backtracking string
/// pattern) ends the process with a message and exit code 2, in `run`, the
/// REPL and `lab check` alike; and bad limits are refused as bad usage.
@Suite struct WatchdogTests {
    static let stuck = "local s = string.rep('a', 40000)\ns:find('.-.-.-.-.-b')\nreturn {}\n"

    struct Ended {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the built executable; the test's own bound kills it after 120 s
    /// (``ChildProcess`` waits for ever, and these children are meant to hang).
    static func run(_ arguments: [String], input: String = "") throws -> Ended {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltExecutable.require())
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        let stdin = Pipe(), stderr = Pipe()
        let outPath = "/tmp/al-wd-out-\(UUID().uuidString.prefix(8))"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: outPath) }
        let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        defer { try? stdout.close() }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let bound = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: bound)
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        bound.cancel()
        let output = FileManager.default.contents(atPath: outPath) ?? Data()
        return Ended(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    static func file(_ source: String) throws -> String {
        let path = "/tmp/al-wd-\(UUID().uuidString.prefix(8)).lua"
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test
    func runEndsAStuckScript() throws {
        let path = try Self.file(Self.stuck)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ended = try Self.run(["run", "--timeout", "1", path])
        #expect(ended.status == 2)
        #expect(ended.errors.contains("time limit of 1 s exceeded inside a library function"), "\(ended.errors)")
    }

    /// An exploring check is one check to the watchdog: a student's callback stuck in a
    /// pattern during one of its runs ends `lab check` as a stuck scenario check does.
    @Test
    func labCheckEndsAStuckExplorationCheck() throws {
        let solution = try String(contentsOfFile: Repository.path("labs/no-leaked-task/solution.lua"), encoding: .utf8)
        let path = try Self.file(
            solution.replacingOccurrences(
                of: "M.delegate = {",
                with: """
                    M.delegate = {
                      didReceiveMemoryWarning = function(application)
                        local s = string.rep('a', 40000)
                        s:find('.-.-.-.-.-b')
                      end,
                    """))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // The stuck pattern is the third line after the solution's `M.delegate = {`.
        let stuck = (solution.components(separatedBy: "\n").firstIndex { $0.hasPrefix("M.delegate = {") } ?? 0) + 4
        let ended = try Self.run([
            "lab", "check", "no-leaked-task", "--file", path, "--timeout", "1", "--workspace", "/tmp/al-wd-ws",
        ])
        #expect(ended.status == 2, "\(ended.output)\(ended.errors)")
        #expect(
            ended.errors.contains("\(path):\(stuck): time limit of 1 s exceeded inside a library function"),
            "\(ended.errors)")
    }

    @Test
    func runStreamsEachScenarioAndGuardsThemOneByOne() throws {
        // The first scenario's result is out before the second gets stuck;
        // the message names the stuck scenario's stuck line, not the file.
        let path = try Self.file(
            """
            scenario("first", function() log("one") end)
            scenario("stuck", function()
              for i = 1, 3000 do end
              local s = string.rep('a', 40000)
              s:find('.-.-.-.-.-b')
            end)
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ended = try Self.run(["run", "--timeout", "1", path])
        #expect(ended.status == 2)
        #expect(ended.output.contains("PASS  first"), "\(ended.output)")
        #expect(ended.errors.hasPrefix("\(path):5: time limit of 1 s exceeded"), "\(ended.errors)")
    }

    /// Explore guards each worker's run with its own slot of the same watchdog, and names the
    /// stuck line as `run` does.
    @Test
    func exploreEndsAStuckRunAndNamesItsLine() throws {
        let path = try Self.file(
            """
            local stuck = app {
              name = "Stuck",
              delegate = {
                didEnterBackground = function(application)
                  local s = string.rep('a', 40000)
                  s:find('.-.-.-.-.-b')
                end,
              },
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ended = try Self.run([
            "explore", path, "--timeout", "1", "--runs", "50", "--jobs", "2", "--out", "/tmp/al-wd-explore",
        ])
        #expect(ended.status == 2, "\(ended.output)\(ended.errors)")
        #expect(
            ended.errors.contains("\(path):6: time limit of 1 s exceeded inside a library function"), "\(ended.errors)")
        #expect(ended.errors.contains("applife explore has to stop here"), "\(ended.errors)")
    }

    @Test
    func theReplEndsAStuckInput() throws {
        let ended = try Self.run(
            ["repl", "--timeout", "1"],
            input: "x = 1\n" + Self.stuck.replacingOccurrences(of: "\n", with: " ") + "\nprint('never')\n")
        #expect(ended.status == 2)
        #expect(ended.errors.contains("applife repl has to stop here"), "\(ended.errors)")
    }

    @Test
    func labCheckEndsAStuckCheck() throws {
        let path = try Self.file(Self.stuck)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ended = try Self.run(["lab", "check", "launch-order", "--file", path, "--timeout", "1", "--labs", "labs"])
        #expect(ended.status == 2)
        // The probe reads the stuck thread's stack: the student's line that is stuck.
        #expect(ended.errors.contains("\(path):2: time limit of 1 s exceeded"), "\(ended.errors)")
    }

    @Test(
        arguments: [
            ["run", "examples/hello.lua", "--timeout", "nan"],
            ["run", "examples/hello.lua", "--timeout", "inf"],
            ["run", "examples/hello.lua", "--timeout=-1"],
            ["repl", "--timeout", "nan"],
            ["run", "examples/hello.lua", "--memory-limit=-5"],
            ["run", "examples/hello.lua", "--max-instructions", "0"],
            ["lab", "check", "launch-order", "--timeout", "nan"],
            ["lab", "grade", "subs", "--lab", "launch-order", "--jobs", "0"],
            ["lab", "grade", "subs", "--lab", "launch-order", "--wall-seconds", "nan"],
        ])
    func limitsThatWouldTurnEverythingOffAreBadUsage(arguments: [String]) throws {
        let ended = try Self.run(arguments)
        #expect(ended.status == 2, "\(arguments)")
        #expect(ended.errors.contains("must be"), "\(ended.errors)")
    }
}
