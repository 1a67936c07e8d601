import MessageCatalog
import Testing
@testable import Lifecycle

/// Answering a notification with an action of its category (iOS 10+): the response the
/// delegate gets, where the app is meanwhile, and the mistakes a scenario can make.
@Suite struct NotificationActionTests {
    static let chat = NotificationCategory(
        identifier: "message",
        actions: [
            NotificationAction(identifier: "reply", title: "Reply", textInput: .init()),
            NotificationAction(identifier: "like", title: "Like"),
            NotificationAction(identifier: "open", title: "Open", options: [.foreground]),
            NotificationAction(
                identifier: "delete", title: "Delete", options: [.destructive, .authenticationRequired]),
        ])
    static let message = UserNotification(push: ["aps": ["alert": "Hi", "category": "message"]])

    /// Todo with the `message` category registered at launch and a notification delegate.
    static func world() throws -> World {
        let w = World()
        w.todoLog.extra = [.notificationDidReceive]
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.notificationCenter().setCategories([Self.chat]) }
        return w
    }

    @Test func aBackgroundActionWakesTheAppWithoutBringingItToTheFront() throws {
        let w = try Self.world()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.tap(w.mail)
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.message, action: "reply", text: "On my way")
        #expect(w.todoLog.take() == ["notificationDidReceive:background"])
        #expect(w.todoLog.response?.actionIdentifier == "reply")
        #expect(w.todoLog.response?.userText == "On my way")
        #expect(w.device.state(of: w.mail) == .active)  // Mail stays in front
        #expect(w.device.state(of: w.todo) == .suspended)  // done, suspended again
        let action = try #require(w.device.records.last { $0.kind == .action })
        #expect(action.message == "user chooses \"Reply\" on a remote notification (types \"On my way\")")
    }

    @Test func aBackgroundActionLaunchesAnAppThatIsNotRunning() throws {
        let w = try Self.world()
        try w.device.tap(w.todo)  // registers the categories (a system record)
        try w.device.home()
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.message, action: "like")
        #expect(w.todoLog.take().last == "notificationDidReceive:background")
        #expect(
            w.device.callbacks(of: w.todo).suffix(4)
                == [.willFinishLaunching, .didFinishLaunching, .didEnterBackground, .notificationDidReceive])
        #expect(w.device.state(of: w.todo) == .suspended)
        #expect(w.todoLog.response?.userText == nil)
    }

    @Test func aForegroundActionBringsTheAppToTheFront() throws {
        let w = try Self.world()
        try w.device.tap(w.todo)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.message, action: "open")
        #expect(w.todoLog.take() == Seq.foreground + ["notificationDidReceive:inactive"] + Seq.active)
        #expect(w.todoLog.response?.actionIdentifier == "open")
    }

    @Test func anActionOfAForegroundAppIsHandledWhereItIs() throws {
        let w = try Self.world()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.message, action: "like")
        #expect(w.todoLog.take() == ["notificationDidReceive:active"])
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func mistakesAreRefusedWithWhatIsPossible() throws {
        let w = try Self.world()
        try w.device.tap(w.todo)
        func refusal(_ body: () throws -> Void) -> String {
            do { try body() } catch { return "\(error)" }
            return "no error"
        }
        #expect(
            refusal { try w.device.tapNotification(w.todo, Self.message, action: "reploy", text: "x") }
                == "cannot choose the action 'reploy' of a notification of Todo: category 'message' has no such action (did you mean 'reply'?)"
        )
        #expect(
            refusal { try w.device.tapNotification(w.todo, Self.message, action: "zzzzzzzz") }
                == "cannot choose the action 'zzzzzzzz' of a notification of Todo: category 'message' has no such action "
                + "(its actions: 'reply', 'like', 'open', 'delete')")
        #expect(
            refusal { try w.device.tapNotification(w.todo, Self.message, action: "reply") }.hasSuffix(
                "it has a text field: give what the user typed (text = \"...\")"))
        #expect(
            refusal { try w.device.tapNotification(w.todo, Self.message, action: "like", text: "no") }.hasSuffix(
                "it has no text field (only a text_input action takes text)"))
        #expect(
            refusal { try w.device.tapNotification(w.todo, Self.message, text: "no") }.hasSuffix(
                "only a text-input action takes text: name it with action"))
        let plain = UserNotification(push: ["aps": ["alert": "Hi"]])
        #expect(
            refusal { try w.device.tapNotification(w.todo, plain, action: "reply", text: "x") }.hasSuffix(
                "the notification has no category, so it offers no actions (content.categoryIdentifier, or aps.category in a push)"
            ))
        let other = UserNotification(push: ["aps": ["category": "invite"]])
        #expect(
            refusal { try w.device.tapNotification(w.todo, other, action: "accept") }.hasSuffix(
                "its category 'invite' is not registered (the app calls setNotificationCategories)"))
        // Nothing happened for any of them.
        #expect(!w.device.records.contains { $0.kind == .action && $0.name == "notificationAction" })
    }

    @Test func tappingADeliveredNotificationTakesItOutOfNotificationCenter() throws {
        let w = try Self.world()
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didBecomeActive] = { app in
            try app.requestAuthorization([.alert])
            let content = NotificationContent(title: "Hi", category: "message")
            try app.notificationCenter().add(
                NotificationRequest(
                    identifier: "m1", content: content, trigger: NotificationTrigger(seconds: 1)))
            try app.notificationCenter().add(
                NotificationRequest(
                    identifier: "m2", content: content, trigger: NotificationTrigger(seconds: 600)))
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 1)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["m1"])
        #expect(
            throws: EngineError.invalidAction(
                action: "tap the notification 'm2' of Todo",
                reason: Sentence(.refusedNotYetDelivered, "600.0"))
        ) {
            try w.device.tapDeliveredNotification(w.todo, identifier: "m2")
        }
        #expect(
            throws: EngineError.invalidAction(
                action: "tap the notification 'm3' of Todo", reason: Sentence(.refusedNotDeliveredDidYouMean, "m1"))
        ) {
            try w.device.tapDeliveredNotification(w.todo, identifier: "m3")
        }
        _ = w.todoLog.take()
        try w.device.tapDeliveredNotification(w.todo, identifier: "m1", action: "like")
        #expect(w.todoLog.take().last == "notificationDidReceive:background")
        #expect(w.todoLog.response?.notification.content.title == "Hi")
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
        let action = try #require(w.device.records.last { $0.kind == .action })
        #expect(action.message == "user chooses \"Like\" on the local notification 'm1'")
    }

    // MARK: Clearing a notification by hand

    /// Todo with a delivered push in Notification Center whose category is `message`
    /// (`customDismissAction` as given), sent while Todo is in the background.
    static func delivered(customDismiss: Bool) throws -> World {
        let w = World()
        w.todoLog.extra = [.notificationDidReceive]
        var category = Self.chat
        if customDismiss { category.options = [.customDismissAction] }
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.notificationCenter().setCategories([category]) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.deliverNotification(
            w.todo, UserNotification(push: ["aps": ["alert": "Hi", "category": "message"]], identifier: "m1"))
        try w.device.deliverNotification(w.todo, UserNotification(push: ["aps": ["alert": "Other"]], identifier: "m2"))
        _ = w.todoLog.take()
        return w
    }

    @Test func clearingANotificationTakesItOutOfNotificationCenterAndRunsNoAppCode() throws {
        let w = try Self.delivered(customDismiss: false)
        try w.device.clearNotification(w.todo, identifier: "m1")
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["m2"])
        #expect(w.todoLog.take().isEmpty)
        #expect(w.device.state(of: w.todo) == .suspended)
        let action = try #require(w.device.records.last { $0.kind == .action })
        #expect(action.name == "clearNotification")
        #expect(action.message == "user clears the remote notification 'm1' in Notification Center")
    }

    /// UNNotificationDismissActionIdentifier: only for a category with customDismissAction,
    /// to didReceive, where the app is (here woken into the background and suspended again).
    @Test func aCategoryWithCustomDismissActionHearsTheDismissal() throws {
        let w = try Self.delivered(customDismiss: true)
        try w.device.clearNotification(w.todo, identifier: "m1")
        #expect(w.todoLog.take() == ["notificationDidReceive:background"])
        #expect(w.todoLog.response?.actionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
        #expect(w.todoLog.response?.notification.identifier == "m1")
        #expect(w.device.state(of: w.todo) == .suspended)
        // The other notification has no category: clearing it tells the app nothing.
        try w.device.clearNotification(w.todo, identifier: "m2")
        #expect(w.todoLog.take().isEmpty)
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
    }

    @Test func aDismissalLaunchesAnAppThatIsNotRunningAndNeverReachesTheAppDelegate() throws {
        let w = try Self.delivered(customDismiss: true)
        w.todoLog.extra.insert(.didReceiveRemoteNotification)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.dismiss()
        _ = w.todoLog.take()
        try w.device.clearNotification(w.todo, identifier: "m1")
        #expect(w.device.callbacks(of: w.todo).suffix(2) == [.didEnterBackground, .notificationDidReceive])
        #expect(!w.device.callbacks(of: w.todo).contains(.didReceiveRemoteNotification))
        // Without didReceive nothing hears it, and the app delegate's method is not its stand-in.
        let plain = try Self.delivered(customDismiss: true)
        plain.todoLog.extra = [.didReceiveRemoteNotification]
        try plain.device.clearNotification(plain.todo, identifier: "m1")
        #expect(!plain.device.callbacks(of: plain.todo).contains(.didReceiveRemoteNotification))
    }

    @Test func clearingWhatIsNotInNotificationCenterIsRefused() throws {
        let w = try Self.delivered(customDismiss: true)
        func refusal(_ body: () throws -> Void) -> String {
            do { try body() } catch { return "\(error)" }
            return "no error"
        }
        #expect(
            refusal { try w.device.clearNotification(w.todo, identifier: "m3") }
                == "cannot clear the notification 'm3' of Todo: it is not delivered (did you mean 'm1'?)")
        #expect(
            refusal { try w.device.clearNotification(w.mail, identifier: "m1") }
                == "cannot clear the notification 'm1' of Mail: Notification Center holds no notification of Mail")
        try w.device.clearNotification(w.todo, identifier: "m1")
        #expect(refusal { try w.device.clearNotification(w.todo, identifier: "m1") }.contains("it is not delivered"))
        #expect(!w.device.isPossible(.clearNotification(w.todo, identifier: "m1")))
        #expect(w.device.isPossible(.clearNotification(w.todo, identifier: "m2")))
        // Notification Center came with iOS 5.
        let old = World(ios: 4)
        #expect(
            refusal { try old.device.clearNotification(old.todo, identifier: "x") }.contains(
                "Notification Center appeared in iOS 5"))
    }

    @Test func theRegisteredCategoriesReadBack() throws {
        let w = try Self.world()
        var read: [NotificationCategory] = []
        w.todoLog.hooks[.didBecomeActive] = { app in try app.notificationCenter().categories { read = $0 } }
        try w.device.tap(w.todo)
        #expect(read == [Self.chat])
        // Before iOS 10 there is no notification center.
        let old = World(ios: 9)
        old.todoLog.hooks[.didFinishLaunching] = { app in try app.notificationCenter().categories { _ in } }
        try old.device.tap(old.todo)
        #expect(old.device.records.contains { $0.kind == .crash })
    }
}
