import CLuaShim

/// What ``LuaState/checkpoint()`` keeps: the state's memory, and what the host counts
/// beside it.
struct LuaCheckpoint {
    let memory: OpaquePointer
    let classes: [ObjectIdentifier: LuaClass]
    let outputUsed: Int
    let hostMemory: Int
    let memoryUsed: Int
    let memoryPeak: Int
    let instructionsUsed: Int64
}

extension LuaState {
    /// Whether this state can keep a ``checkpoint()`` and ``rewind()`` to it.
    public var canRewind: Bool { handle.isOpen && context.pointee.arena != nil }

    /// Whether a block Lua asked for since the last rewind was refused because the state's
    /// region of addresses was full, not because of the memory limit: a new state would
    /// have had it, so what the run did is not what a new state would do (run it on one).
    public var outgrewItsRegion: Bool { context.pointee.arena_full != 0 }

    /// Keeps the state as it is now (no Lua running), for ``rewind()``. Once only.
    public func checkpoint() throws {
        guard canRewind, checkpointKept == nil else {
            throw LuaError(kind: .runtime, message: "this Lua state cannot keep a checkpoint")
        }
        guard context.pointee.lua_depth == 0, let memory = applife_checkpoint(L) else {
            throw LuaError(kind: .memory, message: "cannot keep a checkpoint of the Lua state: not enough memory")
        }
        applife_keep_run_objects(context)
        referenceHandle = LuaStateHandle(L)
        checkpointKept = LuaCheckpoint(
            memory: memory, classes: classes, outputUsed: outputUsed, hostMemory: hostMemory,
            memoryUsed: context.pointee.mem_used, memoryPeak: context.pointee.mem_peak,
            instructionsUsed: context.pointee.instr_used)
    }

    /// Puts the state back as it was at the ``checkpoint()``: every Lua object (globals,
    /// upvalues, the registry, the string metatable, the random generator, the collector's
    /// state), the Swift objects Lua held then, the classes registered, the budgets used.
    /// Objects made since are gone; the Swift objects they held are released, and the
    /// references the host made since are inert (they must not be used again). Call it
    /// when no Lua runs on the state (not from a host function).
    ///
    ///     let state = try LuaState(sandbox: LuaSandbox(), rewinds: true)
    ///     let chunk = try state.load(source, name: "@app.lua")
    ///     try state.checkpoint()
    ///     for _ in 0..<runs { try state.rewind(); try state.call(.reference(chunk)) }
    public func rewind() throws {
        guard handle.isOpen, let kept = checkpointKept else {
            throw LuaError(kind: .runtime, message: "this Lua state has no checkpoint to rewind to")
        }
        guard context.pointee.lua_depth == 0 else {
            throw LuaError(kind: .runtime, message: "a Lua state cannot rewind while Lua runs on it")
        }
        referenceHandle.isOpen = false
        referenceHandle = LuaStateHandle(L)
        applife_release_run_objects(context)
        applife_rewind(L, kept.memory)
        classes = kept.classes
        outputUsed = kept.outputUsed
        hostMemory = kept.hostMemory
        applife_clear_trip(context)
        context.pointee.arena_full = 0
        context.pointee.mem_used = kept.memoryUsed
        context.pointee.mem_peak = kept.memoryPeak
        context.pointee.instr_used = kept.instructionsUsed
        context.pointee.error_line = 0
        context.pointee.warning_length = 0
        startTimeLimit()
        applife_arm_hook(L)
    }
}
