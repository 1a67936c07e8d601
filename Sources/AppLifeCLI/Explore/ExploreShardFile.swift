import Exploration
import FoundationEssentials
import Lifecycle

/// The file `applife explore --shard i/n` writes beside its report (`shard-i-of-n.json` in
/// `--out`), and `applife explore merge` reads: what the shard explored (the file, by path
/// and by a digest of its bytes, and every setting that changes the runs), and each part of
/// the plan it made, with its counts and coverage and the run that failed, if one did. The
/// failing run is named, not described (`walk`, or breadth-first `choices`): merge makes
/// it again.
struct ExploreShardFile: Codable, Equatable {
    var v = 1
    var file: String
    /// FNV-1a (64 bits, hex) of the explored file's bytes: the shards explored the same text.
    var digest: String
    var settings: Settings
    var shard: Shard
    var parts: [Part]

    struct Settings: Codable, Equatable {
        var seed: Int64
        var runs: Int
        var depth: Int
        var strategy: String
        var ios: Int?
        var timeout: Double
        var memoryLimit: Int
        var maxInstructions: Int64?
    }

    struct Shard: Codable, Equatable {
        var index: Int
        var count: Int
    }

    struct Part: Codable, Equatable {
        /// `breadthFirst` (with its `level`) or `walks`.
        var phase: String
        var level: Int?
        var shard: Int
        var breadthFirstRuns: Int
        var walks: Int
        var deepestBreadthFirst: Int
        var coverage: Coverage
        var found: Found?
    }

    struct Found: Codable, Equatable {
        var origin: String
        var walk: Int?
        var choices: [Int]?
    }

    struct Coverage: Codable, Equatable {
        var runs: Int
        var steps: Int
        var apps: [App]
    }

    struct App: Codable, Equatable {
        var name: String
        /// The methods its code implemented (an app with `main` tells only as it runs).
        var implemented: [String]?
        var states: [Count]
        var transitions: [TransitionCount]
        var callbacks: [Count]
        var scenes: Scenes?
    }

    struct Scenes: Codable, Equatable {
        var states: [Count]
        var transitions: [TransitionCount]
        var callbacks: [Count]
    }

    struct Count: Codable, Equatable {
        var name: String
        var times: Int
    }

    struct TransitionCount: Codable, Equatable {
        var from: String
        var to: String
        var times: Int
    }

    /// The file name of shard `index` of `count`.
    static func name(_ shard: ExplorationShard) -> String { "shard-\(shard.index)-of-\(shard.count).json" }

    /// The 64-bit FNV-1a hash of `bytes`, as 16 hex digits.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}

extension ExploreShardFile {
    init(
        _ result: ExplorationResult, path: String, source: [UInt8], settings: ExploreSettings, limits: RunLimits,
        shard: ExplorationShard
    ) {
        let e = settings.exploration
        self.init(
            file: path, digest: Self.digest(source),
            settings: Settings(
                seed: settings.seed, runs: e.runs, depth: e.depth, strategy: e.strategy.rawValue, ios: settings.ios,
                timeout: limits.timeout, memoryLimit: limits.memoryMegabytes, maxInstructions: limits.maxInstructions),
            shard: Shard(index: shard.index, count: shard.count),
            parts: result.parts.map(Part.init))
    }
}

extension ExploreShardFile.Part {
    init(_ part: ExplorationPart) {
        var phase = "walks"
        var level: Int?
        if case .breadthFirst(let n) = part.phase {
            phase = "breadthFirst"
            level = n
        }
        let found = part.found.map { found -> ExploreShardFile.Found in
            switch found.run {
            case .walk(let n): return .init(origin: found.origin, walk: n, choices: nil)
            case .sequence(let choices): return .init(origin: found.origin, walk: nil, choices: choices)
            }
        }
        self.init(
            phase: phase, level: level, shard: part.shard, breadthFirstRuns: part.breadthFirstRuns, walks: part.walks,
            deepestBreadthFirst: part.deepestBreadthFirst, coverage: .init(part.coverage), found: found)
    }

