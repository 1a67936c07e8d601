-- fails: locking on iOS 4
-- why: iOS 4 did not send a locked app to the background: an app written for iOS 4 that
--   saved only in didEnterBackground lost its work when the battery died during a lock.
return {
  lock = { "willResignActive", "didEnterBackground" },
  unlock = { "willEnterForeground", "didBecomeActive" },
  lock_ios4 = { "willResignActive", "didEnterBackground" },
}
