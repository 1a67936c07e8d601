import Testing
@testable import LuaHost

/// A state that rewinds (exploration's runs): after `rewind()` a run sees nothing an
/// earlier run did, and prints what a new state prints, byte for byte.
@Suite struct RewindTests {
    /// What the script prints depends on globals, libraries, the strings' methods, the
    /// globals' metatable, stable ids, the random generator and the memory in use.
    static let observer = """
        print(tostring(left), string.shout, math.pi, table.insert == saved_insert, type(getmetatable(_G)))
        print(tostring({}), tostring(print), math.random(1000), math.random())
        print(pcall(function() return ("x"):shout() end))
        print(collectgarbage("count"), kept and coroutine.status(kept))
        """
    /// Changes everything a script can reach, and leaves garbage, a suspended coroutine
    /// and a full heap behind.
    static let vandal = """
        left = "from an earlier run"
        saved_insert = table.insert
        string.shout = function(s) return s:upper() .. "!" end
        math.pi = 3
        table.insert = nil
        rawset(io, "open", function() return "open" end)
        rawset(os, "exit", function() end)
        setmetatable(_G, { __index = function() return "poisoned" end })
        for _ = 1, 5 do local _ = tostring({}), math.random() end
        kept = coroutine.create(function() coroutine.yield() end)
        coroutine.resume(kept)
        heap = {}
        for i = 1, 20000 do heap[i] = { i } end
        local parts = {}
        for i = 1, 3000 do parts[#parts + 1] = string.rep("ab", i % 700) .. i end
        big = table.concat(parts):rep(3)
        for i = 1, 20000, 3 do heap[i] = nil end
        collectgarbage("step")
        """

    @Test func aRewoundStatePrintsWhatANewStatePrints() throws {
        let (fresh, runs) = try LuaThread.run { () throws -> (String, [String]) in
            // A new state that has compiled the same chunks (the memory in use is printed),
            // after a first state that compiled the host's chunks from their text.
            _ = try sandboxedState()
            let first = OutputCollector()
            let new = try sandboxedState(output: first, seed: 7)
            let freshObserver = try new.load(LuaSource(text: Self.observer), name: "@test.lua")
            _ = try new.load(LuaSource(text: Self.vandal), name: "@vandal.lua")
            try new.call(.reference(freshObserver))
            let output = OutputCollector()
            let state = try sandboxedState(output: output, seed: 7, rewinds: true)
            #expect(state.canRewind)
            let observer = try state.load(LuaSource(text: Self.observer), name: "@test.lua")
            let vandal = try state.load(LuaSource(text: Self.vandal), name: "@vandal.lua")
            try state.checkpoint()
            var runs: [String] = []
            for _ in 0..<3 {
                try state.rewind()
                output.bytes = []
                try state.call(.reference(observer))
                try state.call(.reference(vandal))
                try state.call(.reference(observer))
                runs.append(output.text)
            }
            return (first.text, runs)
        }
        #expect(runs[0] == runs[1] && runs[1] == runs[2])
        #expect(runs[0].hasPrefix(fresh), "run: \(runs[0])\nfresh: \(fresh)")
        #expect(!runs[0].dropFirst(fresh.count).hasPrefix(fresh), "the vandal's changes were seen in its own run")
        #expect(fresh.hasPrefix("nil\tnil\t3.1415926535898\tfalse\tnil\n"), "\(fresh)")
    }

    /// Swift objects a run gave Lua are released at the rewind, those of the checkpoint
    /// stay (their userdata come back) until the state closes.
    @Test func objectsOfARunAreReleasedAtTheRewind() throws {
        let kept = DeinitCounter(), made = DeinitCounter()
        try LuaThread.run {
            let holder = ClassHolder()
            let box = LuaClass(
                name: "Box",
                methods: [
                    (
                        "value",
                        LuaFunction("value") { call in
                            call.returning(integer: Int64(try call.object(1, holder.required, as: Tracked.self).value))
                        }
                    )
                ])
            holder.luaClass = box
            let state = try sandboxedState(rewinds: true)
            try state.setGlobal("kept", .object(LuaObject(Tracked(kept, value: 7), as: box)))
            try state.setGlobal(
                "make",
                .function(
                    LuaFunction("make") { call in
                        try call.returning(.object(LuaObject(Tracked(made, value: 1), as: box)))
                    }))
            let run = try state.load(
                LuaSource(
                    text: "made = {} for i = 1, 50 do made[i] = make() end kept = nil collectgarbage() return #made"),
                name: "@run.lua")
            try state.checkpoint()
            for round in 1...3 {
                try state.rewind()
                #expect(made.count == (round - 1) * 50)
                #expect(try state.run("return kept:value()").first?.integerValue == 7)
                #expect(try state.call(.reference(run)).first?.integerValue == 50)
            }
            #expect(kept.count == 0, "the checkpoint's object is kept while a run drops it")
            try state.rewind()
            #expect(made.count == 150)
            state.close()
        }
        #expect(kept.count == 1)
    }

