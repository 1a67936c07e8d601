import MessageCatalog

/// How a scenario file runs: profile, seed, limits.
public struct RunOptions: Sendable {
    /// iOS version of the device profile (`--ios`); nil: the file's `device{}` or 17.
    public var ios: Int?
    /// Seed of `math.random` and of the device.
    public var seed: Int64 = 0
    /// Wall-clock seconds per scenario; nil: none.
    public var timeout: Double? = RunOptions.defaultTimeout
    /// When set, `timeout` counts from this moment (`LuaState.monotonicNow`) for every Lua
    /// state the options make: one time limit for several runs (a lab check that explores).
    public var timeoutStart: Double?
    /// Lua memory ceiling in bytes; nil: none.
    public var memoryLimit: Int? = RunOptions.defaultMemoryMegabytes << 20
    /// Instruction budget per scenario; nil: none.
    public var maxInstructions: Int64?
    /// Bytes `print` may write per scenario.
    public var outputLimit: Int = RunOptions.defaultOutputBytes
    /// Trace records a scenario may make (their text counts against
    /// `outputLimit` too); past either, the run stops with the output limit.
    public var maxRecords: Int? = 1_000_000
    /// Run only scenarios whose name contains this, ignoring case.
    public var filter: String?
    /// Run only the scenario with exactly this name (`--scenario`, a lab check).
    public var scenario: String?
    /// Run only the scenario declared at or above this line (`applife run FILE:LINE`).
    public var line: Int?
    /// Lua files the scenario file can reach through a global function
    /// (`student()` in a lab check), loaded in the same sandboxed state.
    public var modules: [ScriptModule] = []
    /// Keep what every expectation compared, passed or not (`ScenarioResult.checked`):
    /// `lab verify` reads the values a check expects to find them in a task or a hint.
    public var recordsExpectations = false
    /// The branches `choose(label)` takes, by label, call after call (`--choices`); a label
    /// not here, or past its answers, takes the first.
    public var choices: [String: [Int]] = [:]
    /// The language of the errors a script meets (the engine's refusals, misuse of the
    /// API): English by default, the text every English golden holds.
    public var language: Language = .en

    public init() {}

    /// The defaults, written once: the command line's flags show and convert them.
    public static let defaultTimeout = 10.0
    public static let defaultMemoryMegabytes = 512
    public static let defaultOutputBytes = 8 << 20
}
