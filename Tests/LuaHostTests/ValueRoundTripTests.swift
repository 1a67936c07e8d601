import Testing
@testable import LuaHost

/// Values crossing Swift -> Lua -> Swift keep their type and every byte.
@Suite struct ValueRoundTripTests {
    /// Sends `values` through a Lua identity function and reports how Lua saw
    /// each one (`math.type` or `type`) and what came back.
    private func roundTrip(_ values: [LuaValue]) throws -> (luaTypes: String, back: [String]) {
        try LuaThread.run {
            let state = try LuaState()
            let identity = try state.run("return function(...) return ... end")[0]
            let typer = try state.run(
                """
                return function(...)
                  local out = {}
                  for i = 1, select('#', ...) do
                    local v = (select(i, ...))
                    out[i] = math.type(v) or type(v)
                  end
                  return table.concat(out, ' ')
                end
                """)[0]
            let types = try state.call(typer, arguments: values)[0].stringValue ?? "?"
            let back = try state.call(identity, arguments: values).map(show)
            return (types, back)
        }
    }

    @Test func nilAndBooleans() throws {
        let result = try roundTrip([.nil, true, false])
        #expect(result.luaTypes == "nil boolean boolean")
        #expect(result.back == ["nil", "true", "false"])
    }

    @Test func integersAndFloatsStayDistinct() throws {
        let result = try roundTrip([
            .integer(1), .number(1.0), .integer(.max), .integer(.min), .number(1e308), .number(-.infinity),
        ])
        #expect(result.luaTypes == "integer float integer integer float float")
        #expect(result.back == ["1", "1.0", "9223372036854775807", "-9223372036854775808", "1e+308", "-inf"])
    }

