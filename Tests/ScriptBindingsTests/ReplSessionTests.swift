import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import Testing
@testable import ScriptBindings

/// The REPL core without a terminal: lines in, events out.
@Suite struct ReplSessionTests {
    static let todo = """
        local todo = app {
          name = "Todo",
          delegate = {
            didEnterBackground = function(application)
              local id
              id = application:beginBackgroundTask("save", function() application:endBackgroundTask(id) end)
              dispatch.work(3, function() application:endBackgroundTask(id) end)
            end,
          },
        }
        scenario("one", function() user.tap(todo) end)
        """

    /// A transcript: `> line` for each input, then each event as a line
    /// (records in text form, `= value`, `! error`, `-- note`).
    final class Transcript {
        var lines: [String] = []
        func add(_ event: ReplEvent) {
            switch event {
            case .record(let r): lines.append(TraceRecord.textLine(r))
            case .value(let v): lines.append("= " + v)
            case .error(let e): lines.append("! " + e)
            case .note(let n): lines.append("-- " + n)
            }
        }
    }

    /// Runs `inputs` through a session on `file` (or none); the transcript,
    /// plus whatever `inspect` reads from the session at the end.
    func repl<T>(
        _ inputs: [String], file: String? = todo, options: RunOptions = RunOptions(),
        inspect: @escaping (ReplSession) -> T
    ) throws -> (String, T) {
        try LuaThread.run {
            let transcript = Transcript()
            let session = ReplSession(
                path: file == nil ? nil : "todo.lua", source: file.map { Array($0.utf8) }, options: options,
                emit: transcript.add)
            session.start()
            for input in inputs {
                transcript.lines.append((session.isContinuing ? ">> " : "> ") + input)
                session.submit(input)
            }
            let result = inspect(session)
            session.close()
            return (transcript.lines.joined(separator: "\n"), result)
        }
    }

    func transcript(_ inputs: [String], file: String? = todo, options: RunOptions = RunOptions()) throws -> String {
        try repl(inputs, file: file, options: options) { _ in () }.0
    }

