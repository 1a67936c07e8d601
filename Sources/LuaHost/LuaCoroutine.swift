import CLuaShim

/// A Lua coroutine driven from Swift: resume it, and it runs until it yields
/// (a host function such as `wait` returned ``LuaResults/yield(_:)``),
/// returns, or fails.
///
///     let co = try state.coroutine(body)
///     while case .yielded(let values) = try co.resume() { ... }
public final class LuaCoroutine {
    public enum Outcome {
        case yielded([LuaValue])
        case finished([LuaValue])
    }

    public enum Status: Sendable { case suspended, dead }

    unowned let state: LuaState
    let thread: LuaRef
    let co: OpaquePointer
    public private(set) var status: Status = .suspended

    init(state: LuaState, thread: LuaRef, co: OpaquePointer) {
        self.state = state
        self.thread = thread
        self.co = co
    }

    /// Resumes the coroutine with `arguments` (the first resume passes them to
    /// the body). A failure closes the coroutine, running its `<close>`
    /// variables, and throws with the coroutine's own traceback.
    public func resume(_ arguments: [LuaValue] = []) throws -> Outcome {
        guard status == .suspended else {
            throw LuaError(kind: .runtime, message: "cannot resume dead coroutine")
        }
        guard lua_checkstack(co, Int32(arguments.count) + 2) != 0 else { throw LuaError.stackExhausted }
        for argument in arguments { try state.push(argument, co) }
        let from = state.current
        var count: Int32 = 0
        let status = applife_resume(co, from, Int32(arguments.count), &count)
        switch status {
        case LUA_YIELD:
            return .yielded(try takeResults(count))
        case LUA_OK:
            self.status = .dead
            return .finished(try takeResults(count))
        default:
            self.status = .dead
            throw failure(status, from: from)
        }
    }

    private func takeResults(_ count: Int32) throws -> [LuaValue] {
        let top = lua_gettop(co)
        defer { lua_settop(co, top - count) }
        return try (0..<count).map { try state.read(co, top - count + 1 + $0) }
    }

    /// Moves the error to the resumer, takes the dead coroutine's traceback
    /// there, then closes the coroutine.
    private func failure(_ status: Int32, from L: OpaquePointer) -> LuaError {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 3) != 0 else { return LuaError.stackExhausted }
        lua_xmove(co, L, 1)
        var traceback: String?
        if applife_traceback(L, co, 0) == LUA_OK, lua_type(L, -1) == LUA_TSTRING {
            traceback = LuaString(bytes: state.readBytes(L, -1)).text
        }
        lua_settop(L, top + 1)
        applife_note_thread_error(co)
        var error = state.error(status: status, L)
        if error.traceback == nil { error.traceback = traceback }
        // Runs the coroutine's __close handlers, unless a budget unwound it
        // from inside the hook; then the stack is left alone (emptying it
        // would run them too).
        _ = applife_closethread(co, L)
        if applife_thread_flags(co) & Int32(APPLIFE_THREAD_TRIPPED.rawValue) == 0 { lua_settop(co, 0) }
        return error
    }
}

extension LuaState {
    /// A new coroutine that will run `function`.
    public func coroutine(_ function: LuaRef) throws -> LuaCoroutine {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 2) != 0 else { throw LuaError.stackExhausted }
        try check(applife_newthread(L), L)
        guard let co = lua_tothread(L, -1) else { throw LuaError(kind: .runtime, message: "cannot create a coroutine") }
        let thread = try reference(L, -1)
        guard lua_checkstack(co, 2) != 0 else { throw LuaError.stackExhausted }
        function.push(L)
        lua_xmove(L, co, 1)
        applife_mark_host_thread(co)  // the host drives it: scripts may not resume or close it
        return LuaCoroutine(state: self, thread: thread, co: co)
    }
}
