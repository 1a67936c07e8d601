import CLuaShim

/// An error a host function throws to raise a Lua error.
public enum LuaHostError: Error {
    /// `bad argument #n to 'f' (message)`, at the caller's file:line.
    case badArgument(Int32, String)
    /// `bad argument #n to 'f' (reason)`, the reason worded by ``LuaState/errorWording``
    /// (in the reader's language), else its description.
    case badArgumentBecause(Int32, any Error)
    /// `message`, at the caller's file:line.
    case message(String)
}

/// The arguments of one call from Lua into a Swift ``LuaFunction``, and the
/// way to hand results back. Readers check types and throw Lua-style
/// argument errors; nothing here can raise a Lua error.
///
///     LuaFunction("wait") { call in
///         let seconds = try call.number(1)        // bad argument #1 to 'wait' (number expected, got nil)
///         return try call.yielding(.number(seconds))
///     }
public struct LuaCall {
    @usableFromInline let L: OpaquePointer
    unowned(unsafe) let box: FunctionBox

    /// The function's name as used in error messages.
    public var name: String { box.name }
    var state: LuaState { box.state }

    /// The number of arguments.
    public var count: Int32 { lua_gettop(L) }

    /// Whether the running code may yield (false inside a callback the host
    /// called, or inside a metamethod).
    public var isYieldable: Bool { applife_isyieldable(L) != 0 }

    public func type(_ index: Int32) -> LuaType { LuaType(rawValue: lua_type(L, index)) ?? .none }

