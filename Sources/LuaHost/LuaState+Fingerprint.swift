import CLuaShim

/// Fingerprints of the data a Lua function shares with the code around it: how the host
/// tells whether a captured variable changed between two moments without copying it.
///
///     let before = try state.upvalueFingerprints(of: main)
///     // ... app code runs ...
///     let changed = try state.upvalueFingerprints(of: main).filter { before[$0.name] != $0.fingerprint }
///
/// A fingerprint is a 64-bit digest read in place: nothing is copied out of Lua, and the
/// work is bounded whatever the values hold. Within those bounds equal values have equal
/// fingerprints; past them a change can go unseen (never the other way round):
/// - a string longer than ``UpvalueFingerprint/fullStringBytes`` is read by its length, its
///   first and last ``UpvalueFingerprint/edgeBytes`` and ``UpvalueFingerprint/samples``
///   bytes spread evenly between them, so a 100 MB string costs a few KB;
/// - tables are read raw (no metamethod runs) to ``UpvalueFingerprint/maxDepth`` levels and
///   ``UpvalueFingerprint/maxValues`` values per upvalue; a table past those is read by its
///   length (`#t`, raw) alone;
/// - functions, userdata and threads count by their type only (code, not data).
/// Digests depend on values only, never on addresses, so the same values give the same
/// fingerprints in every run.
public enum UpvalueFingerprint {
    public static let fullStringBytes = 4096
    public static let edgeBytes = 1024
    public static let samples = 256
    public static let maxDepth = 4
    public static let maxValues = 1000
}

extension LuaState {
    /// The fingerprint of each upvalue of the Lua function `function` that holds data (nil,
    /// a boolean, number, string or table; not `_ENV`, a function, userdata or a thread), by
    /// name, in upvalue order. Reads only: cannot raise, runs no Lua code.
    public func upvalueFingerprints(of function: LuaRef) throws -> [(name: String, fingerprint: UInt64)] {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, Int32(UpvalueFingerprint.maxDepth * 2 + 4)) != 0 else {
            throw LuaError.stackExhausted
        }
        function.push(L)
        var prints: [(name: String, fingerprint: UInt64)] = []
        var i: Int32 = 1
        while let name = lua_getupvalue(L, -1, i) {
            defer { lua_settop(L, -2) }
            i += 1
            let type = lua_type(L, -1)
            let text = String(cString: name)
            guard text != "_ENV", !text.isEmpty, type != LUA_TFUNCTION, type != LUA_TUSERDATA,
                type != LUA_TLIGHTUSERDATA, type != LUA_TTHREAD
            else { continue }
            var budget = UpvalueFingerprint.maxValues
            prints.append((text, Digest.value(L, lua_gettop(L), depth: 0, budget: &budget)))
        }
        return prints
    }
}

/// The digests behind ``LuaState/upvalueFingerprints(of:)``: FNV-1a over bytes, mixed with
/// splitmix64's finalizer; a table's entries are summed, so their order does not count.
private enum Digest {
    static func value(_ L: OpaquePointer, _ index: Int32, depth: Int, budget: inout Int) -> UInt64 {
        let type = lua_type(L, index)
        switch type {
        case LUA_TNIL: return mix(1)
        case LUA_TBOOLEAN: return mix(2 &+ UInt64(lua_toboolean(L, index)))
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return mix(mix(UInt64(bitPattern: lua_tointegerx(L, index, nil))) ^ 4) }
            return mix(mix(lua_tonumberx(L, index, nil).bitPattern) ^ 5)
        case LUA_TSTRING: return string(L, index)
        case LUA_TTABLE: return table(L, index, depth: depth, budget: &budget)
        default: return mix(UInt64(bitPattern: Int64(type)) &+ 16)
        }
    }

    static func string(_ L: OpaquePointer, _ index: Int32) -> UInt64 {
        var length = 0
        guard let pointer = lua_tolstring(L, index, &length) else { return mix(3) }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        var hash = fnv(mix(3 ^ UInt64(length) << 8), bytes.prefix(UpvalueFingerprint.fullStringBytes))
        if length > UpvalueFingerprint.fullStringBytes {
            let edge = UpvalueFingerprint.edgeBytes
            hash = fnv(hash, bytes[(length - edge)...])
            let step = (length - 2 * edge) / (UpvalueFingerprint.samples + 1)
            for k in 1...UpvalueFingerprint.samples { hash = fnv(hash, CollectionOfOne(bytes[edge + k * step])) }
        }
        return mix(hash)
    }

    /// The sum of the entries' digests; past the depth or the budget, the raw length only.
    static func table(_ L: OpaquePointer, _ index: Int32, depth: Int, budget: inout Int) -> UInt64 {
        let length = UInt64(lua_rawlen(L, index))
        let short = mix(6 ^ length << 4)
        guard depth < UpvalueFingerprint.maxDepth else { return short }
        let table = lua_absindex(L, index)
        var sum: UInt64 = 0
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            budget -= 1
            if budget < 0 {
                lua_settop(L, -3)
                return short
            }
            let key = value(L, -2, depth: depth + 1, budget: &budget)
            let entry = value(L, -1, depth: depth + 1, budget: &budget)
            // A table inside spent the rest: this one is past the budget too, whatever its order.
            if budget < 0 {
                lua_settop(L, -3)
                return short
            }
            sum &+= mix(key &* 0x9E37_79B9_7F4A_7C15 ^ entry)
            lua_settop(L, -2)
        }
        return mix(sum ^ 7)
    }

    static func fnv<Bytes: Sequence>(_ seed: UInt64, _ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = seed ^ 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
