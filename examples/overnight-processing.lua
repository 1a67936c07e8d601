-- A BGProcessingTask waits for the night (docs/semantics.md "The device's
-- conditions").
--   * It runs only while the device is idle: locked, with no app in front and no
--     phone call.
--   * A request with requires_external_power = true also waits for the charger,
--     one with requires_network = true for a network: system.power(on) and
--     system.network(on) set them (both are on until a scenario says otherwise).
--   * When the user starts using the device again (unlocks it, answers a call),
--     the system ends the task: its expiration handler runs, then the app is
--     suspended.
--   * Low Power Mode (system.settings{ low_power = true }) turns Background App
--     Refresh off: no BGTask runs, and the app hears
--     NSProcessInfoPowerStateDidChangeNotification.

local function photosApp()
  return app {
    name = "Photos", bundle_id = "com.acme.photos", background_modes = { "processing" },
    bg_task_identifiers = { "com.acme.photos.index" },
    delegate = {
      didFinishLaunching = function(application)
        application:registerTask("com.acme.photos.index", function(task)
          log("indexing the library")
          task.expirationHandler = function()
            log("the user is back: keep what is indexed")
            task:setTaskCompleted(false)
          end
          dispatch.work(240, function() task:setTaskCompleted(true) end)
        end)
        application:submitTask {
          identifier = "com.acme.photos.index", kind = "processing", requires_external_power = true,
        }
        notifications.observe("NSProcessInfoPowerStateDidChangeNotification", function()
          log("Low Power Mode:", ProcessInfo.processInfo.isLowPowerModeEnabled)
        end)
        return true
      end,
    },
  }
end

scenario("the task waits for the night and the charger", function()
  system.power(false)                     -- the day: on battery
  local photos = photosApp()
  user.tap(photos)
  user.home()
  system.background_task(photos, "com.acme.photos.index")   -- the phone is in use: not now
  user.lock()                             -- bedtime
  system.background_task(photos, "com.acme.photos.index")   -- idle, but on battery: not yet
  wait(600)
  system.power(true)                      -- on the charger for the night
  system.background_task(photos, "com.acme.photos.index")
  expect.state(photos, "background")      -- launched or woken to index
  wait(300)
  expect.state(photos, "suspended")       -- done after 240 s of work
end)

scenario("the morning: unlocking ends the task", function()
  local photos = photosApp()
  user.tap(photos)
  user.home()
  user.lock()
  system.background_task(photos, "com.acme.photos.index")
  wait(60)
  user.unlock()                           -- the expiration handler runs now
  expect.state(photos, "suspended")
end)

scenario("Low Power Mode: no background refresh", function()
  local photos = photosApp()
  user.tap(photos)
  system.settings{ low_power = true }     -- Photos, running, hears it
  user.home()
  user.lock()
  system.background_task(photos, "com.acme.photos.index")   -- not delivered
  expect.state(photos, "suspended")
end)
