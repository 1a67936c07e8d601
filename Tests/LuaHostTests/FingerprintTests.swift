import LuaHost
import Testing

/// ``LuaState/upvalueFingerprints(of:)``: equal data, equal prints; a change within the
/// bounds shows; nothing is copied, so a 100 MB string costs what a short one does.
@Suite struct FingerprintTests {
    /// Runs `setup` (which defines `f`), then each step in turn; whether `f`'s fingerprints
    /// after each differ from those before it.
    func changes(_ setup: String, _ steps: [String]) throws -> [Bool] {
        try LuaThread.run {
            let state = try sandboxedState()
            try state.run(setup)
            guard case .reference(let f) = try state.global("f") else {
                throw LuaError(kind: .runtime, message: "no f")
            }
            var before = try state.upvalueFingerprints(of: f).map(\.fingerprint)
            return try steps.map { step in
                try state.run(step)
                let now = try state.upvalueFingerprints(of: f).map(\.fingerprint)
                defer { before = now }
                return now != before
            }
        }
    }

    @Test func equalDataGivesEqualPrintsAndChangesShow() throws {
        let setup = """
            local n, s, t, flag = 1, "draft", { a = { 1, 2 }, b = "x" }, false
            local helper = function() end
            function f() return n, s, t, flag, helper end
            function set(name, value) if name == "n" then n = value elseif name == "s" then s = value
              elseif name == "t" then t = value elseif name == "flag" then flag = value end end
            """
        let result = try changes(
            setup,
            [
                "set('n', 1)", "set('s', 'dr' .. 'aft')", "set('t', { b = 'x', a = { 1, 2 } })",
                "set('n', 1.0)", "set('n', 1)", "set('t', { b = 'x', a = { 1, 3 } })",
                "set('t', { b = 'x', a = { 1, 2 } })", "set('flag', nil)",
            ])
        #expect(result == [false, false, false, true, true, true, true, true])
    }

    @Test func onlyDataCounts() throws {
        try LuaThread.run {
            let state = try sandboxedState()
            try state.run("local a, b, c = 1, print, {}; function f() return a, b, c, _ENV end")
            guard case .reference(let f) = try state.global("f") else { return }
            #expect(try state.upvalueFingerprints(of: f).map(\.name) == ["a", "c"])
        }
    }

    /// A long string is read at its edges and at samples between: a change there shows,
    /// and a 100 MB string is not copied or read whole.
    @Test func aHugeStringIsReadInPlace() throws {
        let setup = """
            local s = ("x"):rep(100 << 20)
            function f() return s end
            function edit(at) s = s:sub(1, at - 1) .. "y" .. s:sub(at + 1) end
            function grow() s = s .. "x" end
            """
        #expect(try changes(setup, ["edit(1)"]) == [true])
        #expect(try changes(setup, ["edit(100 << 20)"]) == [true])
        #expect(try changes(setup, ["grow()"]) == [true])
        let seconds = try LuaThread.run { () -> Double in
            let state = try sandboxedState()
            try state.run(setup)
            guard case .reference(let f) = try state.global("f") else { return .infinity }
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<16 { _ = try state.upvalueFingerprints(of: f) }
            let elapsed = clock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        #expect(seconds < 0.5, "16 fingerprints of a 100 MB string took \(seconds) s")
    }

    /// Past the depth or the value budget a table counts by its length: bounded work.
    @Test func bigTablesAreBounded() throws {
        let setup = """
            local t = {}
            for i = 1, 5000 do t[i] = i end
            local deep = { { { { { "bottom" } } } } }
            function f() return t, deep end
            function edit(k)
              if k == 1 then t[3] = 0 elseif k == 2 then t[#t + 1] = 1
              elseif k == 3 then deep[1][1][1][1][1] = "changed" else deep[1][1][1][2] = 1 end
            end
            """
        #expect(try changes(setup, ["edit(1)", "edit(2)", "edit(3)", "edit(4)"]) == [false, true, false, true])
    }
}
