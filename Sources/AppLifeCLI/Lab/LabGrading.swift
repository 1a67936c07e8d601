import FoundationEssentials
import LuaHost
import ScriptBindings

#if canImport(Glibc)
import Glibc
#endif

/// What `applife lab grade` is asked to do.
public struct GradeSettings: Sendable {
    public var labs: LabSource
    public var exercise: String
    /// One file (`alice.lua`) or folder (`bob/`) per student.
    public var directory: String
    public var jsonPath: String? = "results.json"
    public var junitPath: String?
    public var jobs = 1
    /// Each check's Lua deadline (wall-clock seconds): under the CPU and wall budgets, so a
    /// loop is stopped by Lua, which names the line, before the kernel or the parent.
    public var checkSeconds: Double = RunLimits.checkSeconds
    public var cpuSeconds = 10
    public var wallSeconds: Double = 30
    public var memoryMegabytes = RunLimits().memoryMegabytes
    /// Grade only part `index` of `count` of the class (`--shard 2/3`).
    public var shard: (index: Int, count: Int)?
    /// The language of messages and the console.
    public var language: LabLanguage = .en
    /// The `applife` executable the children run (default: this process's).
    public var executable: String?
    /// Where each child's private folder is made (default: `$TMPDIR`, else /tmp).
    public var temporaryFolder: String?

    public init(labs: LabSource, exercise: String, directory: String) {
        self.labs = labs
        self.exercise = exercise
        self.directory = directory
    }

    public init(labs: String, exercise: String, directory: String) {
        self.init(labs: .folder(labs), exercise: exercise, directory: directory)
    }
}

/// One student's submission: a file to check.
public struct Submission: Sendable, Equatable {
    public var student: String
    /// The file to check, or nil when the folder holds none (with why in `problem`).
    public var file: String?
    public var problem: String?
}

/// Grades one submission. ``ProcessLauncher`` isolates each in a child
/// process with limits; tests may run them in this process.
public protocol SubmissionLauncher: Sendable {
    func grade(_ submission: Submission) -> SubmissionResult
}

/// `applife lab grade` and its child, `applife lab run-one`.
public enum LabGrading {
    /// Grades every submission with `--jobs` children at a time, writes the
    /// reports, prints a line per student. 0 when it could grade (whatever
    /// the students scored), 2 on bad usage.
    public static func grade(
        _ settings: GradeSettings, launcher: SubmissionLauncher? = nil,
        output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        var commands = LabCommands(labs: settings.labs, output: output, errors: errors, colour: false)
        commands.language = settings.language
        let words = commands.words
        return commands.perform {
            if let problem = settings.problem(settings.language) { throw LabError.usage(problem) }
            let catalog = try LabCatalog(source: settings.labs)
            let exercise = try catalog.exercise(settings.exercise)
            let everyone = try discover(settings.directory, exercise: settings.exercise)
            guard !everyone.isEmpty else {
                throw LabError.usage(
                    "no submissions in '\(settings.directory)': expected one .lua file or one folder per student")
            }
            let shard = settings.shard.map { GradeShard(index: $0.index, count: $0.count, submissions: everyone.count) }
            let submissions = shard.map { Array(everyone[$0.first..<$0.end]) } ?? everyone
            // Reports that cannot be written are found before anything is graded.
            if let problem = [settings.jsonPath, settings.junitPath].compactMap({ $0 }).lazy.compactMap(
                OutputFile.problem
            ).first {
                throw problem
            }
            let points = exercise.manifest.points
            let launcher = try launcher ?? ProcessLauncher(settings: settings, exercise: exercise)
            let results = run(submissions, jobs: settings.jobs, launcher: launcher)
            let report = GradeReport(lab: settings.exercise, max_score: points, submissions: results, shard: shard)
            if let shard {
                output.write(words.shardNote("\(shard.index)/\(shard.count)", submissions.count, everyone.count) + "\n")
            }
            try GradeConsole(words: words, output: output).finish(
                report, jsonPath: settings.jsonPath, junitPath: settings.junitPath)
            return ExitStatus.success
        }
    }

