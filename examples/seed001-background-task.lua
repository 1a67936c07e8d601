-- Seed 001 ("应用程序状态" / Background): asking for background time with
-- beginBackgroundTask, ending it (from the expiration handler, from a dispatch
-- group's notify, or on return to the foreground), and watching the badge to
-- see when the app's code stops running.
--
-- Run it:  applife run examples/seed001-background-task.lua
--
-- Where the seed is wrong or incomplete (facts §5, §6, §11):
--   * Its comment says the background time is "180 s after iOS 7". That holds
--     for iOS 7-12 only: about 600 s up to iOS 6, about 180 s in 7-12, about
--     30 s from iOS 13 (facts §5.3, C6). The scenarios show all three:
--     applife's default profile is iOS 17 (30 s); "badge counter on iOS 6"
--     has 600 s; "iOS 12: the seed's 180 s" has 180 s.
--   * Its expiration handler stores the id in self.taskId but ends
--     self.backgroundTask: a different variable. Ending the wrong identifier
--     does nothing, the real task stays open and the app is killed when the
--     time runs out (0x8badf00d). Scenario "the seed's expiration handler ..."
--     reproduces that; every other scenario ends the id it was given.
--   * "Nested beginBackgroundTask calls don't help": right, and the reason is
--     that the background time is one budget for the whole app, not per task
--     (facts §5.2). Scenario "two tasks share one budget" shows it.
--   * The badge trick needs badge permission on iOS 8+ (facts §6): the seed
--     requests it with UNUserNotificationCenter; here that is
--     application:requestAuthorization{ "badge" } plus the user's answer,
--     system.grant(app, "badge", true).

-- The seed's app: a background task in didEnterBackground, ended on the way
-- back to the foreground if it is still open; a dispatch group whose notify
-- ends it once "save" and "upload" are done.
local function cleanupApp(options)
  local taskId = nil
  return app {
    name = options.name, bundle_id = "com.acme." .. options.name:lower(),
    delegate = {
      didEnterBackground = function(application)
        taskId = application:beginBackgroundTask("ApplicationTest", function()
          log("expiration handler: ending task", taskId)
          application:endBackgroundTask(taskId)
          taskId = nil
        end)
        log("backgroundTimeRemaining =", application.backgroundTimeRemaining)
        local group = dispatch.group()
        group:enter()
        dispatch.work(options.save, function() log("saveDataToFile done"); group:leave() end)
        group:enter()
        dispatch.work(options.upload, function() log("uploadData done"); group:leave() end)
        group:notify(function()
          log("ending background cleanup task", taskId)
          if taskId ~= nil then
            application:endBackgroundTask(taskId)
            taskId = nil
          end
        end)
      end,
      willEnterForeground = function(application)
        if taskId ~= nil then
          log("back before the work finished: ending task", taskId)
          application:endBackgroundTask(taskId)
          taskId = nil
        end
      end,
    },
  }
end

scenario("dispatch group: the task ends when save and upload are done", function()
  local notes = cleanupApp { name = "Notes", save = 2, upload = 5 }
  user.tap(notes)
  wait(1)
  user.home()
  wait(3)
  expect.state(notes, "background")   -- upload still running, task open
  wait(10)
  expect.state(notes, "suspended")    -- notify ended the task at 6 s; suspended at once
  expect.sequence { "didEnterBackground", "UIApplicationDidEnterBackgroundNotification" }
end)

scenario("back in the foreground before the work is done: end the task there", function()
  local notes = cleanupApp { name = "Notes", save = 2, upload = 60 }
  user.tap(notes)
  wait(1)
  user.home()
  wait(10)
  user.tap(notes)   -- willEnterForeground ends the still-open task
  wait(100)
  expect.state(notes, "active")
end)

scenario("work longer than the budget: the expiration handler ends the task", function()
  -- iOS 17: about 30 s. The handler runs shortly (about 5 s) before the end.
  local notes = cleanupApp { name = "Notes", save = 2, upload = 120 }
  user.tap(notes)
  wait(1)
  user.home()
  wait(60)
  -- The handler ended the task at 26 s: the app was suspended, not killed.
  -- The upload is frozen with it and finishes only once the app runs again.
  expect.state(notes, "suspended")
end)

scenario("the seed's expiration handler ends the wrong id: killed", function()
  local seedApp = app {
    name = "Seed", bundle_id = "com.acme.seed",
    delegate = {
      didEnterBackground = function(application)
        local self = { taskId = nil, backgroundTask = nil }
        self.taskId = application:beginBackgroundTask("ApplicationTest", function()
          -- As in the seed: ends self.backgroundTask, which was never set.
          -- (Lua's nil is not an id, so pass 0, UIBackgroundTaskInvalid.)
          application:endBackgroundTask(self.backgroundTask or 0)
          self.backgroundTask = nil
        end)
        dispatch.work(300, function() application:endBackgroundTask(self.taskId) end)
      end,
    },
  }
  user.tap(seedApp)
  wait(1)
  user.home()
  wait(60)
  -- "has active assertions beyond permitted time": 0x8badf00d at the deadline.
  expect.terminated(seedApp, "backgroundTaskExpiry")
  expect.state(seedApp, "notRunning")
end)

scenario("a task that is never ended: killed when the time runs out", function()
  local leaky = app {
    name = "Leaky", bundle_id = "com.acme.leaky",
    delegate = {
      didEnterBackground = function(application)
        application:beginBackgroundTask("forgotten")   -- no handler, never ended
      end,
    },
  }
  user.tap(leaky)
  wait(1)
  user.home()
  wait(29)
  expect.state(leaky, "background")
  wait(2)
  -- 30 s after entering the background (iOS 17 profile): killed, and no
  -- callback tells the app. The next tap is a cold launch.
  expect.terminated(leaky, "backgroundTaskExpiry")
  expect.mark()
  user.tap(leaky)
  expect.callbacks { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }
end)

scenario("two tasks share one budget", function()
  local twice = app {
    name = "Twice", bundle_id = "com.acme.twice",
    delegate = {
      didEnterBackground = function(application)
        local first, second
        first = application:beginBackgroundTask("first", function() application:endBackgroundTask(first) end)
        log("after one task:", application.backgroundTimeRemaining)
        second = application:beginBackgroundTask("second", function() application:endBackgroundTask(second) end)
        log("after two tasks:", application.backgroundTimeRemaining)
      end,
    },
  }
  user.tap(twice)
  wait(1)
  user.home()
  wait(60)
  -- Both handlers ran at 26 s; the second task did not buy more time.
  expect.state(twice, "suspended")
end)

-- The badge counter: a 1 s main-queue timer that increments the badge. It
-- counts while the app runs in the background and stops, visibly, when the
-- app is suspended.
local function badgeApp()
  return app {
    name = "Counter", bundle_id = "com.acme.counter",
    delegate = {
      didFinishLaunching = function(application, options)
        local granted = application:requestAuthorization { "badge", "sound", "alert" }
        log("request authorization", granted and "succeeded" or "was denied")
        return true
      end,
      didEnterBackground = function(application)
        local id
        id = application:beginBackgroundTask("counter", function()
          application:endBackgroundTask(id)
        end)
        application.badge = 0
        -- dispatch_source_set_timer(timer, DISPATCH_TIME_NOW, 1 s): first tick at once
        dispatch.timer(1, function() application.badge = application.badge + 1 end, 0)
      end,
    },
  }
end

scenario("badge counter: counts in the background, stops when suspended", function()
  local counter = badgeApp()
  system.grant(counter, "badge", true)   -- the user taps "Allow"
  system.grant(counter, "sound", true)
  system.grant(counter, "alert", true)
  user.tap(counter)
  wait(1)
  user.home()
  wait(10)
  expect.badge(counter, 11)    -- ticks at 0, 1, ... 10 s after backgrounding
  wait(50)
  -- Budget 30 s, the handler ended the task at 25 s after backgrounding:
  -- suspended then, and the badge froze at 26 (ticks at 0 .. 25 s).
  expect.state(counter, "suspended")
  expect.badge(counter, 26)
  -- Back to the foreground: the timer runs again. The ticks missed while
  -- suspended coalesce into one (GCD), so the badge goes up by one, not 35.
  user.tap(counter)
  expect.badge(counter, 27)
end)

scenario("badge counter without permission: nothing shows (iOS 8+)", function()
  local counter = badgeApp()
  system.grant(counter, "badge", false)  -- the user taps "Don't Allow"
  user.tap(counter)
  wait(1)
  user.home()
  wait(10)
  expect.badge(counter, 0)   -- every applicationIconBadgeNumber assignment is ignored
end)

scenario("badge counter on iOS 6: no permission needed, about 600 s", function()
  device { ios = 6 }
  local counter = app {
    name = "Counter", bundle_id = "com.acme.counter",
    delegate = {
      didEnterBackground = function(application)
        local id
        id = application:beginBackgroundTask(function() application:endBackgroundTask(id) end)  -- no name form before iOS 7
        log("backgroundTimeRemaining =", application.backgroundTimeRemaining)
        application.badge = 0
        dispatch.timer(60, function() application.badge = application.badge + 1 end)  -- once a minute
      end,
    },
  }
  user.tap(counter)
  wait(1)
  user.home()
  wait(900)
  -- Ticks at 60 .. 540 s; the handler ended the task at 595 s: 9 minutes counted.
  expect.badge(counter, 9)
  expect.state(counter, "suspended")
end)

scenario("iOS 12: the seed's 180 s (true for iOS 7-12 only)", function()
  -- The budget depends on the iOS version (a profile is per scenario): 30 s
  -- on the default iOS 17 above, 600 s on iOS 6 above, and here iOS 12,
  -- the 180 s the seed quotes "after iOS 7".
  device { ios = 12 }
  local leaky = app {
    name = "Leaky", bundle_id = "com.acme.leaky",
    delegate = {
      didEnterBackground = function(application)
        log("backgroundTimeRemaining =", application.backgroundTimeRemaining)
        application:beginBackgroundTask("forgotten")
      end,
    },
  }
  user.tap(leaky)
  wait(1)
  user.home()
  wait(179)
  expect.state(leaky, "background")   -- on iOS 13+ it would be dead by now
  wait(2)
  expect.terminated(leaky, "backgroundTaskExpiry")
end)