    @Test func luaNumbersReadIntoSwift() throws {
        let values = try LuaThread.run {
            try LuaState().shown("return 1, 1.0, math.maxinteger, math.mininteger, 2^53, 3 // 2, 3 / 2, math.huge")
        }
        #expect(
            values == [
                "1", "1.0", "9223372036854775807", "-9223372036854775808", "9007199254740992.0", "1", "1.5", "inf",
            ])
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let (fromSwift, fromLua) = try LuaThread.run { () -> (String, FloatingPointSign?) in
            let state = try LuaState()
            let reciprocal = try state.run("return function(x) return 1 / x end")[0]
            let inverse = try state.call(reciprocal, .number(-0.0))[0]
            guard case .number(let zero) = try state.run("return -0.0")[0] else { return (show(inverse), nil) }
            return (show(inverse), zero.sign)
        }
        #expect(fromSwift == "-inf")
        #expect(fromLua == .minus)
    }

    @Test func stringsWithNulBytesSurviveWhole() throws {
        let (length, secondByte, back, fromLua) = try LuaThread.run { () -> (String, String, [UInt8], [UInt8]) in
            let state = try LuaState()
            let probe = try state.run("return function(s) return #s, s:byte(2), s end")[0]
            let results = try state.call(probe, .string(LuaString(bytes: [0x61, 0x00, 0x62])))
            guard case .string(let s) = results[2], case .string(let made) = try state.run(#"return "x\0y\0""#)[0]
            else { return ("?", "?", [], []) }
            return (show(results[0]), show(results[1]), s.bytes, made.bytes)
        }
        #expect(length == "3")
        #expect(secondByte == "0")
        #expect(back == [0x61, 0x00, 0x62])
        #expect(fromLua == [0x78, 0x00, 0x79, 0x00])
    }

    @Test func invalidUTF8BytesSurviveUnchanged() throws {
        let invalid: [UInt8] = [0xFF, 0xFE, 0x41, 0xC3, 0x28, 0x80]
        let (back, fromLua) = try LuaThread.run { () -> ([UInt8], [UInt8]) in
            let state = try LuaState()
            let identity = try state.run("return function(s) return s end")[0]
            guard case .string(let s) = try state.call(identity, .string(LuaString(bytes: invalid)))[0],
                case .string(let made) = try state.run(#"return "\xff\xfeA""#)[0]
            else { return ([], []) }
            return (s.bytes, made.bytes)
        }
        #expect(back == invalid)
        #expect(fromLua == [0xFF, 0xFE, 0x41])
        #expect(LuaString(bytes: invalid).validText == nil)
    }

    @Test func swiftTableBecomesLuaTable() throws {
        let summary = try LuaThread.run { () -> String in
            let state = try LuaState()
            let describe = try state.run(
                """
                return function(t)
                  return table.concat({ #t, t[1], t[3], t.name, tostring(t[10]), t.inner[2], #t.inner, t.inner.deep.x }, ',')
                end
                """)[0]
            var table = LuaTable(array: [10, 20, 30], fields: [(.integer(10), true)])
            table["name"] = "Todo"
            table["inner"] = .table(LuaTable(array: ["a", "b"], fields: [("deep", ["x": 1.5])]))
            return try state.call(describe, .table(table))[0].stringValue ?? "?"
        }
        #expect(summary == "3,10,30,Todo,true,b,2,1.5")
    }

    @Test func luaTableSnapshotIntoSwift() throws {
        let (sequence, keys, name, nested) = try LuaThread.run { () -> ([String], [String], String, [String]) in
            let state = try LuaState()
            guard
                case .reference(let ref) = try state.run(
                    """
                    return setmetatable({ 'a', 'b', 'c', [5] = 'five', name = 'Todo', [true] = 1, [2.5] = 'x',
                                          inner = { 1, 2, more = { z = 0 } } },
                                        { __index = function() error('metamethods must not run') end,
                                          __pairs = function() error('metamethods must not run') end })
                    """)[0]
            else { return ([], [], "", []) }
            let table = try state.table(ref, maxDepth: 4)
            let inner = table["inner"].tableValue
            return (
                table.sequence.map(show), table.fields.map { show($0.key) }, show(table["name"]),
                (inner?.sequence.map(show) ?? []) + [show(inner?["more"].tableValue?["z"] ?? .nil)]
            )
        }
        #expect(sequence == ["\"a\"", "\"b\"", "\"c\""])
        #expect(keys == ["true", "2.5", "5", "\"inner\"", "\"name\""])
        #expect(name == "\"Todo\"")
        #expect(nested == ["1", "2", "0"])
    }

    @Test func snapshotRefusesCycles() throws {
        let error = try LuaThread.run { () -> LuaError? in
            let state = try LuaState()
            guard case .reference(let ref) = try state.run("local t = { child = {} } t.child.parent = t return t")[0]
            else { return nil }
            return try luaError { _ = try state.table(ref, maxDepth: 10) }
        }
        #expect(error?.message.contains("cycle") == true)
    }

    @Test func snapshotCopiesSharedTablesThatAreNotCycles() throws {
        let values = try LuaThread.run { () -> [String] in
            let state = try LuaState()
            guard case .reference(let ref) = try state.run("local shared = { 7 } return { a = shared, b = shared }")[0]
            else { return [] }
            let table = try state.table(ref)
            return [table["a"], table["b"]].map { $0.tableValue.map { $0.sequence.map(show).joined() } ?? "?" }
        }
        #expect(values == ["7", "7"])
    }

    @Test func snapshotHasADepthCap() throws {
        let (error, fits) = try LuaThread.run { () -> (LuaError?, Int) in
            let state = try LuaState()
            guard case .reference(let ref) = try state.run("return { { { { 'deep' } } } }")[0] else { return (nil, 0) }
            let error = try luaError { _ = try state.table(ref, maxDepth: 3) }
            var table = try state.table(ref, maxDepth: 4)
            var depth = 1
            while let inner = table.sequence.first?.tableValue {
                table = inner
                depth += 1
            }
            return (error, depth)
        }
        #expect(error?.message == "table nested deeper than 3 levels")
        #expect(fits == 4)
    }

    @Test func luaFunctionHeldAsReferenceIsCalledLater() throws {
        let results = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            let counter = try state.run("local n = 0 return function(k) n = n + k return n end")[0]
            try state.run("x = {} for i = 1, 1000 do x[i] = {} end x = nil collectgarbage()")
            let first = try state.call(counter, 5)
            let second = try state.call(counter, 3)
            return (first + second).map(show)
        }
        #expect(results == ["5", "8"])
    }
}

