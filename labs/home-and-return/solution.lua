return {
  home = { "willResignActive", "didEnterBackground" },
  back = { "willEnterForeground", "didBecomeActive" },
  state_after_a_minute = "suspended",
}
