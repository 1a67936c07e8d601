import CLuaShim

/// One Lua state: a sandboxed interpreter with budgets, owned by one thread.
///
///     let state = try LuaState(limits: .init(memory: 64 << 20, seconds: 5),
///                              sandbox: LuaSandbox(output: { print($0.text, terminator: "") }))
///     let chunk = try state.load(LuaSource(text: "return 1 + 1"), name: "@inline.lua")
///     let results = try state.call(.reference(chunk))   // [.integer(2)]
///
/// Every call into Lua goes through `lua_pcall` with a traceback handler;
/// every API call that could raise runs in the C shim under protection, so a
/// Lua error never unwinds a Swift frame. Use a state on one thread only,
/// preferably one with a large stack (``LuaThread``).
public final class LuaState {
    /// Budgets; each is off when nil.
    public struct Limits: Sendable {
        /// Ceiling on the bytes Lua may allocate.
        public var memory: Int?
        /// Instructions before the script is stopped (counted in steps of 1000).
        public var instructions: Int64?
        /// Wall-clock seconds, counted from state creation or ``startDeadline(seconds:)``.
        public var seconds: Double?
        /// When set, `seconds` are counted from this moment (``LuaState/monotonicNow``)
        /// instead: several states in turn share one time limit (the runs of one lab check).
        public var since: Double?

        public init(memory: Int? = nil, instructions: Int64? = nil, seconds: Double? = nil, since: Double? = nil) {
            self.memory = memory
            self.instructions = instructions
            self.seconds = seconds
            self.since = since
        }
    }

    let L: OpaquePointer
    let context: UnsafeMutablePointer<applife_context>
    /// Owns `context`: it outlives the state while another thread holds a
    /// handle (``LuaInterruptHandle``, ``LuaPositionProbe``).
    let contextStorage: ContextStorage
    let handle: LuaStateHandle
    /// The handle of the references made now: the state's own, or for a state that rewinds,
    /// one per run since the checkpoint (``rewind()`` makes the run's references inert).
    var referenceHandle: LuaStateHandle
    let limits: Limits
    /// What ``checkpoint()`` kept, for ``rewind()``.
    var checkpointKept: LuaCheckpoint?
    /// The thread running right now: the main thread, or the coroutine whose
    /// host function is executing. Calls from Swift go onto this thread.
    /// (Kept in the C context: no exclusivity checks on the hot path.)
    var current: OpaquePointer {
        get { context.pointee.current }
        set { context.pointee.current = newValue }
    }
    var classes: [ObjectIdentifier: LuaClass] = [:]
    var outputUsed = 0
    /// Bytes the host keeps for the script, counted with the Lua heap (``keepHostMemory(_:)``).
    var hostMemory = 0
    let sandbox: LuaSandbox?

    /// Receives `warn(...)` messages and warnings Lua raises itself.
    public var warningHandler: ((String) -> Void)?

    /// Told about every error a host function raises, with the message Lua will see (before
    /// its `file:line:` prefix), while the calling Lua frame is still on the stack:
    /// a binding can tell misuse of its API from a plain Lua error this way.
    ///
    ///     state.hostErrorObserver = { error, message in print(state.currentLocation() ?? "?", message) }
    public var hostErrorObserver: ((_ error: any Error, _ message: String) -> Void)?

    /// The words Lua sees for an error a host function throws that is neither a
    /// ``LuaHostError`` nor a ``LuaError`` (nil: its `description`): a binding words its
    /// own errors in the reader's language this way.
    ///
    ///     state.errorWording = { ($0 as? MyError)?.text(.zh) }
    public var errorWording: ((_ error: any Error) -> String?)?

    /// A state; with `rewinds`, one that can go back to a ``checkpoint()`` again and again
    /// (``rewind()``), when the system gives it a region of addresses of its own
    /// (``canRewind`` says whether it did).
    public convenience init(limits: Limits = Limits(), sandbox: LuaSandbox? = LuaSandbox(), rewinds: Bool = false)
        throws
    {
        try self.init(
            limits: limits, sandbox: sandbox,
            region: rewinds ? ProcessMemory.rewindRegion(memoryLimit: limits.memory) : nil)
    }

    /// A state whose memory is a region of `region` bytes of addresses when given (tests
    /// give a small one to fill it).
    init(limits: Limits, sandbox: LuaSandbox?, region: Int?) throws {
        LuaState.installEntryPoints
        contextStorage = ContextStorage()
        context = contextStorage.pointer
        context.pointee.mem_limit = limits.memory ?? 0
        context.pointee.instr_limit = limits.instructions ?? 0
        context.pointee.hook_step = 1000
        if let region { _ = applife_make_rewindable(context, region) }
        guard let L = applife_newstate(context) else {
            throw LuaError(kind: .memory, message: "cannot create a Lua state: not enough memory")
        }
        self.L = L
        context.pointee.current = L
        self.handle = LuaStateHandle(L)
        self.referenceHandle = handle
        self.limits = limits
        self.sandbox = sandbox
        context.pointee.host = UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
        startTimeLimit()
        try check(applife_prepare(L), L)
        if let sandbox {
            try installSandbox(sandbox)
        } else {
            luaL_openlibs(L)  // a trusted state (tests, tools): the full standard library
        }
        applife_arm_hook(L)
    }

