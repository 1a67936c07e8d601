import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// An exploration spread over a CI matrix (`--shard i/n`) and joined (`explore merge`) prints
/// and writes the same bytes as one run with the same seed and runs.
@Suite struct ExploreShardTests {
    static let files = ["counterexample.lua", "coverage.md", "coverage.json"]

    /// Explores `path` whole or as one shard, into `out`.
    static func explore(_ path: String, runs: Int, strategy: String, out: String, shard: String? = nil, jobs: Int = 1)
        -> (Int32, String, String)
    {
        var settings = ExploreSettings()
        settings.runs = runs
        settings.seed = 9
        settings.strategyName = strategy
        settings.outDirectory = out
        settings.colour = false
        settings.columns = 80
        settings.jobs = jobs
        settings.shardName = shard
        var limits = RunLimits()
        limits.seed = 9
        let output = TextSink.memory(), errors = TextSink.memory()
        let status = ExploreCommand.run(path: path, settings: settings, limits: limits, output: output, errors: errors)
        return (status, output.text, errors.text)
    }

    static func merge(_ paths: [String], out: String) -> (Int32, String, String) {
        var settings = ExploreSettings()
        settings.outDirectory = out
        settings.colour = false
        settings.columns = 80
        let output = TextSink.memory(), errors = TextSink.memory()
        let status = ExploreMerge.run(paths, settings: settings, output: output, errors: errors)
        return (status, output.text, errors.text)
    }