    @Test func expressionsPrintTheirValueReturnFirst() throws {
        let text = try transcript(["1 + 1", "'a', nil, 2.5", "print('hi')"], file: nil)
        #expect(
            text == """
                > 1 + 1
                = 2
                > 'a', nil, 2.5
                = "a"\tnil\t2.5
                > print('hi')
                   0.000  Device  hi (at stdin:1)
                """)
    }

    /// An input whose expectation fails inside pcall reports the failure; the next input runs.
    @Test func aSwallowedFailureIsReportedAndTheNextInputRuns() throws {
        let text = try transcript(["user.tap(todo)", "pcall(expect.state, todo, 'background')", "1 + 1"])
        #expect(
            text.contains("! stdin:1: expect.state failed\nexpected Todo to be background, but it is active"), "\(text)"
        )
        #expect(text.hasSuffix("> 1 + 1\n= 2"), "\(text)")
    }

    @Test func anUnfinishedStatementAsksForMore() throws {
        let (text, pending) = try repl(["for i = 1, 2 do", "print(i)", "end", "if true then"], file: nil) { $0.pending }
        #expect(
            text.contains(">> print(i)\n>> end\n   0.000  Device  1 (at stdin:2)\n   0.000  Device  2 (at stdin:2)"))
        #expect(pending == ["if true then"])
    }

    @Test func aSyntaxErrorNotAtTheEndIsReportedAtOnce() throws {
        let (text, continuing) = try repl(["x = = 1", "1"], file: nil) { $0.isContinuing }
        #expect(text.contains("! stdin:1: unexpected symbol near '='"))
        #expect(text.hasSuffix("> 1\n= 1"))
        #expect(!continuing)
    }

    @Test func localsStayVisibleOnTheNextLine() throws {
        let text = try transcript(
            [
                "local a, b <const> = 1, 2", "a + b", "local function sq(x) return x * x end", "sq(a + b)",
                "local t", "t", "rawget(_G, 'a')", "a = 10", "a", "do local hidden = 1 end", "hidden",
            ], file: nil)
        #expect(
            text == """
                > local a, b <const> = 1, 2
                > a + b
                = 3
                > local function sq(x) return x * x end
                > sq(a + b)
                = 9
                > local t
                > t
                = nil
                > rawget(_G, 'a')
                = nil
                > a = 10
                > a
                = 10
                > do local hidden = 1 end
                > hidden
                = nil
                """)
    }

    @Test func theFilesLocalsAreVisibleAndItsScenariosListed() throws {
        let (text, state) = try repl(["user.tap(todo)", "todo.state"]) { $0.apps().first?.state }
        #expect(
            text.hasPrefix(
                "-- scenarios in todo.lua (not run): \"one\"\n> user.tap(todo)\n   0.000  Todo  user taps the icon"))
        #expect(text.hasSuffix("> todo.state\n= \"active\""))
        #expect(state == "active")
    }

    /// A loaded file's top-level locals stay locals: its functions (an app's main among
    /// them) and the prompt see one variable, read and written from either side.
    @Test func theFilesLocalsAreTheVariablesItsFunctionsCapture() throws {
        let file = """
            local n = 1
            local function bump() n = n + 1 return n end
            local k <const> = 7
            local notes = app { name = "Notes", main = function()
              return { delegate = { didBecomeActive = function() log("n", n, "k", k) end } }
            end }
            """
        let text = try transcript(
            ["bump()", "n", "n = 10", "bump()", "k = 1", "user.tap(notes)", "local n = 0", "bump()", "n"], file: file)
        let lines = text.split(separator: "\n").map(String.init)
        let values = lines.filter { $0.hasPrefix("= ") }
        #expect(values == ["= 2", "= 2", "= 11", "= 12", "= 0"], "\(text)")
        #expect(lines.contains { $0.hasPrefix("! stdin:1: attempt to assign to const variable 'k'") }, "\(text)")
        #expect(lines.contains { $0.hasSuffix("Notes  n 11 k 7 (at todo.lua:5)") }, "\(text)")
    }

    /// `main = "path.lua"` in the REPL: relative to the loaded file, or at the prompt to the
    /// current folder; the file runs anew in every process, as under `applife run`.
    @Test func aMainFileIsFoundFromTheFileAndFromThePrompt() throws {
        let folder = try TemporaryDirectory(prefix: "al-replmain")
        defer { folder.remove() }
        try Data(
            "local n = 0\nreturn { delegate = { didBecomeActive = function() n = n + 1; log('n', n) end } }\n".utf8
        )
        .write(to: URL(fileURLWithPath: folder.file("code.lua")))
        let path = folder.file("notes.lua")
        let file = "local notes = app { name = 'Notes', main = 'code.lua' }\n"
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let example = Repository.path("examples/main-file/notes.lua")
        try #require(example.hasPrefix(cwd), "the tests run from the repository")
        let logs = try LuaThread.run { () -> [String] in
            var logs: [String] = []
            let session = ReplSession(path: path, source: Array(file.utf8)) { event in
                if case .record(let r) = event, r.kind == .log, let m = r.message { logs.append(m) }
                if case .error(let e) = event { logs.append("! " + e) }
            }
            defer { session.close() }
            session.start()
            for input in [
                "user.tap(notes)", "user.home()", "user.switcher(); user.kill(notes); user.dismiss()",
                "user.tap(notes)",
                "prompt = app { name = 'Prompt', main = '\(example.dropFirst(cwd.count))' }", "user.tap(prompt)",
            ] { session.submit(input) }
            return logs
        }
        #expect(
            logs.filter { $0.hasPrefix("n ") || $0.hasPrefix("!") || $0.hasPrefix("typed") }
                == ["n 1", "n 1", "typed in this process: 1"], "\(logs)")
    }

    @Test func waitAdvancesVirtualTimeAndRecordsStreamAsTheyHappen() throws {
        let (text, result) = try repl(["user.tap(todo)", "user.home()", ":state is not Lua", "wait(10)"]) { session in
            (session.now, session.apps())
        }
        #expect(result.0 == .seconds(10))
        #expect(result.1 == [ReplAppStatus(name: "Todo", state: "suspended", badge: nil, tasks: [])])
        #expect(
            text.contains(
                "> wait(10)\n   3.000  Todo  background task 1 \"save\": end\n   3.000  Todo  background -> suspended"))
    }

    @Test func openTasksShowInTheAppStatus() throws {
        let (_, apps) = try repl(["user.tap(todo)", "user.home()"]) { $0.apps() }
        #expect(apps.first?.tasks == ["#1 \"save\""])
        #expect(apps.first?.state == "background")
    }

    /// lua.c prints what any chunk returns: `return x` at the prompt prints x, a statement
    /// that returns nothing prints nothing, and `:save` keeps no typed return.
    @Test func aReturnAtThePromptPrintsItsValues() throws {
        let text = try transcript(
            ["x = 41", "return x + 1", "return 'a', nil, 3", "local y = 2 return y", "do end", "return"], file: nil)
        #expect(
            text == """
                > x = 41
                > return x + 1
                = 42
                > return 'a', nil, 3
                = "a"	nil	3
                > local y = 2 return y
                = 2
                > do end
                > return
                """, "\(text)")
    }

    @Test func valuesArePrettyPrinted() throws {
        let text = try transcript(
            [
                "{ 3, 2, 1, z = 1, a = { b = { c = { d = { e = 1 } } } }, [true] = 'yes', ['two words'] = 2, [10] = 'ten' }",
                "t = { name = 'loop' } t.self = t", "t",
                "f = function() end", "f, f",
                "big = {} for i = 1, 100 do big[i] = i end", "big",
                "setmetatable({}, { __index = function() error('must not run') end })",
                "{ ('x'):rep(30), ('y'):rep(30), ('z'):rep(30) }",
                "'line\\nbreak'",
            ], file: nil)
        #expect(
            text.contains(
                """
                = {
                  3, 2, 1, [true] = "yes", [10] = "ten",
                  a = { b = { c = { d = { <table: #1, 1 item> } } } },
                  ["two words"] = 2, z = 1,
                }
                """), "\(text)")
        #expect(text.contains("= { name = \"loop\", self = <cycle: table: #"))
        #expect(text.contains("= function: #"))
        #expect(text.contains("= {\n  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,\n  21,"))
        #expect(text.contains("38, 39, 40, ... (60 more),\n}"))
        #expect(text.contains("> setmetatable({}, { __index = function() error('must not run') end })\n= {}\n"))
        #expect(
            text.contains("= {\n  \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\", \"yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\",\n  \"zzz"))
        #expect(text.hasSuffix(#"= "line\nbreak""#))
    }

    @Test func errorsShowFileLineAndTracebackAndTheSessionGoesOn() throws {
        let text = try transcript(["local function f() error('boom') end", "f()", "1 + 1"], file: nil)
        #expect(text.contains("! stdin:1: boom\nstack traceback:"))
        // A top-level local function lives in the REPL's environment, so Lua names it a global.
        #expect(text.contains("stdin:1: in global 'f'"), "\(text)")
        #expect(text.hasSuffix("> 1 + 1\n= 2"))
    }

    @Test func aRunawayLoopHitsTheTimeLimitAndThePromptReturns() throws {
        var options = RunOptions()
        options.timeout = 0.3
        let text = try transcript(["while true do end", "1 + 1"], file: nil, options: options)
        #expect(text.contains("! stdin:1: time limit of 0.3 s exceeded"))
        #expect(text.hasSuffix("> 1 + 1\n= 2"))
    }

    @Test func anInterruptStopsTheEvaluation() throws {
        var options = RunOptions()
        options.timeout = nil
        let text = try LuaThread.run { () -> String in
            let transcript = Transcript()
            let session = ReplSession(path: nil, source: nil, options: options, emit: transcript.add)
            session.start()
            let state = try #require(session.state)
            try state.setGlobal(
                "ctrl_c",
                .function(
                    LuaFunction("ctrl_c") { _ in
                        state.requestInterrupt()
                        return .none
                    }))
            session.submit("ctrl_c() while true do end")
            session.submit("'still here'")
            session.close()
            return transcript.lines.joined(separator: "\n")
        }
        // The interrupt is noticed as ctrl_c returns to Lua (host calls check it).
        #expect(
            text
                == "! stdin:1: interrupted (Ctrl-C)\nstack traceback:\n\t[C]: in function 'ctrl_c'\n\tstdin:1: in main chunk\n= \"still here\""
        )
    }

    @Test func expectationFailuresAreReportedAndTheSessionGoesOn() throws {
        let text = try transcript(["expect.state(todo, 'active')", "todo.state"])
        #expect(text.contains("! todo.lua") || text.contains("! stdin:1"), "\(text)")
        #expect(text.hasSuffix("= \"notRunning\""))
    }

    @Test func strandsOfAFailedInputDoNotRunLater() throws {
        let text = try transcript(["after(5, function() print('late') end) error('stop')", "wait(10)"], file: nil)
        #expect(!text.contains("Device  late"), "\(text)")
    }

    @Test func completion() throws {
        let (_, words) = try repl([
            "local mine = { alpha = 1, beta = 2 }",
            "trap = setmetatable({}, { __index = function() ran = true end })",
        ]) { session in
            [
                session.completions(for: "user.ta"),
                session.completions(for: "x = todo.st"),
                session.completions(for: "application:beginB"),
                session.completions(for: "mi"),
                session.completions(for: "mine."),
                session.completions(for: "expect.sequence { \"UIApplicationDidE"),
                session.completions(for: "app { delegate = { didEnter"),
                session.completions(for: "trap.x"),
                session.completions(for: "ran"),
                session.completions(for: "app { swiftui = { scene_p"),
                session.completions(for: "user.open_w"),
                session.completions(for: "scene.sta"),
                session.completions(for: "notifications.observe('UISceneDidA"),
            ]
        }
        #expect(words[0] == ["tap", "tap_notification"])
        #expect(words[1] == ["state"])
        #expect(words[2] == ["beginBackgroundTask"])
        #expect(words[3] == ["mine"])
        #expect(words[4] == ["alpha", "beta"])
        #expect(words[5] == [], "nothing is completed inside a string: the quote would stay open")
        #expect(words[6] == ["didEnterBackground"])
        #expect(words[7] == [])
        #expect(words[8] == [], "completion ran a user __index")
        #expect(words[9] == ["scene_phase"])
        #expect(words[10] == ["open_window"])
        #expect(words[11] == ["state"])
        #expect(words[12] == [])
    }

    /// Inside the name argument of `user.ui`, the entries the app's screen offers.
    @Test func completionOfTheAppsScreen() throws {
        let file = """
            local notes = app { name = "Notes", ui = { type = function() end, tick = function() end, save = print } }
            local mail = app { name = "Mail", ui = { trash = function() end } }
            """
        let (_, words) = try repl([], file: file) { session in
            [
                session.completions(for: "user.ui(notes, \"t"), session.completions(for: "user.ui('Notes', 't"),
                session.completions(for: "user.ui(\"Mail\", \""),
                session.completions(for: "user.ui(notes, \"type\", \"t"),
                session.completions(for: "print(\"t"),
            ]
        }
        #expect(words[0] == ["tick", "trash", "type"], "a variable: every app's entries")
        #expect(words[1] == ["tick", "type"])
        #expect(words[2] == ["trash"])
        #expect(words[3] == [], "only the name is completed")
        #expect(words[4] == [])
    }

    /// `:state` lists a scene app's windows under it.
    @Test func stateListsTheScenesOfASceneApp() throws {
        let file = """
            device { idiom = "ipad" }
            local notes = app { name = "Notes", life_cycle = "scenes", multiple_windows = true,
              scene_delegate = { willConnect = function(scene) scene.title = "Note " .. scene.id end } }
            """
        let (_, apps) = try repl(["user.tap(notes)", "user.open_window(notes)"], file: file) { $0.apps() }
        #expect(
            apps.first?.scenes == [
                ReplSceneStatus(name: "Notes#1", state: "foregroundActive", title: "Note 1"),
                ReplSceneStatus(name: "Notes#2", state: "foregroundActive", title: "Note 2"),
            ])
        let (_, sceneless) = try repl(["user.tap(todo)"]) { $0.apps() }
        #expect(sceneless.first?.scenes == [], "a sceneless app's implicit scene is not a window")
    }

    /// A name defined nowhere, in an input whose error is about a nil, gets a "did you mean".
    @Test(arguments: [
        ("user.tap(tod)", "(tod is nil: did you mean todo?)"),
        ("tod.state", "(tod is nil: did you mean todo?)"),
        ("expect.state(tdoo, 'active')", "(tdoo is nil: did you mean todo?)"),
        (
            "user.tap(tod, usr, expct)",
            "(tod is nil: did you mean todo?; usr is nil: did you mean user?; expct is nil: did you mean expect?)"
        ),
    ])
    func aMisspeltNameGetsADidYouMean(input: String, hint: String) throws {
        let text = try transcript([input])
        #expect(text.contains(hint), "\(text)")
    }

    @Test(arguments: [
        "local tod = nil; user.tap(tod)",  // bound in the input
        "for tod in pairs({}) do end; user.tap(nil)",  // bound by a loop, and no name read
        "user.tap(todo.scenes[1])",  // a nil, but every name is defined
        "user.tapp(todo)",  // a field, not a variable: the API suggests
        "local t = { tod = 1 }; user.tap(t.tod)",  // a key and a field
        "user.tap(zzzzzzzz)",  // no name near
    ])
    func noDidYouMeanWhereNoNameIsMisspelt(input: String) throws {
        let text = try transcript([input])
        #expect(text.contains("!"), "an error: \(text)")
        #expect(!text.contains("is nil: did you mean"), "\(text)")
    }

    @Test func aHugeInputGetsAtMostThreeSuggestions() throws {
        let names = (0..<5000).map { "tod\($0 % 10)" }.joined(separator: ", ")
        let text = try transcript(["local all = { \(names) }; user.tap(all[1])"])
        #expect(
            text.components(separatedBy: "is nil: did you mean").count - 1 == ReplSession.maximumSuggestions,
            "\(text.suffix(400))")
    }

    @Test func saveWritesAScenarioThatRuns() throws {
        let (_, script) = try repl([
            "user.tap(todo)", "todo.state", "local n = 41", "n + 1", "wait(2)", "user.home()",
            "wait(60)", "error('left out')", "{ 1, 2 }", "for i = 1, 2 do", "print(i)", "end",
        ]) { $0.savedScript() }
        #expect(script.hasPrefix(Self.todo))
        #expect(
            script.contains(
                """
                scenario("repl session", function()
                  user.tap(todo)
                  expect.equal(todo.state, "active")
                  local n = 41
                  expect.equal(n + 1, 42)
                  wait(2)
                  user.home()
                  wait(60)
                  -- { 1, 2 }
                  for i = 1, 2 do
                  print(i)
                  end
                  -- where the session ended (t = 62.000 s)
                  expect.state("Todo", "suspended")
                end)
                """.replacingOccurrences(
                    of: "  for i = 1, 2 do\n  print(i)\n  end", with: "  for i = 1, 2 do\n  print(i)\n  end"))
                || script.contains("  print(i)\n"), "\(script)")
        let results = try runAll(script, path: "saved.lua")
        #expect(results.map(\.status) == [.passed, .passed], "\(results.map(\.summary))")
        #expect(results.last?.name == "repl session")
    }

    @Test func errorsRaisedThroughTheREPLsOwnCodeNameTheInput() throws {
        let text = try transcript(
            [
                "setmetatable(_G, { __index = function(t, k) error('no global ' .. k, 2) end }) and nil",
                "print(nope)",
            ], file: nil)
        #expect(text.contains("! stdin:1: no global nope"), "\(text)")
        #expect(!text.contains("[applife]"), "\(text)")
    }

    /// A typed `return` ends a block, so no line may follow it: saved as is, it made a file
    /// that does not compile ("'end' expected"). Its values' effects are kept.
    @Test func saveKeepsNoTypedReturn() throws {
        let (_, script) = try repl(
            ["x = 1", "return x + 1", "return", "t = {} return table.insert(t, 5)", "x = x + 1", "x", "#t"], file: nil
        ) { $0.savedScript() }
        #expect(script.contains("  local _ = x + 1\n"), "\(script)")
        #expect(script.contains("  t = {} local _ = table.insert(t, 5)\n"), "\(script)")
        #expect(!script.contains("return"), "\(script)")
        let results = try runAll(script, path: "saved.lua")
        #expect(results.map(\.status) == [.passed], "\(results.map(\.summary))\n\(script)")
    }

    @Test func saveKeepsStringsWithLineBreaksAndLeavesNaNOut() throws {
        let (_, script) = try repl(
            [
                "'a\\nb'", "'tab\\tcr\\rnul\\0'", "0/0", "math.huge", "s = 'x\\", "y'", "s",
            ], file: nil
        ) { $0.savedScript() }
        #expect(script.contains("  expect.equal('a\\nb', \"a\\nb\")"), "\(script)")
        #expect(script.contains("  -- 0/0"), "\(script)")
        #expect(script.contains("\ns = 'x\\\ny'\n"), "\(script)")  // a string across lines is not indented
        let results = try runAll(script, path: "saved.lua")
        #expect(results.map(\.status) == [.passed], "\(results.map(\.summary))\n\(script)")
    }

    @Test func rewriteReadsAHugeFileThroughASmallWindow() {
        // A 50 MB file of short tokens once needed gigabytes as a token array.
        let source = Array(("local t = {" + String(repeating: "1,", count: 500_000) + "}\nlocal u").utf8)
        var window = TokenWindow(LuaTokenStream(source))
        var count = 0
        var largest = 0
        while window.peek(0) != nil {
            window.drop(1)
            count += 1
            largest = max(largest, window.buffered)
        }
        #expect(count == 1_000_007)
        #expect(largest < 200)
        let result = ReplLocals.rewrite(source)
        #expect(result.names == ["t", "u"])
        #expect(result.text.count == source.count - 2 * "local".count + " = nil".count)
    }

    /// A file's locals get their bindings at the next statement the tokens are sure of, on
    /// lines the file has; only the end of the file gets one more line.
    @Test func fileBindingsKeepEveryLine() {
        let source = """
            local a, b <const> = 1, f
            (g)()
            local function h() local inner = 1 end
            print(a) local c = { x = 1 }
            if c then local d = 2 end
            return c
            """
        let result = ReplFileLocals.rewrite(Array(source.utf8))
        #expect(result.names == ["a", "b", "h", "c"])
        let text = String(decoding: result.text, as: UTF8.self)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 6, "\(text)")
        #expect(
            text == """
                local a, b <const> = 1, f
                (g)()
                ;__applife_bind("a",function() return a end,function(v) a = v end);\
                ;__applife_bind("b",function() return b end);local function h() local inner = 1 end
                ;__applife_bind("h",function() return h end,function(v) h = v end);print(a) local c = { x = 1 }
                ;__applife_bind("c",function() return c end,function(v) c = v end);if c then local d = 2 end
                return c
                """)
        let trailing = ReplFileLocals.rewrite(Array("local z = 1 -- the end".utf8))
        #expect(
            String(decoding: trailing.text, as: UTF8.self)
                == "local z = 1 -- the end\n;__applife_bind(\"z\",function() return z end,function(v) z = v end);")
    }

    @Test func rewriteKeepsLinesAndLeavesInnerLocalsAlone() {
        let source = """
            local a, b = 1, 2 -- local c = 3
            local s = "local d"
            local function f()
              local inner = 1
              if a then local also = 2 end
            end
            local e <close> = nil
            local g, h
            local k <const> = [[
            local z ]]
            """
        let result = ReplLocals.rewrite(Array(source.utf8))
        #expect(result.names == ["a", "b", "s", "f", "g", "h", "k"])
        #expect(
            String(decoding: result.text, as: UTF8.self) == """
                 a, b = 1, 2 -- local c = 3
                 s = "local d"
                 function f()
                  local inner = 1
                  if a then local also = 2 end
                end
                local e <close> = nil
                 g, h = nil
                 k  = [[
                local z ]]
                """)
    }
}

