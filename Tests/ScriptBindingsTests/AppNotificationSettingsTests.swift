import Lifecycle
import ScriptBindings
import Testing

/// `providesAppNotificationSettings` and `userNotificationCenter(_:openSettingsFor:)`
/// (iOS 12): the link Settings shows to an app's own notification settings, followed from
/// Settings (nil) or from a notification; and the mistakes around it, as errors at their line.
@Suite struct AppNotificationSettingsTests {
    /// Chat asks for the link (or not, per `flags`), and has the push `m1` in Notification
    /// Center; line 17 is the first after it.
    static func chat(flags: String = "\"providesAppNotificationSettings\"", openSettings: Bool = true) -> String {
        let method =
            openSettings
            ? """
            openSettingsFor = function(a, notification)
                log("openSettingsFor", notification and notification.request.identifier or "nil", a.state) end,
            """ : ""
        return """
            local chat = app { name = "Chat",
              delegate = { didFinishLaunching = function(a)
                local center = UNUserNotificationCenter.current()
                center:requestAuthorization({ "alert", \(flags) })
                center:getNotificationSettings(function(s) log("settings", s.providesAppNotificationSettings) end)
                return true
              end },
              notification_delegate = {
                \(method)
                didReceive = function(a, response, done) done() end } }
            system.grant(chat, true)
            user.tap(chat)
            user.home()
            system.notification(chat, { aps = { alert = "Hi" } }, { ["apns-id"] = "m1" })
            wait(60)

            """
    }

    @Test func fromSettingsTheAppOpensAndHearsNil() throws {
        let r = try run(Self.chat() + "user.open_notification_settings(chat)\nexpect.state(chat, 'active')")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("settings true"), "\(r.logs)")
        #expect(r.logs.contains("openSettingsFor nil inactive"), "\(r.logs)")
        #expect(
            r.records(.action).contains { $0.message == "user opens Chat's notification settings from Settings" })
    }

    @Test func fromANotificationTheDelegateGetsItAndItStaysInNotificationCenter() throws {
        let r = try run(
            Self.chat() + "user.open_notification_settings(chat, 'm1')\nlog(#chat.delivered_notifications)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("openSettingsFor m1 inactive"), "\(r.logs)")
        #expect(r.logs.last == "1")
    }

    @Test func aKilledAppIsLaunchedForIt() throws {
        let r = try run(
            Self.chat() + "user.switcher()\nuser.kill(chat)\nuser.dismiss()\nuser.open_notification_settings(chat)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { $0.hasPrefix("openSettingsFor") } == ["openSettingsFor nil inactive"], "\(r.logs)")
    }

    @Test func withoutTheMethodTheAppOpensAndTheTraceSaysWhy() throws {
        let r = try run(Self.chat(openSettings: false) + "user.open_notification_settings(chat)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.records(.log).contains {
                $0.message?.contains("does not implement userNotificationCenter(_:openSettingsFor:)") == true
            }, "\(r.summary)")
    }

    @Test func withoutTheOptionSettingsShowsNoLink() throws {
        let r = try run(Self.chat(flags: "\"badge\"") + "user.open_notification_settings(chat)")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("did not ask for 'providesAppNotificationSettings'") == true, "\(r.summary)")
        #expect(r.logs.contains("settings false"), "\(r.logs)")
        #expect(r.location == "test.lua:17", "\(r.summary)")
    }

    @Test func beforeIOS12ThereIsNoLink() throws {
        let r = try run(Self.chat() + "user.open_notification_settings(chat)", ios: 11)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("appeared in iOS 12") == true, "\(r.summary)")
    }

    @Test(arguments: [
        ("user.open_notification_settings(chat, 'M1')", "(did you mean 'm1'?)"),
        ("user.open_notification_settings(chat, 'zz')", "it is not delivered"),
        ("user.lock(); user.open_notification_settings(chat)", "the device is locked"),
        ("user.open_notification_settings(chat, {})", "bad argument #2 to 'user.open_notification_settings'"),
        ("user.open_notification_settings()", "bad argument #1 to 'user.open_notification_settings'"),
        ("user.open_notification_setting(chat)", "(did you mean 'user.open_notification_settings'?)"),
    ])
    func mistakesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run(Self.chat() + code)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(code): \(r.summary)")
        #expect(r.location == "test.lua:17", "\(r.summary)")
    }

    @Test func aSceneAppHearsItOnceItsSceneIsUpColdOrWarm() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", life_cycle = "scenes",
              delegate = { didFinishLaunching = function(a)
                UNUserNotificationCenter.current():requestAuthorization({ "alert", "providesAppNotificationSettings" })
                return true end },
              scene_delegate = { willConnect = function(scene) log("willConnect") end,
                didBecomeActive = function(scene) log("didBecomeActive") end },
              notification_delegate = { openSettingsFor = function(a, n) log("openSettingsFor", a.state) end } }
            user.tap(notes)
            user.switcher()
            user.kill(notes)
            user.dismiss()
            user.open_notification_settings(notes)
            user.home()
            user.open_notification_settings(notes)
            """, ios: 17)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { !$0.hasPrefix("requestAuthorization") } == [
                "willConnect", "didBecomeActive", "willConnect", "openSettingsFor inactive", "didBecomeActive",
                "openSettingsFor inactive", "didBecomeActive",
            ], "\(r.logs)")
    }

    @Test func aMisspelledFlagIsAnErrorWithTheRightName() throws {
        let r = try run(Self.chat(flags: "\"providesAppNotificationSetting\""))
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("(did you mean 'providesAppNotificationSettings'?)") == true, "\(r.summary)")
        #expect(r.location == "test.lua:4", "\(r.summary)")
    }

    @Test func theDelegateCallingTheActionFromInsideIsRefused() throws {
        let r = try run(
            """
            local chat = app { name = "Chat",
              delegate = { didFinishLaunching = function(a)
                UNUserNotificationCenter.current():requestAuthorization({ "providesAppNotificationSettings" })
                return true end,
                didBecomeActive = function(a) user.open_notification_settings(chat) end } }
            user.tap(chat)
            """, ios: 17)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("cannot be called from app code") == true, "\(r.summary)")
    }
}
