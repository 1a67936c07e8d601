import Lifecycle
import ScriptBindings
import Testing

/// The Lua face of the version rules: the modelled iOS range, actions and APIs by version, the
/// notification delegate, memory, BGTasks, documents, system events, and the mistakes
/// (and attacks) people make with them.
@Suite struct VersionBindingTests {
    /// What the script logged (not the engine's own log records).
    func userLogs(_ r: ScenarioResult) -> [String] { r.records(.log).filter { $0.name == nil }.compactMap(\.message) }

    // MARK: The range of versions

    @Test(arguments: [
        ("device { ios = 1 }", "device{}: ios = 1: iOS 1 is not modelled: choose a version from 2 (iPhone OS 2) to 27"),
        ("device { ios = 28 }", "device{}: ios = 28: iOS 28 is not modelled"),
        (
            "device { ios = math.maxinteger }",
            "device{}: ios = 9223372036854775807: iOS 9223372036854775807 is not modelled"
        ),
        ("device { ios = 17.5 }", "device{}: field 'ios' must be an integer iOS version (got number)"),
    ])
    func deviceRefusesVersionsItDoesNotModel(code: String, message: String) throws {
        let r = try run(code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func theIOSFlagIsCheckedToo() throws {
        for bad in [0, 1, 28, -3] {
            let r = try run("scenario('s', function() end)", ios: bad)
            #expect(r.status == .error)
            #expect(r.report?.contains("--ios \(bad): iOS \(bad) is not modelled") == true, "\(r.summary)")
        }
        #expect(try run("device { ios = 2 }\nscenario('s', function() end)").status == .passed)
        #expect(try run("device { ios = 27 }\nscenario('s', function() end)").status == .passed)
    }

    // MARK: Scene apps obey the same rules

    @Test(arguments: [
        (
            "device { ios = 13 }\napp { name = 'Notes', life_cycle = 'swiftui' }",
            "'swiftui' needs iOS 14 or later: SwiftUI's App protocol arrived in iOS 14, and the device runs iOS 13; "
                + "declare life_cycle = \"scenes\" (iOS 12 and earlier run its app delegate) or \"app\""
        ),
        (
            "device { ios = 17 }\napp { name = 'Notes', life_cycle = 'scenes', sdk = 3 }",
            "Notes: bad Info.plist sdk: 'scenes' needs an app built with the iOS 13 SDK or later (got 3)"
        ),
        (
            "app { name = 'Notes', life_cycle = 'swiftui', sdk = 13 }",
            "'swiftui' needs an app built with the iOS 14 SDK or later (got 13)"
        ),
        (
            "device { ios = 17, multitasking = false }\napp { name = 'Notes', life_cycle = 'scenes' }",
            "'scenes' needs multitasking, which the profile's switch 'multitasking' turns off"
        ),
        (
            "app { name = 'Notes', life_cycle = 'swiftui' }\ndevice { ios = 3 }",
            "device{}: Notes: bad Info.plist life_cycle: 'swiftui' needs iOS 14 or later"
        ),
    ])
    func sceneAppsFollowTheVersionRules(code: String, message: String) throws {
        let r = try run(code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:2" || !code.contains("\n"))
    }

    @Test func aSceneAppOnIOS13IgnoresExitsOnSuspendAndLacksNewerActions() throws {
        let r = try run(
            """
            device { ios = 13 }
            local notes = app { name = "Notes", life_cycle = "scenes", exits_on_suspend = true }
            user.tap(notes)
            local ok, err = pcall(system.prewarm, notes)
            log(err)
            expect.equal(ok, false)
            user.home()
            wait(30)
            expect.state(notes, "suspended")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            userLogs(r).first?.contains("prewarming appeared in iOS 15 (this device runs iOS 13)") == true,
            "\(userLogs(r))")
        #expect(r.warnings.contains("UIApplicationExitsOnSuspend is ignored from iOS 13: the app suspends as usual"))
    }

    // MARK: iPhone OS 3 and availability

    @Test func homeQuitsAnAppOnIPhoneOS3() throws {
        // (no application.state: applicationState came in iOS 4)
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { willTerminate = function(a) log("bye") end } }
            device { ios = 3 }
            user.tap(todo)
            user.home()
            expect.state(todo, "notRunning")
            expect.terminated(todo, "user")
            expect.callbacks(todo, { "didFinishLaunching", "didBecomeActive", "willTerminate" })
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test(
        arguments: [
            (
                3, "user.switcher()",
                "cannot open the app switcher: the app switcher (multitasking) appeared in iOS 4 (this device runs iOS 3)"
            ),
            (
                6, "user.control_center()",
                "cannot pull down Control Center: Control Center appeared in iOS 7 (this device runs iOS 6)"
            ),
            (8, "user.shortcut(todo, 'new')", "Home-screen quick actions appeared in iOS 9 (this device runs iOS 8)"),
            (
                8,
                "user.continue_activity(todo, { type = 'NSUserActivityTypeBrowsingWeb', webpageURL = 'https://a.com/x' })",
                "universal links appeared in iOS 9"
            ),
            (9, "user.accept_share(todo)", "CloudKit sharing appeared in iOS 10 (this device runs iOS 9)"),
            (6, "system.background_fetch(todo)", "background fetch appeared in iOS 7"),
            (12, "system.background_task(todo, 'x')", "BGTaskScheduler appeared in iOS 13"),
            (3, "user.tap_notification(todo, {}, 'local')", "local notifications appeared in iOS 4"),
        ] as [(Int, String, String)])
    func actionsThatDidNotExistYet(ios: Int, code: String, message: String) throws {
        let r = try run(loggingApp() + "device { ios = \(ios) }\nuser.tap(todo)\n" + code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:7")
    }

    @Test func anAPIBeforeItsVersionCrashesWithTheVersionInTheTrace() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) log(a.state) end,") + """
                device { ios = 3 }
                user.tap(todo)
                expect.terminated(todo, "crash", "SIGABRT")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        let crash = try #require(r.records(.crash).first)
        #expect(
            crash.message == "-[UIApplication applicationState]: unrecognized selector sent to instance"
                + " (applicationState appeared in iOS 4; this device runs iOS 3)")
        #expect(crash.at == "test.lua:3")
    }

    @Test func theNameFormOfBeginBackgroundTaskCameInIOS7() throws {
        let code = { (form: String) in
            loggingApp(extra: "didEnterBackground = function(a) local id = \(form) end,") + """
                device { ios = 6 }
                user.tap(todo); user.home()
                """
        }
        #expect(try run(code("a:beginBackgroundTask(function() end)")).records(.crash).isEmpty)
        #expect(
            try run(code("a:beginBackgroundTask('sync', function() end)")).records(.crash).first?.message?
                .contains("beginBackgroundTaskWithName:expirationHandler:]: unrecognized selector") == true)
    }

    @Test func methodsTheVersionLacksAreWarnedOnce() throws {
        let r = try run(
            loggingApp(extra: "performActionForShortcutItem = function() end,") + """
                device { ios = 8 }
                user.tap(todo); user.home(); user.tap(todo)
                """)
        #expect(
            r.warnings == [
                "AppDelegate implements application:performActionForShortcutItem:completionHandler:, which appeared in iOS 9: iOS 8 never calls it"
            ])
    }

    @Test func theLegacyLaunchMethod() throws {
        let r = try run(
            """
            local old = app { name = "Old", delegate = { applicationDidFinishLaunching = function(a) log("legacy") end } }
            user.tap(old)
            expect.callbacks(old, { "willFinishLaunching", "applicationDidFinishLaunching", "didBecomeActive" })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["legacy"])
    }

    // MARK: Memory

    @Test func memoryLimitsAndAmounts() throws {
        let big = try run(
            "local big = app { name = 'Big', memory_mb = 3000 }\nuser.tap(big)\nexpect.terminated(big, 'jetsam', 'per-process-limit')"
        )
        #expect(big.status == .passed, "\(big.summary)")
        let huge = try run("app { name = 'Huge', memory_mb = 1 << 40 }")
        #expect(
            huge.report?.contains("field 'memory_mb' is 1099511627776 MB; at most 1048576 (1 TB)") == true,
            "\(huge.summary)")
        let grow = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      a:allocate(100); log(a.memoryFootprint)
                      a:free(30); log(a.memoryFootprint)
                      a:allocate(5000)
                      log("never")
                    end,
                    """) + "user.tap(todo)\nexpect.terminated(todo, 'jetsam', 'per-process-limit')")
        #expect(grow.status == .passed, "\(grow.summary)")
        #expect(userLogs(grow) == ["150", "120"])
        for bad in ["a:allocate(-1)", "a:free(math.mininteger)", "a:allocate(math.maxinteger)", "a:allocate('lots')"] {
            let r = try run(
                loggingApp(extra: "didBecomeActive = function(a) \(bad) end,")
                    + "user.tap(todo)")
            // A bad amount is a misuse of applife's API: a script error at its line.
            #expect(r.status == .error, "\(bad): \(r.summary)")
            #expect(r.location == "test.lua:3", "\(bad): \(r.summary)")
        }
    }

