-- Seed 004 ("iOSApp生命周期"): temporary interruptions (临时中断) and the
-- background time limits (时间规则).
--
-- Run it:  applife run examples/seed004-interruptions.lua
--
-- What the seed teaches, and this file checks:
--   * A call, Notification Center or Control Center: the app stays in the
--     foreground but becomes inactive (applicationWillResignActive:); when the
--     interruption is ignored or dismissed, applicationDidBecomeActive:.
--   * A foreground launch: notRunning -> inactive -> active, with
--     willFinishLaunching and didFinishLaunching (launch options nil for the
--     icon) before the UI shows.
-- Where the seed is wrong or incomplete:
--   * "延长时间不超过600秒" (extra background time is at most 600 s) is true only
--     up to iOS 6: about 180 s in iOS 7-12 and about 30 s from iOS 13 (facts
--     §5.3, C6; tutorial error 6). Three scenarios below, one per profile.
--   * "通常只能保持5秒" (background usually lasts 5 s): the 5 s is the time
--     applicationDidEnterBackground: has to return (facts §5.1). Without a
--     background task the app is suspended as soon as it returns.
--   * Accepting a call sends the app to the background (iOS 4+), it is not an
--     "ignore" of the interruption; on iPhone OS 3 the app was terminated
--     (facts §2.5, C4).
--   * Since iOS 14 a call on an unlocked phone in use shows as a banner; whether
--     it resigns the app is UNVERIFIED (facts §2.5). applife's iOS 14+
--     profiles do not resign until the call is accepted; the call scenarios
--     therefore use device{ ios = 13 } where the full-screen call UI is sure.
-- Launch options, background launches (silent push, fetch, location,
-- Bluetooth, background URLSession) and openURL are in their own file:
-- examples/seed004-launch-options.lua.

local function game()
  return app {
    name = "Game", bundle_id = "com.acme.game",
    delegate = {
      didFinishLaunching = function(application, options)
        log("launched,", options == nil and "from the icon" or "with options")
        return true
      end,
      willResignActive = function(application) log("pause the game") end,
      didBecomeActive = function(application) log("resume the game") end,
      didEnterBackground = function(application) log("save the game") end,
      willEnterForeground = function(application) log("reload what was released") end,
    },
  }
end

scenario("call declined: inactive while it rings, then active", function()
  device { ios = 13 }
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  system.call { answer = false, after = 4 }   -- the user taps Decline after 4 s
  expect.state(g, "inactive")
  wait(5)
  expect.state(g, "active")
  expect.callbacks { "willResignActive", "didBecomeActive" }
end)

scenario("call ignored: it rings out, the app becomes active again", function()
  device { ios = 13 }
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  system.call { after = 30 }   -- no answer: rings for 30 s, then stops
  wait(20)
  expect.state(g, "inactive")
  wait(15)
  expect.state(g, "active")
  expect.callbacks { "willResignActive", "didBecomeActive" }
end)

scenario("call accepted: background during the call, back afterwards", function()
  device { ios = 13 }
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  system.call { answer = true, after = 3, duration = 120 }   -- a 2-minute call
  wait(5)
  expect.callbacks { "willResignActive", "didEnterBackground" }
  expect.state(g, "suspended")   -- nothing keeps it running during the call
  wait(120)
  -- The call ended at 133 s; the app that was in front comes back.
  expect.state(g, "active")
  expect.callbacks {
    "willResignActive", "didEnterBackground",
    "willEnterForeground", "didBecomeActive",
  }
end)

scenario("call accepted on iPhone OS 3: the app is terminated", function()
  device { ios = 3 }
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  system.call { answer = true, after = 3, duration = 60 }
  wait(5)
  -- No multitasking before iOS 4: willTerminate, then the process ends.
  expect.callbacks { "willResignActive", "willTerminate" }
  expect.terminated(g, "system")
end)

scenario("iOS 17: a call banner does not interrupt until accepted", function()
  local g = game()   -- default profile: iOS 17
  user.tap(g)
  wait(10)
  expect.mark()
  system.call { answer = true, after = 5, duration = 30 }
  wait(2)
  expect.state(g, "active")     -- ringing as a banner: still active (UNVERIFIED, see above)
  wait(5)
  expect.callbacks { "willResignActive", "didEnterBackground" }
end)

scenario("Notification Center: inactive until dismissed, no background", function()
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  user.notification_center()
  expect.state(g, "inactive")
  wait(8)
  user.dismiss()
  expect.state(g, "active")
  -- Only resign/become active: no didEnterBackground, no willEnterForeground.
  expect.callbacks { "willResignActive", "didBecomeActive" }
end)

scenario("Control Center: the same as any system panel", function()
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  user.control_center()
  expect.state(g, "inactive")
  wait(3)
  user.dismiss()
  expect.callbacks { "willResignActive", "didBecomeActive" }
end)

scenario("Notification Center, then Home: on to the background", function()
  local g = game()
  user.tap(g)
  wait(10)
  expect.mark()
  user.notification_center()
  wait(2)
  user.home()
  -- Already inactive: Home only adds didEnterBackground (facts §2.6).
  expect.callbacks { "willResignActive", "didEnterBackground" }
  expect.state(g, "suspended")
end)

-- The background budget on three iOS versions: a task ended from its expiration
-- handler. iOS 6 has no beginBackgroundTaskWithName: (iOS 7), so no name there.
local function longTask(beforeIOS7)
  return app {
    name = "Upload", bundle_id = "com.acme.upload",
    delegate = {
      didEnterBackground = function(application)
        local id
        id = application:beginBackgroundTask(not beforeIOS7 and "upload" or nil, function()
          log("expiring with", application.backgroundTimeRemaining, "s left")
          application:endBackgroundTask(id)
        end)
        log("backgroundTimeRemaining =", application.backgroundTimeRemaining)
      end,
    },
  }
end

scenario("background budget on iOS 6: about 600 s", function()
  device { ios = 6 }
  local u = longTask(true)
  user.tap(u)
  user.home()
  wait(590)
  expect.state(u, "background")
  wait(10)
  expect.state(u, "suspended")
end)

scenario("background budget on iOS 12: about 180 s", function()
  device { ios = 12 }
  local u = longTask()
  user.tap(u)
  user.home()
  wait(170)
  expect.state(u, "background")
  wait(10)
  expect.state(u, "suspended")
end)

scenario("background budget on iOS 17: about 30 s", function()
  device { ios = 17 }
  local u = longTask()
  user.tap(u)
  user.home()
  wait(20)
  expect.state(u, "background")
  wait(10)
  expect.state(u, "suspended")
end)

scenario("a switch instead of a version: backgroundBudget = 60", function()
  -- Every disputed value of docs/ios-facts.md is a named profile switch.
  device { ios = 17, backgroundBudget = 60 }
  local u = longTask()
  user.tap(u)
  user.home()
  wait(50)
  expect.state(u, "background")
  wait(10)
  expect.state(u, "suspended")
end)
