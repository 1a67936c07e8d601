-- fails: a minute later
-- why: an app with no background task does not stay in the background for a minute:
--   iOS suspends it within seconds, and calls nothing when it does.
return {
  home = { "willResignActive", "didEnterBackground" },
  back = { "willEnterForeground", "didBecomeActive" },
  state_after_a_minute = "background",
}
