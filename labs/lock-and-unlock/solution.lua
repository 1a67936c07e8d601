return {
  lock = { "willResignActive", "didEnterBackground" },
  unlock = { "willEnterForeground", "didBecomeActive" },
  lock_ios4 = { "willResignActive" },
}
