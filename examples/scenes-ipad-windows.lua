-- Two windows of one app on an iPad (scenes §A.8 in docs/semantics.md). Each window is a
-- scene with its own session; the app's UIApplication notifications fire once for the app,
-- not once per window.

device { idiom = "ipad" }

local notes = app {
  name = "Notes", bundle_id = "com.acme.notes", life_cycle = "scenes", multiple_windows = true,
  delegate = {
    configurationForConnecting = function(application, session, options) return "Editor" end,
    didDiscardSceneSessions = function(application, sessions)
      log("discarded", #sessions, "session(s)")
    end,
  },
  scene_delegate = {
    willConnect = function(scene, session, options) scene.title = "Note " .. scene.id end,
    didDisconnect = function(scene) log(scene.title, "disconnected (not terminated)") end,
  },
}

scenario("two windows, focus, close one", function()
  user.tap(notes)
  local second = user.open_window(notes)
  expect.equal(#notes.scenes, 2)
  expect.scene_state(second, "foregroundActive")
  user.focus(notes.scenes[1])
  user.close_window(second)            -- disconnect, then didDiscardSceneSessions at once
  expect.equal(#notes.scenes, 1)
  user.home()                          -- one UIApplicationDidEnterBackgroundNotification
  expect.state(notes, "suspended")
end)
