return {
  title = "Save before you die",
  concept = "process memory dies with the process, storage survives; facts §13.1, §13.2; Apple: Managing your app's life cycle",
  points = 10,
  hints = {
    "A suspended app gets no callback when iOS ends it. List the callbacks an app gets on its way from the front to suspended, and find the last one that always comes.",
    "Run the first check with --trace: look at the line \"process 2 starts\" and ask what the new process's draft starts from.",
    "Each process has only the memory its code sets up when it starts. Where does your code set up the draft, and from what?",
  },
  checks = {
    { name = "the draft survives a swipe from the switcher",
      rationale = "the user leaves, swipes the app away, and comes back: what they typed must be there",
      zh = { title = "从切换器划掉后草稿还在", rationale = "用户离开、把应用划掉、再回来：输入的内容必须还在" } },
    { name = "the draft survives iOS reclaiming memory", depends = { "the draft survives a swipe from the switcher" },
      rationale = "iOS ends suspended apps without telling them when it needs memory",
      zh = { title = "系统回收内存后草稿还在", rationale = "系统需要内存时会结束被挂起的应用，而且不通知它们" } },
    { name = "an interruption keeps what was typed", depends = { "the draft survives a swipe from the switcher" },
      hidden = true,
      rationale = "an app that stops being active for a moment is still the same process, with the same memory",
      zh = { title = "打断之后输入的内容还在", rationale = "短暂失去活跃状态的应用还是同一个进程，内存也还是原来的" } },
    { name = "no sequence of 8 events loses a typed draft", depends = { "the draft survives iOS reclaiming memory" },
      explore = { runs = 300, depth = 8, seed = 1 },
      rationale = "whatever happens, what the user typed is stored before the app can be ended without a callback",
      zh = { title = "8 个事件以内的任何序列都不丢失输入的草稿",
             rationale = "无论发生什么，用户输入的内容都要在应用可能被无声结束之前存好" } },
  },
  zh = {
    title = "趁还活着，赶紧保存",
    hints = {
      "被挂起的应用被系统结束时不会收到任何回调。列出应用从前台一路走到挂起时收到的回调，找出最后一个一定会来的。",
      "用 --trace 运行第一项检查：看看“process 2 starts”那一行，想一想新进程的草稿是从什么开始的。",
      "每个进程只拥有它的代码在启动时准备好的内存。你的代码在哪里准备草稿？用的是什么？",
    },
    labels = {
      ["the draft after the relaunch"] = "重新启动后的草稿",
      ["the draft after Notification Center"] = "拉下通知中心之后的草稿",
    },
  },
}
