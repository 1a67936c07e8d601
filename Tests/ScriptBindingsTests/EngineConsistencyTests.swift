import Lifecycle
import Testing

/// The engine's model stays whole under app code that acts at the wrong moment: a
/// background app opening a URL while the device is locked, and a scene whose willConnect
/// hangs until the watchdog ends the app.
@Suite struct EngineConsistencyTests {
    @Test func aURLFromTheBackgroundDoesNotOpenOverTheLockScreen() throws {
        let r = try run(
            """
            local b = app { name = "B", url_types = { { name = "b", schemes = { "bapp" } } }, delegate = {} }
            local a = app { name = "A", delegate = {
              didEnterBackground = function(application)
                local id = application:beginBackgroundTask("x")
                dispatch.after(5, function()
                  application:openURL("bapp://x", {}, function(ok) log("opened", ok) end)
                  application:endBackgroundTask(id)
                end)
              end,
            } }
            user.tap(a); user.home(); user.lock()
            wait(10)
            expect.state(b, "notRunning")
            user.unlock()
            expect.state(b, "notRunning")
            expect.state(a, "suspended")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("opened false"))
        #expect(r.records(.url).contains { $0.name == "locked" })
    }

    @Test func aHungWillConnectIsTheWatchdogsNotTheEngines() throws {
        let r = try run(
            """
            local s = app { name = "S", life_cycle = "scenes", scene_delegate = {
              willConnect = function(scene, session, options) busy(30) end,
            } }
            user.tap(s)
            wait(40)
            expect.terminated(s, "watchdog", "0x8badf00d")
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }
}
