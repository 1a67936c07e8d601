/// The limits every script run has unless the command line changes them
/// (README): a scenario needs milliseconds, so these only stop runaways.
public struct RunLimits: Sendable, Equatable {
    /// Wall-clock seconds per script; 0 turns the limit off.
    public var timeout: Double = 10
    /// Lua memory ceiling in megabytes; 0 turns it off.
    public var memoryMegabytes: Int = 512
    /// Instruction budget; nil (the default) leaves it off, since an armed
    /// count hook makes tight Lua loops about twice as slow.
    public var maxInstructions: Int64? = nil
    /// Bytes `print` may write in all.
    public var outputBytes: Int = 8 << 20
    /// Seed of `math.random`.
    public var seed: Int64 = 0

    /// A lab check's wall-clock limit (`lab check --timeout`, `lab grade --timeout`). A check
    /// takes about 10 ms, so this stops only runaways, and in grading it stops them with
    /// their line well before the child's CPU limit.
    public static let checkSeconds: Double = 2

    public init() {}
}
