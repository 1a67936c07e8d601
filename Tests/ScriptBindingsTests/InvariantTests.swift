import Exploration
import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// `invariant(name, fn)` and `invariants.*` under `applife run`: checked after every
/// action and every wait; a broken one fails the scenario with its message.
@Suite("Invariants")
struct InvariantTests {
    static let notes = """
        local task
        local notes = app { name = "Notes", delegate = {
          didEnterBackground = function(a) task = a:beginBackgroundTask("upload") end,
        } }

        """

    @Test func brokenInvariantFailsTheScenarioWithItsMessage() throws {
        let result = try run(
            """
            local todo = app { name = "Todo" }
            invariant("never suspended", function()
              return todo.state ~= "suspended", "Todo is " .. todo.state
            end)
            scenario("home", function()
              user.tap(todo)
              user.home()
              log("not reached")
            end)
            """)
        #expect(result.status == .failed)
        #expect(result.location == "test.lua:2")
        #expect(result.report == "invariant 'never suspended' violated after user.home\nTodo is suspended")
        #expect(!result.logs.contains("not reached"))
    }

    @Test func invariantCheckedAfterActionsAndWaits() throws {
        let result = try run(
            """
            local launched = false
            local todo = app { name = "Todo", delegate = { didBecomeActive = function(a) launched = true end } }
            invariant("not active yet", function() return not launched, "Todo became active" end)
            wait(1)
            user.tap(todo)
            log("not reached")
            """)
        #expect(result.status == .failed, "\(result.summary)")
        #expect(result.report == "invariant 'not active yet' violated after user.tap\nTodo became active")
        #expect(result.location == "test.lua:3")
        #expect(!result.logs.contains("not reached"))
    }

