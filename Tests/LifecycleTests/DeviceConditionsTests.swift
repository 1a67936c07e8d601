import MessageCatalog
import Testing
@testable import Lifecycle

/// The device's conditions: external power, the network, Low Power Mode, and idleness. A
/// BGProcessingTask runs only on an idle device whose power and network hold what its
/// request requires, and ends when the user starts using the device; Low Power Mode turns
/// Background App Refresh off.
@Suite struct DeviceConditionsTests {
    static let clean = "com.acme.todolist.clean"
    static let refresh = "com.acme.todolist.refresh"

    func systemLogs(_ w: World) -> [String] {
        w.device.records.filter { $0.kind == .log && $0.name == "system" }.compactMap(\.message)
    }

    func tasks(_ w: World) -> [String] {
        w.device.records.filter { $0.kind == .task }.map { "\($0.name ?? "") \($0.message ?? "")" }
    }

    func logs(_ w: World) -> [String] {
        w.device.records.filter { $0.kind == .log && $0.name != "system" }.compactMap(\.message)
    }

    /// Todo registers a processing task (and a refresh task) at launch and submits `request`;
    /// the processing handler works `work` seconds, its expiration handler logs and completes.
    func world(
        _ request: TaskRequest = TaskRequest(identifier: clean, kind: .processing), work: Double = 60,
        profile: Profile = Profile()
    ) -> World {
        let w = World(
            profile: profile,
            todoSpec: {
                $0.backgroundModes = ["fetch", "processing"]
                $0.taskIdentifiers = [Self.clean, Self.refresh]
            })
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerTask(Self.clean) { task in
                task.expirationHandler = {
                    app.log("expiring")
                    task.setTaskCompleted(success: false)
                }
                try app.work(work) { task.setTaskCompleted(success: true) }
            }
            try app.registerTask(Self.refresh) { task in task.setTaskCompleted(success: true) }
            #expect(try app.submitTask(request) == nil)
        }
        return w
    }

    /// Launched, then left in the background (the Home Screen in front, unlocked).
    func launched(_ w: World) throws {
        try w.device.tap(w.todo)
        try w.device.home()
    }

    // MARK: Defaults

    @Test func theDefaultsHoldNoRequestBack() {
        let w = World()
        #expect(w.device.isCharging)
        #expect(w.device.isNetworkReachable)
        #expect(!w.device.isLowPowerModeEnabled)
        #expect(!w.device.isIdle)  // unlocked
    }

    // MARK: Idle

    @Test func aProcessingTaskRunsOnlyWhileTheDeviceIsIdle() throws {
        let w = world()
        try launched(w)
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(
            systemLogs(w).last
                == "not delivered: a BGProcessingTask runs only while the device is idle (locked, no app in front):"
                + " the device is unlocked")
        #expect(!tasks(w).contains { $0.hasPrefix("launch") })
        #expect(w.device.pendingTaskRequests(of: w.todo).map(\.identifier) == [Self.clean])  // still waiting
        try w.device.lock()
        #expect(w.device.isIdle)
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(tasks(w).last == "launch BGProcessingTask \(Self.clean)")
        #expect(w.device.state(of: w.todo) == .background)
        try w.device.advance(by: 61)
        #expect(tasks(w).last == "complete \(Self.clean) (success: true)")
        #expect(w.device.state(of: w.todo) == .suspended)
    }

    @Test func anAppInFrontOrACallIsNotIdle() throws {
        var profile = Profile()
        profile.lock = .resignOnly  // the app in front stays there while the device is locked
        let w = world(profile: profile)
        try launched(w)
        try w.device.tap(w.mail)
        try w.device.lock()
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(systemLogs(w).last?.hasSuffix(": Mail is in front") == true)

        let call = world()
        try launched(call)
        try call.device.lock()
        try call.device.incomingCall(answer: nil, after: 20)
        #expect(!call.device.isIdle)
        try call.device.runBackgroundTask(call.todo, identifier: Self.clean)
        #expect(systemLogs(call).last?.hasSuffix(": a phone call is in progress") == true)
        try call.device.advance(by: 20)  // it rings out: idle again
        try call.device.runBackgroundTask(call.todo, identifier: Self.clean)
        #expect(tasks(call).last == "launch BGProcessingTask \(Self.clean)")
    }

    @Test func aRefreshTaskNeedsNeitherIdlenessNorPower() throws {
        let w = world(TaskRequest(identifier: Self.refresh, kind: .refresh))
        try launched(w)
        try w.device.power(false)
        try w.device.network(false)
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(tasks(w).contains("launch BGAppRefreshTask \(Self.refresh)"))
    }

    // MARK: Power and network

    @Test func externalPowerIsWaitedFor() throws {
        let w = world(TaskRequest(identifier: Self.clean, kind: .processing, requiresExternalPower: true))
        try launched(w)
        try w.device.lock()
        try w.device.power(false)
        #expect(!w.device.isCharging)
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(
            systemLogs(w).last
                == "not delivered: the request requires external power and the device is on battery (plug in the charger)"
        )
        try w.device.power(true)
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(tasks(w).last == "launch BGProcessingTask \(Self.clean)")
        let actions = w.device.records.filter { $0.kind == .action && $0.name == "power" }.compactMap(\.message)
        #expect(actions == ["the charger is unplugged: on battery", "the charger is plugged in"])
    }

    @Test func theNetworkIsWaitedFor() throws {
        let w = world(TaskRequest(identifier: Self.clean, kind: .processing, requiresNetworkConnectivity: true))
        try launched(w)
        try w.device.lock()
        try w.device.network(false)
        try w.device.power(false)  // not required: no matter
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(
            systemLogs(w).last
                == "not delivered: the request requires network connectivity and the device has none (network reachable)"
        )
        try w.device.network(true)
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        #expect(tasks(w).last == "launch BGProcessingTask \(Self.clean)")
    }

    // MARK: The user starts using the device

    @Test func unlockingExpiresARunningProcessingTaskThenTheAppSuspends() throws {
        let w = world()
        try launched(w)
        try w.device.lock()
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        try w.device.advance(by: 10)
        try w.device.unlock()
        #expect(
            systemLogs(w).last
                == "the user unlocks the device: the system ends the BGProcessingTask \(Self.clean) (the device is in use)"
        )
        #expect(logs(w) == ["expiring"])
        #expect(
            tasks(w).suffix(2) == [
                "expire \(Self.clean)", "complete \(Self.clean) (success: false)",
            ])
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.device.termination(of: w.todo) == nil)
    }

    @Test func aTaskThatDoesNotEndAfterItsExpirationKillsTheApp() throws {
        let w = world()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerTask(Self.clean) { task in task.expirationHandler = { app.log("expiring") } }
            _ = try app.submitTask(TaskRequest(identifier: Self.clean, kind: .processing))
        }
        try launched(w)
        try w.device.lock()
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        try w.device.unlock()
        #expect(logs(w) == ["expiring"])
        try w.device.advance(by: 5.1)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .backgroundTaskExpiry)
        #expect(end.time == .seconds(5))
    }

    @Test func withTerminateTheAppIsKilledAtOnce() throws {
        var profile = Profile()
        try profile.set("processingTaskOnUse", to: .string("terminate"))
        let w = world(profile: profile)
        try launched(w)
        try w.device.lock()
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        try w.device.unlock()
        #expect(logs(w).isEmpty)
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .backgroundTaskExpiry)
        #expect(end.message == "0x8badf00d: BGProcessingTask \(Self.clean) ended: the user started using the device")
    }

    @Test func answeringACallEndsItToo() throws {
        let w = world()
        try launched(w)
        try w.device.lock()
        try w.device.runBackgroundTask(w.todo, identifier: Self.clean)
        try w.device.incomingCall(answer: true, after: 2, duration: 30)
        #expect(logs(w).isEmpty)  // ringing is not using the device
        try w.device.advance(by: 2)
        #expect(systemLogs(w).last?.hasPrefix("the user answers a call: the system ends") == true)
        #expect(logs(w) == ["expiring"])
    }

    @Test func aRefreshTaskRunsOnAfterTheUnlock() throws {
        let w = world(TaskRequest(identifier: Self.refresh, kind: .refresh))
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerTask(Self.refresh) { task in try app.work(20) { task.setTaskCompleted(success: true) } }
            _ = try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh))
        }
        try launched(w)
        try w.device.lock()
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        try w.device.unlock()
        try w.device.advance(by: 21)
        #expect(tasks(w).last == "complete \(Self.refresh) (success: true)")
        #expect(!systemLogs(w).contains { $0.contains("ends the") })
    }

    // MARK: Low Power Mode

    @Test func lowPowerModeTurnsBackgroundAppRefreshOff() throws {
        let w = world(TaskRequest(identifier: Self.refresh, kind: .refresh))
        try launched(w)
        try w.device.changeSettings(SettingsChange(lowPower: true))
        #expect(w.device.isLowPowerModeEnabled)
        #expect(w.device.backgroundRefreshStatus(of: w.todo) == .denied)
        #expect(w.device.backgroundRefreshStatus(of: w.mail) == .denied)
        try w.device.runBackgroundTask(w.todo, identifier: Self.refresh)
        #expect(
            systemLogs(w).last
                == "not delivered: Background App Refresh is off in Low Power Mode (backgroundRefreshStatus denied)")
        var answer: TaskSubmitError?
        w.todoLog.hooks[.didBecomeActive] = { app in
            answer = try app.submitTask(TaskRequest(identifier: Self.refresh, kind: .refresh))
        }
        try w.device.tap(w.todo)
        #expect(answer == .unavailable)
        try w.device.changeSettings(SettingsChange(lowPower: false))
        #expect(w.device.backgroundRefreshStatus(of: w.todo) == .available)
        // The parental restriction outranks it; the restricted switch value is the other reading.
        try w.device.changeSettings(SettingsChange(backgroundAppRefresh: .restricted, lowPower: true))
        #expect(w.device.backgroundRefreshStatus(of: w.todo) == .restricted)
        var restricted = Profile()
        try restricted.set("lowPowerRefreshStatus", to: .string("restricted"))
        let r = World(profile: restricted)
        try r.device.changeSettings(SettingsChange(lowPower: true))
        #expect(r.device.backgroundRefreshStatus(of: r.todo) == .restricted)
        let action = try #require(r.device.records.first { $0.kind == .action })
        #expect(action.message == "user changes Settings: Low Power Mode on")
    }

    @Test func runningAppsHearTheChangeSuspendedOnesOnceWhenTheyRunAgain() throws {
        let w = World()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.changeSettings(SettingsChange(lowPower: true))
        #expect(
            w.todoLog.take() == [
                "N:NSProcessInfoPowerStateDidChange:active", "N:BackgroundRefreshStatusDidChange:active",
            ])
        try w.device.changeSettings(SettingsChange(lowPower: true))  // no change: nothing
        #expect(w.todoLog.take().isEmpty)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.changeSettings(SettingsChange(lowPower: false))
        try w.device.changeSettings(SettingsChange(lowPower: true))
        try w.device.changeSettings(SettingsChange(lowPower: false))
        #expect(w.todoLog.take().isEmpty)  // suspended: queued, one of each
        try w.device.tap(w.todo)
        let heard = w.todoLog.take().filter { $0.contains("DidChange") }
        #expect(heard == ["N:NSProcessInfoPowerStateDidChange:active", "N:BackgroundRefreshStatusDidChange:active"])
        #expect(w.mailLog.take().isEmpty)  // never launched: nothing
    }

    @Test func appCodeReadsTheModeFromIOS9() throws {
        var read: [Bool] = []
        let w = World()
        w.todoLog.hooks[.didBecomeActive] = { app in read.append(try app.isLowPowerModeEnabled) }
        try w.device.changeSettings(SettingsChange(lowPower: true))
        try w.device.tap(w.todo)
        #expect(read == [true])
        let old = World(ios: 8)
        old.todoLog.hooks[.didBecomeActive] = { app in read.append(try app.isLowPowerModeEnabled) }
        try old.device.tap(old.todo)
        let crash = try #require(old.device.records.first { $0.kind == .crash })
        #expect(crash.message?.contains("-[NSProcessInfo isLowPowerModeEnabled]: unrecognized selector") == true)
    }

    // MARK: Refusals

    @Test func refusals() throws {
        let old = World(ios: 8)
        #expect(
            throws: EngineError.notAvailable(
                action: "switch Low Power Mode", feature: "Low Power Mode", since: 9, ios: 8)
        ) {
            try old.device.changeSettings(SettingsChange(lowPower: true))
        }
        let first = World(ios: 2)
        try first.device.power(false)  // every iPhone has a charger and a network
        try first.device.network(false)
        let w = World()
        #expect(
            throws: EngineError.invalidAction(
                action: "switch Low Power Mode for one app",
                reason: Sentence(.refusedLowPowerOneApp))
        ) {
            try w.device.changeSettings(SettingsChange(app: w.todo, lowPower: true))
        }
        #expect(
            throws: EngineError.invalidAction(
                action: "change Settings", reason: Sentence(.refusedNameASwitch))
        ) {
            try w.device.changeSettings(SettingsChange())
        }
        var refused: [EngineError] = []
        w.todoLog.hooks[.didBecomeActive] = { [w] _ in
            for action in [DeviceAction.power(true), .network(false), .settings(SettingsChange(lowPower: true))] {
                do { try w.device.perform(action) } catch let error as EngineError { refused.append(error) }
            }
        }
        try w.device.tap(w.todo)
        #expect(
            refused == [.reentrantCall("power"), .reentrantCall("network"), .reentrantCall("change Settings")])
        #expect(w.device.isCharging && w.device.isNetworkReachable && !w.device.isLowPowerModeEnabled)
    }
}
