/// The ranges the command line's numbers must be in, in one place. Each command's
/// `validate()` (in the executable) checks them before anything is made or run, and the
/// commands here check them again for other callers, so no value can overflow where it
/// is turned into bytes, an rlimit or a deadline (a `--cpu-seconds` near the 64-bit
/// maximum crashed every grading child).
public enum CommandLineBounds {
    /// `--memory-limit`, in MB: up to 1 TiB.
    public static let memoryMegabytes = 1 << 20
    /// `--timeout`, `--wall-seconds`, `--cpu-seconds`: up to about eleven days.
    public static let seconds = 1_000_000
    /// `lab grade --jobs`: children at once.
    public static let gradeJobs = 64
}

extension RunLimits {
    /// The problem with these limits, naming the flag, or nil.
    public func problem() -> String? {
        let maxSeconds = CommandLineBounds.seconds
        if !(timeout.isFinite && timeout >= 0 && timeout <= Double(maxSeconds)) {
            return "--timeout must be a finite number of seconds from 0 to \(maxSeconds) (0: no limit), got \(timeout)"
        }
        if !(0...CommandLineBounds.memoryMegabytes).contains(memoryMegabytes) {
            return
                "--memory-limit must be a number of MB from 0 to \(CommandLineBounds.memoryMegabytes) (0: no limit), "
                + "got \(memoryMegabytes)"
        }
        if let maxInstructions, maxInstructions < 1 {
            return "--max-instructions must be at least 1, got \(maxInstructions)"
        }
        return nil
    }
}

extension GradeSettings {
    /// The problem with the grading limits, naming the flag, or nil.
    public func problem() -> String? {
        let maxSeconds = CommandLineBounds.seconds
        if !(1...CommandLineBounds.gradeJobs).contains(jobs) {
            return "--jobs must be from 1 to \(CommandLineBounds.gradeJobs), got \(jobs)"
        }
        if !(1...maxSeconds).contains(cpuSeconds) {
            return "--cpu-seconds must be from 1 to \(maxSeconds), got \(cpuSeconds)"
        }
        if !(wallSeconds.isFinite && wallSeconds > 0 && wallSeconds <= Double(maxSeconds)) {
            return "--wall-seconds must be a number of seconds above 0 and at most \(maxSeconds), got \(wallSeconds)"
        }
        if !(1...CommandLineBounds.memoryMegabytes).contains(memoryMegabytes) {
            return
                "--memory-limit must be a number of MB from 1 to \(CommandLineBounds.memoryMegabytes), got \(memoryMegabytes)"
        }
        return nil
    }
}
