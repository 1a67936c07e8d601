import Lifecycle
import ScriptBindings
import Testing

/// `application:open(url, options, completion)` (Swift's `open(_:options:completionHandler:)`,
/// iOS 10) beside `openURL`, and a "did you mean" on every unknown field of the system
/// objects that knows Apple's Swift and Objective-C spellings.
@Suite struct SystemObjectSpellingTests {
    static let apps = """
        local todo = app { name = "Todo", url_types = { { schemes = { "todolist" } } },
          delegate = { openURL = function(a, url) log("Todo opens", url) return true end } }
        local mail = app { name = "Mail", delegate = {

        """

    @Test func openOpensTheURLAndCompletesLikeSwift() throws {
        let r = try run(
            Self.apps + """
                  didBecomeActive = function(a)
                    a:open("todolist://item/4", {}, function(ok) log("completion", ok) end)
                    UIApplication.shared:open("nobody://x", function(ok) log("nobody", ok) end)
                    log("returns", a:open("todolist://item/5", { universalLinksOnly = true }))
                  end,
                } }
                user.tap(mail)
                expect.state(todo, "active")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        // The first call decided the switch, which comes right after the calling code, before
        // the second call's completion (queued behind it), as with openURL.
        #expect(
            r.logs == ["returns", "completion true", "Todo opens todolist://item/4", "nobody false"], "\(r.logs)")
        #expect(
            r.records(.url).contains { $0.name == "noClaimant" && $0.message?.contains("universalLinksOnly") == true })
    }

    @Test func openBeforeIOS10CrashesAsAnUnrecognizedSelector() throws {
        let r = try run(
            "device { ios = 9 }\n" + Self.apps + """
                  didBecomeActive = function(a) a:open("todolist://x") end,
                } }
                user.tap(mail)
                expect.crash(mail, "openURL:options:completionHandler:]: unrecognized selector")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.callback, app: "Todo").isEmpty)
    }

    @Test(arguments: [
        ("a:open()", "bad argument #1 to 'open' (string expected"),
        ("a:open('todolist://x', 'now')", "bad argument #2 to 'open'"),
        (
            "a:open('todolist://x', { universalLinkOnly = true })",
            "unknown open option 'universalLinkOnly' (did you mean 'universalLinksOnly'?)"
        ),
        ("a.open('todolist://x')", "bad argument #1 to 'open'"),
    ])
    func openMisuseStopsTheRunAtItsLine(code: String, message: String) throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) \(code) end,") + "user.tap(todo)\nlog('goes on')")
        expectMisuse(r, message)
        #expect(r.logs.isEmpty)
    }

    /// Apple's spellings, Swift and Objective-C, lead to applife's names.
    @Test(
        arguments: [
            ("log(a.applicationIconBadgeNumber, a.applicationState)", nil),  // these two read as badge and state
            (
                "a:setApplicationIconBadgeNumber(3)",
                "unknown application field 'setApplicationIconBadgeNumber' (did you mean 'badge'?)"
            ),
            ("a:beginBackgroundTaskWithName('x')", "(did you mean 'beginBackgroundTask'?)"),
            ("a:beginBackgroundTaskWithExpirationHandler(print)", "(did you mean 'beginBackgroundTask'?)"),
            ("a['openURL:options:completionHandler:'](a, 'x')", "(did you mean 'open'?)"),
            ("a['open(_:options:completionHandler:)'](a, 'x')", "(did you mean 'open'?)"),
            ("a['canOpenURL:'](a, 'x')", "(did you mean 'canOpenURL'?)"),
            ("a:registerUserNotificationSettings({})", "(did you mean 'requestAuthorization'?)"),
            ("log(a.protectedDataAvailable)", "(did you mean 'isProtectedDataAvailable'?)"),
            ("a:opne('x')", "unknown application field 'opne' (did you mean 'open'?)"),
            (
                "log(a.keyWindow)",
                "unknown application field 'keyWindow' (expected one of: the nearest: badge, name, open; "
            ),
            (
                "log(UIApplication.sharedApplication)",
                "unknown field 'UIApplication.sharedApplication' (did you mean 'UIApplication.shared'?)"
            ),
            (
                "log(UIApplication.UIApplicationOpenSettingsURLString)",
                "(did you mean 'UIApplication.openSettingsURLString'?)"
            ),
            (
                "log(UserDefaults.standardUserDefaults)",
                "unknown field 'UserDefaults.standardUserDefaults' (did you mean 'UserDefaults.standard'?)"
            ),
            (
                "UserDefaults.standard:setObject(1, 'k')",
                "unknown UserDefaults method 'setObject' (did you mean 'set'?)"
            ),
            ("UserDefaults.standard:setBool(true, 'k')", "(did you mean 'set'?)"),
            ("UserDefaults.standard:object('k')", "unknown UserDefaults method 'object' (did you mean 'get'?)"),
            ("UserDefaults.standard:stringForKey('k')", "(did you mean 'get'?)"),
            ("UserDefaults.standard:removeObject('k')", "(did you mean 'remove'?)"),
            ("log(BGTaskScheduler.sharedScheduler)", "(did you mean 'BGTaskScheduler.shared'?)"),
            (
                "BGTaskScheduler.shared:submitTaskRequest({})",
                "unknown BGTaskScheduler method 'submitTaskRequest' (did you mean 'submit'?)"
            ),
            ("BGTaskScheduler.shared:registerForTaskWithIdentifier('x', print)", "(did you mean 'register'?)"),
            ("BGTaskScheduler.shared:cancelTaskRequestWithIdentifier('x')", "(did you mean 'cancel'?)"),
            (
                "log(ProcessInfo.processInfo.lowPowerModeEnabled)",
                "unknown ProcessInfo field 'lowPowerModeEnabled' (did you mean 'isLowPowerModeEnabled'?)"
            ),
            ("log(ProcessInfo.info)", "unknown field 'ProcessInfo.info' (expected one of: ProcessInfo.processInfo)"),
            (
                "log(a.connectedScenes[1].activationState)",
                "unknown scene field 'activationState' (did you mean 'state'?)"
            ),
            ("log(a.connectedScenes[1].sesion)", "unknown scene field 'sesion' (did you mean 'session'?)"),
            (
                "log(a.connectedScenes[1].session.persistentIdentifer)",
                "unknown SceneSession field 'persistentIdentifer' (did you mean 'persistentIdentifier'?)"
            ),
            (
                "log(a.openSessions[1].role)",
                "unknown SceneSession field 'role' (expected one of: persistentIdentifier, configuration, stateRestorationActivity)"
            ),
            ("log(a.connectedScenes[1].session['configuration.name'])", "(did you mean 'configuration'?)"),
        ] as [(String, String?)])
    func appleSpellingsSuggestApplifeNames(code: String, message: String?) throws {
        let r = try run(
            """
            device { ios = 17 }
            local todo = app { name = "Todo", life_cycle = "scenes", bg_task_identifiers = { "x" }, delegate = {
              didFinishLaunching = function(a) return true end }, scene_delegate = { didBecomeActive = function(s) local a = UIApplication.shared \(code) end } }
            user.tap(todo)
            log("goes on")
            """)
        guard let message else {
            #expect(r.status == .passed, "\(r.summary)")
            return
        }
        expectMisuse(r, message)
        #expect(!r.logs.contains("goes on"))
    }

    @Test func sessionsReadTheirFieldsAndListThem() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", life_cycle = "scenes", scene_delegate = {
              willConnect = function(scene, session)
                log(session.persistentIdentifier, session.configuration, session.stateRestorationActivity)
                local keys = {}
                for k in pairs(session) do keys[#keys + 1] = k end
                table.sort(keys)
                log(table.concat(keys, " "))
              end } }
            user.tap(notes)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == [
                "com.example.notes.session-1 Default Configuration nil", "configuration persistentIdentifier",
            ])
    }

    /// From the scenario, the app handle knows Apple's names too.
    @Test(arguments: [
        ("log(todo.applicationState)", "unknown app field 'applicationState' (did you mean 'state'?)"),
        ("log(todo.bundleIdentifier)", "unknown app field 'bundleIdentifier' (did you mean 'bundle_id'?)"),
        ("log(todo.connectedScenes)", "(did you mean 'scenes'?)"),
    ])
    func appHandleSuggestsItsNames(code: String, message: String) throws {
        let r = try run("local todo = app { name = \"Todo\" }\nuser.tap(todo)\n\(code)")
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:3", "\(r.summary)")
    }

    @Test func aHugeOrOddKeyIsCutAndSuggestsNothing() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) log(a[string.rep('\\255', 100000)]) end,")
                + "user.tap(todo)")
        expectMisuse(r, "unknown application field '")
        guard case .scriptError(let error) = r.outcome else { return }
        #expect(error.message.utf8.count < 4500)
        #expect(!error.message.contains("did you mean"))
    }
}

/// The three names an unknown one lists: those that contain its last part first.
@Suite struct NearestNamesTests {
    @Test func aNameContainingTheWordComesFirst() throws {
        let r = try run("local todo = app { name = 'Todo' }\nsystem.fetch(todo)")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("the nearest: system.background_fetch, ") == true, "\(r.summary)")
    }

    @Test func shortOrUnrelatedWordsKeepTheEditDistanceOrder() {
        let names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota"]
        #expect(Spelling.listed(for: "x.ta", in: names).hasPrefix("the nearest: beta, zeta, eta"))
        #expect(Spelling.listed(for: "psilon", in: names).hasPrefix("the nearest: epsilon, "))
    }
}
