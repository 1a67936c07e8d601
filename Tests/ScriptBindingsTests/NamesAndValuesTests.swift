import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// Apple's names work where users type them, values read as Lua, permissions and the
/// coder behave as the docs say.
@Suite struct NamesAndValuesTests {
    @Test(arguments: [
        "applicationDidEnterBackground", "applicationDidEnterBackground:", "applicationDidEnterBackground(_:)",
    ])
    func delegateKeysMayBeAppleNames(key: String) throws {
        let r = try run(
            """
            local t = app { name = "T", delegate = { ["\(key)"] = function(a) log("background", a.state) end } }
            user.tap(t); user.home()
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["background background"])
    }

    @Test(arguments: [
        "didFinishLaunchingWithOptions", "application:didFinishLaunchingWithOptions",
        "application:didFinishLaunchingWithOptions:", "application(_:didFinishLaunchingWithOptions:)",
    ])
    func launchKeysMayBeAppleNames(key: String) throws {
        let r = try run(
            "local t = app { name = 'T', delegate = { ['\(key)'] = function() log('launched') end } }\nuser.tap(t)")
        #expect(r.logs == ["launched"], "\(r.summary)")
    }

    @Test func oneMethodUnderTwoNamesIsAnError() throws {
        let r = try run(
            """
            local t = app { name = "T", delegate = {
              didEnterBackground = function() end, applicationDidEnterBackground = function() end } }
            """)
        #expect(r.status == .error)
        #expect(
            r.report?.contains("is didEnterBackground again (applicationDidEnterBackground:)") == true, "\(r.summary)")
    }

    @Test func applicationPropertiesAnswerToApplesNames() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a) a.applicationIconBadgeNumber = 2; log(a.applicationState, a.applicationIconBadgeNumber) end,
                    """) + "device { badgeNeedsAuthorization = false }\nuser.tap(todo)\nexpect.badge(todo, 2)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["active 2"])
    }

    @Test(arguments: [
        ("app { name = '' }", "field 'name' must not be empty"),
        ("app { name = 'T', bundle_id = 'has space' }", "bundle_id 'has space' is not a bundle identifier"),
    ])
    func badNamesAreRefused(code: String, message: String) throws {
        let r = try run(code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
    }

    @Test func requestAuthorizationCallsItsCompletionAndTellsTheWholeAnswer() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a)
                      log("returned", a:requestAuthorization({ "badge", "sound", "alert" }, function(granted, err)
                        log("completion", granted, err)
                      end))
                      a.badge = 1
                    end,
                    """) + "system.grant(todo, true)\nuser.tap(todo)\nexpect.badge(todo, 1)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == ["requestAuthorization(badge, sound, alert) -> granted", "returned true", "completion true nil"])
    }

    @Test func deniedAuthorizationSaysHowToGrantItAndTheBadgeWarningExplainsOnce() throws {
        let r = try run(
            loggingApp(
                extra: """
                    didBecomeActive = function(a) a:requestAuthorization{ "badge" }; a.badge = 1; a.badge = 2 end,
                    """) + "user.tap(todo)")
        #expect(r.logs == ["requestAuthorization(badge) -> denied (the scenario answers with system.grant(app, true))"])
        // The first warning is the property's iOS 17 deprecation.
        #expect(r.warnings.count == 3)
        #expect(r.warnings[0].hasPrefix("setApplicationIconBadgeNumber: is deprecated since iOS 17"))
        #expect(
            r.warnings[1].hasSuffix(
                "(the app asks with requestAuthorization; the scenario answers with system.grant(app, \"badge\", true))"
            ))
        #expect(r.warnings[2] == "applicationIconBadgeNumber = 2 ignored: badge authorization not granted")
    }

    @Test func theCoderCarriesWhatWasSaved() throws {
        let r = try run(
            """
            local t = app { name = "T", delegate = {
              shouldSaveApplicationState = function(a, coder) coder.page = 3; return true end,
              shouldRestoreApplicationState = function(a, coder) log("restoring page", coder.page); return true end,
            } }
            user.tap(t); user.home(); wait(1)
            system.memory_pressure("critical")
            user.tap(t)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("restoring page 3"), "\(r.logs)")
    }

    @Test func logShowsPlainTablesAsLua() throws {
        let r = try run(
            """
            log("t", { "a", x = 1, nested = { y = true } })
            log(setmetatable({}, { __tostring = function() return "custom" end }))
            local loop = {}; loop.self = loop
            log(loop)
            """)
        #expect(r.logs[0] == "t {\"a\", nested = {y = true}, x = 1}")
        #expect(r.logs[1] == "custom")
        #expect(r.logs[2].hasPrefix("table: #"), "a table that contains itself falls back to tostring")
    }

    @Test(arguments: [
        ("expect.equal(0.1 + 0.2, 0.3)", "expected 0.3, got 0.30000000000000004"),
        (
            "expect.equal({ 'a', 'b', { x = 1 } }, { 'a', 'c', { x = 2 } })",
            "expected {\"a\", \"c\", {x = 2}}, got {\"a\", \"b\", {x = 1}}\n  first difference at [2]: expected \"c\", got \"b\""
        ),
        (
            "expect.equal({ a = { b = 1 } }, { a = { b = 2 } }, 'deep')",
            "deep: expected {a = {b = 2}}, got {a = {b = 1}}\n  first difference at a.b: expected 2, got 1"
        ),
        ("expect.equal({ ['two words'] = 1 }, {})", "expected {}, got {[\"two words\"] = 1}"),
    ])
    func equalityReportsReadAsLua(code: String, detail: String) throws {
        let r = try run("scenario('s', function()\n\(code)\nend)")
        #expect(r.status == .failed)
        #expect(r.report?.contains(detail) == true, "\(r.report ?? "")")
    }

    @Test func aPredictionShowsWhatUIKitDidAsExpected() throws {
        let r = try run(loggingApp() + "user.tap(todo)\nexpect.prediction(todo, { 'didFinishLaunching' })")
        #expect(r.status == .failed)
        #expect(
            r.report == """
                expect.prediction failed
                    #  expected (what UIKit did)   your answer
                >   1  0.000  willFinishLaunching  didFinishLaunching
                    2  0.000  didFinishLaunching   (nothing more)
                    3  0.000  didBecomeActive      (nothing more)
                first difference at entry 1
                """)
    }
}
