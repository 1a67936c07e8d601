-- fails: pressing home
-- why: didEnterBackground alone: on an iPhone the app first resigns active
--   (willResignActive), then enters the background.
return {
  home = { "didEnterBackground" },
  back = { "willEnterForeground", "didBecomeActive" },
  state_after_a_minute = "suspended",
}
