import Dispatch
import Testing
@testable import LuaHost

#if canImport(Glibc)
import Glibc
#endif

/// Wake-ups that come from another OS thread (the deadline thread, an
/// interrupt handle) reach a loop that never calls the host through a signal
/// to the thread running Lua, whose handler sets the hook there (wake.c); a
/// wake-up while no Lua runs is picked up when Lua is entered next. Every loop
/// here can only be stopped that way. Each runs on a worker thread awaited
/// with a generous safety net: a loop nothing stopped is reported, not hung on.
@Suite struct WakeSignalTests {
    @Test func deadlineStopsALoopOnAThreadOfItsOwn() throws {
        let error = try #require(
            try Worker { () -> LuaError? in
                let state = try sandboxedState(limits: .init(seconds: 0.2))
                return try luaError { try state.run("while true do end", name: "@wake.lua") }
            }.wait())
        #expect(error?.kind == .timeout)
        #expect(error?.message == "wake.lua:1: time limit of 0.2 s exceeded")
    }

    @Test func statesLoopingOnFourThreadsAreEachStoppedByTheirOwnDeadline() throws {
        let loops = [
            "while true do end",
            "coroutine.wrap(function() while true do end end)()",
            "while true do pcall(function() while true do end end) end",
            "local co = coroutine.create(function() while true do coroutine.yield() end end)\nwhile true do coroutine.resume(co) end",
        ]
        let workers = loops.enumerated().map { index, source in
            Worker { () -> LuaError? in
                let state = try sandboxedState(limits: .init(seconds: 0.1 * Double(index + 1)))
                return try luaError { try state.run(source, name: "@loop\(index).lua") }
            }
        }
        for (index, worker) in workers.enumerated() {
            let error = try #require(try worker.wait())
            #expect(error?.kind == .timeout)
            #expect(error?.message.hasPrefix("loop\(index).lua:") == true)
            #expect(
                error?.message.hasSuffix(": time limit of \(["0.1", "0.2", "0.3", "0.4"][index]) s exceeded") == true)
        }
    }

    @Test func interruptFromTheTestThreadStopsALoop() throws {
        let started = Mailbox<LuaInterruptHandle>()
        let worker = Worker { () -> LuaError? in
            let state = try sandboxedState()
            let handle = state.interruptHandle
            try state.setGlobal(
                "started",
                .function(
                    LuaFunction("started") { _ in
                        started.send(handle)
                        return .none
                    }))
            return try luaError { try state.run("started()\nwhile true do end", name: "@wake.lua") }
        }
        let handle = try #require(started.receive())
        handle.request()  // from this thread, while the worker runs Lua (or is about to)
        let error = try #require(try worker.wait())
        #expect(error?.kind == .interrupted)
        // Line 1 when the request lands before started() has returned to Lua.
        #expect(error?.message == "wake.lua:2: interrupted" || error?.message == "wake.lua:1: interrupted")
    }

    /// The host calls back into Lua from a host function: the inner call
    /// loops. The deadline stops it, and the entry count is back to zero.
    @Test func deadlineStopsALoopInANestedCall() throws {
        let outcome = try #require(
            try Worker { () -> (LuaError?, Int32, [String]) in
                let state = try sandboxedState(limits: .init(seconds: 0.2))
                try state.setGlobal(
                    "callback",
                    .function(
                        LuaFunction("callback") { [unowned state] call in
                            try state.call(.reference(try call.function(1)))
                            return .none
                        }))
                let error = try luaError {
                    try state.run("callback(function()\n  while true do end\nend)", name: "@nested.lua")
                }
                let depth = state.context.pointee.lua_depth
                state.resetBudgets()
                return (error, depth, try state.shown("return 'usable'"))
            }.wait())
        #expect(outcome.0?.kind == .timeout)
        #expect(outcome.0?.message.hasPrefix("nested.lua:") == true)
        #expect(outcome.0?.message.hasSuffix(": time limit of 0.2 s exceeded") == true)
        #expect(outcome.1 == 0)
        #expect(outcome.2 == ["\"usable\""])
    }

    /// An interrupt requested from another thread while the state runs no
    /// Lua: no signal is sent; resuming a loop (no budget check before it)
    /// must still stop at its first instruction.
    @Test func interruptWhileIdleStopsTheNextLoop() throws {
        let error = try #require(
            try Worker { () -> LuaError? in
                let state = try sandboxedState()
                _ = try state.run("return 1")
                let loop = try state.coroutine(try state.load(LuaSource(text: "while true do end"), name: "@idle.lua"))
                let handle = state.interruptHandle
                join(spawn { handle.request() })
                return try luaError { _ = try loop.resume() }
            }.wait())
        #expect(error?.kind == .interrupted)
        #expect(error?.message == "idle.lua:1: interrupted")
    }

    /// The same with the deadline thread: its deadline passes between calls.
    @Test func deadlinePassedWhileIdleStopsTheNextLoop() throws {
        let error = try #require(
            try Worker { () -> LuaError? in
                let state = try sandboxedState(limits: .init(seconds: 0.05))
                let loop = try state.coroutine(try state.load(LuaSource(text: "while true do end"), name: "@idle.lua"))
                // Only a safety net: the deadline thread sets the flag in about 50 ms.
                for _ in 0..<6000 where state.context.pointee.deadline_passed == 0 { usleep(10_000) }
                #expect(state.context.pointee.deadline_passed != 0)
                return try luaError { _ = try loop.resume() }
            }.wait())
        #expect(error?.kind == .timeout)
        #expect(error?.message == "idle.lua:1: time limit of 0.05 s exceeded")
    }

    /// Inside `whileEntered` the thread counts as running Lua between calls: an interrupt
    /// sent then is a signal whose handler hooks the state, and the next loop (resumed with
    /// no budget check first, and entered only as a nested call) stops at its first line.
    @Test func interruptBetweenCallsOfOneEntryStopsTheNextLoop() throws {
        let outcome = try #require(
            try Worker { () -> (LuaError?, Int32) in
                let state = try sandboxedState()
                let loop = try state.coroutine(try state.load(LuaSource(text: "while true do end"), name: "@entry.lua"))
                let handle = state.interruptHandle
                let error = try state.whileEntered { () -> LuaError? in
                    _ = try state.run("return 1")
                    join(spawn { handle.request() })
                    return try luaError { _ = try loop.resume() }
                }
                return (error, state.context.pointee.lua_depth)
            }.wait())
        #expect(outcome.0?.kind == .interrupted)
        #expect(outcome.0?.message == "entry.lua:1: interrupted")
        #expect(outcome.1 == 0, "the entry is left")
    }

    /// A deadline that passes during a call made inside an entry (a nested entry) stops it.
    @Test func deadlineStopsALoopCalledInsideAnEntry() throws {
        let outcome = try #require(
            try Worker { () -> (LuaError?, Int32) in
                let state = try sandboxedState(limits: .init(seconds: 0.2))
                let error = try state.whileEntered {
                    try luaError { try state.run("local n = 0\nwhile true do n = n + 1 end", name: "@entry.lua") }
                }
                return (error, state.context.pointee.lua_depth)
            }.wait())
        #expect(outcome.0?.kind == .timeout)
        #expect(outcome.0?.message == "entry.lua:2: time limit of 0.2 s exceeded")
        #expect(outcome.1 == 0)
    }

    /// Requests that land anywhere: before Lua is entered, while it is being
    /// entered, or while it loops. None may be lost.
    @Test func interruptsRacingTheEntryIntoLuaAreNeverLost() throws {
        let kinds = try #require(
            try Worker { () -> [LuaError.Kind?] in
                let state = try sandboxedState()
                let body = try state.load(
                    LuaSource(text: "for i = 1, 100 do end\nwhile true do end"), name: "@race.lua")
                let handle = state.interruptHandle
                var kinds: [LuaError.Kind?] = []
                for round in 0..<400 {
                    state.resetBudgets()
                    let loop = try state.coroutine(body)
                    // Either side waits a little after both are ready, by turns.
                    let lead = Double(round % 40) * 2e-6
                    let (requesterDelay, resumerDelay) = round % 4 < 2 ? (lead, 0.0) : (0.0, lead)
                    let go = DispatchSemaphore(value: 0)
                    let requester = spawn {
                        go.wait()
                        spin(requesterDelay)
                        handle.request()
                    }
                    go.signal()
                    spin(resumerDelay)
                    let error = try luaError {
                        // Resuming checks no budget first: the entry itself must see the request.
                        if round % 2 == 0 { _ = try loop.resume() } else { try state.call(.reference(body)) }
                    }
                    join(requester)
                    kinds.append(error?.kind)
                }
                return kinds
            }.wait())
        #expect(kinds.count == 400)
        #expect(kinds.allSatisfy { $0 == .interrupted })
    }
}

