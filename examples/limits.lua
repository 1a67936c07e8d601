-- Limits the system enforces (docs/semantics.md "Memory", "Watchdog").
--   * Memory: each process has a footprint (memory_mb, then allocate/free).
--     Past the per-process limit jetsam kills the app at once, even in front,
--     even as it starts. Under pressure for an amount, iOS purges suspended
--     apps largest first until it has enough, and warns running apps only if
--     purging was not enough.
--   * Resume watchdog: willEnterForeground and didBecomeActive share one budget
--     (about 10 s), as will/didFinishLaunching share the launch's.

scenario("an image cache over the per-process limit", function()
  local photos = app {
    name = "Photos", bundle_id = "com.acme.photos",
    delegate = {
      didBecomeActive = function(application)
        application:allocate(1500)        -- the thumbnails
        log("footprint", application.memoryFootprint, "MB")
        application:allocate(1000)        -- full-size images: over 2048 MB
        log("never reached")
      end,
    },
  }
  user.tap(photos)
  expect.terminated(photos, "jetsam", "per-process-limit")
end)

scenario("memory pressure takes only what it needs", function()
  local small = app { name = "Small", bundle_id = "com.acme.small", memory_mb = 40 }
  local large = app { name = "Large", bundle_id = "com.acme.large", memory_mb = 400 }
  local front = app {
    name = "Front", bundle_id = "com.acme.front",
    delegate = { didReceiveMemoryWarning = function(application) log("warned") end },
  }
  user.tap(small); user.tap(large); user.tap(front)
  system.memory_pressure("warning", 300)   -- Large alone frees enough
  expect.state(large, "notRunning")
  expect.state(small, "suspended")
  expect.callbacks(front, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" })
  system.memory_pressure("warning", 500)   -- not enough to purge: running apps are warned
  expect.state(small, "notRunning")
end)

scenario("a slow resume is one transaction", function()
  local slow = app {
    name = "Slow", bundle_id = "com.acme.slow",
    delegate = {
      willEnterForeground = function(application) busy(6) end,   -- fine alone
      didBecomeActive = function(application) busy(6) end,       -- 12 s together
    },
  }
  user.tap(slow)          -- a launch: didBecomeActive has its own 10 s
  wait(7)
  user.home()
  user.tap(slow)          -- a resume: killed at 10 s
  wait(20)
  expect.terminated(slow, "watchdog", "0x8badf00d")
end)
