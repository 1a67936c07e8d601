import Lifecycle
import Testing

/// The Lua face of what surrounds a continued activity: restorationHandler's objects,
/// willContinue's answer, UIKit's error, and scene(_:didUpdate:).
@Suite struct UserActivityBindingTests {
    /// restorationHandler({ obj, ... }): each object's restoreUserActivityState runs with the
    /// activity, in order, with itself as `self`, after a system record.
    @Test func restorationHandlerRestoresEachObject() throws {
        let r = try run(
            """
            local Editor = {}
            Editor.__index = Editor
            function Editor:restoreUserActivityState(activity) log(self.name, activity.activityType, activity.userInfo.id) end
            local a = app { name = "A", delegate = {
              continueUserActivity = function(application, activity, restorationHandler)
                restorationHandler({ setmetatable({ name = "editor" }, Editor),
                  { restoreUserActivityState = function(self, activity) log("list", activity.activityType) end } })
                restorationHandler()
                return true
              end,
            } }
            user.continue_activity(a, { type = "com.acme.edit", userInfo = { id = "7" } })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        let logs = r.records(.log).filter { $0.name != "system" }.compactMap(\.message)
        #expect(logs == ["editor com.acme.edit 7", "list com.acme.edit"])
        #expect(
            r.records(.log).contains {
                $0.message
                    == "restorationHandler: UIKit calls restoreUserActivityState(_:) on 2 objects with com.acme.edit"
                    && $0.at == "test.lua:6"
            })
    }

    @Test func restorationHandlerMisuseIsNamedWithItsFix() throws {
        for (objects, message) in [
            (
                "'editor'",
                "a list of objects expected ({ obj, ... }, each with a restoreUserActivityState method), got string"
            ),
            (
                "{ 42 }",
                "restorationHandler's object 1 is a number: a table with a restoreUserActivityState method expected"
            ),
            (
                "{ { restoreUserActivityState = function() end }, { restoreUserActivity = function() end } }",
                "restorationHandler's object 2 has no restoreUserActivityState method (did you mean 'restoreUserActivityState' for 'restoreUserActivity'?)"
            ),
            ("{ {} }", "restorationHandler's object 1 has no restoreUserActivityState method: UIKit calls"),
        ] {
            let r = try run(
                """
                local a = app { name = "A", delegate = {
                  continueUserActivity = function(application, activity, restorationHandler)
                    restorationHandler(\(objects))
                  end,
                } }
                user.continue_activity(a, { type = "com.acme.edit" })
                """)
            expectMisuse(r, message)
        }
        // An error inside an object's method is the app's own: a crash at its line.
        let crash = try run(
            """
            local a = app { name = "A", delegate = {
              continueUserActivity = function(application, activity, restorationHandler)
                restorationHandler({ { restoreUserActivityState = function() error("no such note") end } })
              end,
            } }
            user.continue_activity(a, { type = "com.acme.edit" })
            expect.crash(a)
            """)
        #expect(crash.status == .passed, "\(crash.summary)")
    }

    /// An object whose restoreUserActivityState calls the handler again recurses until Lua's
    /// C stack limit: the app crashes, the host does not.
    @Test func aRestorationHandlerCalledFromItsOwnObjectCrashesTheAppOnly() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = {
              continueUserActivity = function(application, activity, restorationHandler)
                local again = {}
                function again:restoreUserActivityState() restorationHandler({ again }) end
                restorationHandler({ again })
              end,
            } }
            user.continue_activity(a, { type = "com.acme.edit" })
            expect.crash(a)
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }

    /// willContinue's answer and a missing failure method, as a script sees them.
    @Test func whoTellsTheUserAndUIKitsError() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = {
              willContinueUserActivityWithType = function(application, type) return type == "com.acme.mine" end,
            } }
            user.continue_activity(a, { type = "com.acme.mine" })
            user.home()
            user.continue_activity(a, { type = "com.acme.other", fails = true })
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.records(.log).filter { $0.name == "system" }.compactMap(\.message) == [
                "the app tells the user it is continuing com.acme.mine (willContinueUserActivityWithType returned true)",
                "iOS shows the user that A is continuing com.acme.other",
                "UIKit shows the user an error: the activity com.acme.other could not be continued"
                    + " (NSUserActivityHandoffFailedError; application:didFailToContinueUserActivityWithType:error: is not implemented)",
            ])
    }

    /// scene(_:didUpdate:) gets stateRestorationActivity's table; what it adds comes back in
    /// the session at the next connection.
    @Test func sceneDidUpdateAddsTheLastData() throws {
        let r = try run(
            """
            local n = app { name = "N", life_cycle = "scenes", scene_delegate = {
              stateRestorationActivity = function(scene) return { page = "3" } end,
              didUpdateUserActivity = function(scene, activity) activity.scroll = "120" end,
              willConnect = function(scene, session) log(session.stateRestorationActivity and session.stateRestorationActivity.scroll) end,
            } }
            user.tap(n)
            user.home()
            system.memory_pressure("warning")
            user.tap(n)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        let selectors = r.records(.callback).compactMap(\.name)
        let saved = selectors.firstIndex(of: "stateRestorationActivityForScene:")
        #expect(saved != nil && selectors[saved! + 1] == "scene:didUpdateUserActivity:", "\(selectors)")
        #expect(r.logs.filter { $0 != "nil" && !$0.contains(" ") } == ["120"], "\(r.logs)")
    }
}
