import Lifecycle
import ScriptBindings
import Testing

/// `UNUserNotificationCenter.current()` from Lua: every method, the records the scenario
/// reads, what iOS crashes on, and every misuse as a script error at its line.
@Suite struct NotificationCenterBindingTests {
    /// Todo allowed alerts and badges; `code` runs in didBecomeActive with `center` in scope (line 6).
    static func app(_ code: String, extra: String = "") -> String {
        """
        local todo = app { name = "Todo", delegate = {
          didFinishLaunching = function(a) a:requestAuthorization({ "alert", "badge" }) return true end,
          didBecomeActive = function(a)
            local center = UNUserNotificationCenter.current()
            if not center then return end
            \(code)
          end,
          \(extra)
        } }
        system.grant(todo, true)

        """
    }

    @Test func aScheduledNotificationArrivesAndTheScenarioReadsTheLists() throws {
        let r = try run(Self.app("""
            center:add({ identifier = "r1", content = { title = "Water", body = "the plants", badge = 2,
              userInfo = { plant = { name = "fern" } } }, trigger = { seconds = 60 } }, function(err) log("added", err) end)
            """) + """
            user.tap(todo)
            local pending = todo.pending_notifications
            log(#pending, pending[1].identifier, pending[1].content.title, pending[1].trigger.seconds, pending[1].trigger.repeats)
            user.home()
            wait(60)
            local delivered = todo.delivered_notifications
            log(#todo.pending_notifications, #delivered, delivered[1].title, delivered[1].userInfo["plant.name"], delivered[1].date)
            expect.badge(todo, 2)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("1 r1 Water 60.0 false"))
        #expect(r.logs.contains("0 1 Water fern 60.0"))
        #expect(r.logs.contains("added nil"))
        #expect(r.logs.contains("shown by the system: \"Water\" (Todo is not in the foreground)"))
    }

    @Test func gettersAndRemovalsFromAppCode() throws {
        let r = try run(Self.app("""
            center:add({ identifier = "a", trigger = { seconds = 10 } })
            center:add({ identifier = "b", content = { title = "B" } })
            center:getPendingNotificationRequests(function(list) log("pending", #list, list[1].identifier) end)
            center:getDeliveredNotifications(function(list)
              log("delivered", #list, list[1] and list[1].identifier)
              center:removeDeliveredNotifications({ "b" })
              center:removePendingNotificationRequests({ "a", "none" })
              center:getPendingNotificationRequests(function(l) log("now pending", #l) end)
            end)
            center:getNotificationSettings(function(s)
              log(s.authorizationStatus, s.alertSetting, s.badgeSetting, s.soundSetting, s.lockScreenSetting)
            end)
            center:removeAllPendingNotificationRequests()
            center:removeAllDeliveredNotifications()
            """) + "user.tap(todo)\nlog(#todo.delivered_notifications)")
        #expect(r.status == .passed, "\(r.summary)")
        // Handlers run after the calling code, with what was true at each call.
        #expect(r.logs.filter { !$0.contains("(") && !$0.hasPrefix("scheduled") } == [
            "pending 2 b", "delivered 0 nil", "authorized enabled enabled notSupported enabled", "now pending 0", "0",
        ])
    }

    @Test func categoriesAndAnActionWithText() throws {
        let source = """
            local chat = app { name = "Chat",
              delegate = {
                didFinishLaunching = function(a)
                  local center = UNUserNotificationCenter.current()
                  center:requestAuthorization({ "alert" })
                  center:setNotificationCategories{ { identifier = "message", actions = {
                    { identifier = "reply", title = "Reply", text_input = true },
                    { identifier = "open", title = "Open", options = { "foreground", "destructive" } } } } }
                  center:add({ identifier = "m1", content = { title = "Hi", category = "message" }, trigger = { seconds = 5 } })
                  return true
                end,
              },
              notification_delegate = {
                didReceive = function(a, response, done)
                  log(response.actionIdentifier, response.userText, response.notification.categoryIdentifier, a.state)
                  done()
                end,
              },
            }
            system.grant(chat, true)
            user.tap(chat)
            user.home()
            wait(5)
            user.tap_notification(chat, "m1", { action = "reply", text = "On my way" })
            expect.state(chat, "suspended")
            log(#chat.delivered_notifications)
            """
        let chat = try run(source)
        #expect(chat.status == .passed, "\(chat.summary)")
        #expect(chat.logs.contains("reply On my way message background"))
        #expect(chat.logs.last == "0")
    }

    @Test(arguments: [
        ("user.tap_notification(chat, 'm1', { action = 'reploy', text = 'x' })",
         "category 'message' has no such action (did you mean 'reply'?)"),
        ("user.tap_notification(chat, 'm1', { action = 'reply' })", "it has a text field: give what the user typed"),
        ("user.tap_notification(chat, 'm2')", "it is not delivered (did you mean 'm1'?)"),
        ("user.tap_notification(chat, 'm1', { acton = 'reply' })", "unknown tap_notification option 'acton' (did you mean 'action'?)"),
        ("user.tap_notification(chat, 'm1', { kind = 'local' })", "a delivered notification has its own kind"),
        ("user.tap_notification(chat, 'm1', 7)", "bad argument #3"),
        ("user.tap_notification(chat, 7)", "a payload table, or the identifier of a delivered notification, expected"),
        ("user.tap_notification(chat, {}, 'locl')", "unknown notification kind 'locl' (did you mean 'local'?)"),
    ])
    func tapMistakesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run("""
            local chat = app { name = "Chat", delegate = { didFinishLaunching = function(a)
              local center = UNUserNotificationCenter.current()
              center:requestAuthorization({ "alert" })
              center:setNotificationCategories{ { identifier = "message", actions = { { identifier = "reply", text_input = true } } } }
              center:add({ identifier = "m1", content = { category = "message" }, trigger = { seconds = 1 } })
              return true
            end } }
            system.grant(chat, true)
            user.tap(chat)
            user.home()
            wait(1)
            \(code)
            """)
        expectMisuse(r, message, line: 12)
    }

    @Test(arguments: [
        ("center:add('x')", "bad argument #1 to 'add' (table expected, got string)"),
        ("center:add({ identifer = 'x' })", "unknown notification request field 'identifer' (did you mean 'identifier'?)"),
        ("center:add({ identifier = 1 })", "request.identifier must be a string (got number)"),
        ("center:add({ identifier = 'x', content = { titel = 'a' } })", "unknown notification content field 'titel' (did you mean 'title'?)"),
        ("center:add({ identifier = 'x', content = { badge = -1 } })", "request.content.badge must be a whole number >= 0"),
        ("center:add({ identifier = 'x', content = { badge = 1.5 } })", "request.content.badge must be a whole number >= 0"),
        ("center:add({ identifier = 'x', trigger = { second = 5 } })", "unknown trigger field 'second' (did you mean 'seconds'?)"),
        ("center:add({ identifier = 'x', trigger = { seconds = '5' } })", "request.trigger.seconds must be a number"),
        ("center:add({ identifier = 'x', trigger = { seconds = 5, repeats = 'yes' } })", "request.trigger.repeats must be a boolean"),
        ("center:add({ identifier = 'x', content = { body = string.rep('a', 5000) } })",
         "the request holds 5001 bytes of text; applife keeps at most 4096 per request"),
        ("center:add({ identifier = 'x', content = { userInfo = { a = { b = { c = { d = { e = { f = { g = { h = { i = 1 } } } } } } } } } } })",
         "payload nests too deeply"),
        ("center.add({ identifier = 'x' })", "UNUserNotificationCenter expected, got table: call it with ':' (center:add(...))"),
        ("center:ad({})", "unknown UNUserNotificationCenter method 'ad' (did you mean 'add'?)"),
        ("center.delegate = {}", "the notification center is read-only: its delegate is app{ notification_delegate = { ... } }"),
        ("center:removePendingNotificationRequests('a')", "bad argument #1 to 'removePendingNotificationRequests' (table expected"),
        ("center:removeDeliveredNotifications({ 1 })", "a list of identifier strings expected (found number)"),
        ("center:getPendingNotificationRequests()", "bad argument #1 to 'getPendingNotificationRequests'"),
        ("center:setNotificationCategories({ { identifier = 'c', actions = { { identifier = 'a', options = { 'forground' } } } } })",
         "unknown action option 'forground' (did you mean 'foreground'?)"),
        ("center:setNotificationCategories({ { identifer = 'c' } })", "unknown category field 'identifer' (did you mean 'identifier'?)"),
        ("center:setNotificationCategories({ { identifier = 'c', actions = { { identifier = 'a', text_input = 'yes' } } } })",
         "action.text_input must be true or { button, placeholder }"),
        ("local list = {} for i = 1, 100 do list[i] = { identifier = 'c' .. i } end center:setNotificationCategories(list)",
         "100 categories; applife keeps at most 64"),
        ("center:requestAuthorization({ 'alrt' })", "unknown authorization 'alrt' (did you mean 'alert'?)"),
        ("user.tap(todo)", "user.tap cannot be called from app code"),
    ])
    func misuseInAppCodeIsAScriptErrorAtItsLine(code: String, message: String) throws {
        let r = try run(Self.app(code) + "user.tap(todo)")
        expectMisuse(r, message, line: 6)
    }

    @Test func aRepeatingTriggerUnderAMinuteCrashesTheApp() throws {
        let r = try run(Self.app("center:add({ identifier = 'x', trigger = { seconds = 30, repeats = true } })") + """
            user.tap(todo)
            expect.crash(todo, "time interval must be at least 60 if repeating")
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func beforeIOS10TheCenterCrashesTheApp() throws {
        let r = try run(Self.app("") + """
            user.tap(todo)
            expect.crash(todo, "+[UNUserNotificationCenter currentNotificationCenter]: unrecognized selector")
            """, ios: 9)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func fromTheScenarioOrAnotherAppItIsAnError() throws {
        let scenario = try run("local todo = app { name = 'Todo' }\nlocal c = UNUserNotificationCenter.current()")
        expectMisuse(scenario, "UNUserNotificationCenter.current() works only in app code", line: 2)
        let kept = try run(Self.app("kept = center", extra: "") + "user.tap(todo)\nkept:add({ identifier = 'x' })")
        expectMisuse(kept, "the notification center of Todo works only in Todo's own code", line: 12)
        let other = try run(Self.app("shared = center") + """
            local mail = app { name = "Mail", delegate = { didBecomeActive = function(a) shared:add({ identifier = "x" }) end } }
            user.tap(todo)
            user.tap(mail)
            """)
        expectMisuse(other, "the notification center of Todo cannot be used from Mail's code", line: 11)
        let unknown = try run("local c = UNUserNotificationCenter.curent")
        expectMisuse(unknown, "unknown function 'UNUserNotificationCenter.curent' (did you mean 'UNUserNotificationCenter.current'?)", line: 1)
    }

    @Test func theCenterIsOneObjectPerApp() throws {
        let r = try run(Self.app("log(center == UNUserNotificationCenter.current(), tostring(center))") + "user.tap(todo)")
        #expect(r.logs.contains("true UNUserNotificationCenter (Todo)"))
    }

    @Test func reentrantCallsFromHandlersWork() throws {
        let r = try run(Self.app("""
            center:getPendingNotificationRequests(function()
              center:add({ identifier = "inner", trigger = { seconds = 1 } }, function(err)
                center:getPendingNotificationRequests(function(list) log("pending", #list) end)
                center:removeAllPendingNotificationRequests()
              end)
            end)
            """) + "user.tap(todo)\nwait(5)\nlog(#todo.delivered_notifications)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("pending 1"))
        #expect(r.logs.last == "0")
    }

    @Test func thousandsOfRequestsFromALoopStayWithinTheBound() throws {
        let r = try run(Self.app("""
            for i = 1, 3000 do center:add({ identifier = "r" .. i, trigger = { seconds = 3001 - i } }) end
            """) + "user.tap(todo)\nlog(#todo.pending_notifications, todo.pending_notifications[1].identifier)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.last == "64 r3000")
        #expect(r.warnings.count == 3000 - 64)
    }

    @Test func theSettingsSwitchesFromTheScenario() throws {
        let r = try run(Self.app("""
            log(a.backgroundRefreshStatus)
            center:getNotificationSettings(function(s) log(s.authorizationStatus) end)
            """, extra: "") + """
            user.tap(todo)
            user.home()
            system.settings{ app = todo, notifications = false, background_app_refresh = false }
            user.tap(todo)
            user.home()
            system.settings{ background_app_refresh = "restricted", notifications = true }
            user.tap("Todo")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { !$0.contains("(") } == ["available", "authorized", "denied", "denied", "restricted", "authorized"])
    }

    @Test(arguments: [
        ("system.settings{ notification = false }", "unknown system.settings field 'notification' (did you mean 'notifications'?)"),
        ("system.settings{ notifications = 'no' }", "settings.notifications must be a boolean"),
        ("system.settings{ background_app_refresh = 'off' }", "must be true, false or \"restricted\""),
        ("system.settings{ app = 'Nobody', notifications = false }", "no app named 'Nobody'"),
        ("system.settings{ app = 3, notifications = false }", "settings.app must be an app"),
        ("system.settings{}", "cannot change Settings: name a switch"),
        ("system.settings{ app = todo, background_app_refresh = 'restricted' }", "only the whole device is restricted"),
        ("system.settings('x')", "bad argument #1 to 'system.settings' (table expected, got string)"),
    ])
    func settingsMistakes(code: String, message: String) throws {
        let r = try run("local todo = app { name = 'Todo' }\n\(code)")
        expectMisuse(r, message, line: 2)
    }

    @Test func pushRegistrationFromLua() throws {
        let source = """
            local chat = app { name = "Chat", push = true, delegate = {
              didFinishLaunching = function(a) a:registerForRemoteNotifications() return true end,
              didRegisterForRemoteNotifications = function(a, token) log("token", #token, a.isRegisteredForRemoteNotifications) end,
            } }
            local plain = app { name = "Plain", delegate = {
              didFinishLaunching = function(a) a:registerForRemoteNotifications() return true end,
              didFailToRegisterForRemoteNotificationsWithError = function(a, e) log(e.domain, e.code, e.localizedDescription) end,
              didBecomeActive = function(a) a:unregisterForRemoteNotifications() end,
            } }
            user.tap(chat)
            user.tap(plain)
            """
        let r = try run(source)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("token 64 true"))
        #expect(r.logs.contains("NSCocoaErrorDomain 3000 no valid \u{201C}aps-environment\u{201D} entitlement string found for application"))
        let bad = try run("local chat = app { name = 'Chat', push = 'yes' }")
        expectMisuse(bad, "app{} 'Chat': field 'push' must be a boolean (got string)", line: 1)
    }

    @Test func settingsURLConstants() throws {
        let r = try run(loggingApp(extra: """
            didBecomeActive = function(a) a:openURL(UIApplication.openSettingsURLString) end,
            """) + """
            log(UIApplication.openSettingsURLString, UIApplication.openNotificationSettingsURLString)
            user.tap(todo)
            expect.state(todo, "suspended")
            expect.state("Settings", "active")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.first == "app-settings: app-settings:notifications")
        let typo = try run("log(UIApplication.openSetingsURLString)")
        expectMisuse(typo, "unknown field 'UIApplication.openSetingsURLString' (did you mean 'UIApplication.openSettingsURLString'?)", line: 1)
    }

    @Test func theStatusChangeCanBeObserved() throws {
        let r = try run(loggingApp(extra: """
            didFinishLaunching = function(a)
              notifications.observe("UIApplicationBackgroundRefreshStatusDidChangeNotification", function(n)
                log("changed", n.name)
              end)
              return true
            end,
            """) + """
            user.tap(todo)
            system.settings{ background_app_refresh = false }
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["changed UIApplicationBackgroundRefreshStatusDidChangeNotification"])
    }
}
