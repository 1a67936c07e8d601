import FoundationEssentials
import Exploration
import Lifecycle
import MessageCatalog
import LuaHost
import ScriptBindings
import TracePictures

/// `applife explore FILE.lua`: generates sequences of the user and system events possible
/// in each state (breadth-first, then random walks), checks the built-in and the file's
/// invariants after every step, shrinks the first violation to a minimal sequence, writes
/// it as a runnable scenario and reports it with the coverage reached.
///
///     ExploreCommand.run(path: "examples/explore-upload.lua", settings: settings, limits: RunLimits())
///     // exit 0: nothing broke; 1: an invariant broke (counterexample written); 2: error or bad usage
public enum ExploreCommand {
    public static func run(
        path: String, settings: ExploreSettings, limits: RunLimits = RunLimits(),
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        if let problem = settings.problem(settings.language) ?? limits.problem(settings.language) {
            return OutcomeText.report("applife explore", ExploreError.badSetting(problem), to: errors)
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            return OutcomeText.report("applife explore", CommandError.unreadableScript(path), to: errors)
        }
        return report(
            path: path, source: Array(bytes), settings: settings, limits: limits, output: output, errors: errors
        ) {
            executor, files in try explore(executor, settings: settings, limits: limits, files: files)
        }
    }

    /// Makes the executor for `path` (its limits, `--jobs` workers, the watchdog), gets the
    /// findings from `body`, and prints them as text or JSON; returns the exit status.
    static func report(
        path: String, source: [UInt8], settings: ExploreSettings, limits: RunLimits, output: TextSink, errors: TextSink,
        _ body: (ExploreExecutor, ExploreFiles) throws -> ExploreFindings
    ) -> Int32 {
        var runSettings = RunSettings()
        runSettings.ios = settings.ios
        let options = ScriptRun.runOptions(limits, runSettings)
        let watchdog = Watchdog(limit: limits.timeout, command: "applife explore", flushing: [output, errors])
        let workers = ExploreWorkers.allowed(
            settings.jobs, memoryMegabytes: limits.memoryMegabytes, sourceBytes: source.count)
        if let note = workers.note { errors.write(note + "\n") }
        let executor = ExploreExecutor(
            path: path, source: source, options: options, depth: settings.exploration.depth,
            builtins: settings.exploration.builtins, jobs: workers.jobs, watchdog: watchdog)
        let findings: ExploreFindings
        do {
            let files = try ExploreFiles(
                directory: settings.outDirectory, also: settings.shard.map { [ExploreShardFile.name($0)] } ?? [])
            findings = try body(executor, files)
        } catch {
            return OutcomeText.report("applife explore", error, to: errors)
        }
        let colour = settings.colour ?? output.isTerminal
        let width = settings.columns ?? TerminalWidth.columns(of: output)
        output.write(
            settings.json
                ? ExploreJSON.document(findings) + "\n" : ExploreReport.text(findings, colour: colour, width: width))
        if case .error(let message, _, _)? = findings.result.found?.failure, settings.json {
            errors.write(SafeText.terminalText(message) + "\n")
        }
        output.flush()
        errors.flush()
        return findings.exitCode
    }

    /// Probes the file, chooses the runs a time budget buys, explores (its share, for a
    /// shard), shrinks, and writes the files when given a directory (a lab check explores
    /// without writing any).
    static func explore(
        _ executor: ExploreExecutor, settings: ExploreSettings, limits: RunLimits, files: ExploreFiles?
    ) throws -> ExploreFindings {
        let probe = try LuaThread.run { try Probe(executor) }
        var settings = settings
        if let seconds = settings.timeBudget {
            settings.runs = ExploreBudget.runs(seconds: seconds, executor: executor, settings: settings.exploration)
        }
        let result = Explorer(settings: settings.exploration, coverage: probe.coverage, shard: settings.shard ?? .whole)
            .explore(execute: executor.execute)
        return try finish(result, probe: probe, executor: executor, settings: settings, limits: limits, files: files)
    }

