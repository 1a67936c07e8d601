import MessageCatalog
import Lifecycle
import LuaHost
import ScriptBindings

/// The outcome of one check against a student's file.
public struct CheckOutcome: Sendable {
    public enum Status: String, Sendable { case passed, failed, error, skipped }
    public let check: CheckManifest
    public let status: Status
    /// The aligned expectation report (failed) or the error message (error), as a student
    /// reads it: no host frames, no check-file paths.
    public let report: String?
    /// `file:line` in the student's file, when the failure or error points there.
    public let location: String?
    /// Crash records of the run (a Lua error in the student's callbacks), as text lines.
    public let crashes: [String]
    /// For a skipped check: the dependency that did not pass.
    public let blockedBy: String?
    /// The run limit that stopped the check, if one did.
    public var limit: RunLimit? = nil
    /// The check's trace (`lab check --trace`, `--svg`): the timeline with the student's `log`
    /// lines; empty for a hidden check and for one that did not run.
    public var records: [TraceRecord] = []
    /// The check failed because the student's app crashed (the report is the crash).
    public var crashed = false
    /// The crash that failed it, as data (the report is its English text).
    public var crash: CrashReport? = nil
    /// What the failed expectation compared (a student's report words it by the check's reveal).
    public var expectation: ExpectationDetail? = nil
    /// Why a check did not run although its dependencies passed.
    public var notRun: NotRun? = nil
    /// The virtual time the check's scenario simulated (the JUnit `time`).
    public var virtualTime: VirtualTime = .zero
    /// The student's `log()` lines in the check, in order (Exercism's `output`).
    public var logLines: [String] = []
    /// What every expectation of the check compared, passed or not (only when the checker
    /// was asked to record them: `lab verify` looks for these values in texts students read).
    public var checked: [ExpectationDetail] = []

    /// Why a check was not run.
    public enum NotRun: Sendable, Equatable {
        /// The student's file did not load in an earlier check.
        case fileDidNotLoad(String)
        /// A grading run spent the submission's wall-clock seconds before this check.
        case outOfTime(seconds: Double)
    }

}

/// Runs an exercise's checks against a student's file: each check is the
/// scenario of the same name in `checks.lua`, with `student()` returning what
/// the student's file returns. A check whose dependency did not pass is
/// skipped, not run (check50). A student's file that does not load is reported
/// once: the checks after it are not run again to fail the same way.
public enum LabChecker {
    /// Where a run of the checks starts: the first check's index, and the names of the
    /// checks before it that passed.
    public struct Resumption: Sendable, Equatable {
        public var first = 0
        public var passed: Set<String> = []
        public init(first: Int = 0, passed: Set<String> = []) {
            self.first = first
            self.passed = passed
        }
    }

    /// Call it on a ``LuaThread``.
    /// `stuckExit`: the exit status when a check is stuck in C code past its
    /// time limit and the process ends (a grading child uses its own).
    /// `resuming`: where a grading child starts when an earlier child ended inside a check
    /// (the check after that one, and the names of the earlier checks that passed, for
    /// dependencies). `finished` hears each outcome as soon as it is known. `language`: the
    /// language of the checks' errors and of an exploration check's counterexample (`lab
    /// check`; grading keeps English).
    public static func run(
        _ exercise: LabExercise, studentPath: String, studentSource: [UInt8], limits: RunLimits = RunLimits(),
        stuckExit: Int32 = ExitStatus.scriptError, recordsExpectations: Bool = false,
        resuming: Resumption = Resumption(), language: Language = .en,
        finished: (Int, CheckOutcome) -> Void = { _, _ in }
    ) -> [CheckOutcome] {
        // The checks' errors in the student's language too (`lab check`; grading keeps English).
        var settings = RunSettings()
        settings.language = language
        var options = ScriptRun.runOptions(limits, settings)
        options.recordsExpectations = recordsExpectations
        options.modules = [
            ScriptModule(function: "student", path: studentPath, source: studentSource, returnsTable: true)
        ]
        var outcomes: [CheckOutcome] = []
        var loadFailure: CheckOutcome?
        // A check stuck in C code (a string pattern) ends the process.
        let watchdog = Watchdog(limit: limits.timeout, command: "applife lab", exitStatus: stuckExit)
        var passed = resuming.passed
        for (index, check) in exercise.manifest.checks.enumerated() where index >= resuming.first {
            let outcome = self.outcome(
                of: check, exercise, studentPath: studentPath, options: &options, limits: limits, passed: passed,
                loadFailure: &loadFailure, watchdog: watchdog, language: language)
            if outcome.status == .passed { passed.insert(check.name) }
            outcomes.append(outcome)
            finished(index, outcome)
        }
        return outcomes
    }

