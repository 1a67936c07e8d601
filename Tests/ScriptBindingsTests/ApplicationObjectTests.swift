import Lifecycle
import ScriptBindings
import Testing

/// The `application` object callbacks receive: state, badge, background tasks, authorization.
@Suite struct ApplicationObjectTests {
    @Test func stateInEachCallback() throws {
        let keys = DelegateMethod.allCases.prefix(8).map(\.shortName)
        let r = try run(
            loggingApp(keys) + """
                user.tap(todo); wait(1); user.home(); wait(1); user.tap(todo)
                system.memory_warning()
                user.switcher(); user.kill(todo)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == [
                "willFinishLaunching inactive", "didFinishLaunching inactive", "didBecomeActive active",
                "willResignActive active", "didEnterBackground background",
                "willEnterForeground background", "didBecomeActive active",
                "didReceiveMemoryWarning active",
                "willResignActive active", "didEnterBackground background", "willTerminate background",
            ])
        // What app code read is what the trace says it saw.
        let seen = r.records(.callback).filter { $0.field("implemented") == nil }.compactMap(\.state)
        #expect(seen == r.logs.map { String($0.split(separator: " ")[1]) })
    }

    /// The classic capture slip: the expiration handler's `id` is a global, nil, not the
    /// local its own statement declares. The crash says why and how to write it.
    @Test func anExpirationHandlerReadingItsOwnStatementsLocalIsExplained() throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { didEnterBackground = function(application)
              local id = application:beginBackgroundTask("save", function() application:endBackgroundTask(id) end)
            end } }
            user.tap(todo); user.home(); wait(40)
            """)
        let report = r.report ?? ""
        #expect(r.location == "test.lua:2", "\(r.summary)")
        #expect(report.contains("bad argument #1 to 'endBackgroundTask' (a task id expected, got nil"), "\(report)")
        #expect(report.contains("a local exists only after its statement"))
    }

