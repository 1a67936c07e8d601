-- Every iOS version as it was (docs/semantics.md "Versions"). A profile is not
-- iOS 17 with other numbers: what a version lacked is missing.
--   * iPhone OS 3 had no multitasking: Home quits the app with
--     applicationWillTerminate. applicationDidEnterBackground: did not exist
--     yet, so UIKit never calls it (the launch leaves a warning saying so).
--   * App code calling an API its iOS lacks crashes as it did on a device: an
--     unrecognized selector (applicationState came in iOS 4).
--   * A user action whose feature did not exist (Control Center before iOS 7)
--     is an error naming the version.
--   * UIApplicationExitsOnSuspend (iOS 4-12): the app quits instead of suspending.

local function notesApp()
  return app {
    name = "Notes", bundle_id = "com.acme.notes",
    delegate = {
      didFinishLaunching = function(application, options) log("launched") return true end,
      didEnterBackground = function(application) log("in the background") end,
      willTerminate = function(application) log("saving: the process ends") end,
    },
  }
end

scenario("iPhone OS 3: Home quits the app", function()
  device { ios = 3 }
  local notes = notesApp()
  user.tap(notes)
  wait(5)
  user.home()
  expect.callbacks(notes, { "didFinishLaunching", "didBecomeActive", "willTerminate" })
  expect.terminated(notes, "user")
  -- Nothing was kept: the next tap is a cold launch again.
  expect.mark()
  user.tap(notes)
  expect.callbacks(notes, { "didFinishLaunching", "didBecomeActive" })
end)

scenario("iOS 4: the same app suspends", function()
  device { ios = 4 }
  local notes = notesApp()
  user.tap(notes)
  wait(5)
  user.home()
  expect.callbacks(notes, { "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground" })
  expect.state(notes, "suspended")
end)

scenario("an API newer than the device crashes the app", function()
  device { ios = 3 }
  local reader = app {
    name = "Reader", bundle_id = "com.acme.reader",
    delegate = { didBecomeActive = function(application) log("state", application.state) end },
  }
  user.tap(reader)
  -- -[UIApplication applicationState]: unrecognized selector (iOS 4+).
  expect.terminated(reader, "crash", "SIGABRT")
end)

scenario("Control Center appeared in iOS 7", function()
  device { ios = 6 }
  local notes = notesApp()
  user.tap(notes)
  local ok, err = pcall(user.control_center)
  log(err)
  expect.equal(ok, false, "pulling down Control Center on iOS 6")
  user.notification_center()   -- Notification Center came in iOS 5
  expect.state(notes, "inactive")
end)

scenario("UIApplicationExitsOnSuspend on iOS 6", function()
  device { ios = 6 }
  local game = app {
    name = "Game", bundle_id = "com.acme.game", exits_on_suspend = true,
    delegate = { willTerminate = function(application) log("game over") end },
  }
  user.tap(game)
  user.home()
  expect.callbacks(game, {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didEnterBackground", "willTerminate",
  })
  expect.state(game, "notRunning")
end)
