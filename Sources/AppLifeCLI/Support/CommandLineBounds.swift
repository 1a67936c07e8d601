import MessageCatalog

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
    /// The problem with these limits, naming the flag, in `language`, or nil.
    public func problem(_ language: Language = .en) -> String? {
        let maxSeconds = CommandLineBounds.seconds
        if !(timeout.isFinite && timeout >= 0 && timeout <= Double(maxSeconds)) {
            return Phrase.problemTimeout.text(language, "\(maxSeconds)", "\(timeout)")
        }
        if !(0...CommandLineBounds.memoryMegabytes).contains(memoryMegabytes) {
            return Phrase.problemMemory.text(language, "\(CommandLineBounds.memoryMegabytes)", "\(memoryMegabytes)")
        }
        if let maxInstructions, maxInstructions < 1 {
            return Phrase.problemInstructions.text(language, "\(maxInstructions)")
        }
        return nil
    }
}

extension GradeSettings {
    /// The problem with the grading limits, naming the flag, in `language`, or nil.
    public func problem(_ language: Language = .en) -> String? {
        let maxSeconds = CommandLineBounds.seconds
        if !(1...CommandLineBounds.gradeJobs).contains(jobs) {
            return Phrase.problemGradeJobs.text(language, "\(CommandLineBounds.gradeJobs)", "\(jobs)")
        }
        if !(1...maxSeconds).contains(cpuSeconds) {
            return Phrase.problemCPUSeconds.text(language, "\(maxSeconds)", "\(cpuSeconds)")
        }
        if !(wallSeconds.isFinite && wallSeconds > 0 && wallSeconds <= Double(maxSeconds)) {
            return Phrase.problemWallSeconds.text(language, "\(maxSeconds)", "\(wallSeconds)")
        }
        if !(1...CommandLineBounds.memoryMegabytes).contains(memoryMegabytes) {
            return Phrase.problemGradeMemory.text(
                language, "\(CommandLineBounds.memoryMegabytes)", "\(memoryMegabytes)")
        }
        return nil
    }
}
