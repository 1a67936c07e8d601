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
    public static func run(
        path: String, limits: RunLimits, settings: RunSettings = RunSettings(),
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            return OutcomeText.report("applife", CommandError.unreadableScript(path), to: errors)
        }
        let watchdog = Watchdog(limits: limits, path: path)
        defer { watchdog.cancel() }
        let options = runOptions(limits, settings)
        let results: [ScenarioResult]
        do {
            results = try LuaThread.run { ScenarioRunner.run(path: path, source: Array(bytes), options: options) }
        } catch {
            return OutcomeText.report("applife", error, to: errors)
        }
        let report = RunReport(results: results, colour: settings.colour ?? output.isTerminal)
        let traceSink = settings.outPath == nil ? output : TextSink.memory()
        report.write(trace: settings.trace, to: traceSink, errors: errors)
        if let outPath = settings.outPath {
            guard FileManager.default.createFile(atPath: outPath, contents: Data(traceSink.text.utf8)) else {
                return OutcomeText.report("applife", CommandError.unwritable(outPath), to: errors)
            }
        }
        if let junitPath = settings.junitPath {
            let xml = JUnitReport.xml(results: results, suite: path)
            guard FileManager.default.createFile(atPath: junitPath, contents: Data(xml.utf8)) else {
                return OutcomeText.report("applife", CommandError.unwritable(junitPath), to: errors)
            }
        }
        if let problem = PictureFiles.write(results.map(ScenarioTrace.init(result:)), title: path, outputs: settings.pictures) {
            errors.write(problem + "\n")
            return ExitStatus.usage
        }
        // JSON Lines on stdout stay pure: the summary goes to stderr then.
        let summarySink = settings.trace == .jsonl && settings.outPath == nil ? errors : output
        summarySink.write(report.summaryLine + "\n")
        output.flush()
        errors.flush()
        return OutcomeText.exitCode(results)
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
