-- 预测：用户点击一个没有在运行的场景应用（life_cycle = "scenes"）的图标时，UIKit 会做什么。
-- 应用代理的回调用短名（"didEnterBackground"），场景代理的回调在前面加上 "scene."
-- （"scene.didDisconnect"）。
return {
  -- 从图标冷启动时的回调，按顺序写出。
  launch = {},

  -- didFinishLaunching 执行期间 application.state 的值："active"、"inactive" 或 "background"。
  state_in_didFinishLaunching = nil,

  -- 系统把应用从内存中清除之后再次启动它时的回调
  -- （用户没有关掉它的窗口，所以系统保留了场景的会话）。
  relaunch = {},
}