    /// One check's outcome. A limit fails only the check that hit it: the next check runs
    /// with its own deadline, so a loop in check 3 keeps the points of checks 1 and 2 (as
    /// Classroom, which runs each check alone, gives them).
    private static func outcome(
        of check: CheckManifest, _ exercise: LabExercise, studentPath: String, options: inout RunOptions,
        limits: RunLimits, passed: Set<String>, loadFailure: inout CheckOutcome?, watchdog: Watchdog,
        language: Language
    ) -> CheckOutcome {
        if let failure = loadFailure {
            return CheckOutcome(
                check: check, status: .error,
                report: "not run: \(studentPath) did not load (see the first error)",
                location: failure.location, crashes: [], blockedBy: nil, limit: failure.limit,
                notRun: .fileDidNotLoad(studentPath))
        }
        if let blocker = check.depends.first(where: { !passed.contains($0) }) {
            return CheckOutcome(
                check: check, status: .skipped, report: nil, location: nil, crashes: [], blockedBy: blocker)
        }
        if let explore = check.explore {
            return exploration(
                check, explore, exercise, options: options, limits: limits, studentPath: studentPath,
                watchdog: watchdog, language: language)
        }
        options.scenario = check.name
        let place = "\(studentPath) (check '\(check.name)')"
        let collected = Collected()
        var events = RunEvents()
        events.stateReady = { probe in watchdog.arm(probe, place: place) }
        events.finished = { result in
            watchdog.disarm()
            collected.results.append(result)
        }
        defer { watchdog.disarm() }
        do {
            try ScenarioRunner.run(
                path: exercise.checksPath, source: exercise.checksSource, options: options, events: events)
            let outcome = self.outcome(check, collected.results, exercise, studentPath: studentPath)
            // The checks' main chunk (which loads the student's file) failed: every check would.
            if collected.results.first?.name != check.name, outcome.status == .error { loadFailure = outcome }
            return outcome
        } catch {
            let listing =
                collected.results.isEmpty
                ? ScenarioRunner.list(path: exercise.checksPath, source: exercise.checksSource, options: options)
                : nil
            if let stopped = collected.results.first ?? listing?.error, stopped.name != check.name,
                let location = stopped.location, location.hasPrefix(studentPath + ":")
            {
                // The student's file stopped the checks' main chunk itself (a top-level
                // expect): its line, not a missing scenario.
                let what = stopped.report.flatMap { $0.split(separator: "\n").first.map(String.init) } ?? "it stopped"
                let outcome = CheckOutcome(
                    check: check, status: .error,
                    report: "\(location): your file runs an expectation itself (\(what)): expectations belong to "
                        + "the checks; your file returns its answers or its module",
                    location: location, crashes: [], blockedBy: nil)
                loadFailure = outcome
                return outcome
            }
            return CheckOutcome(
                check: check, status: .error,
                report: "\(exercise.name): the checks have no scenario named '\(check.name)'",
                location: nil, crashes: [], blockedBy: nil)
        }
    }

    /// The results a run hands over, one by one.
    private final class Collected {
        var results: [ScenarioResult] = []
    }

    /// An exploration check: `applife explore` over checks.lua with the student's code, in
    /// this process and thread, writing no files. Passes when no invariant breaks. Its many
    /// runs share the check's one time limit, and the watchdog guards the check as a whole,
    /// following each run's Lua state, as for a scenario check.
    private static func exploration(
        _ check: CheckManifest, _ explore: ExploreCheck, _ exercise: LabExercise, options: RunOptions,
        limits: RunLimits,
        studentPath: String, watchdog: Watchdog, language: Language
    ) -> CheckOutcome {
        var options = options
        options.timeoutStart = LuaState.monotonicNow
        watchdog.arm(nil, place: "\(studentPath) (check '\(check.name)')")
        defer { watchdog.disarm() }
        var settings = ExploreSettings()
        settings.language = language
        settings.runs = explore.runs
        settings.depth = explore.depth
        settings.seed = Int64(explore.seed)
        let executor = ExploreExecutor(
            path: exercise.checksPath, source: exercise.checksSource, options: options, depth: explore.depth,
            builtins: settings.exploration.builtins, jobs: 1, watchdog: nil)
        executor.stateReady = { watchdog.follow($0) }
        let text = LabText(studentPath: studentPath, checksPath: exercise.checksPath)
        let findings: ExploreFindings
        do {
            findings = try ExploreCommand.explore(executor, settings: settings, limits: limits, files: nil)
        } catch {
            return CheckOutcome(
                check: check, status: .error, report: text.studentFacing("\(error)"),
                location: nil, crashes: [], blockedBy: nil)
        }
        guard let counterexample = findings.counterexample else {
            return CheckOutcome(check: check, status: .passed, report: nil, location: nil, crashes: [], blockedBy: nil)
        }
        // Unwrapped: the report goes into result files as well as to the terminal.
        var report = ExploreReport.counterexample(
            counterexample, findings, colour: false, width: .max / 2, replay: false)
        while report.hasSuffix("\n") { report.removeLast() }
        let status: CheckOutcome.Status = counterexample.failure.violation == nil ? .error : .failed
        var outcome = CheckOutcome(
            check: check, status: status, report: text.studentFacing(report),
            location: counterexample.failure.violation?.location.flatMap(text.studentLocation), crashes: [],
            blockedBy: nil)
        // `--trace` and the watch key t show the shrunk sequence as it ran, with the student's log lines.
        if !check.hidden { outcome.records = counterexample.records }
        outcome.virtualTime = counterexample.records.last?.time ?? .zero
        outcome.logLines = check.hidden ? [] : text.logLines(counterexample.records)
        return outcome
    }

