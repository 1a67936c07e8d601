import Foundation
import Testing

/// A file of expected output checked into the repository. A test compares
/// what it produced with the file, byte for byte:
///
///     let golden = GoldenFile("Tests/AppLifeCLITests/Golden/hello.txt", filter: "ExampleGolden")
///     golden.check(output)
///
/// To record or re-record after an intended change, run the tests with
/// `APPLIFE_RECORD=1` (for example `APPLIFE_RECORD=1 swift test --filter
/// ExampleGolden`): every checked file is written, and every check FAILS, so a
/// recording run never passes by accident. Review the change with `git diff`,
/// then run the tests again without the variable.
public struct GoldenFile: Sendable {
    /// The file, from the repository root.
    public let path: String
    /// The `swift test --filter` argument that runs the tests checking it.
    public let filter: String

    public init(_ path: String, filter: String) {
        self.path = path
        self.filter = filter
    }

    /// True when the tests run with `APPLIFE_RECORD=1`.
    public static var recording: Bool { ProcessInfo.processInfo.environment["APPLIFE_RECORD"] == "1" }

    /// The command that re-records this file.
    public var recordCommand: String { "APPLIFE_RECORD=1 swift test --filter \(filter)" }

    /// The file's text, or nil when it does not exist.
    public func contents() -> String? {
        FileManager.default.contents(atPath: Repository.path(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Records an issue unless `actual` is exactly the file's bytes. While
    /// recording, writes `actual` to the file and records an issue saying so,
    /// unless `mayRecord` is false (a second test reading a file another test
    /// owns), in which case it only compares.
    public func check(_ actual: String, mayRecord: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = Repository.url(path)
        let existing = FileManager.default.contents(atPath: url.path)
        if Self.recording && mayRecord {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
            } catch {
                Issue.record("Cannot record \(path): \(error)", sourceLocation: sourceLocation)
                return
            }
            let change = existing.map { Array($0) == Array(actual.utf8) ? "unchanged" : "changed" } ?? "new"
            Issue.record(
                """
                Recorded \(path) (\(change)) because APPLIFE_RECORD=1; a recording run always fails. \
                Review it with `git diff \(path)`, then run the tests again without APPLIFE_RECORD.
                """, sourceLocation: sourceLocation)
            return
        }
        guard let existing else {
            Issue.record(
                """
                No golden file \(path). Record it with
                    \(recordCommand)
                then review it and run the tests again.
                """, sourceLocation: sourceLocation)
            return
        }
        if Array(existing) != Array(actual.utf8) {
            let expected = String(decoding: existing, as: UTF8.self)
            Issue.record(
                Comment(rawValue: difference(expected: expected, actual: actual)), sourceLocation: sourceLocation)
        }
    }

    /// The first differing line with the lines before it, so a failure reads
    /// without a diff tool.
    func difference(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(e.count, a.count)).first { !e[$0].utf8.elementsEqual(a[$0].utf8) } ?? min(e.count, a.count)
        func line(_ lines: [Substring], _ i: Int) -> String { i < lines.count ? String(lines[i]) : "<end of output>" }
        let context = (max(0, index - 3)..<index).map { "    \(line(a, $0))" }.joined(separator: "\n")
        return """
            The output differs from \(path) at line \(index + 1):
            \(context)
            expected: \(line(e, index))
            actual:   \(line(a, index))
            If the change is intended, re-record with \(recordCommand) and review `git diff \(path)`.
            """
    }
}
