import Lifecycle
import LuaHost
import Testing
@testable import ScriptBindings

/// The device keeps Lua blocks (queued work, timers) and may outlive its session, whose Lua
/// state the blocks call. Driven on its own afterwards, it must neither trap nor touch the
/// closed state: each block is an app crash naming the cause.
@Suite struct SessionLinkTests {
    static let source = """
        local ticks = 0
        todo = app { name = "Todo", delegate = {
          didFinishLaunching = function()
            dispatch.timer(1, function() ticks = ticks + 1 end)
            dispatch.after(2.5, function() print("late") end)
            return true
          end } }
        """

    private func deviceAfterItsSession(_ close: Bool) throws -> (Device, AppID) {
        try LuaThread.run { () throws -> (Device, AppID) in
            let run = try ExploreRun(path: "test.lua", source: Array(Self.source.utf8), options: RunOptions())
            let todo = run.device.installedApps[0]
            try run.perform(.tap(todo))
            try run.device.advance(by: 1.5)
            if close { run.close() }
            return (run.device, todo)
        }
    }

    @Test(arguments: [true, false])
    func blocksOfAnEndedSessionCrashTheirAppInsteadOfCallingLua(closedFirst: Bool) throws {
        let (device, todo) = try deviceAfterItsSession(closedFirst)
        let before = device.records.count
        try device.advance(by: 5)
        let crashes = device.records.dropFirst(before).filter { $0.kind == .crash }
        #expect(crashes.map(\.message) == ["the script session that made this app code has ended"])
        #expect(device.state(of: todo) == .notRunning)
        #expect(!device.records.contains { $0.kind == .log && $0.message == "late" })
        // The delegate is app code too: a new launch crashes the same way.
        try device.tap(todo)
        let relaunch = device.records.dropFirst(before).filter { $0.kind == .crash }
        #expect(relaunch.count == 2 && relaunch.last?.message == crashes.first?.message)
    }
}
