import CLuaShim

/// A stretch of host work between calls into Lua, marked as one entry into the state.
///
///     try state.whileEntered {
///         for callback in callbacks { try state.call(callback) }   // each call nests: no fences
///     }
///
/// Every call into Lua marks this OS thread as running the state, so that a deadline or an
/// interrupt from another thread reaches it (by a signal whose handler hooks it, as lua.c
/// does on Ctrl-C). The outermost mark pays two full memory fences; a nested one, a plain
/// store. A host loop that makes many calls brackets them so that each call nests. Inside
/// the bracket a wake-up hooks the state at its next Lua instruction, as it would during a
/// call.
extension LuaState {
    public func whileEntered<T>(_ body: () throws -> T) rethrows -> T {
        guard handle.isOpen else { return try body() }
        return try withUnsafeTemporaryAllocation(of: applife_entry.self, capacity: 1) { entry in
            applife_enter(context, entry.baseAddress!)
            defer { applife_leave(context, entry.baseAddress!) }
            return try body()
        }
    }
}
