return {
  title = "The order of launch callbacks",
  concept = "seed 002 (callback log), seed 003 (states); facts §1.1, §2.1",
  points = 10,
  hints = {
    { check = "launch from the icon", "A launch from the icon has exactly three delegate callbacks." },
    { check = "launch from the icon",
      "The first one lets you prepare before state restoration: its name starts with 'will'. A cold launch has no foreground callback: the app was never in the background." },
    { check = "state during didFinishLaunching",
      "Can the user touch the app while its launch methods run? Read what \"active\" means in docs/ios-facts.md §2.1." },
  },
  checks = {
    { name = "launch is a list", rationale = "launch must be a list of delegate keys such as \"didBecomeActive\"",
      zh = { title = "launch 是一个列表", rationale = "launch 必须是代理方法短名组成的列表，比如 \"didBecomeActive\"" } },
    { name = "launch from the icon", depends = { "launch is a list" }, prediction = true,
      rationale = "UIKit calls the launch methods in a fixed order; code in the wrong one runs too early or too late",
      zh = { title = "从图标启动",
             rationale = "UIKit 按固定的顺序调用启动方法；代码放错了方法，就会执行得太早或太晚" } },
    { name = "state during didFinishLaunching", prediction = true,
      rationale = "code in didFinishLaunching must not assume what the user can already do: the state says whether the app takes touches yet",
      zh = { title = "didFinishLaunching 期间的状态",
             rationale = "didFinishLaunching 里的代码不能想当然地认为用户已经能操作了：状态说明应用此时能不能接收触摸" } },
  },
  zh = {
    title = "启动回调的顺序",
    hints = {
      "从图标启动时，应用代理一共收到三个回调。",
      "第一个回调让你在状态恢复之前做准备，它的名字以 will 开头。冷启动没有进入前台的回调：应用从来没有在后台待过。",
      "启动方法执行的时候，用户能触摸这个应用吗？看看 docs/zh/ios-facts.md §2.1 里“活跃”（active）是什么意思。",
    },
  },
}
