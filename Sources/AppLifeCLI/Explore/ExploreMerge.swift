import Exploration
import FoundationEssentials
import LuaHost
import ScriptBindings

/// `applife explore merge A.json B.json ...`: joins the files `explore --shard i/n` writes
/// (one per shard, in any order) into the exploration one machine would have made: the same
/// report, counterexample and coverage files, byte for byte, after checking that the shards
/// belong together (one file with the same bytes, the same settings, every part once). The
/// explored file is read again from the path the shards give: the failing run is made again
/// and shrunk here, as a single run does.
///
///     ExploreMerge.run(["a/shard-1-of-2.json", "b/shard-2-of-2.json"], settings: settings)
public enum ExploreMerge {
    public static func run(
        _ paths: [String], settings: ExploreSettings, output: TextSink = .standardOutput,
        errors: TextSink = .standardError
    ) -> Int32 {
        let shards: [(path: String, file: ExploreShardFile)]
        let bytes: [UInt8]
        do {
            guard !paths.isEmpty else {
                throw ExploreMergeError.usage("explore merge: give the shards' files (A.json B.json ...)")
            }
            shards = try paths.map { ($0, try read($0)) }
            let first = try check(shards)
            guard let data = FileManager.default.contents(atPath: first.file) else {
                throw ExploreMergeError.format(
                    "\(first.file): the explored file cannot be read (merge where the shards ran)")
            }
            bytes = Array(data)
            guard ExploreShardFile.digest(bytes) == first.digest else {
                throw ExploreMergeError.format("\(first.file) is not the text the shards explored (it changed since)")
            }
        } catch {
            return OutcomeText.report("applife explore merge", error, to: errors)
        }
        let first = shards[0].file
        var whole = settings
        whole.shard = nil
        whole.timeBudget = nil
        whole.runs = first.settings.runs
        whole.depth = first.settings.depth
        whole.seed = first.settings.seed
        whole.strategyName = first.settings.strategy
        whole.ios = first.settings.ios
        var limits = RunLimits()
        limits.seed = first.settings.seed
        limits.timeout = first.settings.timeout
        limits.memoryMegabytes = first.settings.memoryLimit
        limits.maxInstructions = first.settings.maxInstructions
        if let problem = whole.problem() ?? limits.problem() {
            return OutcomeText.report(
                "applife explore merge", ExploreMergeError.format("\(shards[0].path): \(problem)"), to: errors)
        }
        let parts = shards.flatMap { shard in shard.file.parts.map { (shard.path, $0) } }
        return ExploreCommand.report(
            path: first.file, source: bytes, settings: whole, limits: limits, output: output, errors: errors
        ) { executor, files in
            try merged(parts, executor: executor, settings: whole, limits: limits, files: files)
        }
    }

    /// The whole exploration from the parts (each with the path of its file, which a refusal
    /// names), its failing run made again, then finished as one run is (shrunk, reported,
    /// written).
    static func merged(
        _ parts: [(path: String, part: ExploreShardFile.Part)], executor: ExploreExecutor, settings: ExploreSettings,
        limits: RunLimits, files: ExploreFiles
    ) throws -> ExploreFindings {
        let probe = try LuaThread.run { try ExploreCommand.Probe(executor) }
        let made = try parts.map { path, part in
            do {
                return try part.part(onto: probe.coverage)
            } catch let error as ExploreMergeError {
                throw ExploreMergeError.format("\(path): \(error)")
            }
        }
        var result = ExplorationResult(merging: made, settings: settings.exploration, coverage: probe.coverage)
        if var found = result.found {
            let record = try LuaThread.run {
                try remake(found.run, executor: executor, seed: settings.exploration.seed)
            }
            guard let failure = record.failure else {
                let path = parts.first { $0.part.found?.origin == found.origin }?.path ?? parts[0].path
                throw ExploreMergeError.format(
                    "\(path): \(found.origin) does not fail when made again: the shards explored something else")
            }
            found.steps = record.steps
            found.failure = failure
            found.choices = record.choices
            result.found = found
        }
        return try ExploreCommand.finish(
            result, probe: probe, executor: executor, settings: settings, limits: limits, files: files)
    }

