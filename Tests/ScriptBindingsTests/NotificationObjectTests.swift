import Lifecycle
import ScriptBindings
import Testing

/// Notifications as Swift reads them, from Lua: `response.notification.request.content`,
/// `userInfo` nested as sent, `targetScene`, the scene's `options.notificationResponse`, the
/// launch options' payload, every push its own identifier; misuse of the objects, and
/// payloads that try to break the host.
@Suite struct NotificationObjectTests {
    static func newsWith(_ didReceive: String) -> String {
        """
        local news = app { name = "News", notification_delegate = {
          didReceive = function(a, response, completion)
            \(didReceive)
            completion()
          end,
          willPresent = function(a, notification, completion) completion({ "list" }) end,
        } }

        """
    }

    @Test func theResponseReadsAsSwiftReadsIt() throws {
        let r = try run(
            Self.newsWith(
                """
                local n = response.notification
                local c = n.request.content
                log(response.actionIdentifier, n.request.identifier, n.date, c.title, c.subtitle, c.body, c.badge,
                  c.categoryIdentifier, c.threadIdentifier, response.targetScene, response.userText)
                log(c.userInfo.id, math.type(c.userInfo.id), c.userInfo.aps.alert.title, c.userInfo.tags[2], c.userInfo.ok,
                  n.request.trigger.push, n.request.trigger.repeats)
                """)
                    + """
                    wait(3)
                    user.tap_notification(news, { aps = { alert = { title = "Hi", subtitle = "there", body = "Lunch?" },
                      badge = 2, category = "chat", ["thread-id"] = "ann" }, id = 7, tags = { "a", "b" }, ok = true })
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.contains(
                "com.apple.UNNotificationDefaultActionIdentifier push-1 3.0 Hi there Lunch? 2 chat ann nil nil"),
            "\(r.logs)")
        #expect(r.logs.contains("7 integer Hi b true true false"), "\(r.logs)")
    }

    @Test func everyPushIsItsOwnNotificationUnlessAPNsNamesItTheSame() throws {
        let r = try run(
            """
            local news = app { name = "News", delegate = {
              didFinishLaunching = function(a) a:requestAuthorization({ "alert" }) return true end } }
            system.grant(news, true)
            user.tap(news)
            user.home()
            system.notification(news, { aps = { alert = "one" } })
            system.notification(news, { aps = { alert = "two" } })
            system.notification(news, { aps = { alert = "score 1-0" } }, { ["apns-collapse-id"] = "score" })
            system.notification(news, { aps = { alert = "score 2-0" } }, { ["apns-collapse-id"] = "score" })
            system.notification(news, { aps = { alert = "by id" } }, { ["apns-id"] = "A1" })
            local ids = {}
            for _, n in ipairs(news.delivered_notifications) do
              ids[#ids + 1] = n.request.identifier .. "=" .. n.request.content.body
            end
            log(table.concat(ids, " "))
            user.tap_notification(news, "push-1")
            log(#news.delivered_notifications)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("push-1=one push-2=two score=score 2-0 A1=by id"), "\(r.logs)")
        #expect(r.logs.last == "3")
    }

    @Test func aSceneAppGetsAResponseInItsConnectionOptionsWithItsTargetScene() throws {
        let r = try run(
            """
            local notes
            notes = app { name = "Notes", life_cycle = "scenes",
              scene_delegate = {
                willConnect = function(scene, session, options)
                  local response = options.notificationResponse
                  log("connect", response.targetScene == scene, response.notification.request.content.userInfo.note,
                    response.actionIdentifier)
                end,
              },
              notification_delegate = {
                didReceive = function(a, response, completion)
                  log("didReceive", response.targetScene == notes.scenes[1], response.targetScene.state)
                  completion()
                end,
              } }
            user.tap_notification(notes, { aps = { alert = "Hi" }, note = 42 })
            user.home()
            user.tap_notification(notes, { aps = { alert = "Again" } })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { $0.hasPrefix("connect") || $0.hasPrefix("didReceive") } == [
                "connect true 42 com.apple.UNNotificationDefaultActionIdentifier",
                "didReceive true foregroundInactive", "didReceive true foregroundInactive",
            ])
    }

    @Test func theLaunchOptionIsThePayloadAndAnIconLaunchHasNone() throws {
        let r = try run(
            """
            local news = app { name = "News", delegate = {
              didFinishLaunching = function(a, options)
                local payload = options and options.remoteNotification
                log("launch", payload and payload.aps.alert, payload and payload.id)
                return true
              end,
              didReceiveRemoteNotification = function(a, userInfo, done) log("info", userInfo.id, userInfo.aps.alert) done("noData") end,
            } }
            user.tap_notification(news, { aps = { alert = "Hi" }, id = 7 })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("launch Hi 7") && r.logs.contains("info 7 Hi"), "\(r.logs)")
    }

    @Test func aLocalNotificationOfIOS9IsAUILocalNotification() throws {
        let r = try run(
            """
            device { ios = 9 }
            local todo = app { name = "Todo", delegate = {
              didFinishLaunching = function(a, options)
                local n = options.localNotification
                log(n.alertTitle, n.alertBody, n.applicationIconBadgeNumber, n.userInfo.list, n.category, n.fireDate)
                return true
              end,
              didReceiveLocalNotification = function(a, n) log("again", n.userInfo.list) end,
            } }
            user.tap_notification(todo, { title = "Shop", body = "milk", badge = 3, userInfo = { list = "g" },
              categoryIdentifier = "c" }, "local")
            user.home()
            user.tap_notification(todo, { userInfo = { list = "h" } }, { kind = "local", identifier = "r2" })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("Shop milk 3 g c nil") && r.logs.contains("again h"), "\(r.logs)")
    }

    @Test func scheduledRequestsReadBackWithSwiftsNames() throws {
        let r = try run(
            notifyingApp(
                """
                center:add({ identifier = "r1", content = { title = "T", categoryIdentifier = "cat", threadIdentifier = "th",
                  userInfo = { n = 1.5, list = { 1, 2 } } }, trigger = { seconds = 60 } })
                center:add({ identifier = "r2", content = { category = "old" } })
                """) + """
                    user.tap(todo)
                    local p = todo.pending_notifications[1]
                    log(p.identifier, p.content.categoryIdentifier, p.content.threadIdentifier, p.content.userInfo.n,
                      p.content.userInfo.list[2], p.trigger.seconds, tostring(p), tostring(p.content))
                    local d = todo.delivered_notifications
                    log(#d, d[1] and d[1].request.content.categoryIdentifier, d[1] and d[1].request.trigger)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.contains("r1 cat th 1.5 2 60.0 UNNotificationRequest 'r1' UNNotificationContent \"T\""), "\(r.logs)")
    }

    // MARK: Misuse

    @Test(arguments: [
        (
            "log(response.notification.identifier)",
            "unknown UNNotification field 'identifier' (did you mean 'request.identifier'?)"
        ),
        (
            "log(response.userInfo)",
            "unknown UNNotificationResponse field 'userInfo' (did you mean 'notification.request.content.userInfo'?)"
        ),
        (
            "log(response.notification.request.category)",
            "unknown UNNotificationRequest field 'category' (did you mean 'content.categoryIdentifier'?)"
        ),
        (
            "log(response.notification.kind)",
            "unknown UNNotification field 'kind' (did you mean 'request.trigger'?)"
        ),
        ("log(response.notification.nope)", "unknown UNNotification field 'nope' (expected one of: date, request)"),
        (
            "log(response.actionIdentifer)",
            "unknown UNNotificationResponse field 'actionIdentifer' (did you mean 'actionIdentifier'?)"
        ),
        (
            "log(response.notification.request.content.userinfo)",
            "unknown UNNotificationContent field 'userinfo' (did you mean 'userInfo'?)"
        ),
        (
            "log(response.notification.request.identifer)",
            "unknown UNNotificationRequest field 'identifer' (did you mean 'identifier'?)"
        ),
        (
            "log(response.notification.userInfo)",
            "unknown UNNotification field 'userInfo' (did you mean 'request.content.userInfo'?)"
        ),
        (
            "response.actionIdentifier = 'x'",
            "UNNotificationResponse.actionIdentifier cannot be set: the system's notification objects are read-only"
        ),
        ("response.notification.request.content.title = 'x'", "UNNotificationContent.title cannot be set"),
    ])
    func unknownFieldsAndWritesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run(Self.newsWith(code) + "user.tap_notification(news, { aps = { alert = 'Hi' } })")
        expectMisuse(r, message)
    }

    @Test func userInfoIsAFreshCopyThatAppCodeMayChange() throws {
        let r = try run(
            Self.newsWith(
                """
                local info = response.notification.request.content.userInfo
                info.aps.alert = "changed"
                info.extra = true
                log(response.notification.request.content.userInfo.aps.alert, response.notification.request.content.userInfo.extra)
                """) + "user.tap_notification(news, { aps = { alert = 'Hi' } })")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("Hi nil"), "\(r.logs)")
    }

    @Test(arguments: [
        ("system.notification(news, { [1] = 'x' })", "payload must be a dictionary with string keys (got a list)"),
        (
            "system.notification(news, { a = { [2] = 'x' } })",
            "payload.a: payload keys must be strings (found a number key)"
        ),
        (
            "system.notification(news, { a = { 'x', b = 1 } })",
            "payload.a: a payload table has list entries or string keys, not both"
        ),
        (
            "system.notification(news, { a = print })",
            "payload.a must be a string, number, boolean or table (got function)"
        ),
        ("system.notification(news, { a = 0/0 })", "payload.a: a payload number must be finite"),
        ("local t = {}; t.t = t; system.notification(news, t)", "payload: table contains a cycle"),
        (
            "local t = {}; local c = t; for i = 1, 100000 do c.x = {}; c = c.x end; system.notification(news, t)",
            "payload nests too deeply (at most 8 levels)"
        ),
        (
            "system.notification(news, { a = { b = { c = { d = { e = { f = { g = { h = { i = 1 } } } } } } } } })",
            "payload.a.b.c.d.e.f.g.h: payload nests too deeply (at most 8 levels)"
        ),
        ("system.notification(news, {}, { ['apns-id'] = '' })", "a notification identifier has 1 to 200 bytes (got 0)"),
        (
            "system.notification(news, {}, { ['apns-id'] = string.rep('x', 201) })",
            "a notification identifier has 1 to 200 bytes (got 201)"
        ),
        (
            "system.notification(news, {}, { identifier = 'x' })",
            "a push is named by APNs: give [\"apns-id\"] or [\"apns-collapse-id\"]"
        ),
        (
            "system.notification(news, {}, { kind = 'local', ['apns-id'] = 'x' })",
            "a local notification has no APNs headers"
        ),
        (
            "system.notification(news, { titel = 'x' }, 'local')",
            "unknown notification content field 'titel' (did you mean 'title'?)"
        ),
        ("system.notification(news, { title = 1 }, 'local')", "notification.title must be a string (got number)"),
        (
            "system.notification(news, {}, { apnsid = 'x' })",
            "unknown notification option 'apnsid' (did you mean 'apns-id'?)"
        ),
        (
            "system.notification(news, {}, 3)",
            "bad argument #3 to 'system.notification' (\"remote\", \"local\" or { kind = ..., [\"apns-id\"] = ..."
        ),
        ("system.silent_push(news, 'x')", "payload must be a table (got string)"),
    ])
    func payloadMistakesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run("local news = app { name = 'News' }\n\(code)")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(code): \(r.summary)")
        #expect(r.location == "test.lua:2", "\(r.summary)")
    }

    @Test func eightLevelsAndAFullPayloadAreAccepted() throws {
        let r = try run(
            Self.newsWith(
                "log(response.notification.request.content.userInfo.a.b.c.d.e.f.g.h, #response.notification.request.content.userInfo.s)"
            )
                + """
                user.tap_notification(news, { a = { b = { c = { d = { e = { f = { g = { h = 1 } } } } } } }, s = string.rep("x", 4086) })
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("1 4086"), "\(r.logs)")
    }

    @Test func thousandsOfPushesAndIdentifiersWithOddBytes() throws {
        let r = try run(
            """
            local news = app { name = "News", delegate = {
              didFinishLaunching = function(a) a:requestAuthorization({ "alert" }) return true end } }
            system.grant(news, true)
            user.tap(news)
            user.home()
            for i = 1, 3000 do system.notification(news, { aps = { alert = "n" .. i }, i = i }) end
            local d = news.delivered_notifications
            log(#d, d[1].request.identifier, d[#d].request.identifier, d[#d].request.content.userInfo.i)
            local odd = "a\\0b\\27[31m\\255\\n\\"'"
            system.notification(news, { aps = { alert = odd } }, { ["apns-id"] = odd })
            -- Identifiers are text: a byte that is not UTF-8 reads back as U+FFFD.
            log(news.delivered_notifications[64].request.identifier == "a\\0b\\27[31m\\239\\191\\189\\n\\"'")
            user.tap_notification(news, odd)
            log(#news.delivered_notifications)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("64 push-2937 push-3000 3000"), "\(r.logs)")
        #expect(r.logs.suffix(2) == ["true", "63"])
    }
}
