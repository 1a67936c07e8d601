import Testing
@testable import LuaHost

/// Runtime and syntax errors: kinds, messages, positions, and nothing leaked
/// on the error path.
@Suite struct ErrorTests {
    @Test func runtimeErrorHasFileLineAndTraceback() throws {
        let error = try LuaThread.run {
            try luaError {
                try sandboxedState().run(
                    "local function inner()\n  error('boom')\nend\ninner()", name: "@scripts/a.lua")
            }
        }
        #expect(error?.kind == .runtime)
        #expect(error?.message == "scripts/a.lua:2: boom")
        #expect(error?.file == "scripts/a.lua")
        #expect(error?.line == 2)
        #expect(error?.reason == "boom")
        #expect(error?.traceback?.hasPrefix("stack traceback:") == true)
        #expect(error?.traceback?.contains("scripts/a.lua:2: in") == true)
        #expect(error?.traceback?.contains("scripts/a.lua:4: in") == true)
    }

    /// A Chinese variable name stops Lua's lexer at its first byte; the message says what
    /// Lua allows and how to write it instead. An ASCII mistake gets no such hint.
    @Test func aNonASCIINameSaysWhatLuaAllows() throws {
        let error = try LuaThread.run { try luaError { try sandboxedState().run("local 备忘录 = 1", name: "@notes.lua") } }
        #expect(error?.kind == .syntax)
        #expect(
            error?.message.hasPrefix("notes.lua:1: <name> expected near '<\\229>'") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains(LuaError.nonASCIINameHint) == true)
        let ascii = try LuaThread.run { try luaError { try sandboxedState().run("local = 1", name: "@a.lua") } }
        #expect(ascii?.message.contains("ASCII") == false, "\(ascii?.message ?? "")")
        #expect(!LuaError.stopsAtNonASCIIByte("x near '<\\127>'") && LuaError.stopsAtNonASCIIByte("near '<\\128>'"))
    }

    @Test func errorLevelTwoBlamesTheCaller() throws {
        let error = try LuaThread.run {
            try luaError { try sandboxedState().run("local function check(x)\n  error('bad x', 2)\nend\n\ncheck(1)") }
        }
        #expect(error?.message == "test.lua:5: bad x")
        #expect(error?.line == 5)
    }

    @Test func errorPathLeaksNoSwiftObjects() throws {
        let deinits = DeinitCounter()
        let (failures, message) = try LuaThread.run { () -> (String, String) in
            let state = try sandboxedState()
            try state.setGlobal(
                "explode",
                .function(
                    LuaFunction("explode") { call in
                        let allocated = Tracked(deinits, value: Int(try call.integer(1)))
                        throw LuaHostError.message("exploded with \(allocated.value)")
                    }))
            let results = try state.run(
                """
                local failures, last = 0, nil
                for i = 1, 1000 do
                  local ok, e = pcall(function() explode(i) end)
                  if not ok then failures = failures + 1 last = e end
                end
                return failures, last
                """)
            return (show(results[0]), results[1].stringValue ?? "?")
        }
        #expect(failures == "1000")
        #expect(message == "test.lua:3: exploded with 1000")
        #expect(deinits.count == 1000)
    }

    @Test func syntaxErrorHasKindFileAndLine() throws {
        let error = try LuaThread.run {
            try luaError {
                _ = try sandboxedState().load(
                    LuaSource(text: "local a = 1\n\nlocal b = = 2\n"), name: "@examples/x.lua")
            }
        }
        #expect(error?.kind == .syntax)
        #expect(error?.file == "examples/x.lua")
        #expect(error?.line == 3)
        #expect(error?.message.hasPrefix("examples/x.lua:3: unexpected symbol near '='") == true)
    }

    @Test func unfinishedChunkIsASyntaxErrorAtEOF() throws {
        let error = try LuaThread.run {
            try luaError {
                _ = try sandboxedState().load(LuaSource(text: "if true then\n  x = 1\n"), name: "@examples/x.lua")
            }
        }
        #expect(error?.kind == .syntax)
        #expect(error?.message == "examples/x.lua:3: 'end' expected (to close 'if' at line 1) near <eof>")
    }

    @Test func sourceSkipsByteOrderMarkAndShebangKeepingLineNumbers() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let messages = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            let shebang = LuaSource(text: "#!/usr/bin/env applife\nlocal x = 1\nerror('line three')\n")
            let withBom = LuaSource(bytes: bom + Array("local x = 1\nerror('line two')\n".utf8))
            let both = LuaSource(bytes: bom + Array("#!/usr/bin/env applife\nerror('line two')\n".utf8))
            return try [shebang, withBom, both].map { source in
                let chunk = try state.load(source, name: "@s.lua")
                return try luaError { try state.call(.reference(chunk), arguments: []) }?.message ?? "no error"
            }
        }
        #expect(messages == ["s.lua:3: line three", "s.lua:2: line two", "s.lua:2: line two"])
    }

    @Test func nonStringErrorValuesAreDescribed() throws {
        let messages = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            return try [
                "error(nil)",
                "error({ code = 1 })",
                "error(setmetatable({}, { __tostring = function() return 'custom text' end }))",
                "error(setmetatable({}, { __tostring = function() error('tostring fails') end }))",
                "error(setmetatable({}, { __tostring = function() return 42 end }))",
                "error(42)",
            ].map { source in try luaError { try state.run(source) }?.message ?? "no error" }
        }
        // None carries a position of its own: the script's line is added.
        #expect(
            messages == [
                "test.lua:1: (error object is a nil value)",
                "test.lua:1: (error object is a table value)",
                "test.lua:1: custom text",
                "test.lua:1: (error object is a table value)",
                "test.lua:1: 42",  // lua_isstring accepts a number from __tostring
                "test.lua:1: 42",
            ])
    }

    @Test func nulAndInvalidUTF8InMessagesStayReadable() throws {
        let error = try LuaThread.run {
            try luaError { try sandboxedState().run(#"error("nul\0here \xff\xfe end")"#) }
        }
        #expect(error?.message == "test.lua:1: nul\u{0}here \u{FFFD}\u{FFFD} end")
        #expect(error?.line == 1)
    }

    @Test func stateStaysUsableAfterAnError() throws {
        let results = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            _ = try luaError { try state.run("error('first')") }
            _ = try luaError { _ = try state.load(LuaSource(text: "+"), name: "=bad") }
            return try state.shown("return 1 + 1")
        }
        #expect(results == ["2"])
    }
}
