import AppLifeCLI
import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import Testing

@testable import ScriptBindings
@testable import Studio

/// Every example runs the same under `applife run`, the REPL and the studio: each of its
/// scenarios is `applife run` on a fresh device, and, in the REPL and in a studio session,
/// the file loaded on a fresh device with the scenario's body typed at the prompt (a file
/// without scenarios gets a tap of its first app instead). No crash and no error may happen
/// there that `run` does not have: the REPL once hid the file's `local`s from an app's
/// `main`, so `examples/chat.lua` crashed on its first tap there and passed under `run`.
@Suite("ExampleParity", .serialized)
struct ExampleParityTests {
    /// What one way of running a story showed: its crash messages and errors.
    struct Seen {
        var crashes: [String] = []
        var errors: [String] = []
    }

    static let examples: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("examples"))) ?? []
        return files.filter { $0.hasSuffix(".lua") }.sorted()
    }()

    @Test("every example runs the same under run, the REPL and the studio", arguments: examples)
    func sameEverywhere(_ file: String) throws {
        // The file's own path, so a main file it names is found from any folder.
        let path = Repository.path("examples/" + file)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let stories = try Self.stories(path: path, source: source)
        #expect(!stories.isEmpty)
        for story in stories {
            let run = try Self.underRun(path: path, source: story.runSource, scenario: story.scenario)
            let repl = try Self.inTheREPL(path: path, source: source, input: story.input)
            let studio = try Self.inTheStudio(path: path, source: source, input: story.input)
            for (place, seen) in [("the REPL", repl), ("the studio", studio)] {
                for crash in seen.crashes
                where !run.seen.crashes.contains(where: { crash.contains($0) || $0.contains(crash) }) {
                    Issue.record("\(path), \(story.name): crashes in \(place) but not under run: \(crash)")
                }
                if run.passed {
                    #expect(seen.errors.isEmpty, "\(path), \(story.name): errors in \(place) only: \(seen.errors)")
                }
            }
        }
    }

    /// A scenario (or, without one, the file and a tap): its name, the source `run` runs and
    /// the input typed at the prompt.
    struct Story {
        let name: String
        /// The scenario `run` selects; nil for a file without scenarios.
        let scenario: String?
        let runSource: String
        let input: String
    }

    static func stories(path: String, source: String) throws -> [Story] {
        let bodies = scenarioBodies(Array(source.utf8))
        if !bodies.isEmpty {
            return bodies.map { Story(name: $0.name, scenario: $0.name, runSource: source, input: $0.body) }
        }
        let names = try LuaThread.run { () -> [String] in
            let repl = ReplSession(path: path, source: Array(source.utf8)) { _ in }
            repl.start()
            defer { repl.close() }
            guard let device = repl.device else { return [] }
            return device.installedApps.map { device.name(of: $0) }
        }
        guard let first = names.first else {
            return [Story(name: path, scenario: nil, runSource: source, input: "wait(1)")]
        }
        let tap = "user.tap(\"\(first)\")"
        return [Story(name: path, scenario: nil, runSource: source + "\n" + tap + "\n", input: tap)]
    }

    /// Each top-level `scenario("name", function() ... end)`: its name and its body's text.
    static func scenarioBodies(_ bytes: [UInt8]) -> [(name: String, body: String)] {
        let tokens = LuaTokenizer.tokens(bytes)
        var bodies: [(String, String)] = []
        var i = 0
        while i + 5 < tokens.count {
            defer { i += 1 }
            guard tokens[i].text == "scenario", tokens[i + 1].text == "(", tokens[i + 2].kind == .string,
                tokens[i + 3].text == ",", tokens[i + 4].text == "function", tokens[i + 5].text == "("
            else { continue }
            let nameRange = tokens[i + 2].range
            let name = String(decoding: bytes[(nameRange.lowerBound + 1)..<(nameRange.upperBound - 1)], as: UTF8.self)
            var j = i + 6
            while j < tokens.count, tokens[j].text != ")" { j += 1 }
            let start = tokens[j].range.upperBound
            var depth = 1
            j += 1
            while j < tokens.count {
                switch tokens[j].text {
                case "function", "if", "do", "repeat": depth += 1
                case "end", "until": depth -= 1
                default: break
                }
                if depth == 0 { break }
                j += 1
            }
            guard j < tokens.count else { break }
            bodies.append((name, String(decoding: bytes[start..<tokens[j].range.lowerBound], as: UTF8.self)))
            i = j
        }
        return bodies
    }

    static func underRun(path: String, source: String, scenario: String?) throws -> (seen: Seen, passed: Bool) {
        var options = RunOptions()
        options.timeout = 300
        options.scenario = scenario
        let bytes = Array(source.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: path, source: bytes, options: options) }
        var seen = Seen()
        for result in results {
            seen.crashes += result.records.filter { $0.kind == .crash }.compactMap(\.message)
            if result.status == .error { seen.errors.append(result.report ?? "error") }
        }
        return (seen, results.allSatisfy { $0.status == .passed })
    }

    static func inTheREPL(path: String, source: String, input: String) throws -> Seen {
        try LuaThread.run {
            let seen = SeenBox()
            let repl = ReplSession(path: path, source: Array(source.utf8)) { event in
                switch event {
                case .record(let record) where record.kind == .crash: seen.value.crashes.append(record.message ?? "")
                case .error(let text): seen.value.errors.append(text)
                default: break
                }
            }
            repl.start()
            defer { repl.close() }
            repl.submit(input)
            return seen.value
        }
    }

    static func inTheStudio(path: String, source: String, input: String) throws -> Seen {
        let lines = try LuaThread.run { () -> [String] in
            var lines: [String] = []
            let lab = StudioLab(root: Repository.path("labs"), limits: RunLimits())
            let session = StudioSession(path: path, source: Array(source.utf8), lab: lab) { lines.append($0) }
            session.start()
            session.handle(StudioRequest(id: 1, .lua(input)))
            return lines
        }
        var seen = Seen()
        for line in lines {
            let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            switch event["ev"] as? String {
            case "error": seen.errors.append(event["text"] as? String ?? "")
            case "records":
                for record in event["records"] as? [[String: Any]] ?? [] where record["kind"] as? String == "crash" {
                    seen.crashes.append(record["text"] as? String ?? "")
                }
            default: break
            }
        }
        return seen
    }

    final class SeenBox {
        var value = Seen()
    }
}
