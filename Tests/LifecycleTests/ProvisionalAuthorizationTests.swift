import Testing
@testable import Lifecycle

/// Provisional authorization (iOS 12): no prompt, status provisional, notifications delivered
/// quietly to Notification Center only; a later request without it shows the prompt.
@Suite struct ProvisionalAuthorizationTests {
    func logs(_ w: World, _ name: String) -> [String] {
        w.device.records.filter { $0.kind == .log && $0.name == name }.compactMap(\.message)
    }

    /// Todo asks provisionally in didFinishLaunching; `answers` collects the completions.
    static func world(ios: Int = 17) -> (World, Box) {
        let w = World(ios: ios)
        let box = Box()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            box.returned = try app.requestAuthorization([.alert, .badge], flags: [.provisional]) {
                box.answers.append($0)
            }
            try app.notificationCenter().settings { box.settings = $0 }
        }
        return (w, box)
    }

    final class Box {
        var returned: Bool?
        var answers: [Bool] = []
        var settings: NotificationSettings?
    }

    @Test func noPromptAndTheStatusIsProvisional() throws {
        let (w, box) = Self.world()
        try w.device.tap(w.todo)  // no system.grant: no prompt needs an answer
        #expect(box.returned == true && box.answers == [true])
        #expect(
            logs(w, "requestAuthorization") == [
                "requestAuthorization(alert, badge, provisional) -> granted provisionally (no prompt: delivered quietly)"
            ])
        let settings = try #require(box.settings)
        #expect(settings.authorizationStatus == .provisional)
        #expect(settings.alertSetting == .enabled && settings.notificationCenterSetting == .enabled)
        #expect(settings.lockScreenSetting == .disabled)
    }

    @Test func notificationsGoQuietlyToNotificationCenter() throws {
        let (w, _) = Self.world()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.deliverNotification(w.todo, UserNotification(push: ["aps": ["alert": "Hi"]]))
        #expect(
            logs(w, "notification").last
                == "delivered quietly to Notification Center (provisional authorization): no banner, no sound")
        #expect(w.device.deliveredNotifications(of: w.todo).count == 1)
        // A local notification it schedules is added and delivered the same way.
        w.todoLog.hooks[.didBecomeActive] = { app in
            try app.notificationCenter().add(
                NotificationRequest(
                    identifier: "r1", content: NotificationContent(title: "Later"),
                    trigger: NotificationTrigger(seconds: 60)))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 60)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["push-1", "r1"])
        #expect(!logs(w, "notification").contains { $0.hasPrefix("shown by the system") })
    }

    @Test func aLaterRequestWithoutItShowsThePromptWhoseAnswerDecides() throws {
        let (w, box) = Self.world()
        try w.device.grant(w.todo, false)  // the user will say Don't Allow at the prompt
        w.todoLog.hooks[.didBecomeActive] = { app in
            box.answers.append(try app.requestAuthorization([.alert, .badge]))
            try app.notificationCenter().settings { box.settings = $0 }
        }
        try w.device.tap(w.todo)
        #expect(box.answers.contains(false))
        #expect(box.settings?.authorizationStatus == .denied)
        #expect(logs(w, "requestAuthorization").last == "requestAuthorization(alert, badge) -> denied")
        // Once the prompt has been answered, asking provisionally again changes nothing.
        let (again, againBox) = Self.world()
        try again.device.grant(again.todo, true)
        again.todoLog.hooks[.didFinishLaunching] = { app in
            try app.requestAuthorization([.alert])
            againBox.returned = try app.requestAuthorization([.alert], flags: [.provisional])
            try app.notificationCenter().settings { againBox.settings = $0 }
        }
        try again.device.tap(again.todo)
        #expect(againBox.settings?.authorizationStatus == .authorized)
    }

    @Test func beforeIOS12ProvisionalIsUnknownAndThePromptShows() throws {
        let (w, box) = Self.world(ios: 11)
        try w.device.tap(w.todo)
        #expect(box.returned == false)  // no answer scripted: Don't Allow
        #expect(box.settings?.authorizationStatus == .denied)
    }

    @Test func withNotificationsOffInSettingsNothingIsGranted() throws {
        let (w, box) = Self.world()
        try w.device.changeSettings(SettingsChange(app: w.todo, notifications: false))
        try w.device.tap(w.todo)
        #expect(box.settings?.authorizationStatus == .denied)
        #expect(box.returned == false)
    }
}
