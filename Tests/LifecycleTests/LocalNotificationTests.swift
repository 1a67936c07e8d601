import Testing
@testable import Lifecycle

/// Local notifications app code schedules (UNUserNotificationCenter, iOS 10+): triggers
/// that fire by themselves, the pending and delivered lists as system records, the limits,
/// authorization, and the settings the center reports.
@Suite struct LocalNotificationTests {
    @Test func aRequestFiresAtItsTriggerAndTheSystemShowsIt() throws {
        let w = try World.notifying { try $0.add(notificationRequest("r1")) }
        try w.device.tap(w.todo)
        #expect(w.device.pendingNotifications(of: w.todo).map(\.identifier) == ["r1"])
        try w.device.home()
        try w.device.advance(by: 59)
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
        try w.device.advance(by: 1)
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
        let delivered = try #require(w.device.deliveredNotifications(of: w.todo).first)
        #expect(delivered.notification.identifier == "r1")
        #expect(delivered.notification.content.title == "Water")
        #expect(delivered.date == .seconds(60))
        #expect(w.notificationLogs.suffix(1) == ["shown by the system: \"Water\" (Todo is not in the foreground)"])
        #expect(w.device.badge(of: w.todo) == 3)
        #expect(w.device.state(of: w.todo) == .suspended)  // no app code ran
        #expect(w.device.records.contains { $0.kind == .action && $0.message == "local notification 'r1' fires" })
    }

    @Test func inTheForegroundWillPresentDecidesWhetherItIsDelivered() throws {
        for (options, delivered) in [([PresentationOption.banner, .list], true), ([], false), ([.banner], false)] {
            let w = try World.notifying { try $0.add(notificationRequest("r1", after: 5)) }
            w.todoLog.extra = [.notificationWillPresent]
            w.todoLog.presentation = options
            try w.device.tap(w.todo)
            _ = w.todoLog.take()
            try w.device.advance(by: 5)
            #expect(w.todoLog.take() == ["notificationWillPresent:active"])
            #expect(w.todoLog.notification?.content.title == "Water")
            #expect(w.device.deliveredNotifications(of: w.todo).isEmpty == !delivered, "\(options)")
        }
    }

    @Test func withoutAuthorizationAddIsRefused() throws {
        let w = World()
        var errors: [String?] = []
        w.todoLog.hooks[.didBecomeActive] = { app in
            try app.notificationCenter().add(notificationRequest("r1")) { errors.append($0) }
        }
        try w.device.tap(w.todo)
        #expect(errors == ["notificationsNotAllowed"])
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
        #expect(w.notificationLogs == ["add 'r1' refused: notificationsNotAllowed (authorization is notDetermined)"])
    }

