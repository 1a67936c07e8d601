import Testing
@testable import Lifecycle

/// What the system keeps of an app's notifications: the pending and delivered lists outlive
/// the process and reboots, removals take triggers with them, the settings follow the
/// prompt and the Settings switch, and deleting the app forgets all of it.
@Suite struct NotificationRecordTests {
    @Test func pendingAndDeliveredSurviveTheProcessAndAReboot() throws {
        let w = try World.notifying {
            try $0.add(notificationRequest("early", after: 10))
            try $0.add(notificationRequest("late", after: 100))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 10)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.reboot()
        #expect(w.device.pendingNotifications(of: w.todo).map(\.identifier) == ["late"])
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["early"])
        try w.device.advance(by: 100)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["early", "late"])
        #expect(w.device.state(of: w.todo) == .notRunning)  // shown without launching the app
    }

    @Test func removingPendingAndDeliveredRequests() throws {
        var step = 0
        let w = try World.notifying { center in
            step += 1
            if step == 1 {
                for id in ["a", "b", "c"] { try center.add(notificationRequest(id, after: 10)) }
                try center.add(notificationRequest("later", after: 1000))
            } else {
                try center.removeDeliveredNotifications(["a", "nothing"])
                try center.removePendingRequests(["later"])
            }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 20)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["a", "b", "c"])
        try w.device.tap(w.todo)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["b", "c"])
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
        #expect(w.notificationTriggers == 0)  // the trigger went with the request
        let all = try World.notifying { center in
            try center.add(notificationRequest("x", after: 5))
            try center.removeAllPendingRequests()
            try center.removeAllDeliveredNotifications()
        }
        try all.device.tap(all.todo)
        #expect(all.device.pendingNotifications(of: all.todo).isEmpty)
    }

    @Test func settingsFollowThePromptAndTheSwitch() throws {
        let w = World()
        var seen: [NotificationSettings] = []
        w.todoLog.hooks[.didBecomeActive] = { app in try app.notificationCenter().settings { seen.append($0) } }
        try w.device.tap(w.todo)
        #expect(
            seen.last
                == NotificationSettings(
                    authorizationStatus: .notDetermined, alertSetting: .notSupported, badgeSetting: .notSupported,
                    soundSetting: .notSupported))
        let granted = try World.notifying()
        try granted.device.tap(granted.todo)
        let settings = granted.device.notificationSettings(of: granted.todo)
        #expect(settings.authorizationStatus == .authorized)
        #expect(
            [settings.alertSetting, settings.badgeSetting, settings.soundSetting] == [
                .enabled, .enabled, .notSupported,
            ])
        #expect(settings.lockScreenSetting == .enabled)
        try granted.device.changeSettings(SettingsChange(notifications: false))
        let off = granted.device.notificationSettings(of: granted.todo)
        #expect(off.authorizationStatus == .denied)
        #expect([off.alertSetting, off.badgeSetting, off.soundSetting] == [.disabled, .disabled, .notSupported])
    }

    @Test func forgettingAnAppsRecordsDropsItsTriggers() throws {
        let w = try World.notifying {
            try $0.add(notificationRequest("r1", repeats: true))
            try $0.setCategories([NotificationCategory(identifier: "c")])
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 60)
        w.device.forgetNotificationRecords(w.todo)
        #expect(w.device.pendingNotifications(of: w.todo).isEmpty)
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
        #expect(w.device.notificationCategories(of: w.todo).isEmpty)
        #expect(w.device.notificationClock.repeating == 0)
        #expect(w.notificationTriggers == 0)
    }

    @Test func theEngineChecksThatEachRequestHasOneTrigger() throws {
        let w = try World.notifying { try $0.add(notificationRequest("r1", repeats: true)) }
        try w.device.tap(w.todo)
        #expect(w.device.invariantViolations().isEmpty)
        w.device.notificationClock.repeating += 1
        #expect(w.device.invariantViolations() == ["2 repeating triggers counted, 1 pending"])
        w.device.notificationClock.repeating -= 1
        w.device.loop.queue.remove {
            if case .notificationTrigger = $0.job { return true }
            return false
        }
        #expect(w.device.invariantViolations() == ["the pending notification requests and their trigger events differ"])
    }
}