    @Test func memoryPressureWithAnAmount() throws {
        let r = try run(
            """
            local small = app { name = "Small", memory_mb = 40 }
            local large = app { name = "Large", memory_mb = 400 }
            user.tap(small); user.tap(large); user.home()
            system.memory_pressure("warning", 100)
            expect.state(large, "notRunning")
            expect.state(small, "suspended")
            expect.terminated(large, "jetsam", "vm-pageshortage")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        for (call, message) in [
            ("system.memory_pressure('warning', -1)", "-1 MB is not between 0 and 1048576"),
            ("system.memory_pressure('warning', 'lots')", "bad argument #2 to 'system.memory_pressure'"),
        ] {
            let bad = try run(call)
            #expect(bad.report?.contains(message) == true, "\(bad.summary)")
        }
    }

    @Test func expectTerminatedChecksTheCode() throws {
        let slow = """
            local slow = app { name = "Slow", delegate = { didFinishLaunching = function(a) busy(30) return true end } }
            user.tap(slow)
            wait(31)

            """
        #expect(try run(slow + "expect.terminated(slow, 'watchdog', '0x8badf00d')").status == .passed)
        let wrong = try run(slow + "expect.terminated(slow, 'watchdog', 'SIGABRT')")
        #expect(wrong.status == .failed)
        #expect(
            wrong.report?.contains(
                "expected Slow to be terminated for watchdog (SIGABRT), but it was terminated for watchdog (0x8badf00d)"
            )
                == true, "\(wrong.summary)")
        for (call, message) in [
            (
                "expect.terminated(slow, 'watchdog', '0x8badfood')",
                "unknown termination code '0x8badfood' (did you mean '0x8badf00d'?)"
            ),
            ("expect.terminated(slow, nil, string.rep('z', 100000))", "unknown termination code 'zzz"),
            ("expect.terminated(slow, nil, {})", "bad argument #3 to 'terminated'"),
        ] {
            let bad = try run(slow + call)
            #expect(bad.status == .error)
            #expect(bad.report?.contains(message) == true, "\(bad.summary)")
            #expect((bad.report?.utf8.count ?? 0) < 2_000)
        }
    }

    // MARK: Notifications

    static let newsApp = """
        local news = app {
          name = "News", background_modes = { "remote-notification" },
          delegate = { didFinishLaunching = function(a) a:requestAuthorization({ "badge", "alert" }, function(ok) log("allowed", ok) end) end },
          notification_delegate = {
            willPresent = function(a, notification, completion)
              local request = notification.request
              log("present", request.trigger.push and "remote" or "local", request.content.body)
              completion({ "banner", "badge" })
            end,
            didReceive = function(a, response, completion)
              log("tapped", response.notification.request.identifier, response.actionIdentifier)
              completion()
            end,
          },
        }

        """

    @Test func theNotificationDelegate() throws {
        let r = try run(
            Self.newsApp + """
                system.grant(news, true)
                user.tap_notification(news, { aps = { alert = "Breaking" } })
                expect.callbacks(news, { "willFinishLaunching", "didFinishLaunching", "notification.didReceive", "didBecomeActive" })
                system.notification(news, { aps = { alert = "More", badge = 4 } })
                expect.badge(news, 4)
                user.home()
                system.notification(news, { badge = 7 }, "local")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            userLogs(r) == [
                "tapped push-1 com.apple.UNNotificationDefaultActionIdentifier", "allowed true", "present remote More",
            ])
        #expect(r.records(.log).contains { $0.message == "shown in the foreground: banner" })
    }

