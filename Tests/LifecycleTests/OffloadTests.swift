import Testing
@testable import Lifecycle

/// Offload App (Settings > General > iPhone Storage): the app goes, its documents and data
/// stay; delete takes both.
@Suite struct OffloadTests {
    @Test func offloadingKeepsTheContainerAndEndsTheProcess() throws {
        let w = World()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.setDefault("draft", .string("Dear"))
            _ = try app.writeFile("Documents/a.txt", protection: .complete)
        }
        try w.device.tap(w.todo)
        try w.device.offloadApp(w.todo)
        #expect(w.device.phase(of: w.todo) == .notRunning)
        #expect(w.device.records.contains { $0.kind == .termination && $0.message == "the app was offloaded" })
        #expect(w.device.defaults(of: w.todo).map(\.key) == ["draft"])
        #expect(w.device.files(of: w.todo) == ["Documents/a.txt"])
        w.todoLog.hooks[.didFinishLaunching] = nil
        try w.device.tap(w.todo)  // reinstalled: a new first process, with the data
        #expect(w.device.runningProcess(of: w.todo)?.number == 1)
        #expect(w.device.defaults(of: w.todo).map(\.key) == ["draft"])
        #expect(w.device.invariantViolations() == [])
        // Deleting afterwards takes the data too.
        try w.device.deleteApp(w.todo)
        #expect(w.device.defaults(of: w.todo).isEmpty)
    }

    @Test func offloadRefusesSystemAppsAndAppCode() throws {
        let w = World()
        #expect(throws: EngineError.self) { try w.device.offloadApp(w.device.systemApp(.safari)) }
        var refused: (any Error)?
        w.todoLog.hooks[.didBecomeActive] = { [w] _ in
            do { try w.device.offloadApp(w.mail) } catch { refused = error }
        }
        try w.device.tap(w.todo)
        #expect(refused as? EngineError == .reentrantCall("offloadApp"))
    }
}
