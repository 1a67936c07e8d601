import Foundation

/// Paths into the repository the tests were built from, so a test reads
/// `examples/hello.lua` as `applife run examples/hello.lua` would from the root.
///
///     let script = Repository.path("examples/hello.lua")
///     let shown = Repository.relative(output)   // "examples/hello.lua:3: ..."
public enum Repository {
    /// The repository root, from this file's place in it (Tests/AppLifeTestSupport/).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `relative` (a path from the root) as a URL.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// `relative` (a path from the root) as an absolute path.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// `text` with every absolute path into the repository shortened to a path
    /// from the root, as a run from the root prints it.
    public static func relative(_ text: String) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return text.replacingOccurrences(of: prefix, with: "")
    }

    /// Every `examples/*.lua` (not `examples/pending/`) that `applife run` runs, by name
    /// without `.lua`, sorted: `hello`, `home-and-return`, `seed000-transitions`, ...
    public static func exampleNames() -> [String] {
        allExampleNames().filter { !isExploration($0) }
    }

    /// The examples written for `applife explore` (their first line says so): apps and
    /// invariants, no scenario.
    public static func explorationExampleNames() -> [String] {
        allExampleNames().filter(isExploration)
    }

    private static func allExampleNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path("examples"))) ?? []
        return files.filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()
    }

    private static func isExploration(_ name: String) -> Bool {
        let text = (try? String(contentsOfFile: path("examples/\(name).lua"), encoding: .utf8)) ?? ""
        return text.hasPrefix("-- applife explore ")
    }
}
