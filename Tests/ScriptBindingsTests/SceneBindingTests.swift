import Lifecycle
import ScriptBindings
import Testing

/// The Lua face of scenes and SwiftUI (docs/reference.md): declarations, handles, actions,
/// expectations, and the mistakes people make with them.
@Suite struct SceneBindingTests {
    static let notes = """
        local notes = app {
          name = "Notes", life_cycle = "scenes", multiple_windows = true, url_types = { { schemes = { "notes" } } },
          delegate = {
            configurationForConnecting = function(application, session, options) return "Editor" end,
          },
          scene_delegate = {
            willConnect = function(scene, session, options)
              log("connect", scene.id, scene.state, session.configuration, options.urlContexts[1] and options.urlContexts[1].url)
            end,
            didBecomeActive = function(scene) log("active", tostring(scene), scene.app.name) end,
            stateRestorationActivity = function(scene) return { page = 3 } end,
          },
        }

        """

    @Test func aSceneAppRunsItsSceneDelegate() throws {
        let r = try run(
            Self.notes + """
                user.open_url("notes://item/4")
                expect.callbacks(notes, { "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                  "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive" })
                expect.scene_state(notes.scenes[1], "foregroundActive")
                log(#notes.scenes, notes.scenes[1].session.configuration, notes.scenes[1].session.persistentIdentifier)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == [
                "connect 1 unattached Editor notes://item/4", "active scene Notes#1 Notes",
                "1 Editor com.example.notes.session-1",
            ])
        #expect(r.records(.callback).contains { $0.scene == "Notes#1" && $0.name == "sceneDidBecomeActive:" })
    }

    @Test func restorationActivityComesBackInTheSession() throws {
        let r = try run(
            Self.notes.replacingOccurrences(
                of: "session.configuration, options.urlContexts[1] and options.urlContexts[1].url",
                with: "session.stateRestorationActivity and session.stateRestorationActivity.page") + """
                    user.tap(notes); user.home(); wait(1)
                    system.memory_pressure("warning")
                    user.tap(notes)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { $0.hasPrefix("connect") } == ["connect 1 unattached nil", "connect 2 unattached 3"])
    }

    @Test func iPadWindows() throws {
        let r = try run(
            Self.notes + """
                device { idiom = "ipad" }
                user.tap(notes)
                local second = user.open_window(notes)
                expect.scene_state(second, "foregroundActive")
                user.focus(notes.scenes[1])
                user.close_window(second)
                expect.equal(#notes.scenes, 1)
                expect.scene_state(second, "unattached")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.callback).compactMap(\.name).contains("application:didDiscardSceneSessions:"))
    }

    @Test func swiftUIPhasesAndTheirNamesInExpectations() throws {
        let r = try run(
            """
            local todo = app {
              name = "Todo", life_cycle = "swiftui",
              swiftui = {
                scene_phase = function(scene, old, new) log("view", scene.id, old, new) end,
                app_phase = function(old, new) log("app", old, new) end,
              },
            }
            user.tap(todo)
            user.home()
            expect.sequence(todo, { "phase:inactive->active", "app_phase:inactive->active",
                                    "scene.willResignActive", "phase:active->inactive", "app_phase:inactive->background" })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs == [
                "view 1 inactive active", "app inactive active", "view 1 active inactive", "app active inactive",
                "view 1 inactive background", "app inactive background",
            ])
    }

