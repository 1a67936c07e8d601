import MessageCatalog
import Testing
@testable import Lifecycle

@Suite struct CrashTests {
    @Test func thrownErrorInCallbackIsACrashAndTheWorldGoesOn() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { _ in
            throw CallbackFailure(
                message: "attempt to index a nil value", location: "todo.lua:7",
                traceback: "stack traceback:\n\ttodo.lua:7: in function 'didEnterBackground'")
        }
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        let crash = try #require(w.device.records.last { $0.kind == .crash })
        #expect(crash.app == "Todo")
        #expect(crash.message == "attempt to index a nil value")
        #expect(crash.at == "todo.lua:7")
        #expect(crash.field("traceback") != nil)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.reason == .crash)
        // No notification after the crashed delegate method; Mail launched normally.
        #expect(!w.device.notifications(of: w.todo).contains(AppNotification.didEnterBackground.rawValue))
        #expect(w.device.state(of: w.mail) == .active)
    }

    @Test func crashInObserverOrBlockUsesTheLocationProvider() throws {
        struct Boom: Error {}
        let w = World()
        w.device.currentLocation = { "main.lua:3" }
        w.todoLog.hooks[.didBecomeActive] = { app in try app.after(1) { throw Boom() } }
        try w.device.tap(w.todo)
        try w.device.advance(by: 1)
        let crash = try #require(w.device.records.last { $0.kind == .crash })
        #expect(crash.at == "main.lua:3")
        #expect(crash.time == .seconds(1))
        // Relaunching is a fresh process: old timers and observers are gone.
        try w.device.tap(w.todo)
        #expect(w.device.state(of: w.todo) == .active)
    }
}

@Suite struct BadgeTests {
    @Test func iOS17NeedsAuthorization() throws {
        let w = World(ios: 17)
        w.todoLog.hooks[.didBecomeActive] = { app in try app.setBadge(3) }
        try w.device.tap(w.todo)
        #expect(w.device.badge(of: w.todo) == nil)
        #expect(w.device.records.contains { $0.kind == .warning })
    }

    @Test func grantedBadgeShowsAndZeroHides() throws {
        let w = World(ios: 17)
        try w.device.grant(w.todo, .badge, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in
            let ok = try app.requestAuthorization([.badge])
            #expect(ok)
        }
        w.todoLog.hooks[.didBecomeActive] = { app in try app.setBadge(3) }
        w.todoLog.hooks[.willResignActive] = { app in try app.setBadge(0) }
        try w.device.tap(w.todo)
        #expect(w.device.badge(of: w.todo) == 3)
        try w.device.home()
        #expect(w.device.badge(of: w.todo) == nil)
        let badges = w.device.records.filter { $0.kind == .badge }.map { $0.field("value") }
        #expect(badges == [.int(3), .int(0)])
    }

    @Test func deniedRequestKeepsBadgeHidden() throws {
        let w = World(ios: 12)
        try w.device.grant(w.todo, .badge, false)
        w.todoLog.hooks[.didFinishLaunching] = { app in
            let ok = try app.requestAuthorization([.badge])
            #expect(!ok)
        }
        w.todoLog.hooks[.didBecomeActive] = { app in try app.setBadge(5) }
        try w.device.tap(w.todo)
        #expect(w.device.badge(of: w.todo) == nil)
    }

    @Test func iOS6NeedsNoAuthorizationAndBadgeSurvivesTermination() throws {
        let w = World(ios: 6)
        w.todoLog.hooks[.didBecomeActive] = { app in try app.setBadge(7) }
        try w.device.tap(w.todo)
        try w.device.reboot()
        #expect(w.device.badge(of: w.todo) == 7)
    }
}

@Suite struct InvalidInputTests {
    @Test func illegalTransitionsAreRefused() throws {
        #expect(!AppState.isLegal(from: .notRunning, to: .active))
        #expect(!AppState.isLegal(from: .active, to: .background))
        #expect(!AppState.isLegal(from: .suspended, to: .active))
        #expect(!AppState.isLegal(from: .background, to: .active))
        #expect(!AppState.isLegal(from: .notRunning, to: .notRunning))
        #expect(AppState.isLegal(from: .suspended, to: .notRunning))
        #expect(AppState.isLegal(from: .suspended, to: .inactive))
        let w = World()
        try w.device.tap(w.todo)
        let scene = try #require(w.device.scenes(of: w.todo).first)
        #expect(!w.device.step(scene, .enterBackground))  // active -> background: resign first (T3, T5)
        #expect(w.device.state(of: w.todo) == .active)
        #expect(w.device.records.last?.kind == .warning)
        #expect(w.device.records.last?.message == "illegal transition active -> background refused")
    }

    @Test func invalidActionsThrowAndChangeNothing() throws {
        let w = World()
        #expect(throws: EngineError.self) { try w.device.dismiss() }
        #expect(throws: EngineError.self) { try w.device.unlock() }
        #expect(throws: EngineError.self) { try w.device.kill(w.todo) }
        try w.device.tap(w.todo)
        #expect(throws: EngineError.self) { try w.device.tap(w.todo) }
        #expect(throws: EngineError.self) { try w.device.switchTo(w.mail) }
        try w.device.lock()
        let before = w.device.records.count
        #expect(throws: EngineError.invalidAction(action: "tap Mail", reason: Sentence(.refusedLocked))) {
            try w.device.tap(w.mail)
        }
        #expect(throws: EngineError.self) { try w.device.home() }
        #expect(throws: EngineError.self) { try w.device.lock() }
        #expect(w.device.records.count == before)
        try w.device.unlock()
        #expect(w.device.state(of: w.todo) == .active)
        try w.device.openSwitcher()
        #expect(throws: EngineError.self) { try w.device.switchTo(w.mail) }  // no card yet
        #expect(throws: EngineError.self) { try w.device.notificationCenter() }
    }

    @Test func actionsFromInsideAppCodeAreRefused() throws {
        let w = World()
        var error: (any Error)?
        w.todoLog.hooks[.didBecomeActive] = { _ in
            do { try w.device.home() } catch let e { error = e }
        }
        try w.device.tap(w.todo)
        #expect(error as? EngineError == .reentrantCall("press home"))
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func badDurationsAreRefused() throws {
        let w = World()
        #expect(throws: EngineError.self) { try w.device.advance(by: -1) }
        #expect(throws: EngineError.self) { try w.device.advance(by: .nan) }
    }
}
