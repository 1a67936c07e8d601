import ScriptBindings

/// The limits every script run has unless the command line changes them
/// (README): a scenario needs milliseconds, so these only stop runaways. The command
/// line's spelling of `RunOptions`' limits: 0 turns a limit off where `RunOptions` says nil,
/// and the defaults are `RunOptions`' own.
public struct RunLimits: Sendable, Equatable {
    /// Wall-clock seconds per script; 0 turns the limit off.
    public var timeout: Double = RunOptions.defaultTimeout
    /// Lua memory ceiling in megabytes; 0 turns it off.
    public var memoryMegabytes: Int = RunOptions.defaultMemoryMegabytes
    /// Instruction budget; nil (the default) leaves it off, since an armed
    /// count hook makes tight Lua loops about twice as slow.
    public var maxInstructions: Int64? = nil
    /// Bytes `print` may write in all.
    public var outputBytes: Int = RunOptions.defaultOutputBytes
    /// Seed of `math.random`.
    public var seed: Int64 = 0

    /// A lab check's wall-clock limit (`lab check --timeout`, `lab grade --timeout`). A check
    /// takes about 10 ms, so this stops only runaways, and in grading it stops them with
    /// their line well before the child's CPU limit.
    public static let checkSeconds: Double = 2
    /// Wall-clock seconds per check in `lab verify`, which proves the checks themselves
    /// (every solution passes, every wrong one fails) on whatever machine runs it: a debug
    /// build on a loaded CI runner takes many times a student's release build.
    public static let verifySeconds: Double = 30

    public init() {}

    /// The same limits as `RunOptions` (off is nil there), with `base`'s other fields.
    public func applied(to base: RunOptions = RunOptions()) -> RunOptions {
        var options = base
        options.timeout = timeout > 0 ? timeout : nil
        options.memoryLimit = memoryMegabytes > 0 ? memoryMegabytes << 20 : nil
        options.maxInstructions = maxInstructions
        options.outputLimit = outputBytes
        options.seed = seed
        return options
    }
}