    /// From an exploration's result: the shrunk counterexample, the findings, and the files
    /// (the counterexample, the coverage, a shard's file).
    static func finish(
        _ result: ExplorationResult, probe: Probe, executor: ExploreExecutor, settings: ExploreSettings,
        limits: RunLimits,
        files: ExploreFiles?
    ) throws -> ExploreFindings {
        var replay = ExploreReplay(path: executor.path, settings: settings, limits: limits)
        var counterexample: ExploreFindings.Counterexample?
        if let found = result.found {
            counterexample = try LuaThread.run { try minimal(found, executor, probe, settings.language) }
            replay.choices = counterexample?.choices ?? []
        }
        var findings = ExploreFindings(
            path: executor.path, settings: settings, replay: replay, result: result, invariants: probe.invariants,
            counterexample: counterexample, scenarioPath: nil, reproduced: nil, coveragePath: nil)
        guard let files else { return findings }
        if let counterexample, counterexample.failure.isShrinkable {
            let file = files.path("counterexample.lua")
            let name = CounterexampleWriter.scenarioName(counterexample.failure)
            let scenario = probe.scenarios.isEmpty ? nil : name
            let bytes = CounterexampleWriter.scenario(
                original: executor.source, counterexample: counterexample, replay: replay, file: file,
                names: probe.names, otherScenarios: scenario != nil)
            findings.scenarioPath = try files.write("counterexample.lua", bytes)
            findings.scenarioName = scenario
            // The replay check runs what the printed replay command runs.
            findings.reproduced = try LuaThread.run {
                CounterexampleWriter.reproduces(
                    path: file, source: bytes, options: replay.runOptions(scenario: scenario),
                    failure: counterexample.failure)
            }
        }
        _ = try files.write("coverage.md", ExploreMermaid.markdown(findings))
        _ = try files.write("coverage.json", ExploreJSON.document(findings) + "\n")
        findings.coveragePath = files.path("coverage.md")
        if let shard = settings.shard {
            let file = ExploreShardFile(
                result, path: executor.path, source: executor.source, settings: settings, limits: limits, shard: shard)
            findings.shardPath = try files.write(ExploreShardFile.name(shard), file.json)
        }
        return findings
    }

    /// Shrinks a failing run (a violation or a reproducible error) and replays the result
    /// step by step.
    private static func minimal(
        _ found: ExplorationResult.Found, _ executor: ExploreExecutor, _ probe: Probe, _ language: Language
    ) throws -> ExploreFindings.Counterexample {
        var steps = Array(found.steps.prefix(found.failure.step))
        var failure = found.failure
        var shrinks = 0
        var attempts = 0
        if found.failure.isShrinkable {
            let shrunk = Shrinker(waits: probe.waits, apps: probe.apps).shrink(found.steps, found.failure) {
                candidate in
                executor.run(.sequence(candidate, listNext: false, choices: found.choices))
            }
            (steps, failure, shrinks, attempts) = (shrunk.steps, shrunk.failure, shrunk.shrinks, shrunk.attempts)
        }
        let subject = try executor.subject()
        defer { subject.close() }
        let record = ExplorationRunner.replay(subject, steps, choices: found.choices, builtins: executor.builtins)
        let records = Array(subject.device.records)
        let name: (AppID) -> String = { probe.names[$0] ?? "\($0)" }
        var reports: [ExploreFindings.Step] = []
        for (index, action) in record.steps.enumerated() where index + 1 < record.stepEnds.count {
            let slice = records[record.stepEnds[index]..<record.stepEnds[index + 1]].filter(subject.isShown)
            reports.append(
                ExploreFindings.Step(
                    action: action, name: name, records: slice[...], language: language))
        }
        let final = record.failure ?? failure
        return ExploreFindings.Counterexample(
            failure: final, steps: reports, origin: found.origin, originalLength: found.steps.count,
            shrinks: shrinks, attempts: attempts,
            because: ExploreExplanation.find(final, steps: reports, records: records, stepEnds: record.stepEnds),
            records: records.filter(subject.isShown), choices: record.choices)
    }

    /// What one fresh run of the file shows before exploring: its apps and invariants.
    struct Probe {
        let apps: [AppID]
        let names: [AppID: String]
        let waits: [Double]
        let invariants: [String]
        /// The file's own scenarios (exploration does not run them; `applife run` does).
        let scenarios: [String]
        let coverage: ExplorationCoverage

        init(_ executor: ExploreExecutor) throws {
            let subject = try executor.subject()
            defer { subject.close() }
            let device = subject.device
            apps = device.installedApps
            guard !apps.isEmpty else { throw ExploreError.noApps(executor.path) }
            var names: [AppID: String] = [:]
            for app in device.allApps { names[app] = device.name(of: app) }
            self.names = names
            waits = ActionSpace(device: device).waits
            invariants = executor.builtins.map(\.rawValue) + subject.invariantNames
            scenarios = subject.scenarioNames
            coverage = ExplorationCoverage(device: device)
        }
    }
}

/// Why `applife explore` could not explore at all.
enum ExploreError: Error, CustomStringConvertible {
    case noApps(String)
    case badSetting(String)

    var description: String {
        switch self {
        case .badSetting(let problem): return problem
        case .noApps(let path):
            return "\(path): declares no apps: explore needs at least one app{ name = ..., delegate = {...} }"
        }
    }
}
