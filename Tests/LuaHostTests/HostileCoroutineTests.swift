import Testing
@testable import LuaHost

/// Coroutines and to-be-closed variables against the budgets: a `__close`
/// handler that loops must not outlive a tripped budget (Lua runs the
/// handlers of a thread the hook unwound with hooks off), many short
/// coroutines and host functions must not slip past the deadline, and
/// scripts may not resume or close the coroutines the host drives.
@Suite struct HostileCoroutineTests {
    private static let loopingCloser =
        "setmetatable({}, { __close = function() while true do end end })"

    /// Runs `source` on the main thread of a sandboxed state with a short deadline.
    private func run(_ source: String, seconds: Double = 0.3) throws -> LuaError? {
        try LuaThread.run {
            try luaError {
                try sandboxedState(limits: .init(memory: 64 << 20, seconds: seconds)).run(source, name: "@hostile.lua")
            }
        }
    }

    /// Runs `source` as a coroutine the host resumes (a scenario strand).
    private func runAsHostCoroutine(_ source: String) throws -> LuaError? {
        try LuaThread.run {
            let state = try sandboxedState(limits: .init(memory: 64 << 20, seconds: 0.3))
            let chunk = try state.load(LuaSource(text: source), name: "@hostile.lua")
            let co = try state.coroutine(chunk)
            return try luaError { _ = try co.resume() }
        }
    }

    @Test func loopingCloserOfAHostCoroutineIsNotRunAfterATrip() throws {
        let error = try runAsHostCoroutine("local x <close> = \(Self.loopingCloser)\nwhile true do end")
        #expect(error?.kind == .timeout)
        #expect(error?.message == "hostile.lua:2: time limit of 0.3 s exceeded")
    }

    @Test func loopingCloserInsideCoroutineWrap() throws {
        let error = try run(
            """
            local f = coroutine.wrap(function()
              local x <close> = \(Self.loopingCloser)
              while true do end
            end)
            f()
            """)
        #expect(error?.kind == .timeout)
    }

    @Test func closingATrippedCoroutineBeforeTheTripIsNoticed() throws {
        // resume returns to this chunk, which could close the dead coroutine
        // before its own next hook call: resume re-raises the trip at once.
        let error = try run(
            """
            local co = coroutine.create(function()
              local x <close> = \(Self.loopingCloser)
              while true do end
            end)
            local ok = coroutine.resume(co)
            coroutine.close(co)
            """)
        #expect(error?.kind == .timeout)
        #expect(error?.line == 3)  // where the time ran out
    }

    @Test func aTrippedCoroutineStaysUnclosedAfterAReset() throws {
        let results = try LuaThread.run { () -> [String] in
            let state = try sandboxedState(limits: .init(seconds: 0.3))
            _ = try luaError {
                try state.run(
                    """
                    co = coroutine.create(function()
                      local x <close> = \(Self.loopingCloser)
                      while true do end
                    end)
                    coroutine.resume(co)
                    """)
            }
            state.resetBudgets()
            return try state.shown("return coroutine.close(co)")
        }
        #expect(
            results == ["false", "\"the coroutine was stopped by a limit: its to-be-closed variables are not closed\""])
    }

    @Test func loopingCloserAfterAnOrdinaryErrorIsStoppedByTheHook() throws {
        let error = try run(
            """
            local co = coroutine.create(function()
              local x <close> = \(Self.loopingCloser)
              error("plain")
            end)
            coroutine.resume(co)
            coroutine.close(co)
            """)
        #expect(error?.kind == .timeout)
    }

    @Test func loopingCloserUnderPcallOnTheMainThread() throws {
        let error = try run(
            """
            pcall(function()
              local x <close> = \(Self.loopingCloser)
              while true do end
            end)
            """)
        #expect(error?.kind == .timeout)
    }

    @Test func closersStillRunNormally() throws {
        let results = try LuaThread.run { () -> [String] in
            try sandboxedState(limits: .init(seconds: 5)).shown(
                """
                local log = {}
                local function closer(name) return setmetatable({}, { __close = function() log[#log + 1] = name end }) end
                local co = coroutine.wrap(function() local a <close> = closer("a") coroutine.yield() end)
                co() co()
                local c2 = coroutine.create(function() local b <close> = closer("b") coroutine.yield() end)
                coroutine.resume(c2)
                local closed = coroutine.close(c2)
                local ok, err = pcall(coroutine.wrap(function() local c <close> = closer("c") error("boom") end))
                return table.concat(log, ","), closed, ok, err
                """)
        }
        #expect(results == ["\"a,b,c\"", "true", "false", "\"test.lua:8: boom\""])
    }

    @Test func manyShortCoroutinesCannotOutrunTheDeadline() throws {
        // Each coroutine runs a few instructions, fewer than the hook's step.
        let error = try run("while true do coroutine.wrap(function() end)() end")
        #expect(error?.kind == .timeout)
    }

    @Test func hostFunctionsCalledFromCAreTimed() throws {
        // gsub calls the host function for every match without running a
        // single Lua instruction: only the host-call check can stop it.
        let error = try LuaThread.run { () -> LuaError? in
            let state = try sandboxedState(limits: .init(memory: 256 << 20, seconds: 0.3))
            try state.setGlobal("noop", .function(LuaFunction("noop") { _ in .none }))
            return try luaError { try state.run("string.gsub(string.rep('x', 1e8), '.', noop)", name: "@hostile.lua") }
        }
        #expect(error?.kind == .timeout)
        #expect(error?.line == 1)
    }

    @Test func scriptsCannotResumeOrCloseHostCoroutines() throws {
        let results = try LuaThread.run { () -> [String] in
            let state = try sandboxedState(limits: .init(seconds: 5))
            try state.setGlobal("pause", .function(LuaFunction("pause") { call in try call.yielding() }))
            let chunk = try state.load(
                LuaSource(text: "me = coroutine.running() pause() return 'done'"), name: "@strand.lua")
            let co = try state.coroutine(chunk)
            _ = try co.resume()
            let resumed = try state.shown("return coroutine.resume(me)")
            let closed =
                try luaError { try state.run("coroutine.close(me)", name: "@other.lua") }?.message ?? "no error"
            let finished = try co.resume()
            guard case .finished(let values) = finished else { return ["not finished"] }
            return resumed + [closed] + values.map(show)
        }
        #expect(results[0] == "false")
        #expect(results[1].hasPrefix("\"cannot resume a coroutine of the scenario runner"))
        #expect(results[2].hasPrefix("other.lua:1: cannot close a coroutine of the scenario runner"))
        #expect(results[3] == "\"done\"")
    }
}