    @Test(arguments: [
        (
            "notification_delegate = { didRecieve = function() end }",
            "unknown notification_delegate key 'didRecieve' (did you mean 'didReceive'?)"
        ),
        (
            "notification_delegate = { willPresent = 3 }",
            "notification_delegate.willPresent must be a function (got number)"
        ),
        ("notification_delegate = 'yes'", "field 'notification_delegate' must be a table of functions"),
        ("exits_on_suspend = 'yes'", "field 'exits_on_suspend' must be a boolean (got string)"),
        ("bg_task_identifiers = 'com.x'", "field 'bg_task_identifiers' must be a list of strings"),
    ])
    func declarationMistakes(field: String, message: String) throws {
        let r = try run("local x = app { name = 'X', \(field) }")
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func presentationOptionsAreChecked() throws {
        // A mistyped option is a misuse of applife's API in app code: a script error at its line.
        let r = try run(
            """
            local a = app { name = "A", notification_delegate = {
              willPresent = function(app, n, completion) completion({ "bannner" }) end } }
            user.tap(a)
            system.notification(a, {})
            """)
        #expect(r.status == .error, "\(r.summary)")
        #expect(
            r.report?.contains("unknown presentation option 'bannner' (did you mean 'banner'?)") == true, "\(r.summary)"
        )
        #expect(r.location == "test.lua:2")
    }

