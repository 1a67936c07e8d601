-- The timer storm (bar 1): 10^6 callbacks of a 1 ms repeating dispatch.timer in one
-- app, in the foreground for 1000 s of virtual time. Compare with timer-storm-plain.lua,
-- the same program as a binary-heap event loop in plain Lua:
--   scripts/bench
local ticks = 0
local storm = app {
  name = "Storm",
  delegate = {
    didFinishLaunching = function(application)
      dispatch.timer(0.001, function() ticks = ticks + 1 end)
      return true
    end,
  },
}
user.tap(storm)
wait(1000)
assert(ticks == 1000000, "ticks: " .. ticks)
