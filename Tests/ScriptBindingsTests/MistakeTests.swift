import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// Mistakes fail loudly: a crash nobody expects fails its scenario,
/// `expect.crash` accounts for one, and a file or selection that tests nothing is an error.
@Suite struct MistakeTests {
    static let crashing = """
        local todo = app { name = "Todo", delegate = {
          didEnterBackground = function(a) local items = nil; return #items end } }
        """

    @Test func anUnexpectedCrashFailsTheScenario() throws {
        let r = try run(Self.crashing + "\nuser.tap(todo); user.home()\nlog('goes on')")
        guard case .unexpectedCrash(let crash) = r.outcome else {
            Issue.record("not an unexpected crash: \(r.summary)")
            return
        }
        #expect(r.status == .failed)
        #expect(crash.app == "Todo")
        #expect(crash.location == "test.lua:2")
        #expect(crash.message.contains("attempt to get length of a nil value"))
        #expect(r.logs == ["goes on"], "a crash is simulated: the scenario runs to its end")
    }

    @Test(arguments: [
        "expect.crash(todo)", "expect.crash(todo, 'length of a nil')", "expect.terminated(todo, 'crash')",
        "expect.crash('Todo')",
    ])
    func anExpectedCrashPasses(expectation: String) throws {
        let r = try run(Self.crashing + "\nuser.tap(todo); user.home()\n" + expectation)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func eachCrashMustBeExpectedAfterItHappens() throws {
        let r = try run(
            Self.crashing + """

                user.tap(todo); user.home()
                expect.crash(todo)
                user.tap(todo); user.home()
                """)
        guard case .unexpectedCrash = r.outcome else {
            Issue.record("the second crash was not expected: \(r.summary)")
            return
        }
        #expect(r.location == "test.lua:2")
    }

    @Test func expectCrashFailsWhenNothingCrashedOrTheMessageDiffers() throws {
        let calm = try run("local t = app { name = 'T' }\nuser.tap(t)\nexpect.crash(t)")
        #expect(calm.status == .failed)
        #expect(calm.report?.contains("expected T to crash, but it did not") == true, "\(calm.summary)")
        let other = try run(Self.crashing + "\nuser.tap(todo); user.home()\nexpect.crash(todo, 'stack overflow')")
        #expect(other.status == .failed)
        #expect(other.report?.contains("attempt to get length of a nil value") == true, "\(other.summary)")
    }

    @Test func expectTerminatedWithoutCrashDoesNotExpectTheCrash() throws {
        let r = try run(Self.crashing + "\nuser.tap(todo); user.home()\nexpect.terminated(todo)")
        #expect(r.outcome.isUnexpectedCrash, "\(r.summary)")
    }

    @Test func aCrashInTheMainChunkOfAFileWithoutScenariosCounts() throws {
        let r = try run(Self.crashing + "\nuser.tap(todo); user.home()")
        #expect(r.outcome.isUnexpectedCrash)
    }

    @Test func aScenarioInsideAScenarioIsAnError() throws {
        let r = try run("scenario('outer', function()\n  scenario('inner', function() end)\nend)")
        #expect(r.status == .error)
        #expect(
            r.report?.contains("scenario() must be called from the file's main chunk, not from inside a scenario")
                == true,
            "\(r.summary)")
        #expect(r.location == "test.lua:2")
    }

    @Test func aScenarioFromAppCodeIsAnError() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function() scenario('x', function() end) end,") + "user.tap(todo)")
        expectMisuse(r, "scenario() must be called from the file's main chunk, not from app code")
    }

    @Test(arguments: ["", "-- only a comment\n", "local x = 1\n", "local t = app { name = 'T' }\n"])
    func aFileThatTestsNothingIsAnError(source: String) throws {
        let r = try run(source)
        guard case .scriptError(let error) = r.outcome else {
            Issue.record("not an error: \(r.summary)")
            return
        }
        #expect(error.kind == .nothingToRun)
        #expect(error.message.contains("nothing to run: the file declares no scenario"))
    }

    @Test func aFileThatOnlyPrintsStillRuns() throws {
        #expect(try run("print('hello')").status == .passed)
    }

    @Test func expectationsCannotRunInAppCode() throws {
        let r = try run(
            loggingApp(extra: "didBecomeActive = function(a) expect.state(a, 'active') end,") + "user.tap(todo)")
        expectMisuse(r, "expect.state cannot be called from app code")
    }

    @Test func callbackNamesInExpectationsAreChecked() throws {
        let r = try run(
            loggingApp() + "user.tap(todo)\nexpect.callbacks(todo, { 'didFinishLaunching', 'didBecomeActiv' })")
        #expect(r.status == .error)
        #expect(
            r.report?.contains("entry 2: unknown callback name 'didBecomeActiv' (did you mean 'didBecomeActive'?)")
                == true,
            "\(r.summary)")
        let selector = try run(
            loggingApp() + "user.tap(todo)\nexpect.sequence(todo, { 'applicationDidBecomeActive:', "
                + "'UIApplicationDidBecomeActiveNotification' })")
        #expect(selector.status == .passed, "\(selector.summary)")
    }

    @Test(arguments: [0, 1, 28, 99])
    func iOSVersionsOutsideTheModelAreRefused(ios: Int) throws {
        let r = try run("device { ios = \(ios) }")
        #expect(r.status == .error)
        #expect(
            r.report?.contains("iOS \(ios) is not modelled: choose a version from 2 (iPhone OS 2) to 27") == true,
            "\(r.summary)")
    }
}
