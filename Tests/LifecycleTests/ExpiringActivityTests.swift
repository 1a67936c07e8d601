import Testing
@testable import Lifecycle

/// ProcessInfo.performExpiringActivity: the block runs with expired = false, the process
/// keeps running while the block's thread is busy, and the block runs again with expired =
/// true when the process is about to be suspended.
@Suite struct ExpiringActivityTests {
    private func world(_ busy: @escaping (Bool) -> Double) -> (World, Box) {
        let w = World()
        let calls = Box()
        w.todoLog.hooks[.didEnterBackground] = { app in
            try app.performExpiringActivity(reason: "save") { expired in
                calls.values.append(expired)
                return busy(expired)
            }
        }
        return (w, calls)
    }

    final class Box { var values: [Bool] = [] }

    @Test func theProcessRunsWhileTheBlockIsBusy() throws {
        let (w, calls) = world { expired in expired ? 0 : 10 }
        try w.device.tap(w.todo)
        try w.device.home()
        #expect(calls.values == [false])
        try w.device.advance(by: 5)
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 6)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(calls.values == [false])
    }

    @Test func aBlockThatReturnsAtOnceCoversNothing() throws {
        let (w, calls) = world { _ in 0 }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 1)
        #expect(calls.values == [false])
        #expect(w.device.state(of: w.todo) == .suspended)
    }

    @Test func aBlockStillBusyWhenTimeRunsOutHearsExpiredAndTheAppSuspends() throws {
        let (w, calls) = world { expired in expired ? 0 : 1000 }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 200)
        #expect(calls.values == [false, true])
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.termination(of: w.todo) == nil)
        #expect(
            w.device.records.contains {
                $0.message
                    == "performExpiringActivity \"save\": the process is about to be suspended: the block runs again with expired = true"
            })
    }

    @Test func needsIOS8() throws {
        #expect(AppAPI.performExpiringActivity.since == 8)
        let w = World(ios: 7)
        var crashed = false
        w.todoLog.hooks[.didBecomeActive] = { app in
            do { try app.performExpiringActivity(reason: "save") { _ in 0 } } catch {
                crashed = true
                throw error
            }
        }
        try w.device.tap(w.todo)
        #expect(crashed)
    }
}