    /// Objects a run lets go of free their places in the ledger, and later objects take
    /// those places: one freed place, then several, then the list's end, and more objects
    /// than were ever freed (the end of the free list once read past the ledger).
    @Test func placesFreedDuringARunAreTakenAgain() throws {
        let made = DeinitCounter()
        try LuaThread.run {
            let holder = ClassHolder()
            let box = LuaClass(name: "Box", methods: [])
            holder.luaClass = box
            let state = try sandboxedState(rewinds: true)
            try state.setGlobal(
                "make",
                .function(
                    LuaFunction("make") { call in
                        try call.returning(.object(LuaObject(Tracked(made, value: 1), as: box)))
                    }))
            let run = try state.load(
                LuaSource(
                    text: """
                        local live, n = {}, 0
                        for round = 1, 6 do
                          local first = n + 1
                          for _ = 1, round do n = n + 1; live[n] = make() end
                          for i = first, first + round - 2 do live[i] = nil end
                          collectgarbage()
                          for _ = 1, round + 2 do n = n + 1; live[n] = make() end
                        end
                        local count = 0
                        for _ in pairs(live) do count = count + 1 end
                        return count
                        """),
                name: "@run.lua")
            try state.checkpoint()
            for _ in 1...2 {
                try state.rewind()
                #expect(try state.call(.reference(run)).first?.integerValue == 39)
            }
            state.close()
        }
        #expect(made.count == 2 * 54)
    }

    /// A reference the host made during a run is inert after the rewind: dropping it later
    /// frees nothing in the rewound registry, and references made before the checkpoint
    /// still hold their values.
    @Test func referencesOfARunAreInertAfterTheRewind() throws {
        let values = try LuaThread.run { () throws -> [String] in
            let state = try sandboxedState(rewinds: true)
            let before = try state.makeReference(.string(LuaString("before")))
            let identity = try state.load(LuaSource(text: "return ..."), name: "=identity")
            try state.checkpoint()
            var stale: [LuaRef] = []
            for i in 0..<100 { stale.append(try state.makeReference(.string(LuaString("run \(i)")))) }
            try state.rewind()
            let fresh = try (0..<100).map { try state.makeReference(.string(LuaString("fresh \($0)"))) }
            stale = []  // unrefs nothing: their handle is closed
            let again = try (0..<100).map { try state.makeReference(.string(LuaString("again \($0)"))) }
            return try ([before] + fresh + again).map {
                try state.call(.reference(identity), arguments: [.reference($0)]).first?.stringValue ?? "?"
            }
        }
        #expect(values == ["before"] + (0..<100).map { "fresh \($0)" } + (0..<100).map { "again \($0)" })
    }

    /// The budgets start again at each rewind, where they were at the checkpoint: a run
    /// that used most of the instructions does not leave the next without, and one that
    /// ran out of memory does not leave the next short of it.
    @Test func budgetsStartAgainAtTheRewind() throws {
        try LuaThread.run {
            let state = try sandboxedState(limits: .init(memory: 1 << 20, instructions: 200_000), rewinds: true)
            let count = try state.load(LuaSource(text: "return collectgarbage('count')"), name: "@count.lua")
            let loop = try state.load(LuaSource(text: "for i = 1, 30000 do local _ = i end"), name: "@loop.lua")
            let hog = try state.load(LuaSource(text: "local t = {} while true do t[#t + 1] = {} end"), name: "@hog.lua")
            try state.checkpoint()
            let memory = try state.call(.reference(count)).first?.numberValue
            for _ in 0..<5 {  // more than the budget in all
                try state.rewind()
                try state.call(.reference(loop))
            }
            try state.rewind()
            #expect(try luaError { try state.call(.reference(hog)) }?.message.contains("memory") == true)
            try state.rewind()
            #expect(try state.call(.reference(count)).first?.numberValue == memory)
            #expect(try luaError { try state.run("while true do end") }?.message.contains("instruction budget") == true)
        }
    }

    /// Only a state made to rewind keeps a checkpoint, and none rewinds while Lua runs on it.
    @Test func rewindIsRefusedWhereItCannotHold() throws {
        let messages = try LuaThread.run { () throws -> [String] in
            let plain = try sandboxedState()
            #expect(!plain.canRewind)
            let noCheckpoint = try luaError { try plain.checkpoint() }?.message ?? ""
            let state = try sandboxedState(rewinds: true)
            let early = try luaError { try state.rewind() }?.message ?? ""
            try state.checkpoint()
            let twice = try luaError { try state.checkpoint() }?.message ?? ""
            try state.setGlobal(
                "rewind",
                .function(
                    LuaFunction("rewind") { _ in
                        try state.rewind()
                        return .none
                    }))
            let inside = try luaError { try state.run("rewind()") }?.message ?? ""
            return [noCheckpoint, early, twice, inside]
        }
        #expect(
            messages == [
                "this Lua state cannot keep a checkpoint", "this Lua state has no checkpoint to rewind to",
                "this Lua state cannot keep a checkpoint", "test.lua:1: a Lua state cannot rewind while Lua runs on it",
            ])
    }

    /// A state whose region of addresses is full refuses the block as out of memory and
    /// says so (a new state would have had it); the rewind clears it.
    @Test func aFullRegionIsTold() throws {
        try LuaThread.run {
            let state = try LuaState(limits: .init(), sandbox: LuaSandbox(), region: 2 << 20)
            #expect(state.canRewind)
            try state.checkpoint()
            #expect(try luaError { try state.run("local t = {} for i = 1, 1e6 do t[i] = {} end") }?.kind == .memory)
            #expect(state.outgrewItsRegion)
            try state.rewind()
            #expect(!state.outgrewItsRegion)
            #expect(try state.run("return 1 + 1").first?.integerValue == 2)
        }
    }
}
