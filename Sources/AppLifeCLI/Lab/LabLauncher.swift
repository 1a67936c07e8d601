import Dispatch
import FoundationEssentials
import LuaHost
import ScriptBindings

#if canImport(Glibc)
import Glibc
#endif

/// Grades each submission in a child process, `applife lab run-one`: the
/// child limits its own CPU time and address space (setrlimit) before it
/// runs anything; the parent kills it past the wall-clock limit. The child
/// runs in a fresh folder holding only a copy of the submission, and writes
/// its result there, so one student's run cannot see another's files or output.
public struct ProcessLauncher: SubmissionLauncher {
    public let executable: String
    public let labs: LabSource
    /// The exercise, read by the parent: its checks' names and weights score what the
    /// children report.
    public let exercise: LabExercise
    public let checkSeconds: Double
    public let cpuSeconds: Int
    public let wallSeconds: Double
    public let memoryMegabytes: Int
    public let points: Double
    public let language: LabLanguage
    /// Where each child's private folder is made.
    public let temporaryFolder: String

    public init(settings: GradeSettings, exercise: LabExercise) throws {
        guard let executable = settings.executable ?? ProcessLauncher.currentExecutable() else {
            throw LabError.usage("cannot find the applife executable to run submissions with")
        }
        self.executable = executable
        labs = settings.labs
        self.exercise = exercise
        checkSeconds = settings.checkSeconds
        language = settings.language
        cpuSeconds = settings.cpuSeconds
        wallSeconds = settings.wallSeconds
        memoryMegabytes = settings.memoryMegabytes
        points = exercise.manifest.points
        temporaryFolder = settings.temporaryFolder ?? GradingFolder.defaultParent()
    }

    static func currentExecutable() -> String? {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return link }
        guard let first = CommandLine.arguments.first, let resolved = realpath(first, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func grade(_ submission: Submission) -> SubmissionResult {
        guard let file = submission.file else {
            return .error(submission.student, submission.problem ?? "error: no submission", maxScore: points)
        }
        // The copy keeps the submission's own name, so messages say erin.lua:2, not a renamed copy.
        let name = TextFunctions.lastPathComponent(file)
        // The copy is made from bytes read without following links (a link
        // to the reference solution would otherwise be graded as the work).
        let source: [UInt8]
        do {
            source = try SubmissionFile.read(file)
        } catch {
            return .error(submission.student, "\(error)", maxScore: points)
        }
        let folder: GradingFolder
        do {
            folder = try GradingFolder.make(in: temporaryFolder)
        } catch {
            return .error(submission.student, "error: \(error)", maxScore: points)
        }
        defer { folder.remove(knownFiles: [name] + ChildFiles.names) }
        do {
            try folder.write(source, to: name)
        } catch {
            return .error(submission.student, "error: cannot copy the submission", maxScore: points)
        }
        return checkAll(submission.student, file: name, in: folder)
    }

    /// Runs children until every check has a result: a child that dies inside a check (a
    /// limit the kernel or the parent enforces, a check stuck in C) fails that check alone,
    /// and the next child starts after it. The children share the submission's wall-clock
    /// seconds; checks left when they are spent are not run.
    private func checkAll(_ student: String, file name: String, in folder: GradingFolder) -> SubmissionResult {
        let words = LabWords.of(language)
        var progress = GradeProgress(exercise: exercise, words: words)
        let started = DispatchTime.now().uptimeNanoseconds
        var first = 0, firstMessage: String?
        while let next = progress.firstMissing(from: first) {
            first = next
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            guard elapsed < wallSeconds else {
                progress.outOfTime(seconds: wallSeconds)
                break
            }
            folder.clear(ChildFiles.names)
            let end: SpawnedChild.End
            do {
                end = try SpawnedChild.run(
                    executable, childArguments(name, from: first, passed: progress.passedNames),
                    environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], directory: folder.path,
                    stdout: folder.file(ChildFiles.result), stderr: folder.file(ChildFiles.errors),
                    wallSeconds: wallSeconds - elapsed)
            } catch SpawnedChild.Failure.start {
                return .error(student, "error: cannot start \(executable)", maxScore: points)
            } catch {
                return .error(student, "error: \(error)", maxScore: points)
            }
            progress.absorb(folder.read(ChildFiles.progress))
            let verdict = ChildVerdict(
                timedOut: end.timedOut, signalled: end.signal != 0,
                status: end.signal != 0 ? end.signal : end.code,
                stdout: Data(folder.read(ChildFiles.result)),
                stderr: String(decoding: folder.read(ChildFiles.errors), as: UTF8.self))
            // A child that finished its run from the start reports the whole submission itself.
            if first == 0, let whole = verdict.finished {
                var result = whole
                result.student = student
                return result
            }
            guard let culprit = progress.firstMissing(from: first) else { break }
            guard let ending = verdict.ending(file: name, words: words) else {
                // A child that finished without a line for a check (it cannot): the check errs.
                progress.ended(at: culprit, message: "error: no result", limit: nil)
                continue
            }
            if culprit == 0 { firstMessage = ending.message }
            // The message names the student's line ("error: time limit at erin.lua:2").
            progress.ended(at: culprit, message: ending.message, limit: ending.limit)
            first = culprit + 1
        }
        return progress.result(student: student, points: points, firstMessage: firstMessage)
    }

