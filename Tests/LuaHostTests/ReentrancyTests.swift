import Testing
@testable import LuaHost

/// Lua -> Swift -> Lua -> Swift ... nesting.
@Suite struct ReentrancyTests {
    /// A state with `descend(n)`: Swift calls the Lua global `step(n + 1)`,
    /// which calls `descend` again until `limit`.
    private func nest(limit: Int) throws -> (result: [String], error: LuaError?, after: [String]) {
        try LuaThread.run {
            let state = try sandboxedState()
            try state.setGlobal(
                "descend",
                .function(
                    LuaFunction("descend") { [unowned state] call in
                        let n = try call.integer(1)
                        let step = try state.global("step")
                        return try call.returning(contentsOf: try state.call(step, .integer(n + 1)))
                    }))
            try state.run(
                """
                limit = \(limit)
                function step(n)
                  if n >= limit then return n end
                  return descend(n)
                end
                """)
            var result: [String] = []
            let error = try luaError { result = try state.shown("return step(0)") }
            return (
                result, error,
                try state.shown("limit = 30 local t = {} for i = 1, 10 do t[i] = i end return #t, step(0)")
            )
        }
    }

    @Test func moderateNestingReturnsThroughEveryLevel() throws {
        let outcome = try nest(limit: 50)
        #expect(outcome.error == nil)
        #expect(outcome.result == ["50"])
        #expect(outcome.after == ["10", "30"])
    }

    @Test func unboundedNestingEndsInCStackOverflowAndTheStateSurvives() throws {
        let outcome = try nest(limit: 1_000_000)
        #expect(outcome.error?.kind == .runtime)
        #expect(outcome.error?.message.contains("stack overflow") == true)
        #expect(outcome.result == [])
        #expect(outcome.after == ["10", "30"])
    }
}
