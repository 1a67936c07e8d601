import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// `--trace jsonl` against the schema of docs/semantics.md (Trace): one JSON object per line,
/// `"v":1` first, known kinds with the fields each kind needs, sequence
/// numbers increasing, times never negative.
@Suite struct JSONLinesSchemaTests {
    static let traceKinds: Set<String> = [
        "action", "transition", "callback", "notification", "task", "badge", "url", "log", "warning",
        "crash", "termination", "expect",
    ]
    static let required: [String: [String]] = [
        "transition": ["app", "from", "to"],
        "callback": ["app", "name", "state"],
        "notification": ["app", "name"],
        "termination": ["app", "reason"],
        "crash": ["app", "message"],
        "expect": ["name", "message"],
    ]

    @Test("every example's JSON Lines follow the schema", arguments: Repository.exampleNames())
    func schema(_ name: String) throws {
        let path = Repository.path("examples/\(name).lua")
        var settings = RunSettings()
        settings.trace = .jsonl
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(path: path, limits: RunLimits(), settings: settings, output: output, errors: errors)
        #expect(code == 0, "\(errors.text)")
        var lastSeq = 0
        for line in output.text.split(separator: "\n") {
            #expect(line.hasPrefix("{\"v\":1,"), "version first: \(line)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not an object: \(line)")
            let kind = try #require(object["kind"] as? String, "no kind: \(line)")
            if kind == "scenario" || kind == "result" {
                #expect(object["name"] is String)
                lastSeq = 0
                continue
            }
            #expect(Self.traceKinds.contains(kind), "unknown kind \(kind)")
            let seq = try #require(object["seq"] as? Int, "no seq: \(line)")
            #expect(seq > lastSeq, "seq must increase: \(line)")
            lastSeq = seq
            let time = try #require(object["t"] as? Double, "no t: \(line)")
            #expect(time >= 0)
            for field in Self.required[kind] ?? [] {
                #expect(object[field] != nil, "\(kind) without \(field): \(line)")
            }
        }
        #expect(!output.text.contains("passed,"), "the summary must not be mixed into JSON Lines")
    }
}