    private static func outcome(
        _ check: CheckManifest, _ results: [ScenarioResult], _ exercise: LabExercise, studentPath: String
    ) -> CheckOutcome {
        // A file without the scenario runs as one result named after the
        // file: an error in the student's file or in checks.lua.
        guard let result = results.first else {
            return CheckOutcome(
                check: check, status: .error,
                report: "\(exercise.name): the checks have no scenario named '\(check.name)'",
                location: nil, crashes: [], blockedBy: nil)
        }
        // The crash line names the student's file:line; its traceback runs through host and check frames.
        let crashes = result.records.filter { $0.kind == .crash }.map { record in
            String(TraceRecord.textLine(record).split(separator: "\n").first ?? "")
        }
        let status: CheckOutcome.Status
        switch result.status {
        case .passed: status = result.name == check.name ? .passed : .error
        case .failed: status = .failed
        case .error: status = .error
        }
        var report = result.report
        if status == .error, result.status == .passed {
            report = "\(exercise.name): the checks have no scenario named '\(check.name)'"
        }
        if case .unexpectedCrash(let crash) = result.outcome {
            report = "\(crash.app) crashed at \(crash.time.fixed3) s: \(crash.message)"
        }
        let text = LabText(studentPath: studentPath, checksPath: exercise.checksPath)
        var outcome = CheckOutcome(
            check: check, status: status, report: report.map(text.studentFacing),
            location: result.location.flatMap(text.studentLocation), crashes: crashes, blockedBy: nil,
            limit: result.outcome.limit, records: check.hidden ? [] : Array(result.records),
            crashed: result.outcome.isUnexpectedCrash)
        if case .unexpectedCrash(let crash) = result.outcome {
            outcome.crash = CrashReport(
                app: crash.app, time: crash.time, message: text.studentFacing(crash.message), location: crash.location)
        }
        outcome.expectation = result.expectation
        outcome.checked = result.checked
        outcome.virtualTime = result.records.last?.time ?? .zero
        outcome.logLines = check.hidden ? [] : text.logLines(result.records)
        return outcome
    }
}

/// Keeping host internals out of what students read: their own file and
/// lines, never host frames or the path of a check file.
struct LabText {
    let studentPath: String
    let checksPath: String

    /// Keeps only the student's own traceback frames: no host (`[sandbox]`,
    /// `[applife]`, `[C]`) and no check frames; a check file is named by its name only.
    func studentFacing(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isFrame = line.hasPrefix("\t")
            if isFrame && !line.contains(studentPath) { continue }
            if line.contains("[sandbox]") || line.contains("[applife]") || line.contains("[C]:") { continue }
            lines.append(
                String(line).replacing("in upvalue 'chunk'", with: "in main chunk").replacing(
                    checksPath, with: "checks.lua"))
        }
        // A traceback with no frame left says nothing.
        if let last = lines.last, TextFunctions.trimming(last, TextFunctions.isWhitespace) == "stack traceback:" {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    /// A `file:line` worth showing a student: one in their own file.
    func studentLocation(_ location: String) -> String? {
        location.hasPrefix(studentPath + ":") ? location : nil
    }

    /// The `log()` lines the student's own file wrote.
    func logLines(_ records: some Sequence<TraceRecord>) -> [String] {
        records.filter { $0.kind == .log && $0.at.flatMap(studentLocation) != nil }.map { $0.message ?? "" }
    }
}