    /// A scene's code logs under the scene's name, the App's and the process's under the app's.
    @Test func aScenesLogIsAttributedToItsScene() throws {
        let r = try run(
            Self.notes + """
                device { idiom = "ipad" }
                user.tap(notes)
                local second = user.open_window(notes)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        let logs = r.records(.log).filter {
            $0.message?.hasPrefix("active") == true || $0.message?.hasPrefix("connect") == true
        }
        #expect(
            logs.map { $0.scene ?? "-" } == ["Notes#1", "Notes#1", "Notes#2", "Notes#2", "Notes#1"],
            "\(logs.map(\.message))")
        #expect(logs.allSatisfy { $0.app == "Notes" })
        let swiftUI = try run(
            """
            local todo = app {
              name = "Todo", life_cycle = "swiftui",
              delegate = { didFinishLaunching = function() log("adaptor") return true end },
              swiftui = {
                scene_phase = function(scene, old, new) log("view", new) end,
                app_phase = function(old, new) log("app", new) end,
              },
            }
            user.tap(todo)
            """)
        #expect(
            swiftUI.records(.log).map { "\($0.scene ?? $0.app ?? "-") \($0.message ?? "")" }
                == ["Todo adaptor", "Todo#1 view active", "Todo app active"])
    }

    /// Another app's code that runs inside a scene's callback logs as that app.
    @Test func aLogOfAnotherAppInsideASceneCallbackIsThatApps() throws {
        let r = try run(
            """
            local mail = app {
              name = "Mail", url_types = { { schemes = { "mail" } } },
              delegate = { openURL = function(application, url) log("mail opened", url) return true end },
            }
            local notes = app {
              name = "Notes", life_cycle = "scenes",
              scene_delegate = {
                didBecomeActive = function(scene)
                  log("before")
                  UIApplication.shared:openURL("mail://x")
                  log("after")
                end,
              },
            }
            user.tap(mail)
            user.tap(notes)
            """)
        let logs = r.records(.log).compactMap { record in
            record.message.map { "\(record.scene ?? record.app ?? "-") \($0)" }
        }
        #expect(logs.contains("Notes#1 before"), "\(logs)")
        #expect(!logs.contains { $0.hasPrefix("Notes#1 mail") }, "\(logs)")
    }

    /// SwiftUI's own delegates receive the UIKit callbacks a SwiftUI developer never writes.
    @Test func swiftUIsOwnCallbacksAreMarkedAsSwiftUIs() throws {
        let r = try run(
            """
            local todo = app { name = "Todo", life_cycle = "swiftui",
              delegate = { didFinishLaunching = function() return true end } }
            local notes = app { name = "Notes", life_cycle = "scenes" }
            user.tap(todo)
            user.tap(notes)
            """)
        let todo = r.records(.callback).filter { $0.app == "Todo" }
        // A View's or the App's onChange the app lacks is its own handler: "(not implemented)".
        let own = todo.filter {
            $0.field("implemented") == .bool(false) && $0.name?.hasPrefix("onChange") != true
                && $0.name?.hasPrefix("App.onChange") != true
        }
        #expect(own.count >= 5, "\(own.map(\.name))")
        #expect(
            todo.contains {
                $0.name?.hasPrefix("onChange") == true && TraceRecord.textLine($0).hasSuffix("(not implemented)")
            })
        #expect(own.allSatisfy { $0.field("owner") == .string("SwiftUI") })
        #expect(own.allSatisfy { TraceRecord.textLine($0).hasSuffix("(SwiftUI's own)") })
        #expect(
            todo.contains { $0.name == "application:didFinishLaunchingWithOptions:" && $0.field("implemented") == nil })
        let notes = r.records(.callback).filter { $0.app == "Notes" && $0.field("implemented") == .bool(false) }
        #expect(!notes.isEmpty && notes.allSatisfy { TraceRecord.textLine($0).hasSuffix("(not implemented)") })
        #expect(notes.allSatisfy { $0.field("owner") == nil })
    }

    @Test(arguments: [
        ("life_cycle = 'scene'", "unknown life_cycle 'scene' (did you mean 'scenes'?)"),
        (
            "scene_delegate = { didBecomeActive = function() end }",
            "field 'scene_delegate' needs life_cycle = \"scenes\" or \"swiftui\""
        ),
        ("life_cycle = 'scenes', swiftui = {}", "field 'swiftui' needs life_cycle = \"swiftui\""),
        (
            "life_cycle = 'scenes', scene_delegate = { didBecomActive = function() end }",
            "unknown scene_delegate key 'didBecomActive' (did you mean 'didBecomeActive'?)"
        ),
        (
            "life_cycle = 'swiftui', swiftui = { scenePhase = function() end }",
            "unknown swiftui key 'scenePhase' (did you mean 'scene_phase'?)"
        ),
        ("multiple_windows = true", "multiple_windows needs life_cycle"),
        ("sdk = 26.5", "field 'sdk' must be a whole iOS SDK version such as 27 (got 26.5)"),
        ("sdk = 100", "field 'sdk' must be an iOS SDK version from 2 to 99, such as 27 (got 100)"),
        ("sdk = 'x'", "field 'sdk' must be an iOS SDK version such as 27 (got string)"),
        ("delegate = { configurationForConnecting = function() end }", "add life_cycle = \"scenes\""),
    ])
    func declarationMistakes(fields: String, message: String) throws {
        let r = try run("app { name = 'Notes', \(fields) }")
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func anAppDelegateKeyASceneAppNeverHearsLeavesAWarning() throws {
        let r = try run(
            "app { name = 'Notes', life_cycle = 'scenes', delegate = { didEnterBackground = function() end } }")
        #expect(r.status == .passed)
        #expect(
            r.warnings == [
                "delegate.didEnterBackground is never called in a scene app: UIKit calls scene_delegate.didEnterBackground instead"
            ])
    }

    /// An app that supported iOS 12 and 13 (the Xcode 11 template) runs its app delegate on
    /// 12: the scene manifest is ignored, and one warning says so.
    static let twoVersions = """
        local notes = app {
          name = "Notes", life_cycle = "scenes", multiple_windows = true,
          delegate = {
            didFinishLaunching = function(application) return true end,
            didBecomeActive = function(application) log("app delegate: active") end,
            didEnterBackground = function(application) log("app delegate: background") end,
            configurationForConnecting = function(application, session, options) return "Default" end,
          },
          scene_delegate = {
            didBecomeActive = function(scene) log("scene delegate: active") end,
            didEnterBackground = function(scene) log("scene delegate: background") end,
          },
        }
        scenario("home and back", function()
          user.tap(notes)
          user.home()
          expect.equal(#notes.scenes, 0)
          expect.callbacks(notes, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive",
            "didEnterBackground" })
        end)
        """

    @Test func aSceneAppOnIOS12RunsItsAppDelegate() throws {
        for source in [Self.twoVersions, "device { ios = 12 }\n" + Self.twoVersions] {
            let results = try runAll(source, ios: source.hasPrefix("device") ? nil : 12)
            let r = try #require(results.first)
            #expect(r.status == .passed, "\(r.summary)")
            #expect(r.logs == ["app delegate: active", "app delegate: background"])
            #expect(
                r.warnings == [
                    "iOS 12 ignores the scene manifest (UIApplicationSceneManifest arrived in iOS 13): Notes runs with its "
                        + "app delegate alone, and its scene delegate is never used"
                ])
        }
        let later = try runAll(
            Self.twoVersions.replacingOccurrences(of: "scenario(", with: "device { ios = 12 }\nscenario("))
        #expect(later.first?.status == .passed, "device{} after app{}: \(later.first?.summary ?? "")")
        #expect(later.first?.warnings.last?.hasPrefix("iOS 12 ignores the scene manifest") == true)
        // The same file on iOS 13 runs its scene delegate.
        let thirteen = try #require(try runAll(Self.twoVersions, ios: 13).first)
        #expect(thirteen.status == .failed)
        #expect(thirteen.logs == ["scene delegate: active", "scene delegate: background"])
    }

    @Test func swiftUINeedsIOS14() throws {
        let before = try run("device { ios = 13 }\napp { name = 'Notes', life_cycle = 'swiftui' }")
        #expect(before.report?.contains("'swiftui' needs iOS 14 or later") == true, "\(before.summary)")
        let after = try run("app { name = 'Notes', life_cycle = 'swiftui' }\ndevice { ios = 12 }")
        #expect(
            after.report?.contains("device{}: Notes: bad Info.plist life_cycle: 'swiftui' needs iOS 14") == true,
            "\(after.summary)")
        #expect(after.location == "test.lua:2")
        let flag = try run("app { name = 'Notes', life_cycle = 'swiftui' }", ios: 13)
        #expect(flag.status == .error)
        let scenes = try run("app { name = 'Notes', life_cycle = 'scenes' }", ios: 12)
        #expect(scenes.status == .passed)
    }

    @Test(arguments: [
        ("user.open_window(notes)", "only an iPad shows several windows (device{ idiom = \"ipad\" })"),
        ("user.close_window(notes)", "bad argument #1 to 'user.close_window' (scene expected"),
        ("user.tap(notes); notes.scenes[1].title = 'x'", "scene.title must be called from app code"),
        ("user.tap(notes); log(notes.scenes[1].stat)", "unknown scene field 'stat' (did you mean 'state'?)"),
        ("user.tap(notes); expect.scene_state(notes.scenes[1], 'active')", "unknown scene state 'active'"),
        (
            "user.tap(notes); system.disconnect_scene(notes.scenes[1])",
            "only a scene in the background can be disconnected"
        ),
    ])
    func actionMistakes(code: String, message: String) throws {
        let r = try run(Self.notes + code)
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
    }

    /// The name form resolves a sceneless app's implicit scene; disconnecting it trapped.
    @Test func aScenelessAppHasNoSceneToDisconnect() throws {
        let r = try run(
            """
            local a = app { name = "A", life_cycle = "app" }
            user.tap(a)
            user.home()
            system.disconnect_scene("A#1")
            """)
        #expect(r.status == .error)
        #expect(
            r.report?.contains("cannot disconnect A#1: A has no scenes (app{ life_cycle = \"app\" })") == true,
            "\(r.summary)")
        #expect(r.location == "test.lua:4")
    }

    @Test func aFailedSceneExpectationNamesTheScene() throws {
        let r = try run(Self.notes + "user.tap(notes)\nexpect.scene_state(notes.scenes[1], 'background')")
        #expect(r.status == .failed)
        #expect(
            r.report?.contains("expected Notes#1 to be background, but it is foregroundActive") == true, "\(r.summary)")
    }

    @Test func sceneAndAppIn27() throws {
        let r = try run(
            "local todo = app { name = 'Todo', sdk = 27 }\nuser.tap(todo)\nexpect.terminated(todo, 'crash')", ios: 27)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.crash).first?.message == "UIScene life cycle is required for apps built with this SDK")
    }
}