    deinit { close() }

    /// Closes the state: runs pending finalizers and releases every Swift
    /// object Lua held. References into the state become inert.
    public func close() {
        guard handle.isOpen else { return }
        handle.isOpen = false
        referenceHandle.isOpen = false
        applife_close(L)
        if let checkpointKept { applife_arena_free_copy(checkpointKept.memory) }
        checkpointKept = nil
        context.pointee.host = nil
        context.pointee.main_thread = nil
        context.pointee.current = nil
        context.pointee.running = nil
    }

    /// Says how many bytes the host keeps on the script's behalf now (text it copied out of
    /// Lua and holds, such as scene titles): they count against the memory limit with the Lua
    /// heap, so copies a script makes the host keep cannot escape it. Past the limit the
    /// memory budget trips (sticky), and the error to throw is returned, at the script's line.
    ///
    ///     if let error = state.keepHostMemory(titleBytes) { throw error }
    public func keepHostMemory(_ bytes: Int) -> LuaError? {
        guard handle.isOpen else { return nil }
        let bytes = max(0, bytes)
        let context = self.context
        context.pointee.mem_used = context.pointee.mem_used - hostMemory + bytes
        hostMemory = bytes
        if context.pointee.mem_used > context.pointee.mem_peak { context.pointee.mem_peak = context.pointee.mem_used }
        let limit = context.pointee.mem_limit
        guard limit != 0, context.pointee.mem_used > limit else { return nil }
        _ = applife_trip(current, Int32(APPLIFE_TRIP_MEMORY.rawValue))
        return pendingTripError()
    }

    /// Bytes Lua has allocated now, and the most it ever had.
    public var memoryInUse: Int { context.pointee.mem_used }
    public var peakMemory: Int { context.pointee.mem_peak }

    /// Arms the wall-clock budget as ``Limits`` ask: from now, or what is left since `since`.
    func startTimeLimit() {
        guard let seconds = limits.seconds, seconds > 0 else { return }
        // What is left of a shared limit: at once when nothing is; the message names the whole.
        let left = limits.since.map { seconds - (LuaState.monotonicNow - $0) } ?? seconds
        applife_set_deadline(context, max(left, 1e-9))
        context.pointee.time_limit = seconds
    }

    /// The clock time limits are counted on (monotonic seconds).
    public static var monotonicNow: Double { applife_monotonic_seconds() }

    /// Restarts the wall-clock budget from now.
    public func startDeadline(seconds: Double?) {
        guard handle.isOpen else { return }
        applife_set_deadline(context, seconds ?? 0)
        applife_arm_hook(L)
    }

    /// Clears a tripped budget and gives every budget its full allowance
    /// again: instructions, output bytes, and the time limit counted from
    /// now (the REPL goes on after a runaway line).
    public func resetBudgets() {
        guard handle.isOpen else { return }
        applife_clear_trip(context)
        outputUsed = 0
        if context.pointee.time_limit > 0 { applife_set_deadline(context, context.pointee.time_limit) }
        lua_gc_collect(L)
        applife_arm_hook(L)
    }

    /// The last file:line the budget hook saw, when budgets are armed.
    public var lastPosition: (file: String, line: Int)? {
        let line = Int(context.pointee.last_line)
        guard line > 0 else { return nil }
        let file = withUnsafeBytes(of: &context.pointee.last_source) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return (file, line)
    }

    /// The global table's field `name` (raw access: no metamethods run).
    public func global(_ name: String) throws -> LuaValue {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_rawgeti(L, applife_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        try check(applife_rawgetfield(L, -1, name), L)
        return try read(L, -1)
    }

    /// Sets the global `name` (raw access).
    public func setGlobal(_ name: String, _ value: LuaValue) throws {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0 else { throw LuaError.stackExhausted }
        lua_rawgeti(L, applife_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        try push(value, L)
        try check(applife_rawsetfield(L, -2, name), L)
    }

    /// Throws the error on top of the stack when `status` is not LUA_OK.
    func check(_ status: Int32, _ L: OpaquePointer) throws {
        if status != LUA_OK { throw error(status: status, L) }
    }
}

/// The full garbage collection the macro-free way (`lua_gc` is variadic).
func lua_gc_collect(_ L: OpaquePointer) {
    _ = applife_gc_collect(L)
}

extension LuaError {
    static let stackExhausted = LuaError(kind: .memory, message: "Lua stack exhausted")
}

/// The C context of a state, freed when the last owner lets go: the state, or
/// a handle another thread holds.
final class ContextStorage: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<applife_context>
    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: applife_context())
    }
    deinit {
        applife_forget_deadline(pointer)  // the deadline thread must never write here again
        pointer.deallocate()
    }
}
