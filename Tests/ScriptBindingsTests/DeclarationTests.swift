import Lifecycle
import ScriptBindings
import Testing

/// `app{}` and `device{}`: good declarations install, bad ones name the field and suggest.
@Suite struct DeclarationTests {
    @Test func appReturnsAReadOnlyHandle() throws {
        let r = try run(
            """
            local t = app { name = "Todo", bundle_id = "com.acme.todo", memory_mb = 80,
              url_types = { { name = "com.acme", schemes = { "todo" } } }, background_modes = { "fetch" } }
            local d = app { name = "My App 2" }
            log(t.name, t.bundle_id, t.state, t.badge, t.terminated, tostring(t))
            log(d.bundle_id)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["Todo com.acme.todo notRunning nil nil app Todo", "com.example.myapp2"])
    }

    @Test(arguments: [
        ("app { name = 'A', bundel_id = 'x' }", "unknown app{} field 'bundel_id' (did you mean 'bundle_id'?)"),
        ("app { name = 'A', delegat = {} }", "did you mean 'delegate'?"),
        ("app { name = 5 }", "field 'name' must be a string (got number)"),
        ("app { }", "field 'name' must be a string (got nil)"),
        ("app { name = 'A', bundle_id = true }", "field 'bundle_id' must be a string (got boolean)"),
        ("app { name = 'A', memory_mb = -1 }", "field 'memory_mb' must be a positive integer"),
        ("app { name = 'A', memory_mb = 'big' }", "field 'memory_mb' must be a positive integer (got string)"),
        ("app { name = 'A', url_types = 'todo' }", "field 'url_types' must be a list"),
        ("app { name = 'A', url_types = { 'todo' } }", "each url_types entry must be a table"),
        ("app { name = 'A', background_modes = { 1 } }", "field 'background_modes' must list strings (found number)"),
        ("app { name = 'A', delegate = 3 }", "field 'delegate' must be a table of functions (got number)"),
        (
            "app { name = 'A', delegate = { didEnterBackgroud = function() end } }",
            "unknown delegate key 'didEnterBackgroud' (did you mean 'didEnterBackground'?)"
        ),
        (
            "app { name = 'A', delegate = { didBecomeActive = 1 } }",
            "delegate.didBecomeActive must be a function (got number)"
        ),
        ("app { name = 'A' }; app { name = 'A' }", "an app named 'A' is already installed"),
        ("app 'A'", "bad argument #1 to 'app'"),
    ])
    func badDeclarationsNameTheField(source: String, message: String) throws {
        let r = try run(source)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func delegateKeysMayBeSelectors() throws {
        let r = try run(
            """
            local t = app { name = "Todo", delegate = {
              ["applicationDidBecomeActive:"] = function(a) log("active", a.state) end } }
            user.tap(t)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["active active"])
    }

    @Test func appCannotBeDeclaredFromAppCode() throws {
        let r = try run(
            """
            local t = app { name = "Todo", delegate = { didBecomeActive = function() app { name = "B" } end } }
            user.tap(t)
            log("after")
            """)
        expectMisuse(r, "app{} cannot be called from app code", line: 1)
        #expect(r.logs.isEmpty)
    }

    @Test func deviceSetsTheProfile() throws {
        let r = try run(
            """
            device { ios = 12, lock = "resignOnly", backgroundBudget = 42 }
            local t = app { name = "Todo", delegate = {
              didEnterBackground = function(a) log(a.backgroundTimeRemaining) end } }
            user.tap(t)
            user.lock()
            log(t.state)
            user.unlock()
            user.home()
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["inactive", "42.0"])
    }

    @Test func iosDecidesTheBackgroundBudget() throws {
        let source = """
            local t = app { name = "Todo", delegate = {
              didEnterBackground = function(a) log(a.backgroundTimeRemaining) end } }
            user.tap(t); user.home()
            """
        #expect(try run("device { ios = 6 }\n" + source).logs == ["600.0"])
        #expect(try run("device { ios = 12 }\n" + source).logs == ["180.0"])
        #expect(try run(source).logs == ["30.0"])
        // --ios wins over the file
        #expect(try run("device { ios = 6 }\n" + source, ios: 12).logs == ["180.0"])
    }

    @Test(arguments: [
        ("device { lok = true }", "unknown switch 'lok'"),
        ("device { lok = true }", "lock"),
        ("device { ios = 'seventeen' }", "field 'ios' must be an integer iOS version (got string)"),
        ("device { lock = 'sometimes' }", "resignOnly or background"),
        ("device { backgroundBudget = -1 }", "seconds >= 0"),
        // A budget past the clock's end would saturate every deadline it makes.
        (
            "device { backgroundBudget = 1e300 }",
            "device{}: switch 'backgroundBudget' takes seconds from 0 to 1000000 (got 1e+300)"
        ),
        (
            "device { launchWatchdog = '2e6' }",
            "device{}: switch 'launchWatchdog' takes seconds from 0 to 1000000 (got 2000000.0)"
        ),
        ("device { lock = {} }", "switch 'lock' takes a boolean, number or string"),
        ("device(17)", "bad argument #1 to 'device'"),
    ])
    func badDeviceSwitches(source: String, message: String) throws {
        let r = try run(source)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func deviceAfterAnActionIsAnError() throws {
        let r = try run(
            """
            local t = app { name = "Todo" }
            user.tap(t)
            device { ios = 6 }
            """)
        #expect(r.status == .error)
        #expect(r.report?.contains("device{} must come before the first user or system action") == true, "\(r.summary)")
        #expect(r.location == "test.lua:3")
    }
}
