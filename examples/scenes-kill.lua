-- Killing a scene app from the app switcher (C12 in docs/semantics.md, switch
-- sceneSwitcherKill). Running: the scene enters the background, disconnects, its session
-- is discarded, then applicationWillTerminate. Suspended: nothing now, and
-- application(_:didDiscardSceneSessions:) right after the next launch.

local mail = app {
  name = "Mail", bundle_id = "com.acme.mail", life_cycle = "scenes",
  delegate = {
    didDiscardSceneSessions = function(application, sessions) log("discarded", sessions[1].persistentIdentifier) end,
    willTerminate = function(application) log("willTerminate") end,
  },
  scene_delegate = {
    didDisconnect = function(scene) log("disconnected") end,
  },
}

scenario("kill while frontmost", function()
  user.tap(mail)
  user.switcher()
  expect.mark()
  user.kill(mail)
  expect.callbacks(mail, { "scene.didEnterBackground", "scene.didDisconnect", "didDiscardSceneSessions", "willTerminate" })
  expect.terminated(mail, "user")
end)

scenario("kill while suspended, then launch again", function()
  user.tap(mail)
  user.home()
  wait(10)
  user.switcher()
  expect.mark()
  user.kill(mail)
  expect.callbacks(mail, {})
  user.dismiss()
  user.tap(mail)
  expect.callbacks(mail, {
    "willFinishLaunching", "didFinishLaunching", "didDiscardSceneSessions", "configurationForConnecting",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  })
end)
