import Lifecycle
import ScriptBindings
import Testing

/// `user.*` and `system.*`: each action's effect, and the mistakes people make.
@Suite struct WorldTests {
    static let keys = [
        "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground", "willTerminate",
    ]

    func actions(_ r: ScenarioResult) -> [String] { r.records(.action).compactMap(\.name) }

    @Test func tapHomeTapAgain() throws {
        let r = try run(
            loggingApp() + """
                user.tap(todo); log(todo.state)
                user.home(); log(todo.state)
                user.tap("Todo"); log(todo.state)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["active", "suspended", "active"])
        #expect(actions(r) == ["tap", "home", "tap"])
    }

    /// Handoff data that never arrives reaches the app delegate's and the scene delegate's
    /// failure method with the type and the error; `fails` is only for Handoff.
    @Test func aHandoffThatFailsReachesTheFailureMethods() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = {
              didFailToContinueUserActivity = function(application, type, err) log("app failed", type, err) end,
            } }
            local s = app { name = "S", life_cycle = "scenes", scene_delegate = {
              didFailToContinueUserActivity = function(scene, type, err) log("scene failed", type, err) end,
            } }
            user.continue_activity(a, { type = "com.acme.a.edit", fails = true })
            user.tap(s)
            user.continue_activity(s, { type = "com.acme.s.edit", fails = true })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.records(.log).filter { $0.name != "system" }.compactMap(\.message) == [
                "app failed com.acme.a.edit NSUserActivityHandoffFailedError",
                "scene failed com.acme.s.edit NSUserActivityHandoffFailedError",
            ])
        for (call, message) in [
            (
                "{ type = 'NSUserActivityTypeBrowsingWeb', webpageURL = 'https://a.com/x', fails = true }",
                "activity.fails is for Handoff"
            ),
            ("{ type = 'x', fails = 'yes' }", "activity.fails must be a boolean (got string)"),
            ("{ type = 'x', fail = true }", "did you mean 'fails'"),
        ] {
            let bad = try run("local a = app { name = 'A', delegate = {} }\nuser.continue_activity(a, \(call))")
            #expect(bad.status == .error)
            #expect(bad.summary.contains(message), "\(bad.summary)")
            #expect(bad.summary.contains("test.lua:2"), "\(bad.summary)")
        }
    }

    @Test func lockAndUnlock() throws {
        let r = try run(
            loggingApp(Self.keys) + "user.tap(todo); user.lock(); log(todo.state); user.unlock(); log(todo.state)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.callbacks() == [
                "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive",
                "didEnterBackground",
                "willEnterForeground", "didBecomeActive",
            ])
        #expect(r.logs.filter { !$0.contains(" ") } == ["suspended", "active"])
    }

    @Test func switcherSwitchToAndKill() throws {
        let r = try run(
            loggingApp() + """
                local other = app { name = "Other" }
                user.tap(todo); user.home(); user.tap(other)
                user.switcher(); log(other.state)
                user.switch_to(todo); log(todo.state, other.state)
                user.switcher(); user.kill(other); log(other.state, other.terminated)
                user.dismiss(); log(todo.state)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["inactive", "active suspended", "notRunning user", "active"])
    }

    @Test func overlaysResignAndDismissReturns() throws {
        let r = try run(
            loggingApp(["willResignActive", "didBecomeActive"]) + """
                user.tap(todo)
                user.notification_center(); log(todo.state); user.dismiss()
                user.control_center(); log(todo.state); user.dismiss()
                log(todo.state)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == [
                "didBecomeActive active", "willResignActive active", "inactive", "didBecomeActive active",
                "willResignActive active", "inactive", "didBecomeActive active", "active",
            ])
        #expect(actions(r).count == 5)
    }

    @Test(arguments: [
        ("user.dismiss()", "cannot dismiss: nothing is shown over the app"),
        ("user.hom()", "unknown function 'user.hom' (did you mean 'user.home'?)"),
        ("system.memory_warnin()", "did you mean 'system.memory_warning'?"),
        ("expect.stat(todo, 'active')", "did you mean 'expect.state'?"),
        ("user.tap()", "bad argument #1 to 'user.tap' (App expected, got no value)"),
        ("user.tap('Nope')", "no app named 'Nope'"),
        ("user.kill(42)", "bad argument #1 to 'user.kill' (App expected, got number)"),
        (
            "user.switcher(); user.tap(todo)",
            "the app switcher is shown (dismiss it first: user.dismiss(), or pick an app's card: user.switch_to(app))"
        ),
        ("user.control_center(); user.tap(todo)", "Control Center is shown (dismiss it first: user.dismiss())"),
        ("system.call{ anser = true }", "unknown system.call option 'anser' (did you mean 'answer'?)"),
        ("system.call()", "bad argument #1 to 'system.call' (table expected, got no value)"),
        ("system.grant(todo, 'badges', true)", "unknown permission 'badges' (did you mean 'badge'?)"),
        ("system.grant(todo, 'badge')", "bad argument #3 to 'system.grant' (boolean expected)"),
        ("user.tap(todo); user.tap(todo)", "cannot tap Todo: it is already in the foreground"),
        ("user.tap(todo); user.switch_to(todo)", "cannot switch to Todo: the app switcher is not open"),
        ("user.tap(todo); user.kill(todo)", "cannot kill Todo: the app switcher is not open"),
    ])
    func mistakesAreScenarioErrors(code: String, message: String) throws {
        let r = try run(loggingApp() + code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:5")  // the line after loggingApp()
    }

    @Test func actionsFromAppCodeAreScriptErrors() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function() user.home() end,") + "user.tap(todo); log(todo.state)")
        expectMisuse(r, "user.home cannot be called from app code")
        #expect(r.logs.isEmpty, "the scenario stops")
    }

    /// Caught with pcall or not, a misuse fails the run: it is a mistake in the script.
    @Test func aMisuseCaughtByTheAppStillFailsTheRun() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function() pcall(user.home); log('caught') end,") + "user.tap(todo)")
        expectMisuse(r, "user.home cannot be called from app code")
        #expect(r.logs.isEmpty, "nothing after the misuse is shown")
    }

    @Test func acceptedCall() throws {
        let r = try run(
            loggingApp(Self.keys) + """
                user.tap(todo)
                system.call { answer = true, after = 2, duration = 10 }
                wait(1); log(todo.state)
                wait(5); log(todo.state)
                wait(10); log(todo.state)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { !$0.contains(" ") } == ["active", "suspended", "active"])
    }

