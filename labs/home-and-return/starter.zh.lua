-- 预测：用户按下 Home 键、之后又回到应用时，UIKit 会做什么。
return {
  -- 用户按下 Home 键时的回调，按顺序写出。
  home = { "didEnterBackground" },
  -- 用户再次点击图标时的回调，按顺序写出。
  back = { "didFinishLaunching", "didBecomeActive" },
  -- 按下 Home 键一分钟后应用的状态。
  state_after_a_minute = "background",
}
