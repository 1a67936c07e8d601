import CLuaShim

extension LuaState {
    /// The `__name` field of `value`'s metatable, read raw (no `__metatable`
    /// protection, no metamethods): the class of a host object (`App`,
    /// `UIApplication`), for tools such as the REPL's completion.
    public func metatableName(of value: LuaValue) -> String? {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0, (try? push(value, L)) != nil else { return nil }
        guard lua_getmetatable(L, -1) != 0 else { return nil }
        guard applife_rawgetfield(L, -1, "__name") == LUA_OK, lua_type(L, -1) == LUA_TSTRING else { return nil }
        return LuaString(bytes: readBytes(L, -1)).text
    }

    /// The Swift object behind `value` when it is a host object of `luaClass` (a userdata
    /// found inside a table argument), else nil.
    public func object<T: AnyObject>(_ value: LuaValue, _ luaClass: LuaClass, as type: T.Type) -> T? {
        guard case .reference(let ref) = value, ref.type == .userdata else { return nil }
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 1) != 0 else { return nil }
        ref.push(L)
        guard let pointer = applife_to_object(L, -1, luaClass.key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }

    /// Whether `value` has a metatable (read raw): a table with one may print itself
    /// (`__tostring`) or pretend to have fields, so tools leave it alone.
    public func hasMetatable(_ value: LuaValue) -> Bool {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0, (try? push(value, L)) != nil else { return false }
        return lua_getmetatable(L, -1) != 0
    }
}