    @Test func fieldsAndToString() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      log(a.name, a.badge, tostring(a), a.backgroundTimeRemaining > 1e300)
                      log(type(a.beginBackgroundTask), type(a.requestAuthorization))
                    end,
                    """) + "user.tap(todo)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["Todo 0 UIApplication (Todo) true", "function function"])
    }

    @Test(arguments: [
        ("log(a.stat)", "unknown application field 'stat' (did you mean 'state'?)"),
        (
            "a.state = 'active'",
            "application.state cannot be set (only application.badge and application.shortcutItems can)"
        ),
        ("a.badge = 'three'", "bad argument #3"),
        ("a:endBackgroundTask('x')", "bad argument #1 to 'endBackgroundTask'"),
        ("a:requestAuthorization('badge')", "bad argument #1 to 'requestAuthorization'"),
        ("a:requestAuthorization{ 'badg' }", "unknown authorization 'badg' (did you mean 'badge'?)"),
        (
            "a:requestAuthorization{ 1 }",
            "list of 'badge', 'alert', 'sound', 'provisional', 'providesAppNotificationSettings' expected"
        ),
        ("a.beginBackgroundTask('x')", "bad argument #1 to 'beginBackgroundTask'"),
    ])
    func badUseIsAScriptErrorAtTheLine(code: String, message: String) throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) \(code) end,") + "user.tap(todo)\nlog('goes on')")
        expectMisuse(r, message)  // line 3: the line of `extra` in loggingApp
        #expect(r.logs.isEmpty)
    }

    @Test func badgeNeedsAuthorizationOnIOS17() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) a.badge = 3; log(a.badge) end,") + """
                user.tap(todo)
                log(todo.badge)
                expect.badge(todo, 0)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["0", "nil"])
        #expect(
            r.warnings == [
                "setApplicationIconBadgeNumber: is deprecated since iOS 17; use UNUserNotificationCenter setBadgeCount (application:setBadgeCount)",
                "applicationIconBadgeNumber = 3 ignored: badge authorization not granted (the app asks with requestAuthorization; "
                    + "the scenario answers with system.grant(app, \"badge\", true))",

            ])
        #expect(r.records(.badge).isEmpty)
    }

    @Test func badgeWithAuthorization() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      log(a:requestAuthorization{ "badge", "alert" })
                      a.badge = 3
                    end,
                    """) + """
                    system.grant(todo, "badge", true)
                    system.grant(todo, "alert", true)
                    user.tap(todo)
                    log(todo.badge)
                    expect.badge(todo, 3)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["requestAuthorization(badge, alert) -> granted", "true", "3"])
        #expect(r.records(.badge).map(\.message) == ["badge = 3"])
        #expect(r.warnings.count == 1)  // the property is deprecated in iOS 17 (once)
    }

    @Test func deniedAuthorizationIsFalse() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) log(a:requestAuthorization{ 'badge' }) end,")
                + "user.tap(todo)")
        #expect(r.logs.last == "false")
    }

    @Test func badgeNeedsNoAuthorizationOnIOS6() throws {
        let r = try run(
            "device { ios = 6 }\n" + loggingApp(extra: "didBecomeActive = function(a) a.badge = 5 end,") + """
                user.tap(todo)
                expect.badge(todo, 5)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.warnings.isEmpty)
        #expect(r.records(.badge).map(\.message) == ["badge = 5"])
    }

    @Test func backgroundTasksEveryForm() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didEnterBackground = function(a)
                      local ids = { a:beginBackgroundTask(), a:beginBackgroundTask("named"),
                                    a:beginBackgroundTask(function() end), a:beginBackgroundTask("both", function() end) }
                      log(ids[1], ids[2], ids[3], ids[4], a.backgroundTimeRemaining)
                      for _, id in ipairs(ids) do a:endBackgroundTask(id) end
                      a:endBackgroundTask(ids[1])
                    end,
                    """) + "user.tap(todo); user.home()\nexpect.state(todo, 'suspended')")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["1 2 3 4 30.0"])
        let tasks = r.records(.task)
        #expect(tasks.map(\.name) == ["begin", "begin", "begin", "begin", "end", "end", "end", "end"])
        #expect(tasks.map(\.message) == [nil, "named", nil, "both", nil, "named", nil, "both"])
        // A second end is what UIKit only logs: a warning, not an error.
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.contains("endBackgroundTask: 1 is not an open background task") == true)
        #expect(r.records(.crash).isEmpty)
    }

    @Test func expirationHandlerRunsBeforeTheDeadline() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didEnterBackground = function(a)
                      local id
                      id = a:beginBackgroundTask("long", function()
                        log("expiring", now(), a.backgroundTimeRemaining)
                        a:endBackgroundTask(id)
                      end)
                    end,
                    """) + "user.tap(todo); user.home(); wait(60)\nexpect.state(todo, 'suspended')")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["expiring 25.0 5.0"])
        #expect(r.records(.task).map(\.name) == ["begin", "expire", "end"])
        #expect(r.records(.termination).isEmpty)
    }

    @Test func openTaskAtTheDeadlineIsKilled() throws {
        let r = try run(
            loggingApp(extra: "didEnterBackground = function(a) a:beginBackgroundTask('forgotten') end,")
                + "user.tap(todo); user.home(); wait(60)\nexpect.terminated(todo, 'backgroundTaskExpiry')")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.termination).first?.reason == "backgroundTaskExpiry")
    }

    @Test func backgroundTimeRemainingIsHugeInTheForeground() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a) log(a.backgroundTimeRemaining == 1.7976931348623157e308) end,
                    """) + "user.tap(todo)")
        #expect(r.logs == ["true"])
    }

    @Test func openURLAndCanOpenURL() throws {
        let script = """
            local list = app { name = "List", url_types = { { name = "com.acme.list", schemes = { "list" } } },
              delegate = { openURL = function(a, url, options) log("open", url, options.openInPlace) return true end } }
            local todo = app { name = "Todo", queries_schemes = { "list" }, delegate = {
              didBecomeActive = function(a)
                log(a:canOpenURL("list://x"), a:canOpenURL("mailto:x"), a:canOpenURL("nobody://x"))
                a:openURL("list://item?n=1", function(ok) log("completion", ok) end)
              end } }
            user.tap(todo)
            log(list.state, todo.state)
            """
        let r = try run(script)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["true false false", "completion true", "open list://item?n=1 false", "active suspended"])
    }

    @Test func openURLOptionsAreChecked() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) a:openURL('x://y', { universal = true }) end,")
                + "user.tap(todo)")
        expectMisuse(r, "unknown openURL option 'universal'")
    }

    // MARK: One app at a time

    @Test func anotherAppsApplicationObjectIsRefused() throws {
        let r = try run(
            """
            local kept = {}
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a) kept.todo = a end } }
            local mail = app { name = "Mail", delegate = { didFinishLaunching = function(a) kept.todo.badge = 3 end } }
            user.tap(todo)
            user.tap(mail)
            expect.badge(todo, 0)
            """)
        // Using another app's object is a misuse of applife: the run stops at that line.
        expectMisuse(r, "the application object of Todo cannot be used from Mail's code")
    }

    @Test func theApplicationObjectIsRefusedFromTheScenario() throws {
        let r = try run(
            """
            local kept
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a) kept = a end } }
            user.tap(todo)
            log(tostring(kept))
            kept:beginBackgroundTask("x")
            """)
        #expect(r.status == .error)
        #expect(r.logs == ["UIApplication (Todo)"])
        #expect(
            r.report?.contains("test.lua:5: the application object of Todo works only in Todo's own code") == true,
            "\(r.report ?? "")")
    }
}