    private func childArguments(_ name: String, from first: Int, passed: Set<String>) -> [String] {
        var arguments = ["lab", "run-one", name, "--lab", exercise.name] + labs.arguments
        arguments += [
            "--timeout", String(checkSeconds), "--cpu-seconds", String(cpuSeconds),
            "--memory-limit", String(memoryMegabytes), "--lang", language.rawValue,
            "--progress", ChildFiles.progress,
        ]
        if first > 0 {
            arguments += ["--from-check", String(first + 1)]
            for index in exercise.manifest.checks.indices where passed.contains(exercise.manifest.checks[index].name) {
                arguments += ["--passed", String(index + 1)]
            }
        }
        return arguments
    }
}

/// The files a grading child writes in its folder.
enum ChildFiles {
    static let result = ".result.json", errors = ".stderr", progress = ".progress.jsonl"
    static let names = [result, errors, progress]
}

/// How a child's end reads as a result: its JSON when it finished, else the
/// limit that ended it.
struct ChildVerdict {
    /// The exit status of a child whose watchdog ended a check stuck in C code.
    static let stuckExit: Int32 = 3

    var timedOut: Bool
    var signalled: Bool
    var status: Int32
    var stdout: Data
    var stderr: String

    /// How a child ended inside a check: the message (with the student's line when known)
    /// and the limit it names.
    struct Ending: Equatable {
        var message: String
        var limit: RunLimit?
    }

    /// The child's report, when it finished its run (no limit ended it).
    var finished: SubmissionResult? {
        guard !timedOut, !signalled else { return nil }
        return try? JSONDecoder().decode(SubmissionResult.self, from: stdout)
    }

    /// Why the child left no report, or nil when it finished. `file`: the name the child
    /// checked, which a stuck check's message starts with.
    func ending(file: String = "", words: LabWords = .english) -> Ending? {
        let time = Ending(message: OutcomeText.gradeMessage(.time, words: words), limit: .time)
        let memoryLimit = Ending(message: OutcomeText.gradeMessage(.memory, words: words), limit: .memory)
        if timedOut { return time }
        if signalled {
            switch status {
            case SIGXCPU, SIGKILL: return time
            default:
                // The kernel refused memory past RLIMIT_AS: the runtime says so on stderr.
                let memory = stderr.lowercased().contains("memory") || stderr.lowercased().contains("alloc")
                return memory ? memoryLimit : Ending(message: "error: crashed (signal \(status))")
            }
        }
        if finished != nil { return nil }
        // The child's own watchdog ended it (stuck in C code past its time limit); its
        // message starts with the student's line when the script was in the student's file.
        if status == Self.stuckExit {
            return Ending(
                message: OutcomeText.gradeMessage(.time, at: stuckLocation(file: file), words: words), limit: .time)
        }
        let firstLine = stderr.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        return stderr.lowercased().contains("memory") ? memoryLimit : Ending(message: "error: \(firstLine)")
    }
}

extension ChildVerdict {
    /// `erin.lua:2` from the watchdog's `erin.lua:2: time limit of 2 s exceeded ...`.
    func stuckLocation(file: String) -> String? {
        guard !file.isEmpty, let first = stderr.split(separator: "\n").first, first.hasPrefix(file + ":") else {
            return nil
        }
        let rest = first.dropFirst(file.count + 1)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(":") else { return nil }
        return "\(file):\(digits)"
    }
}

/// Grades in this process (no isolation): for tests and for trusted files.
public struct InProcessLauncher: SubmissionLauncher {
    public let exercise: LabExercise
    public let limits: RunLimits
    public var language: LabLanguage = .en

    public init(exercise: LabExercise, limits: RunLimits = RunLimits()) {
        self.exercise = exercise
        self.limits = limits
    }

    public func grade(_ submission: Submission) -> SubmissionResult {
        let points = exercise.manifest.points
        guard let file = submission.file else {
            return .error(
                submission.student, submission.problem ?? "error: cannot read the submission", maxScore: points)
        }
        let data: [UInt8]
        do { data = try SubmissionFile.read(file) } catch {
            return .error(submission.student, "\(error)", maxScore: points)
        }
        let exercise = self.exercise, limits = self.limits
        let outcomes =
            (try? LuaThread.run {
                LabChecker.run(exercise, studentPath: file, studentSource: data, limits: limits)
            }) ?? []
        return SubmissionResult.from(
            outcomes, student: submission.student, points: points, exercise: exercise, words: LabWords.of(language))
    }
}
