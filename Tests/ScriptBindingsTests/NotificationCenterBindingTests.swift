import Lifecycle
import ScriptBindings
import Testing

/// `UNUserNotificationCenter.current()` from Lua: every method, the records the scenario
/// reads, what iOS crashes on, and every misuse as a script error at its line.
@Suite struct NotificationCenterBindingTests {
    @Test func aScheduledNotificationArrivesAndTheScenarioReadsTheLists() throws {
        let r = try run(
            notifyingApp(
                """
                center:add({ identifier = "r1", content = { title = "Water", body = "the plants", badge = 2,
                  userInfo = { plant = { name = "fern" } } }, trigger = { seconds = 60 } }, function(err) log("added", err) end)
                """) + """
                    user.tap(todo)
                    local pending = todo.pending_notifications
                    log(#pending, pending[1].identifier, pending[1].content.title, pending[1].trigger.seconds, pending[1].trigger.repeats)
                    user.home()
                    wait(60)
                    local delivered = todo.delivered_notifications
                    local request = delivered[1].request
                    log(#todo.pending_notifications, #delivered, request.content.title, request.content.userInfo.plant.name, delivered[1].date)
                    expect.badge(todo, 2)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("1 r1 Water 60.0 false"))
        #expect(r.logs.contains("0 1 Water fern 60.0"))
        #expect(r.logs.contains("added nil"))
        #expect(r.logs.contains("shown by the system: \"Water\" (Todo is not in the foreground)"))
    }

    @Test func gettersAndRemovalsFromAppCode() throws {
        let r = try run(
            notifyingApp(
                """
                center:add({ identifier = "a", trigger = { seconds = 10 } })
                center:add({ identifier = "b", content = { title = "B" } })
                center:getPendingNotificationRequests(function(list) log("pending", #list, list[1].identifier) end)
                center:getDeliveredNotifications(function(list)
                  log("delivered", #list, list[1] and list[1].request.identifier)
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
        #expect(
            r.logs.filter { !$0.contains("(") && !$0.hasPrefix("scheduled") } == [
                "pending 2 b", "delivered 0 nil", "authorized enabled enabled notSupported enabled", "now pending 0",
                "0",
            ])
    }

    @Test(arguments: [
        ("center:add('x')", "bad argument #1 to 'add' (table expected, got string)"),
        (
            "center:add({ identifer = 'x' })",
            "unknown notification request field 'identifer' (did you mean 'identifier'?)"
        ),
        ("center:add({ identifier = 1 })", "request.identifier must be a string (got number)"),
        (
            "center:add({ identifier = 'x', content = { titel = 'a' } })",
            "unknown notification content field 'titel' (did you mean 'title'?)"
        ),
        (
            "center:add({ identifier = 'x', content = { badge = -1 } })",
            "request.content.badge must be a whole number >= 0"
        ),
        (
            "center:add({ identifier = 'x', content = { badge = 1.5 } })",
            "request.content.badge must be a whole number >= 0"
        ),
        (
            "center:add({ identifier = 'x', trigger = { second = 5 } })",
            "unknown trigger field 'second' (did you mean 'seconds'?)"
        ),
        ("center:add({ identifier = 'x', trigger = { seconds = '5' } })", "request.trigger.seconds must be a number"),
        (
            "center:add({ identifier = 'x', trigger = { seconds = 5, repeats = 'yes' } })",
            "request.trigger.repeats must be a boolean"
        ),
        (
            "center:add({ identifier = 'x', content = { body = string.rep('a', 5000) } })",
            "the request holds 5001 bytes of text; applife keeps at most 4096 per request"
        ),
        (
            "center:add({ identifier = 'x', content = { userInfo = { a = { b = { c = { d = { e = { f = { g = { h = { i = 1 } } } } } } } } } } })",
            "payload nests too deeply"
        ),
        (
            "center.add({ identifier = 'x' })",
            "UNUserNotificationCenter expected, got table: call it with ':' (center:add(...))"
        ),
        ("center:ad({})", "unknown UNUserNotificationCenter method 'ad' (did you mean 'add'?)"),
        (
            "center.delegat = {}",
            "UNUserNotificationCenter has no field 'delegat' to set: only its delegate (center.delegate = {"
        ),
        ("center.delegate = 3", "UNUserNotificationCenter.delegate must be a table of functions"),
        (
            "center.delegate = { didRecieve = function() end }",
            "unknown delegate key 'didRecieve' (did you mean 'didReceive'?)"
        ),
        ("center.delegate = { willPresent = true }", "delegate.willPresent must be a function (got boolean)"),
        ("log(center.delegat)", "unknown UNUserNotificationCenter method 'delegat' (did you mean 'delegate'?)"),
        (
            "center:removePendingNotificationRequests('a')",
            "bad argument #1 to 'removePendingNotificationRequests' (table expected"
        ),
        ("center:removeDeliveredNotifications({ 1 })", "a list of identifier strings expected (found number)"),
        ("center:getPendingNotificationRequests()", "bad argument #1 to 'getPendingNotificationRequests'"),
        (
            "center:setNotificationCategories({ { identifier = 'c', actions = { { identifier = 'a', options = { 'forground' } } } } })",
            "unknown action option 'forground' (did you mean 'foreground'?)"
        ),
        (
            "center:setNotificationCategories({ { identifer = 'c' } })",
            "unknown category field 'identifer' (did you mean 'identifier'?)"
        ),
        (
            "center:setNotificationCategories({ { identifier = 'c', actions = { { identifier = 'a', text_input = 'yes' } } } })",
            "action.text_input must be true or { button, placeholder }"
        ),
        (
            "local list = {} for i = 1, 100 do list[i] = { identifier = 'c' .. i } end center:setNotificationCategories(list)",
            "100 categories; applife keeps at most 64"
        ),
        ("center:requestAuthorization({ 'alrt' })", "unknown authorization 'alrt' (did you mean 'alert'?)"),
        ("user.tap(todo)", "user.tap cannot be called from app code"),
    ])
    func misuseInAppCodeIsAScriptErrorAtItsLine(code: String, message: String) throws {
        let r = try run(notifyingApp(code) + "user.tap(todo)")
        expectMisuse(r, message, line: 6)
    }

    @Test func aRepeatingTriggerUnderAMinuteCrashesTheApp() throws {
        let r = try run(
            notifyingApp("center:add({ identifier = 'x', trigger = { seconds = 30, repeats = true } })") + """
                user.tap(todo)
                expect.crash(todo, "time interval must be at least 60 if repeating")
                """)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func beforeIOS10TheCenterCrashesTheApp() throws {
        let r = try run(
            notifyingApp("") + """
                user.tap(todo)
                expect.crash(todo, "+[UNUserNotificationCenter currentNotificationCenter]: unrecognized selector")
                """, ios: 9)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func fromTheScenarioOrAnotherAppItIsAnError() throws {
        let scenario = try run("local todo = app { name = 'Todo' }\nlocal c = UNUserNotificationCenter.current()")
        expectMisuse(scenario, "UNUserNotificationCenter.current() works only in app code", line: 2)
        let kept = try run(notifyingApp("kept = center", extra: "") + "user.tap(todo)\nkept:add({ identifier = 'x' })")
        expectMisuse(kept, "the notification center of Todo works only in Todo's own code", line: 12)
        let other = try run(
            notifyingApp("shared = center") + """
                local mail = app { name = "Mail", delegate = { didBecomeActive = function(a) shared:add({ identifier = "x" }) end } }
                user.tap(todo)
                user.tap(mail)
                """)
        expectMisuse(other, "the notification center of Todo cannot be used from Mail's code", line: 11)
        let unknown = try run("local c = UNUserNotificationCenter.curent")
        expectMisuse(
            unknown,
            "unknown function 'UNUserNotificationCenter.curent' (did you mean 'UNUserNotificationCenter.current'?)",
            line: 1)
    }

    @Test func theCenterIsOneObjectPerApp() throws {
        let r = try run(
            notifyingApp("log(center == UNUserNotificationCenter.current(), tostring(center))") + "user.tap(todo)")
        #expect(r.logs.contains("true UNUserNotificationCenter (Todo)"))
    }

    @Test func reentrantCallsFromHandlersWork() throws {
        let r = try run(
            notifyingApp(
                """
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
        let r = try run(
            notifyingApp(
                """
                for i = 1, 3000 do center:add({ identifier = "r" .. i, trigger = { seconds = 3001 - i } }) end
                """) + "user.tap(todo)\nlog(#todo.pending_notifications, todo.pending_notifications[1].identifier)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.last == "64 r3000")
        #expect(r.warnings.count == 3000 - 64)
    }

    @Test func theBadgeCountThroughTheCenter() throws {
        let r = try run(
            notifyingApp("center:setBadgeCount(4, function(err) log('badge error', err) end)")
                + "user.tap(todo)\nexpect.badge(todo, 4)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("badge error nil"))
    }

    /// Each new application member and center method on an iOS that lacked it: the crash iOS gave.
    @Test(arguments: [
        ("log(a.backgroundRefreshStatus)", 6, "-[UIApplication backgroundRefreshStatus]: unrecognized selector"),
        ("log(a.isRegisteredForRemoteNotifications)", 7, "-[UIApplication isRegisteredForRemoteNotifications]"),
        ("a:registerForRemoteNotifications()", 7, "-[UIApplication registerForRemoteNotifications]"),
        ("UNUserNotificationCenter.current()", 9, "+[UNUserNotificationCenter currentNotificationCenter]"),
    ])
    func beforeTheirVersionTheyCrash(code: String, ios: Int, crash: String) throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) \(code) end,")
                + "user.tap(todo)\nexpect.crash(todo, '\(crash)')", ios: ios)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func unregisteringIsSeenByTheNextLaunch() throws {
        let r = try run(
            """
            local chat = app { name = "Chat", push = true, delegate = {
              didFinishLaunching = function(a)
                log("registered", a.isRegisteredForRemoteNotifications)
                if a.isRegisteredForRemoteNotifications then a:unregisterForRemoteNotifications()
                else a:registerForRemoteNotifications() end
                return true
              end,
            } }
            user.tap(chat)
            user.switcher()
            user.kill(chat)
            user.dismiss()
            user.tap(chat)
            user.switcher()
            user.kill(chat)
            user.dismiss()
            user.tap(chat)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { $0.hasPrefix("registered") } == ["registered false", "registered true", "registered false"])
    }
}
