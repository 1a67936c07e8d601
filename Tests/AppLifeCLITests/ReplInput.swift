import AppLifeTestSupport
import Foundation
import MessageCatalog

/// A REPL session to replay: `Repl/NAME.input` holds the lines typed, after
/// optional header lines `# file: PATH` (the file to load, from the
/// repository root), `# timeout: S` (the time limit per input) and `# lang: zh` (the
/// language of the REPL's words and the engine's warnings);
/// `Repl/NAME.txt` holds the golden transcript.
struct ReplInput {
    static let directory = "Tests/AppLifeCLITests/Repl"

    var file: String?
    var timeout: Double = 10
    var language: Language = .en
    var text: String

    /// Every `Repl/*.input` by name, sorted.
    static func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path(directory))) ?? []
        return files.filter { $0.hasSuffix(".input") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// Reads `Repl/NAME.input`.
    static func named(_ name: String) throws -> ReplInput {
        let text = try String(contentsOf: Repository.url("\(directory)/\(name).input"), encoding: .utf8)
        var input = ReplInput(text: "")
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") {
                input.file = String(line.dropFirst(8))
            } else if line.hasPrefix("# lang: ") {
                input.language = Language(localeName: String(line.dropFirst(8))) ?? .en
            } else if line.hasPrefix("# timeout: ") {
                input.timeout = Double(line.dropFirst(11)) ?? 10
            } else {
                lines.append(line)
            }
        }
        input.text = lines.joined(separator: "\n")
        return input
    }

    /// The golden transcript of `Repl/NAME.input`.
    static func golden(_ name: String) -> GoldenFile {
        GoldenFile("\(directory)/\(name).txt", filter: "ReplGolden")
    }
}
