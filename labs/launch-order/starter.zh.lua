-- 预测：用户点击一个没有在运行的应用的图标时，UIKit 会做什么。
-- 修改下面的两个答案。
return {
  -- 代理回调，按顺序写出（短名："didBecomeActive" ……）。
  launch = { "didFinishLaunching" },

  -- didFinishLaunching 执行期间 application.state 的值："active"、"inactive" 或 "background"。
  state_in_didFinishLaunching = "active",
}
