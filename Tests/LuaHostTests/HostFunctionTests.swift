import Testing
@testable import LuaHost

/// Swift functions called from Lua: arguments, results, Lua-style errors.
@Suite struct HostFunctionTests {
    /// Runs `source` in a state with the global `f(s, n)` (a string and an
    /// optional integer) and returns the error it ends with.
    private func failure(of source: String) throws -> LuaError? {
        try LuaThread.run {
            let state = try sandboxedState()
            try state.setGlobal(
                "f",
                .function(
                    LuaFunction("f") { call in
                        let text = try call.string(1)
                        let count = try call.optionalInteger(2) ?? 1
                        return try call.returning(.string(LuaString(String(repeating: text, count: Int(count)))))
                    }))
            return try luaError { try state.run(source) }
        }
    }

    @Test func argumentsAndResults() throws {
        let results = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            try state.setGlobal(
                "stats",
                .function(
                    LuaFunction("stats") { call in
                        let n = try call.integer(1)
                        let x = try call.number(2)
                        let bytes = try call.bytes(3)
                        return try call.returning(
                            .integer(n * 2), .number(x / 2), .integer(Int64(bytes.bytes.count)),
                            .boolean(call.boolean(4)), .integer(Int64(call.count)))
                    }))
            return try state.shown("return stats(21, 3, 'a\\0b', nil)")
        }
        #expect(results == ["42", "1.5", "3", "false", "4"])
    }

    @Test func wrongTypeGivesLuaStyleMessageAtTheCallersLine() throws {
        let error = try failure(of: "local x = 1\nreturn f(nil)")
        #expect(error?.message == "test.lua:2: bad argument #1 to 'f' (string expected, got nil)")
        #expect(error?.kind == .runtime)
        #expect(error?.file == "test.lua")
        #expect(error?.line == 2)
    }

    @Test func missingArgumentIsNoValue() throws {
        let error = try failure(of: "return f()")
        #expect(error?.message == "test.lua:1: bad argument #1 to 'f' (string expected, got no value)")
    }

    @Test func floatWithoutIntegerRepresentation() throws {
        let error = try failure(of: "\n\nreturn f('x', 1.5)")
        #expect(error?.message == "test.lua:3: bad argument #2 to 'f' (number has no integer representation)")
    }

    @Test func argumentErrorIsCatchableByPcall() throws {
        let message = try LuaThread.run { () -> String in
            let state = try sandboxedState()
            try state.setGlobal(
                "f",
                .function(
                    LuaFunction("f") { call in
                        throw call.argumentError(1, "positive number expected")
                    }))
            return try state.run("local ok, e = pcall(function()\n  f(-1)\nend)\nreturn e")[0].stringValue ?? "?"
        }
        #expect(message == "test.lua:2: bad argument #1 to 'f' (positive number expected)")
    }

    @Test func methodCallAdjustsArgumentNumbers() throws {
        let (badArgument, badSelf) = try LuaThread.run { () -> (String, String) in
            let holder = ClassHolder()
            let point = LuaClass(
                name: "Point",
                methods: [
                    (
                        "move",
                        LuaFunction("move") { call in
                            let p = try call.object(1, holder.required, as: Tracked.self)
                            p.value += Int(try call.integer(2))
                            return .none
                        }
                    )
                ])
            holder.luaClass = point
            let state = try sandboxedState()
            try state.setGlobal("p", .object(LuaObject(Tracked(DeinitCounter()), as: point)))
            let results = try state.run(
                """
                local _, a = pcall(function() p:move('far') end)
                local impostor = { move = p.move }
                local _, b = pcall(function() impostor:move(1) end)
                return a, b
                """)
            return (results[0].stringValue ?? "?", results[1].stringValue ?? "?")
        }
        #expect(badArgument == "test.lua:1: bad argument #1 to 'move' (number expected, got string)")
        #expect(badSelf == "test.lua:3: calling 'move' on bad self (Point expected, got table)")
    }

    @Test func thrownMessagesAndSwiftErrorsGetTheCallersPosition() throws {
        struct Oops: Error, CustomStringConvertible { var description: String { "oops from Swift" } }
        let messages = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            try state.setGlobal(
                "fail",
                .function(
                    LuaFunction("fail") { call in
                        if try call.string(1) == "message" { throw LuaHostError.message("not today") }
                        throw Oops()
                    }))
            return try state.run(
                """
                local _, a = pcall(fail, 'message')
                local _, b = pcall(function()
                  fail('swift')
                end)
                return a, b
                """
            ).map { $0.stringValue ?? "?" }
        }
        // pcall(fail, ...) calls fail from C, so there is no Lua line to name.
        #expect(messages == ["not today", "test.lua:3: oops from Swift"])
    }

    @Test func hostFunctionCanCallBackIntoLua() throws {
        let result = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            try state.setGlobal(
                "apply",
                .function(
                    LuaFunction("apply") { [unowned state] call in
                        let function = try call.function(1)
                        return try call.returning(contentsOf: try state.call(.reference(function), call.value(2)))
                    }))
            return try state.shown("return apply(function(x) return x * 2, 'done' end, 21)")
        }
        #expect(result == ["42", "\"done\""])
    }
}
