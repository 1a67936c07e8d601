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
    /// A table reached twice without a cycle is copied once and shared
    /// (Swift values share storage). Throws a ``LuaError`` when a table
    /// contains itself (directly or through its descendants), nests deeper
    /// than `maxDepth` (the table itself is depth 1), or holds more than
    /// `maxValues` keys and values counted as a reader walking the copy sees
    /// them (a subtable once per place it appears): 31 tables that each hold
    /// the next twice are 2^30 values, refused before anything is copied.
    public func table(_ ref: LuaRef, maxDepth: Int = 32, maxValues: Int = LuaState.maximumTableValues) throws
        -> LuaTable
    {
        guard ref.type == .table else {
            throw LuaError(kind: .runtime, message: "table expected, got \(ref.type.name)")
        }
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 1) != 0 else { throw LuaError.stackExhausted }
        ref.push(L)
        var walk = TableWalk(maxDepth: maxDepth, maxValues: maxValues)
        return try snapshot(L, lua_gettop(L), depth: 1, &walk).table
    }

    /// Keys and values a snapshot may hold, counted as a reader walking it sees them.
    public static let maximumTableValues = 1_000_000

    private struct TableWalk {
        let maxDepth: Int
        let maxValues: Int
        /// Tables being copied, outermost first (a repeat is a cycle).
        var path: [UnsafeRawPointer] = []
        /// Tables copied already, with their size and height.
        var copied: [UnsafeRawPointer: Copy] = [:]
        var values = 0

        mutating func count(_ n: Int) throws {
            values += n
            if values > maxValues {
                throw LuaError(
                    kind: .runtime,
                    message: "table too large to copy: more than \(maxValues) keys and values "
                        + "(a table that appears in several places counts in each)")
            }
        }
    }

    private struct Copy {
        let table: LuaTable
        /// Keys and values below and in it, each subtable counted once per place.
        let size: Int
        /// Levels of nesting, the table itself included.
        let height: Int
    }

    private func snapshot(_ L: OpaquePointer, _ index: Int32, depth: Int, _ walk: inout TableWalk) throws -> Copy {
        guard depth <= walk.maxDepth else {
            throw LuaError(kind: .runtime, message: "table nested deeper than \(walk.maxDepth) levels")
        }
        guard let identity = lua_topointer(L, index) else { return Copy(table: LuaTable(), size: 0, height: 1) }
        if walk.path.contains(identity) {
            throw LuaError(kind: .runtime, message: "table contains a cycle (it contains itself at depth \(depth))")
        }
        if let copy = walk.copied[identity] {
            guard depth + copy.height - 1 <= walk.maxDepth else {
                throw LuaError(kind: .runtime, message: "table nested deeper than \(walk.maxDepth) levels")
            }
            try walk.count(copy.size)
            return copy
        }
        walk.path.append(identity)
        defer { walk.path.removeLast() }
        guard lua_checkstack(L, 4) != 0 else { throw LuaError.stackExhausted }

        let before = walk.values
        var height = 1
        var integerKeyed: [Int64: LuaValue] = [:]
        var fields: [(key: LuaValue, value: LuaValue)] = []
        lua_pushnil(L)
        while true {
            var more: Int32 = 0
            try check(applife_next(L, index, &more), L)
            if more == 0 { break }
            try walk.count(2)
            let value = try element(L, lua_gettop(L), depth: depth, &walk, height: &height)
            if lua_isinteger(L, -2) != 0 {
                integerKeyed[Int64(lua_tointegerx(L, -2, nil))] = value
            } else {
                let key = try element(L, lua_gettop(L) - 1, depth: depth, &walk, height: &height)
                fields.append((key, value))
            }
            lua_settop(L, -2)  // keep the key for the next step
        }

        var table = LuaTable()
        var next: Int64 = 1
        while let value = integerKeyed.removeValue(forKey: next) {
            table.sequence.append(value)
            next += 1
        }
        fields += integerKeyed.map { (key: LuaValue.integer($0.key), value: $0.value) }
        table.fields = fields.sorted { LuaState.keyPrecedes($0.key, $1.key) }
        let copy = Copy(table: table, size: walk.values - before, height: height)
        walk.copied[identity] = copy
        return copy
    }

    private func element(
        _ L: OpaquePointer, _ index: Int32, depth: Int, _ walk: inout TableWalk, height: inout Int
    ) throws -> LuaValue {
        if lua_type(L, index) == LUA_TTABLE {
            let copy = try snapshot(L, index, depth: depth + 1, &walk)
            height = max(height, copy.height + 1)
            return .table(copy.table)
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
