import AppLifeTestSupport
import Foundation
import LuaHost
import Testing

@testable import AppLifeCLI

/// The small replacements for what applife took from Foundation's `NSString`, `NSLock`
/// and `Thread`, checked against Foundation itself where it has the function, and the
/// worker threads that replaced `Thread`.
@Suite struct SupportTests {
    static let samples = [
        "", " ", "\t", "\n", " \t\n\r ", "a", " a ", "\ta b\t", "\r\na\r\n", "\u{00A0}a\u{3000}", "\u{2028}a\u{2029}",
        "\u{85}a\u{85}", " \u{200B}a ", "é ", " 日本 ", "a\u{301} ", "\u{1F600} \u{1F600}", "\u{0B}\u{0C}x\u{0B}",
    ]

    @Test(arguments: samples)
    func trimmingMatchesFoundation(text: String) {
        #expect(TextFunctions.trimming(text, TextFunctions.isWhitespace) == text.trimmingCharacters(in: .whitespaces))
        #expect(TextFunctions.trimming(text, TextFunctions.isNewline) == text.trimmingCharacters(in: .newlines))
        #expect(
            TextFunctions.trimming(text) { TextFunctions.isWhitespace($0) || TextFunctions.isNewline($0) }
                == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(
            TextFunctions.trimming(Substring(text), TextFunctions.isWhitespace)
                == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func theScalarSetsAreFoundations() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                TextFunctions.isWhitespace(scalar) == CharacterSet.whitespaces.contains(scalar),
                "U+\(String(value, radix: 16))")
            #expect(
                TextFunctions.isNewline(scalar) == CharacterSet.newlines.contains(scalar),
                "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [
        "", "ab", "erin.lua", "/", "a/b", "a/b/", "/a", "/a/b", "./a", "a/./b", "../x/y.lua", "dir/erin.lua", "/tmp/x/",
    ])
    func pathFunctionsMatchNSString(path: String) {
        #expect(TextFunctions.lastPathComponent(path) == (path as NSString).lastPathComponent)
        #expect(TextFunctions.deletingLastPathComponent(path) == (path as NSString).deletingLastPathComponent)
    }

    /// Where NSString traps (a one-character name, "x/") or answers oddly ("//"): as POSIX's
    /// basename and dirname would, but "" for a name without a folder, as NSString does.
    @Test func pathFunctionsWhereNSStringCannotSay() {
        #expect(TextFunctions.lastPathComponent("a") == "a")
        #expect(TextFunctions.deletingLastPathComponent("a") == "")
        #expect(TextFunctions.lastPathComponent("x/") == "x")
        #expect(TextFunctions.deletingLastPathComponent("x/") == "")
        #expect(TextFunctions.lastPathComponent("//") == "/")
        #expect(TextFunctions.deletingLastPathComponent("//") == "/")
    }

    @Test(arguments: [0.0, 1, 1.5, 10, 0.25, 1e-7, 123_456_789, 1e300, -2, 30])
    func printfMatchesStringFormat(value: Double) {
        #expect(TextFunctions.printf("%g", value) == String(format: "%g", value))
        #expect(TextFunctions.printf("%.3f", value) == String(format: "%.3f", value))
    }

    @Test func paddingFillsButNeverCuts() {
        #expect(TextFunctions.padded("pass", to: 5) == "pass ")
        #expect(TextFunctions.padded("error", to: 5) == "error")
        #expect(TextFunctions.padded("toolong", to: 3) == "toolong")
        #expect(TextFunctions.padded("é", to: 3) == "é  ")
        #expect(TextFunctions.padded("", to: 0) == "")
    }

    /// Every worker is running at once: each waits until all have arrived.
    @Test(arguments: [1, 2, 8])
    func workersRunAtOnceAndAreAllJoined(count: Int) {
        let lock = Lock()
        nonisolated(unsafe) var arrived = 0, finished: [Int] = []
        LuaThread.runConcurrently(count: count) { worker in
            lock.withLock { arrived += 1 }
            while lock.withLock({ arrived }) < count { usleep(100) }
            lock.withLock { finished.append(worker) }
        }
        #expect(finished.sorted() == Array(0..<count))
    }

    /// A printed command line reads back, in bash, as the same words, on one line.
    @Test func shellWordsReadBackAsTheSameWords() throws {
        let words =
            Self.samples + [
                "plain-word_1.lua", "--seed", "-1", "it's", "a'b\"c$d`e\\f", "$'x'", "*", "~", "#x",
                "a\u{1B}]0;t\u{7}b",
            ]
        let line = ShellWord.line(["printf", "%s\\0"] + words)
        #expect(!line.contains("\n") && !line.contains("\r"))
        // In the C locale too, where bash leaves \u escapes as they are.
        let run = try ChildProcess.run("/bin/bash", ["-c", line], environment: ["LC_ALL": "C"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init) == words)
    }

    @Test func theLockKeepsCountsWhole() {
        let lock = Lock()
        nonisolated(unsafe) var total = 0
        LuaThread.runConcurrently(count: 4) { _ in
            for _ in 0..<20_000 { lock.withLock { total += 1 } }
        }
        #expect(total == 80_000)
    }

    /// The executable links FoundationEssentials only: one use of the rest of Foundation
    /// would bring its ICU data back (a binary of 87 MB instead of 38, a slower start).
    @Test func sourcesImportFoundationEssentialsOnly() throws {
        let sources = Repository.root.appendingPathComponent("Sources").path
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        let pattern = try Regex(
            #"^\s*(@\w+\s+)*import\s+((class|struct|enum|protocol|func|var|let|typealias)\s+)?Foundation(\.|\s*$)"#)
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.wholeMatch(of: pattern) != nil {
                offenders.append("Sources/\(file): \(line)")
            }
        }
        #expect(offenders.isEmpty, "import FoundationEssentials (and Glibc, Dispatch) instead: \(offenders)")
    }

    /// The pictures are functions of the engine's trace records: TracePictures imports the
    /// engine and the C library, never the Lua layers or the commands.
    @Test func picturesImportOnlyTheEngine() throws {
        let folder = Repository.root.appendingPathComponent("Sources/TracePictures").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let pattern = try Regex(#"^\s*(@\w+\s+)*import\s+(\w+)"#)
        var imported: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: pattern), let module = match.output[2].substring {
                    imported.insert(String(module))
                }
            }
        }
        #expect(
            imported.subtracting(["Lifecycle", "MessageCatalog", "Glibc"]).isEmpty,
            "TracePictures imports \(imported.sorted())")
        #expect(imported.contains("Lifecycle"))
    }
}
