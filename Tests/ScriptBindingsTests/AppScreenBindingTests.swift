import Lifecycle
import Testing

@testable import ScriptBindings

/// `ui` in `app{}` and in `main`'s table, and `user.ui(app or scene, name, ...)`: the app's
/// own screen from Lua, its mistakes (each at its file and line) and attacks on it.
@Suite struct AppScreenBindingTests {
    static let notes = """
        local notes = app { name = "Notes", ui = {
          type = { args = { "milk", "eggs" }, run = function(text, extra) log("type", text, extra, math.type(extra)) end },
          clear = function(...) log("clear", select("#", ...)) end,
        } }

        """

    @Test func anEntryRunsWithItsArgumentsAndIsTraced() throws {
        let r = try run(
            Self.notes + """
                user.tap(notes)
                user.ui(notes, "type", "milk", 2)
                user.ui("Notes", "type", "eggs", 0.5)
                user.ui(notes, "clear")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["type milk 2 integer", "type eggs 0.5 float", "clear 0"])
        let lines = r.records(.action).filter { $0.name == "ui" }.map(TraceRecord.textLine)
        #expect(
            lines == [
                "   0.000  Notes  user: type \"milk\" 2", "   0.000  Notes  user: type \"eggs\" 0.5",
                "   0.000  Notes  user: clear",
            ])
    }

    @Test func refusedWithTheReasonWhereTheScenarioCalls() throws {
        let r = try run(Self.notes + "user.ui(notes, \"type\", \"milk\")")
        #expect(r.status == .error)
        #expect(r.location == "test.lua:5", "\(r.summary)")
        #expect(
            r.report?.contains("cannot do 'type' on Notes: Notes is not in the foreground (it is notRunning)") == true)
        #expect(r.logs.isEmpty, "nothing reached app code")
    }

    @Test func anUnknownEntrySaysWhatTheScreenOffers() throws {
        let r = try run(Self.notes + "user.tap(notes)\nuser.ui(notes, \"tpye\", \"milk\")")
        #expect(r.status == .error)
        #expect(r.location == "test.lua:6", "\(r.summary)")
        #expect(
            r.report?.contains("Notes has no ui entry 'tpye' (did you mean 'type'?); its ui: clear, type") == true,
            "\(r.summary)")
    }

    /// `main` runs in every process: each process's table gives the handlers, and its locals
    /// die with it.
    @Test func mainGivesEachProcessItsOwnHandlers() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", main = function()
              local draft = ""
              return { ui = { type = function(text) draft = draft .. text log("draft", draft) end } }
            end }
            user.tap(notes)
            user.ui(notes, "type", "a")
            user.ui(notes, "type", "b")
            user.switcher()
            user.kill(notes)
            user.dismiss()
            user.tap(notes)
            user.ui(notes, "type", "c")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { $0.hasPrefix("draft") } == ["draft a", "draft ab", "draft c"])
    }

    @Test func aSceneAppsHandlerGetsTheTouchedWindowLast() throws {
        let r = try run(
            """
            device { idiom = "ipad" }
            local notes = app { name = "Notes", life_cycle = "scenes", multiple_windows = true, ui = {
              save = function(...) local scene = select(select("#", ...), ...) log("save", select("#", ...), scene.id, scene.state) end,
            } }
            user.tap(notes)
            local second = user.open_window(notes)
            user.ui(notes, "save", true)
            user.ui(notes.scenes[1], "save")
            user.ui("Notes#2", "save", "x")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["save 2 2 foregroundActive", "save 1 1 foregroundActive", "save 2 2 foregroundActive"])
        let lines = r.records(.action).filter { $0.name == "ui" }.map(TraceRecord.textLine)
        #expect(lines.first == "   0.000  Notes#2  user: save true")
    }

