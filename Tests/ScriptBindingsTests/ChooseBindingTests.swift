import Lifecycle
import LuaHost
import Testing

@testable import ScriptBindings

/// `choose(label [, count])`: run takes the first branch unless the options plan another;
/// misuse stops the run at its line.
@Suite struct ChooseBindingTests {
    static let app = """
        local a = app { name = "A", delegate = {
          didFinishLaunching = function(application)
            if choose("AppDelegate.swift:42 isLoggedIn") then log("logged in") else log("logged out") end
            log("tab", choose("Tabs.swift:7 tab", 3))
            return true
          end,
        } }
        user.tap(a)
        """

    @Test func runTakesTheFirstBranchAndRecordsIt() throws {
        let r = try run(Self.app)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("logged in") && r.logs.contains("tab 1"), "\(r.logs)")
        let choices = r.records(.log).filter { $0.name == "choose" }
        #expect(
            choices.map(\.message) == [
                "choose \"AppDelegate.swift:42 isLoggedIn\": branch 1 of 2 (true)",
                "choose \"Tabs.swift:7 tab\": branch 1 of 3",
            ])
        #expect(choices.first?.at == "test.lua:3", "\(String(describing: choices.first?.at))")
    }

    @Test func plannedChoicesAreTakenCallAfterCall() throws {
        var options = RunOptions()
        options.choices = ["AppDelegate.swift:42 isLoggedIn": [2], "Tabs.swift:7 tab": [3]]
        let source = Self.app + "\nuser.switcher()\nuser.kill(a)\nuser.dismiss()\nuser.tap(a)\n"
        let results = try LuaThread.run {
            try ScenarioRunner.run(path: "test.lua", source: Array(source.utf8), options: options)
        }
        let logs = results[0].logs
        // The plan's answers are used up; the second launch takes the first branches again.
        #expect(
            logs.filter { $0.hasPrefix("logged") || $0.hasPrefix("tab") } == [
                "logged out", "tab 3", "logged in", "tab 1",
            ], "\(logs)")
    }

    @Test func aPlannedBranchPastTheCountIsAnErrorAtTheLine() throws {
        var options = RunOptions()
        options.choices = ["Tabs.swift:7 tab": [4]]
        let source = Self.app
        let results = try LuaThread.run {
            try ScenarioRunner.run(path: "test.lua", source: Array(source.utf8), options: options)
        }
        #expect(results[0].status == .error)
        #expect(results[0].summary.contains("test.lua:4"), "\(results[0].summary)")
        #expect(
            results[0].summary.contains("planned answer is branch 4 but it has 3 branches"), "\(results[0].summary)")
    }

    @Test(arguments: [
        ("choose()", "the first argument must be a string"),
        ("choose(42)", "the first argument must be a string"),
        ("choose('')", "the label must be 1 to 200 bytes"),
        ("choose(('x'):rep(201))", "the label must be 1 to 200 bytes"),
        ("choose('a', 1)", "the count must be an integer from 2 to 64 (got 1)"),
        ("choose('a', 65)", "the count must be an integer from 2 to 64 (got 65)"),
        ("choose('a', 2.5)", "the count must be an integer from 2 to 64"),
        ("choose('a', math.huge)", "the count must be an integer from 2 to 64"),
        ("choose('a', 'two')", "the count must be an integer from 2 to 64 (got string)"),
    ])
    func misuseIsAnErrorNamingTheLine(call: String, message: String) throws {
        let r = try run("local a = app { name = 'A', delegate = {} }\n\(call)\n")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.summary.contains("test.lua:2"), "\(r.summary)")
        #expect(r.summary.contains(message), "\(r.summary)")
    }

    @Test func anInvariantCannotChoose() throws {
        let r = try run(
            """
            local a = app { name = 'A', delegate = {} }
            invariant("pure", function() return choose("x") end)
            user.tap(a)
            """)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.summary.contains("choose() cannot be called from invariant 'pure'"), "\(r.summary)")
    }

    @Test func aLoopOfChoicesStopsAtTheLimit() throws {
        let r = try run(
            """
            local a = app { name = 'A', delegate = {} }
            for i = 1, 200000 do choose("loop") end
            """)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.summary.contains("more than 100000 choices in one run"), "\(r.summary)")
    }
}