    @Test func localNotificationsByKindAndVersion() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didFinishLaunching = function(a, options) log(options and options.localNotification and options.localNotification.userInfo.list) end,
                    didReceiveLocalNotification = function(a, n) log("local", n.userInfo.list, a.state) end,
                    """) + """
                    device { ios = 9 }
                    user.tap_notification(todo, { userInfo = { list = "milk" } }, "local")
                    user.home()
                    user.tap_notification(todo, { userInfo = { list = "eggs" } }, "local")
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["milk", "local eggs inactive"])
        let typo = try run(loggingApp() + "user.tap_notification(todo, {}, 'locale')")
        #expect(typo.report?.contains("unknown notification kind 'locale' (did you mean 'local'?)") == true)
    }

    @Test func aHugePayloadIsRefusedAsAPNsRefusesIt() throws {
        for (payload, message) in [
            (
                "local big = {}; for i = 1, 5000 do big['k' .. i] = 'x' end",
                "payload: table too large to copy"
            ),
            ("local big = { long = string.rep('y', 1 << 22) }", "payload holds 4194308 bytes of text; at most 4096"),
            (
                "local big = { aps = { alert = string.rep('y', 5000) } }",
                "payload holds 5008 bytes of text; at most 4096"
            ),
        ] {
            for call in [
                "system.notification(news, big)", "system.silent_push(news, big)", "user.tap_notification(news, big)",
            ] {
                let r = try run(Self.newsApp + "\(payload)\nuser.tap(news)\n\(call)")
                #expect(r.status == .error, "\(r.summary)")
                #expect(r.report?.contains(message) == true, "\(call): \(r.summary)")
                #expect(r.location == "test.lua:18")
            }
        }
    }

    @Test func notificationsFromAppCodeAreRefused() throws {
        let r = try run(
            Self.newsApp.replacingOccurrences(
                of: "completion({ \"banner\", \"badge\" })", with: "system.notification(news, {})") + """
                    user.tap(news)
                    system.notification(news, {})
                    """)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("system.notification cannot be called from app code") == true, "\(r.summary)")
    }

    @Test func setBadgeCountAndTheOnePrompt() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      log(a:requestAuthorization({ "badge", "sound" }))
                      a:setBadgeCount(2, function(err) log("badge set", err) end)
                    end,
                    """) + """
                    system.grant(todo, "badge", true)
                    user.tap(todo)
                    expect.badge(todo, 0)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r).suffix(2) == ["false", "badge set notAuthorized"])
        let old = try run(
            loggingApp(extra: "didBecomeActive = function(a) a:setBadgeCount(2) end,") + """
                device { ios = 15 }
                user.tap(todo)
                expect.terminated(todo, "crash")
                """)
        #expect(old.status == .passed, "\(old.summary)")
    }

    // MARK: Background fetch and BGTasks

    static let syncApp = """
        local sync = app {
          name = "Sync", background_modes = { "fetch", "processing" },
          bg_task_identifiers = { "com.acme.refresh", "com.acme.clean" },
          delegate = {
            didFinishLaunching = function(a)
              log("registered", a:registerTask("com.acme.refresh", function(task)
                log("task", task.identifier, task.kind, tostring(task))
                task.expirationHandler = function() log("expiring") task:setTaskCompleted(false) end
                dispatch.work(5, function() task:setTaskCompleted(true) end)
              end))
              log("submitted", a:submitTask { identifier = "com.acme.refresh", kind = "refresh", earliest = 0 })
              log(a:submitTask { identifier = "com.acme.other" })
            end,
          },
        }

        """

    @Test func aBackgroundTaskRuns() throws {
        let r = try run(
            Self.syncApp + """
                user.tap(sync); user.home()
                system.background_task(sync, "com.acme.refresh")
                wait(6)
                expect.state(sync, "suspended")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            userLogs(r) == [
                "registered true", "submitted true", "false notPermitted",
                "task com.acme.refresh refresh BGTask (com.acme.refresh)",
            ])
        #expect(r.records(.task).compactMap(\.name) == ["register", "submit", "submit", "launch", "complete"])
    }

    @Test(arguments: [
        ("a:submitTask { identifer = 'x' }", "unknown task request field 'identifer' (did you mean 'identifier'?)"),
        ("a:submitTask { identifier = 'x', kind = 'refesh' }", "unknown task kind 'refesh' (did you mean 'refresh'?)"),
        ("a:submitTask { identifier = 'x', earliest = 0/0 }", "bad duration for earliestBeginDate"),
        ("a:setMinimumBackgroundFetchInterval('sometimes')", "seconds, \"minimum\" or \"never\" expected"),
    ])
    func backgroundAPIMistakesAreScriptErrors(code: String, message: String) throws {
        let r = try run(
            """
            local a = app { name = "A", background_modes = { "fetch" }, bg_task_identifiers = { "com.acme.refresh" },
              delegate = { didFinishLaunching = function(a) \(code) end } }
            user.tap(a)
            """)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:2")
    }

    @Test func registeringATaskTwiceIsTheExceptionBGTaskSchedulerRaises() throws {
        let r = try run(
            """
            local a = app { name = "A", bg_task_identifiers = { "com.acme.refresh" }, delegate = {
              didFinishLaunching = function(a)
                a:registerTask('com.acme.refresh', function() end); a:registerTask('com.acme.refresh', function() end)
              end } }
            user.tap(a)
            expect.terminated(a, "crash")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.crash).first?.message?.contains("has already been registered") == true)
    }

    /// A BGTask outlives its process harmlessly, and like the application object it is
    /// changed only from its own app's code (its fields can be read anywhere).
    @Test func aTaskObjectOutlivesItsProcessHarmlessly() throws {
        let r = try run(
            Self.syncApp
                .replacingOccurrences(
                    of: "dispatch.work(5, function() task:setTaskCompleted(true) end)", with: "kept = task"
                )
                .replacingOccurrences(
                    of: "delegate = {\n",
                    with:
                        "delegate = {\n didBecomeActive = function(a) if kept then kept:setTaskCompleted(true) log('late') end end,\n"
                )
                    + """
                    user.tap(sync); user.home()
                    system.background_task(sync, "com.acme.refresh")
                    system.end_background_time(sync, "terminate")
                    wait(60)
                    log(kept.identifier, kept.expirationHandler ~= nil)
                    user.tap(sync)
                    expect.state(sync, "active")
                    local ok, err = pcall(function() kept:setTaskCompleted(true) end)
                    log(ok, err)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        let logs = userLogs(r)
        #expect(logs.contains("com.acme.refresh false"), "\(logs)")
        #expect(logs.contains("late"))
        #expect(
            logs.last?.hasPrefix("false ") == true
                && logs.last?.contains("the BGTask com.acme.refresh of Sync works only in Sync's own code") == true,
            "\(logs)")
        // From another app's code it is a misuse of applife (a script error), as the application object is.
        let other = try run(
            Self.syncApp.replacingOccurrences(
                of: "dispatch.work(5, function() task:setTaskCompleted(true) end)", with: "kept = task")
                    + """
                    user.tap(sync); user.home()
                    system.background_task(sync, "com.acme.refresh")
                    local mail = app { name = "Mail", delegate = { didBecomeActive = function(a) kept.expirationHandler = nil end } }
                    user.tap(mail)
                    """)
        #expect(other.status == .error, "\(other.summary)")
        #expect(
            other.report?.contains("the BGTask com.acme.refresh of Sync cannot be used from Mail's code") == true,
            "\(other.summary)")
        let typo = try run("system.end_background_time('Nope', 'terminat')")
        #expect(typo.status == .error)
    }

    /// The system-service application methods, like the others, work only in their app's code.
    @Test(arguments: [
        "kept:allocate(10)", "kept:free(1)", "kept:setBadgeCount(2)", "kept:setMinimumBackgroundFetchInterval(60)",
        "kept:registerTask('x', function() end)", "kept:submitTask { identifier = 'x' }",
        "kept:writeFile('Documents/a')",
        "kept:moveItem('Documents/a', 'Documents/b')", "kept:removeItem('Documents/a')",
        "kept:fileExists('Documents/a')",
    ])
    func newApplicationMethodsFromTheWrongPlace(call: String) throws {
        let keep =
            "local kept\nlocal todo = app { name = 'Todo', delegate = { didFinishLaunching = function(a) kept = a end } }\nuser.tap(todo)\n"
        let scenario = try run(keep + call)
        #expect(scenario.status == .error)
        #expect(
            scenario.report?.contains("test.lua:4: the application object of Todo works only in Todo's own code")
                == true, "\(scenario.summary)")
        let other = try run(
            keep
                + "local mail = app { name = 'Mail', delegate = { didBecomeActive = function(a) \(call) end } }\nuser.tap(mail)"
        )
        // From another app's code: a misuse of applife, so a script error at its line.
        #expect(other.status == .error, "\(other.summary)")
        #expect(
            other.report?.contains("the application object of Todo cannot be used from Mail's code") == true,
            "\(other.summary)")
    }

    /// Names and paths as long as a script likes: refused or warned about at iOS's limits
    /// (NAME_MAX 255, PATH_MAX 1024), with messages of bounded size, in bounded time.
    @Test func hugeFileNamesAndPaths() throws {
        let reader = """
            local huge = string.rep("x", 1024 * 1024)
            local r = app { name = "R", document_types = { { name = "PDF", types = { "com.adobe.pdf" } } },
              delegate = { didBecomeActive = function(a)
                log(a:writeFile("Documents/" .. huge), a:moveItem(huge, "Documents/b"), a:removeItem(huge), a:fileExists(huge))
              end } }
            user.tap(r)

            """
        let r = try run(reader)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["false false false false"])
        #expect(r.warnings.count == 3)
        #expect(
            r.warnings.allSatisfy { $0.contains("is longer than 1024 (ENAMETOOLONG)") && $0.utf8.count < 200 },
            "\(r.warnings)")
        for call in [
            "user.open_document(r, huge)", "user.open_document(r, '')", "user.open_document(r, 'a/b.pdf')",
            "user.open_document(r, 'a.pdf', { type = huge })",
        ] {
            let bad = try run(reader + call)
            #expect(bad.status == .error)
            #expect((bad.report?.utf8.count ?? 0) < 2_000, "\(call)")
        }
        let named = try run(reader + "user.open_document(r, string.rep('y', 300) .. '.pdf')")
        #expect(
            named.report?.contains("a file name is 1 to 255 bytes without '/' (got 304 bytes)") == true,
            "\(named.summary)")
    }

    @Test func endingBackgroundTimeEarly() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didEnterBackground = function(a)
                      local id
                      id = a:beginBackgroundTask("upload", function() log("expired", a.backgroundTimeRemaining) a:endBackgroundTask(id) end)
                    end,
                    """) + """
                    user.tap(todo); user.home()
                    wait(1)
                    system.end_background_time(todo)
                    expect.state(todo, "suspended")
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["expired 5.0"])
        let typo = try run(loggingApp() + "system.end_background_time(todo, 'terminat')")
        #expect(typo.report?.contains("did you mean 'terminate'?") == true)
    }

    // MARK: Documents

    @Test func openInAndTheReadOnlyInbox() throws {
        let r = try run(
            """
            local reader = app { name = "Reader", document_types = { { name = "PDF", types = { "com.adobe.pdf" } } },
              delegate = { openURL = function(a, url, options)
                log(options.annotation, options.openInPlace, a:writeFile(url), a:moveItem(url, "Documents/Q3.pdf"),
                    a:writeFile("Documents/Q3.pdf"), a:fileExists(url), a:removeItem("Documents/Q3.pdf"))
              end } }
            local mail = app { name = "Mail" }
            user.tap(mail)
            user.open_document(reader, "Q3.pdf", { annotation = "from Mail" })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["from Mail false false true true false true"])
        #expect(r.warnings.first?.contains("Documents/Inbox, which is read-only") == true)
        let wrong = try run("local r = app { name = 'R' }\nuser.open_document(r, 'a.pdf', { anotation = 'x' })")
        #expect(wrong.report?.contains("did you mean 'annotation'?") == true)
        let undeclared = try run("local r = app { name = 'R' }\nuser.open_document(r, 'a.pdf')")
        #expect(undeclared.report?.contains("do not declare com.adobe.pdf") == true, "\(undeclared.summary)")
    }

    // MARK: System events and observers

    @Test func observersSeeUserInfoAndSystemEvents() throws {
        let r = try run(
            """
            local todo = app { name = "Todo", url_types = { { schemes = { "todo" } } }, delegate = {
              willFinishLaunching = function(a)
                notifications.observe("UIApplicationDidFinishLaunchingNotification", function(n) log(n.name, n.userInfo.url) end)
                notifications.observe("UIApplicationSignificantTimeChangeNotification", function(n) log(n.name, n.userInfo) end)
                notifications.observe("UIApplicationProtectedDataWillBecomeUnavailable", function(n) log(a.isProtectedDataAvailable) end)
              end } }
            device { passcode = true }
            user.open_url("todo://x")
            system.significant_time_change()
            user.lock()
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            userLogs(r) == [
                "UIApplicationDidFinishLaunchingNotification todo://x",
                "UIApplicationSignificantTimeChangeNotification nil", "false",
            ])
    }

    @Test func exitsOnSuspend() throws {
        let r = try run(
            loggingApp().replacingOccurrences(of: "name = \"Todo\",", with: "name = \"Todo\", exits_on_suspend = true,")
                + """
                device { ios = 6 }
                user.tap(todo); user.home()
                expect.callbacks(todo, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive",
                  "didEnterBackground", "willTerminate" })
                """)
        #expect(r.status == .passed, "\(r.summary)")
    }
}
