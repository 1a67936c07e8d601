import Lifecycle
import ScriptBindings
import Testing

/// expect.*: passes leave a record, failures stop the scenario with an aligned report at the line.
@Suite struct ExpectTests {
    static let launched = loggingApp() + "user.tap(todo)\n"

    @Test func everyExpectationPasses() throws {
        let r = try run(
            loggingApp() + """
                local other = app { name = "Other" }
                user.tap(todo)
                expect.callbacks { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }
                expect.callbacks(todo, { "application:willFinishLaunchingWithOptions:", "didFinishLaunching", "didBecomeActive" })
                expect.sequence { "didFinishLaunching", "UIApplicationDidBecomeActiveNotification" }
                expect.state(todo, "active")
                expect.state(other, "notRunning")
                expect.badge(todo, 0)
                expect.equal(1 + 1, 2)
                expect.equal({ a = 1, { 2, 3 } }, { a = 1, { 2, 3 } }, "tables")
                expect.mark()
                user.home()
                expect.callbacks { "willResignActive", "didEnterBackground" }
                expect.state(todo, "suspended")
                user.switcher(); user.kill(todo)
                expect.terminated(todo)
                expect.terminated(todo, "user")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        let expects = r.records(.expect)
        #expect(expects.count == 12)
        #expect(expects.allSatisfy { $0.message == "pass" })
        #expect(expects.first?.at == "test.lua:7")
    }

    /// Apple's Swift names (and selectors without colons) name the same callbacks as the
    /// keys, in every receiver: what the documentation says can be pasted.
    @Test func applesSwiftNamesNameTheCallbacks() throws {
        let r = try run(
            loggingApp() + """
                user.tap(todo)
                expect.callbacks(todo, {
                  "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                  "applicationDidBecomeActive(_:)" })
                expect.mark()
                user.home()
                expect.callbacks { "applicationWillResignActive", "applicationDidEnterBackground(_:)" }
                """)
        #expect(r.status == .passed, "\(r.summary)")
        let wrong = try run(
            Self.launched + "expect.callbacks { 'applicationDidBecomeActive(_:)', 'applicationWillTerminate(_:)' }")
        #expect(wrong.status == .failed && wrong.report?.contains("willTerminate") == true, "\(wrong.summary)")
    }

    @Test func callbacksFailureIsAnAlignedDiff() throws {
        let r = try run(
            Self.launched + """
                user.home()
                expect.callbacks {
                  "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                  "didEnterBackground",
                }
                log("not reached")
                """)
        #expect(r.status == .failed)
        #expect(r.location == "test.lua:7")
        let report = try #require(r.report)
        #expect(report.hasPrefix("expect.callbacks failed\n"))
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("    #  expected"))
        #expect(lines.contains { $0.hasPrefix(">   4  didEnterBackground") && $0.hasSuffix("willResignActive") })
        #expect(lines.contains { $0.hasPrefix("    5  (nothing more)") && $0.hasSuffix("didEnterBackground") })
        #expect(lines.last == "first difference at entry 4")
        // Columns line up: every row's actual column starts at the same offset.
        let offsets = lines[2...6].map { $0.range(of: "0.000")!.lowerBound.utf16Offset(in: $0) }
        #expect(Set(offsets).count == 1)
        #expect(r.records(.expect).last?.message == "fail")
        #expect(!r.logs.contains("not reached"))
    }

    @Test(arguments: [
        (
            "expect.sequence { 'didBecomeActive', 'didFinishLaunching' }", "expect.sequence failed",
            "> didFinishLaunching"
        ),
        ("expect.state(todo, 'background')", "expect.state failed", "expected Todo to be background, but it is active"),
        ("expect.badge(todo, 2)", "expect.badge failed", "but it is hidden (0)"),
        ("expect.terminated(todo)", "expect.terminated failed", "but it never was"),
        ("expect.equal(1, 2, 'sum')", "expect.equal failed", "sum: expected 2, got 1"),
        (
            "expect.equal({ 1 }, { 2 })", "expect.equal failed",
            "expected {2}, got {1}\n  first difference at [1]: expected 2, got 1"
        ),
        ("expect.callbacks(todo, {})", "expect.callbacks failed", ">   1  (nothing more)"),
    ])
    func failures(code: String, title: String, detail: String) throws {
        let r = try run(Self.launched + code)
        #expect(r.status == .failed)
        #expect(r.location == "test.lua:6")  // the line after launched
        #expect(r.report?.hasPrefix(title) == true, "\(r.summary)")
        #expect(r.report?.contains(detail) == true, "\(r.summary)")
    }

    @Test(arguments: [
        ("expect.state(todo, 'suspend')", "unknown state 'suspend' (did you mean 'suspended'?)"),
        ("expect.terminated(todo, 'watchdg')", "unknown termination reason 'watchdg' (did you mean 'watchdog'?)"),
        ("expect.callbacks { 1 }", "entry 1 is a number, expected a callback name"),
        ("expect.callbacks 'didBecomeActive'", "bad argument #1 to 'callbacks'"),
        ("expect.badge(todo, 'x')", "bad argument #2 to 'badge'"),
        ("expect.state('Nope', 'active')", "no app named 'Nope'"),
        // Forty-odd callback names are never printed: the three nearest are.
        ("expect.callbacks { 'zzzzzzzzzzzz' }", "(expected one of: the nearest: openURL, performFetch, "),
    ])
    func badArgumentsAreErrors(code: String, message: String) throws {
        let r = try run(Self.launched + code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:6")  // the line after launched
    }

    /// A failed expectation ends the scenario as a failure, whatever tries to catch it, and
    /// nothing after it runs.
    @Test(arguments: [
        "print(pcall(expect.state, todo, 'background'))",
        "print(xpcall(expect.state, function(m) return m end, todo, 'background'))",
        "print(coroutine.resume(coroutine.create(function() expect.state(todo, 'background') end)))",
        "print(pcall(coroutine.wrap(function() expect.state(todo, 'background') end)))",
        "for i = 1, 3 do pcall(expect.equal, i, 0) end",
        "print(pcall(pcall, expect.state, todo, 'background'))",
    ])
    func aFailureCannotBeSwallowed(code: String) throws {
        let r = try run(Self.launched + code + "\nlog('after')")
        #expect(r.status == .failed, "\(r.summary)")
        #expect(r.location == "test.lua:6", "\(r.summary)")
        #expect(!r.logs.contains("after"), "the scenario went on: \(r.logs)")
        #expect(r.logs.isEmpty, "a swallowed failure printed: \(r.logs)")
    }

    @Test func aBrokenInvariantCannotBeSwallowed() throws {
        let r = try run(
            loggingApp() + """
                invariant("never active", function() return todo.state ~= "active" end)
                print(pcall(user.tap, todo))
                log("after")
                """)
        #expect(r.status == .failed, "\(r.summary)")
        #expect(r.report?.hasPrefix("invariant 'never active' violated after user.tap") == true, "\(r.summary)")
        #expect(!r.logs.contains("after"))
    }

    @Test func failureInOneScenarioDoesNotStopTheNext() throws {
        let results = try runAll(
            loggingApp() + """
                scenario("fails", function() user.tap(todo); expect.state(todo, "suspended") end)
                scenario("passes", function() user.tap(todo); expect.state(todo, "active") end)
                """)
        #expect(results.map(\.status) == [.failed, .passed])
        #expect(results[0].location == "test.lua:5")
    }
}
