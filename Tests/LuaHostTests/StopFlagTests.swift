import CLua
import CLuaShim
import Testing

@testable import LuaHost

/// The flags that may stop a script (applife_stop.h): the first trip wins and stays until
/// cleared, a request taken back before it tripped leaves no trace, and a hook woken for
/// nothing puts the budgets' hook back, so Lua runs hook-free again (or at its budget's step).
@Suite struct StopFlagTests {
    /// The main thread's count hook, read from a host function: (mask, count).
    private struct Hook: Equatable {
        var mask: Int32
        var count: Int32
    }

    /// Runs `source` in a state where `hook()` records the main thread's hook, and
    /// `wakeForNothing()` requests an interrupt (which hooks this thread at once), takes it
    /// back, and records the hook then.
    private func hooks(after source: String, limits: LuaState.Limits) throws -> [Hook] {
        try LuaThread.run {
            let state = try sandboxedState(limits: limits)
            var seen: [Hook] = []
            func record() { seen.append(Hook(mask: lua_gethookmask(state.L), count: lua_gethookcount(state.L))) }
            try state.setGlobal(
                "wakeForNothing",
                .function(
                    LuaFunction("wakeForNothing") { _ in
                        state.requestInterrupt()
                        #expect(state.takeInterruptRequest())
                        record()
                        return .none
                    }))
            try state.setGlobal(
                "hook",
                .function(
                    LuaFunction("hook") { _ in
                        record()
                        return .none
                    }))
            try state.run(source, name: "@woken.lua")
            return seen
        }
    }

    @Test func aHookWokenForNothingTurnsItselfOff() throws {
        let seen = try hooks(
            after: "hook()\nwakeForNothing()\nlocal x = 0\nfor i = 1, 10 do x = x + i end\nhook()",
            limits: .init())
        #expect(seen[0] == Hook(mask: 0, count: 0), "no budget: Lua runs hook-free")
        #expect(seen[1] == Hook(mask: LUA_MASKCOUNT, count: 1), "the wake-up hooked the next instruction")
        #expect(seen[2] == Hook(mask: 0, count: 0), "the hook found nothing and turned itself off")
    }

    @Test func aHookWokenForNothingGoesBackToTheBudgetsStep() throws {
        let seen = try hooks(
            after: "wakeForNothing()\nhook()\nlocal x = 0\nfor i = 1, 10 do x = x + i end\nhook()",
            limits: .init(instructions: 1_000_000))
        #expect(seen[0] == Hook(mask: LUA_MASKCOUNT, count: 1))
        #expect(seen[1] == Hook(mask: LUA_MASKCOUNT, count: 1000), "counting resumes at the budget's step")
    }

    /// The first trip stays: a later one (output after instructions) does not replace it,
    /// and clearing starts every budget over.
    @Test func theFirstTripWinsUntilCleared() throws {
        let (first, second, cleared) = try LuaThread.run { () -> (LuaError.Kind?, LuaError.Kind?, [String]) in
            let state = try sandboxedState(limits: .init(instructions: 10_000), outputLimit: 4)
            let first = try luaError { try state.run("while true do end") }
            let second = state.tripOutputLimit()
            state.resetBudgets()
            #expect(applife_pending(state.context) == 0)
            return (first?.kind, second.kind, try state.shown("print('ok') return 1"))
        }
        #expect(first == .budget)
        #expect(second == .budget, "the output limit does not replace the instruction trip")
        #expect(cleared == ["1"])
    }

    /// An interrupt requested and taken back while no Lua runs leaves nothing pending.
    @Test func aRequestTakenBackLeavesNothingPending() throws {
        let outcome = try LuaThread.run { () -> (Int32, Bool, [String]) in
            let state = try sandboxedState()
            state.requestInterrupt()
            let pending = applife_pending(state.context)
            let taken = state.takeInterruptRequest()
            #expect(applife_pending(state.context) == 0)
            return (pending, taken, try state.shown("return 'ran'"))
        }
        #expect(outcome.0 != 0)
        #expect(outcome.1)
        #expect(outcome.2 == ["\"ran\""])
    }

    /// Requests by the thousand, from the script's own host calls: each one stops the
    /// script it lands in, and a reset after each makes the state usable again.
    @Test func manyRequestsEachStopOneRun() throws {
        let kinds = try LuaThread.run { () -> [LuaError.Kind?] in
            let state = try sandboxedState()
            try state.setGlobal(
                "stop",
                .function(
                    LuaFunction("stop") { _ in
                        state.requestInterrupt()
                        return .none
                    }))
            var kinds: [LuaError.Kind?] = []
            for _ in 0..<2000 {
                kinds.append(try luaError { try state.run("stop() while true do end") }?.kind)
                state.resetBudgets()
            }
            return kinds
        }
        #expect(kinds.count == 2000)
        #expect(kinds.allSatisfy { $0 == .interrupted })
    }
}