    static func contents(_ folder: String) -> [String: String] {
        var found: [String: String] = [:]
        for name in files {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) {
                found[name] = String(decoding: data, as: UTF8.self)
            }
        }
        return found
    }

    @Test(arguments: [
        ("explore-draft", 300, "both", 3), ("explore-two-apps", 120, "both", 3), ("explore-two-apps", 90, "random", 4),
        ("explore-two-apps", 70, "bfs", 2), ("explore-draft", 200, "random", 5),
    ])
    func mergedShardsEqualOneRun(example: String, runs: Int, strategy: String, shards: Int) throws {
        let folder = try TemporaryDirectory(prefix: "al-sh")
        defer { folder.remove() }
        let path = Repository.path("examples/\(example).lua")
        let out = folder.file("out")
        let whole = Self.explore(path, runs: runs, strategy: strategy, out: out)
        let wholeFiles = Self.contents(out)
        try FileManager.default.removeItem(atPath: out)
        var shardFiles: [String] = []
        for index in (1...shards).reversed() {
            let shardOut = folder.file("shard\(index)")
            let (status, text, errors) = Self.explore(
                path, runs: runs, strategy: strategy, out: shardOut, shard: "\(index)/\(shards)", jobs: 2)
            #expect(status != ExitStatus.usage, "\(errors)")
            #expect(text.contains("shard \(index)/\(shards) of them"), "\(text)")
            shardFiles.append(shardOut + "/shard-\(index)-of-\(shards).json")
        }
        let merged = Self.merge(shardFiles, out: out)
        #expect(merged.2 == whole.2)
        #expect(merged.0 == whole.0)
        #expect(merged.1 == whole.1, "\(example) \(strategy) over \(shards) shards")
        #expect(Self.contents(out) == wholeFiles)
        #expect(wholeFiles["coverage.json"] != nil)
    }

    /// A failure breadth-first search finds is named by its choices and made again by merge.
    @Test func breadthFirstFailureMergesToTheSameCounterexample() throws {
        let folder = try TemporaryDirectory(prefix: "al-sh")
        defer { folder.remove() }
        let path = folder.file("memo.lua")
        try Data(
            """
            app { name = "Memo", delegate = { willResignActive = function(a) task = 1 end } }
            app { name = "Mail" }

            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        let out = folder.file("out")
        let whole = Self.explore(path, runs: 100, strategy: "both", out: out)
        #expect(whole.0 == ExitStatus.expectationFailed && whole.1.contains("(breadth-first sequence "), "\(whole.1)")
        let wholeFiles = Self.contents(out)
        let shards = (1...3).map { index -> String in
            _ = Self.explore(path, runs: 100, strategy: "both", out: folder.file("s\(index)"), shard: "\(index)/3")
            return folder.file("s\(index)/shard-\(index)-of-3.json")
        }
        let merged = Self.merge(shards, out: out)
        #expect(merged.1 == whole.1)
        #expect(Self.contents(out) == wholeFiles)
    }

    @Test func mergeRefusesShardsThatDoNotBelongTogether() throws {
        let folder = try TemporaryDirectory(prefix: "al-sh")
        defer { folder.remove() }
        let path = folder.file("apps.lua")
        try Data("app { name = 'Notes' }\n".utf8).write(to: URL(fileURLWithPath: path))
        for index in 1...3 {
            _ = Self.explore(path, runs: 30, strategy: "random", out: folder.file("s\(index)"), shard: "\(index)/3")
        }
        _ = Self.explore(path, runs: 31, strategy: "random", out: folder.file("other"), shard: "3/3")
        let one = folder.file("s1/shard-1-of-3.json"), two = folder.file("s2/shard-2-of-3.json"),
            three = folder.file("s3/shard-3-of-3.json")
        let cases: [([String], String)] = [
            ([one, two], "missing shard 3/3: merge needs every shard's file"),
            ([one, two, two], "shard 2/3 is given twice"),
            ([one, two, folder.file("other/shard-3-of-3.json")], "explored with other settings than"),
            ([one, two, folder.file("s1/coverage.json")], "not a shard's file of applife explore"),
            ([one, two, folder.file("nothing.json")], "cannot be read"),
        ]
        for (files, message) in cases {
            let (status, _, errors) = Self.merge(files, out: folder.file("merged"))
            #expect(status == ExitStatus.usage)
            #expect(errors.contains(message), "\(errors)")
        }
        try Data("app { name = 'Mail' }\n".utf8).write(to: URL(fileURLWithPath: path))
        let changed = Self.merge([one, two, three], out: folder.file("merged"))
        #expect(changed.0 == ExitStatus.usage)
        #expect(changed.2.contains("is not the text the shards explored"), "\(changed.2)")
    }

    /// Forged shard files: what no exploration writes is refused, naming the file: a walk
    /// numbered 2^63-1 or beyond the runs, more choices than the depth allows, counts beyond
    /// the runs, and an origin that is not explore's words (it once became Lua code in the
    /// merged counterexample.lua).
    @Test func mergeRefusesWhatNoExplorationWrites() throws {
        let folder = try TemporaryDirectory(prefix: "al-sh")
        defer { folder.remove() }
        let path = Repository.path("examples/explore-draft.lua")
        for index in 1...2 {
            _ = Self.explore(path, runs: 200, strategy: "random", out: folder.file("s\(index)"), shard: "\(index)/2")
        }
        let one = folder.file("s1/shard-1-of-2.json"), two = folder.file("s2/shard-2-of-2.json")
        let original = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: one))) as? [String: Any])
        let parts = try #require(original["parts"] as? [[String: Any]])
        let failing = try #require(parts.firstIndex { $0["found"] != nil }, "shard 1 finds the failing walk")
        func forged(_ change: (inout [String: Any]) -> Void) throws -> String {
            var part = parts[failing]
            change(&part)
            var file = original
            var edited = parts
            edited[failing] = part
            file["parts"] = edited
            let forged = folder.file("forged.json")
            try JSONSerialization.data(withJSONObject: file).write(to: URL(fileURLWithPath: forged))
            return forged
        }
        func found(_ fields: [String: Any]) -> (inout [String: Any]) -> Void {
            { part in part["found"] = fields }
        }
        let cases: [((inout [String: Any]) -> Void, String)] = [
            (found(["origin": "random walk 9223372036854775807", "walk": Int.max]), "walk 9223372036854775807"),
            (found(["origin": "random walk 201", "walk": 201]), "walk 201, which 200 runs do not make"),
            (
                found(["origin": "breadth-first sequence 1", "choices": Array(repeating: 0, count: 500_000)]),
                "500000 choices"
            ),
            (
                found(["origin": "random walk 1\nos.execute('touch PWNED')\n--", "walk": 1]),
                "walk 1, which 200 runs do not make"
            ),
            (found(["origin": "breadth-first sequence 1;x", "choices": [0]]), "1 choices"),
            ({ part in part["walks"] = 201 }, "201 walks in a part, but the shards made 200 runs"),
            ({ part in part["phase"] = "sideways" }, "a part of phase 'sideways'"),
        ]
        for (change, message) in cases {
            let (status, _, errors) = Self.merge([try forged(change), two], out: folder.file("merged"))
            #expect(status == ExitStatus.usage, "\(message): \(errors)")
            #expect(errors.contains(folder.file("forged.json") + ": "), "the refusal names the file: \(errors)")
            #expect(errors.contains(message), "\(errors)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("merged/counterexample.lua")))
        }
        // A refusal met while merging (the apps the shard covered) names its file too.
        let renamed = try forged { part in
            var coverage = part["coverage"] as? [String: Any] ?? [:]
            var apps = coverage["apps"] as? [[String: Any]] ?? []
            if !apps.isEmpty { apps[0]["name"] = "Other" }
            coverage["apps"] = apps
            part["coverage"] = coverage
        }
        let (status, _, errors) = Self.merge([renamed, two], out: folder.file("merged"))
        #expect(status == ExitStatus.usage)
        #expect(errors.contains(folder.file("forged.json") + ": the shard explored the apps"), "\(errors)")
    }

    @Test func shardNeedsRunsAndAWellFormedPart() {
        var settings = ExploreSettings()
        settings.timeBudget = 5
        settings.shardName = "1/2"
        #expect(settings.problem()?.contains("--shard needs --runs") == true)
        for bad in ["0/2", "3/2", "2", "a/b", "1/0", "1/100001"] {
            var settings = ExploreSettings()
            settings.shardName = bad
            #expect(settings.problem()?.contains("--shard must be i/n") == true, "\(bad)")
        }
    }
}
