import Lifecycle
import Testing

/// The app as a process in Lua: `main`, process memory, UserDefaults, the
/// system objects in app code, quick actions, deleting the app, and their misuse.
@Suite struct ProcessBindingTests {
    static let notes = """
        local notes = app {
          name = "Notes",
          main = function()
            local draft
            return { delegate = {
              didFinishLaunching = function(application)
                log("draft", draft, "saved", UserDefaults.standard:get("draft"), "typed", typed)
                draft = "mine"; typed = "x"
                return true
              end,
              didEnterBackground = function() UserDefaults.standard:set("draft", { text = draft, n = 2 }) end,
            } }
          end,
        }

        """

    @Test func aLocalOfAKilledProcessIsGoneAtRelaunch() throws {
        let r = try run(
            Self.notes + """
                user.tap(notes); user.home(); wait(5)
                user.switcher(); user.kill(notes); user.dismiss()
                user.tap(notes)
                log(notes.process.number, notes.process.launched)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == [
                "process 1 starts", "draft nil saved nil typed nil", "process 1 ends (memory released)",
                "process 2 starts",
                "draft nil saved {n = 2, text = \"mine\"} typed nil", "2 5.0",
            ])
    }

    /// A main whose captured file-level locals change between processes keeps memory no
    /// real app keeps: one advice names each variable and the line it is declared on.
    @Test func aMainWhoseCapturedLocalsChangeGetsAdviceNamingThem() throws {
        let r = try run(
            """
            local draft = ""
            local n, settings = 0, { sound = true }
            local notes = app { name = "Notes", main = function()
              return { delegate = {
                didBecomeActive = function(application) n = n + 1; draft = draft .. " w" .. n; log(settings.sound) end,
                didEnterBackground = function(application) UserDefaults.standard:set("draft", draft) end,
              } }
            end }
            user.tap(notes); user.home(); user.switcher(); user.kill(notes); user.dismiss()
            user.tap(notes); user.home(); system.reboot(); user.tap(notes)
            expect.equal(notes.defaults.draft, " w1 w2")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        let advice = r.records(.warning)
        #expect(advice.count == 1, "once: \(r.warnings)")
        #expect(
            advice.first?.message
                == "Notes starts again, but the variables outside main that its main captured (draft at test.lua:1, "
                + "n at test.lua:2) still hold what an earlier process left in them, as no real app's memory would: "
                + "declare them inside main (or in a main file), where they die with each process, and keep what "
                + "must survive in UserDefaults.standard")
        #expect(advice.first?.at == "test.lua:10", "the launch of the second process")
        #expect(advice.first?.fields.contains { $0.key == "category" && $0.value == .string("advice") } == true)
    }

