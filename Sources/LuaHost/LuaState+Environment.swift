import CLuaShim

extension LuaState {
    /// A new table whose missing fields read through to `parent` (the global table when
    /// nil): what a function given it as its environment sees (`giveOwnEnvironment(to:_:)`).
    /// Writes stay in the new table.
    public func makeEnvironment(readingThrough parent: LuaRef? = nil) throws -> LuaRef {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0 else { throw LuaError.stackExhausted }
        try check(applife_newtable(L, 0, 0), L)
        try check(applife_newtable(L, 0, 1), L)
        if let parent {
            parent.push(L)
        } else {
            lua_rawgeti(L, applife_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        }
        try check(applife_rawsetfield(L, -2, "__index"), L)
        lua_setmetatable(L, -2)
        return try reference(L, -1)
    }

    /// The table the Lua function `function` reads its globals from (its `_ENV` upvalue), or
    /// nil when it uses no global or its `_ENV` is not a table. Reads only: cannot raise.
    public func environment(of function: LuaRef) throws -> LuaRef? {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 2) != 0 else { throw LuaError.stackExhausted }
        function.push(L)
        var i: Int32 = 1
        while let name = lua_getupvalue(L, -1, i) {
            i += 1
            if String(cString: name) == "_ENV" {
                return lua_type(L, -1) == LUA_TTABLE ? try reference(L, -1) : nil
            }
            lua_settop(L, -2)
        }
        return nil
    }

    /// Gives the Lua function `function` the table `environment` as its own `_ENV`: the
    /// globals it and the closures it creates from now on read and write are the table's.
    /// Other functions of its chunk keep theirs. Returns false when the function uses no
    /// global at all (nothing to rebind).
    ///
    ///     let memory = try state.makeEnvironment()
    ///     try state.giveOwnEnvironment(to: main, memory)   // main's globals: fresh
    @discardableResult
    public func giveOwnEnvironment(to function: LuaRef, _ environment: LuaRef) throws -> Bool {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0 else { throw LuaError.stackExhausted }
        function.push(L)
        environment.push(L)
        var found: Int32 = 0
        try check(applife_give_own_env(L, &found), L)
        return found != 0
    }
}
