import Lifecycle
import ScriptBindings
import Testing

/// The scenario's side from Lua: a tap with an action of the notification's category,
/// `system.settings{...}`, push registration, the Settings URL constants, the status-change
/// notification; and their misuse as script errors at their line.
@Suite struct SettingsAndActionsBindingTests {
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
                  log(response.actionIdentifier, response.userText, response.notification.request.content.categoryIdentifier, a.state)
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
        (
            "user.tap_notification(chat, 'm1', { action = 'reploy', text = 'x' })",
            "category 'message' has no such action (did you mean 'reply'?)"
        ),
        ("user.tap_notification(chat, 'm1', { action = 'reply' })", "it has a text field: give what the user typed"),
        ("user.tap_notification(chat, 'm2')", "it is not delivered (did you mean 'm1'?)"),
        (
            "user.tap_notification(chat, 'm1', { acton = 'reply' })",
            "unknown tap_notification option 'acton' (did you mean 'action'?)"
        ),
        ("user.tap_notification(chat, 'm1', { kind = 'local' })", "a delivered notification has its own kind"),
        (
            "user.tap_notification(chat, 'm1', { ['apns-id'] = 'x' })",
            "a delivered notification has its own kind and identifier"
        ),
        ("user.tap_notification(chat, 'm1', 7)", "bad argument #3"),
        ("user.tap_notification(chat, 7)", "a payload table, or the identifier of a delivered notification, expected"),
        ("user.tap_notification(chat, {}, 'locl')", "unknown notification kind 'locl' (did you mean 'local'?)"),
    ])
    func tapMistakesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run(
            """
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

    @Test func theSettingsSwitchesFromTheScenario() throws {
        let r = try run(
            notifyingApp(
                """
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
        #expect(
            r.logs.filter { !$0.contains("(") } == [
                "available", "authorized", "denied", "denied", "restricted", "authorized",
            ])
    }

    @Test(arguments: [
        (
            "system.settings{ notification = false }",
            "unknown system.settings field 'notification' (did you mean 'notifications'?)"
        ),
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

    @Test func aScreenshotReachesTheAppOnScreen() throws {
        let source = """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(application)
              notifications.observe("UIApplicationUserDidTakeScreenshotNotification", function(n)
                log("screenshot", n.name, application.state)
              end)
              return true
            end } }
            user.tap(todo)
            user.screenshot()
            user.home()
            user.screenshot()
            """
        let r = try run(source)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["screenshot UIApplicationUserDidTakeScreenshotNotification active"])
    }

    @Test(arguments: [
        (
            "device { ios = 6 }\nuser.screenshot()",
            "cannot take a screenshot: the screenshot notification appeared in iOS 7"
        ),
        (
            "local t = app { name = 'T', delegate = { didBecomeActive = function() user.screenshot() end } }\nuser.tap(t)",
            "user.screenshot cannot be called from app code"
        ),
        (
            "invariant('x', function() user.screenshot() return true end)\nuser.home()",
            "user.screenshot cannot be called from invariant 'x': an invariant only reads state"
        ),
    ])
    func screenshotMistakes(code: String, message: String) throws {
        let r = try run(code)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(r.summary)")
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
        #expect(
            r.logs.contains(
                "NSCocoaErrorDomain 3000 no valid \u{201C}aps-environment\u{201D} entitlement string found for application"
            ))
        let bad = try run("local chat = app { name = 'Chat', push = 'yes' }")
        expectMisuse(bad, "app{} 'Chat': field 'push' must be a boolean (got string)", line: 1)
    }

    @Test func settingsURLConstants() throws {
        let r = try run(
            loggingApp(
                extra: """
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
        expectMisuse(
            typo,
            "unknown field 'UIApplication.openSetingsURLString' (did you mean 'UIApplication.openSettingsURLString'?)",
            line: 1)
    }

    @Test func theStatusChangeCanBeObserved() throws {
        let r = try run(
            loggingApp(
                extra: """
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

    @Test func hugeNamesGiveShortErrors() throws {
        let r = try run(
            """
            local todo = app { name = "Todo" }
            user.tap_notification(todo, string.rep("x", 1000000), { action = string.rep("y", 1000000), text = "t" })
            """)
        expectMisuse(r, "cannot tap the notification 'xxxx", line: 2)
        guard case .scriptError(let error) = r.outcome else { return }
        #expect(error.message.utf8.count < 400, "\(error.message.utf8.count) bytes")
    }

    @Test func aListTooLargeToCopyEndsTheApp() throws {
        let r = try run(
            notifyingApp(
                "local t = {} for i = 1, 1100000 do t[i] = 'x' end center:removePendingNotificationRequests(t)")
                + "user.tap(todo)\nexpect.crash(todo, 'table too large to copy')")
        #expect(r.status == .passed, "\(r.summary)")
    }
}