    /// What main captures and never changes (a constant, a helper, a table of settings read
    /// only) is no memory kept: no advice, across kills and reboots.
    @Test func aMainWhoseCapturedLocalsStayTheSameGetsNoAdvice() throws {
        let r = try run(
            """
            local KEY, limits = "draft", { words = 3 }
            local function clip(s) return s:sub(1, limits.words) end
            local notes = app { name = "Notes", main = function()
              local draft = UserDefaults.standard:get(KEY) or ""
              return { delegate = {
                didBecomeActive = function(application) draft = clip(draft .. "w") end,
                didEnterBackground = function(application) UserDefaults.standard:set(KEY, draft) end,
              } }
            end }
            user.tap(notes); user.home(); user.switcher(); user.kill(notes); user.dismiss()
            user.tap(notes); user.home(); system.reboot(); user.tap(notes)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.warnings.isEmpty, "\(r.warnings)")
    }

    /// The static form's advice names the lines too, and reads a huge string in place.
    @Test func theStaticFormsAdviceNamesLines() throws {
        let r = try run(
            """
            local big = ("x"):rep(1 << 20)
            local task
            local todo = app { name = "Todo", delegate = {
              willResignActive = function(application) task = application:beginBackgroundTask("save") end,
              didEnterBackground = function(application) application:endBackgroundTask(task); big = big .. "y" end,
            } }
            user.tap(todo); user.home(); user.switcher(); user.kill(todo); user.dismiss(); user.tap(todo)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.warnings.count == 1)
        #expect(
            r.warnings.first?.hasPrefix(
                "Todo starts again, but what its code keeps outside the process (big at test.lua:1, task at test.lua:2)"
            )
                == true, "\(r.warnings)")
    }

    @Test func userDefaultsSurviveARebootAndDieWithTheApp() throws {
        let r = try run(
            Self.notes + """
                user.tap(notes); user.home()
                system.reboot()
                expect.equal(notes.defaults.draft.text, "mine")
                expect.equal(notes.process, nil)
                user.delete_app(notes)
                expect.equal(notes.defaults, {})
                user.tap(notes)
                expect.equal(notes.process.number, 1)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.last == "draft nil saved nil typed nil")
    }

    @Test(arguments: [
        (
            "UserDefaults.standard:set('k', function() end)",
            "attempt to insert non-property list object (a function) for key k", 3
        ),
        ("UserDefaults.standard:set('k', { 1, x = 2 })", "a table with both list entries and keys", 3),
        ("UserDefaults.standard:set('', 1)", "UserDefaults: a key is 1 to 255 bytes", 3),
        ("application:play_audio(-1)", "play_audio: seconds must be between 0 and 86400", 3),
    ])
    func whatIOSRaisesCrashesTheAppAtItsLine(code: String, message: String, line: Int) throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(application)
              log("before")
              \(code)
            end } }
            user.tap(todo)
            expect.crash(todo)
            """)
        let crash = try #require(r.records(.crash).first, "\(r.summary)")
        #expect(crash.message?.contains(message) == true, "\(crash.message ?? "")")
        #expect(crash.at == "test.lua:\(line)", "\(code)")
    }

    /// Using applife's names wrongly in app code stops the run at the line, as everywhere.
    @Test(arguments: [
        ("UserDefaults.standard:sett('k', 1)", "unknown UserDefaults method 'sett' (did you mean 'set'?)"),
        ("local x = UIApplication.shred", "unknown field 'UIApplication.shred' (did you mean 'UIApplication.shared'?)"),
        ("UIApplication.shared.shortcutItems = { { title = 'x' } }", "shortcutItems[1].type must be a string"),
        // Bytes that are not UTF-8 were silently changed to U+FFFD, and two keys differing only
        // in such a byte overwrote each other: refused at the line instead.
        ("UserDefaults.standard:set('k', 'a\\255b')", "a string stored under key \"k\" is not UTF-8 text"),
        ("UserDefaults.standard:set('k\\255', 1)", "a UserDefaults key must be UTF-8 text"),
        ("UserDefaults.standard:get('k\\254')", "a UserDefaults key must be UTF-8 text"),
        ("UserDefaults.standard:set('k', { x = { ['\\200'] = 1 } })", "is not UTF-8 text"),
    ])
    func misuseInAppCodeStopsTheRunAtItsLine(code: String, message: String) throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(application)
              log("before")
              \(code)
            end } }
            user.tap(todo)
            """)
        expectMisuse(r, message)
    }

    @Test(arguments: [
        ("log(UIApplication.shared)", "UIApplication.shared is the running app's own: read it in app code"),
        ("log(UserDefaults.standard)", "UserDefaults.standard is the running app's own"),
        ("user.shortcut(todo, 'nwe')", "Todo has no quick action 'nwe' (did you mean 'new'?)"),
        ("user.shortcut(mail, 'new')", "Mail has no quick actions: declare them in app{ shortcut_items"),
        ("user.delete_app('Safari')", "cannot delete Safari: it is a system app"),
    ])
    func misuseInTheScenarioIsAnErrorAtItsLine(code: String, message: String) throws {
        let r = try run(
            """
            local todo = app { name = "Todo", shortcut_items = { { type = "new", title = "New" } } }
            local mail = app { name = "Mail" }
            \(code)
            """)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:3", "\(r.summary)")
    }

    @Test(arguments: [
        ("main = function() end, delegate = {}", "field 'delegate' and main both give the app's code"),
        ("main = 3", "field 'main' must be a function or the path of a .lua file (got number)"),
        ("shortcut_items = { { type = 'a' }, { type = 'a' } }", "shortcut_items[2]: the type 'a' comes twice"),
        (
            "shortcut_items = { { tpye = 'a' } }",
            "unknown app{} 'X': shortcut_items[1] field 'tpye' (did you mean 'type'?)"
        ),
    ])
    func badDeclarationsAreRefused(fields: String, message: String) throws {
        let r = try run("app { name = 'X', \(fields) }")
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
    }

    @Test(arguments: [
        ("return 3", "main must return the process's code, a table such as { delegate = { ... } } (got number)"),
        ("return { delegate = { didEnterBackgroud = function() end } }", "(did you mean 'didEnterBackground'?)"),
        ("error('no')", "no"),
        // A typo in the returned table once left the callbacks silently unrun.
        (
            "return { delgate = { didEnterBackground = function() end } }",
            "main of X (process 1): unknown key 'delgate' (did you mean 'delegate'?) in the table main returns"
        ),
        ("return { delegate = {}, name = 'X' }", "unknown key 'name' (expected one of: "),
        ("return { delegate = {}, 5 }", "not list entries"),
    ])
    func aBadMainCrashesTheNewProcess(body: String, message: String) throws {
        let r = try run(
            """
            local x = app { name = 'X', main = function()
              \(body)
            end }
            user.tap(x)
            expect.crash(x)
            expect.equal(x.state, "notRunning")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        let crash = try #require(r.records(.crash).first)
        #expect(crash.message?.contains(message) == true, "\(crash.message ?? "")")
        #expect(crash.at?.hasPrefix("test.lua:") == true)
    }

    @Test func theSystemObjectsAreTheRunningAppsOwn() throws {
        let r = try run(
            """
            local kept
            local a = app { name = "A", delegate = { didFinishLaunching = function(application)
              kept = UserDefaults.standard
              log(UIApplication.shared == application, tostring(kept))
              return true
            end } }
            local b = app { name = "B", delegate = { didFinishLaunching = function() kept:set("k", 1) end } }
            user.tap(a)
            user.tap(b)
            """)
        #expect(r.logs.first == "true UserDefaults")
        expectMisuse(r, "A's UserDefaults.standard cannot be used from B's code: each app has its own", line: 7)
    }

    @Test func bgTaskSchedulerNeedsIOS13() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = { didFinishLaunching = function()
              BGTaskScheduler.shared:cancelAllTaskRequests()
            end } }
            user.tap(a)
            expect.crash(a)
            """, ios: 12)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.records(.crash).first?.message?.contains("+[BGTaskScheduler sharedScheduler]") == true
                || r.records(.crash).first?.message?.contains("-[BGTaskScheduler sharedScheduler]") == true)
    }

    @Test func dynamicQuickActionsAreKeptAcrossProcesses() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = {
              didFinishLaunching = function(application)
                if #application.shortcutItems == 0 then application.shortcutItems = { { type = "compose", title = "Compose" } } end
                log(#application.shortcutItems, application.shortcutItems[1].type)
                return true
              end,
              performActionForShortcutItem = function(application, type, done) log("chose", type); done(true) end,
            } }
            user.tap(a); user.switcher(); user.kill(a); user.dismiss()
            user.shortcut(a, "compose")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { !$0.hasPrefix("dynamic") && !$0.contains("completion handler") }
                == ["1 compose", "1 compose", "chose compose"])
    }

    /// A silent push after a restart launches Notes before the user has unlocked: the
    /// process reads nothing of its UserDefaults and cannot write files, for as long as it
    /// runs; the next process, after the unlock, reads the container again.
    @Test func aProcessStartedBeforeTheFirstUnlockReadsNoDefaults() throws {
        let r = try run(
            """
            device { passcode = true }
            local notes = app {
              name = "Notes", background_modes = { "remote-notification" },
              delegate = {
                didFinishLaunching = function(application)
                  log("draft", UserDefaults.standard:get("draft"), "wrote", application:writeFile("Documents/a.txt"))
                  return true
                end,
                didReceiveRemoteNotification = function(application, payload, done)
                  UserDefaults.standard:set("seen", true)
                  log("seen", UserDefaults.standard:get("seen"), "draft", UserDefaults.standard:get("draft"))
                  done("noData")
                end,
                didEnterBackground = function() UserDefaults.standard:set("draft", "dear") end,
              },
            }
            user.tap(notes); user.home()
            system.reboot()
            local ok, err = pcall(user.tap, notes)
            expect.equal(ok, false)
            assert(tostring(err):find("the device is locked", 1, true), err)
            system.silent_push(notes, { k = 1 })
            user.unlock(); user.tap(notes); user.home()
            user.switcher(); user.kill(notes); user.dismiss()
            user.tap(notes)
            expect.equal(notes.defaults.draft, "dear")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        let logs = r.logs.filter { !$0.hasPrefix("process") && !$0.hasPrefix("wrote ") }
        #expect(logs.first == "draft nil wrote true")
        #expect(logs.contains { $0.hasPrefix("this process started before the first unlock") })
        #expect(logs.contains("draft nil wrote false"))
        // The background launch's own didEnterBackground set the draft; the process reads that back.
        #expect(logs.contains("seen true draft dear"))
        #expect(logs.last == "draft dear wrote true")
        #expect(
            r.records(.warning).contains {
                $0.message?.contains("NSFileProtectionCompleteUntilFirstUserAuthentication") == true
            })
    }

    @Test func withoutAPasscodeARestartedDeviceComesBackUnlocked() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = {} }
            system.reboot()
            user.tap(a)
            expect.equal(a.state, "active")
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }
}
