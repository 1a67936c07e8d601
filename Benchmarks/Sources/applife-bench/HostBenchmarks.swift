import LuaHost

/// The LuaHost bars (CONTRIBUTING.md, benchmarks): Lua -> Swift call, Swift -> Lua callback
/// through a cached reference, and an error round trip. No budgets are armed
/// (an armed count hook slows every Lua instruction).
enum HostBenchmarks {
    static func run() throws -> [Measurement] {
        let state = try LuaState(sandbox: LuaSandbox())
        try state.setGlobal(
            "inc",
            .function(
                LuaFunction("inc") { call in
                    call.returning(integer: try call.integer(1) &+ 1)
                }))
        try state.setGlobal(
            "fail",
            .function(
                LuaFunction("fail") { _ in
                    throw LuaHostError.message("expected failure")
                }))
        let n = 2_000_000
        let callLoop = try state.load(
            LuaSource(
                text: """
                    local inc, n = inc, ...
                    local x = 0
                    for i = 1, n do x = inc(x) end
                    return x
                    """), name: "=bench-call")
        let emptyLoop = try state.load(
            LuaSource(
                text: """
                    local n = ...
                    local x = 0
                    for i = 1, n do x = x + 1 end
                    return x
                    """), name: "=bench-empty")
        let errorLoop = try state.load(
            LuaSource(
                text: """
                    local fail, pcall, n = fail, pcall, ...
                    for i = 1, n do pcall(fail) end
                    """), name: "=bench-error")
        let callback = try state.load(LuaSource(text: "return function() end"), name: "=bench-callback")
        guard case .reference(let noop) = try state.call(.reference(callback)).first else { fatalError("no function") }

        var results: [Measurement] = []
        results.append(
            try measure("Lua -> Swift host call (int in/out)", operations: n, bar: 60) {
                try state.call(.reference(callLoop), arguments: [.integer(Int64(n))])
            })
        results.append(
            try measure("  (the Lua loop alone, for reference)", operations: n) {
                try state.call(.reference(emptyLoop), arguments: [.integer(Int64(n))])
            })
        results.append(
            try measure("Swift -> Lua callback (cached ref)", operations: n, bar: 45) {
                for _ in 0..<n { try state.call(noop) }
            })
        let errors = 200_000
        results.append(
            try measure("error round trip (Swift throws, Lua pcall)", operations: errors, bar: 500) {
                try state.call(.reference(errorLoop), arguments: [.integer(Int64(errors))])
            })
        return results
    }
}
