-- fails: unlocking
-- why: after a lock on iOS 5 and later the app is in the background, so unlocking first
--   brings it to the foreground; code that reloads in willEnterForeground would be
--   thought dead, and the app would show stale data after an unlock.
return {
  lock = { "willResignActive", "didEnterBackground" },
  unlock = { "didBecomeActive" },
  lock_ios4 = { "willResignActive" },
}
