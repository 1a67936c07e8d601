-- fails: coming back
-- why: coming back is not a new launch (the lab's taught mistake): the process is still
--   there, so UIKit calls willEnterForeground, not didFinishLaunching.
return {
  home = { "willResignActive", "didEnterBackground" },
  back = { "didFinishLaunching", "didBecomeActive" },
  state_after_a_minute = "suspended",
}
