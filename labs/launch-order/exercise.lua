return {
  title = "The order of launch callbacks",
  concept = "seed 002 (callback log), seed 003 (states); facts §1.1, §2.1",
  points = 10,
  hints = {
    "A launch from the icon has exactly three delegate callbacks.",
    "The first one lets you prepare before state restoration: its name starts with 'will'.",
    "willFinishLaunching, didFinishLaunching, then didBecomeActive. During the two launch methods the app is not active yet.",
  },
  checks = {
    { name = "launch is a list", rationale = "launch must be a list of delegate keys such as \"didBecomeActive\"",
      zh = { title = "launch 是一个列表", rationale = "launch 必须是代理方法短名组成的列表，比如 \"didBecomeActive\"" } },
    { name = "launch from the icon", depends = { "launch is a list" },
      rationale = "UIKit calls the launch methods in a fixed order; code in the wrong one runs too early or too late",
      zh = { title = "从图标启动",
             rationale = "UIKit 按固定的顺序调用启动方法；代码放错了方法，就会执行得太早或太晚" } },
    { name = "state during didFinishLaunching", prediction = true,
      rationale = "an app is active only once it can take touches, and while didFinishLaunching runs the launch is not finished",
      zh = { title = "didFinishLaunching 期间的状态",
             rationale = "应用要能接收触摸事件才算活跃；而 didFinishLaunching 执行的时候，启动还没有完成" } },
  },
  zh = {
    title = "启动回调的顺序",
    hints = {
      "从图标启动时，应用代理一共收到三个回调。",
      "第一个回调让你在状态恢复之前做准备，它的名字以 will 开头。",
      "依次是 willFinishLaunching、didFinishLaunching、didBecomeActive。执行两个启动方法时，应用还不是活跃状态。",
    },
  },
}
