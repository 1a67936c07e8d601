-- Predict the callbacks of locking and unlocking the screen.
return {
  -- Locking the screen on iOS 17, in order.
  lock = { "willResignActive" },
  -- Unlocking it again.
  unlock = { "didBecomeActive" },
  -- Locking the screen on iOS 4.
  lock_ios4 = { "willResignActive" },
}
