import CLuaShim

/// Copying a live Lua table into a Swift ``LuaTable``.
extension LuaState {
    /// A Swift snapshot of the Lua table `ref`, read with raw access only (no
    /// metamethods run). Keys 1...n go to ``LuaTable/sequence``; the other
    /// fields are sorted (booleans, numbers, strings, then the rest) so the
    /// result does not depend on Lua's per-state hash seed. Nested tables are
    /// copied too; functions, userdata and threads stay references.
    ///
    ///     let ref = try state.run("return { 'a', 'b', name = 'Todo' }")  // a LuaRef
    ///     let t = try state.table(ref, maxDepth: 8)
    ///     t.sequence.count   // 2
    ///     t["name"]          // .string("Todo")
    ///
    /// Throws a ``LuaError`` when a table contains itself (directly or
    /// through its descendants) or nests deeper than `maxDepth` (the table
    /// itself is depth 1). A table reached twice without a cycle is copied twice.
    public func table(_ ref: LuaRef, maxDepth: Int = 32) throws -> LuaTable {
        guard ref.type == .table else {
            throw LuaError(kind: .runtime, message: "table expected, got \(ref.type.name)")
        }
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 1) != 0 else { throw LuaError.stackExhausted }
        ref.push(L)
        var path: [UnsafeRawPointer] = []
        return try snapshot(L, lua_gettop(L), depth: 1, maxDepth: maxDepth, path: &path)
    }

    private func snapshot(
        _ L: OpaquePointer, _ index: Int32, depth: Int, maxDepth: Int, path: inout [UnsafeRawPointer]
    ) throws -> LuaTable {
        guard depth <= maxDepth else {
            throw LuaError(kind: .runtime, message: "table nested deeper than \(maxDepth) levels")
        }
        guard let identity = lua_topointer(L, index) else { return LuaTable() }
        if path.contains(identity) {
            throw LuaError(kind: .runtime, message: "table contains a cycle (it contains itself at depth \(depth))")
        }
        path.append(identity)
        defer { path.removeLast() }
        guard lua_checkstack(L, 4) != 0 else { throw LuaError.stackExhausted }

        var integerKeyed: [Int64: LuaValue] = [:]
        var fields: [(key: LuaValue, value: LuaValue)] = []
        lua_pushnil(L)
        while true {
            var more: Int32 = 0
            try check(applife_next(L, index, &more), L)
            if more == 0 { break }
            let value = try element(L, lua_gettop(L), depth: depth, maxDepth: maxDepth, path: &path)
            if lua_isinteger(L, -2) != 0 {
                integerKeyed[Int64(lua_tointegerx(L, -2, nil))] = value
            } else {
                let key = try element(L, lua_gettop(L) - 1, depth: depth, maxDepth: maxDepth, path: &path)
                fields.append((key, value))
            }
            lua_settop(L, -2) // keep the key for the next step
        }

        var table = LuaTable()
        var next: Int64 = 1
        while let value = integerKeyed.removeValue(forKey: next) {
            table.sequence.append(value)
            next += 1
        }
        fields += integerKeyed.map { (key: LuaValue.integer($0.key), value: $0.value) }
        table.fields = fields.sorted { LuaState.keyPrecedes($0.key, $1.key) }
        return table
    }

    private func element(
        _ L: OpaquePointer, _ index: Int32, depth: Int, maxDepth: Int, path: inout [UnsafeRawPointer]
    ) throws -> LuaValue {
        if lua_type(L, index) == LUA_TTABLE {
            return .table(try snapshot(L, index, depth: depth + 1, maxDepth: maxDepth, path: &path))
        }
        return try read(L, index)
    }

    /// The order of snapshot fields: booleans, numbers, strings (by bytes), the rest.
    static func keyPrecedes(_ a: LuaValue, _ b: LuaValue) -> Bool {
        func rank(_ v: LuaValue) -> Int {
            switch v {
            case .boolean: 0
            case .integer, .number: 1
            case .string: 2
            default: 3
            }
        }
        switch (a, b) {
        case (.boolean(let x), .boolean(let y)): return !x && y
        case (.string(let x), .string(let y)): return x.bytes.lexicographicallyPrecedes(y.bytes)
        default:
            if let x = a.numberValue, let y = b.numberValue { return x < y }
            return rank(a) < rank(b)
        }
    }
}