    public func isNoneOrNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }

    /// Any argument; tables, functions and userdata become references.
    public func value(_ index: Int32) throws -> LuaValue { try state.read(L, index) }

    @inlinable
    public func integer(_ index: Int32) throws -> Int64 {
        var isNumber: Int32 = 0
        let value = lua_tointegerx(L, index, &isNumber)
        if isNumber != 0 { return Int64(value) }
        throw integerError(index)
    }

    @usableFromInline
    func integerError(_ index: Int32) -> LuaHostError {
        if lua_type(L, index) == LUA_TNUMBER {
            return .badArgument(index, "number has no integer representation")
        }
        return typeError(index, expected: "number")
    }

    public func number(_ index: Int32) throws -> Double {
        var isNumber: Int32 = 0
        let value = lua_tonumberx(L, index, &isNumber)
        if isNumber != 0 { return value }
        throw typeError(index, expected: "number")
    }

    /// A string argument, decoded as UTF-8 (invalid bytes become U+FFFD).
    /// Numbers are accepted and formatted as Lua would.
    public func string(_ index: Int32) throws -> String { try bytes(index).text }

    /// A string argument as raw bytes.
    public func bytes(_ index: Int32) throws -> LuaString {
        switch lua_type(L, index) {
        case LUA_TSTRING: return LuaString(bytes: state.readBytes(L, index))
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return LuaString(String(lua_tointegerx(L, index, nil))) }
            return LuaString(formatLuaNumber(lua_tonumberx(L, index, nil)))
        default: throw typeError(index, expected: "string")
        }
    }

    /// At most `limit` bytes of a string argument, and its whole length:
    /// a huge string is not copied to read its start.
    public func bytes(_ index: Int32, limit: Int) throws -> (bytes: [UInt8], total: Int) {
        guard lua_type(L, index) == LUA_TSTRING else {
            let bytes = try bytes(index).bytes
            return (Array(bytes.prefix(limit)), bytes.count)
        }
        var length = 0
        guard let pointer = lua_tolstring(L, index, &length) else { return ([], 0) }
        let kept = min(max(limit, 0), length)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            (Array(UnsafeBufferPointer(start: $0, count: kept)), length)
        }
    }

    /// A string argument as text cut to `limit` (head and tail kept): for
    /// messages the host stores or shows, such as `log` lines.
    public func cutText(_ index: Int32, limit: Int = TextBound.message) throws -> String {
        guard lua_type(L, index) == LUA_TSTRING else { return TextCut.text(try string(index), limit: limit) }
        return state.readText(L, index, limit: limit)
    }

    /// A name argument under the bounded-text rule (``TextBound``): valid UTF-8 of at most
    /// `limit` bytes, of which no more is read. `what` names it in the error.
    ///
    ///     let name = try call.name(1, limit: TextBound.scenarioName, what: "scenario name")
    public func name(_ index: Int32, limit: Int = TextBound.name, what: String) throws -> String {
        let (bytes, total) = try self.bytes(index, limit: limit)
        guard total <= limit else {
            throw argumentError(index, "\(what) is \(total) bytes long; at most \(limit) are allowed")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw argumentError(index, "\(what) must be valid UTF-8 text")
        }
        return text
    }

    public func optionalString(_ index: Int32) throws -> String? {
        isNoneOrNil(index) ? nil : try string(index)
    }

    public func optionalNumber(_ index: Int32) throws -> Double? {
        isNoneOrNil(index) ? nil : try number(index)
    }

    public func optionalInteger(_ index: Int32) throws -> Int64? {
        isNoneOrNil(index) ? nil : try integer(index)
    }

    /// Lua truthiness of the argument (absent is false).
    public func boolean(_ index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    /// A boolean argument, nothing else: `bad argument #1 to 'f' (boolean expected, got nil)`.
    public func strictBoolean(_ index: Int32) throws -> Bool {
        guard lua_type(L, index) == LUA_TBOOLEAN else { throw typeError(index, expected: "boolean") }
        return lua_toboolean(L, index) != 0
    }

    public func function(_ index: Int32) throws -> LuaRef {
        guard lua_type(L, index) == LUA_TFUNCTION else { throw typeError(index, expected: "function") }
        return try state.reference(L, index)
    }

    public func optionalFunction(_ index: Int32) throws -> LuaRef? {
        isNoneOrNil(index) ? nil : try function(index)
    }

    public func table(_ index: Int32) throws -> LuaRef {
        guard lua_type(L, index) == LUA_TTABLE else { throw typeError(index, expected: "table") }
        return try state.reference(L, index)
    }

    /// The Swift object behind a userdata argument of class `luaClass`.
    public func object<T: AnyObject>(_ index: Int32, _ luaClass: LuaClass, as type: T.Type) throws -> T {
        guard let pointer = applife_to_object(L, index, luaClass.key),
            let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
        else { throw typeError(index, expected: luaClass.name) }
        return object
    }

    /// Raises `bad argument #index to 'name' (message)`.
    public func argumentError(_ index: Int32, _ message: String) -> LuaHostError {
        .badArgument(index, message)
    }

    func typeError(_ index: Int32, expected: String) -> LuaHostError {
        .badArgument(index, "\(expected) expected, got \(actualTypeName(index))")
    }

    /// The argument's type name as luaL_typeerror reports it (`__name` for userdata).
    func actualTypeName(_ index: Int32) -> String {
        let type = lua_type(L, index)
        if type == LUA_TNONE { return "no value" }
        if type == LUA_TUSERDATA, lua_checkstack(L, 2) != 0, lua_getmetatable(L, index) != 0 {
            defer { lua_settop(L, -2) }
            // The metatable's __name, read raw; the string key is pushed by the shim under protection.
            if applife_rawgetfield(L, -1, "__name") == LUA_OK {
                defer { lua_settop(L, -2) }
                if lua_type(L, -1) == LUA_TSTRING { return LuaString(bytes: state.readBytes(L, -1)).text }
            } else {
                lua_settop(L, -2)
            }
        }
        return String(cString: lua_typename(L, type))
    }

    // MARK: Results

    /// Returns `values` to Lua.
    public func returning(_ values: LuaValue...) throws -> LuaResults {
        for value in values { try state.push(value, L) }
        return .values(Int32(values.count))
    }

    /// Returns an array of values to Lua.
    public func returning(contentsOf values: [LuaValue]) throws -> LuaResults {
        for value in values { try state.push(value, L) }
        return .values(Int32(values.count))
    }

    /// Returns one integer (the allocation-free fast path).
    @inlinable
    public func returning(integer value: Int64) -> LuaResults {
        lua_pushinteger(L, lua_Integer(value))
        return .values(1)
    }

    @inlinable
    public func returning(number value: Double) -> LuaResults {
        lua_pushnumber(L, value)
        return .values(1)
    }

    @inlinable
    public func returning(boolean value: Bool) -> LuaResults {
        lua_pushboolean(L, value ? 1 : 0)
        return .values(1)
    }

    /// Suspends the running coroutine, handing `values` to its resumer.
    public func yielding(_ values: LuaValue...) throws -> LuaResults {
        for value in values { try state.push(value, L) }
        return .yield(Int32(values.count))
    }
}

/// Lua's own number formatting (`%.14g`, with `.0` for integral floats).
public func formatLuaNumber(_ value: Double) -> String {
    if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([value]) { vsnprintf(&buffer, 64, "%.14g", $0) }
    let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.allSatisfy({ "-0123456789".contains($0) }) ? text + ".0" : text
}