    /// Submissions in `directory`, by student name, sorted. Entries are
    /// looked at with lstat: a symbolic link or special file is a
    /// submission with an error, never followed (``SubmissionFile``).
    static func discover(_ directory: String, exercise: String) throws -> [Submission] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: directory) else {
            throw LabError.unreadable(directory)
        }
        var submissions: [Submission] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = LabCatalog.join(directory, entry)
            let kind = SubmissionFile.kind(path)
            let student = entry.hasSuffix(".lua") ? String(entry.dropLast(4)) : entry
            switch kind {
            case .file where entry.hasSuffix(".lua"):
                submissions.append(Submission(student: student, file: path))
            case .directory:
                submissions.append(folderSubmission(path, student: entry, exercise: exercise))
            case .symlink:
                submissions.append(Submission(student: student, file: nil, problem: SubmissionFile.refusal(kind)))
            case .special where entry.hasSuffix(".lua"):
                submissions.append(Submission(student: student, file: nil, problem: SubmissionFile.refusal(kind)))
            default:
                continue
            }
        }
        return submissions
    }

    /// A student's folder: the file named after the exercise, or its only `.lua` file; in a
    /// repository cloned from a packed lab folder (GitHub Classroom), `lab-work/NAME.lua`.
    private static func folderSubmission(_ path: String, student: String, exercise: String) -> Submission {
        let luaFiles = { (folder: String) in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".lua") }
                .sorted()
        }
        let names = luaFiles(path), work = LabCatalog.join(path, LabCommands.defaultWorkspace)
        let named = exercise + ".lua"
        let chosen =
            names.contains(named)
            ? named
            : SubmissionFile.kind(work) == .directory && luaFiles(work).contains(named)
                ? LabCommands.defaultWorkspace + "/" + named : names.count == 1 ? names[0] : nil
        guard let chosen else {
            return Submission(
                student: student, file: nil,
                problem: names.isEmpty
                    ? "error: no \(named) here or in \(LabCommands.defaultWorkspace)/"
                    : "error: several .lua files and none named \(named)")
        }
        let file = LabCatalog.join(path, chosen)
        let kind = SubmissionFile.kind(file)
        guard kind == .file else {
            return Submission(student: student, file: nil, problem: SubmissionFile.refusal(kind))
        }
        return Submission(student: student, file: file)
    }

    /// Runs the launcher over the submissions, `jobs` at a time, keeping their order. Each
    /// worker takes the next submission nobody has taken, so one that runs to its time limit
    /// holds up no other. Workers are threads of their own (they mostly wait for children),
    /// so `--jobs` children run at once whatever the number of cores.
    static func run(_ submissions: [Submission], jobs: Int, launcher: SubmissionLauncher) -> [SubmissionResult] {
        let results = ResultSlots(count: submissions.count)
        LuaThread.runConcurrently(count: max(1, min(jobs, submissions.count))) { _ in
            while let index = results.claim() {
                results.set(index, launcher.grade(submissions[index]))
            }
        }
        return results.values
    }

    /// The child's Lua limits: each check's deadline, and the Lua memory ceiling. Both
    /// trip inside Lua, which names the student's line, and both sit under the process
    /// limits the child sets on itself (CPU seconds, address space) and the parent's wall
    /// clock, which stay as the backstop for what Lua cannot stop (a loop inside a C
    /// function) and name no line.
    static func childLimits(checkSeconds: Double, memoryMegabytes: Int) -> RunLimits {
        var limits = RunLimits()
        limits.timeout = checkSeconds
        limits.memoryMegabytes = memoryMegabytes
        return limits
    }

    // MARK: The child

    /// `applife lab run-one FILE`: limits this process (CPU seconds, address
    /// space), checks the file, prints the ``SubmissionResult`` as JSON. With a progress
    /// file it also appends each check's test there as soon as the check ends, and
    /// `fromCheck`/`passed` (check numbers from 1) resume after a check an earlier child
    /// died in.
    public static func runOne(
        file: String, exercise name: String, labs: LabSource, checkSeconds: Double, cpuSeconds: Int,
        memoryMegabytes: Int, language: LabLanguage = .en, progress: String? = nil, fromCheck: Int = 1,
        passed: [Int] = [], output: TextSink = .standardOutput, errors: TextSink = .standardError
    ) -> Int32 {
        ResourceLimits.apply(cpuSeconds: cpuSeconds, memoryMegabytes: memoryMegabytes)
        var commands = LabCommands(labs: labs, output: output, errors: errors, colour: false)
        commands.language = language
        return commands.perform {
            let exercise = try LabCatalog(source: labs).exercise(name)
            let source = try LabCatalog.read(file)
            let limits = childLimits(checkSeconds: checkSeconds, memoryMegabytes: memoryMegabytes)
            let checks = exercise.manifest.checks
            let resuming = LabChecker.Resumption(
                first: fromCheck - 1,
                passed: Set(passed.filter { checks.indices.contains($0 - 1) }.map { checks[$0 - 1].name }))
            let writer = progress.flatMap(GradeProgressWriter.init(path:))
            defer { writer?.close() }
            let words = commands.words
            let outcomes = try LuaThread.run {
                LabChecker.run(
                    exercise, studentPath: file, studentSource: source, limits: limits,
                    stuckExit: ChildVerdict.stuckExit, resuming: resuming
                ) { index, outcome in
                    let test = GradeProgress.test(outcome, index: index, exercise: exercise, words: words)
                    writer?.append(GradeProgressLine(index: index, test: test))
                }
            }
            let result = SubmissionResult.from(
                outcomes, student: "", points: exercise.manifest.points, exercise: exercise, words: commands.words)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            output.write(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
            return ExitStatus.success
        }
    }
}

