-- 10^6 trace records (bar 4): a 1 ms timer logs on each tick for 999 s of
-- virtual time, which with the launch's own records is just under the default record
-- limit of 10^6. Run with `--trace jsonl --out FILE`; its peak memory, less that of
-- empty.lua, is the figure:
--   scripts/bench
local storm = app {
  name = "Storm",
  delegate = {
    didFinishLaunching = function(application)
      dispatch.timer(0.001, function() log("tick") end)
      return true
    end,
  },
}
user.tap(storm)
wait(999)
