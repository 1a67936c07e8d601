-- Seed 003 ("iOS App Life Cycle", Apple's state descriptions with Chinese
-- notes): what each of the five states means, checked with expect.state at
-- every step, and what code can run in each.
--
-- Run it:  applife run examples/seed003-states.lua
--
--   Not running  not launched, or terminated by the system
--   Inactive     in the foreground, no events; code MAY still run, usually brief
--   Active       in the foreground, receiving events
--   Background   executing code off screen; most apps only briefly, on the way
--                to suspended; longer if they asked for more time
--   Suspended    in memory, executing nothing; entered without notice
--
-- The seed is Apple's App Programming Guide text and is right. Two parts of it
-- are shown in other files: an app "launched directly into the background"
-- (silent push, fetch, location ...: see examples/seed004-launch-options.lua)
-- and suspended apps "purged" when memory is low (system.memory_pressure,
-- labs/memory-warnings).
--
-- A 1 s "heartbeat" timer shows whether the app's code runs: it ticks while
-- active, inactive and background, and stops while suspended.

local function heartbeatApp(name, beforeIOS7)  -- iOS 6: no beginBackgroundTaskWithName: (iOS 7)
  local beats = 0
  local function show(label)
    return function(application) log(label, "applicationState =", application.state) end
  end
  return app {
    name = name, bundle_id = "com.acme." .. name:lower(),
    delegate = {
      willFinishLaunching = function(application, options)
        log("willFinishLaunching applicationState =", application.state)
        return true
      end,
      didFinishLaunching = function(application, options)
        dispatch.timer(1, function()
          beats = beats + 1
          log("heartbeat", beats, application.state)
        end)
        return true
      end,
      didBecomeActive = show("didBecomeActive"),
      willResignActive = show("willResignActive"),
      didEnterBackground = function(application)
        log("didEnterBackground applicationState =", application.state)
        local id
        id = application:beginBackgroundTask(not beforeIOS7 and "finish" or nil, function() application:endBackgroundTask(id) end)
        dispatch.work(2.5, function() application:endBackgroundTask(id) end)  -- 2.5 s of work
      end,
      willEnterForeground = show("willEnterForeground"),
      willTerminate = show("willTerminate"),
    },
  }
end

scenario("every state in turn", function()
  local a = heartbeatApp("Pulse")
  expect.state(a, "notRunning")
  user.tap(a)
  expect.state(a, "active")
  wait(2.5)                      -- two heartbeats while active
  user.notification_center()     -- a system panel covers the app
  expect.state(a, "inactive")
  wait(2)                        -- inactive, but the timer still runs: code executes
  user.dismiss()
  expect.state(a, "active")
  wait(1)
  user.home()
  expect.state(a, "background")  -- 2.5 s of work in a background task
  wait(2)
  expect.state(a, "background")
  wait(1)
  expect.state(a, "suspended")   -- task ended at +2.5 s: suspended, no callback
  wait(10)                       -- no heartbeat for 10 s: nothing runs
  expect.state(a, "suspended")
  user.tap(a)
  expect.state(a, "active")      -- back, and the heartbeat resumes
  wait(1.5)
end)

scenario("inactive during a phone call that is declined (iOS 13)", function()
  -- Up to iOS 13 an incoming call takes the whole screen and the app resigns
  -- active while it rings. From iOS 14 a call on an unlocked phone in use is
  -- a banner, and whether that resigns is UNVERIFIED (facts §2.5); applife's
  -- iOS 14+ profiles leave the app active until the call is accepted.
  device { ios = 13 }
  local a = heartbeatApp("Pulse")
  user.tap(a)
  wait(0.5)
  system.call { answer = false, after = 3 }   -- rings for 3 s, then declined
  expect.state(a, "inactive")
  wait(2)
  expect.state(a, "inactive")
  wait(2)
  expect.state(a, "active")
  expect.callbacks {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didBecomeActive",
  }
end)

scenario("applicationState never reads suspended", function()
  -- The app can only read active, inactive or background: when it is
  -- suspended it runs no code and cannot ask. From outside (the handle),
  -- applife shows the fifth state.
  local a = heartbeatApp("Pulse")
  user.tap(a)
  user.home()
  wait(5)
  expect.equal(a.state, "suspended", "the handle's external view")
  expect.sequence { "didEnterBackground" }
end)

scenario("willTerminate: called for a running app, not for a suspended one", function()
  local a = heartbeatApp("Pulse")
  user.tap(a)
  wait(1)
  user.home()          -- background, finishing its 2.5 s task
  wait(1)
  user.switcher()
  expect.mark()
  user.kill(a)         -- still running: it hears willTerminate (facts §2.8)
  expect.callbacks { "willTerminate" }
  expect.terminated(a, "user")

  local b = heartbeatApp("Quiet")
  user.home()
  user.tap(b)
  user.home()
  wait(10)             -- suspended now
  user.switcher()
  expect.mark()
  user.kill(b)         -- suspended: removed silently
  expect.callbacks {}
  expect.terminated(b, "user")
end)

scenario("reboot: every process ends without notice", function()
  local a = heartbeatApp("Pulse")
  user.tap(a)
  wait(1)
  expect.mark()
  system.reboot()      -- no willTerminate on reboot (facts §1.2)
  expect.callbacks {}
  expect.terminated(a, "reboot")
  expect.state(a, "notRunning")
end)

scenario("iOS 6: locking leaves applicationState inactive in didEnterBackground", function()
  -- iOS 5-6 read Inactive there after a lock (the documented way to tell the
  -- lock button from Home); iOS 7+ reads Background (facts §2.4, C3).
  device { ios = 6 }
  local a = heartbeatApp("Pulse", true)
  user.tap(a)
  wait(0.5)
  user.lock()
  expect.callbacks {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didEnterBackground",
  }
end)