    @Test func declinedCall() throws {
        let source =
            loggingApp(Self.keys) + """
                user.tap(todo)
                system.call { answer = false, after = 2 }
                wait(5); log(todo.state)
                """
        // Up to iOS 13 the ringing call covers the app; from 14 it is a banner (callRingResigns).
        let old = try run(source, ios: 12)
        #expect(old.status == .passed, "\(old.summary)")
        #expect(old.callbacks().suffix(2) == ["willResignActive", "didBecomeActive"])
        #expect(old.logs.last == "active")
        let banner = try run(source)
        #expect(banner.callbacks() == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        #expect(banner.records(.action).map(\.message).last == "user declines the call")
    }

    @Test func memoryWarningReachesRunningApps() throws {
        let r = try run(loggingApp(["didReceiveMemoryWarning"]) + "user.tap(todo); system.memory_warning()")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["didReceiveMemoryWarning active"])
        #expect(actions(r).last == "memory_warning" || r.records(.action).count == 2)
    }

    @Test func rebootEndsEveryProcess() throws {
        let r = try run(
            loggingApp()
                + "user.tap(todo); system.reboot(); log(todo.state, todo.terminated)\nuser.tap(todo); log(todo.state)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["notRunning reboot", "active"])
    }

    @Test func launchEventAndWakeActionsRun() throws {
        let app = """
            local todo = app { name = "Todo", background_modes = { "fetch", "remote-notification", "location", "bluetooth-central" },
              shortcut_items = { { type = "new", title = "New" } },
              url_types = { { name = "com.acme.todo", schemes = { "todo" } } },
              document_types = { { name = "Text", types = { "public.plain-text" } } },
              delegate = {
                openURL = function(a, url) log("openURL", url) end,
                didFinishLaunching = function(a) a:setMinimumBackgroundFetchInterval("minimum") end,
                performFetch = function(a, done) log("fetch", a.state) done("newData") end,
                didReceiveRemoteNotification = function(a, info, done) log("push", info.k) done("noData") end,
                handleEventsForBackgroundURLSession = function(a, id, done) log("session", id) done() end,
                performActionForShortcutItem = function(a, t, done) log("shortcut", t) done(true) end,
              } }

            """
        let calls: [(String, String)] = [
            ("user.tap_notification(todo, { k = 'v' })", "push v"), ("user.shortcut(todo, 'new')", "shortcut new"),
            (
                "user.airdrop(todo, 'a.txt')",
                "openURL file:///var/mobile/Containers/Data/Application/com.example.todo/Documents/Inbox/a.txt"
            ),
            ("user.open_url('todo://x')", "openURL todo://x"), ("system.silent_push(todo, { k = 'w' })", "push w"),
            ("user.tap(todo); user.home(); system.background_fetch(todo)", "fetch background"),
            ("system.url_session(todo, 's')", "session s"),
        ]
        for (call, expected) in calls {
            let r = try run(app + call)
            #expect(r.status == .passed, "\(call): \(r.summary)")
            #expect(r.logs.contains(expected), "\(call): \(r.logs)")
        }
        for call in [
            "system.location(todo)", "system.bluetooth(todo, 'central')", "system.memory_pressure('critical')",
        ] {
            let r = try run(app + call)
            #expect(r.status == .passed, "\(call): \(r.summary)")
        }
    }

    @Test func launchEventAndWakeActionsCheckTheirWords() throws {
        for (call, message) in [
            ("system.memory_pressure('hot')", "unknown memory pressure level 'hot'"),
            ("system.bluetooth(todo, 'centre')", "did you mean 'central'"),
            ("user.airdrop(todo, 'a.pdf')", "Todo cannot receive 'a.pdf'"),
            ("user.open_url('todo list://x')", "bad URL 'todo list://x'"),
        ] {
            let r = try run(loggingApp() + call)
            #expect(r.status == .error, "\(call)")
            #expect(r.report?.contains(message) == true, "\(call): \(r.summary)")
        }
    }
}