/// Busy-waits `seconds` (no sleep: a thread that sleeps lets the other one through).
private func spin(_ seconds: Double) {
    guard seconds > 0 else { return }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var now = start
    repeat {
        clock_gettime(CLOCK_MONOTONIC, &now)
    } while Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9 < seconds
}

/// Lua work on a thread of its own (a 64 MiB stack, as ``LuaThread``). `wait`
/// gives up after `safetyNet` seconds, records an issue and leaves the
/// thread behind: a loop nothing stopped fails the test instead of hanging
/// the run.
private final class Worker<T>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<T, any Error>?

    init(_ body: @escaping () throws -> T) {
        let thread = spawn(stackSize: LuaThread.defaultStackSize) { [self] in
            result = Result { try body() }
            done.signal()
        }
        pthread_detach(thread)
    }

    func wait(safetyNet seconds: Double = 60) throws -> T? {
        guard done.wait(timeout: .now() + seconds) == .success else {
            Issue.record("the worker still runs after \(seconds) s: nothing stopped its loop")
            return nil
        }
        return try result!.get()
    }
}

/// One value handed from one thread to another.
private final class Mailbox<T>: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var value: T?

    func send(_ value: T) {
        self.value = value
        ready.signal()
    }

    func receive(safetyNet seconds: Double = 60) -> T? {
        guard ready.wait(timeout: .now() + seconds) == .success else { return nil }
        return value
    }
}

private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Starts `body` on a new joinable thread.
func spawn(stackSize: Int = 1 << 20, _ body: @escaping () -> Void) -> pthread_t {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    var thread = pthread_t()
    let pointer = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    let created = pthread_create(
        &thread, &attributes,
        { raw in
            Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, pointer)
    precondition(created == 0, "cannot create a thread")
    return thread
}

func join(_ thread: pthread_t) { pthread_join(thread, nil) }
