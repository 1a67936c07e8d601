import Lifecycle
import ScriptBindings
import Testing

/// Facts of Apple's notification pages written from Lua: the user clearing a notification
/// by hand, a category's custom dismiss action, `getNotificationCategories`, and push
/// registration without a network; with their misuse as errors at their line.
@Suite struct NotificationCenterFactsTests {
    /// Chat registers `message` (its options as given) and has two pushes in Notification
    /// Center, `m1` of that category and `m2` of none; line 15 is the first after it.
    static func chat(categoryOptions: String) -> String {
        """
        local chat = app { name = "Chat",
          delegate = { didFinishLaunching = function(a)
            UNUserNotificationCenter.current():setNotificationCategories{ { identifier = "message",
              actions = { { identifier = "like", title = "Like" } }, options = \(categoryOptions) } }
            return true
          end },
          notification_delegate = { didReceive = function(a, response, done)
            log("didReceive", response.actionIdentifier, response.notification.request.identifier, a.state)
            done()
          end } }
        user.tap(chat)
        user.home()
        system.notification(chat, { aps = { alert = "Hi", category = "message" } }, { ["apns-id"] = "m1" })
        system.notification(chat, { aps = { alert = "Other" } }, { ["apns-id"] = "m2" })

        """
    }

    @Test func aCustomDismissActionReachesDidReceiveWhenTheUserClearsTheNotification() throws {
        let r = try run(
            Self.chat(categoryOptions: "{ \"customDismissAction\" }")
                + """
                user.clear_notification(chat, "m1")
                expect.state(chat, "suspended")
                user.clear_notification(chat, "m2")
                log(#chat.delivered_notifications)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { $0.hasPrefix("didReceive") } == [
                "didReceive com.apple.UNNotificationDismissActionIdentifier m1 background"
            ], "\(r.logs)")
        #expect(r.logs.last == "0")
        #expect(
            r.records(.action).contains {
                $0.message == "user clears the remote notification 'm1' in Notification Center"
            })
    }

    @Test func withoutTheOptionClearingTellsTheAppNothing() throws {
        let r = try run(
            Self.chat(categoryOptions: "{ \"allowInCarPlay\" }")
                + """
                user.clear_notification(chat, "m1")
                log(#chat.delivered_notifications, chat.delivered_notifications[1].request.identifier)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(!r.logs.contains { $0.hasPrefix("didReceive") }, "\(r.logs)")
        #expect(r.logs.last == "1 m2")
    }

    @Test(arguments: [
        ("user.clear_notification(chat, 'm3')", "cannot clear the notification 'm3' of Chat: it is not delivered"),
        ("user.clear_notification(chat, 'M1')", "(did you mean 'm1'?)"),
        ("user.clear_notification(chat)", "bad argument #2 to 'user.clear_notification'"),
        ("user.clear_notification(chat, {})", "bad argument #2 to 'user.clear_notification'"),
        ("user.clear_notifications(chat, 'm1')", "(did you mean 'user.clear_notification'?)"),
    ])
    func clearMistakesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run(Self.chat(categoryOptions: "{}") + code)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(code): \(r.summary)")
        #expect(r.location == "test.lua:15", "\(r.summary)")
    }

    @Test func theCategoriesReadBackAsTheyWereRegistered() throws {
        let r = try run(
            """
            local chat = app { name = "Chat", delegate = { didFinishLaunching = function(a)
              local center = UNUserNotificationCenter.current()
              center:setNotificationCategories{
                { identifier = "message", options = { "hiddenPreviewsShowTitle", "customDismissAction" }, actions = {
                  { identifier = "reply", title = "Reply", text_input = { button = "Send", placeholder = "..." } },
                  { identifier = "open", options = { "foreground" } } } },
                { identifier = "invite" } }
              center:getNotificationCategories(function(categories)
                for _, c in ipairs(categories) do
                  local actions = {}
                  for _, x in ipairs(c.actions) do
                    actions[#actions + 1] = x.identifier .. "[" .. table.concat(x.options, ",") .. "]"
                      .. (x.text_input and x.text_input.placeholder or "")
                  end
                  log(c.identifier, table.concat(c.options, ","), table.concat(actions, " "))
                end
              end)
              return true
            end } }
            user.tap(chat)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.suffix(2) == [
                "message customDismissAction,hiddenPreviewsShowTitle reply[]... open[foreground]", "invite  ",
            ], "\(r.logs)")
    }

    @Test(arguments: [
        (
            "options = { 'customDismisAction' }",
            "unknown category option 'customDismisAction' (did you mean 'customDismissAction'?)"
        ),
        ("options = 'customDismissAction'", "category.options must be a list of words (got string)"),
        ("optons = {}", "unknown category field 'optons' (did you mean 'options'?)"),
    ])
    func categoryMistakesAreErrorsAtTheirLine(field: String, message: String) throws {
        let r = try run(
            """
            local chat = app { name = "Chat", delegate = { didFinishLaunching = function(a)
              UNUserNotificationCenter.current():setNotificationCategories{ { identifier = "m", \(field) } }
              return true
            end } }
            user.tap(chat)
            """)
        expectMisuse(r, message, line: 2)
    }

    @Test func getNotificationCategoriesNeedsAFunction() throws {
        let r = try run(
            """
            local chat = app { name = "Chat", delegate = { didFinishLaunching = function(a)
              UNUserNotificationCenter.current():getNotificationCategories()
              return true
            end } }
            user.tap(chat)
            """)
        expectMisuse(r, "bad argument #1 to 'getNotificationCategories' (function expected", line: 2)
    }

    /// "Registration might fail if the user's device isn't connected to the network".
    @Test func withoutANetworkPushRegistrationFails() throws {
        let r = try run(
            """
            local chat = app { name = "Chat", push = true, delegate = {
              didFinishLaunching = function(a) a:registerForRemoteNotifications() return true end,
              didRegisterForRemoteNotifications = function(a, token) log("token", #token) end,
              didFailToRegisterForRemoteNotificationsWithError = function(a, e)
                log(e.domain, e.code, e.localizedDescription, a.isRegisteredForRemoteNotifications)
              end,
            } }
            system.network(false)
            user.tap(chat)
            user.switcher()
            user.kill(chat)
            user.dismiss()
            system.network(true)
            user.tap(chat)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { $0.hasPrefix("NSURL") || $0.hasPrefix("token") } == [
                "NSURLErrorDomain -1009 The Internet connection appears to be offline. false", "token 64",
            ], "\(r.logs)")
    }

    // MARK: Calendar triggers

    @Test func aCalendarTriggerFiresOnTheDevicesCalendarAndReadsBack() throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a)
              local center = UNUserNotificationCenter.current()
              center:requestAuthorization({ "alert" })
              center:add({ identifier = "standup", content = { title = "Stand-up" },
                trigger = { dateComponents = { weekday = 2, hour = 9, minute = 30 }, repeats = true } })
              center:getPendingNotificationRequests(function(requests)
                local c = requests[1].trigger.dateComponents
                log(c.weekday, c.hour, c.minute, c.second, requests[1].trigger.repeats, requests[1].trigger.seconds)
              end)
              return true
            end } }
            system.grant(todo, true)
            user.tap(todo)
            user.home()
            wait(14 * 86400)
            for _, n in ipairs(todo.delivered_notifications) do log(os.date("%A %Y-%m-%d %H:%M:%S", n.date)) end
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("2 9 30 nil true nil"), "\(r.logs)")
        // Delivered newest replaces older with the same identifier: the last Monday remains.
        #expect(r.logs.last == "Monday 1970-01-12 09:30:00", "\(r.logs)")
        #expect(r.logs.contains("scheduled 'standup': fires at every matching date, first at 1970-01-05 09:30:00"))
    }

    @Test(arguments: [
        (
            "trigger = { dateComponents = { hour = 24 } }",
            "request.trigger.dateComponents.hour must be a whole number from 0 to 23 (got 24)"
        ),
        (
            "trigger = { dateComponents = { weekday = 0 } }",
            "request.trigger.dateComponents.weekday must be a whole number from 1 to 7 (got 0); 1 is Sunday"
        ),
        (
            "trigger = { dateComponents = { hour = 8.5 } }",
            "request.trigger.dateComponents.hour must be a whole number from 0 to 23 (got 8.5)"
        ),
        ("trigger = { dateComponents = { hours = 8 } }", "unknown dateComponents field 'hours' (did you mean 'hour'?)"),
        ("trigger = { dateComponents = {} }", "request.trigger.dateComponents is empty: give at least one of year"),
        ("trigger = { dateComponents = 8 }", "request.trigger.dateComponents must be a table (got number)"),
        (
            "trigger = { seconds = 60, dateComponents = { hour = 8 } }",
            "request.trigger has seconds or dateComponents, not both"
        ),
        ("trigger = { datecomponents = { hour = 8 } }", "(did you mean 'dateComponents'?)"),
        ("trigger = {}", "request.trigger.seconds must be a number (got nil), or give dateComponents"),
        (
            "trigger = { dateComponents = { year = 2^53 } }",
            "request.trigger.dateComponents.year must be a whole number from 1970 to 9999"
        ),
    ])
    func calendarTriggerMistakesAreErrorsAtTheirLine(trigger: String, message: String) throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a)
              UNUserNotificationCenter.current():add({ identifier = "r", \(trigger) })
              return true
            end } }
            user.tap(todo)
            """)
        expectMisuse(r, message, line: 2)
    }

    // MARK: Provisional authorization

    @Test func provisionalAuthorizationAsksNothingAndDeliversQuietly() throws {
        let r = try run(
            """
            local news = app { name = "News", delegate = {
              didFinishLaunching = function(a)
                local center = UNUserNotificationCenter.current()
                center:requestAuthorization({ "alert", "provisional" }, function(granted) log("granted", granted) end)
                center:getNotificationSettings(function(s) log(s.authorizationStatus, s.lockScreenSetting) end)
                return true
              end } }
            user.tap(news)
            user.home()
            system.notification(news, { aps = { alert = "Quiet" } })
            log(#news.delivered_notifications)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("granted true"), "\(r.logs)")
        #expect(r.logs.contains("provisional disabled"), "\(r.logs)")
        #expect(
            r.logs.contains("delivered quietly to Notification Center (provisional authorization): no banner, no sound")
        )
        #expect(r.logs.last == "1")
        let typo = try run(
            """
            local news = app { name = "News", delegate = { didFinishLaunching = function(a)
              UNUserNotificationCenter.current():requestAuthorization({ "provisinal" })
              return true
            end } }
            user.tap(news)
            """)
        expectMisuse(typo, "unknown authorization 'provisinal' (did you mean 'provisional'?)", line: 2)
    }
}
