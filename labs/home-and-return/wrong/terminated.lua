-- fails: a minute later
-- why: pressing Home does not end the process: a minute later the app is still in
--   memory, suspended, unless iOS needed the memory.
return {
  home = { "willResignActive", "didEnterBackground" },
  back = { "willEnterForeground", "didBecomeActive" },
  state_after_a_minute = "notRunning",
}