/// Results written by several workers, each to the index it claimed.
private final class ResultSlots: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [SubmissionResult?]
    private var claimed = 0
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    /// The next index no worker has taken, or nil when all are taken.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard claimed < slots.count else { return nil }
        claimed += 1
        return claimed - 1
    }
    func set(_ index: Int, _ value: SubmissionResult) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }
    var values: [SubmissionResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// setrlimit for the grading child: the kernel ends a C loop the Lua hook
/// cannot reach (SIGXCPU) and refuses memory past the ceiling.
enum ResourceLimits {
    /// Address space beyond the Lua ceiling: the Swift runtime, thread stacks
    /// (the Lua thread has 64 MiB), the trace.
    static let headroomMegabytes = 1536

    static func apply(cpuSeconds: Int, memoryMegabytes: Int) {
        // A parent that starts this process from a thread blocking signals (a
        // Dispatch worker does) hands the block down; with SIGXCPU blocked only
        // the hard limit's SIGKILL would end a runaway, two CPU seconds late.
        var cpuSignal = sigset_t()
        sigemptyset(&cpuSignal)
        sigaddset(&cpuSignal, SIGXCPU)
        pthread_sigmask(SIG_UNBLOCK, &cpuSignal, nil)
        signal(SIGXCPU, SIG_DFL)
        var cpu = rlimit(rlim_cur: rlim_t(cpuSeconds), rlim_max: rlim_t(cpuSeconds + 2))
        setrlimit(resourceCPU, &cpu)
        let bytes = rlim_t(memoryMegabytes + headroomMegabytes) << 20
        var memory = rlimit(rlim_cur: bytes, rlim_max: bytes)
        setrlimit(resourceAS, &memory)
    }

    #if canImport(Glibc)
    static let resourceCPU = __rlimit_resource_t(RLIMIT_CPU.rawValue)
    static let resourceAS = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    static let resourceCPU = RLIMIT_CPU
    static let resourceAS = RLIMIT_AS
    #endif
}