    @Test func authorizationTakenAwayLaterShowsNothing() throws {
        let w = try World.notifying { try $0.add(notificationRequest("r1")) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.changeSettings(SettingsChange(app: w.todo, notifications: false))
        try w.device.advance(by: 60)
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
        #expect(w.device.badge(of: w.todo) == nil)
        #expect(w.notificationLogs.last == "not shown: Todo may not show notifications (authorization denied)")
    }

    @Test func badgeOnlyAuthorizationAppliesTheBadgeWithoutABanner() throws {
        let w = try World.notifying { try $0.add(notificationRequest("r1")) }
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge]) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 60)
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
        #expect(w.device.badge(of: w.todo) == 3)
        #expect(w.notificationLogs.last == "not shown: alerts are off for Todo")
    }

    @Test(arguments: [
        (30.0, true, "at least 60 if repeating"), (0, false, "greater than 0"), (-5, false, "greater than 0"),
        (Double.nan, false, "greater than 0"),
    ])
    func triggersIOSRefusesAreExceptions(seconds: Double, repeats: Bool, reason: String) throws {
        let w = try World.notifying { try $0.add(notificationRequest("r1", after: seconds, repeats: repeats)) }
        try w.device.tap(w.todo)
        let crash = try #require(w.device.records.first { $0.kind == .crash })
        #expect(
            crash.message == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'time interval must be \(reason)'")
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
    }

    @Test func aRepeatingRequestFiresEveryIntervalAndLeavesTheDeviceIdle() throws {
        let w = try World.notifying { try $0.add(notificationRequest("tick", repeats: true)) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.runUntilIdle()  // only the repeating trigger is left: idle before it fires
        #expect(w.device.now < .seconds(60))
        #expect(!w.device.records.contains { $0.kind == .action && $0.name == "notification" })
        try w.device.advance(by: 180)
        #expect(
            w.device.records.filter { $0.kind == .action && $0.message == "local notification 'tick' fires" }.count == 3
        )
        #expect(w.device.pendingNotifications(of: w.todo).map(\.identifier) == ["tick"])
        #expect(w.device.deliveredNotifications(of: w.todo).count == 1)  // each delivery replaces the last
        #expect(w.device.deliveredNotifications(of: w.todo).first?.date == .seconds(180))
    }

    @Test func runUntilIdleRunsOneShotRequestsButNotRepeatingOnes() throws {
        let w = try World.notifying {
            try $0.add(notificationRequest("daily", after: 86_400, repeats: true))
            try $0.add(notificationRequest("once", after: 3600))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.runUntilIdle()
        #expect(w.device.now == .seconds(3600))
        #expect(w.device.pendingNotifications(of: w.todo).map(\.identifier) == ["daily"])
    }

    @Test func theSystemKeepsTheSoonestFiring64() throws {
        let w = try World.notifying { center in
            for i in (1...100).reversed() { try center.add(notificationRequest("r\(i)", after: Double(i))) }
        }
        try w.device.tap(w.todo)
        #expect(w.device.pendingNotifications(of: w.todo).map(\.identifier) == (1...64).map { "r\($0)" })
        #expect(w.device.records.filter { $0.kind == .warning }.count == 36)
        #expect(
            w.device.records.last { $0.kind == .warning }?.message
                == "the system keeps the soonest-firing 64 pending notification requests: 'r65' was discarded")
        // Discarded requests leave no trigger behind.
        try w.device.home()
        try w.device.advance(by: 1000)
        #expect(w.device.deliveredNotifications(of: w.todo).count == 64)
        #expect(w.notificationTriggers == 0)
    }

    @Test func thousandsOfAddsStayWithinTheBound() throws {
        let w = try World.notifying { center in
            for i in 0..<5000 { try center.add(notificationRequest("r\(i % 200)", after: Double(5000 - i))) }
        }
        try w.device.tap(w.todo)
        #expect(w.device.pendingNotifications(of: w.todo).count == 64)
        #expect(w.notificationTriggers == 64)
    }

    @Test func aRequestWithTheSameIdentifierReplacesThePendingOne() throws {
        let w = try World.notifying { center in
            try center.add(notificationRequest("r1", after: 60, title: "first"))
            try center.add(notificationRequest("r1", after: 120, title: "second"))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 200)
        #expect(w.device.deliveredNotifications(of: w.todo).map { $0.notification.content.title } == ["second"])
        #expect(w.device.records.filter { $0.kind == .action && $0.name == "notification" }.count == 1)
    }

    @Test func completionHandlersRunOnTheMainQueueAfterTheCallerWithWhatWasTrueThen() throws {
        var order: [String] = []
        let w = try World.notifying { center in
            try center.add(notificationRequest("r1")) { order.append("add: \($0 ?? "nil")") }
            try center.pendingRequests { order.append("pending: \($0.map(\.identifier))") }
            try center.removeAllPendingRequests()
            try center.settings { order.append("settings: \($0.authorizationStatus)") }
            order.append("returned")
        }
        try w.device.tap(w.todo)
        #expect(order == ["returned", "add: nil", "pending: [\"r1\"]", "settings: authorized"])
    }

    @Test func beforeIOS10TheCenterIsAnUnrecognizedSelector() throws {
        let w = World(ios: 9)
        w.todoLog.hooks[.didBecomeActive] = { app in _ = try app.notificationCenter() }
        try w.device.tap(w.todo)
        let crash = try #require(w.device.records.first { $0.kind == .crash })
        #expect(
            crash.message
                == "+[UNUserNotificationCenter currentNotificationCenter]: unrecognized selector sent to class"
                + " (currentNotificationCenter appeared in iOS 10; this device runs iOS 9)")
    }

    @Test func aRequestAtTheEndOfTimeFiresOnceEvenIfItRepeats() throws {
        let w = try World.notifying { try $0.add(notificationRequest("forever", after: .infinity, repeats: true)) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(to: VirtualTime(nanoseconds: .max))
        #expect(w.device.deliveredNotifications(of: w.todo).count == 1)
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
        #expect(w.device.notificationClock.repeating == 0)
    }

}