    /// The part, its coverage counted onto `zero` (the explored file's apps, before any run);
    /// a failing run's steps and failure are left for merge to make again.
    func part(onto zero: ExplorationCoverage) throws -> ExplorationPart {
        let kind: ExplorationPart.Phase
        switch (phase, level) {
        case ("walks", nil): kind = .walks
        case ("breadthFirst", let n?) where n >= 0: kind = .breadthFirst(level: n)
        default: throw ExploreMergeError.format("a part of phase '\(phase)' is not one explore writes")
        }
        var part = ExplorationPart(phase: kind, shard: shard, coverage: try coverage.coverage(onto: zero))
        part.breadthFirstRuns = breadthFirstRuns
        part.walks = walks
        part.deepestBreadthFirst = deepestBreadthFirst
        if let found {
            let run: RunIdentity
            if let walk = found.walk {
                run = .walk(walk)
            } else if let choices = found.choices {
                run = .sequence(choices: choices)
            } else {
                throw ExploreMergeError.format("the failing run '\(found.origin)' names no walk and no choices")
            }
            part.found = .init(
                origin: found.origin, steps: [], failure: .error("not made again yet", step: 0), run: run)
        }
        return part
    }
}

extension ExploreShardFile.Coverage {
    init(_ coverage: ExplorationCoverage) {
        self.init(
            runs: coverage.runs, steps: coverage.steps,
            apps: coverage.apps.map { app in
                typealias File = ExploreShardFile
                return File.App(
                    name: app.name, implemented: app.implemented.map(\.rawValue),
                    states: AppState.allCases.compactMap { s in
                        app.states[s].map { File.Count(name: s.rawValue, times: $0) }
                    },
                    transitions: app.takenTransitions.map {
                        File.TransitionCount(from: $0.from.rawValue, to: $0.to.rawValue, times: app.transitions[$0]!)
                    },
                    callbacks: DelegateMethod.allCases.compactMap { m in
                        app.callbacks[m].map { File.Count(name: m.rawValue, times: $0) }
                    },
                    scenes: app.scenes.map { scenes in
                        File.Scenes(
                            states: SceneActivationState.allCases.compactMap { s in
                                scenes.states[s].map { File.Count(name: s.rawValue, times: $0) }
                            },
                            transitions: scenes.takenTransitions.map {
                                File.TransitionCount(
                                    from: $0.from.rawValue, to: $0.to.rawValue, times: scenes.transitions[$0]!)
                            },
                            callbacks: scenes.callbacks.keys.sorted().map {
                                File.Count(name: $0, times: scenes.callbacks[$0]!)
                            })
                    })
            })
    }

    /// These counts on `zero`'s apps (which must be the same apps, in the same order).
    func coverage(onto zero: ExplorationCoverage) throws -> ExplorationCoverage {
        var coverage = zero
        coverage.runs = runs
        coverage.steps = steps
        guard apps.map(\.name) == zero.apps.map(\.name) else {
            throw ExploreMergeError.format(
                "the shard explored the apps \(apps.map(\.name)), but the file declares \(zero.apps.map(\.name))")
        }
        for (index, app) in apps.enumerated() {
            coverage.apps[index].implement(
                try (app.implemented ?? []).map { try Self.value(DelegateMethod(rawValue: $0), $0) })
            for count in app.states {
                coverage.apps[index].states[try Self.value(AppState(rawValue: count.name), count.name)] = count.times
            }
            for t in app.transitions {
                let transition = ExplorationCoverage.Transition(
                    from: try Self.value(AppState(rawValue: t.from), t.from),
                    to: try Self.value(AppState(rawValue: t.to), t.to))
                coverage.apps[index].transitions[transition] = t.times
            }
            for count in app.callbacks {
                coverage.apps[index].callbacks[try Self.value(DelegateMethod(rawValue: count.name), count.name)] =
                    count.times
            }
            if let scenes = app.scenes {
                guard coverage.apps[index].scenes != nil else {
                    throw ExploreMergeError.format("\(app.name) has no scenes")
                }
                for count in scenes.states {
                    coverage.apps[index].scenes?.states[
                        try Self.value(SceneActivationState(rawValue: count.name), count.name)] = count.times
                }
                for t in scenes.transitions {
                    let transition = SceneCoverage.Transition(
                        from: try Self.value(SceneActivationState(rawValue: t.from), t.from),
                        to: try Self.value(SceneActivationState(rawValue: t.to), t.to))
                    coverage.apps[index].scenes?.transitions[transition] = t.times
                }
                for count in scenes.callbacks { coverage.apps[index].scenes?.callbacks[count.name] = count.times }
            }
        }
        return coverage
    }

    private static func value<T>(_ value: T?, _ name: String) throws -> T {
        guard let value else { throw ExploreMergeError.format("'\(name)' is not a state or method applife knows") }
        return value
    }
}
