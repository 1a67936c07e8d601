import CLuaShim

/// Moving values between Swift and a Lua stack. Only non-raising API calls
/// run here; anything that allocates goes through a protected shim operation.
extension LuaState {
    /// Pushes `value` onto `L` (the main thread or a coroutine of this state).
    func push(_ value: LuaValue, _ L: OpaquePointer, depth: Int = 0) throws {
        guard lua_checkstack(L, 4) != 0 else { throw LuaError.stackExhausted }
        switch value {
        case .nil: lua_pushnil(L)
        case .boolean(let b): lua_pushboolean(L, b ? 1 : 0)
        case .integer(let i): lua_pushinteger(L, lua_Integer(i))
        case .number(let d): lua_pushnumber(L, d)
        case .string(let s): try pushBytes(s.bytes, L)
        case .reference(let ref): ref.push(L)
        case .lightUserdata(let p): lua_pushlightuserdata(L, p)
        case .table(let table): try pushTable(table, L, depth: depth)
        case .function(let function): try pushFunction(function, L)
        case .object(let object): try pushObject(object, L)
        }
    }

    func pushBytes(_ bytes: [UInt8], _ L: OpaquePointer) throws {
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                applife_pushlstring(L, $0, buffer.count)
            }
        }
        try check(status, L)
    }

    func pushString(_ text: String, _ L: OpaquePointer) throws {
        var text = text
        let status = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { applife_pushlstring(L, $0.baseAddress, $0.count) }
        }
        try check(status, L)
    }

    private func pushTable(_ table: LuaTable, _ L: OpaquePointer, depth: Int) throws {
        guard depth < LuaState.maximumDepth else {
            throw LuaError(kind: .runtime, message: "table nested deeper than \(LuaState.maximumDepth) levels")
        }
        try check(applife_newtable(L, Int32(clamping: table.sequence.count), Int32(clamping: table.fields.count)), L)
        for (offset, element) in table.sequence.enumerated() {
            try push(element, L, depth: depth + 1)
            try check(applife_rawseti(L, -2, lua_Integer(offset + 1)), L)
        }
        for field in table.fields where !field.key.isNil && !field.value.isNil {
            try push(field.key, L, depth: depth + 1)
            try push(field.value, L, depth: depth + 1)
            try check(applife_rawset(L, -3), L)
        }
    }

    private func pushFunction(_ function: LuaFunction, _ L: OpaquePointer) throws {
        let box = FunctionBox(function, state: self)
        let pointer = Unmanaged.passRetained(box as AnyObject).toOpaque()
        var adopted: Int32 = 0
        let status = applife_push_function(L, pointer, &adopted)
        if adopted == 0 { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        try check(status, L)
    }

    private func pushObject(_ object: LuaObject, _ L: OpaquePointer) throws {
        try registerClass(object.luaClass, L)
        let pointer = Unmanaged.passRetained(object.object).toOpaque()
        var adopted: Int32 = 0
        let status = applife_push_object(L, pointer, object.luaClass.key, &adopted)
        if adopted == 0 { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        try check(status, L)
    }

    /// Creates the class's metatable the first time one of its objects is pushed.
    private func registerClass(_ luaClass: LuaClass, _ L: OpaquePointer) throws {
        let id = ObjectIdentifier(luaClass)
        if classes[id] != nil { return }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try check(applife_new_metatable(L, luaClass.key, luaClass.name), L)
        classes[id] = luaClass
        for (name, function) in luaClass.metamethods {
            try push(.function(function), L)
            try check(applife_rawsetfield(L, -2, name), L)
        }
        let hasIndex = luaClass.metamethods.contains { $0.0 == "__index" }
        if !luaClass.methods.isEmpty && !hasIndex {
            try check(applife_newtable(L, 0, Int32(luaClass.methods.count)), L)
            for (name, function) in luaClass.methods {
                try push(.function(function), L)
                try check(applife_rawsetfield(L, -2, name), L)
            }
            try check(applife_rawsetfield(L, -2, "__index"), L)
        }
        if !luaClass.metamethods.contains(where: { $0.0 == "__tostring" }) {
            let name = luaClass.name
            try push(.function(LuaFunction("tostring") { call in try call.returning(.string(LuaString(name))) }), L)
            try check(applife_rawsetfield(L, -2, "__tostring"), L)
        }
    }

    /// Reads the value at `index` of `L`; tables, functions, userdata and
    /// threads become registry references.
    func read(_ L: OpaquePointer, _ index: Int32) throws -> LuaValue {
        switch lua_type(L, index) {
        case LUA_TNONE, LUA_TNIL: return .nil
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return .integer(Int64(lua_tointegerx(L, index, nil))) }
            return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING: return .string(LuaString(bytes: readBytes(L, index)))
        case LUA_TLIGHTUSERDATA: return lua_touserdata(L, index).map { .lightUserdata($0) } ?? .nil
        default: return .reference(try reference(L, index))
        }
    }

    /// The bytes of the string at `index` (which must be a string: numbers
    /// are never converted in place, since that allocates).
    func readBytes(_ L: OpaquePointer, _ index: Int32) -> [UInt8] {
        var length = 0
        guard let pointer = lua_tolstring(L, index, &length) else { return [] }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// A registry reference to the value at `index`.
    func reference(_ L: OpaquePointer, _ index: Int32) throws -> LuaRef {
        guard lua_checkstack(L, 2) != 0 else { throw LuaError.stackExhausted }
        let type = LuaType(rawValue: lua_type(L, index)) ?? .nil
        lua_pushvalue(L, index)
        var ref: Int32 = 0
        try check(applife_ref(L, &ref), L)
        return LuaRef(handle: referenceHandle, ref: ref, type: type)
    }

    static let maximumDepth = 100
}

/// What the C trampoline's upvalue points at.
final class FunctionBox {
    let name: String
    let body: LuaFunction.Body
    unowned(unsafe) let state: LuaState
    init(_ function: LuaFunction, state: LuaState) {
        self.name = function.name
        self.body = function.body
        self.state = state
    }
}

extension LuaState {
    /// Keeps `value` (a table, function or object built in Swift) in the
    /// registry, so the same Lua object can be handed out again.
    ///
    ///     let app = try state.makeReference(.object(LuaObject(handle, as: appClass)))
    public func makeReference(_ value: LuaValue) throws -> LuaRef {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try push(value, L)
        return try reference(L, -1)
    }
}
