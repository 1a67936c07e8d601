return {
  title = "Save before you die",
  concept = "process memory dies with the process, storage survives; facts §13.1, §13.2",
  points = 10,
  hints = {
    "A suspended app gets no callback when iOS ends it: applicationWillTerminate never comes then.",
    "didEnterBackground is the last callback you can count on: write the draft to UserDefaults.standard there.",
    "main runs again in every new process: read the saved draft there, or the new process starts from an empty one and saves that over the old.",
  },
  checks = {
    { name = "the draft survives a swipe from the switcher",
      rationale = "the user leaves, swipes the app away, and comes back: what they typed must be there",
      zh = { title = "从切换器划掉后草稿还在", rationale = "用户离开、把应用划掉、再回来：输入的内容必须还在" } },
    { name = "the draft survives iOS reclaiming memory", depends = { "the draft survives a swipe from the switcher" },
      rationale = "iOS ends suspended apps without telling them when it needs memory",
      zh = { title = "系统回收内存后草稿还在", rationale = "系统需要内存时会结束被挂起的应用，而且不通知它们" } },
    { name = "no sequence of 8 events loses a typed draft", depends = { "the draft survives iOS reclaiming memory" },
      explore = { runs = 300, depth = 8, seed = 1 },
      rationale = "whatever happens, what the user typed is stored before the app can be ended without a callback",
      zh = { title = "8 个事件以内的任何序列都不丢失输入的草稿",
             rationale = "无论发生什么，用户输入的内容都要在应用可能被无声结束之前存好" } },
  },
  zh = {
    title = "趁还活着，赶紧保存",
    hints = {
      "被挂起的应用被系统结束时不会收到任何回调：这时 applicationWillTerminate 根本不会来。",
      "didEnterBackground 是你能指望的最后一个回调：在那里把草稿写进 UserDefaults.standard。",
      "每个新进程都会重新运行 main：在那里读出保存的草稿，否则新进程从空草稿开始，还会把空草稿存下去覆盖旧的。",
    },
    labels = {
      ["the draft after the relaunch"] = "重新启动后的草稿",
    },
  },
}
