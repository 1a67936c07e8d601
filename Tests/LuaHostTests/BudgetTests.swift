import Testing
@testable import LuaHost

/// Instruction, memory, time and output budgets: each stops the script with
/// its own kind, names the script's last file:line, and can be reset.
@Suite struct BudgetTests {
    struct Outcome {
        var error: LuaError?
        /// The error of running a small chunk right after, before any reset.
        var again: LuaError?
        /// What a small chunk returns after `resetBudgets()`.
        var afterReset: [String]
        var output = ""
    }

    private func exhaust(
        _ source: String, limits: LuaState.Limits, outputLimit: Int = 1 << 20
    ) throws -> Outcome {
        try LuaThread.run {
            let output = OutputCollector()
            let state = try sandboxedState(limits: limits, output: output, outputLimit: outputLimit)
            let error = try luaError { try state.run(source, name: "@budget.lua") }
            let again = try luaError {
                try state.run("local s = 0 for i = 1, 5000 do s = s + i end print('again') return s")
            }
            state.resetBudgets()
            let after = try state.shown("local s = 0 for i = 1, 5000 do s = s + i end print('after') return s")
            return Outcome(error: error, again: again, afterReset: after, output: output.text)
        }
    }

    @Test func instructionBudget() throws {
        let outcome = try exhaust("local x = 0\nwhile true do\n  x = x + 1\nend", limits: .init(instructions: 200_000))
        let error = try #require(outcome.error)
        #expect(error.kind == .budget)
        #expect(error.message.hasPrefix("budget.lua:"))
        #expect(error.message.hasSuffix(": instruction budget of 200000 exhausted"))
        #expect(error.file == "budget.lua")
        #expect(error.line == 2 || error.line == 3)
        #expect(outcome.again?.kind == .budget)
        #expect(outcome.afterReset == ["12502500"])
    }

    @Test func instructionBudgetIsStickyThroughPcall() throws {
        let outcome = try exhaust(
            """
            local caught = 0
            while true do
              pcall(function() while true do end end)
              caught = caught + 1
            end
            """, limits: .init(instructions: 100_000))
        let error = try #require(outcome.error)
        #expect(error.kind == .budget)
        #expect(error.file == "budget.lua")
        #expect(error.message.hasPrefix("budget.lua:\(error.line ?? -1): instruction budget"))
        #expect(outcome.afterReset == ["12502500"])
    }

    @Test func memoryCeiling() throws {
        let outcome = try exhaust(
            """
            local t = {}
            for i = 1, 1e9 do
              t[i] = { i }
            end
            """, limits: .init(memory: 32 << 20))
        let error = try #require(outcome.error)
        #expect(error.kind == .memory)
        #expect(error.message.hasPrefix("budget.lua:"))
        #expect(error.message.hasSuffix(": memory limit of 32 MB exceeded"))
        #expect(error.file == "budget.lua")
        #expect(error.line == 3)
        #expect(outcome.afterReset == ["12502500"])
    }

    @Test func memoryCeilingIsStickyThroughPcall() throws {
        let outcome = try exhaust(
            """
            local keep = {}
            while true do
              pcall(function() local s = 'x' while true do s = s .. s keep[#keep + 1] = s end end)
            end
            """, limits: .init(memory: 32 << 20, seconds: 30))
        #expect(outcome.error?.kind == .memory)
        #expect(outcome.error?.file == "budget.lua")
        #expect(outcome.afterReset == ["12502500"])
    }

    /// Text the host keeps for the script shares its memory limit: past it the memory
    /// budget trips (sticky) and Lua can allocate no more.
    @Test func hostMemoryCountsAgainstTheMemoryLimit() throws {
        let outcome = try LuaThread.run { () -> (Bool, LuaError?, LuaError?, Int) in
            let state = try sandboxedState(limits: .init(memory: 8 << 20))
            defer { state.close() }
            let fits = state.keepHostMemory(1 << 20) == nil
            let over = state.keepHostMemory(16 << 20)
            let afterwards = try luaError { try state.run("local t = {} for i = 1, 10 do t[i] = {} end") }
            _ = state.keepHostMemory(0)
            return (fits, over, afterwards, state.memoryInUse)
        }
        #expect(outcome.0)
        #expect(outcome.1?.kind == .memory)
        #expect(outcome.1?.message.hasSuffix("memory limit of 8 MB exceeded") == true)
        #expect(outcome.2?.kind == .memory, "the trip is sticky")
        #expect(outcome.3 < 8 << 20)
    }

    @Test func wallClockDeadline() throws {
        let outcome = try exhaust("local n = 0\nwhile true do\n  n = n + 1\nend", limits: .init(seconds: 0.2))
        let error = try #require(outcome.error)
        #expect(error.kind == .timeout)
        #expect(error.message.hasPrefix("budget.lua:"))
        #expect(error.message.hasSuffix(": time limit of 0.2 s exceeded"))
        #expect(error.file == "budget.lua")
        #expect(error.line == 2 || error.line == 3)
        #expect(outcome.again?.kind == .timeout)
        #expect(outcome.afterReset == ["12502500"])
    }

    /// The deadline thread sleeps until the earliest deadline and is woken only for an
    /// earlier one: a short deadline armed while it sleeps until a far one still stops its
    /// script (were the thread not woken, this would never end).
    @Test func anEarlierDeadlineWakesTheDeadlineThread() throws {
        let error = try LuaThread.run { () throws -> LuaError? in
            let far = try sandboxedState(limits: .init(seconds: 1e6))
            try far.run("local _ = 1")
            let near = try sandboxedState(limits: .init(seconds: 0.2))
            let error = try luaError { try near.run("while true do end", name: "@budget.lua") }
            withExtendedLifetime(far) {}
            return error
        }
        #expect(error?.kind == .timeout)
    }

    @Test func outputCapViaPrint() throws {
        let outcome = try exhaust(
            """
            for i = 1, 1e6 do
              print('0123456789')
            end
            """, limits: .init(), outputLimit: 1000)
        let error = try #require(outcome.error)
        #expect(error.kind == .output)
        #expect(error.message == "budget.lua:2: output limit of 1000 bytes exceeded")
        #expect(error.file == "budget.lua")
        #expect(error.line == 2)
        #expect(outcome.again?.kind == .output)
        #expect(outcome.output.utf8.count == 1000 + "after\n".utf8.count)
        #expect(outcome.output.hasSuffix("\n0123456789after\n"))  // the cap cuts the last line
        #expect(outcome.afterReset == ["12502500"])
    }

    @Test func outputCapWithOtherBudgetsArmed() throws {
        let outcome = try exhaust(
            """
            local function shout(s)
              print(s)
            end
            for i = 1, 1e6 do
              shout(string.rep('x', 99))
            end
            """, limits: .init(instructions: 1 << 40, seconds: 30), outputLimit: 10_000)
        let error = try #require(outcome.error)
        #expect(error.kind == .output)
        #expect(error.message == "budget.lua:2: output limit of 10000 bytes exceeded")
        #expect(outcome.afterReset == ["12502500"])
    }
}
