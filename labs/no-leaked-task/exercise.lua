return {
  title = "No sequence may leak a background task",
  concept = "exploration over every short sequence of events; facts §5.1, §5.2; Apple: Extending your app's background execution time",
  points = 10,
  hints = {
    "willResignActive also comes for Control Center, Notification Center and the app switcher, which never reach the background.",
    "Count, for each story the check shows you, how many tasks your code begins and how many it ends: every begin needs exactly one end, on every path.",
    "A task can end three ways: the save finished, the app came back, or the background time ran out (the expiration handler). Which of these does your code handle, and for which task id?",
  },
  checks = {
    { name = "saves when the user leaves",
      rationale = "the draft must be stored once the app is in the background, and the app then suspended",
      zh = { title = "用户离开时保存", rationale = "应用进入后台后必须把草稿存好，然后被挂起" } },
    { name = "no sequence of 8 events leaks a background task", depends = { "saves when the user leaves" },
      explore = { runs = 300, depth = 8, seed = 1 },
      rationale = "every background task must end, whatever happens before: an open task at the end of the background time gets the app killed",
      zh = { title = "8 个事件以内的任何序列都不泄漏后台任务",
             rationale = "无论之前发生了什么，每个后台任务都必须结束：后台时间用完时还开着的任务会让应用被杀掉" } },
  },
  zh = {
    title = "任何事件序列都不能泄漏后台任务",
    hints = {
      "控制中心、通知中心和应用切换器也会触发 willResignActive，但它们永远不会让应用进入后台。",
      "对检查给出的每个事件序列，数一数你的代码开始了几个任务、结束了几个：在每条路径上，每次开始都要恰好对应一次结束。",
      "任务有三种结束的时机：保存完成了、应用回来了、后台时间用完了（过期回调）。你的代码处理了其中哪几种？处理的是哪个任务 id？",
    },
    labels = {
      ["the stored draft, 6 s after pressing Home"] = "按下 Home 键 6 秒后存下的草稿",
    },
  },
}
