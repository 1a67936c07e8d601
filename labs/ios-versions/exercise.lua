return {
  title = "iOS versions: 600, 180 and 30 seconds",
  concept = "seed 001 (\"180 s after iOS 7\"); facts §5.3 (C6)",
  points = 10,
  hints = {
    "The seed says 180 s: true for iOS 7-12 only. Before iOS 7 it was 10 minutes; since iOS 13 about 30 s.",
    "Do not hard-code the budget: read application.backgroundTimeRemaining after beginBackgroundTask.",
    "Sync for (backgroundTimeRemaining - 10) seconds and end the task when the sync is done.",
    "On iOS 6 and earlier beginBackgroundTask takes no name (application:beginBackgroundTask(handler)): the name form came in iOS 7, and calling it before is an unrecognized selector that crashes the app.",
  },
  checks = {
    { name = "the budgets", rationale = "background time depends on the iOS version, and the seed's one number is right for some versions only",
      zh = { title = "各版本的后台时限", rationale = "后台时间取决于 iOS 版本，种子笔记里的那一个数字只对部分版本成立" } },
    { name = "the sync finishes on iOS 17",
      rationale = "work sized for the seed's 180 s does not finish in iOS 17's shorter time: size it from backgroundTimeRemaining",
      zh = { title = "同步在 iOS 17 上完成",
             rationale = "按种子笔记的 180 秒安排的工作，在 iOS 17 更短的时间里完成不了：要根据 backgroundTimeRemaining 来决定工作量" } },
    { name = "the sync finishes on iOS 12", depends = { "the sync finishes on iOS 17" }, hidden = true,
      rationale = "the same code must use the longer budget of older versions, and still end its task",
      zh = { title = "同步在 iOS 12 上完成", rationale = "同一份代码要用上旧版本更长的时限，而且仍然要结束任务" } },
  },
  zh = {
    title = "iOS 版本：600、180 与 30 秒",
    hints = {
      "种子笔记说 180 秒：这只对 iOS 7 到 12 成立。iOS 7 之前是 10 分钟；iOS 13 起大约 30 秒。",
      "不要把时限写死：在 beginBackgroundTask 之后读取 application.backgroundTimeRemaining。",
      "同步 (backgroundTimeRemaining - 10) 秒，同步完成后结束任务。",
      "在 iOS 6 及更早的版本上，beginBackgroundTask 不带名字（application:beginBackgroundTask(handler)）：带名字的写法是 iOS 7 才有的，在那之前调用会因为无法识别的选择器（unrecognized selector）而让应用崩溃。",
    },
    labels = {
      ["synced, a minute after pressing Home"] = "按下 Home 键一分钟后的 synced",
      ["synced, 200 s after pressing Home"] = "按下 Home 键 200 秒后的 synced",
      ["why the app was terminated"] = "应用被终止的原因",
    },
  },
}
