import Testing
@testable import Lifecycle

/// Notifications by version (facts §2.11, §3, §6): UNUserNotificationCenterDelegate from
/// iOS 10, the app delegate's legacy methods before, the badge of a payload, the one
/// permission prompt.
@Suite struct NotificationTests {
    static let push = UserNotification(push: ["aps": ["alert": "Breaking", "badge": 5], "id": 7])
    static let reminder = UserNotification(kind: .local, payload: ["list": "groceries"], identifier: "r1")

    func logs(_ w: World, _ name: String) -> [String] {
        w.device.records.filter { $0.kind == .log && $0.name == name }.compactMap(\.message)
    }

    @Test func notificationDelegateGetsTheTapAfterALaunchBeforeDidBecomeActive() throws {
        let w = World()
        w.todoLog.extra = [.notificationDidReceive, .didReceiveRemoteNotification]
        try w.device.tapNotification(w.todo, Self.push)
        #expect(
            w.device.callbacks(of: w.todo) == [
                .willFinishLaunching, .didFinishLaunching, .notificationDidReceive, .didBecomeActive,
            ])
        #expect(w.todoLog.take().contains("notificationDidReceive:inactive"))
        #expect(w.todoLog.options == LaunchOptions(remoteNotification: Self.push.userInfo))
        let response = try #require(w.todoLog.response)
        #expect(response.notification.userInfo == Self.push.userInfo)
        #expect(response.notification.content.body == "Breaking" && response.notification.badge == 5)
        #expect(response.notification.identifier == "push-1")  // named by the device: APNs gave none
        #expect(response.actionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(response.targetScene == nil)  // a sceneless app
    }

    @Test func withTheSwitchAlwaysTheAppDelegateHearsTheTapToo() throws {  // [A2] reading
        let w = try World { $0.remoteNotificationAppDelegate = .always }
        w.todoLog.extra = [.notificationDidReceive, .didReceiveRemoteNotification]
        try w.device.tapNotification(w.todo, Self.push)
        #expect(
            w.device.callbacks(of: w.todo) == [
                .willFinishLaunching, .didFinishLaunching, .notificationDidReceive, .didReceiveRemoteNotification,
                .didBecomeActive,
            ])
    }

    @Test func withoutTheNotificationDelegateTheAppDelegateStillGetsIt() throws {  // today's default path
        let w = World()
        w.todoLog.extra = [.didReceiveRemoteNotification]
        try w.device.tapNotification(w.todo, Self.push)
        #expect(w.device.callbacks(of: w.todo).contains(.didReceiveRemoteNotification))
    }

    @Test func warmTapGoesThroughTheResume() throws {
        let w = World()
        w.todoLog.extra = [.notificationDidReceive]
        try w.device.tap(w.todo)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.reminder)
        #expect(w.todoLog.take() == Seq.foreground + ["notificationDidReceive:inactive"] + Seq.active)
        #expect(w.todoLog.response?.notification.identifier == "r1")
        #expect(w.todoLog.response?.notification.userInfo == Self.reminder.userInfo)
    }

    @Test(arguments: [9, 17])
    func localNotificationBeforeTheNotificationDelegate(ios: Int) throws {  // §3, didReceiveLocalNotification
        let w = World(ios: ios)
        w.todoLog.extra = [.didReceiveLocalNotification]
        try w.device.tapNotification(w.todo, Self.reminder)
        // Cold: the launch option (iOS 4-9 only), never the method.
        #expect(w.todoLog.options?.localNotification?.userInfo == (ios < 10 ? Self.reminder.userInfo : nil))
        #expect(!w.device.callbacks(of: w.todo).contains(.didReceiveLocalNotification))
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.reminder)
        #expect(w.todoLog.take() == Seq.foreground + ["didReceiveLocalNotification:inactive"] + Seq.active)
        #expect(w.todoLog.notification?.userInfo == Self.reminder.userInfo)
        #expect(w.todoLog.notification?.identifier == "r1")
    }

    @Test func remoteNotificationOnIOS6UsesTheLegacyMethodWhenRunning() throws {  // §2.11, [A2]
        let w = World(ios: 6)
        w.todoLog.extra = [.didReceiveRemoteNotificationLegacy]
        try w.device.tapNotification(w.todo, Self.push)
        #expect(w.device.callbacks(of: w.todo) == [.willFinishLaunching, .didFinishLaunching, .didBecomeActive])
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, Self.push)
        #expect(w.todoLog.take() == Seq.foreground + ["didReceiveRemoteNotificationLegacy:inactive"] + Seq.active)
        #expect(w.todoLog.payload == Self.push.userInfo)
    }

    @Test func theFetchFormWinsOverTheLegacyOneFromIOS7() throws {
        let w = World(ios: 9)
        w.todoLog.extra = [.didReceiveRemoteNotificationLegacy, .didReceiveRemoteNotification]
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.tapNotification(w.todo, Self.push)
        #expect(w.device.callbacks(of: w.todo).contains(.didReceiveRemoteNotification))
        #expect(!w.device.callbacks(of: w.todo).contains(.didReceiveRemoteNotificationLegacy))
    }

    @Test func completionHandlersMisusedAreHarmless() throws {  // re-entrancy and late calls
        let w = World()
        w.todoLog.extra = [.notificationDidReceive]
        w.todoLog.answer = nil
        try w.device.tapNotification(w.todo, Self.push)
        let completion = try #require(w.todoLog.handlers.first)
        completion.call()
        completion.call()
        #expect(w.device.records.last { $0.kind == .warning }?.message?.contains("called more than once") == true)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        completion.call()  // the process is gone: nothing happens
        #expect(w.device.invariantViolations().isEmpty)
        // Never calling it only warns (no kill): UIKit just stops waiting.
        let w2 = World()
        w2.todoLog.extra = [.notificationDidReceive]
        w2.todoLog.answer = nil
        try w2.device.tapNotification(w2.todo, Self.push)
        try w2.device.advance(by: 31)
        #expect(w2.device.state(of: w2.todo) == .active)
        #expect(
            w2.device.records.contains {
                $0.kind == .warning && $0.message?.contains("was not called within 30.0 s") == true
            })
    }

    // MARK: Arriving notifications

    @Test func willPresentDecidesInTheForeground() throws {
        let w = World()
        try w.device.grant(w.todo, true)
        w.todoLog.extra = [.notificationWillPresent]
        w.todoLog.presentation = [.banner, .badge]
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge, .alert]) }
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.deliverNotification(w.todo, Self.push)
        #expect(w.todoLog.take() == ["notificationWillPresent:active"])
        #expect(logs(w, "notification") == ["shown in the foreground: banner"])
        #expect(w.device.badge(of: w.todo) == 5)
    }

    @Test func aDelegateWithoutWillPresentSilencesItInTheForeground() throws {  // [WP]
        let w = World()
        w.todoLog.extra = [.didReceiveRemoteNotification]
        w.todoLog.notificationDelegate = true  // a delegate, without willPresent
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge, .alert]) }
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.deliverNotification(w.todo, Self.push)
        #expect(w.todoLog.take() == ["didReceiveRemoteNotification:active"])
        #expect(logs(w, "notification") == ["not shown: Todo is in the foreground"])
        #expect(w.device.badge(of: w.todo) == nil)
        #expect(w.device.deliveredNotifications(of: w.todo).isEmpty)
    }

    @Test func withNoDelegateAtAllTheSystemShowsItByItsOwnOptions() throws {  // [WP]
        let w = World()
        w.todoLog.extra = [.didReceiveRemoteNotification]
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge, .alert]) }
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.deliverNotification(w.todo, Self.push)
        #expect(w.todoLog.take() == ["didReceiveRemoteNotification:active"])  // the app delegate still hears it
        #expect(logs(w, "notification") == ["shown by the system (Todo has no notification delegate)"])
        #expect(w.device.badge(of: w.todo) == 5)
        #expect(w.device.deliveredNotifications(of: w.todo).map(\.notification.identifier) == ["push-1"])
        // The reading of the reports: silenced as with a delegate.
        let silent = try World { $0.notificationWithoutDelegate = .notShown }
        try silent.device.tap(silent.todo)
        try silent.device.deliverNotification(silent.todo, Self.push)
        #expect(logs(silent, "notification") == ["not shown: Todo is in the foreground"])
        // Before iOS 10 there is no notification center: the app in front never shows it.
        let old = World(ios: 9)
        try old.device.tap(old.todo)
        try old.device.deliverNotification(old.todo, Self.push)
        #expect(logs(old, "notification") == ["not shown: Todo is in the foreground"])
    }

    @Test func aDelegateSetAfterTheLaunchMissesTheResponseThatLaunchedTheApp() throws {  // [UND]
        let w = World()
        w.todoLog.extra = [.notificationDidReceive]
        w.todoLog.notificationDelegate = false  // not yet
        w.todoLog.hooks[.didBecomeActive] = { app in
            w.todoLog.notificationDelegate = true
            try app.notificationCenter().delegateWasSet(present: true)
        }
        try w.device.tapNotification(w.todo, Self.push)
        #expect(!w.device.callbacks(of: w.todo).contains(.notificationDidReceive))
        let advice = try #require(w.device.records.last { $0.kind == .warning })
        #expect(
            advice.message?.hasPrefix("a notification response reached Todo before its UNUserNotificationCenter")
                == true)
        #expect(logs(w, "notification") == ["UNUserNotificationCenter delegate set"])
        // Set now, it hears the next tap.
        w.todoLog.hooks[.didBecomeActive] = nil
        try w.device.home()
        try w.device.tapNotification(w.todo, Self.push)
        #expect(w.device.callbacks(of: w.todo).filter { $0 == .notificationDidReceive }.count == 1)
        // Set in didFinishLaunching, it is in time: no advice.
        let early = World()
        early.todoLog.extra = [.notificationDidReceive]
        early.todoLog.notificationDelegate = false
        early.todoLog.hooks[.didFinishLaunching] = { app in
            early.todoLog.notificationDelegate = true
            try app.notificationCenter().delegateWasSet(present: true)
        }
        try early.device.tapNotification(early.todo, Self.push)
        #expect(early.device.callbacks(of: early.todo).contains(.notificationDidReceive))
        #expect(!early.device.records.contains { $0.kind == .warning })
    }

    @Test func inTheBackgroundTheSystemShowsItAndSetsTheBadge() throws {  // §6 [S21]
        let w = World()
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge]) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.deliverNotification(w.todo, Self.push)
        #expect(w.device.badge(of: w.todo) == 5)
        #expect(w.device.state(of: w.todo) == .suspended)  // no app code ran
        let badge = try #require(w.device.records.last { $0.kind == .badge })
        #expect(badge.name == "aps.badge")
    }

    @Test func aPayloadBadgeNeedsBadgeAuthorization() throws {
        let w = World()
        try w.device.deliverNotification(w.todo, Self.push)
        #expect(w.device.badge(of: w.todo) == nil)
        #expect(logs(w, "notification").last == "badge 5 not applied: no badge authorization")
        // A silent push's badge is applied too (before iOS 8 without asking).
        let old = World(ios: 7)
        try old.device.silentPush(old.todo, payload: ["aps": ["content-available": 1, "badge": 2]])
        #expect(old.device.badge(of: old.todo) == 2)
    }

    @Test func malformedBadgesAreIgnored() throws {
        for bad: StoredValue in [-1, "three", "3", 1e20, 2.5, "", ["n": 1]] {
            #expect(UserNotification(push: ["aps": ["badge": bad]]).badge == nil)
        }
        #expect(UserNotification(push: ["aps": ["badge": 3.0]]).badge == 3)
        #expect(UserNotification(local: NotificationContent(badge: 0)).badge == 0)
    }

    // MARK: As Swift reads them

    @Test func aPushsContentComesFromItsAPSAndItsUserInfoIsTheWholePayload() {  // UNNotificationContent
        let payload: UserInfo = [
            "aps": [
                "alert": ["title": "Hi", "subtitle": "Ann", "body": "Lunch?"], "category": "chat", "thread-id": "ann",
            ],
            "id": 7, "tags": ["a", "b"],
        ]
        let n = UserNotification(push: payload)
        #expect(n.content.title == "Hi" && n.content.subtitle == "Ann" && n.content.body == "Lunch?")
        #expect(n.category == "chat" && n.content.threadIdentifier == "ann")
        #expect(n.userInfo == payload && n.userInfo.value(at: "aps", "alert", "title") == "Hi")
        #expect(n.userInfo["id"] == .integer(7) && n.userInfo["tags"] == ["a", "b"])
        #expect(n.identifier == nil && n.kind == .remote)
    }

    @Test func everyPushIsNamedWhenItArrivesUnlessAPNsNamedIt() throws {  // request.identifier
        let w = World()
        try w.device.grant(w.todo, true)
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.alert]) }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 2)
        try w.device.deliverNotification(w.todo, Self.push)
        try w.device.deliverNotification(w.todo, Self.push)
        try w.device.deliverNotification(w.todo, UserNotification(push: ["aps": ["alert": "1-0"]], identifier: "score"))
        try w.device.deliverNotification(w.todo, UserNotification(push: ["aps": ["alert": "2-0"]], identifier: "score"))
        let delivered = w.device.deliveredNotifications(of: w.todo)
        #expect(delivered.map(\.notification.identifier) == ["push-1", "push-2", "score"])
        #expect(delivered.last?.notification.content.body == "2-0")  // the same identifier replaces it
        #expect(delivered.allSatisfy { $0.date == .seconds(2) && $0.notification.date == .seconds(2) })
        // A tapped banner is a notification that arrives too: it takes the next number.
        w.todoLog.extra = [.notificationDidReceive]
        try w.device.tapNotification(w.todo, Self.push)
        #expect(w.todoLog.response?.notification.identifier == "push-3")
    }

    // MARK: The permission prompt

    @Test func onePromptGrantsEveryOptionTogether() throws {
        let w = World()
        try w.device.grant(w.todo, .badge, true)  // only one option scripted "yes"
        var answers: [Bool] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            answers.append(try app.requestAuthorization([.badge, .alert]) { answers.append($0) })
            answers.append(try app.requestAuthorization([.badge]))
        }
        try w.device.tap(w.todo)
        #expect(answers == [false, false, false])  // denied as a whole; the completion comes later
        #expect(
            logs(w, "requestAuthorization") == [
                "requestAuthorization(badge, alert) -> denied",
                "requestAuthorization(badge) -> denied (no prompt: the user answered it before)",
            ])
        let w2 = World()
        try w2.device.grant(w2.todo, true)
        w2.todoLog.hooks[.didFinishLaunching] = { app in try app.requestAuthorization([.badge, .alert, .sound]) }
        try w2.device.tap(w2.todo)
        #expect(logs(w2, "requestAuthorization") == ["requestAuthorization(badge, alert, sound) -> granted"])
    }

    @Test func theCompletionRunsOnTheMainQueueAfterTheCall() throws {
        let w = World()
        try w.device.grant(w.todo, true)
        var order: [String] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.requestAuthorization([.badge]) { order.append("completion \($0)") }
            order.append("after the call")
        }
        try w.device.tap(w.todo)
        #expect(order == ["after the call", "completion true"])
    }

    @Test func authorizationByVersion() throws {  // iOS 8 registerUserNotificationSettings, iOS 10 requestAuthorization
        for (ios, completion, crashes) in [(7, false, true), (9, false, false), (9, true, true), (10, true, false)] {
            let w = World(ios: ios)
            w.todoLog.hooks[.didFinishLaunching] = { app in
                try app.requestAuthorization([.badge], completion: completion ? { _ in } : nil)
            }
            try w.device.tap(w.todo)
            #expect((w.device.termination(of: w.todo)?.reason == .crash) == crashes, "iOS \(ios)")
        }
    }

    @Test func setBadgeCountCompletesWithOrWithoutAuthorization() throws {
        let w = World()
        var errors: [String?] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setBadgeCount(3) { errors.append($0) } }
        try w.device.tap(w.todo)
        #expect(errors == ["notAuthorized"])
        #expect(w.device.badge(of: w.todo) == nil)
    }

    // MARK: Scene apps

    @Test func aSceneAppHearsTheTapBetweenWillEnterForegroundAndDidBecomeActive() throws {  // openhab-ios #1229
        let w = SceneWorld()
        w.log.extra.insert(.notificationDidReceive)
        try w.device.tapNotification(w.notes, Self.push)
        let calls = w.device.callbacks(of: w.notes)
        #expect(Array(calls.suffix(3)) == [.sceneWillEnterForeground, .notificationDidReceive, .sceneDidBecomeActive])
        let connection = try #require(w.log.connections.last)
        #expect(connection.options.notificationResponse?.notification.userInfo == Self.push.userInfo)
        #expect(connection.options.notificationResponse?.targetScene == w.device.scenes(of: w.notes).first)
        try w.device.home()
        _ = w.take()
        try w.device.tapNotification(w.notes, Self.reminder)
        #expect(
            w.take().filter { !$0.hasPrefix("N:") } == [
                "sceneWillEnterForeground:background", "notificationDidReceive:inactive",
                "sceneDidBecomeActive:inactive",
            ])
    }
}
