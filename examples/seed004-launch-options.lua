-- Seed 004, part 二 "Launch Options Keys": why the app was launched, and
-- foreground vs background launches.
--   * options == nil: launched from the icon;
--   * options.url (+ sourceApplication): launched to open a URL;
--   * options.remoteNotification: launched by a push (tapped: foreground;
--     silent, content-available: background);
--   * options.location, bluetoothCentrals / bluetoothPeripherals,
--     shortcutItem, userActivityDictionary, cloudKitShareMetadata.
--   * Foreground launch: notRunning -> inactive -> active; applicationState
--     reads inactive in will/didFinishLaunching.
--   * Background launch: notRunning -> background, willFinish, didFinish,
--     (didEnterBackground), the event callback, then suspended again;
--     applicationState reads background in will/didFinishLaunching.
--
-- Notes against docs/ios-facts.md:
--   * The seed's question "can an app be launched in the background after the
--     user force-quit it? (iOS 8 location apps excepted?) 待验证": Apple says
--     no for silent pushes (and background URLSession transfers are
--     cancelled) until the user launches the app again or the device reboots
--     (facts §1.2 "Force-quit blocks background relaunch").
--   * There is no public UIApplicationLaunchOptionsURLSessionKey: background
--     URLSession relaunches call handleEventsForBackgroundURLSession (facts §3).
--   * Returning NO from will/didFinishLaunching does not abort the launch; it
--     only stops the URL from being delivered (facts §11.11, C5).

local news = app {
  name = "News", bundle_id = "com.acme.news", shortcut_items = { { type = "com.acme.news.search", title = "Search" } },
  background_modes = { "remote-notification", "fetch", "location" },
  delegate = {
    didFinishLaunching = function(application, options)
      local keys = {}
      for key in pairs(options or {}) do keys[#keys + 1] = key end
      table.sort(keys)
      log("launched in state", application.state, "options:", options and table.concat(keys, ", ") or "nil")
      application:setMinimumBackgroundFetchInterval("minimum"); return true  -- no fetch ever comes without it
    end,
    didReceiveRemoteNotification = function(application, payload, completion)
      log("push", payload.aps.alert or payload.aps["content-available"])
      completion("newData")
    end,
    performFetch = function(application, completion)
      completion("noData")
    end,
  },
}

scenario("silent push launches the app into the background", function()
  system.silent_push(news, { aps = { ["content-available"] = 1 } })
  expect.callbacks(news, {
    "willFinishLaunching", "didFinishLaunching", "didEnterBackground",
    "didReceiveRemoteNotification",
  })
  run_until_idle()
  expect.state(news, "suspended")
end)

scenario("no background launch after a force quit", function()
  user.tap(news)
  user.switcher()
  user.kill(news)
  user.home()
  system.silent_push(news, { aps = { ["content-available"] = 1 } })
  expect.state(news, "notRunning")
end)

scenario("tapping a notification: a foreground launch with remoteNotification", function()
  user.tap_notification(news, { aps = { alert = "Breaking" } })
  expect.callbacks(news, {
    "willFinishLaunching", "didFinishLaunching", "didReceiveRemoteNotification", "didBecomeActive",
  })
end)

scenario("background fetch, location and quick action", function()
  -- iOS fetches only for an app that asked (setMinimumBackgroundFetchInterval;
  -- the default is Never). News never ran, so it never asked: nothing happens.
  system.background_fetch(news)
  -- A location event launches it into the background; didFinishLaunching asks.
  system.location(news)
  wait(11)   -- the location wake window (10 s) ends: suspended
  -- Now the system wakes it for a fetch.
  system.background_fetch(news)
  user.shortcut(news, "com.acme.news.search")
end)

