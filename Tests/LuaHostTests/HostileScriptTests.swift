import Testing
@testable import LuaHost

/// Scripts written to hang, exhaust or crash the host: each ends in bounded
/// time and memory with a clear error, and the process survives.
@Suite struct HostileScriptTests {
    /// 0.3 s and 32 MB, the limits a grader would use, scaled down.
    /// A memory bomb gets 30 s instead: the wall-clock deadline is only a
    /// backstop there, and at 0.3 s a busy machine would reach it before the
    /// memory ceiling.
    private func run(_ source: String, limits: LuaState.Limits = .init(memory: 32 << 20, seconds: 0.3)) throws
        -> LuaError?
    {
        try LuaThread.run {
            try luaError { try sandboxedState(limits: limits).run(source, name: "@hostile.lua") }
        }
    }

    @Test func endlessLoop() throws {
        let error = try run("local i = 0\nrepeat i = i + 1 until false")
        #expect(error?.kind == .timeout)
        #expect(error?.message == "hostile.lua:2: time limit of 0.3 s exceeded")
    }

    @Test func endlessLoopInAMetamethod() throws {
        let error = try run(
            """
            local t = setmetatable({}, { __index = function(t, k)
              while true do end
            end })
            return t.anything
            """)
        #expect(error?.kind == .timeout)
        #expect(error?.message == "hostile.lua:2: time limit of 0.3 s exceeded")
    }

    @Test func indexChainThatLoops() throws {
        let error = try run("local t = {} setmetatable(t, { __index = t }) return t.x")
        #expect(error?.kind == .runtime)
        #expect(error?.message == "hostile.lua:1: '__index' chain too long; possible loop")
    }

    @Test func endlessLoopInAnXpcallHandler() throws {
        let error = try run("xpcall(error, function()\n  while true do end\nend)")
        #expect(error?.kind == .timeout)
        #expect(error?.line == 2)
    }

    @Test func endlessLoopInAWouldBeFinalizerIsRefused() throws {
        let error = try run("setmetatable({}, { __gc = function() while true do end end }) collectgarbage()")
        #expect(error?.kind == .runtime)
        #expect(
            error?.message
                == "hostile.lua:1: bad argument #2 to 'setmetatable' (__gc metamethods are not allowed in the sandbox)")
    }

    @Test func memoryBombByStringDoubling() throws {
        let error = try run("local s = 'x'\nwhile true do\n  s = s .. s\nend", limits: .init(memory: 32 << 20))
        #expect(error?.kind == .memory)
        #expect(error?.message == "hostile.lua:3: memory limit of 32 MB exceeded")
    }

    @Test func memoryBombByStringRep() throws {
        let error = try run("local s = string.rep('x', 1 << 30)", limits: .init(memory: 32 << 20))
        #expect(error?.kind == .memory)
        #expect(error?.line == 1)
    }

    @Test func memoryBombByTableGrowth() throws {
        let error = try run(
            "local t = {}\nfor i = 1, math.maxinteger do t[i] = i end", limits: .init(memory: 32 << 20, seconds: 30))
        #expect(error?.kind == .memory)
        #expect(error?.line == 2)
    }

    @Test func memoryBombCaughtByPcallStillEnds() throws {
        let error = try run(
            "while true do pcall(string.rep, 'x', 1 << 30) end", limits: .init(memory: 32 << 20, seconds: 30))
        #expect(error?.kind == .memory)
    }

    @Test func deepRecursionIsAStackOverflow() throws {
        let error = try run(
            "local function f(n)\n  return 1 + f(n + 1)\nend\nreturn f(1)",
            limits: .init(memory: 256 << 20, seconds: 10))
        #expect(error?.kind == .runtime)
        #expect(error?.message.hasPrefix("hostile.lua:2: stack overflow") == true)
    }

    @Test func binaryChunkFromTheHostIsRefused() throws {
        let error = try LuaThread.run {
            try luaError {
                _ = try sandboxedState().load(
                    LuaSource(bytes: [27] + Array("LuaT\0\u{19}\u{93}\r\n\u{1a}\n".utf8)), name: "=bin")
            }
        }
        #expect(error?.kind == .syntax)
        #expect(error?.message.contains("attempt to load a binary chunk (mode is 't')") == true)
    }

    @Test func bareDofileDoesNotReadStandardInput() throws {
        let error = try run("dofile()")
        #expect(error?.message == "hostile.lua:1: dofile is not available in the sandbox (scripts cannot read files)")
    }

    @Test func errorWithUnprintableValues() throws {
        let messages = try LuaThread.run { () -> [String] in
            let state = try sandboxedState(limits: .init(seconds: 2))
            return try [
                "error()",
                "error(setmetatable({}, { __tostring = function() error({}) end }))",
                "error(setmetatable({}, { __tostring = function() while true do end end }))",
            ].map { source in try luaError { try state.run(source, name: "@hostile.lua") }?.message ?? "no error" }
        }
        // Raised without a position: the script's line is added.
        #expect(messages[0] == "hostile.lua:1: (error object is a nil value)")
        #expect(messages[1] == "hostile.lua:1: (error object is a table value)")
        // The looping __tostring runs under the hook: the time limit stops it.
        #expect(messages[2] == "hostile.lua:1: time limit of 2 s exceeded")
    }

    @Test func hostSurvivesAFloodOfHostileScriptsInOneState() throws {
        let after = try LuaThread.run { () -> [String] in
            let state = try sandboxedState(limits: .init(memory: 32 << 20, seconds: 0.3))
            for source in ["while true do end", "local s = 'x' while true do s = s .. s end", "error(nil)", "dofile()"]
            {
                _ = try luaError { try state.run(source) }
                state.resetBudgets()
            }
            return try state.shown("return 'still here'")
        }
        #expect(after == ["\"still here\""])
    }
}
