-- A scene app (iOS 13+): the app delegate launches the process, the scene delegate
-- runs the window. Compare with home-and-return.lua, the same story without scenes.
--
--   applife run examples/scenes-launch.lua

local notes = app {
  name = "Notes", bundle_id = "com.acme.notes",
  life_cycle = "scenes",
  delegate = {
    didFinishLaunching = function(application, options)
      -- A scene app launches in the background state, and never with launch options:
      -- what launched it arrives in the scene's connection options.
      log("didFinishLaunching sees", application.state, "options", options)
      return true
    end,
    configurationForConnecting = function(application, session, options)
      return "Default Configuration"   -- asked for new sessions only
    end,
  },
  scene_delegate = {
    willConnect = function(scene, session, options)
      log("scene", scene.id, "connects; it is still", scene.state)
    end,
    didBecomeActive = function(scene) log("scene", scene.id, "is active") end,
    didEnterBackground = function(scene) log("scene", scene.id, "is in the background") end,
  },
}

scenario("cold launch, home, come back", function()
  user.tap(notes)
  expect.callbacks(notes, {
    "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  })
  expect.scene_state(notes.scenes[1], "foregroundActive")
  user.home()
  wait(10)
  expect.state(notes, "suspended")
  expect.scene_state(notes.scenes[1], "background")
  expect.mark()
  user.tap(notes)
  -- The same scene comes back: no new connection, no configuration asked.
  expect.callbacks(notes, { "scene.willEnterForeground", "scene.didBecomeActive" })
  -- The UIApplication notifications still fire, once per edge of the app's state.
  expect.sequence(notes, { "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification" })
end)
