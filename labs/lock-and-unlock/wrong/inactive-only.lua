-- fails: locking
-- why: since iOS 5 the lock sends the app to the background, not only to inactive: an app
--   that pauses in willResignActive but waits for a background callback that, it thinks,
--   never comes on a lock keeps its unsaved work in memory while it is suspended.
return {
  lock = { "willResignActive" },
  unlock = { "didBecomeActive" },
  lock_ios4 = { "willResignActive" },
}
