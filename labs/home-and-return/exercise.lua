return {
  title = "Home and return",
  concept = "seed 000 (transitions), seed 003 (states); facts §2.2, §2.3",
  points = 10,
  hints = {
    { check = "pressing home",
      "Leaving the foreground takes two steps: first the app stops being active, then it is in the background." },
    { check = "coming back",
      "Coming back mirrors leaving: a 'will' callback for the foreground, then the app becomes active. The process is still there: is this a launch?" },
    { check = "a minute later",
      "What does iOS do with an app that has nothing left to do in the background, and does it tell the app? docs/ios-facts.md §2.2 lists the five states." },
  },
  checks = {
    { name = "pressing home", prediction = true, rationale = "pressing Home calls two delegate methods, in a fixed order",
      zh = { title = "按下 Home 键", rationale = "按下 Home 键会按固定顺序调用两个代理方法" } },
    { name = "coming back", depends = { "pressing home" }, prediction = true,
      rationale = "returning from the background is not a new launch: two different callbacks",
      zh = { title = "回到应用", rationale = "从后台回来不是重新启动：调用的是另外两个回调" } },
    { name = "a minute later", hidden = true, prediction = true,
      rationale = "an app with no background task does not run in the background for long, and iOS does not tell it when it stops",
      zh = { title = "一分钟以后",
             rationale = "没有后台任务的应用不会在后台运行太久，而且 iOS 停止它的代码时不会通知它" } },
  },
  zh = {
    title = "按 Home 键与返回",
    hints = {
      "离开前台分两步：应用先不再活跃，然后进入后台。",
      "回来的过程和离开对称：先是一个以 will 开头、表示进入前台的回调，然后应用变为活跃。进程还在：这算启动吗？",
      "应用在后台已经无事可做时，iOS 会怎样处理它？会通知它吗？docs/zh/ios-facts.md §2.2 列出了五种状态。",
    },
  },
}
