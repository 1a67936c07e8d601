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
    public let exercise: String
    public let checkSeconds: Double
    public let cpuSeconds: Int
    public let wallSeconds: Double
    public let memoryMegabytes: Int
    public let points: Double
    public let language: LabLanguage
    /// Where each child's private folder is made.
    public let temporaryFolder: String

    public init(settings: GradeSettings, points: Double) throws {
        guard let executable = settings.executable ?? ProcessLauncher.currentExecutable() else {
            throw LabError.usage("cannot find the applife executable to run submissions with")
        }
        self.executable = executable
        labs = settings.labs
        exercise = settings.exercise
        checkSeconds = settings.checkSeconds
        language = settings.language
        cpuSeconds = settings.cpuSeconds
        wallSeconds = settings.wallSeconds
        memoryMegabytes = settings.memoryMegabytes
        self.points = points
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
        let resultName = ".result.json", errorName = ".stderr"
        let folder: GradingFolder
        do {
            folder = try GradingFolder.make(in: temporaryFolder)
        } catch {
            return .error(submission.student, "error: \(error)", maxScore: points)
        }
        defer { folder.remove(knownFiles: [name, resultName, errorName]) }
        do {
            try folder.write(source, to: name)
        } catch {
            return .error(submission.student, "error: cannot copy the submission", maxScore: points)
        }
        let end: SpawnedChild.End
        do {
            end = try SpawnedChild.run(
                executable,
                ["lab", "run-one", name, "--lab", exercise] + labs.arguments
                    + [
                        "--timeout", String(checkSeconds), "--cpu-seconds", String(cpuSeconds),
                        "--memory-limit", String(memoryMegabytes), "--lang", language.rawValue,
                    ],
                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], directory: folder.path,
                stdout: folder.file(resultName), stderr: folder.file(errorName), wallSeconds: wallSeconds)
        } catch SpawnedChild.Failure.start {
            return .error(submission.student, "error: cannot start \(executable)", maxScore: points)
        } catch {
            return .error(submission.student, "error: \(error)", maxScore: points)
        }
        let stdout = Data(folder.read(resultName))
        let stderr = String(decoding: folder.read(errorName), as: UTF8.self)
        let verdict = ChildVerdict(
            timedOut: end.timedOut, signalled: end.signal != 0, status: end.signal != 0 ? end.signal : end.code,
            stdout: stdout, stderr: stderr)
        return verdict.result(student: submission.student, points: points, file: name, words: LabWords.of(language))
    }
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

    /// `file`: the name the child checked, which a stuck check's message starts with.
    func result(student: String, points: Double, file: String = "", words: LabWords = .english) -> SubmissionResult {
        let time = OutcomeText.gradeMessage(.time, words: words),
            memoryLimit = OutcomeText.gradeMessage(.memory, words: words)
        if timedOut { return .error(student, time, maxScore: points) }
        if signalled {
            switch status {
            case SIGXCPU, SIGKILL: return .error(student, time, maxScore: points)
            default:
                // The kernel refused memory past RLIMIT_AS: the runtime says so on stderr.
                let memory = stderr.lowercased().contains("memory") || stderr.lowercased().contains("alloc")
                return .error(student, memory ? memoryLimit : "error: crashed (signal \(status))", maxScore: points)
            }
        }
        if var result = try? JSONDecoder().decode(SubmissionResult.self, from: stdout) {
            result.student = student
            return result
        }
        // The child's own watchdog ended it (stuck in C code past its time limit); its
        // message starts with the student's line when the script was in the student's file.
        if status == Self.stuckExit {
            return .error(
                student, OutcomeText.gradeMessage(.time, at: stuckLocation(file: file), words: words), maxScore: points)
        }
        let firstLine = stderr.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        let memory = stderr.lowercased().contains("memory")
        return .error(student, memory ? memoryLimit : "error: \(firstLine)", maxScore: points)
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
