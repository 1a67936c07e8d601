import FoundationEssentials
import Lifecycle
import LuaHost
import ScriptBindings
import TracePictures

/// `applife run FILE.lua`: runs every scenario of the file (or the main chunk
/// when it declares none), printing each trace as it happens, the outcome, and a
/// summary line (`3 passed, 1 failed`).
public enum ScriptRun {
    /// Returns the exit code: 0 all passed, 1 an expectation failed or an app crashed
    /// unexpectedly, 2 a script error, a selection that matches nothing, or bad usage.
    ///
    /// Each scenario's records are printed as they happen and its verdict as it ends; then
    /// only its name and outcome stay (for the summary and JUnit), unless pictures are asked
    /// for. The watchdog guards one Lua state at a time and is off while results are written.
    public static func run(
        path: String, limits: RunLimits, settings: RunSettings = RunSettings(),
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        if let problem = limits.problem(settings.language) {
            return OutcomeText.report("applife", CommandError.badLimit(problem), to: errors)
        }
        guard let bytes = readable(path, errors: errors) else { return ExitStatus.usage }
        if settings.list {
            return list(path: path, bytes: bytes, limits: limits, settings: settings, output: output, errors: errors)
        }
        // Files that cannot be written are found before anything runs.
        if let problem = settings.junitPath.flatMap(OutputFile.problem) ?? PictureFiles.problem(settings.pictures) {
            return OutcomeText.report("applife", problem, to: errors)
        }
        let traceSink: TextSink
        if let outPath = settings.outPath {
            do {
                traceSink = try TextSink.file(outPath)
            } catch {
                return OutcomeText.report("applife", error, to: errors)
            }
        } else {
            traceSink = output
        }
        defer { traceSink.close() }
        let colour = settings.colour ?? (output.isTerminal && !noColour)
        let printer = RunPrinter(
            settings: settings, trace: traceSink, console: output, errors: errors,
            colour: colour && settings.outPath == nil, progress: settings.progress ?? output.isTerminal)
        let watchdog = Watchdog(limit: limits.timeout, command: "applife run", flushing: [traceSink, output, errors])
        defer { watchdog.disarm() }
        let keepsTraces =
            settings.pictures.svgPath != nil || settings.pictures.perfettoPath != nil
            || settings.pictures.mermaidPath != nil
        final class Collected {
            var outcomes: [ScenarioResult] = []
            var traces: [ScenarioTrace] = []
            var pictureBudget: PictureBudget
            var tally = RunTally()
            init(pictureBudget: PictureBudget) { self.pictureBudget = pictureBudget }
        }
        let collected = Collected(pictureBudget: PictureBudget(records: settings.pictures.recordBudget))
        var current = path
        var events = RunEvents()
        events.started = { name, index, total in
            current = "\(path) (scenario '\(name)')"
            printer.started(name, index: index, total: total)
        }
        events.stateReady = { probe in watchdog.arm(probe, place: current) }
        events.record = { printer.record($0) }
        events.finished = { result in
            watchdog.disarm()
            printer.finished(result)
            collected.outcomes.append(result.withoutRecords)
            collected.tally.count(result.records)
            if keepsTraces { collected.traces.append(ScenarioTrace(result: result, budget: &collected.pictureBudget)) }
        }
        let options = runOptions(limits, settings)
        do {
            try LuaThread.run { try ScenarioRunner.run(path: path, source: bytes, options: options, events: events) }
        } catch let error as ScenarioSelectionError {
            watchdog.disarm()
            printer.fail("applife: " + OutcomeText.selection(error, path: path, settings.language))
            return ExitStatus.usage
        } catch {
            watchdog.disarm()
            return OutcomeText.report("applife", error, to: errors)
        }
        watchdog.disarm()
        let results = collected.outcomes
        if let junitPath = settings.junitPath {
            do {
                try OutputFile.write(JUnitReport.xml(results: results, suite: path), to: junitPath)
            } catch {
                return OutcomeText.report("applife", error, to: errors)
            }
        }
        if let problem = PictureFiles.write(
            collected.traces, title: path, outputs: settings.pictures, language: settings.language)
        {
            printer.fail(problem)
            return ExitStatus.usage
        }
        printer.summary(results, tally: collected.tally)
        return OutcomeText.exitCode(results)
    }

    /// `applife run FILE --list`: each scenario's line and name, without running any.
    static func list(
        path: String, bytes: [UInt8], limits: RunLimits, settings: RunSettings, output: TextSink, errors: TextSink
    ) -> Int32 {
        let options = runOptions(limits, settings)
        guard let listing = try? LuaThread.run({ ScenarioRunner.list(path: path, source: bytes, options: options) })
        else {
            return ExitStatus.scriptError
        }
        if let failure = listing.error {
            errors.write(SafeText.terminalText(OutcomeText.errorMessage(failure) ?? failure.report ?? "error") + "\n")
            return ExitStatus.scriptError
        }
        for scenario in listing.scenarios {
            output.write("\(path):\(scenario.line.map(String.init) ?? "?")  \(SafeText.terminalLine(scenario.name))\n")
        }
        output.write(OutcomeText.plural(listing.scenarios.count, "scenario") + "\n")
        output.flush()
        return ExitStatus.success
    }

    /// The file's bytes, or a message saying why not (a folder, missing, unreadable).
    static func readable(_ path: String, errors: TextSink) -> [UInt8]? {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
            _ = OutcomeText.report("applife", CommandError.directory(path), to: errors)
            return nil
        }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            _ = OutcomeText.report("applife", CommandError.unreadableScript(path), to: errors)
            return nil
        }
        return Array(bytes)
    }

    /// `NO_COLOR` set to anything but the empty string turns colour off (no-color.org).
    static var noColour: Bool { !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty }

    static func runOptions(_ limits: RunLimits, _ settings: RunSettings) -> RunOptions {
        var options = limits.applied()
        options.ios = settings.ios
        options.filter = settings.filter
        options.scenario = settings.scenario
        options.line = settings.line
        options.choices = settings.choices
        options.language = settings.language
        return options
    }
}
