-- fails: unlocking
-- why: a locked app is still in memory (in the background, then suspended): unlocking
--   resumes it, it does not launch it again; state kept in memory is still there.
return {
  lock = { "willResignActive", "didEnterBackground" },
  unlock = { "didFinishLaunching", "didBecomeActive" },
  lock_ios4 = { "willResignActive" },
}