    @Test func builtinChecksAsFunctions() throws {
        let result = try run(
            Self.notes + """
                invariant("no task killed", invariants.no_task_killed_at_expiry)
                user.tap(notes)
                user.home()
                wait(31)
                """)
        #expect(result.status == .failed)
        #expect(
            result.report == """
                invariant 'no task killed' violated after time passed to 31.000 s
                Notes was killed at 30.000 s with a background task still open when its background time ran out
                """)
    }

    @Test func builtinFunctionsReturnTrueOrFalseAndAMessage() throws {
        let result = try run(
            """
            local todo = app { name = "Todo", delegate = { didBecomeActive = function(a) error("boom") end } }
            log(invariants.no_crash(), invariants.engine(), invariants.no_misuse_warning())
            user.tap(todo)
            log(invariants.no_crash())
            expect.crash(todo)
            """)
        #expect(result.status == .passed, "\(result.summary)")
        #expect(result.logs == ["true true true", "false Todo crashed at 0.000 s: boom"])
    }

    /// iOS ignores a badge written before the user allowed badges: the learner is told, and
    /// explore's no-misuse invariant goes on (a port of a real app sets its badge at launch).
    @Test func aBadgeBeforePermissionIsAdviceNotMisuse() throws {
        let result = try run(
            """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a)
              a.badge = 3
              return true
            end } }
            user.tap(todo)
            log(invariants.no_misuse_warning())
            expect.badge(todo, 0)
            """)
        #expect(result.status == .passed, "\(result.summary)")
        #expect(result.logs == ["true"])
        #expect(result.warnings.contains { $0.contains("badge authorization not granted") }, "\(result.warnings)")
    }

    /// A check that returns nothing is broken, and the message asks about a missing return.
    @Test func anInvariantWithoutReturnSaysSo() throws {
        let result = try run(
            """
            local todo = app { name = "Todo" }
            invariant("forgot return", function() local ok = todo.state ~= "suspended" end)
            user.tap(todo)
            """)
        #expect(result.status == .failed)
        #expect(
            result.report?.contains("invariant 'forgot return' violated after user.tap") == true, "\(result.summary)")
        #expect(result.report?.contains("is a `return` missing?") == true, "\(result.summary)")
        #expect(result.location == "test.lua:2")
    }

    @Test func invariantOnlyReads() throws {
        for (call, name) in [
            ("user.home()", "user.home"), ("wait(1)", "wait()"), ("app{ name = 'X' }", "app{}"),
            ("invariant('y', function() return true end)", "invariant()"), ("device{}", "device{}"),
        ] {
            let result = try run(
                """
                app { name = "Todo" }
                invariant("x", function() \(call) return true end)
                user.tap("Todo")
                """)
            #expect(result.status == .error, "\(call): \(result.summary)")
            #expect(result.report?.contains("invariant 'x' raised an error") == true, "\(call): \(result.summary)")
            #expect(
                result.report?.contains("\(name) cannot be called from invariant 'x': an invariant only reads state")
                    == true,
                "\(call): \(result.summary)")
        }
    }

    @Test func invariantThatErrorsIsAScriptError() throws {
        let result = try run(
            """
            app { name = "Todo" }
            invariant("broken", function() local t = nil; return t.x end)
            user.tap("Todo")
            """)
        #expect(result.status == .error)
        #expect(
            result.report?.hasPrefix("invariant 'broken' raised an error: test.lua:2: attempt to index a nil value")
                == true,
            "\(result.summary)")
    }

    @Test func invariantThatLoopsHitsTheTimeLimit() throws {
        var options = RunOptions()
        options.timeout = 0.3
        let bytes = Array(
            """
            app { name = "Todo" }
            invariant("forever", function() while true do end end)
            user.tap("Todo")
            """.utf8)
        let results = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        #expect(results.first?.outcome.limit == .time)
    }

    @Test func declarationMistakes() throws {
        let twice = try run(
            """
            invariant("x", function() return true end)
            invariant("x", function() return true end)
            """)
        #expect(twice.report?.contains("invariant 'x' is declared twice") == true)
        let unnamed = try run("invariant('', function() return true end)")
        #expect(unnamed.report?.contains("an invariant needs a name") == true)
        let noFunction = try run("invariant('x', 3)")
        #expect(noFunction.status == .error)
        let inApp = try run(
            """
            local todo = app { name = "Todo", delegate = {
              didBecomeActive = function(a) invariant("late", function() return true end) end } }
            user.tap(todo)
            """)
        // A misuse of applife in app code is a script error at its line, not a crash.
        #expect(inApp.status == .error)
        #expect(
            inApp.report?.contains("test.lua:2: invariant() cannot be called from app code") == true, "\(inApp.summary)"
        )
        #expect(inApp.records(.crash).isEmpty)
    }

    @Test func exploreRunPerformsStepsAndReadsInvariants() throws {
        let bytes = Array(
            (Self.notes + """
                invariant("Notes not in the background", function()
                  return notes.state ~= "background", "Notes is in the background"
                end)
                """).utf8)
        let (broken, names, state) = try LuaThread.run { () throws -> ([InvariantViolation], [String], AppState) in
            let run = try ExploreRun(path: "test.lua", source: bytes, options: RunOptions())
            defer { run.close() }
            let notes = run.device.installedApps[0]
            try run.perform(.tap(notes))
            #expect(try run.brokenInvariants().isEmpty)
            try run.perform(.home)
            return (try run.brokenInvariants(), run.invariantNames, run.device.state(of: notes))
        }
        #expect(state == .background)
        #expect(names == ["Notes not in the background"])
        #expect(
            broken == [
                InvariantViolation(
                    name: "Notes not in the background", message: "Notes is in the background",
                    location: "test.lua:5")
            ])
    }

    @Test func exploreRunReportsAMainChunkError() throws {
        let bytes = Array("app { name = 'Todo' }\nerror('nope')".utf8)
        let message = try LuaThread.run { () -> String in
            do {
                _ = try ExploreRun(path: "test.lua", source: bytes, options: RunOptions())
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
        #expect(message.hasPrefix("test.lua:2: nope"))
    }
}

extension InvariantTests {
    @Test func sceneByName() throws {
        let result = try run(
            """
            device { idiom = "ipad" }
            local notes = app { name = "Notes", life_cycle = "scenes", multiple_windows = true }
            user.open_window(notes)
            user.open_window("Notes")
            user.close_window("Notes#1")
            log(#notes.scenes, notes.scenes[1].id)
            user.focus("Notes#9")
            """)
        #expect(result.logs == ["1 2"])
        #expect(
            result.report?.contains("no connected scene named 'Notes#9' (scenes are named like Notes#1)") == true,
            "\(result.summary)")
    }
}
