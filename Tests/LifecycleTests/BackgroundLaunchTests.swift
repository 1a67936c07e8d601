import Testing
@testable import Lifecycle

/// Facts §1.2 T2/T7, §2.11, §5.4, §5.6, C10: background launches and wakes.
@Suite struct BackgroundLaunchTests {
    static func world(
        modes: [BackgroundMode] = [.fetch, .remoteNotification, .location, .bluetoothCentral, .bluetoothPeripheral],
        _ configure: (inout Profile) -> Void = { _ in }
    ) -> World {
        var profile = Profile()
        configure(&profile)
        let w = World(profile: profile, todoSpec: { $0.backgroundModes = modes.map(\.rawValue) })
        w.todoLog.extra = [.performFetch, .didReceiveRemoteNotification, .handleEventsForBackgroundURLSession]
        // As if an earlier launch had asked for fetches (the system keeps the interval).
        w.device.apps[w.todo].scheduling.setFetchInterval(.zero)
        return w
    }

    static let backgroundLaunch = [
        "willFinishLaunching:background", "didFinishLaunching:background", "N:DidFinishLaunching:background",
        "didEnterBackground:background", "N:DidEnterBackground:background",
    ]

    @Test func silentPushLaunchesIntoTheBackground() throws {  // T2, §2.11
        let w = Self.world()
        try w.device.silentPush(w.todo, payload: ["aps": ["content-available": 1]])
        #expect(w.todoLog.take() == Self.backgroundLaunch + ["didReceiveRemoteNotification:background"])
        #expect(w.todoLog.options == LaunchOptions(remoteNotification: ["aps": ["content-available": 1]]))
        #expect(w.device.state(of: w.todo) == .suspended)
        let t = w.device.records.filter { $0.kind == .transition && $0.app == "Todo" }.map { "\($0.from!)->\($0.to!)" }
        #expect(t == ["notRunning->background", "background->suspended"])
        #expect(w.device.foregroundApp == nil)
    }

    @Test func fetchStaysRunningUntilTheHandlerIsCalled() throws {  // §5.4
        let w = Self.world()
        w.todoLog.answer = nil
        try w.device.backgroundFetch(w.todo)
        #expect(w.todoLog.take() == Self.backgroundLaunch + ["performFetch:background"])
        try w.device.advance(by: 20)
        #expect(w.device.state(of: w.todo) == .background)
        w.todoLog.handlers[0].call(.newData)
        try w.device.runUntilIdle()
        #expect(w.device.state(of: w.todo) == .suspended)
        w.todoLog.handlers[0].call(.noData)
        #expect(w.device.records.last?.kind == .warning)
        #expect(w.device.records.last?.message?.contains("more than once") == true)
    }

