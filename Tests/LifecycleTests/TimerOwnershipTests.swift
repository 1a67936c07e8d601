import Testing
@testable import Lifecycle

/// A queued tick refers to its timer without owning it; the process's timer table owns it.
/// These pin down when the table lets go: never while a tick may still use the timer, and
/// always once no tick is left (no leak).
@Suite struct TimerOwnershipTests {
    struct Boom: Error {}

    private func timers(_ w: World) -> [Int: TimerEntry] { w.device.apps[w.todo].process?.mainQueue.timers ?? [:] }

    /// Todo starts a 1 s timer when it becomes active; each tick runs `tick` with the
    /// timer's own handle (to cancel itself).
    private func selfAwareTimer(_ w: World, _ tick: @escaping (TimerHandle?) throws -> Void) {
        w.todoLog.hooks[.didBecomeActive] = { app in
            var handle: TimerHandle?
            handle = try app.timer(every: 1) { try tick(handle) }
        }
    }

    @Test func cancelledTimerStaysOwnedUntilItsPendingTickIsDropped() throws {
        let w = World()
        var handle: TimerHandle?
        var ticks = 0
        w.todoLog.hooks[.didBecomeActive] = { app in handle = try app.timer(every: 10) { ticks += 1 } }
        try w.device.tap(w.todo)
        try w.device.advance(by: 1)
        handle?.cancel()
        handle?.cancel()  // twice: harmless
        #expect(timers(w).count == 1, "its tick at 10 s is still queued and refers to it")
        #expect(timers(w).first?.value.isCancelled == true)
        try w.device.advance(by: 20)
        #expect(ticks == 0)
        #expect(timers(w).isEmpty)
        try w.device.runUntilIdle()
    }

    @Test func timerCancelledInsideItsOwnTickIsDroppedAfterIt() throws {
        let w = World()
        var ticks = 0
        selfAwareTimer(w) { handle in
            ticks += 1
            if ticks == 3 { handle?.cancel() }
        }
        try w.device.tap(w.todo)
        try w.device.advance(by: 10)
        #expect(ticks == 3)
        #expect(timers(w).isEmpty)
    }

    @Test func tickThatCrashesItsProcessEndsCleanlyAndFreesTheTimer() throws {
        let w = World()
        var ticks = 0
        selfAwareTimer(w) { handle in
            ticks += 1
            handle?.cancel()
            throw Boom()
        }
        try w.device.tap(w.todo)
        weak let process = w.device.apps[w.todo].process
        weak let timer = timers(w).first?.value
        #expect(timer != nil)
        try w.device.advance(by: 5)
        #expect(ticks == 1)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(process == nil && timer == nil, "the dead process and its timer are freed")
    }

    @Test func cancelledTimerOfASuspendedAppIsDroppedWhenItsParkedTickComesBack() throws {
        let w = World()
        var handle: TimerHandle?
        var ticks = 0
        w.todoLog.hooks[.didFinishLaunching] = { app in handle = try app.timer(every: 1) { ticks += 1 } }
        try w.device.tap(w.todo)
        try w.device.advance(by: 2.5)
        try w.device.home()
        try w.device.advance(by: 10)  // suspended: the tick due at 3 is parked
        handle?.cancel()
        #expect(timers(w).count == 1)
        try w.device.tap(w.todo)
        try w.device.advance(by: 5)
        #expect(ticks == 2)
        #expect(timers(w).isEmpty)
    }

    @Test func cancellingATimerOfADeadProcessIsHarmless() throws {
        let w = World()
        var handle: TimerHandle?
        w.todoLog.hooks[.didBecomeActive] = { app in handle = try app.timer(every: 1) {} }
        try w.device.tap(w.todo)
        try w.device.advance(by: 1.5)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        handle?.cancel()
        try w.device.dismiss()
        try w.device.tap(w.todo)
        try w.device.advance(by: 2.5)
        #expect(timers(w).count == 1, "the new process's own timer only")
    }
}
