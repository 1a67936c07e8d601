import AppLifeTestSupport
import Exploration
import Foundation
import Lifecycle
import LuaHost
import ScriptBindings

@testable import ModelImport

/// The fixtures: one small Swift app per common shape (Tests/ModelImportTests/Fixtures).
enum ImportFixtures {
    static let folder = Repository.path("Tests/ModelImportTests/Fixtures")

    /// Every fixture that is an app (no-delegate is not).
    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "no-delegate" }.sorted()
    }

    static func path(_ name: String) -> String { folder + "/" + name }

    static func model(_ name: String) throws -> ModelImporter.Result {
        try ModelImporter.run(paths: [path(name)])
    }

    /// Runs `lua` (a generated model, plus `extra` scenarios) as `applife run` does.
    static func run(_ lua: String, extra: String = "", choices: [String: [Int]] = [:]) throws -> [ScenarioResult] {
        var options = RunOptions()
        options.timeout = 300
        options.choices = choices
        let bytes = Array((lua + extra).utf8)
        return try LuaThread.run { try ScenarioRunner.run(path: "model.lua", source: bytes, options: options) }
    }

    /// Random walks of `lua` as explore makes them; the errors that stopped any (a script
    /// error, not a broken invariant).
    static func exploreErrors(_ lua: String, walks: Int = 12, depth: Int = 12) throws -> [String] {
        let bytes = Array(lua.utf8)
        return try LuaThread.run {
            var errors: [String] = []
            for index in 1...walks {
                let run = try ExploreRun(path: "model.lua", source: bytes, options: RunOptions())
                let record = ExplorationRunner.walk(run, depth: depth, seed: SeededRandom.derive(7, index))
                run.close()
                if case .error(let message, _, _) = record.failure { errors.append(message) }
            }
            return errors
        }
    }
}

extension ScenarioResult {
    var logs: [String] { records.filter { $0.kind == .log }.compactMap(\.message) }
}