    @Test(arguments: [BackgroundEvent.fetch, .silentPush])
    func handlerNeverCalledTerminatesAt30s(event: BackgroundEvent) throws {  // §5.4 [S22]
        let w = Self.world()
        w.todoLog.answer = nil
        try event.send(w)
        try w.device.advance(by: 29.9)
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 0.2)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.reason == .watchdog)
        #expect(w.device.termination(of: w.todo)?.message?.contains("not called within 30.0 s") == true)
    }

    @Test func handlerCalledFromDispatchedWork() throws {
        let w = Self.world()
        w.todoLog.answer = nil
        w.todoLog.hooks[.performFetch] = { app in
            let c = w.todoLog.handlers.last!
            try app.work(5) { c.call(.newData) }
        }
        try w.device.backgroundFetch(w.todo)
        try w.device.advance(by: 6)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.records.contains { $0.kind == .log && $0.name == "completion" })
    }

    @Test(arguments: [false, true])
    func wakeFromSuspended(wakeCallsDidEnterBackground: Bool) throws {  // T7, C10
        let w = Self.world { $0.wakeCallsDidEnterBackground = wakeCallsDidEnterBackground }
        try w.device.tap(w.todo)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.backgroundFetch(w.todo)
        let extra = wakeCallsDidEnterBackground ? Seq.background : []
        #expect(w.todoLog.take() == extra + ["performFetch:background"])
        #expect(w.device.state(of: w.todo) == .suspended)
        let t = w.device.records.filter { $0.kind == .transition && $0.app == "Todo" }.suffix(2).map {
            "\($0.from!)->\($0.to!)"
        }
        #expect(t == ["suspended->background", "background->suspended"])
    }

    @Test func foregroundAppGetsTheEventWhileActive() throws {
        let w = Self.world()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.silentPush(w.todo)
        #expect(w.todoLog.take() == ["didReceiveRemoteNotification:active"])
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test(arguments: [BackgroundEvent.fetch, .silentPush, .location, .bluetoothCentral])
    func withoutTheModeNothingHappens(event: BackgroundEvent) throws {  // §5.6
        let w = Self.world(modes: [])
        try event.send(w)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.records.last?.message?.contains("has no UIBackgroundModes") == true)
    }

    @Test(arguments: [BackgroundEvent.fetch, .silentPush, .urlSession])
    func notRelaunchedAfterUserKillUntilOpened(event: BackgroundEvent) throws {  // §1.2 [S22]
        let w = Self.world()
        try w.device.tap(w.todo)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.home()
        try event.send(w)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.records.last?.message?.contains("force-quit") == true)
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 1)
        try event.send(w)
        #expect(w.device.callbacks(of: w.todo).last == event.method)
    }

    @Test func locationAndBluetoothLaunchOptions() throws {  // §3
        let w = Self.world()
        try w.device.location(w.todo)
        #expect(w.todoLog.options == LaunchOptions(location: true))
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 10)
        #expect(w.device.state(of: w.todo) == .suspended)

        let b = Self.world()
        try b.device.bluetooth(b.todo, .central, identifier: "hr-monitor")
        #expect(b.todoLog.options == LaunchOptions(bluetoothCentrals: ["hr-monitor"]))
        let p = Self.world()
        try p.device.bluetooth(p.todo, .peripheral, identifier: "beacon")
        #expect(p.todoLog.options == LaunchOptions(bluetoothPeripherals: ["beacon"]))
    }

    @Test func urlSessionEventsNeedNoModeAndOnlyWarnAtTheTimeout() throws {  // §5.4
        let w = Self.world(modes: [])
        w.todoLog.answer = nil
        try w.device.urlSession(w.todo, identifier: "com.acme.sync")
        #expect(w.todoLog.take() == Self.backgroundLaunch + ["handleEventsForBackgroundURLSession:background"])
        #expect(w.todoLog.options?.isEmpty == true)
        try w.device.advance(by: 31)
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.records.contains { $0.kind == .warning && ($0.message ?? "").contains("not called within") })
    }

    @Test func userOpensABackgroundLaunchedApp() throws {  // T8 from background
        let w = Self.world()
        w.todoLog.answer = nil
        try w.device.backgroundFetch(w.todo)
        _ = w.todoLog.take()
        try w.device.tap(w.todo)
        #expect(w.todoLog.take() == Seq.foreground + Seq.active)
    }
}

enum BackgroundEvent: String, CaseIterable, Sendable {
    case fetch, silentPush, location, bluetoothCentral, urlSession

    func send(_ w: World) throws {
        switch self {
        case .fetch: try w.device.backgroundFetch(w.todo)
        case .silentPush: try w.device.silentPush(w.todo)
        case .location: try w.device.location(w.todo)
        case .bluetoothCentral: try w.device.bluetooth(w.todo, .central)
        case .urlSession: try w.device.urlSession(w.todo, identifier: "s")
        }
    }

    var method: DelegateMethod? {
        switch self {
        case .fetch: return .performFetch
        case .silentPush: return .didReceiveRemoteNotification
        case .urlSession: return .handleEventsForBackgroundURLSession
        default: return nil
        }
    }
}
