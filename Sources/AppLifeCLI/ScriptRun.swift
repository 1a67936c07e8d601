import Foundation
import Lifecycle
import LuaHost
import ScriptBindings

/// `applife run FILE.lua`: runs every scenario of the file (or the main chunk
/// when it declares none), prints each trace, the outcome, and a summary
/// line (`3 passed, 1 failed`).
public enum ScriptRun {
    /// Returns the exit code: 0 all passed, 1 an expectation failed, 2 a
    /// script error or bad usage.
    ///
    /// Each scenario's trace and outcome are written as soon as it ends, and
    /// then forgotten (only its name and outcome stay, for the summary and
    /// JUnit). The watchdog guards one scenario at a time, with the file's
    /// time limit each, and is off while results are written.
    public static func run(
        path: String, limits: RunLimits, settings: RunSettings = RunSettings(),
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            return OutcomeText.report("applife", CommandError.unreadableScript(path), to: errors)
        }
        let traceSink: TextSink
        if let outPath = settings.outPath {
            guard let file = TextSink.file(outPath) else {
                return OutcomeText.report("applife", CommandError.unwritable(outPath), to: errors)
            }
            traceSink = file
        } else {
            traceSink = output
        }
        defer { traceSink.close() }
        let watchdog = Watchdog(limit: limits.timeout, command: "applife run")
        let options = runOptions(limits, settings)
        let report = RunReport(colour: settings.colour ?? output.isTerminal, format: settings.trace)
        var outcomes: [ScenarioResult] = []
        // Pictures need every record: only then are the traces kept past their scenario.
        var pictured: [ScenarioTrace] = []
        let progress = ScenarioProgress(
            started: { probe in watchdog.arm(probe, place: path) },
            finished: { result in
                watchdog.disarm()
                report.write(result, to: traceSink, errors: errors)
                traceSink.flush()
                outcomes.append(result.withoutRecords)
                if !settings.pictures.isEmpty { pictured.append(ScenarioTrace(result: result)) }
            })
        do {
            try LuaThread.run { ScenarioRunner.run(path: path, source: Array(bytes), options: options, progress: progress) }
        } catch {
            watchdog.disarm()
            return OutcomeText.report("applife", error, to: errors)
        }
        watchdog.disarm()
        if let junitPath = settings.junitPath {
            let xml = JUnitReport.xml(results: outcomes, suite: path)
            guard FileManager.default.createFile(atPath: junitPath, contents: Data(xml.utf8)) else {
                return OutcomeText.report("applife", CommandError.unwritable(junitPath), to: errors)
            }
        }
        if let problem = PictureFiles.write(pictured, title: path, outputs: settings.pictures) {
            errors.write(problem + "\n")
            return ExitStatus.usage
        }
        // JSON Lines on stdout stay pure: the summary goes to stderr then.
        let summarySink = settings.trace == .jsonl && settings.outPath == nil ? errors : output
        summarySink.write(OutcomeText.summary(outcomes) + "\n")
        output.flush()
        errors.flush()
        return OutcomeText.exitCode(outcomes)
    }

    static func runOptions(_ limits: RunLimits, _ settings: RunSettings) -> RunOptions {
        var options = RunOptions()
        options.timeout = limits.timeout > 0 ? limits.timeout : nil
        options.memoryLimit = limits.memoryMegabytes > 0 ? limits.memoryMegabytes << 20 : nil
        options.maxInstructions = limits.maxInstructions
        options.outputLimit = limits.outputBytes
        options.seed = limits.seed
        options.ios = settings.ios
        options.filter = settings.filter
        return options
    }
}