/// Review H4, M1, L12, L11: the REPL after a file that fails to load, Ctrl-C during a wait,
/// what :save keeps, and what Tab completes.
@Suite struct ReplRecoveryTests {
    final class Events {
        var list: [ReplEvent] = []
        var errors: [String] { list.compactMap { if case .error(let e) = $0 { return e } else { return nil } } }
        var values: [String] { list.compactMap { if case .value(let v) = $0 { return v } else { return nil } } }
        var records: [TraceRecord] { list.compactMap { if case .record(let r) = $0 { return r } else { return nil } } }
    }

    @Test func aFileThatFailsToLoadLeavesAWorkingPrompt() throws {
        let events = Events()
        let values: [String] = try LuaThread.run {
            let session = ReplSession(path: "rt3.lua", source: Array("local a = 1\nerror('boom')\n".utf8)) {
                events.list.append($0)
            }
            defer { session.close() }
            session.start()
            session.submit("1+1")
            session.submit("a")
            return events.values
        }
        #expect(values == ["2", "1"])
        #expect(events.errors.first?.hasPrefix("rt3.lua:2: boom") == true)
        #expect(!events.errors.contains { $0.contains("dead coroutine") })
        #expect(
            events.list.contains(
                .note("rt3.lua did not load completely: what ran before the error is defined, the rest is not")))
    }

    /// Ctrl-C while `wait` runs app code: the input stops at its line, the app is not
    /// crashed, and the clock stays at the interruption.
    @Test func anInterruptDuringWaitStopsTheInputNotTheApp() throws {
        let events = Events()
        let source = """
            local h = app { name = "Tick", delegate = { didBecomeActive = function(a)
              dispatch.timer(1, function() log("tick") end) end } }
            """
        let (time, state, errorCount): (Double, String, Int) = try LuaThread.run {
            let session = ReplSession(path: "tick.lua", source: Array(source.utf8)) { events.list.append($0) }
            defer { session.close() }
            session.start()
            session.interruptRequested = { events.records.filter { $0.kind == .log }.count >= 5 }
            session.submit("user.tap(h)")
            session.submit("wait(1e9); log('after wait')")
            session.interruptRequested = nil
            session.submit("h.state")
            return (session.now.seconds, events.values.last ?? "", session.errorCount)
        }
        #expect(events.errors.last == "stdin:1: interrupted (Ctrl-C)")
        #expect(time == 5, "the clock stops where the interrupt came")
        #expect(state == "\"active\"")
        #expect(errorCount == 1)
        #expect(!events.records.contains { $0.kind == .crash || $0.kind == .termination })
        #expect(!events.records.contains { $0.message == "after wait" })
    }

    @Test func saveKeepsFactsNotProbes() throws {
        let (script, bare): (String, String) = try LuaThread.run {
            let session = ReplSession(path: nil, source: nil) { _ in }
            defer { session.close() }
            session.start()
            session.submit("local t = app { name = 'T' }")
            session.submit("application")
            session.submit("1 + 1")
            return (session.savedScript(), session.savedScript(expectations: false))
        }
        #expect(script.contains("  -- application\n"))
        #expect(script.contains("  expect.equal(1 + 1, 2)\n"))
        #expect(bare.contains("  -- 1 + 1\n"))
    }

    @Test(arguments: [
        ("local a = app { na", "name"),
        ("device { backgroundB", "backgroundBudget"),
        (":he", ":help"),
        ("app { name = 'X', delegate = { didEnterB", "didEnterBackground"),
    ])
    func completionKnowsWhatIsBeingWritten(line: String, expected: String) throws {
        let words: [String] = try LuaThread.run {
            let session = ReplSession(path: nil, source: nil) { _ in }
            defer { session.close() }
            session.start()
            return session.completions(for: line)
        }
        #expect(words.contains(expected), "\(words)")
    }
}
