-- Seed 000 ("#01 application life cycle"): the five states and the transitions
-- between them, as the seed's diagram teaches them.
--
--   inactive   runs code, but gets no UI events
--   active     runs code and gets UI events (the normal foreground mode)
--   background runs code for a limited time, no UI events
--   suspended  runs no code at all; the app may be killed without notice
--
-- Run it:  applife run examples/seed000-transitions.lua
--
-- What the seed gets right, and this file checks:
--   * tapping the icon: notRunning -> inactive -> active (cold launch), or
--     background -> inactive -> active when the app was still in memory;
--   * Home: active -> inactive -> background;
--   * didEnterBackground has "about 5 seconds" to return (facts §5.1);
--     more time needs beginBackgroundTask ... endBackgroundTask.
-- What the seed leaves out: the last step, background -> suspended, happens
-- with NO callback at all (facts §1.2 T6), and a suspended app that is killed
-- gets no callback either (T9).
--
-- The seed's URL and AirDrop part (openURL:, todolist:// URLs, Document Types)
-- is in its own file: see
-- examples/seed000-urls-airdrop.lua.

-- Every callback logs the state the app itself reads (UIApplication.applicationState).
-- It is never "suspended": a suspended app runs no code, so it cannot look.
local function logger(name)
  return function(application)
    log(name, "sees applicationState =", application.state)
  end
end

local todo = app {
  name = "Todo", bundle_id = "com.acme.todolist",
  delegate = {
    willFinishLaunching = function(application, options)
      log("willFinishLaunching sees applicationState =", application.state)
      return true
    end,
    didFinishLaunching = function(application, options)
      -- options is nil for a launch from the icon; it says why the app was
      -- launched otherwise (a URL, a notification, a location event ...).
      log("didFinishLaunching: launched from", options == nil and "the icon" or "somewhere else")
      return true
    end,
    didBecomeActive = logger("didBecomeActive"),
    willResignActive = logger("willResignActive"),
    didEnterBackground = logger("didEnterBackground"),
    willEnterForeground = logger("willEnterForeground"),
    willTerminate = logger("willTerminate"),
  },
}

scenario("cold launch: notRunning -> inactive -> active", function()
  expect.state(todo, "notRunning")
  user.tap(todo)
  expect.state(todo, "active")
  -- No willEnterForeground on a cold launch (facts §1.2, tutorial error 8):
  -- that callback only announces a return from the background.
  expect.callbacks { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }
  -- Each callback is followed by its notification (facts §2.0).
  expect.sequence {
    "willFinishLaunching",
    "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification",
    "didBecomeActive", "UIApplicationDidBecomeActiveNotification",
  }
end)

scenario("home: active -> inactive -> background -> suspended", function()
  user.tap(todo)
  wait(10)
  expect.mark()
  user.home()
  expect.callbacks { "willResignActive", "didEnterBackground" }
  -- Nothing asked for background time, so the app is suspended as soon as
  -- didEnterBackground returns. Suspension has no callback.
  expect.state(todo, "suspended")
  wait(3600)
  expect.state(todo, "suspended")
  expect.callbacks { "willResignActive", "didEnterBackground" }
end)

scenario("tap again while still in memory: background -> inactive -> active", function()
  user.tap(todo)
  wait(5)
  user.home()
  wait(30)
  expect.mark()
  user.tap(todo)
  expect.state(todo, "active")
  -- Not a launch: willEnterForeground, then didBecomeActive.
  expect.callbacks { "willEnterForeground", "didBecomeActive" }
end)

scenario("killed while suspended, then tapped: a cold launch again", function()
  user.tap(todo)
  wait(5)
  user.home()
  wait(30)
  expect.state(todo, "suspended")
  -- The user swipes the card away in the app switcher. A suspended app is
  -- removed silently: no willTerminate (facts §2.8, T9).
  user.switcher()
  user.kill(todo)
  user.home()
  expect.state(todo, "notRunning")
  expect.terminated(todo, "user")
  expect.mark()
  wait(60)
  user.tap(todo)
  -- Back to notRunning -> inactive -> active, with launch callbacks.
  expect.callbacks { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }
end)

scenario("background task: about 5 s to return, more with beginBackgroundTask", function()
  local saver = app {
    name = "Saver", bundle_id = "com.acme.saver",
    delegate = {
      didEnterBackground = function(application)
        -- The seed: "about 5 seconds to do the work and return; for more,
        -- beginBackgroundTaskWithExpirationHandler:, and endBackgroundTask:
        -- when done". Here the work takes 20 s off the main thread.
        local id
        id = application:beginBackgroundTask("save", function()
          application:endBackgroundTask(id)   -- the expiration handler
        end)
        log("background time left:", application.backgroundTimeRemaining, "s")
        dispatch.work(20, function()
          log("saved; ending the task")
          application:endBackgroundTask(id)
        end)
      end,
    },
  }
  user.tap(saver)
  wait(1)
  user.home()
  wait(10)
  expect.state(saver, "background")   -- still running: the task is open
  wait(15)
  expect.state(saver, "suspended")    -- the task ended at 21 s, then suspended
end)

scenario("didEnterBackground that does not return within ~5 s is killed", function()
  local slow = app {
    name = "Slow", bundle_id = "com.acme.slow",
    delegate = {
      didEnterBackground = function(application)
        busy(8)   -- 8 s of work on the main thread, without asking for time
      end,
    },
  }
  user.tap(slow)
  wait(1)
  user.home()
  wait(10)
  -- The watchdog ends the process: 0x8badf00d, no further callback.
  expect.terminated(slow, "watchdog")
  expect.state(slow, "notRunning")
end)
