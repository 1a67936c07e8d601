-- right: the same prediction written with Objective-C selectors, which expectations
--   accept beside the short names.
local lock17 = { "applicationWillResignActive:", "applicationDidEnterBackground:" }
return {
  lock = lock17,
  unlock = { "applicationWillEnterForeground:", "applicationDidBecomeActive:" },
  lock_ios4 = { lock17[1] },
}
