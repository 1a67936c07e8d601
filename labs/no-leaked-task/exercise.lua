return {
  title = "No sequence may leak a background task",
  concept = "exploration over every short sequence of events; facts §5.1, §5.2",
  points = 10,
  hints = {
    "willResignActive also comes for Control Center, Notification Center and the app switcher, which never reach the background.",
    "Begin the task in didEnterBackground: that callback comes exactly once per trip to the background.",
    "Keep the id in a local declared before beginBackgroundTask, and end it both when the save is done and in the expiration handler.",
  },
  checks = {
    { name = "saves when the user leaves",
      rationale = "the draft must be saved once the app is in the background, and the app then suspended",
      zh = { title = "用户离开时保存", rationale = "应用进入后台后必须保存草稿，然后被挂起" } },
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
      "在 didEnterBackground 里开始任务：每次进入后台，这个回调恰好来一次。",
      "把 id 存在 beginBackgroundTask 之前声明的局部变量里，保存完成时和过期处理程序里都要结束它。",
    },
    labels = {
      ["saved, 5 s after pressing Home"] = "按下 Home 键 5 秒后的 saved",
    },
  },
}
