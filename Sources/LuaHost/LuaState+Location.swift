import CLuaShim

/// Where the running Lua code is, for warnings and traces that point at the
/// user's file and line.
extension LuaState {
    /// `file:line` of the innermost Lua function on the running thread, or nil
    /// when no Lua code is running or the state is closed. Frames of the host's own chunks
    /// (named `=[sandbox]`, `=[applife]`) are skipped. Reads the stack only: cannot raise.
    public func currentLocation() -> String? {
        guard handle.isOpen else { return nil }
        let L = current
        var info = lua_Debug()
        var level: Int32 = 0
        while lua_getstack(L, level, &info) != 0 {
            if lua_getinfo(L, "Sl", &info) != 0, info.currentline > 0 {
                let file = withUnsafeBytes(of: info.short_src) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if file != "[sandbox]" && file != "[applife]" { return "\(file):\(info.currentline)" }
            }
            level += 1
        }
        return nil
    }
}

extension LuaState {
    /// `file:line` where the Lua function `function` is defined, nil for a C function.
    /// Reads the function only: cannot raise.
    public func location(of function: LuaRef) -> String? {
        let L = current
        guard lua_checkstack(L, 1) != 0 else { return nil }
        function.push(L)
        var info = lua_Debug()
        guard lua_getinfo(L, ">S", &info) != 0, info.linedefined > 0 else { return nil }
        let file = withUnsafeBytes(of: info.short_src) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "\(file):\(info.linedefined)"
    }
}

extension LuaState {
    /// The chunk name (`@examples/x.lua`, `=stdin`, as given when it was loaded) of the
    /// innermost Lua function on the running thread outside the host's own chunks: the file
    /// a call such as `app{}` comes from. Reads the stack only: cannot raise.
    public func currentChunk() -> String? {
        guard handle.isOpen else { return nil }
        let L = current
        var info = lua_Debug()
        var level: Int32 = 0
        while lua_getstack(L, level, &info) != 0 {
            if lua_getinfo(L, "S", &info) != 0, let source = info.source {
                let chunk = String(cString: source)
                if chunk != "=[sandbox]" && chunk != "=[applife]" && info.what != nil
                    && String(cString: info.what) != "C"
                {
                    return chunk
                }
            }
            level += 1
        }
        return nil
    }

    /// The chunk name and line where the Lua function `function` is defined, nil for a C
    /// function. Reads the function only: cannot raise.
    public func definition(of function: LuaRef) -> (chunk: String, line: Int)? {
        let L = current
        guard lua_checkstack(L, 1) != 0 else { return nil }
        function.push(L)
        var info = lua_Debug()
        guard lua_getinfo(L, ">S", &info) != 0, info.linedefined >= 0, let source = info.source else { return nil }
        return (String(cString: source), Int(info.linedefined))
    }
}

extension LuaCall {
    /// The Lua thread (main or coroutine) this call runs on; compare with
    /// ``LuaCoroutine/identity``.
    public var thread: UnsafeRawPointer { UnsafeRawPointer(L) }
}

extension LuaCoroutine {
    public var identity: UnsafeRawPointer { UnsafeRawPointer(co) }

    /// `file:line` where the coroutine stands (its innermost Lua frame), or
    /// where its function is defined when it has not started; nil for host
    /// code. Reads the stack only: cannot raise.
    public var location: String? {
        var info = lua_Debug()
        guard applife_thread_position(co, &info) != 0 else { return nil }
        let file = withUnsafeBytes(of: info.short_src) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "\(file):\(info.currentline)"
    }
}
