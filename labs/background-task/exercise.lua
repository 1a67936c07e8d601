return {
  title = "The background task that must end",
  concept = "seed 001 (background task); facts §5.1, §5.2",
  points = 10,
  hints = {
    "beginBackgroundTask returns an id; keep it in a local variable declared before the call.",
    "End the task with application:endBackgroundTask(id) as soon as the save is done.",
    "Pass an expiration handler as the second argument of beginBackgroundTask; it must end the same id, or iOS kills the app.",
  },
  checks = {
    { name = "the save finishes in the background",
      rationale = "a background task keeps the app running after didEnterBackground returns, so a 10 s save can finish",
      zh = { title = "保存在后台完成",
             rationale = "后台任务让应用在 didEnterBackground 返回之后继续运行，10 秒的保存才能完成" } },
    { name = "suspended once the save is done", depends = { "the save finishes in the background" },
      rationale = "a task that is not ended keeps the app running until the time runs out, and then iOS kills it",
      zh = { title = "保存完成后被挂起",
             rationale = "没有结束的后台任务会让应用一直运行到时间用完，然后 iOS 会杀掉它" } },
    { name = "a save longer than the budget", depends = { "the save finishes in the background" },
      rationale = "when time runs out the expiration handler must end the task; otherwise the app is killed (0x8badf00d)",
      zh = { title = "保存时间超过后台时限",
             rationale = "时间用完时，过期处理程序必须结束这个任务；否则应用会被杀掉（0x8badf00d）" } },
  },
  zh = {
    title = "必须结束的后台任务",
    hints = {
      "beginBackgroundTask 会返回一个 id；把它存在调用之前声明的局部变量里。",
      "保存一完成，就用 application:endBackgroundTask(id) 结束任务。",
      "把过期处理程序作为 beginBackgroundTask 的第二个参数传进去；它必须结束同一个 id，否则 iOS 会杀掉应用。",
    },
    labels = {
      ["saved, 12 s after pressing Home"] = "按下 Home 键 12 秒后的 saved",
      ["why the app was terminated"] = "应用被终止的原因",
    },
  },
}
