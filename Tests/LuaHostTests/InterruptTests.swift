import Testing
@testable import LuaHost

/// Interrupt requests (the REPL's Ctrl-C): a flag the count hook turns into a
/// sticky "interrupted" error; resetBudgets() makes the state usable again.
@Suite struct InterruptTests {
    @Test func requestStopsARunawayLoopAndResetRecovers() throws {
        let (error, after) = try LuaThread.run { () -> (LuaError?, [String]) in
            let state = try sandboxedState(limits: .init(), output: OutputCollector())
            state.isInterruptible = true
            var calls = 0
            try state.setGlobal(
                "tick",
                .function(
                    LuaFunction("tick") { _ in
                        calls += 1
                        if calls == 100 { state.requestInterrupt() }
                        return .none
                    }))
            let error = try luaError { try state.run("while true do tick() end", name: "@loop.lua") }
            state.resetBudgets()
            return (error, try state.shown("return 1 + 1"))
        }
        let stopped = try #require(error)
        #expect(stopped.kind == .interrupted)
        #expect(stopped.message == "loop.lua:1: interrupted")
        #expect(after == ["2"])
    }

    @Test func requestFromAnotherThread() throws {
        let error = try LuaThread.run { () -> LuaError? in
            let state = try sandboxedState(limits: .init(), output: OutputCollector())
            state.isInterruptible = true
            let handle = state.interruptHandle
            try state.setGlobal(
                "start",
                .function(
                    LuaFunction("start") { _ in
                        Thread.detach { handle.request() }
                        return .none
                    }))
            return try luaError { try state.run("start() while true do end", name: "@spin.lua") }
        }
        #expect(error?.kind == .interrupted)
    }

    @Test func pcallCannotSwallowAnInterrupt() throws {
        let error = try LuaThread.run { () -> LuaError? in
            let state = try sandboxedState(limits: .init(), output: OutputCollector())
            state.isInterruptible = true
            try state.setGlobal(
                "stop",
                .function(
                    LuaFunction("stop") { _ in
                        state.requestInterrupt()
                        return .none
                    }))
            return try luaError { try state.run("stop() while true do pcall(function() while true do end end) end") }
        }
        #expect(error?.kind == .interrupted)
    }

    @Test func aStaleRequestIsClearedByReset() throws {
        let result = try LuaThread.run { () -> [String] in
            let state = try sandboxedState(limits: .init(), output: OutputCollector())
            state.isInterruptible = true
            state.requestInterrupt()
            state.resetBudgets()
            return try state.shown("local s = 0 for i = 1, 100000 do s = s + i end return s")
        }
        #expect(result == ["5000050000"])
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A detached pthread, enough for "from another thread".
enum Thread {
    static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ b: @escaping @Sendable () -> Void) { body = b }
        }
        var thread = pthread_t()
        let pointer = Unmanaged.passRetained(Box(body)).toOpaque()
        pthread_create(
            &thread, nil,
            { raw in
                let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                usleep(20_000)
                box.body()
                return nil
            }, pointer)
        pthread_detach(thread)
    }
}
