-- Background work the system schedules (docs/semantics.md "Background fetch and
-- BGTasks").
--   * Up to iOS 12, background fetch: iOS fetches only for an app that called
--     setMinimumBackgroundFetchInterval (the default is Never), and never more
--     often than that interval.
--   * From iOS 13, BGTaskScheduler: register a launch handler for each identifier
--     listed in BGTaskSchedulerPermittedIdentifiers before the launch ends, submit
--     a request, and end the task (setTaskCompleted) before its time is up.
--   * The system may end background time early: the expiration handlers run at
--     once and the tasks must end within seconds.

scenario("iOS 12: background fetch only after the app asks", function()
  device { ios = 12 }
  local feed = app {
    name = "Feed", bundle_id = "com.acme.feed", background_modes = { "fetch" },
    delegate = {
      didFinishLaunching = function(application)
        application:setMinimumBackgroundFetchInterval(3600)   -- at most once an hour
        return true
      end,
      performFetch = function(application, completion) completion("newData") end,
    },
  }
  system.background_fetch(feed)    -- never launched, never asked: nothing
  user.tap(feed)
  user.home()
  system.background_fetch(feed)    -- now it is woken for one
  wait(600)
  system.background_fetch(feed)    -- ten minutes later: too soon
  expect.callbacks(feed, {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground",
    "performFetch",
  })
end)

local function syncApp()
  return app {
    name = "Sync", bundle_id = "com.acme.sync", background_modes = { "fetch" },
    bg_task_identifiers = { "com.acme.sync.refresh" },
    delegate = {
      didFinishLaunching = function(application)
        application:registerTask("com.acme.sync.refresh", function(task)
          task.expirationHandler = function() log("out of time") end
          dispatch.work(5, function() task:setTaskCompleted(true) end)
        end)
        application:submitTask { identifier = "com.acme.sync.refresh", kind = "refresh", earliest = 900 }
        return true
      end,
    },
  }
end

scenario("iOS 17: a BGAppRefreshTask", function()
  local sync = syncApp()
  user.tap(sync)
  user.home()
  wait(900)                        -- not before its earliest begin date
  system.memory_pressure()         -- iOS reclaims the suspended app meanwhile
  system.background_task(sync, "com.acme.sync.refresh")
  expect.state(sync, "background") -- launched into the background to run it
  wait(10)
  expect.state(sync, "suspended")  -- completed after 5 s of work
end)

scenario("the system ends background time early", function()
  local upload = app {
    name = "Upload", bundle_id = "com.acme.upload",
    delegate = {
      didEnterBackground = function(application)
        local id
        id = application:beginBackgroundTask("upload", function()
          log("expiring with", application.backgroundTimeRemaining, "s left")
          application:endBackgroundTask(id)
        end)
      end,
    },
  }
  user.tap(upload)
  user.home()
  wait(2)
  system.end_background_time(upload)   -- the handler runs now, not at 25 s
  expect.state(upload, "suspended")
end)
