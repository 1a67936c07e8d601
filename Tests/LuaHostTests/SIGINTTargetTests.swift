import Synchronization
import Testing

@testable import LuaHost

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT as the REPL uses it, in this process: the handler requests an interrupt of its
/// target state. Closing a state clears the target, so a later Ctrl-C never writes to a
/// context that may be freed; a closed state cannot be made the target again. Each test
/// installs the handler on a Lua thread of its own and removes it before it returns; the
/// suite is serialized because the handler is process-wide.
@Suite(.serialized) struct SIGINTTargetTests {
    /// Installs the handler on a new Lua thread, runs `body` there, and removes it.
    private func withSIGINT<T>(_ body: @escaping () throws -> T) throws -> T {
        try LuaThread.run {
            #expect(LuaSIGINT.install())
            defer { LuaSIGINT.remove() }
            _ = LuaSIGINT.takeCount()
            return try body()
        }
    }

    /// Whether a state's context has an interrupt request (read through a handle, which
    /// keeps the context alive after the state closes).
    private func requested(_ handle: LuaInterruptHandle) -> Bool { handle.storage.pointer.pointee.interrupt != 0 }

    @Test func aSIGINTReachesItsTarget() throws {
        let (requested, counted) = try withSIGINT { () -> (Bool, Int) in
            let state = try sandboxedState()
            LuaSIGINT.target(state)
            raise(SIGINT)
            LuaSIGINT.target(nil)
            return (self.requested(state.interruptHandle), LuaSIGINT.takeCount())
        }
        #expect(requested)
        #expect(counted == 1)
    }

    @Test func closeClearsTheTarget() throws {
        let (requested, counted) = try withSIGINT { () -> ([Bool], Int) in
            var requested: [Bool] = []
            for _ in 0..<100 {
                let state = try sandboxedState()
                let handle = state.interruptHandle
                LuaSIGINT.target(state)
                state.close()
                raise(SIGINT)
                requested.append(self.requested(handle))
            }
            return (requested, LuaSIGINT.takeCount())
        }
        #expect(counted == 100, "every SIGINT reached the handler")
        #expect(requested.allSatisfy { !$0 }, "none reached a closed state")
    }

    @Test func aClosedStateIsNeverMadeTheTarget() throws {
        let (requested, counted) = try withSIGINT { () -> (Bool, Int) in
            let state = try sandboxedState()
            let handle = state.interruptHandle
            state.close()
            LuaSIGINT.target(state)
            raise(SIGINT)
            return (self.requested(handle), LuaSIGINT.takeCount())
        }
        #expect(!requested)
        #expect(counted == 1)
    }

    /// Closing one state leaves another state's target alone.
    @Test func closingAnotherStateKeepsTheTarget() throws {
        let requested = try withSIGINT { () -> Bool in
            let target = try sandboxedState()
            let other = try sandboxedState()
            LuaSIGINT.target(target)
            other.close()
            raise(SIGINT)
            LuaSIGINT.target(nil)
            return self.requested(target.interruptHandle)
        }
        #expect(requested)
    }

    /// SIGINTs from another thread, as fast as it can send them, while states are made,
    /// targeted and closed: a closed state never gets a request.
    /// Each state runs a little Lua while targeted, which a SIGINT may interrupt.
    @Test func aStormOfSIGINTsNeverReachesAClosedState() throws {
        let (reached, counted) = try withSIGINT { () -> (Int, Int) in
            let luaThread = pthread_self()
            let calm = StopSignal()
            let storm = spawn {
                while !calm.raised.load(ordering: .relaxed) { pthread_kill(luaThread, SIGINT) }
            }
            defer {  // before this thread may end: a signal to an ended thread is undefined
                calm.raised.store(true, ordering: .relaxed)
                join(storm)
                drainPendingSIGINT()
            }
            var closed: [LuaInterruptHandle] = []
            for _ in 0..<300 {
                let state = try sandboxedState()
                LuaSIGINT.target(state)
                let error = try luaError { try state.run("local x = 0 for i = 1, 1000 do x = x + i end return x") }
                if let error { #expect(error.kind == .interrupted) }
                let handle = state.interruptHandle
                state.close()
                handle.storage.pointer.pointee.interrupt = 0
                closed.append(handle)
            }
            for _ in 0..<1000 { sched_yield() }  // the storm goes on after the last close
            return (closed.filter(self.requested).count, LuaSIGINT.takeCount())
        }
        #expect(reached == 0)
        #expect(counted > 0, "the storm reached the handler")
    }

    /// A SIGINT sent from another thread while the target loops: the handler runs on the
    /// installing thread, which is running Lua, and hooks it there.
    @Test func aSIGINTFromAnotherThreadStopsALoop() throws {
        let error = try withSIGINT { () -> LuaError? in
            let state = try sandboxedState(limits: .init(seconds: 30))  // a lost signal fails, not hangs
            LuaSIGINT.target(state)
            defer { LuaSIGINT.target(nil) }
            let luaThread = pthread_self()
            try state.setGlobal(
                "started",
                .function(
                    LuaFunction("started") { _ in
                        Thread.detach { pthread_kill(luaThread, SIGINT) }
                        return .none
                    }))
            return try luaError { try state.run("started()\nwhile true do end", name: "@sigint.lua") }
        }
        #expect(error?.kind == .interrupted)
        #expect(error?.message == "sigint.lua:2: interrupted")
    }
}

/// Waits until no SIGINT is pending for this thread (each system call's return delivers
/// one), so that none arrives after the handler is removed.
private func drainPendingSIGINT() {
    var pending = sigset_t()
    repeat {
        sched_yield()
        sigpending(&pending)
    } while sigismember(&pending, SIGINT) == 1
}

private final class StopSignal: Sendable {
    let raised = Atomic<Bool>(false)
}
