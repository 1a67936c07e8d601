import AppLifeTestSupport
import Foundation
@testable import AppLifeCLI

extension Fixtures {
    /// What one `applife explore` run gave: its exit status, output, errors and out folder.
    struct ExploreResult {
        var status: Int32
        var output: String
        var errors: String
        var directory: String
        func file(_ name: String) -> String? {
            FileManager.default.contents(atPath: directory + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Explores `source` (or an example) with the given settings, output in memory.
    static func explore(
        _ source: String? = nil, example: String? = nil, runs: Int = 200, depth: Int = 20, seed: Int64 = 0,
        jobs: Int = 1,
        strategy: String = "both", json: Bool = false, out: String? = nil, limits: RunLimits = RunLimits(),
        ios: Int? = nil, timeBudget: Double? = nil, columns: Int = 80
    ) throws -> ExploreResult {
        let directory = try out ?? TemporaryDirectory(prefix: "al-x").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path: String
        if let example {
            path = Repository.path("examples/\(example).lua")
        } else {
            path = directory + "/explored.lua"
            try Data((source ?? "").utf8).write(to: URL(fileURLWithPath: path))
        }
        var settings = ExploreSettings()
        settings.runs = runs
        settings.depth = depth
        settings.seed = seed
        settings.jobs = jobs
        settings.strategyName = strategy
        settings.json = json
        settings.ios = ios
        settings.timeBudget = timeBudget
        settings.colour = false
        settings.columns = columns
        settings.outDirectory = directory + "/out"
        var limits = limits
        limits.seed = seed  // as `--seed` sets both
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let status = ExploreCommand.run(path: path, settings: settings, limits: limits, output: output, errors: errors)
        return ExploreResult(
            status: status, output: Repository.relative(output.text), errors: errors.text, directory: directory + "/out"
        )
    }
}