/// Swift objects as userdata.
@Suite struct SwiftObjectTests {
    /// A `Counter` class with `add(n)` and `value()`, and a `Vector` class with nothing.
    private func classes() -> (counter: LuaClass, vector: LuaClass, holder: ClassHolder) {
        let holder = ClassHolder()
        let counter = LuaClass(
            name: "Counter",
            methods: [
                (
                    "add",
                    LuaFunction("add") { call in
                        let object = try call.object(1, holder.required, as: Tracked.self)
                        object.value += Int(try call.integer(2))
                        return call.returning(integer: Int64(object.value))
                    }
                ),
                (
                    "value",
                    LuaFunction("value") { call in
                        call.returning(integer: Int64(try call.object(1, holder.required, as: Tracked.self).value))
                    }
                ),
            ])
        holder.luaClass = counter
        return (counter, LuaClass(name: "Vector"), holder)
    }

    @Test func methodsReachTheSwiftObject() throws {
        let deinits = DeinitCounter()
        let (results, swiftValue) = try LuaThread.run { () -> ([String], Int) in
            let (counter, _, _) = classes()
            let object = Tracked(deinits, value: 10)
            let state = try sandboxedState()
            try state.setGlobal("c", .object(LuaObject(object, as: counter)))
            let results = try state.shown("c:add(5) return c:add(2), c:value(), type(c), tostring(c)")
            return (results, object.value)
        }
        #expect(results == ["17", "17", "\"userdata\"", "\"Counter\""])
        #expect(swiftValue == 17)
    }

    @Test func objectOfAnotherClassIsRefused() throws {
        let deinits = DeinitCounter()
        let message = try LuaThread.run { () -> String in
            let (counter, vector, holder) = classes()
            let state = try sandboxedState()
            try state.setGlobal("c", .object(LuaObject(Tracked(deinits), as: counter)))
            try state.setGlobal("v", .object(LuaObject(Tracked(deinits), as: vector)))
            try state.setGlobal(
                "value_of",
                .function(
                    LuaFunction("value_of") { call in
                        call.returning(integer: Int64(try call.object(1, holder.required, as: Tracked.self).value))
                    }))
            return try state.run("local ok, e = pcall(value_of, v) return e")[0].stringValue ?? "?"
        }
        #expect(message == "bad argument #1 to 'value_of' (Counter expected, got Vector)")
    }

    @Test func collectingTheUserdataReleasesTheSwiftObject() throws {
        let deinits = DeinitCounter()
        let (beforeCollect, afterCollect) = try LuaThread.run { () -> (Int, Int) in
            let (counter, _, _) = classes()
            let state = try sandboxedState()
            let keep = try state.run("objects = {} return function(o) objects[#objects + 1] = o end")[0]
            for i in 0..<25 { try state.call(keep, .object(LuaObject(Tracked(deinits, value: i), as: counter))) }
            try state.run("collectgarbage()")
            let before = deinits.count
            try state.run("objects = nil collectgarbage() collectgarbage()")
            return (before, deinits.count)
        }
        #expect(beforeCollect == 0)
        #expect(afterCollect == 25)
    }

    @Test func closingTheStateReleasesEverySwiftObject() throws {
        let deinits = DeinitCounter()
        let (whileOpen, afterClose) = try LuaThread.run { () -> (Int, Int) in
            let (counter, _, _) = classes()
            let state = try sandboxedState()
            let keep = try state.run("objects = {} return function(o) objects[#objects + 1] = o end")[0]
            for _ in 0..<40 { try state.call(keep, .object(LuaObject(Tracked(deinits), as: counter))) }
            try state.run("collectgarbage()")
            let whileOpen = deinits.count
            state.close()
            return (whileOpen, deinits.count)
        }
        #expect(whileOpen == 0)
        #expect(afterClose == 40)
    }
}
