import Testing
@testable import Lifecycle

/// The app's own screen (`user.ui`): an entry of the app's `ui` runs as app code, only on an
/// app or a window in the foreground and active; its refusals, the scene it gets in a scene
/// app, and what a hang or an error in it does.
@Suite struct AppScreenTests {
    static let entries = [
        UIEntry(name: "type", values: [.string("milk"), .string("eggs")]), UIEntry(name: "clear"),
    ]

    private func world() -> World {
        let w = World()
        w.todoLog.screen = Self.entries
        return w
    }

    private func type(_ app: AppID, _ word: String = "milk") -> UIAction {
        UIAction(.app(app), "type", [.string(word)])
    }

    private func refusal(_ w: World, _ action: UIAction) -> String? {
        w.device.refusal(of: .ui(action))?.description
    }

    @Test func anEntryRunsAsAppCodeAndIsTraced() throws {
        let w = world()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.ui(type(w.todo))
        try w.device.perform(.ui(UIAction(.app(w.todo), "clear")))
        #expect(w.todoLog.take() == ["ui:type \"milk\":active", "ui:clear:active"])
        let lines = w.device.records.filter { $0.kind == .action && $0.name == "ui" }.map(TraceRecord.textLine)
        #expect(lines == ["   0.000  Todo  user: type \"milk\"", "   0.000  Todo  user: clear"])
        #expect(w.device.records.last { $0.name == "ui" }?.field("ui") == .string("clear"))
        #expect(w.device.state(of: w.todo) == .active, "a touch changes no state")
    }

    @Test func theScreenIsTheDelegates() {
        let w = world()
        #expect(w.device.screen(of: w.todo) == Self.entries)
        #expect(w.device.screen(of: w.mail).isEmpty)
        #expect(Self.entries[0].tries == [[.string("milk")], [.string("eggs")]])
        #expect(Self.entries[1].tries == [[]])
    }