    @Test func anErrorInAHandlerCrashesTheApp() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", ui = { save = function() error("disk full") end } }
            user.tap(notes)
            user.ui(notes, "save")
            expect.state(notes, "notRunning")
            """)
        let crash = try #require(r.records(.crash).first)
        #expect(crash.message?.contains("disk full") == true)
        #expect(crash.at == "test.lua:1")
        #expect(r.records(.termination).first?.reason == "crash")
    }

    @Test func aHandlerThatBlocksIsAHang() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", ui = { load = function() busy(30) end } }
            user.tap(notes)
            user.ui(notes, "load")
            wait(20)
            expect.terminated(notes, "watchdog")
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }

    // MARK: Mistakes in the declaration

    @Test(arguments: [
        ("ui = 5", "app{} 'Notes': field 'ui' must be a table of entries"),
        ("ui = { function() end }", "ui must name its entries"),
        (
            "ui = { save = 3 }",
            "app{} 'Notes': ui.save must be a function or { args = {...}, run = function(...) end } (got number)"
        ),
        ("ui = { [\"two words\"] = true }", "ui[\"two words\"] must be a function"),
        ("ui = { save = { arg = { 1 }, run = function() end } }", "ui.save: unknown key 'arg' (did you mean 'args'?)"),
        ("ui = { save = { args = { 1 } } }", "ui.save.run must be a function (got nil)"),
        (
            "ui = { save = { args = 'milk', run = function() end } }",
            "ui.save.args must be a list of strings, numbers or booleans"
        ),
        ("ui = { save = { args = {}, run = function() end } }", "ui.save.args is empty: leave args out"),
        (
            "ui = { save = { args = { {} }, run = function() end } }",
            "ui.save.args[1] is a table: a ui argument is a string, a number or a boolean"
        ),
        ("ui = { save = { args = { 1, 0/0 }, run = function() end } }", "ui.save.args[2] is NaN"),
        (
            "ui = { save = { args = { string.rep('x', 2000) }, run = function() end } }",
            "ui.save.args[1] is 2000 bytes long; at most 1024"
        ),
        ("ui = { [string.rep('x', 300)] = function() end }", "a ui entry's name is 300 bytes long; at most 200"),
        ("ui = { [''] = function() end }", "a ui entry's name must be valid UTF-8 text, not empty"),
        ("ui = { [1.5] = function() end }", "ui keys must be the entries' names (strings), got number"),
        ("uii = {}", "unknown app{} field 'uii' (did you mean 'ui'?)"),
        ("main = function() return {} end, ui = {}", "field 'ui' and main both give the app's code"),
    ])
    func declarationMistakes(field: String, message: String) throws {
        let r = try run("local x = 1\nlocal notes = app { name = \"Notes\", \(field) }")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:2", "\(r.summary)")
    }

    @Test func tooManyEntriesOrValues() throws {
        let entries = try run(
            "local t = {}\nfor i = 1, 65 do t['e' .. i] = function() end end\napp { name = 'Notes', ui = t }")
        #expect(entries.report?.contains("ui has 65 entries; at most 64") == true, "\(entries.summary)")
        let values = try run(
            "local v = {}\nfor i = 1, 65 do v[i] = i end\napp { name = 'Notes', ui = { e = { args = v, run = print } } }"
        )
        #expect(values.report?.contains("ui.e.args has 65 values; at most 64") == true, "\(values.summary)")
    }

    /// `main`'s table is checked the same way, as the process starts: a mistake there is an
    /// error in the app's code, a crash at main's line.
    @Test func aMistakeInMainsTableCrashesTheProcess() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", main = function()
              return { ui = { save = { args = { "a" }, rn = function() end } } }
            end }
            user.tap(notes)
            """)
        let crash = try #require(r.records(.crash).first, "\(r.summary)")
        #expect(
            crash.message?.contains("main of Notes (process 1): ui.save: unknown key 'rn' (did you mean 'run'?)")
                == true)
        #expect(crash.at == "test.lua:1")
    }

    // MARK: Mistakes in the call

    @Test(arguments: [
        ("user.ui()", "bad argument #1 to 'user.ui' (app or scene expected"),
        ("user.ui(42, 'type')", "bad argument #1 to 'user.ui' (app or scene expected"),
        ("user.ui('Nobody', 'type')", "bad argument #1 to 'user.ui' (no app named 'Nobody'"),
        ("user.ui('Notes#9', 'type')", "no connected scene named 'Notes#9'"),
        (
            "user.ui(notes)",
            "bad argument #2 to 'user.ui' (string expected (the name of an entry of the app's ui), got no value)"
        ),
        ("user.ui(notes, 7)", "bad argument #2 to 'user.ui' (string expected"),
        ("user.ui(notes, string.rep('n', 300))", "a ui entry's name is 300 bytes long; at most 200"),
        ("user.ui(notes, 'type', {})", "bad argument #3 to 'user.ui' (string, number or boolean expected, got table)"),
        (
            "user.ui(notes, 'type', 'a', nil)",
            "bad argument #4 to 'user.ui' (string, number or boolean expected, got nil)"
        ),
        ("user.ui(notes, 'type', print)", "got function"),
        ("user.ui(notes, 'type', 0/0)", "bad argument #3 to 'user.ui' (the argument is NaN"),
        (
            "user.ui(notes, 'type', string.rep('x', 1 << 20))",
            "bad argument #3 to 'user.ui' (the argument is 1048576 bytes long; at most 1024"
        ),
        (
            "user.ui(notes, 'type', 1, 2, 3, 4, 5, 6, 7, 8, 9)",
            "bad argument #11 to 'user.ui' (9 arguments after the entry's name; at most 8)"
        ),
        ("user.ui(notes, 'type', '\\255')", "the argument is not valid UTF-8 text"),
    ])
    func callMistakes(code: String, message: String) throws {
        let r = try run(Self.notes + "user.tap(notes)\n" + code)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:6", "\(r.summary)")
    }

    // MARK: Attacks

    @Test func aHandlerCannotTouchTheScreenAgain() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", ui = { save = function() user.ui("Notes", "save") end } }
            user.tap(notes)
            user.ui(notes, "save")
            """)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("user.ui cannot be called from app code") == true, "\(r.summary)")
    }

    @Test func anInvariantCannotTouchTheScreen() throws {
        let r = try run(
            Self.notes + "invariant('x', function() user.ui(notes, 'clear') return true end)\nuser.tap(notes)")
        #expect(r.status == .error, "\(r.summary)")
        #expect(
            r.report?.contains("user.ui cannot be called from invariant 'x': an invariant only reads state") == true)
    }

    @Test func aScreenThatKeepsStateInTheFileIsAdvised() throws {
        let r = try run(
            """
            local draft = ""
            local notes = app { name = "Notes", ui = { type = function(text) draft = draft .. text end } }
            user.tap(notes)
            user.ui(notes, "type", "milk")
            user.switcher()
            user.kill(notes)
            user.dismiss()
            user.tap(notes)
            """)
        #expect(
            r.warnings.contains { $0.contains("what its code keeps outside the process (draft at test.lua:1)") },
            "\(r.warnings)")
    }
}
