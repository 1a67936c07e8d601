-- Predict the callbacks of locking and unlocking the screen. Write each list in order,
-- with the app delegate's short names, such as "didFinishLaunching" or "willTerminate".
return {
  -- Locking the screen on iOS 17, in order.
  lock = {},
  -- Unlocking it again.
  unlock = {},
  -- Locking the screen on iOS 4.
  lock_ios4 = {},
}
