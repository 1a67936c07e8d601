import Testing
@testable import LuaHost

/// Coroutines resumed from Swift, and host functions that yield.
@Suite struct CoroutineTests {
    /// A state with `wait(seconds)`: it yields `"wait", seconds` to the
    /// resumer and returns what the next resume passes.
    private func stateWithWait() throws -> LuaState {
        let state = try sandboxedState()
        try state.setGlobal(
            "wait",
            .function(
                LuaFunction("wait") { call in
                    guard call.isYieldable else {
                        throw LuaHostError.message("wait can only be called from a coroutine")
                    }
                    return try call.yielding("wait", .number(try call.number(1)))
                }))
        return state
    }

    private func describe(_ outcome: LuaCoroutine.Outcome) -> String {
        switch outcome {
        case .yielded(let values): "yielded " + values.map(show).joined(separator: " ")
        case .finished(let values): "finished " + values.map(show).joined(separator: " ")
        }
    }

    @Test func resumeFromSwiftThroughLuaYields() throws {
        let steps = try LuaThread.run { () -> [String] in
            let state = try sandboxedState()
            guard
                case .reference(let body) = try state.run(
                    """
                    return function(a, b)
                      local c = coroutine.yield(a + b)
                      local d, e = coroutine.yield(c * 2)
                      return d .. e
                    end
                    """)[0]
            else { return [] }
            let co = try state.coroutine(body)
            var steps = [
                describe(try co.resume([1, 2])), describe(try co.resume([10])), describe(try co.resume(["x", "y"])),
            ]
            steps.append("\(co.status)")
            steps.append(try luaError { _ = try co.resume() }?.message ?? "no error")
            return steps
        }
        #expect(steps == ["yielded 3", "yielded 20", "finished \"xy\"", "dead", "cannot resume dead coroutine"])
    }

    @Test func hostFunctionYieldsAndResumeValuesBecomeItsResults() throws {
        let steps = try LuaThread.run { () -> [String] in
            let state = try stateWithWait()
            guard
                case .reference(let body) = try state.run(
                    """
                    return function()
                      local woke, late = wait(5)
                      local again = wait(0.5)
                      return woke, late, again
                    end
                    """)[0]
            else { return [] }
            let co = try state.coroutine(body)
            return [
                describe(try co.resume()),
                describe(try co.resume([.number(5.0), .boolean(false)])),
                describe(try co.resume(["done"])),
            ]
        }
        #expect(steps == ["yielded \"wait\" 5.0", "yielded \"wait\" 0.5", "finished 5.0 false \"done\""])
    }

    @Test func errorInsideACoroutineHasFileLineAndTraceback() throws {
        let error = try LuaThread.run { () -> LuaError? in
            let state = try stateWithWait()
            guard
                case .reference(let body) = try state.run(
                    """
                    return function()
                      wait(1)
                      local t = nil
                      return t.field
                    end
                    """, name: "@co.lua")[0]
            else { return nil }
            let co = try state.coroutine(body)
            _ = try co.resume()
            return try luaError { _ = try co.resume() }
        }
        #expect(error?.kind == .runtime)
        #expect(error?.message == "co.lua:4: attempt to index a nil value (local 't')")
        #expect(error?.file == "co.lua")
        #expect(error?.line == 4)
        #expect(error?.traceback?.hasPrefix("stack traceback:") == true)
        #expect(error?.traceback?.contains("co.lua:4: in function") == true)
    }

    @Test func isYieldableIsFalseOutsideACoroutine() throws {
        let (flags, error) = try LuaThread.run { () -> ([String], LuaError?) in
            let state = try stateWithWait()
            try state.setGlobal(
                "yieldable",
                .function(
                    LuaFunction("yieldable") { call in
                        call.returning(boolean: call.isYieldable)
                    }))
            let direct = try state.call(try state.global("yieldable"))
            guard case .reference(let body) = try state.run("return function() return yieldable() end")[0] else {
                return ([], nil)
            }
            let inside = try state.coroutine(body).resume()
            let flags = direct.map(show) + [describe(inside)]
            return (flags, try luaError { try state.run("\nwait(1)") })
        }
        #expect(flags == ["false", "finished true"])
        #expect(error?.message == "test.lua:2: wait can only be called from a coroutine")
    }

    @Test func luaSideCoroutinesAroundAYieldingHostFunction() throws {
        let results = try LuaThread.run { () -> [String] in
            try stateWithWait().shown(
                """
                local co = coroutine.wrap(function() local r = wait(2) return 'got ' .. r end)
                local what, seconds = co()
                return what, seconds, co('late')
                """)
        }
        #expect(results == ["\"wait\"", "2.0", "\"got late\""])
    }
}