    @Test func refusedUnlessTheAppIsInFrontAndActive() throws {
        let w = world()
        #expect(
            refusal(w, type(w.todo)) == "cannot do 'type' on Todo: Todo is not in the foreground (it is notRunning)")
        try w.device.tap(w.todo)
        try w.device.lock()
        #expect(refusal(w, type(w.todo)) == "cannot do 'type' on Todo: the device is locked")
        try w.device.unlock()
        try w.device.notificationCenter()
        #expect(refusal(w, type(w.todo))?.hasPrefix("cannot do 'type' on Todo: Notification Center is shown") == true)
        try w.device.dismiss()
        try w.device.home()
        #expect(refusal(w, type(w.todo)) == "cannot do 'type' on Todo: Todo is not in the foreground (it is suspended)")
        try w.device.tap(w.mail)
        #expect(refusal(w, type(w.todo)) == "cannot do 'type' on Todo: Todo is not in the foreground (it is suspended)")
        try w.device.tap(w.todo)
        try w.device.incomingCall(answer: nil, after: 20, duration: 0)
        #expect(refusal(w, type(w.todo)) == "cannot do 'type' on Todo: a phone call is in progress")
        #expect(!w.device.isPossible(.ui(type(w.todo))))
        #expect(throws: EngineError.self) { try w.device.ui(type(w.todo)) }
        try w.device.advance(by: 21)
        #expect(refusal(w, type(w.todo)) == nil)
        _ = w.todoLog.take()
        #expect(w.todoLog.log.isEmpty, "nothing reached app code while refused")
    }

    @Test func anEntryTheScreenDoesNotOffer() throws {
        let w = world()
        try w.device.tap(w.todo)
        #expect(
            refusal(w, UIAction(.app(w.todo), "tpye"))
                == "cannot do 'tpye' on Todo: Todo has no ui entry 'tpye' (did you mean 'type'?); its ui: type, clear")
        #expect(
            refusal(w, UIAction(.app(w.todo), "print"))
                == "cannot do 'print' on Todo: Todo has no ui entry 'print'; its ui: type, clear")
        try w.device.tap(w.mail)
        #expect(
            refusal(w, UIAction(.app(w.mail), "two words"))
                == "cannot do 'two words' on Mail: Mail's screen offers nothing: declare app{ ui = { [\"two words\"] = "
                + "function(...) end } } or return ui from main")
        #expect(!w.device.isPossible(.ui(UIAction(.app(w.mail), "save"))))
    }

    @Test func argumentsWithinBounds() throws {
        let w = world()
        try w.device.tap(w.todo)
        let many = UIAction(.app(w.todo), "type", Array(repeating: .boolean(true), count: UILimits.arguments + 1))
        #expect(refusal(w, many) == "cannot do 'type' on Todo: 9 arguments; at most 8")
        let long = UIAction(.app(w.todo), "type", [.integer(1), .string(String(repeating: "x", count: 1025))])
        #expect(refusal(w, long) == "cannot do 'type' on Todo: argument 2 is 1025 bytes long; at most 1024")
        #expect(refusal(w, UIAction(.app(w.todo), "type", [.number(.nan)]))?.contains("NaN") == true)
        #expect(refusal(w, UIAction(.app(w.todo), "type", [.number(.infinity), .string("\n")])) == nil)
    }

    @Test func notFromInsideAppCode() throws {
        let w = world()
        var inner: (any Error)?
        w.todoLog.hooks[.didBecomeActive] = { app in
            do { try w.device.ui(UIAction(.app(app.id), "clear")) } catch { inner = error }
        }
        w.todoLog.uiHooks["type"] = { action, app in
            do { try w.device.perform(.ui(UIAction(.app(app.id), "clear"))) } catch { inner = error }
        }
        try w.device.tap(w.todo)
        #expect(inner as? EngineError == .reentrantCall("do 'clear' on Todo"))
        inner = nil
        try w.device.ui(type(w.todo))
        #expect(inner as? EngineError == .reentrantCall("do 'clear' on Todo"))
        #expect(!w.todoLog.log.contains("ui:clear:active"), "the inner touch never ran")
    }

    @Test func anErrorInTheHandlerCrashesTheApp() throws {
        struct Oops: Error {}
        let w = world()
        w.todoLog.uiHooks["clear"] = { _, _ in throw Oops() }
        try w.device.tap(w.todo)
        try w.device.ui(UIAction(.app(w.todo), "clear"))
        #expect(w.device.termination(of: w.todo)?.reason == .crash)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.records.contains { $0.kind == .crash && $0.app == "Todo" })
        #expect(refusal(w, type(w.todo))?.hasSuffix("Todo is not in the foreground (it is notRunning)") == true)
    }

    /// A handler that blocks the main thread past the hang limit is a hang: the app stops
    /// responding and the watchdog ends it (the same limit as any main-thread unit in front).
    @Test func aHandlerThatBlocksTooLongIsAHang() throws {
        let w = world()
        w.todoLog.uiHooks["type"] = { _, app in try app.busy(30) }
        try w.device.tap(w.todo)
        try w.device.ui(type(w.todo))
        #expect(
            refusal(w, UIAction(.app(w.todo), "clear"))
                == "cannot do 'clear' on Todo: Todo is not responding (its main thread is blocked)")
        try w.device.advance(by: 11)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .watchdog)
        #expect(end.time == .seconds(10))
    }

    @Test func aShortBlockIsNoHang() throws {
        let w = world()
        w.todoLog.uiHooks["type"] = { _, app in try app.busy(2) }
        try w.device.tap(w.todo)
        try w.device.ui(type(w.todo))
        try w.device.advance(by: 30)
        #expect(w.device.termination(of: w.todo) == nil)
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func aSceneAppsHandlerGetsTheTouchedWindow() throws {
        let w = SceneWorld()
        w.log.screen = Self.entries
        try w.device.tap(w.notes)
        _ = w.take()
        try w.device.ui(UIAction(.app(w.notes), "clear"))
        try w.device.ui(UIAction(.scene(w.scene), "type", [.string("eggs")]))
        #expect(w.take() == ["ui:clear:active:scene 1", "ui:type \"eggs\":active:scene 1"])
        let lines = w.device.records.filter { $0.name == "ui" }.map(TraceRecord.textLine)
        #expect(lines == ["   0.000  Notes#1  user: clear", "   0.000  Notes#1  user: type \"eggs\""])
        try w.device.home()
        #expect(
            w.device.refusal(of: .ui(UIAction(.scene(w.scene), "clear")))?.description
                == "cannot do 'clear' on Notes#1: the window is not on screen (it is background)")
    }

    @Test func onAnIPadEachWindowOnScreenCanBeTouched() throws {
        let w = SceneWorld(windows: true) { $0.idiom = .ipad }
        w.log.screen = Self.entries
        try w.device.tap(w.notes)
        let second = try #require(try w.device.openWindow(w.notes))
        _ = w.take()
        try w.device.ui(UIAction(.app(w.notes), "clear"))  // the focused window: the new one
        try w.device.ui(UIAction(.scene(w.scene), "clear"))
        #expect(w.take() == ["ui:clear:active:scene \(second.number)", "ui:clear:active:scene 1"])
    }

    @Test func aSceneOfASceneLessAppIsTheApp() throws {
        let w = world()
        try w.device.tap(w.todo)
        let implicit = try #require(w.device.scenes(of: w.todo).first)
        _ = w.todoLog.take()
        try w.device.ui(UIAction(.scene(implicit), "clear"))
        #expect(w.todoLog.take() == ["ui:clear:active"], "no scene argument in a sceneless app")
        #expect(w.device.records.last { $0.name == "ui" }.map(TraceRecord.textLine) == "   0.000  Todo  user: clear")
    }

    /// Exploration copies actions at every step: the case carries one reference, so a
    /// `DeviceAction` is no larger than its largest inline case (a call's three values).
    @Test func theCaseAddsNothingToAnActionsSize() {
        #expect(MemoryLayout<UIAction>.size == MemoryLayout<UnsafeRawPointer>.size)
        #expect(MemoryLayout<DeviceAction>.size <= MemoryLayout<(Bool?, Double, Double)>.size + 1)
    }
}