    /// Makes a run again from its name (call on a large-stack thread).
    private static func remake(_ run: RunIdentity, executor: ExploreExecutor, seed: UInt64) throws -> RunRecord {
        if let job = run.job(seed: seed) { return executor.run(job) }
        guard case .sequence(let choices) = run else { return executor.run(.sequence([], listNext: false)) }
        let subject = try executor.subject()
        defer { subject.close() }
        return ExplorationRunner.replay(subject, choices: choices, builtins: executor.builtins)
    }

    /// One shard's file.
    static func read(_ path: String) throws -> ExploreShardFile {
        guard let data = FileManager.default.contents(atPath: path) else { throw ExploreMergeError.unreadable(path) }
        guard let file = try? JSONDecoder().decode(ExploreShardFile.self, from: data), file.v == 1 else {
            throw ExploreMergeError.format(
                "\(path): not a shard's file of applife explore (explore --shard i/n writes one)")
        }
        // A file is data, not a promise: its numbers are checked before they are used.
        guard ExplorationShard(index: file.shard.index, count: file.shard.count) != nil,
            file.shard.count <= ExploreSettings.maxShards,
            file.parts.allSatisfy({ (1...file.shard.count).contains($0.shard) }),
            file.parts.flatMap(numbers).allSatisfy({ (0...Int(Int32.max)).contains($0) })
        else {
            throw ExploreMergeError.format(
                "\(path): shard \(file.shard.index)/\(file.shard.count) holds numbers explore does not write")
        }
        if let problem = file.problem() {
            throw ExploreMergeError.format("\(path): \(problem): not a shard's file explore writes")
        }
        return file
    }

    /// Every count a part holds.
    private static func numbers(_ part: ExploreShardFile.Part) -> [Int] {
        var numbers = [part.breadthFirstRuns, part.walks, part.deepestBreadthFirst, part.level ?? 0]
        numbers += [part.coverage.runs, part.coverage.steps]
        for app in part.coverage.apps {
            numbers += app.states.map(\.times) + app.transitions.map(\.times) + app.callbacks.map(\.times)
            if let scenes = app.scenes {
                numbers += scenes.states.map(\.times) + scenes.transitions.map(\.times) + scenes.callbacks.map(\.times)
            }
        }
        return numbers
    }

    /// The first shard's file when every shard explored the same file with the same settings
    /// and each shard is given once; an error naming the file that does not fit otherwise.
    static func check(_ shards: [(path: String, file: ExploreShardFile)]) throws -> ExploreShardFile {
        let (firstPath, first) = shards[0]
        var byIndex: [Int: String] = [:]
        for (path, file) in shards {
            guard file.file == first.file, file.digest == first.digest else {
                throw ExploreMergeError.format(
                    "\(path): explored \(file.file), but \(firstPath) explored \(first.file) (or other text)")
            }
            guard file.settings == first.settings else {
                throw ExploreMergeError.format(
                    "\(path): explored with other settings than \(firstPath): give every shard the same flags")
            }
            guard file.shard.count == first.shard.count else {
                throw ExploreMergeError.format(
                    "\(path): shard \(file.shard.index)/\(file.shard.count), but \(firstPath) is one of \(first.shard.count) shards"
                )
            }
            if let earlier = byIndex[file.shard.index] {
                throw ExploreMergeError.format(
                    "shard \(file.shard.index)/\(file.shard.count) is given twice: \(earlier) and \(path)")
            }
            byIndex[file.shard.index] = path
        }
        let missing = (1...first.shard.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw ExploreMergeError.format(
                "missing shard\(missing.count == 1 ? "" : "s") "
                    + missing.prefix(10).map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
                    + (missing.count > 10 ? ", …" : "") + ": merge needs every shard's file")
        }
        return first
    }
}

/// Why `applife explore merge` could not join the shards.
enum ExploreMergeError: Error, CustomStringConvertible {
    case usage(String)
    case unreadable(String)
    case format(String)

    var description: String {
        switch self {
        case .usage(let text), .format(let text): return text
        case .unreadable(let path): return "\(path): cannot be read"
        }
    }
}
