-- fails: locking
-- why: the app resigns active before it enters the background, on a lock as on Home:
--   code that saves in didEnterBackground and pauses in willResignActive relies on that
--   order, and a list in the other order teaches the wrong one.
return {
  lock = { "didEnterBackground", "willResignActive" },
  unlock = { "willEnterForeground", "didBecomeActive" },
  lock_ios4 = { "willResignActive" },
}
