-- 预测锁屏和解锁时的回调。
return {
  -- 在 iOS 17 上锁屏，按顺序写出。
  lock = { "willResignActive" },
  -- 再次解锁。
  unlock = { "didBecomeActive" },
  -- 在 iOS 4 上锁屏。
  lock_ios4 = { "willResignActive" },
}
