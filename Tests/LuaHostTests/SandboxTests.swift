import Testing
@testable import LuaHost

/// What a sandboxed script can and cannot reach.
@Suite struct SandboxTests {
    /// Runs each snippet in a fresh sandboxed state and returns the message
    /// it fails with (or "no error").
    private func refusals(_ snippets: [String]) throws -> [String] {
        try LuaThread.run {
            try snippets.map { snippet in
                let state = try sandboxedState()
                return try luaError { try state.run(snippet, name: "@escape.lua") }?.message ?? "no error"
            }
        }
    }

    @Test func fileAndProcessAccessIsRefused() throws {
        let messages = try refusals([
            "io.open('/etc/passwd')",
            "io.write('x')",
            "os.execute('true')",
            "os.exit(0)",
            "os.getenv('HOME')",
            "os.remove('/tmp/x')",
            "os.rename('/tmp/x', '/tmp/y')",
            "os.tmpname()",
            "dofile('/etc/passwd')",
            "dofile()",
            "loadfile('/etc/passwd')",
            "require('os')",
            "package.loadlib('x', 'y')",
            "string.dump(print)",
            "debug.getinfo(1)",
            "debug.sethook()",
        ])
        #expect(
            messages == [
                "escape.lua:1: io.open is not available in the sandbox (scripts cannot read or write files)",
                "escape.lua:1: io.write is not available in the sandbox (scripts cannot read or write files)",
                "escape.lua:1: os.execute is not available in the sandbox (scripts get virtual time only)",
                "escape.lua:1: os.exit is not available in the sandbox (scripts get virtual time only)",
                "escape.lua:1: os.getenv is not available in the sandbox (scripts get virtual time only)",
                "escape.lua:1: os.remove is not available in the sandbox (scripts get virtual time only)",
                "escape.lua:1: os.rename is not available in the sandbox (scripts get virtual time only)",
                "escape.lua:1: os.tmpname is not available in the sandbox (scripts get virtual time only)",
                "escape.lua:1: dofile is not available in the sandbox (scripts cannot read files)",
                "escape.lua:1: dofile is not available in the sandbox (scripts cannot read files)",
                "escape.lua:1: loadfile is not available in the sandbox (scripts cannot read files)",
                "escape.lua:1: require is not available in the sandbox (scripts are self-contained)",
                "escape.lua:1: package.loadlib is not available in the sandbox (scripts are self-contained)",
                "escape.lua:1: string.dump is not available in the sandbox (binary chunks are not allowed)",
                "escape.lua:1: debug.getinfo is not available in the sandbox (it can break the host's guarantees)",
                "escape.lua:1: debug.sethook is not available in the sandbox (it can break the host's guarantees)",
            ])
    }

    @Test func refusedLibrariesCannotBeReplacedOrInspected() throws {
        let messages = try refusals(["io.open = print", "return getmetatable(io).__index"])
        #expect(
            messages == [
                "escape.lua:1: io is read-only in the sandbox",
                "escape.lua:1: attempt to index a boolean value",
            ])
    }

    @Test func loadRefusesBinaryChunks() throws {
        let results = try LuaThread.run { () -> [String] in
            try sandboxedState().shown(
                """
                local binary = string.char(27) .. 'LuaT' .. string.rep('\\0', 40)
                local f1, e1 = load(binary)
                local f2, e2 = load(binary, 'chunk', 'b')
                local f3 = load('return 6 * 7', 'chunk', 'bt')
                return f1, e1, f2, e2, f3()
                """)
        }
        #expect(
            results == [
                "nil", "\"attempt to load a binary chunk (mode is 't')\"",
                "nil", "\"attempt to load a binary chunk (mode is 't')\"",
                "42",
            ])
    }

    @Test func gcMetamethodsAndStoppingTheCollectorAreRefused() throws {
        let messages = try refusals([
            "setmetatable({}, { __gc = function() while true do end end })",
            "collectgarbage('stop')",
            "collectgarbage('generational')",
        ])
        #expect(
            messages == [
                "escape.lua:1: bad argument #2 to 'setmetatable' (__gc metamethods are not allowed in the sandbox)",
                "escape.lua:1: bad argument #1 to 'collectgarbage' (option 'stop' is not allowed in the sandbox)",
                "escape.lua:1: bad argument #1 to 'collectgarbage' (option 'generational' is not allowed in the sandbox)",
            ])
        let allowed = try LuaThread.run {
            try sandboxedState().shown(
                "collectgarbage() collectgarbage('step') return math.type(collectgarbage('count')), collectgarbage('isrunning')"
            )
        }
        #expect(allowed == ["\"float\"", "true"])
    }

    @Test func stringMetatableIsLocked() throws {
        let locked = try LuaThread.run { () -> [String] in
            try sandboxedState().shown("return getmetatable(''), ('abc'):upper()")
        }
        #expect(locked == ["false", "\"ABC\""])
        let messages = try refusals([
            "getmetatable('').__index = {}",
            "setmetatable('', {})",
        ])
        #expect(
            messages == [
                "escape.lua:1: attempt to index a boolean value",
                "escape.lua:1: bad argument #1 to 'setmetatable' (table expected, got string)",
            ])
    }

    @Test func mathRandomIsDeterministicForASeed() throws {
        let sequences = try LuaThread.run { () -> [String] in
            try [Int64(7), 7, 8].map { seed in
                let values = try sandboxedState(seed: seed).run(
                    """
                    local t = {}
                    for i = 1, 8 do t[i] = math.random(1, 1000000) end
                    return table.concat(t, ',')
                    """)
                return values[0].stringValue ?? "?"
            }
        }
        #expect(sequences[0] == sequences[1])
        #expect(sequences[0] != sequences[2])
        let reseeded = try LuaThread.run {
            try sandboxedState(seed: 7).shown(
                "local a = math.random(1, 1e6) math.random() math.randomseed() return a == math.random(1, 1e6)")
        }
        #expect(reseeded == ["true"])
    }

    @Test func timeComesFromTheHostClockInUTC() throws {
        final class Clock { var seconds = 1.5 }
        let clock = Clock()
        let results = try LuaThread.run { () -> [String] in
            let state = try sandboxedState(clock: { clock.seconds }, time: { 1_700_000_000 })
            let first = try state.shown("return os.time(), os.clock()")
            clock.seconds = 4.25
            let rest = try state.shown(
                """
                return os.clock(), os.date('%Y-%m-%d %H:%M:%S'), os.date('%H:%M', 0), os.date('*t', 86400).day,
                       os.time({ year = 2000, month = 1, day = 1, hour = 0 }), os.difftime(10, 4)
                """)
            return first + rest
        }
        #expect(
            results == [
                "1700000000", "1.5",
                "4.25", "\"2023-11-14 22:13:20\"", "\"00:00\"", "2", "946684800", "6.0",
            ])
    }

    @Test func printGoesToTheSinkWithStableTableIds() throws {
        let output = try LuaThread.run { () -> String in
            let sink = OutputCollector()
            try sandboxedState(output: sink).run(
                """
                local a, b = {}, {}
                print('hello', 1, 2.5, nil, true)
                print(a, b, a)
                print(tostring(b), tostring(print) == tostring(print))
                print(setmetatable({}, { __tostring = function() return 'custom' end }))
                """)
            return sink.text
        }
        #expect(
            output == """
                hello\t1\t2.5\tnil\ttrue
                table: #1\ttable: #2\ttable: #1
                table: #2\ttrue
                custom

                """)
    }

    @Test func xpcallRunsItsHandler() throws {
        let results = try LuaThread.run {
            try sandboxedState().shown(
                """
                local ok, message = xpcall(function(x) error('failed with ' .. x) end,
                                           function(m) return 'handled: ' .. m end, 'arg')
                local ok2, a, b = xpcall(function(x, y) return x + y, 'fine' end, print, 1, 2)
                return ok, message, ok2, a, b
                """)
        }
        #expect(results == ["false", "\"handled: test.lua:1: failed with arg\"", "true", "3", "\"fine\""])
    }

    @Test func xpcallWithLoopingHandlerCannotHangTheHost() throws {
        let error = try LuaThread.run {
            try luaError {
                try sandboxedState(limits: .init(seconds: 0.3)).run(
                    """
                    local function loop() while true do end end
                    xpcall(loop, loop)
                    """)
            }
        }
        #expect(error?.kind == .timeout)
        #expect(error?.file == "test.lua")
        #expect(error?.line == 1)
    }
}

extension SandboxTests {
    @Test func setmetatableErrorsPointAtTheScript() throws {
        let messages = try refusals([
            "setmetatable(1, {})",
            "setmetatable({}, 42)",
            "local t = setmetatable({}, { __metatable = 'locked' })\nsetmetatable(t, {})",
        ])
        #expect(
            messages == [
                "escape.lua:1: bad argument #1 to 'setmetatable' (table expected, got number)",
                "escape.lua:1: bad argument #2 to 'setmetatable' (nil or table expected)",
                "escape.lua:2: cannot change a protected metatable",
            ])
        let ok = try LuaThread.run {
            try sandboxedState().shown(
                "local t = {} return setmetatable(t, { __index = { x = 1 } }) == t, t.x, getmetatable(setmetatable(t, nil))"
            )
        }
        #expect(ok == ["true", "1", "nil"])
    }
}
