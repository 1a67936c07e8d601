-- 预测锁屏和解锁时的回调。每个列表都按顺序写出，用应用代理回调的短名字，
-- 比如 "didFinishLaunching" 或 "willTerminate"。
return {
  -- 在 iOS 17 上锁屏，按顺序写出。
  lock = {},
  -- 再次解锁。
  unlock = {},
  -- 在 iOS 4 上锁屏。
  lock_ios4 = {},
}
