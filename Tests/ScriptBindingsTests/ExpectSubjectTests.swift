import Lifecycle
import ScriptBindings
import Testing

/// Every expectation about an app or a scene takes the app's handle or name, a scene or a
/// scene's name (docs/reference.md: `App|Scene|string`), and a report of several windows
/// says which window each callback came from.
@Suite struct ExpectSubjectTests {
    static let notes = """
        device { idiom = "ipad" }
        local notes = app {
          name = "Notes", bundle_id = "com.example.notes", life_cycle = "scenes", multiple_windows = true,
          scene_delegate = { didBecomeActive = function(scene) end },
        }
        local todo = app { name = "Todo" }
        user.tap(notes)
        local second = user.open_window(notes)

        """

    static let subjects = ["notes", "'Notes'", "'com.example.notes'", "notes.scenes[1]", "'Notes#1'"]

    @Test(arguments: subjects)
    func everyExpectationTakesEveryFormOfSubject(subject: String) throws {
        let isScene = subject.contains("#1") || subject.contains("scenes")
        let r = try run(
            Self.notes + """
                expect.sequence(\(subject), { "scene.willConnect", "scene.didBecomeActive" })
                expect.mark()
                expect.callbacks(\(subject), {})
                expect.prediction(\(subject), {})
                expect.sequence(\(subject), {})
                expect.state(\(subject), \(isScene ? "'foregroundActive'" : "'active'"))
                expect.badge(\(subject), 0)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.expect).count == 6)
        // A scene stands for its app where the expectation is about the app.
        for (code, message) in [
            ("expect.terminated", "expected Notes to have been terminated"),
            ("expect.crash", "expected Notes to crash"),
        ] {
            let failed = try run(Self.notes + "\(code)(\(subject))")
            #expect(failed.status == .failed, "\(failed.summary)")
            #expect(failed.report?.contains(message) == true, "\(failed.summary)")
        }
    }

    @Test func oneWindowsCallbacksByItsName() throws {
        let r = try run(
            Self.notes + """
                expect.callbacks("Notes#2", { "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive" })
                expect.callbacks(second, { "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive" })
                expect.scene_state("Notes#2", "foregroundActive")
                expect.state(second, "foregroundActive")
                expect.state("Notes", "active")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.expect).count == 5)
    }

    @Test func aDiffOfSeveralWindowsNamesEachCallbacksWindow() throws {
        let r = try run(
            Self.notes + """
                expect.callbacks(notes, { "willFinishLaunching", "didFinishLaunching", "scene.didBecomeActive" })
                """)
        #expect(r.status == .failed)
        let report = try #require(r.report)
        #expect(report.contains("0.000  Notes#1  scene.willConnect"), "\(report)")
        #expect(report.contains("0.000  Notes#2  scene.didBecomeActive"), "\(report)")
        #expect(report.contains("0.000  Notes  didFinishLaunching"), "\(report)")
        let sequence = try run(Self.notes + "expect.sequence(notes, { 'scene.didBecomeActive', 'didFinishLaunching' })")
        #expect(sequence.report?.contains("0.000  Notes#2  sceneDidBecomeActive:") == true, "\(sequence.summary)")
    }

    @Test func oneWindowsDiffNeedsNoNames() throws {
        let r = try run(Self.notes + "expect.callbacks('Notes#2', { 'scene.willConnect' })")
        let report = try #require(r.report)
        #expect(!report.contains("Notes#2  scene"), "\(report)")
        #expect(report.contains("0.000  scene.willEnterForeground"), "\(report)")
    }

    @Test func anAppWithOneWindowStandsForItInSceneState() throws {
        let one = try run(
            """
            local notes = app { name = "Notes", life_cycle = "scenes" }
            user.tap(notes)
            expect.scene_state(notes, "foregroundActive")
            expect.scene_state("Notes", "foregroundActive")
            """)
        #expect(one.status == .passed, "\(one.summary)")
        let two = try run(Self.notes + "expect.scene_state(notes, 'foregroundActive')")
        #expect(two.status == .error)
        #expect(two.report?.contains("Notes has 2 scenes (Notes#1, Notes#2): pass one") == true, "\(two.summary)")
    }

    @Test(arguments: [
        (
            "expect.callbacks('Ntoes', {})",
            "no app named 'Ntoes' (did you mean 'Notes'?); pass the handle app{} returned"
        ),
        ("expect.state('Notse', 'active')", "no app named 'Notse' (did you mean 'Notes'?)"),
        ("expect.callbacks('Notes#5', {})", "Notes has no scene named 'Notes#5' (it has had Notes#1, Notes#2)"),
        (
            "expect.callbacks('Todo#1', {})",
            "Todo has no scenes of its own (life_cycle = \"app\"): name the app, 'Todo'"
        ),
        (
            "expect.scene_state(todo, 'background')",
            "Todo has no scenes of its own (life_cycle = \"app\"): use expect.state(Todo, ...)"
        ),
        ("expect.scene_state('Notes#7', 'background')", "no connected scene named 'Notes#7'"),
        ("expect.callbacks(42, {})", "bad argument #1 to 'callbacks' (an app (its handle or name) or a scene"),
        ("expect.callbacks(nil, {})", "got nil"),
        ("expect.badge(coroutine.create(print), 0)", "got thread"),
        ("expect.crash(expect, 'x')", "got table"),
        ("expect.callbacks(notes)", "bad argument #2 to 'callbacks' (table expected, got no value)"),
        ("expect.callbacks('#1', {})", "no app named '#1'"),
        ("expect.callbacks('Notes#0', {})", "no app named 'Notes#0'"),
        ("expect.callbacks('Notes#-1', {})", "no app named 'Notes#-1'"),
        ("expect.callbacks('Notes#99999999999999999999999', {})", "no app named 'Notes#9999"),
        ("expect.callbacks(string.rep('N', 1000000), {})", "no app named 'NNNN"),
        ("expect.callbacks(string.rep('Notes#', 100000) .. '1', {})", "no app named 'Notes#Notes#"),
    ])
    func mistakes(code: String, message: String) throws {
        let r = try run(Self.notes + code)
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:9")
        #expect((r.report?.utf8.count ?? 0) < 20_000, "the message of a huge name is cut")
    }

    @Test func aDisconnectedWindowsCallbacksStayNamed() throws {
        let r = try run(
            Self.notes + """
                user.close_window(second)
                expect.callbacks("Notes#2", { "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
                  "scene.willResignActive", "scene.didEnterBackground", "scene.didDisconnect" })
                """)
        #expect(r.status == .passed, "\(r.summary)")
    }
}
